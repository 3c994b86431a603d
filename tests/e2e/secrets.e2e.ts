import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATIC_PAGES } from "../../app/lib/pages";
import { tools } from "../../tools/registry";
import { toolPath } from "../../tools/types";
import { startProductionServer, type RunningServer } from "../helpers/server-process";

/** Keys that must never reach anything a browser can load. */
const SECRETS = {
  LLM_API_KEY: "sk-SECRET-llm-4f8a1c",
  GROQ_API_KEY: "gsk-SECRET-groq-77ab",
  YOUTUBE_API_KEY: "AIza-SECRET-yt-9d2e",
  TOGETHER_API_KEY: "tg-SECRET-together-31c0",
};
const values = Object.values(SECRETS);
const root = resolve(import.meta.dirname, "../..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("secrets never reach the browser", () => {
  let buildDir = "";
  let server: RunningServer;

  beforeAll(async () => {
    // Inside the project, so the server bundle resolves its packages while prerendering.
    buildDir = mkdtempSync(join(root, ".secrets-build-"));
    const r = spawnSync(process.execPath, [join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      env: { ...process.env, ...SECRETS, BUILD_DIR: buildDir },
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
    // The service worker and offline page are part of the build too (`npm run build`).
    const sw = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-sw.ts", buildDir], { cwd: root, env: { ...process.env, ...SECRETS }, encoding: "utf8" });
    if (sw.status !== 0) throw new Error(`service worker build failed:\n${sw.stdout}\n${sw.stderr}`);
    server = await startProductionServer({ ...SECRETS, LLM_BASE_URL: "http://127.0.0.1:9", YOUTUBE_API_BASE_URL: "http://127.0.0.1:9" });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it("no file of a build made with the keys in its environment contains one", () => {
    const files = filesUnder(join(buildDir, "client"));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const text = readFileSync(f, "latin1");
      for (const v of values) expect(text.includes(v), `${v} found in ${f}`).toBe(false);
    }
  });

  it("no page or API reply of a server holding the keys contains one", async () => {
    const paths = [
      ...STATIC_PAGES.map((p) => p.path),
      ...tools.map((t) => toolPath(t.slug)),
      "/does-not-exist",
      "/sitemap.xml",
      "/robots.txt",
      "/api/status",
      "/api/ai/status",
      "/api/public-settings",
      "/api/nope",
    ];
    for (const p of paths) {
      const res = await fetch(server.url + p);
      const text = await res.text();
      for (const v of values) expect(text.includes(v), `${v} in ${p}`).toBe(false);
      for (const [, h] of res.headers) for (const v of values) expect(h.includes(v)).toBe(false);
    }
    // And the AI endpoints' error replies (the provider here is unreachable).
    for (const t of tools) {
      const res = await fetch(`${server.url}/api/ai/${t.slug}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      const text = await res.text();
      for (const v of values) expect(text.includes(v)).toBe(false);
    }
    for (const v of values) expect(server.output().includes(v), "server log").toBe(false);
  });
});
