/**
 * Channel logo downloader (spec 002 §2 "Logo downloader", §3 "Logo sizes", §4, §5, §7, §8,
 * §9): input rules, the three sizes and their file names, the progress stages, the spec's
 * messages, and reading the API's answers. Pure: no React, no fetch, no DOM.
 */
import { AVATAR_SIZES, avatarSizes, CHANNEL_ID_PATTERN, parseChannelInput, type AvatarSize, type ChannelInput } from "../../app/lib/youtube-ids";

export { AVATAR_SIZES };

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const DRAFT_KEY = "youtube-channel-logo-downloader";
export const API_PATH = "/api/youtube/youtube-channel-logo-downloader";
export const DOWNLOAD_PATH = `${API_PATH}/download`;

export const LABELS = {
  /** §2: "a URL, handle or ID". */
  input: "Channel URL, @handle or ID",
  placeholder: "e.g. @handle or a channel link",
  get: "Get Channel Logos",
  download: "Download",
  /** §4: the same per-size downloading state as the banner downloader. */
  downloading: "Downloading...",
  copyUrl: "Copy URL",
  /** Spec 002 §1: copy buttons flip to a confirmation for 2 seconds. */
  copied: "Copied!",
  channelId: "Channel ID",
  channelName: "Channel name",
} as const;

export const COPY_CONFIRM_MS = 2000;

export const COPYRIGHT_NOTE =
  "Channel logos are the artwork, and often the trademark, of the channels that use them. Download them for reference or with the owner's permission; do not use another creator's logo as your own branding.";

export const MESSAGES = {
  /** §5. */
  empty: "Please enter a YouTube channel URL, @handle, or channel ID.",
  /** §8 "Logo cannot resolve" (the spec's words, with its ellipsis and no final stop). */
  cannotResolve: "Could not resolve channel. Try /channel/UC… URL or @handle",
  /** §8 "Logo download failure". */
  downloadFailed: (message: string) => `Failed to download image: ${message}`,
  /** §8: the canvas fallback of §7 could not load the image. */
  loadFailed: "Failed to load image",
  /** §8: the canvas fallback of §7 could not export the image. */
  blobFailed: "Failed to create blob from canvas",
  /** §8 "Preview image failure". */
  previewNotAvailable: "Preview not available",
  noLogo: "This channel has no logo image.",
  badReply: "The server sent a reply that could not be read.",
  offline: "Could not reach the server. Please try again.",
} as const;

// ---------------------------------------------------------------------------
// Progress (§4, §9)
// ---------------------------------------------------------------------------

export const STAGES = {
  start: { progress: 10, message: "Preparing..." },
  /** Only with SPEC_WAITS=on (DESIGN.md decision 2): the spec's 10 s wait. */
  wait: { progress: 20, message: "Waiting..." },
  resolve: { progress: 35, message: "Resolving channel..." },
  fetch: { progress: 60, message: "Fetching channel logo..." },
  processing: { progress: 90, message: "Processing logo sizes..." },
  complete: { progress: 100, message: "Complete!" },
} as const;

export type StageId = keyof typeof STAGES;

export const SPEC_WAIT_MS = 10_000;
export function preLookupWaitMs(specWaits: boolean): number {
  return specWaits ? SPEC_WAIT_MS : 0;
}
/** §4: the progress resets 0.4 s after the end. */
export const PROGRESS_RESET_MS = 400;

export function stageOrder(specWaits: boolean): StageId[] {
  const all: StageId[] = ["start", "wait", "resolve", "fetch", "processing", "complete"];
  return specWaits ? all : all.filter((s) => s !== "wait");
}

// ---------------------------------------------------------------------------
// Input (§5)
// ---------------------------------------------------------------------------

export type LookupInput = Exclude<ChannelInput, { kind: "name" }>;
export type InputCheck = { ok: true; input: LookupInput } | { ok: false; error: string };

/**
 * §5: /channel/{id}, /c/{name}, /user/{name}, /@{handle} or a bare @handle, a bare UC id; also a
 * video URL (its uploader's channel). Free text would need a 100-unit search and names no
 * channel for sure, so it gets §8's "could not resolve" message.
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

export type LogoKey = AvatarSize["key"];

export function isLogoKey(key: string): key is LogoKey {
  return AVATAR_SIZES.some((s) => s.key === key);
}

/** Card titles: the spec's keys with their dimensions. */
export const SIZE_LABELS: Record<LogoKey, string> = {
  high: "High",
  medium: "Medium",
  default: "Default",
};

export function dimensionsText(size: { width: number; height: number }): string {
  return `${size.width}x${size.height}`;
}

/** §7: youtube-channel-logo-{key}.jpg. */
export function logoFileName(key: LogoKey): string {
  return `youtube-channel-logo-${key}.jpg`;
}

/** §7: the canvas fallback exports JPEG at quality 0.95 for logos. */
export const JPEG_QUALITY = 0.95;

export function downloadPath(channelId: string, key: LogoKey): string {
  return `${DOWNLOAD_PATH}?${new URLSearchParams({ channel: channelId, size: key }).toString()}`;
}

/** §8: the server's own reason when it gave one, else why the in-browser fallback failed. */
export function downloadErrorMessage(serverMessage: string | null, fallbackMessage: string): string {
  return MESSAGES.downloadFailed(serverMessage ?? fallbackMessage);
}

export function nextPreview(current: "preview" | "alt" | "none", previewUrl: string, altUrl: string): "alt" | "none" {
  // An alternate that is the same address would fail the same way (and an unchanged src fires no new error).
  return current === "preview" && altUrl !== previewUrl ? "alt" : "none";
}

// ---------------------------------------------------------------------------
// The API's answer
// ---------------------------------------------------------------------------

export interface LogoSize {
  key: LogoKey;
  width: number;
  height: number;
  url: string;
  /** Tried when the preview fails: the channel's picture as YouTube gave it. */
  altUrl: string;
}

/** §3: high 800x800, medium 240x240, default 88x88, from any size of the channel's picture. */
export function buildLogoSizes(avatarUrl: string): LogoSize[] {
  return avatarSizes(avatarUrl).map((s) => ({ ...s, altUrl: avatarUrl.trim() }));
}

export interface LogoChannel {
  channelId: string;
  title: string;
  handle: string | null;
  source: "api" | "page";
}

export interface LogoLookup {
  channel: LogoChannel;
  sizes: LogoSize[];
}

function isWebUrl(v: unknown): v is string {
  return typeof v === "string" && /^https?:\/\//.test(v);
}

function readSize(v: unknown): LogoSize | null {
  if (typeof v !== "object" || v === null) return null;
  const s = v as Record<string, unknown>;
  const known = AVATAR_SIZES.find((a) => a.key === s.key);
  if (!known || !isWebUrl(s.url) || !isWebUrl(s.altUrl)) return null;
  return { key: known.key, width: known.size, height: known.size, url: s.url, altUrl: s.altUrl };
}

export function readLogoLookup(body: unknown): LogoLookup | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  const c = b.channel as Record<string, unknown> | null | undefined;
  if (typeof c !== "object" || c === null || typeof c.channelId !== "string" || !CHANNEL_ID_PATTERN.test(c.channelId)) return null;
  if (c.source !== "api" && c.source !== "page") return null;
  if (!Array.isArray(b.sizes)) return null;
  const sizes = b.sizes.map(readSize);
  if (sizes.length !== AVATAR_SIZES.length || sizes.some((s) => s === null)) return null;
  return {
    channel: { channelId: c.channelId, title: typeof c.title === "string" ? c.title : "", handle: typeof c.handle === "string" && c.handle ? c.handle : null, source: c.source },
    sizes: sizes as LogoSize[],
  };
}

export { readApiError } from "../shared/api-error";
import { readApiError } from "../shared/api-error";

/** What the page's lookup (tools/shared/use-channel-lookup.ts) needs from this tool. */
export const LOOKUP = {
  draftKey: DRAFT_KEY,
  check: checkInput,
  path: lookupPath,
  read: readLogoLookup,
  readError: readApiError,
  stages: STAGES,
  before: ["resolve"],
  after: ["fetch"],
  messages: MESSAGES,
  waitMs: preLookupWaitMs,
  resetMs: PROGRESS_RESET_MS,
};
