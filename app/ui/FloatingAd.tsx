import { useEffect, useState } from "react";
import { getPublicSettings } from "../lib/public-settings";
import { AdSlot } from "./AdSlot";
import { adsEnabled, FLOATING_AD_CLOSED_KEY, FLOATING_AD_DELAY_MS, floatingAdClosed } from "./ads";

/** A small ad fixed to the bottom corner, shown after 3 s unless the visitor closed it before. */
export function FloatingAd() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!adsEnabled(getPublicSettings().adsenseClient)) return;
    if (floatingAdClosed(window.localStorage)) return;
    const t = setTimeout(() => setVisible(true), FLOATING_AD_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  if (!visible) return null;
  return (
    <div className="fixed right-3 bottom-3 z-40 w-[320px] max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-card p-2 shadow-lg">
      <button
        type="button"
        className="absolute -top-3 -right-2 flex h-8 w-8 items-center justify-center rounded-full border border-line bg-card text-ink"
        aria-label="Close advertisement"
        onClick={() => {
          setVisible(false);
          try {
            window.localStorage.setItem(FLOATING_AD_CLOSED_KEY, "true");
          } catch {
            // Hidden for this page view at least.
          }
        }}
      >
        ×
      </button>
      <AdSlot format="mobile" className="my-0" />
    </div>
  );
}
