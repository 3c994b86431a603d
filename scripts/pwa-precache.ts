import { createHash } from "node:crypto";

/**
 * What the service worker saves at install (issue 15): the pages that must open with no
 * connection, and every build file those pages load — what their HTML references and, from
 * there, every chunk, stylesheet or worker those files import (static or lazy), so a
 * browser-only tool works offline even in the parts it loads on first use. The router's
 * manifest is saved but not followed: it names every page's code.
 */
export interface PrecacheEntry {
  url: string;
  /** Changes when the file's content changes; null for files whose name already carries a hash. */
  revision: string | null;
}

export interface BuildFiles {
  /** Pre-rendered HTML by page path ("/", "/case-converter"). */
  pages: ReadonlyMap<string, string>;
  /** Text of each file under /assets/, by file name. */
  assets: ReadonlyMap<string, string>;
  /** Other public files to save (path → content), e.g. the manifest, icons, the offline page. */
  extras: ReadonlyMap<string, string | Buffer>;
}

const ASSET_NAME_RE = /[\w.-]+\.(?:js|css|woff2?|wasm)/g;

export function revisionOf(content: string | Buffer): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 16);
}

/** Names of build files mentioned in a text (HTML or JS), among those that exist. */
export function referencedAssets(text: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(ASSET_NAME_RE)) if (known.has(m[0])) found.add(m[0]);
  return [...found];
}

/** Every asset a set of pages needs, following imports from file to file. */
export function assetClosure(pageHtml: readonly string[], assets: ReadonlyMap<string, string>): string[] {
  const known = new Set(assets.keys());
  const seen = new Set<string>();
  const queue = pageHtml.flatMap((html) => referencedAssets(html, known));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    if (/^manifest-[\w-]+\.js$/.test(name)) continue;
    for (const next of referencedAssets(assets.get(name) ?? "", known)) if (!seen.has(next)) queue.push(next);
  }
  return [...seen].sort();
}

/** The precache list for the given offline pages. Throws when one of them was not built. */
export function precacheEntries(offlinePaths: readonly string[], files: BuildFiles): PrecacheEntry[] {
  const html = offlinePaths.map((path) => {
    const page = files.pages.get(path);
    if (page === undefined) throw new Error(`No pre-rendered page for ${path}: cannot save it for offline use.`);
    return page;
  });
  return [
    ...offlinePaths.map((path, i) => ({ url: path, revision: revisionOf(html[i]!) })),
    ...[...files.extras].map(([url, content]) => ({ url, revision: revisionOf(content) })),
    ...assetClosure(html, files.assets).map((name) => ({ url: `/assets/${name}`, revision: null })),
  ];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OfflinePageInput {
  siteName: string;
  /** The site's stylesheet (hashed path), so the page looks like the rest of the site. */
  stylesheet: string | null;
  /** Runs before the first paint to apply the visitor's light or dark choice. */
  themeScript: string;
  tools: readonly { name: string; path: string }[];
}

/**
 * The page a visitor sees when they open, with no connection, a page this device never saved.
 * Static and complete without JavaScript; links to the tools that do work offline.
 */
export function offlinePageHtml({ siteName, stylesheet, themeScript, tools }: OfflinePageInput): string {
  const items = tools.map((t) => `<li><a class="link" href="${escapeHtml(t.path)}">${escapeHtml(t.name)}</a></li>`).join("");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>You are offline | ${escapeHtml(siteName)}</title>
<script>${themeScript}</script>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ""}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
</head>
<body class="min-h-screen bg-surface text-ink antialiased">
<main class="mx-auto max-w-3xl px-4 py-16">
<p><a class="link" href="/">${escapeHtml(siteName)}</a></p>
<h1 class="mt-4 text-3xl font-extrabold tracking-tight">You are offline</h1>
<p class="mt-3 text-base text-muted">This page has not been saved on this device yet, so it needs a connection. It opens as soon as you are back online.</p>
<h2 class="mt-8 text-xl font-bold">These tools work without a connection</h2>
<ul class="mt-3 list-disc space-y-1 pl-6">${items}</ul>
</main>
</body>
</html>
`;
}
