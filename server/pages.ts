import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { BUILD_SITE_URL, PUBLIC_SETTINGS_ELEMENT_ID, serializePublicSettings, unconfiguredAttribute, type PublicSettings } from "../app/lib/public-settings";
import { adsEnabled } from "../app/ui/ads";
import { inlineScriptHashes } from "./http/security";

export type PageEncoding = "br" | "gzip" | "identity";

export interface LoadedPage {
  html: string;
  etag: string;
  scriptHashes: string[];
  /** The page's bytes, compressed once when the page is loaded (never per request). */
  bodies: Record<PageEncoding, Buffer>;
}

/** Brotli quality used at start-up: fast (about 1 ms a page); upgraded in the background. */
export const STARTUP_BROTLI_QUALITY = 5;

export function brotliOptions(size: number, quality: number) {
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: size, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };
}

const SETTINGS_RE = new RegExp(`(<script id="${PUBLIC_SETTINGS_ELEMENT_ID}" type="application/json">)([\\s\\S]*?)(</script>)`);

/**
 * Adapts a page rendered at build time to this process's settings: the placeholder origin
 * becomes SITE_URL and the public settings element gets the run-time values.
 */
export function finalizeHtml(html: string, settings: PublicSettings): string {
  const withOrigin = html.split(BUILD_SITE_URL).join(settings.siteUrl);
  const missing = unconfiguredAttribute(settings);
  const withServices = missing ? withOrigin.replace(/<html(?=[\s>])/, `<html data-unconfigured="${missing}"`) : withOrigin;
  // Ads on: their slots keep their size from the first paint (app/ui/AdSlot.tsx).
  const withAds = adsEnabled(settings.adsenseClient) ? withServices.replace(/<html(?=[\s>])/, "<html data-ads") : withServices;
  return contentFirst(withAds.replace(SETTINGS_RE, (_m, open: string, _old: string, close: string) => open + serializePublicSettings(settings) + close));
}

const MODULEPRELOAD_RE = /<link rel="modulepreload" href="[^"]*"\/?>/g;

/**
 * Content before code: the pre-rendered page is complete without JavaScript, so the
 * framework's modulepreload hints (about 120 KB, fetched at the same priority as the
 * stylesheet) are dropped and the page's module script fetches the code once the HTML is
 * parsed. On a slow phone connection the text paints about a second sooner (Lighthouse mobile:
 * first contentful paint 2.2 s → 0.85 s on /about-us); the page becomes interactive a round
 * trip or two later than with the hints.
 */
export function contentFirst(html: string): string {
  return html.replace(MODULEPRELOAD_RE, "");
}

export function pageFromHtml(html: string): LoadedPage {
  const identity = Buffer.from(html, "utf8");
  return {
    html,
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    scriptHashes: inlineScriptHashes(html),
    bodies: {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, brotliOptions(identity.length, STARTUP_BROTLI_QUALITY)),
    },
  };
}

const brotliAsync = promisify(brotliCompress);

/**
 * Recompresses every page with brotli's best quality on the thread pool, after start-up, so
 * the server answers at once and sends about 10 % fewer bytes a few seconds later.
 */
export async function upgradeCompression(pages: Map<string, LoadedPage>): Promise<void> {
  for (const page of pages.values()) {
    const best = await brotliAsync(page.bodies.identity, brotliOptions(page.bodies.identity.length, zlib.BROTLI_MAX_QUALITY));
    if (best.length < page.bodies.br.length) page.bodies.br = best;
  }
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, then none. An
 * encoding with q=0 is refused; `*` accepts any.
 */
export function negotiateEncoding(header: string | undefined): PageEncoding {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.has(name) ? q.get(name)! > 0 : q.has("*") && q.get("*")! > 0);
  if (accepts("br")) return "br";
  if (accepts("gzip") || (q.get("x-gzip") ?? 0) > 0) return "gzip";
  return "identity";
}

/** True when an If-None-Match header names this ETag (or `*`); weak validators compare equal. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const strip = (t: string) => t.trim().replace(/^W\//, "");
  const want = strip(etag);
  return header.split(",").some((t) => strip(t) === want);
}

/** The HTML of every pre-rendered page under the client build, as built, keyed by its clean path ("/", "/about-us"). */
export function prerenderedHtml(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (name === "assets") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.set(rel ? `/${rel}` : "/", readFileSync(full, "utf8"));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** Every pre-rendered page, adapted to this process's settings and compressed, keyed by its clean path. */
export function loadPrerenderedPages(clientDir: string, settings: PublicSettings): Map<string, LoadedPage> {
  return new Map([...prerenderedHtml(clientDir)].map(([path, html]) => [path, pageFromHtml(finalizeHtml(html, settings))]));
}
