import { describe, expect, it } from "vitest";
import { chunkGroups, isFramework, type ModuleGraph, SHELL_SHARE, shellModules, staticClosure } from "./vite-chunks";

/** A module graph from "id: static imports"; entries are marked with a leading "*". */
function graph(spec: Record<string, string[]>): ModuleGraph {
  const mods = new Map(Object.entries(spec).map(([k, v]) => [k.replace(/^\*/, ""), { importedIds: v, isEntry: k.startsWith("*") }]));
  return { getModuleInfo: (id) => mods.get(id) ?? null };
}

const NM = "/site/node_modules";
const g = graph({
  "/site/app/root.tsx": ["/site/app/app.css", "/site/app/Header.tsx", `${NM}/react/index.js`],
  "/site/app/app.css": [],
  "/site/app/Header.tsx": ["/site/app/lib/nav.ts", "/site/app/lib/prefs.ts"],
  "/site/app/lib/nav.ts": [],
  "/site/app/lib/prefs.ts": [],
  "/site/app/lib/seo.ts": ["/site/app/lib/site.ts"],
  "/site/app/lib/site.ts": [],
  "/site/app/ui/Faq.tsx": [],
  "*/site/app/routes/home.tsx": ["/site/app/lib/seo.ts", "/site/app/ui/Faq.tsx", "/site/app/lib/prefs.ts"],
  "*/site/app/routes/about.tsx": ["/site/app/lib/seo.ts"],
  "*/site/tools/a/A.tsx": ["/site/app/lib/seo.ts", "/site/app/ui/Faq.tsx", "*/site/tools/b/B.tsx"],
  "*/site/tools/b/B.tsx": ["/site/app/lib/seo.ts", `${NM}/fflate/index.js`],
  [`${NM}/react/index.js`]: [],
  [`${NM}/fflate/index.js`]: [],
});
const ROUTES = ["/site/app/routes/home.tsx", "/site/app/routes/about.tsx", "/site/tools/a/A.tsx", "/site/tools/b/B.tsx"];

describe("staticClosure", () => {
  it("follows static imports, each module once, cycles included", () => {
    const cyc = graph({ a: ["b"], b: ["a", "c"], c: [] });
    expect([...staticClosure(cyc, "a")].sort()).toEqual(["a", "b", "c"]);
    expect([...staticClosure(cyc, "missing")]).toEqual(["missing"]);
  });
});

describe("shellModules", () => {
  it("holds what the root layout imports and what (nearly) every route imports", () => {
    const shell = shellModules(g, "/site/app/root.tsx", ROUTES);
    expect([...shell].sort()).toEqual(["/site/app/Header.tsx", "/site/app/lib/nav.ts", "/site/app/lib/prefs.ts", "/site/app/lib/seo.ts", "/site/app/lib/site.ts"]);
  });

  it("leaves out the root module and its stylesheet, packages, entries and what only some routes use", () => {
    const shell = shellModules(g, "/site/app/root.tsx", ROUTES);
    for (const id of ["/site/app/root.tsx", "/site/app/app.css", `${NM}/react/index.js`, `${NM}/fflate/index.js`, "/site/tools/b/B.tsx", "/site/app/ui/Faq.tsx"]) {
      expect(shell.has(id), id).toBe(false);
    }
  });

  it(`needs ${SHELL_SHARE * 100} % of the routes: a module one route in ten does without still joins`, () => {
    const routes = Array.from({ length: 10 }, (_, i) => `/r${i}.tsx`);
    const spec: Record<string, string[]> = { "/root.tsx": [], "/seo.ts": [], "/faq.ts": [] };
    routes.forEach((r, i) => (spec[`*${r}`] = i === 0 ? [] : i < 8 ? ["/seo.ts", "/faq.ts"] : ["/seo.ts"]));
    const shell = shellModules(graph(spec), "/root.tsx", routes);
    expect(shell.has("/seo.ts")).toBe(true); // 9 of 10
    expect(shell.has("/faq.ts")).toBe(false); // 7 of 10
  });
});

describe("isFramework", () => {
  it("is the runtime (Preact in React's place, or React) and React Router with their helpers, not other packages nor the client entry", () => {
    for (const id of [
      `${NM}/preact/dist/preact.mjs`,
      `${NM}/preact/compat/dist/compat.mjs`,
      `${NM}/preact/hooks/dist/hooks.mjs`,
      `${NM}/react/jsx-runtime.js`,
      `${NM}/react-dom/client.js`,
      `${NM}/scheduler/index.js`,
      `${NM}/react-router/dist/production/index.mjs`,
      `${NM}/turbo-stream/dist/turbo-stream.mjs`,
      "C:\\site\\node_modules\\react\\index.js",
    ]) expect(isFramework(id), id).toBe(true);
    for (const id of [`${NM}/@react-router/dev/dist/config/defaults/entry.client.tsx`, "/site/app/entry.client.tsx", `${NM}/fuse.js/dist/fuse.mjs`, `${NM}/fflate/esm/browser.js`, `${NM}/react-markdown/index.js`, "/site/app/react.ts", `${NM}/preact-render-to-string/dist/index.mjs`]) {
      expect(isFramework(id), id).toBe(false);
    }
  });
});

describe("chunkGroups", () => {
  it("names framework modules first, then the shell, and leaves the rest to automatic splitting", () => {
    const [framework, shell] = chunkGroups("/site/app", ["routes/home.tsx", "routes/about.tsx", "../tools/a/A.tsx", "../tools/b/B.tsx"]);
    expect(framework.priority).toBeGreaterThan(shell.priority);
    expect(framework.name(`${NM}/react/index.js`, g)).toBe("framework");
    expect(framework.name("/site/app/lib/seo.ts", g)).toBeNull();
    expect(shell.name("/site/app/lib/seo.ts", g)).toBe("shell");
    expect(shell.name("/site/app/Header.tsx", g)).toBe("shell");
    expect(shell.name("/site/app/ui/Faq.tsx", g)).toBeNull();
    expect(shell.name("/site/tools/a/A.tsx", g)).toBeNull();
  });
});
