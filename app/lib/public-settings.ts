/**
 * Settings that reach the browser at run time, so one build serves every environment.
 * The server writes them into every HTML page as a JSON script element; the pre-rendered
 * pages carry build-time defaults that the server replaces when it loads them.
 */
/** Outside services some tools cannot work without; the site's operator switches each on with a key. */
export type ServiceId = "llm" | "youtube" | "images";

export interface PublicSettings {
  siteUrl: string;
  /**
   * Services this site has no key for, each with the spec's message ("Groq API key not
   * configured."): the tools that need one say so on load and keep their action disabled.
   */
  unconfigured: Partial<Record<ServiceId, string>>;
  adsenseClient: string | null;
  gaId: string | null;
  geminiBaseUrl: string;
  openaiBaseUrl: string;
  /** Where YouTube's thumbnails are shown from (YOUTUBE_IMAGE_BASE_URL, for a mirror). */
  youtubeImageBaseUrl: string;
  specWaits: boolean;
}

export const PUBLIC_SETTINGS_ELEMENT_ID = "__public_settings";

/** The origin written into pre-rendered pages; the server swaps it for SITE_URL. */
export const BUILD_SITE_URL = "https://site-url.invalid";

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  siteUrl: BUILD_SITE_URL,
  unconfigured: {},
  adsenseClient: null,
  gaId: null,
  geminiBaseUrl: "https://generativelanguage.googleapis.com/v1beta",
  openaiBaseUrl: "https://api.openai.com/v1",
  youtubeImageBaseUrl: "https://i.ytimg.com",
  specWaits: false,
};

declare global {
  // Set by the server process before it renders anything at run time.
  var __PUBLIC_SETTINGS__: PublicSettings | undefined;
}

let cached: PublicSettings | undefined;

export function getPublicSettings(): PublicSettings {
  if (typeof document === "undefined") {
    return globalThis.__PUBLIC_SETTINGS__ ?? DEFAULT_PUBLIC_SETTINGS;
  }
  if (cached) return cached;
  const el = document.getElementById(PUBLIC_SETTINGS_ELEMENT_ID);
  try {
    cached = { ...DEFAULT_PUBLIC_SETTINGS, ...(el?.textContent ? JSON.parse(el.textContent) : {}) };
  } catch {
    cached = DEFAULT_PUBLIC_SETTINGS;
  }
  return cached!;
}

/** The `data-unconfigured` attribute of <html>: the missing services, so the page's first paint already shows them. */
export function unconfiguredAttribute(s: Pick<PublicSettings, "unconfigured">): string {
  return Object.keys(s.unconfigured ?? {}).sort().join(" ");
}

/** JSON for a script element: `<` is escaped so the text can never close the element. */
export function serializePublicSettings(s: PublicSettings): string {
  return JSON.stringify(s).replace(/</g, "\\u003c");
}
