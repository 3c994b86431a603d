import { useEffect } from "react";
import { getPublicSettings } from "./public-settings";
import { newMilestones } from "./scroll-depth";
import { track } from "./track";

/** Reports scroll depth 25/50/75/100 % once each per page view. */
export function useScrollDepth(pathname: string): void {
  useEffect(() => {
    const reported = new Set<number>();
    let frame = 0;
    const check = () => {
      frame = 0;
      const doc = document.documentElement;
      for (const m of newMilestones(window.scrollY, window.innerHeight, doc.scrollHeight, reported)) {
        reported.add(m);
        track("scroll_depth", { percent: m, page_path: pathname });
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [pathname]);
}

/** Loads Google's tag only when the operator configured an analytics id. */
export function useAnalyticsLoader(): void {
  useEffect(() => {
    const { gaId } = getPublicSettings();
    if (!gaId || window.gtag) return;
    const w = window as unknown as { dataLayer: unknown[] };
    w.dataLayer = w.dataLayer || [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    } as Window["gtag"];
    (window.gtag as unknown as (...a: unknown[]) => void)("js", new Date());
    (window.gtag as unknown as (...a: unknown[]) => void)("config", gaId);
    const s = document.createElement("script");
    s.async = true;
    s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`;
    document.head.appendChild(s);
  }, []);
}
