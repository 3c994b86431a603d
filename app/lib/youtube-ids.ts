/**
 * YouTube input parsing and image-URL helpers, shared by the browser and the server.
 * Pure: no fetch, no DOM. Every id this module returns matches its pattern exactly; a string
 * that is not an id never comes back as one (no truncation of longer strings).
 */

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** "UC" followed by 22 characters, 24 in total (spec 001 §3, spec 002 §9). */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
/** YouTube handles: 3–30 letters (any script), digits, underscores, hyphens and periods. */
export const HANDLE_PATTERN = /^[\p{L}\p{M}\p{N}_.-]{3,30}$/u;
/** Legacy /c/ and /user/ names. */
const LEGACY_NAME_PATTERN = /^[\p{L}\p{M}\p{N}_.-]{1,100}$/u;

export function isVideoId(text: string): boolean {
  return VIDEO_ID_PATTERN.test(text);
}

export function isChannelId(text: string): boolean {
  return CHANNEL_ID_PATTERN.test(text);
}

// ---------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Text that starts with a YouTube host is read as a URL even without a scheme. */
const BARE_YOUTUBE_HOST = /^(?:[a-z0-9-]+\.)*(?:youtube\.com|youtu\.be|youtube-nocookie\.com|ytimg\.com)(?:[:/?#]|$)/i;

function toUrl(text: string): URL | null {
  if (!SCHEME.test(text) && !BARE_YOUTUBE_HOST.test(text)) return null;
  try {
    const url = new URL(SCHEME.test(text) ? text : `https://${text}`);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function looksLikeUrl(text: string): boolean {
  return SCHEME.test(text) || BARE_YOUTUBE_HOST.test(text);
}

/** youtube.com and its subdomains (www., m., music., gaming. …). */
function isYouTubeHost(host: string): boolean {
  return host === "youtube.com" || host.endsWith(".youtube.com");
}

function isNoCookieHost(host: string): boolean {
  return host === "youtube-nocookie.com" || host === "www.youtube-nocookie.com";
}

function isShortHost(host: string): boolean {
  return host === "youtu.be" || host === "www.youtu.be";
}

/** The thumbnail hosts, where /vi/{id}/… names a video (spec 001 §5 "vi/"). */
function isThumbnailHost(host: string): boolean {
  return host === "ytimg.com" || host.endsWith(".ytimg.com") || host === "img.youtube.com";
}

function segmentsOf(url: URL): string[] {
  return url.pathname.split("/").filter((s) => s !== "");
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// Video ids
// ---------------------------------------------------------------------------

/** Path forms whose next segment is the id. */
const VIDEO_PATH_PREFIXES = new Set(["embed", "v", "e", "shorts", "live"]);
/** Path words that are 11 characters long but are not ids ("/embed/videoseries?list=…"). */
const NOT_VIDEO_IDS = new Set(["videoseries"]);

function videoIdFromUrl(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = segmentsOf(url);
  const exact = (s: string | undefined) => (s !== undefined && VIDEO_ID_PATTERN.test(s) && !NOT_VIDEO_IDS.has(s) ? s : null);
  if (isShortHost(host)) return segments.length === 1 ? exact(segments[0]) : null;
  if (isThumbnailHost(host)) {
    return segments[0] === "vi" || segments[0] === "vi_webp" ? exact(segments[1]) : null;
  }
  if (!isYouTubeHost(host) && !isNoCookieHost(host)) return null;
  const v = url.searchParams.get("v");
  if (v !== null) return exact(v);
  return segments.length >= 2 && VIDEO_PATH_PREFIXES.has(segments[0]!) ? exact(segments[1]) : null;
}

/**
 * The 11-character video id from a bare id or a URL: watch?v=, embed/, v/, e/, shorts/, live/,
 * youtu.be/, on youtube.com and its www., m. and music. hosts, youtube-nocookie.com, and the
 * thumbnail hosts' vi/ form. The scheme may be left out. Anything else gives null.
 */
export function parseVideoId(input: string): string | null {
  const text = input.trim();
  if (text === "") return null;
  if (VIDEO_ID_PATTERN.test(text)) return text;
  const url = toUrl(text);
  return url ? videoIdFromUrl(url) : null;
}

// ---------------------------------------------------------------------------
// Channel inputs
// ---------------------------------------------------------------------------

export type ChannelInput =
  /** A channel id: nothing to resolve. */
  | { kind: "id"; channelId: string }
  /** An @handle, stored without the "@". Resolves with channels?forHandle (1 unit). */
  | { kind: "handle"; handle: string }
  /** A /c/name or bare youtube.com/name vanity URL. No API lookup exists; the page resolves it. */
  | { kind: "custom"; name: string }
  /** A legacy /user/name URL. Resolves with channels?forUsername (1 unit). */
  | { kind: "user"; username: string }
  /** A video URL: the channel is the video's uploader. */
  | { kind: "video"; videoId: string }
  /** Free text: only a search (100 units) can resolve it. */
  | { kind: "name"; query: string };

/** First path words that are YouTube pages, not vanity channel names. */
const RESERVED_PATHS = new Set([
  "watch", "embed", "v", "e", "shorts", "live", "results", "feed", "playlist", "channel", "c", "user", "redirect",
  "account", "premium", "gaming", "music", "kids", "about", "hashtag", "post", "source", "signin", "logout", "t",
  "attribution_link", "howyoutubeworks", "creators", "ads", "jobs", "new", "trending", "upload", "s", "yt", "live_chat",
  "subscription_center", "oembed", "api", "img", "vi", "vi_webp", "favicon.ico", "robots.txt",
]);

function handleFrom(raw: string): string | null {
  const h = raw.startsWith("@") ? raw.slice(1) : raw;
  return HANDLE_PATTERN.test(h) ? h : null;
}

function channelFromUrl(url: URL): ChannelInput | null {
  const host = url.hostname.toLowerCase();
  const rawSegments = segmentsOf(url);
  const segments = rawSegments.map(decodeSegment);
  if (segments.some((s) => s === null)) return null;
  const [first, second] = segments as string[];
  // youtu.be/channel/UC… is accepted by the banner downloader (spec 002 §5).
  if (isShortHost(host)) {
    if (first === "channel" && second !== undefined) return CHANNEL_ID_PATTERN.test(second) ? { kind: "id", channelId: second } : null;
    const videoId = videoIdFromUrl(url);
    return videoId ? { kind: "video", videoId } : null;
  }
  if (!isYouTubeHost(host) && !isNoCookieHost(host) && !isThumbnailHost(host)) return null;
  const videoId = videoIdFromUrl(url);
  if (videoId) return { kind: "video", videoId };
  if (!isYouTubeHost(host) || first === undefined) return null;
  if (first.startsWith("@")) {
    const handle = handleFrom(first);
    return handle ? { kind: "handle", handle } : null;
  }
  if (first === "channel") return second !== undefined && CHANNEL_ID_PATTERN.test(second) ? { kind: "id", channelId: second } : null;
  if (first === "c") return second !== undefined && LEGACY_NAME_PATTERN.test(second) ? { kind: "custom", name: second } : null;
  if (first === "user") return second !== undefined && LEGACY_NAME_PATTERN.test(second) ? { kind: "user", username: second } : null;
  if (!RESERVED_PATHS.has(first.toLowerCase()) && LEGACY_NAME_PATTERN.test(first)) return { kind: "custom", name: first };
  return null;
}

/**
 * What a channel input names (spec 002 §5 "Accepted channel forms", spec 001 §5 "Channel ID
 * finder"): /channel/UC…, /c/name, /user/name, /@handle (with any tab after it), youtu.be/channel/,
 * a bare UC… id, a bare @handle, a video URL, and, as the last resort, free text (a channel name).
 * A URL that names none of these (another site, a playlist page, a malformed id) gives null.
 */
export function parseChannelInput(input: string): ChannelInput | null {
  const text = input.trim();
  if (text === "") return null;
  if (CHANNEL_ID_PATTERN.test(text)) return { kind: "id", channelId: text };
  if (text.startsWith("@")) {
    const handle = handleFrom(text);
    return handle ? { kind: "handle", handle } : null;
  }
  if (looksLikeUrl(text)) {
    const url = toUrl(text);
    return url ? channelFromUrl(url) : null;
  }
  return { kind: "name", query: text.replace(/\s+/g, " ") };
}

/** The public page of a channel input, relative to the web base ("/channel/UC…", "/@handle"). */
export function channelPagePath(input: Exclude<ChannelInput, { kind: "video" } | { kind: "name" }>): string {
  switch (input.kind) {
    case "id":
      return `/channel/${input.channelId}`;
    case "handle":
      return `/@${encodeURIComponent(input.handle)}`;
    case "custom":
      return `/c/${encodeURIComponent(input.name)}`;
    case "user":
      return `/user/${encodeURIComponent(input.username)}`;
  }
}

// ---------------------------------------------------------------------------
// Banner and avatar URLs (spec 002 §3 "Banner sizes", "Logo sizes")
// ---------------------------------------------------------------------------

/** The crop YouTube itself uses for the desktop banner strip (seen in every channel page). */
export const BANNER_CROP = "fcrop64=1,00005a57ffffa5a8-k-c0xffffffff-no-nd-rj";

export interface BannerSize {
  name: string;
  /** The size code: the width YouTube serves ("w2560"). */
  code: string;
  width: number;
  height: number;
  description: string;
}

export const BANNER_SIZES: readonly BannerSize[] = [
  { name: "TV", code: "w2560", width: 2560, height: 424, description: "The full banner as shown on TVs: the largest size." },
  { name: "Large Desktop", code: "w2276", width: 2276, height: 377, description: "Wide desktop screens." },
  { name: "Desktop", code: "w2120", width: 2120, height: 351, description: "Standard desktop screens." },
  { name: "Medium", code: "w1707", width: 1707, height: 283, description: "Laptops and smaller desktop windows." },
  { name: "Tablet", code: "w1138", width: 1138, height: 188, description: "Tablets." },
  { name: "Mobile", code: "w1060", width: 1060, height: 175, description: "Phones: the smallest size." },
];

export interface BannerResult extends BannerSize {
  url: string;
  /** A lighter image for the card preview (the Mobile size). */
  previewUrl: string;
  /** Tried when the preview fails: the same width without the crop parameters. */
  altUrl: string;
  /** True when the channel's own page listed this exact URL; false when it was built from the base. */
  isRealSource: boolean;
}

/** Strips YouTube's image parameters ("=w1060-fcrop64=…", "=s88-c-k-…") from an image URL. */
export function stripImageParams(url: string): string {
  const trimmed = url.trim();
  const q = trimmed.search(/[?#]/);
  const beforeQuery = q === -1 ? trimmed : trimmed.slice(0, q);
  const lastSlash = beforeQuery.lastIndexOf("/");
  const eq = beforeQuery.indexOf("=", lastSlash + 1);
  return eq === -1 ? beforeQuery : beforeQuery.slice(0, eq);
}

/** The six banner sizes with their crop suffixes, built from any banner URL of the channel. */
export function bannerSizes(bannerUrl: string, realSources: readonly string[] = []): BannerResult[] {
  const base = stripImageParams(bannerUrl);
  const real = new Set(realSources.map((u) => u.trim()));
  const sized = (w: number) => `${base}=w${w}-${BANNER_CROP}`;
  return BANNER_SIZES.map((size) => {
    const url = sized(size.width);
    return { ...size, url, previewUrl: sized(1060), altUrl: `${base}=w${size.width}`, isRealSource: real.has(url) };
  });
}

export interface AvatarSize {
  key: "high" | "medium" | "default";
  size: number;
}

export const AVATAR_SIZES: readonly AvatarSize[] = [
  { key: "high", size: 800 },
  { key: "medium", size: 240 },
  { key: "default", size: 88 },
];

/**
 * An avatar URL at another square size. Handles both the "=s88-c-k-…" form and the older
 * path form ".../s88-c-k-no-mo-rj-c0xffffff/photo.jpg".
 */
export function avatarUrlAtSize(url: string, size: number): string {
  const trimmed = url.trim();
  const pathForm = /\/s\d+(-[^/]*)?\/([^/]+)$/;
  if (!trimmed.includes("=") && pathForm.test(trimmed)) {
    return trimmed.replace(pathForm, (_m, rest: string | undefined, file: string) => `/s${size}${rest ?? ""}/${file}`);
  }
  return `${stripImageParams(trimmed)}=s${size}-c-k-c0x00ffffff-no-rj`;
}

export function avatarSizes(url: string): { key: AvatarSize["key"]; width: number; height: number; url: string }[] {
  return AVATAR_SIZES.map((s) => ({ key: s.key, width: s.size, height: s.size, url: avatarUrlAtSize(url, s.size) }));
}
