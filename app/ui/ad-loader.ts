import { AD_FALLBACK_MS, AD_LAZY_ROOT_MARGIN_PX } from "./ads";

/**
 * What fills an ad slot once ads are on: loaded with app/ui/AdFill.tsx only where the site has
 * an ad client, so pages without ads carry none of it.
 */

let scriptRequested = false;

/** Adds Google's ad script once per page; later slots reuse it. */
export function ensureAdScript(client: string): void {
  if (scriptRequested || typeof document === "undefined") return;
  scriptRequested = true;
  const s = document.createElement("script");
  s.async = true;
  s.crossOrigin = "anonymous";
  s.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  document.head.appendChild(s);
}

/**
 * Calls `load` once the element comes within the lazy margin of the viewport. Without
 * IntersectionObserver the ad loads after the fallback delay instead.
 */
export function whenNearViewport(
  el: Element,
  load: () => void,
  win: Pick<Window, "setTimeout" | "clearTimeout"> & { IntersectionObserver?: typeof IntersectionObserver } = window,
): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    load();
  };
  if (typeof win.IntersectionObserver !== "function") {
    const t = win.setTimeout(fire, AD_FALLBACK_MS);
    return () => win.clearTimeout(t);
  }
  const io = new win.IntersectionObserver(
    (entries: IntersectionObserverEntry[]) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        fire();
      }
    },
    { rootMargin: `${AD_LAZY_ROOT_MARGIN_PX}px 0px` },
  );
  io.observe(el);
  return () => io.disconnect();
}
