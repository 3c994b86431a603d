/** What the service worker (app/pwa/sw.ts) caches and under which names; pure, unit-tested. */

/** Pages seen while online, newest copy of each (for use without a connection). */
export const PAGES_CACHE = "pages";
/** Hashed build files seen while online. */
export const ASSETS_CACHE = "assets";
/** Shown for a page that was never opened while online. */
export const OFFLINE_PAGE = "/offline.html";
/** Requests the worker never answers and never stores: every API call goes to the server. */
export const NEVER_CACHED = /^\/api(\/|$)/;

/**
 * Set on <html> of a page the worker served from its cache because the network failed, so
 * the page knows it is offline even where the browser still says it is online.
 */
export const OFFLINE_COPY_ATTRIBUTE = "data-offline-copy";

export function markOfflineCopy(html: string): string {
  return html.replace(/<html(?=[\s>])/i, `<html ${OFFLINE_COPY_ATTRIBUTE}=""`);
}

/** Build files whose names carry a content hash: safe to keep until evicted. */
export function isCacheableAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/") && !NEVER_CACHED.test(pathname);
}

/** One cache entry per page: the address without its query or fragment, without a trailing slash. */
export function pageCacheKey(url: string): string {
  const u = new URL(url);
  const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, "") : u.pathname;
  return `${u.origin}${path}`;
}

/**
 * Message a page sends once the first worker controls it: the page itself and the files it
 * loaded before the worker existed, so the page a visitor first opened works offline too.
 */
export const SAVE_PAGE_MESSAGE = "save-page";

export interface SavePageMessage {
  type: typeof SAVE_PAGE_MESSAGE;
  page: string;
  assets: string[];
}

/** A well-formed save-page message from a page of this origin, else null. */
export function readSavePageMessage(data: unknown, origin: string): SavePageMessage | null {
  if (!data || typeof data !== "object") return null;
  const m = data as Partial<SavePageMessage>;
  if (m.type !== SAVE_PAGE_MESSAGE || typeof m.page !== "string" || !Array.isArray(m.assets)) return null;
  const sameOrigin = (u: unknown): u is string => {
    try {
      return typeof u === "string" && new URL(u).origin === origin;
    } catch {
      return false;
    }
  };
  if (!sameOrigin(m.page) || NEVER_CACHED.test(new URL(m.page).pathname)) return null;
  return { type: SAVE_PAGE_MESSAGE, page: m.page, assets: m.assets.filter((u) => sameOrigin(u) && isCacheableAsset(new URL(u).pathname)).slice(0, 100) };
}

/** Where React Router asks for the routes of pages it has not seen yet (lazy route discovery). */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/** The build file that holds every route, for a manifest version ("c3b8eb4f"); null for anything else. */
export function routeManifestFile(version: string | null): string | null {
  return version && /^[\w-]{1,32}$/.test(version) ? `/assets/manifest-${version}.js` : null;
}

/**
 * Every route from the build's manifest file (`window.__reactRouterManifest={...};`): the
 * answer the worker gives React Router without a connection, so links between saved pages
 * keep working. Null when the file is not what it should be.
 */
export function manifestRoutes(js: string): Record<string, unknown> | null {
  const m = /^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(js);
  if (!m) return null;
  try {
    const parsed = JSON.parse(m[1]!) as { routes?: unknown };
    return parsed.routes && typeof parsed.routes === "object" && !Array.isArray(parsed.routes) ? (parsed.routes as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
