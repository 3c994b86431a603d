import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { CHROMIUM_ARGS, chromiumPath, waitForHydration } from "../helpers/browser";
import { freePort } from "../helpers/server-process";

/**
 * The installable app (issue 15): manifest, service worker, the browser-only tools with no
 * network, network tools saying so, /api never cached, and a new deployment taking over.
 * A persistent profile, as a visitor's browser is (incognito windows cannot install apps).
 */
const OFFLINE_MESSAGE = "You are offline — this tool needs a connection";
const dirs: string[] = [];

async function openProfile(): Promise<{ context: BrowserContext; page: Page }> {
  const dir = mkdtempSync(join(tmpdir(), "offline-profile-"));
  dirs.push(dir);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** Waits until the worker controls the page and has saved what it saves at install. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(
    async () => {
      const names = await caches.keys();
      const precache = names.find((n) => n.startsWith("workbox-precache"));
      return precache ? (await (await caches.open(precache)).keys()).some((r) => new URL(r.url).pathname === "/case-converter") : false;
    },
    null,
    { timeout: 30_000 },
  );
}

/** Every cached address, by cache. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("installable app that works offline", () => {
  const baseUrl = inject("baseUrl");
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openProfile());
    // One visit: a tool that needs the network, opened once while online.
    await page.goto(`${baseUrl}/youtube-title-generator`);
    await waitForHydration(page);
    await waitForWorker(page);
    // The first page is saved too (it was loaded before the worker existed).
    await page.waitForFunction(async () => (await (await caches.open("pages")).keys()).length > 0, null, { timeout: 30_000 });
  });

  afterAll(async () => {
    await context?.close();
  });

  it("meets Chromium's installability criteria, with a valid manifest", async () => {
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    const data = JSON.parse(manifest.data ?? "{}") as { display: string; icons: { sizes: string; purpose: string }[] };
    expect(data.display).toBe("standalone");
    expect(data.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(["192x192 any", "192x192 maskable", "512x512 any", "512x512 maskable"]);
    // Dark and light theme colours for the browser's bar.
    expect(await page.locator('meta[name="theme-color"]').evaluateAll((ms) => ms.map((m) => m.getAttribute("media")))).toEqual([
      "(prefers-color-scheme: light)",
      "(prefers-color-scheme: dark)",
    ]);
  });

  it("lets page requests start while the worker boots (navigation preload)", async () => {
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).navigationPreload.getState()).enabled)).toBe(true);
  });

  it("serves the worker, manifest and offline page to be revalidated on every use", async () => {
    for (const path of ["/sw.js", "/manifest.webmanifest", "/offline.html"]) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
    }
    expect((await fetch(`${baseUrl}/manifest.webmanifest`)).headers.get("content-type")).toContain("application/manifest+json");
    expect((await fetch(`${baseUrl}/offline.html`)).headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-");
  });

  it("never caches /api", async () => {
    const status = await page.evaluate(async () => (await fetch("/api/status")).status);
    expect(status).toBe(200);
    const all = Object.values(await cachedPaths(page)).flat();
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((p) => p.startsWith("/api"))).toEqual([]);
  });

  it("opens and uses browser-only tools with the network off, including one never opened", async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/case-converter`);
      await waitForHydration(page);
      await page.getByLabel("Input", { exact: true }).fill("ça va déjà");
      await page.getByRole("button", { name: "Title Case", exact: true }).click();
      await expect.poll(() => page.getByLabel("Output", { exact: true }).inputValue()).toBe("Ça Va Déjà");
      expect(await page.getByTestId("offline-notice").count()).toBe(0);

      await page.goto(`${baseUrl}/youtube-embed-code-generator`);
      await waitForHydration(page);
      await page.getByLabel("Video URL", { exact: true }).fill("https://youtu.be/dQw4w9WgXcQ?t=42");
      await page.getByRole("button", { name: "Generate Embed Code" }).click();
      await expect.poll(() => page.getByLabel("iframe code").inputValue()).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");

      // Reloaded with no network, the page and its code still come up.
      await page.reload();
      await waitForHydration(page);
      expect(await page.locator("h1").textContent()).toBe("YouTube Embed Code Generator");
    } finally {
      await context.setOffline(false);
    }
  });

  it("a tool that needs the network says so instead of failing", async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/youtube-title-generator`);
      await waitForHydration(page);
      const notice = page.getByTestId("offline-notice");
      await notice.waitFor();
      expect(await notice.getAttribute("role")).toBe("status");
      expect(await notice.getByText(OFFLINE_MESSAGE, { exact: true }).isVisible()).toBe(true);
      // It points to what does work, and following the link works offline.
      await notice.getByRole("link", { name: "Case Converter" }).click();
      await page.waitForURL(`${baseUrl}/case-converter`);
      await page.getByLabel("Input", { exact: true }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it("a page never opened shows the offline page, linking the tools that work", async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl}/dmca`);
      expect(await page.locator("h1").textContent()).toBe("You are offline");
      const links = await page.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(links).toEqual(expect.arrayContaining(["/case-converter", "/comma-separating-tool", "/youtube-money-calculator", "/generator"]));
    } finally {
      await context.setOffline(false);
    }
    // Back online, the real page.
    await page.goto(`${baseUrl}/dmca`);
    expect(await page.locator("h1").textContent()).not.toBe("You are offline");
  });
});

describe("a new deployment", () => {
  let server: Server;
  let clientDir = "";
  let url = "";

  beforeAll(async () => {
    // A copy of the build, served in this process, so its worker can be "redeployed".
    clientDir = mkdtempSync(join(tmpdir(), "deploy-"));
    dirs.push(clientDir);
    cpSync(resolve(import.meta.dirname, "../../build/client"), clientDir, { recursive: true });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const { handler } = createApp({ config: loadConfig({ PORT: String(port), SITE_URL: url }), clientDir });
    server = createServer(handler);
    await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  });

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
  });

  it("takes over on the next navigation instead of leaving the page on the old build", async () => {
    const { context, page } = await openProfile();
    try {
      await page.goto(`${url}/case-converter`);
      await waitForHydration(page);
      await waitForWorker(page);
      await page.evaluate(() => {
        (window as unknown as { oldBuild: boolean }).oldBuild = true;
        navigator.serviceWorker.addEventListener("controllerchange", () => ((window as unknown as { newWorker: boolean }).newWorker = true));
      });

      // Deploy: a new worker script (its precache list would differ in a real deployment).
      const sw = join(clientDir, "sw.js");
      writeFileSync(sw, `${readFileSync(sw, "utf8")}\n// deployment 2\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await page.waitForFunction(() => (window as unknown as { newWorker?: boolean }).newWorker === true, null, { timeout: 30_000 });

      // The next in-app navigation loads the new build in full.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
      await page.waitForURL(`${url}/`);
      await page.waitForFunction(() => (window as unknown as { oldBuild?: boolean }).oldBuild === undefined, null, { timeout: 30_000 });
      await waitForHydration(page);
    } finally {
      await context.close();
    }
  });
});
