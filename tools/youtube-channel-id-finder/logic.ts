/**
 * Channel ID finder (spec 001 §2, §3, §4, §5, §7, §8, §9): input validation, the spec's
 * messages, the error mapping, and the values derived from a channel ID (uploads playlist,
 * RSS feed). Pure: no React, no fetch, no DOM.
 */
import { CHANNEL_ID_PATTERN, parseChannelInput, type ChannelInput } from "../../app/lib/youtube-ids";

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const DRAFT_KEY = "youtube-channel-id-finder";
export const API_PATH = "/api/youtube/youtube-channel-id-finder";

export const LABELS = {
  /** The spec names the input's contents (§3) but gives no label; these are its words. */
  input: "Channel URL, @handle or video URL",
  placeholder: "e.g. https://www.youtube.com/@handle or @handle",
  find: "Find Channel ID",
  finding: "Finding Channel ID...",
  copy: "Copy",
  /** The confirmation shown for COPY_CONFIRM_MS (§4). */
  copied: "Copied",
  resultHeading: "Channel ID",
  uploadsPlaylist: "Uploads playlist ID",
  rssFeed: "RSS feed URL",
  openChannel: "Open channel on YouTube",
} as const;

/** §4, §9: the Copied label shows for 1.5 s. */
export const COPY_CONFIRM_MS = 1500;

/** §2: a tip that channel IDs start with UC; §9: 24 characters. */
export const TIP = "Tip: YouTube channel IDs always start with UC and are 24 characters long (UC followed by 22 letters, digits, hyphens or underscores).";

function withoutFinalStop(text: string): string {
  return text.trim().replace(/[.!\s]+$/, "");
}

/** {x} of "API error: {x}": the service says "YouTube API error: 403"; the spec's wording already says "API error". */
function apiErrorDetail(text: string): string {
  return withoutFinalStop(text.replace(/^YouTube API error:\s*/i, ""));
}

export const MESSAGES = {
  /** §5. */
  empty: "Please enter a YouTube channel URL, handle (e.g., @name), or video URL",
  /** §8: YouTube answered, but not with a channel. */
  resolveFailed: (x: string) =>
    `Could not resolve Channel ID. API error: ${apiErrorDetail(x)}. Try using an @handle, exact channel name, or a /channel/ URL.`,
  /** §8: the lookup itself failed (network, timeout, YouTube busy). */
  /** The spec's sentence ends with its own "Please try again…": the inner message's is dropped, not said twice. */
  fetchFailed: (message: string) =>
    `Failed to fetch channel data: ${withoutFinalStop(message.replace(/\s*Please try again\.?\s*$/i, "")) || "YouTube did not answer"}. Please try again or use a different URL.`,
  /** §8's inner failures, the {x} of resolveFailed when one Data API call failed. */
  videoApiFailed: (status: number, text: string) => `Video API failed: ${`${status} ${text}`.trim()}`,
  searchApiFailed: (status: number, text: string) => `Search API failed: ${`${status} ${text}`.trim()}`,
  /** Input that names no channel, handle or video: why the lookup was not even tried. */
  notAChannelInput: "That is not a YouTube channel, handle or video address",
  /** The ID is known but its title and picture could not be read (e.g. a bare ID while YouTube is unreachable). */
  detailsUnavailable: (message: string) => `The channel's name and picture could not be loaded: ${withoutFinalStop(message)}.`,
  /** A reply from our own server that is not the documented shape. */
  badReply: "The server sent a reply that could not be read",
  /** fetch() itself failed: offline, or the server is down. */
  offline: "Could not reach the server",
} as const;

// ---------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------

export type InputCheck = { ok: true; input: ChannelInput } | { ok: false; error: string };

/**
 * §5: empty input gives the spec's message. Anything else that names a channel (URL, @handle,
 * /c/, /user/, video URL, bare UC id, or a channel name to search for) is looked up; a URL of
 * another site or a YouTube page that is not a channel or video is refused here, before any
 * request, with the spec's "could not resolve" wording.
 */
export function checkInput(text: string): InputCheck {
  if (text.trim() === "") return { ok: false, error: MESSAGES.empty };
  const input = parseChannelInput(text);
  if (!input) return { ok: false, error: MESSAGES.resolveFailed(MESSAGES.notAChannelInput) };
  return { ok: true, input };
}

export function lookupPath(text: string): string {
  return `${API_PATH}?${new URLSearchParams({ input: text.trim() }).toString()}`;
}

// ---------------------------------------------------------------------------
// Values derived from a channel ID
// ---------------------------------------------------------------------------

export function isChannelId(text: string): boolean {
  return CHANNEL_ID_PATTERN.test(text);
}

/** Every channel's uploads playlist: its ID with the leading UC replaced by UU. */
export function uploadsPlaylistId(channelId: string): string {
  if (!isChannelId(channelId)) throw new Error(`Not a channel ID: ${channelId}`);
  return `UU${channelId.slice(2)}`;
}

export function rssFeedUrl(channelId: string): string {
  return `https://www.youtube.com/feeds/videos.xml?channel_id=${encodeURIComponent(channelId)}`;
}

export function channelUrl(channelId: string): string {
  return `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;
}

// ---------------------------------------------------------------------------
// The API's answer
// ---------------------------------------------------------------------------

/** What GET {API_PATH}?input= answers. */
export interface FinderResult {
  channelId: string;
  /** null when only the ID is known. */
  title: string | null;
  /** "@name" when known. */
  handle: string | null;
  /** The channel's picture, any size; the page asks for a small one. */
  avatarUrl: string | null;
  /** Where the ID came from: the input itself, the Data API, or the public page. */
  source: "input" | "api" | "page";
  /** Set when the ID is known but its title and picture could not be read. */
  detailsError: string | null;
}

function stringOrNull(v: unknown): string | null {
  return typeof v === "string" && v !== "" ? v : null;
}

/** The result from a reply body, or null when the body is not the documented shape. */
export function readFinderResult(body: unknown): FinderResult | null {
  if (typeof body !== "object" || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.channelId !== "string" || !isChannelId(b.channelId)) return null;
  const source = b.source === "input" || b.source === "api" || b.source === "page" ? b.source : null;
  if (!source) return null;
  const avatar = stringOrNull(b.avatarUrl);
  return {
    channelId: b.channelId,
    title: stringOrNull(b.title),
    handle: stringOrNull(b.handle),
    avatarUrl: avatar && /^https:\/\//.test(avatar) ? avatar : null,
    source,
    detailsError: stringOrNull(b.detailsError),
  };
}

/** The `{ error: { code, message } }` of a failed reply. */
export function readApiError(body: unknown): { code: string; message: string } | null {
  if (typeof body !== "object" || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === "string" && typeof message === "string" && message.trim() !== "" ? { code, message } : null;
}

/**
 * Error codes that mean YouTube answered and the answer was "no such channel" or "not now,
 * API": these get §8's "Could not resolve Channel ID. API error: {x}" wording. Everything else
 * (timeouts, network, a busy YouTube, our rate limit) is a failed fetch.
 */
const RESOLVE_CODES = new Set([
  "invalid_input",
  "youtube_not_configured",
  "youtube_quota_exceeded",
  "youtube_api_error",
  "youtube_invalid_response",
  "youtube_not_found",
  "youtube_private",
  "youtube_age_restricted",
  "youtube_unavailable",
]);

/** The message shown for a failed lookup: `error` is the API's error, or null if there was none. */
export function failureMessage(error: { code: string; message: string } | null, fallback: string = MESSAGES.badReply): string {
  if (!error) return MESSAGES.fetchFailed(fallback);
  return RESOLVE_CODES.has(error.code) ? MESSAGES.resolveFailed(error.message) : MESSAGES.fetchFailed(error.message);
}
