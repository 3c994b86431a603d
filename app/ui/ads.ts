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
