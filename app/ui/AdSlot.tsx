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

/**
 * An ad's place. Its box is in the page from the first paint but shown only where the server
 * marked ads as on (`data-ads` on <html>, see server/pages.ts), so the ad's size is reserved
 * before any script runs and nothing below moves; without ads it is hidden and inert. The ad
 * itself loads when the box comes near the viewport.
 */
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

  const size = AD_SIZES[format];
  return (
    <div
      ref={box}
      data-ad-slot-box=""
      className={`ad-slot mx-auto my-6 items-center justify-center overflow-hidden ${className}`}
      style={{ maxWidth: "100%", width: size.width, minHeight: size.height }}
      aria-label={client ? "Advertisement" : undefined}
      role={client ? "complementary" : undefined}
      aria-hidden={client ? undefined : true}
    >
      {load && client ? (
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
