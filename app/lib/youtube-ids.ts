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

/** Path forms whose next segment is the id ("/watch/ID" is how some apps share). */
const VIDEO_PATH_PREFIXES = new Set(["embed", "v", "e", "shorts", "live", "watch"]);
/** Path words that are 11 characters long but are not ids ("/embed/videoseries?list=…"). */
const NOT_VIDEO_IDS = new Set(["videoseries"]);
/** An 11-character id at the start of a segment, not followed by another id character ("ID&t=10" pasted into a short link). */
const ID_AT_START = /^([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

/** What a link that is not one video is, so a tool can say so instead of guessing an id. */
export type NotAVideoKind = "playlist" | "channel" | "search" | "youtube-page" | "post" | "not-youtube" | "not-a-link";

export type VideoLink = { ok: true; videoId: string } | { ok: false; kind: NotAVideoKind; message: string };

/** Plain words for each kind; "not-youtube" and "not-a-link" are left to each tool's own (spec) message. */
export const NOT_A_VIDEO_MESSAGES: Readonly<Record<NotAVideoKind, string>> = {
  playlist: "This is a playlist link, not a link to one video. Open a video in the playlist and copy its link.",
  channel: "This is a channel link, not a link to one video. Open one of the channel's videos and copy its link.",
  search: "This is a YouTube search page, not a video. Open the video and copy its link.",
  "youtube-page": "This is a YouTube page, not a video. Open the video and copy its link.",
  post: "This is a community post, not a video. Open the video and copy its link.",
  "not-youtube": "This is not a YouTube link.",
  "not-a-link": "This is neither a YouTube link nor a video ID.",
};

const notVideo = (kind: NotAVideoKind): VideoLink => ({ ok: false, kind, message: NOT_A_VIDEO_MESSAGES[kind] });

function exactId(s: string | undefined): string | null {
  if (s === undefined) return null;
  const id = s.match(ID_AT_START)?.[1];
  return id !== undefined && !NOT_VIDEO_IDS.has(id) ? id : null;
}

/** The video a youtube.com / youtu.be / no-cookie / thumbnail URL names, or what else it is. */
function readVideoUrl(url: URL, depth = 0): VideoLink {
  const host = url.hostname.toLowerCase();
  const segments = segmentsOf(url);
  const [first, second] = segments;
  if (isShortHost(host)) {
    const id = segments.length === 1 ? exactId(first) : null;
    return id ? { ok: true, videoId: id } : notVideo(first === undefined ? "youtube-page" : "not-a-link");
  }
  if (isThumbnailHost(host)) {
    const id = (first === "vi" || first === "vi_webp") && segments.length >= 2 && VIDEO_ID_PATTERN.test(second!) ? second! : null;
    return id ? { ok: true, videoId: id } : notVideo("not-a-link");
  }
  if (!isYouTubeHost(host) && !isNoCookieHost(host)) return notVideo("not-youtube");
  // Attribution and share-tracking links carry the real address in a parameter: /attribution_link?u=/watch%3Fv%3D…
  if (first === "attribution_link" && depth === 0) {
    const inner = url.searchParams.get("u");
    if (inner) {
      try {
        return readVideoUrl(new URL(inner, url.origin), 1);
      } catch {
        return notVideo("not-a-link");
      }
    }
  }
  const v = url.searchParams.get("v");
  if (v !== null) return VIDEO_ID_PATTERN.test(v) ? { ok: true, videoId: v } : notVideo("not-a-link");
  const head = first?.toLowerCase();
  if (head !== undefined && VIDEO_PATH_PREFIXES.has(head)) {
    if (second === undefined) return head === "embed" && url.searchParams.has("list") ? notVideo("playlist") : notVideo("youtube-page");
    if (second === "videoseries" || url.searchParams.get("listType") === "playlist") return notVideo("playlist");
    const id = segments.length === 2 && VIDEO_ID_PATTERN.test(second) && !NOT_VIDEO_IDS.has(second) ? second : null;
    return id ? { ok: true, videoId: id } : notVideo("not-a-link");
  }
  if (head === "playlist" || (head === undefined && url.searchParams.has("list"))) return notVideo("playlist");
  if (head === "results" || head === "hashtag") return notVideo("search");
  if (head === "post" || (head?.startsWith("@") && segments[1] === "community")) return notVideo("post");
  if (head === "channel" || head === "c" || head === "user" || head?.startsWith("@") || (head === "browse" && isChannelId(second ?? ""))) return notVideo("channel");
  if (head === undefined || RESERVED_PATHS.has(head)) return notVideo("youtube-page");
  // youtube.com/SomeName: a legacy vanity channel address.
  return LEGACY_NAME_PATTERN.test(decodeSegment(first!) ?? "") ? notVideo("channel") : notVideo("youtube-page");
}

/** Pasted text often comes wrapped: <…>, quotes, or a sentence's closing punctuation. */
function unwrap(text: string): string {
  let t = text.trim();
  const pairs: [string, string][] = [["<", ">"], ['"', '"'], ["'", "'"], ["“", "”"], ["(", ")"], ["[", "]"]];
  for (const [open, close] of pairs) if (t.startsWith(open) && t.endsWith(close) && t.length > 2) t = t.slice(1, -1).trim();
  return t;
}

/**
 * The one reader of video links for every tool: a bare 11-character id, or any link YouTube
 * produces or people paste (watch links with parameters in any order, youtu.be with ?si= or
 * &t=, shorts/, live/, embed/, v/, e/, watch/, the m., music. and www. hosts, no www,
 * youtube-nocookie.com, attribution links, the thumbnail hosts' vi/ form; the scheme may be
 * left out). Anything else says what it is: a playlist, a channel, a search page, another
 * YouTube page, another site. `/embed/videoseries?list=…` is a playlist, never the id "videoseries".
 */
export function readVideoLink(input: string): VideoLink {
  const text = unwrap(input);
  if (text === "") return notVideo("not-a-link");
  if (VIDEO_ID_PATTERN.test(text)) return { ok: true, videoId: text };
  const url = toUrl(text);
  if (!url) return notVideo(looksLikeUrl(text) || SCHEME.test(text) ? "not-a-link" : /^[\w-]+(\.[\w-]+)+(\/|$)/.test(text) ? "not-youtube" : "not-a-link");
  return readVideoUrl(url);
}

/** The video id of a bare id or a link (see readVideoLink), or null. */
export function parseVideoId(input: string): string | null {
  const r = readVideoLink(input);
  return r.ok ? r.videoId : null;
}

/**
 * The message for input that is not a video: the plain reason when the link is something
 * else on YouTube (a playlist, a channel, a search…), otherwise the tool's own message.
 */
export function notAVideoMessage(r: Extract<VideoLink, { ok: false }>, toolMessage: string): string {
  return r.kind === "not-youtube" || r.kind === "not-a-link" ? toolMessage : r.message;
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
  "account", "account_notifications", "account_privacy", "account_playback", "account_sharing", "account_billing",
  "account_advanced", "account_downloads", "settings", "paid_memberships", "reporthistory", "select_site", "popup",
  "popups", "premium", "gaming", "music", "kids", "movies", "tv", "about", "hashtag", "post", "source", "signin",
  "logout", "t", "attribution_link", "howyoutubeworks", "creators", "ads", "jobs", "new", "trending", "upload", "s",
  "yt", "live_chat", "subscription_center", "oembed", "api", "img", "vi", "vi_webp", "browse", "watch_videos",
  "view_all_playlists", "storefront", "create_channel", "dashboard", "channel_switcher", "copyright_complaint_form",
  "testtube", "favicon.ico", "robots.txt",
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
    const video = readVideoUrl(url);
    return video.ok ? { kind: "video", videoId: video.videoId } : null;
  }
  if (!isYouTubeHost(host) && !isNoCookieHost(host) && !isThumbnailHost(host)) return null;
  const video = readVideoUrl(url);
  if (video.ok) return { kind: "video", videoId: video.videoId };
  if (!isYouTubeHost(host) || first === undefined) return null;
  // YouTube Music artist pages: music.youtube.com/browse/UC…
  if (first === "browse") return second !== undefined && CHANNEL_ID_PATTERN.test(second) ? { kind: "id", channelId: second } : null;
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
