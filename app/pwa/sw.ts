/**
 * The service worker (issue 15), built by scripts/build-sw.ts into `/sw.js` after the site is
 * built. Caching is Workbox's; this file only says what goes where:
 *  - install: the pages of the browser-only tools, the home page, the offline page and the
 *    code those pages load are saved (the list is computed from the build, with revisions);
 *  - pages: always asked of the network first, so a visitor online always gets the current
 *    build; without a connection, the last copy of that page, else its saved copy, else the
 *    offline page;
 *  - hashed files under /assets/: from the cache once seen (their names change with their
 *    content);
 *  - /api/ and anything else: never handled here, never cached.
 * A new deployment's worker takes over at once (skipWaiting, clientsClaim); open pages then
 * load the new build on their next navigation (app/pwa/register.ts).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { ASSETS_CACHE, isCacheableAsset, NEVER_CACHED, OFFLINE_PAGE, pageCacheKey, PAGES_CACHE, manifestRoutes, markOfflineCopy, readSavePageMessage, ROUTE_MANIFEST_PATH, routeManifestFile } from "./sw-rules";

declare const __PRECACHE__: { url: string; revision: string | null }[];

interface WorkerScope {
  skipWaiting(): Promise<void>;
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: "message", listener: (event: MessageEvent & { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: "activate", listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
}
const worker = self as unknown as WorkerScope;

void worker.skipWaiting();
clientsClaim();
// The page request starts while the worker boots, instead of after: no delay added to navigations
// (Workbox's NetworkFirst uses the preloaded answer).
worker.addEventListener("activate", (event) => event.waitUntil(worker.registration.navigationPreload?.enable() ?? Promise.resolve()));
cleanupOutdatedCaches();
precache(__PRECACHE__);

/** A saved page, marked so it can say it is offline (see OFFLINE_COPY_ATTRIBUTE). */
async function offlineCopy(res: Response | undefined): Promise<Response | undefined> {
  if (!res || !(res.headers.get("content-type") ?? "").includes("text/html")) return res;
  return new Response(markOfflineCopy(await res.text()), { status: res.status, statusText: res.statusText, headers: res.headers });
}

// Pages first: network, then the last copy seen, then the copy saved at install, then the offline page.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    new ExpirationPlugin({ maxEntries: 60 }),
    // One entry per page whatever its query (the pre-rendered HTML does not depend on it).
    { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
    // NetworkFirst reads its cache only when the network failed.
    { cachedResponseWillBeUsed: async ({ cachedResponse }) => (await offlineCopy(cachedResponse)) ?? null },
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const res = await pages.handle(options);
        if (res) return res;
      } catch {
        // No connection and no copy seen: try the saved ones.
      }
      const path = new URL(options.request.url).pathname;
      return (await offlineCopy(await matchPrecache(path))) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    },
    { denylist: [NEVER_CACHED] },
  ),
);

// React Router's route discovery: the server online; without a connection, the routes from the
// saved manifest of the same build (else "reload the document", which the page cache answers).
registerRoute(
  ({ url }) => url.origin === worker.location.origin && url.pathname === ROUTE_MANIFEST_PATH,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const file = routeManifestFile(url.searchParams.get("version"));
      const saved = file ? ((await matchPrecache(file)) ?? (await caches.match(file))) : undefined;
      const routes = saved ? manifestRoutes(await saved.text()) : null;
      return routes ? Response.json(routes) : new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
    }
  },
);

// Saved files (the precache) before the runtime cache.
addRoute();

registerRoute(
  ({ url }) => url.origin === worker.location.origin && isCacheableAsset(url.pathname),
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

// The page that installed the worker, and the files it loaded before the worker existed.
worker.addEventListener("message", (event) => {
  const message = readSavePageMessage(event.data, worker.location.origin);
  if (!message) return;
  event.waitUntil(
    (async () => {
      const pagesCache = await caches.open(PAGES_CACHE);
      const res = await fetch(message.page, { credentials: "same-origin" });
      if (res.ok) await pagesCache.put(pageCacheKey(message.page), res);
      const assetsCache = await caches.open(ASSETS_CACHE);
      for (const url of message.assets) {
        if ((await matchPrecache(new URL(url).pathname)) || (await assetsCache.match(url))) continue;
        const asset = await fetch(url);
        if (asset.ok) await assetsCache.put(url, asset);
      }
    })().catch(() => undefined),
  );
});
