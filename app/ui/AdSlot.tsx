import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { getPublicSettings } from "../lib/public-settings";
import { AD_SIZES, adsEnabled, type AdFormat } from "./ads";

// The ad unit's code loads only where the site has an ad client.
const AdFill = lazy(() => import("./AdFill"));

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
 * itself (app/ui/AdFill.tsx) loads when the box comes near the viewport.
 */
export function AdSlot({ format = "banner", slot = "1234567890", className = "" }: AdSlotProps) {
  const [client, setClient] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  // Public settings are read after mount so pre-rendered HTML and hydration agree.
  useEffect(() => {
    const c = getPublicSettings().adsenseClient;
    if (adsEnabled(c)) setClient(c);
  }, []);

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
      {client ? (
        <Suspense fallback={null}>
          <AdFill box={box} client={client} format={format} slot={slot} />
        </Suspense>
      ) : null}
    </div>
  );
}
