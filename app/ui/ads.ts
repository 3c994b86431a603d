/** Ad behaviour constants (spec 000 §1, §9; spec 002 §2 "Ad slots", §4 "Floating ad"). */
export const AD_LAZY_ROOT_MARGIN_PX = 200;
export const AD_FALLBACK_MS = 1000;
export const FLOATING_AD_DELAY_MS = 3000;
export const FLOATING_AD_CLOSED_KEY = "floatingAdClosed";

export type AdFormat = "banner" | "rectangle" | "mobile";

/** Reserved sizes, so a loading ad never moves the page. */
export const AD_SIZES: Record<AdFormat, { width: number; height: number }> = {
  banner: { width: 728, height: 90 },
  rectangle: { width: 300, height: 250 },
  mobile: { width: 320, height: 100 },
};

export function adsEnabled(client: string | null | undefined): client is string {
  return typeof client === "string" && /^ca-pub-\d{10,20}$/.test(client);
}

export function floatingAdClosed(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(FLOATING_AD_CLOSED_KEY) === "true";
  } catch {
    return false;
  }
}

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
