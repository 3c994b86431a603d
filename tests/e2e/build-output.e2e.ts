import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

/** What `npm run build` leaves in the client's assets folder (vite.config.ts, scripts/vite-chunks.ts, scripts/compress-assets.ts). */
const dir = resolve(import.meta.dirname, "../../build/client/assets");
const files = readdirSync(dir);
const scripts = files.filter((f) => /\.(js|css)$/.test(f));
const text = (f: string) => readFileSync(resolve(dir, f), "utf8");

describe("the client build", () => {
  it("ships React Router once, as its production build (no development warnings)", () => {
    // An invariant message present in both builds: exactly one file carries the router.
    const withRouter = scripts.filter((f) => text(f).includes("may be used only in the context of a <Router> component"));
    expect(withRouter).toHaveLength(1);
    // A warning only the development build prints.
    expect(scripts.filter((f) => text(f).includes("You rendered descendant <Routes>"))).toEqual([]);
  });

  it("keeps the runtime (Preact in React's place) and the router in one framework file, the client entry in its own, and what every page runs in one shell file", () => {
    const framework = scripts.filter((f) => /^framework-[\w-]+\.js$/.test(f));
    expect(framework).toHaveLength(1);
    // Preact's element marker, and none of React DOM (its fiber key, its error decoder).
    expect(text(framework[0]!)).toContain("Symbol.for(`pv`)");
    expect(scripts.filter((f) => text(f).includes("__reactFiber") || text(f).includes("Minified React error"))).toEqual([]);
    // The entry hydrates only when the page's inline module imports it, after the router's globals are set.
    const entry = scripts.filter((f) => f.startsWith("entry.client-") && f.endsWith(".js"));
    expect(entry).toHaveLength(1);
    expect(text(entry[0]!)).toContain(framework[0]);
    expect(text(entry[0]!).length).toBeLessThan(2000);
    expect(scripts.filter((f) => /^shell-[\w-]+\.js$/.test(f))).toHaveLength(1);
    // The ad unit's code (Google's script URL) loads only where ads are on, never with every page.
    const shell = scripts.find((f) => /^shell-[\w-]+\.js$/.test(f))!;
    expect(text(shell)).not.toContain("googlesyndication");
    expect(scripts.filter((f) => text(f).includes("pagead2.googlesyndication.com"))).toHaveLength(1);
    // No stray copy of React's own files in separate chunks.
    expect(scripts.filter((f) => /^(jsx-runtime|react-dom)-/.test(f))).toEqual([]);
  });

  it("has a brotli and a gzip copy of every script and stylesheet, each the same file", () => {
    for (const f of scripts) {
      const original = readFileSync(resolve(dir, f));
      expect(brotliDecompressSync(readFileSync(resolve(dir, `${f}.br`))).equals(original), `${f}.br`).toBe(true);
      expect(gunzipSync(readFileSync(resolve(dir, `${f}.gz`))).equals(original), `${f}.gz`).toBe(true);
    }
  });
});
