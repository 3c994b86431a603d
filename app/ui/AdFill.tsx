import { useEffect, useState, type RefObject } from "react";
import { ensureAdScript, whenNearViewport } from "./ad-loader";
import { AD_SIZES, type AdFormat } from "./ads";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export interface AdFillProps {
  /** The slot's box, already in the page at its size. */
  box: RefObject<HTMLDivElement | null>;
  client: string;
  format: AdFormat;
  slot: string;
}

/**
 * The ad unit inside an AdSlot's box: waits until the box comes near the viewport, then adds
 * Google's script once per page and the unit. Loaded lazily by AdSlot where ads are on.
 */
export default function AdFill({ box, client, format, slot }: AdFillProps) {
  const [load, setLoad] = useState(false);

  useEffect(() => {
    if (!box.current) return;
    return whenNearViewport(box.current, () => setLoad(true));
  }, [box]);

  useEffect(() => {
    if (!load) return;
    ensureAdScript(client);
    try {
      (window.adsbygoogle = window.adsbygoogle || []).push({});
    } catch {
      // A blocked ad must not break the page.
    }
  }, [load, client]);

  if (!load) return null;
  return (
    <ins
      className="adsbygoogle"
      style={{ display: "block", width: "100%", height: AD_SIZES[format].height }}
      data-ad-client={client}
      data-ad-slot={slot}
      data-ad-format={format === "rectangle" ? "rectangle" : "horizontal"}
    />
  );
}
