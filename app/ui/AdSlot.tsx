import { useEffect, useRef, useState } from "react";
import { getPublicSettings } from "../lib/public-settings";
import { AD_SIZES, adsEnabled, ensureAdScript, whenNearViewport, type AdFormat } from "./ads";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export interface AdSlotProps {
  format?: AdFormat;
  /** The ad unit id; the spec shares one identifier across slots. */
  slot?: string;
  className?: string;
}

/** Renders nothing unless ads are configured; then reserves its size and loads lazily. */
export function AdSlot({ format = "banner", slot = "1234567890", className = "" }: AdSlotProps) {
  const [client, setClient] = useState<string | null>(null);
  const [load, setLoad] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  // Public settings are read after mount so pre-rendered HTML and hydration agree.
  useEffect(() => {
    const c = getPublicSettings().adsenseClient;
    if (adsEnabled(c)) setClient(c);
  }, []);

  useEffect(() => {
    if (!client || !box.current) return;
    return whenNearViewport(box.current, () => setLoad(true));
  }, [client]);

  useEffect(() => {
    if (!load || !client) return;
    ensureAdScript(client);
    try {
      (window.adsbygoogle = window.adsbygoogle || []).push({});
    } catch {
      // A blocked ad must not break the page.
    }
  }, [load, client]);

  if (!client) return null;
  const size = AD_SIZES[format];
  return (
    <div
      ref={box}
      className={`mx-auto my-6 flex items-center justify-center overflow-hidden ${className}`}
      style={{ maxWidth: "100%", width: size.width, minHeight: size.height }}
      aria-label="Advertisement"
      role="complementary"
    >
      {load ? (
        <ins
          className="adsbygoogle"
          style={{ display: "block", width: "100%", height: size.height }}
          data-ad-client={client}
          data-ad-slot={slot}
          data-ad-format={format === "rectangle" ? "rectangle" : "horizontal"}
        />
      ) : null}
    </div>
  );
}
