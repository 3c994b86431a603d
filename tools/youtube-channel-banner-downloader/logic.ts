/**
 * Channel banner downloader (spec 002 §2 "Banner downloader", §3 "Banner sizes", §4, §5, §7,
 * §8, §9): input rules, the six sizes and their file names, the progress stages, the spec's
 * messages, and reading the API's answers. Pure: no React, no fetch, no DOM.
 */
import { BANNER_SIZES, CHANNEL_ID_PATTERN, parseChannelInput, type BannerResult, type ChannelInput } from "../../app/lib/youtube-ids";

export { BANNER_SIZES, type BannerResult };

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const DRAFT_KEY = "youtube-channel-banner-downloader";
export const API_PATH = "/api/youtube/youtube-channel-banner-downloader";
export const DOWNLOAD_PATH = `${API_PATH}/download`;

export const LABELS = {
  /** §2: "a channel URL or ID". */
  input: "Channel URL or ID",
  placeholder: "e.g. https://www.youtube.com/@handle or @handle",
  get: "Get Channel Banners",
  download: "Download",
  /** §4: the per-size downloading state. */
  downloading: "Downloading...",
  copyUrl: "Copy URL",
  /** Spec 002 §1: copy buttons flip to a confirmation for 2 seconds. */
  copied: "Copied!",
  channelId: "Channel ID",
  channelName: "Channel name",
  sizes: "Sizes",
  realSources: "Real sources",
  realSource: "Listed on the channel page",
  builtSource: "Built from the banner address",
} as const;

export const COPY_CONFIRM_MS = 2000;

/** §2: a copyright note (the spec gives no words). */
export const COPYRIGHT_NOTE =
  "Channel banners are the artwork of the channels that made them and are protected by copyright. Download them for reference, for your own channel or with the owner's permission; do not reuse another creator's banner as your own.";

export const MESSAGES = {
  /** §5. */
  empty: "Please enter a YouTube channel URL or channel ID.",
  /** §8 "Banner cannot resolve". */
  cannotResolve: "Could not resolve channel ID. Please use a direct channel URL or channel ID.",
  /** §8 "Banner download failure". */
  downloadFailed: (sizeName: string, message: string) =>
    `Failed to download ${sizeName}: ${withoutFinalStop(message)}. Try right-clicking the preview image and "Save image as..."`,
  /** §8 "Preview image failure": the alternate URL is tried, then this. */
  previewNotAvailable: "Preview not available",
  /** The channel exists but has never set a banner. */
  noBanner: "This channel has no banner image.",
  /** The canvas fallback of §7 could not load the image. */
  loadFailed: "Failed to load image",
  /** The canvas fallback of §7 could not export the image. */
  blobFailed: "Failed to create blob from canvas",
  badReply: "The server sent a reply that could not be read.",
  offline: "Could not reach the server. Please try again.",
} as const;

function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!\s]+$/, "");
}

// ---------------------------------------------------------------------------
// Progress (§4, §9)
// ---------------------------------------------------------------------------

export const STAGES = {
  start: { progress: 10, message: "Preparing..." },
  /** Only with SPEC_WAITS=on (DESIGN.md decision 2): the spec's 10 s wait. */
  wait: { progress: 20, message: "Waiting..." },
  resolve: { progress: 30, message: "Resolving channel ID..." },
  fetch: { progress: 50, message: "Fetching channel info..." },
  sources: { progress: 70, message: "Finding banner sources..." },
  processing: { progress: 90, message: "Processing banners..." },
  complete: { progress: 100, message: "Complete!" },
} as const;

export type StageId = keyof typeof STAGES;

/** §9: 10 s before banner lookups, only when the operator turned the spec's waits on. */
export const SPEC_WAIT_MS = 10_000;
export function preLookupWaitMs(specWaits: boolean): number {
  return specWaits ? SPEC_WAIT_MS : 0;
}
/** §9: the progress reset delay. */
export const PROGRESS_RESET_MS = 400;

/** The stages a lookup passes through, in the spec's order; the wait only with SPEC_WAITS. */
export function stageOrder(specWaits: boolean): StageId[] {
  const all: StageId[] = ["start", "wait", "resolve", "fetch", "sources", "processing", "complete"];
  return specWaits ? all : all.filter((s) => s !== "wait");
}

// ---------------------------------------------------------------------------
// Input (§5)
// ---------------------------------------------------------------------------

export type LookupInput = Exclude<ChannelInput, { kind: "name" }>;
export type InputCheck = { ok: true; input: LookupInput } | { ok: false; error: string };

/**
 * §5: /channel/{id}, /c/{name}, /user/{name}, /@{handle}, youtu.be/channel/, a bare UC id; also a
 * bare @handle and a video URL (its uploader's channel). A free-text name would need a 100-unit
 * search and names no channel for sure, so it is refused like any other unresolvable input.
 */
export function checkInput(text: string): InputCheck {
  if (text.trim() === "") return { ok: false, error: MESSAGES.empty };
  const input = parseChannelInput(text);
  if (!input || input.kind === "name") return { ok: false, error: MESSAGES.cannotResolve };
  return { ok: true, input };
}

export function lookupPath(text: string): string {
  return `${API_PATH}?${new URLSearchParams({ input: text.trim() }).toString()}`;
}

// ---------------------------------------------------------------------------
// Sizes, file names, downloads
// ---------------------------------------------------------------------------

export type BannerSizeCode = (typeof BANNER_SIZES)[number]["code"];

export function isBannerSizeCode(code: string): code is BannerSizeCode {
  return BANNER_SIZES.some((s) => s.code === code);
}

/** "2560x424". */
export function dimensionsText(size: { width: number; height: number }): string {
  return `${size.width}x${size.height}`;
}

/** §7: youtube-banner-{w}x{h}.jpg. */
export function bannerFileName(size: { width: number; height: number }): string {
  return `youtube-banner-${dimensionsText(size)}.jpg`;
}

/** §7: the canvas fallback exports JPEG at quality 0.9 for banners. */
export const JPEG_QUALITY = 0.9;

/** The server route that saves one size: the server looks the address up, the browser never sends one. */
export function downloadPath(channelId: string, code: BannerSizeCode): string {
  return `${DOWNLOAD_PATH}?${new URLSearchParams({ channel: channelId, size: code }).toString()}`;
}

/**
 * The {message} of §8's download failure: the server's own reason when it gave one (it knows
 * why), otherwise the reason the in-browser fallback failed.
 */
export function downloadErrorMessage(sizeName: string, serverMessage: string | null, fallbackMessage: string): string {
  return MESSAGES.downloadFailed(sizeName, serverMessage ?? fallbackMessage);
}

/** The preview's next address after a load error: the alternate, then none ("Preview not available"). */
export function nextPreview(current: "preview" | "alt" | "none", previewUrl: string, altUrl: string): "alt" | "none" {
  // An alternate that is the same address would fail the same way (and an unchanged src fires no new error).
  return current === "preview" && altUrl !== previewUrl ? "alt" : "none";
}

// ---------------------------------------------------------------------------
// The API's answer
// ---------------------------------------------------------------------------

export interface BannerChannel {
  channelId: string;
  title: string;
  handle: string | null;
  source: "api" | "page";
}

/** What GET {API_PATH}?input= answers. */
export interface BannerLookup {
  channel: BannerChannel;
  sizes: BannerResult[];
  /** §2: the count of real sources (sizes the channel page itself listed). */
  realSourceCount: number;
}

export function countRealSources(sizes: readonly BannerResult[]): number {
  return sizes.filter((s) => s.isRealSource).length;
}

function isWebUrl(v: unknown): v is string {
  return typeof v === "string" && /^https?:\/\//.test(v);
}

function readSize(v: unknown): BannerResult | null {
  if (typeof v !== "object" || v === null) return null;
  const s = v as Record<string, unknown>;
  const known = BANNER_SIZES.find((b) => b.code === s.code);
  if (!known || !isWebUrl(s.url) || !isWebUrl(s.previewUrl) || !isWebUrl(s.altUrl)) return null;
  return { ...known, url: s.url, previewUrl: s.previewUrl, altUrl: s.altUrl, isRealSource: s.isRealSource === true };
}

/** The lookup from a reply body, or null when the body is not the documented shape. */
export function readBannerLookup(body: unknown): BannerLookup | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  const c = b.channel as Record<string, unknown> | null | undefined;
  if (typeof c !== "object" || c === null || typeof c.channelId !== "string" || !CHANNEL_ID_PATTERN.test(c.channelId)) return null;
  if (c.source !== "api" && c.source !== "page") return null;
  if (!Array.isArray(b.sizes)) return null;
  const sizes = b.sizes.map(readSize);
  if (sizes.length !== BANNER_SIZES.length || sizes.some((s) => s === null)) return null;
  const list = sizes as BannerResult[];
  return {
    channel: { channelId: c.channelId, title: typeof c.title === "string" ? c.title : "", handle: typeof c.handle === "string" && c.handle ? c.handle : null, source: c.source },
    sizes: list,
    realSourceCount: countRealSources(list),
  };
}

export { readApiError } from "../shared/api-error";
import { readApiError } from "../shared/api-error";

/** What the page's lookup (tools/shared/use-channel-lookup.ts) needs from this tool. */
export const LOOKUP = {
  draftKey: DRAFT_KEY,
  check: checkInput,
  path: lookupPath,
  read: readBannerLookup,
  readError: readApiError,
  stages: STAGES,
  before: ["resolve", "fetch"],
  after: ["sources"],
  messages: MESSAGES,
  waitMs: preLookupWaitMs,
  resetMs: PROGRESS_RESET_MS,
};
