/**
 * Registers the service worker (app/pwa/sw.ts → /sw.js) in the production build, after the
 * page has loaded so it never competes with the page's own requests. A new deployment's worker
 * takes control at once; this page's code is then out of date, so the next navigation loads
 * the new build in full instead of running the old code (no visitor is left on a stale build).
 */
import { SAVE_PAGE_MESSAGE, type SavePageMessage } from "./sw-rules";

export const UPDATE_CHECK_INTERVAL_MS = 60_000;

let registration: ServiceWorkerRegistration | undefined;
let lastCheck = 0;
let stale = false;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Data Saver on: no background downloads for offline use.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const sw = navigator.serviceWorker;
  let controlled = sw.controller !== null;
  if (!controlled) {
    // The first visit: once the worker is ready, save this page and what it loaded for offline use.
    void sw.ready.then((r) => {
      const message: SavePageMessage = {
        type: SAVE_PAGE_MESSAGE,
        page: location.href,
        assets: performance.getEntriesByType("resource").map((e) => e.name),
      };
      r.active?.postMessage(message);
    });
  }
  sw.addEventListener("controllerchange", () => {
    // The first worker taking an uncontrolled page changes nothing; a replacement means a new build.
    if (controlled) stale = true;
    controlled = true;
  });
  const register = () => {
    sw.register("/sw.js")
      .then((r) => {
        registration = r;
        lastCheck = Date.now();
      })
      .catch(() => undefined); // Not supported here (private mode, blocked): the site works as before.
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Call after each in-app navigation: loads the new build when one took over, else checks for one now and then. */
export function afterNavigation(): void {
  if (stale) {
    window.location.reload();
    return;
  }
  if (registration && Date.now() - lastCheck > UPDATE_CHECK_INTERVAL_MS) {
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  }
}
