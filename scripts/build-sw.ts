// After `react-router build`: writes the offline page and the service worker (`/sw.js`,
// Workbox, bundled by Vite) into the client build. See app/pwa/sw.ts and scripts/pwa-precache.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { THEME_BOOT_SCRIPT } from "../app/lib/theme.ts";
import { SITE } from "../app/lib/site.ts";
import { OFFLINE_PAGE } from "../app/pwa/sw-rules.ts";
import { tools } from "../tools/registry.ts";
import { toolPath } from "../tools/types.ts";
import { prerenderedHtml } from "../server/pages.ts";
import { offlinePageHtml, precacheEntries } from "./pwa-precache.ts";

// The build folder is the first argument (the secrets test builds elsewhere); `build` by default.
const clientDir = join(process.argv[2] ?? "build", "client");
const pages = prerenderedHtml(clientDir);
const assets = new Map<string, string>();
for (const name of readdirSync(join(clientDir, "assets"))) {
  if (/\.(br|gz)$/.test(name)) continue; // compressed copies (scripts/compress-assets.ts)
  assets.set(name, /\.(js|css|html)$/.test(name) ? readFileSync(join(clientDir, "assets", name), "utf8") : "");
}

const offlineTools = tools.filter((t) => t.offline);
const home = pages.get("/") ?? "";
const stylesheet = /<link rel="stylesheet" href="(\/assets\/root-[\w-]+\.css)"/.exec(home)?.[1] ?? null;
const offlineHtml = offlinePageHtml({
  siteName: SITE.name,
  stylesheet,
  themeScript: THEME_BOOT_SCRIPT,
  tools: offlineTools.map((t) => ({ name: t.name, path: toolPath(t.slug) })),
});
writeFileSync(join(clientDir, OFFLINE_PAGE), offlineHtml);

const extras = new Map<string, string | Buffer>([[OFFLINE_PAGE, offlineHtml]]);
for (const file of ["/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/maskable-192.png"]) {
  extras.set(file, readFileSync(join(clientDir, file)));
}
const entries = precacheEntries(["/", ...offlineTools.map((t) => toolPath(t.slug))], { pages, assets, extras });

await build({
  configFile: false,
  logLevel: "warn",
  define: { __PRECACHE__: JSON.stringify(entries), "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: "app/pwa/sw.ts", formats: ["iife"], name: "serviceWorker", fileName: () => "sw.js" },
  },
});

const sizeOf = (url: string) => {
  const html = pages.get(url);
  return html === undefined ? statSync(join(clientDir, url)).size : Buffer.byteLength(html);
};
const bytes = entries.reduce((sum, e) => sum + sizeOf(e.url), 0);
console.log(`Service worker: ${entries.length} files saved for offline use (${(bytes / 1024).toFixed(0)} KB before compression), ${offlineTools.length} tools work offline.`);
