/**
 * Comment picker (spec 002 §2 "Comment picker", §3 "Comment item", §4, §5, §7, §8, §9): input
 * rules, the filters, the fair random draw, exports, progress and the fetch protocol.
 * Pure: no React, no fetch, no DOM. The draw's random source is injectable for tests.
 *
 * Fetch protocol: GET /api/youtube/youtube-comment-picker?video=<11-char id>. Failures before
 * the first page (bad input, no key, the Data API's error) are plain JSON errors
 * (`{ error: { code, message } }` with a status). Otherwise the answer is application/x-ndjson,
 * one event per line, sent as the work happens:
 *   {"type":"page","page":2}                        pages read so far (at most 5)
 *   {"type":"result","videoId":"…","comments":[…],"pages":2,"hasMore":false}
 *   {"type":"error","status":502,"error":{"code":"…","message":"YouTube API error: 500"}}
 */
import { toCsv } from "../../app/lib/csv";
import { parseVideoId } from "../../app/lib/youtube-ids";

export const DRAFT_KEY = "youtube-comment-picker";
export const API_PATH = "/api/youtube/youtube-comment-picker";

// ---------------------------------------------------------------------------
// Words on screen (§2)
// ---------------------------------------------------------------------------

export const LABELS = {
  video: "YouTube video URL or ID",
  videoPlaceholder: "e.g. https://www.youtube.com/watch?v=…",
  uniqueUsers: "Unique users only",
  include: "Include keyword",
  exclude: "Exclude keyword",
  fetch: "Fetch Comments",
  fetching: "Fetching Comments...",
  pickWinner: "Pick Winner",
  winners: "Number of winners",
  copyCsv: "Copy CSV",
  downloadJson: "Download JSON",
  /** §1: copy buttons flip to a confirmation label for 2 seconds. */
  copied: "Copied!",
  winner: "Winner",
  winnersHeading: "Winners",
  comments: "Comments",
  viewComment: "View comment",
  openChannel: "Open channel",
} as const;

export const MESSAGES = {
  /** §5: empty input; also input that names no video (no request is made for it). */
  invalidVideo: "Enter a valid YouTube video URL or ID.",
  /** §8: any non-ok answer of the Data API (the server sends this text). */
  apiError: (status: number) => `YouTube API error: ${status}`,
  notConfigured: "YouTube API key not configured.",
  quotaExceeded: "The YouTube API quota for today is used up. Please try again later.",
  commentsDisabled: "Comments are turned off for this video.",
  videoNotFound: "YouTube did not find this video. Check the link, and that the video is public.",
  noComments: "This video has no comments yet.",
  noneMatch: "No comments match the filters. Change the keywords or turn off Unique users only.",
  badReply: "The server sent a reply that could not be read.",
  offline: "Could not reach the server. Please try again.",
} as const;

/** A line of explanation under the spec's "YouTube API error: {status}" where we know more. */
export function errorHint(code: string, status: number): string | null {
  if (code === "youtube_quota_exceeded") return MESSAGES.quotaExceeded;
  if (code === "youtube_comments_disabled") return MESSAGES.commentsDisabled;
  if (code === "youtube_api_error" && status === 404) return MESSAGES.videoNotFound;
  return null;
}

// ---------------------------------------------------------------------------
// Input (§5)
// ---------------------------------------------------------------------------

export type VideoCheck = { ok: true; videoId: string } | { ok: false; error: string };

/**
 * §5: a bare 11-character id, a youtu.be link, a watch URL with v, or a shorts URL (the shared
 * parser also reads embed/, live/ and the m./music. hosts). The spec sends any other text as
 * typed, which YouTube can only answer with an error; we say so at once and spend no quota.
 */
export function checkVideo(text: string): VideoCheck {
  const id = parseVideoId(text);
  return id ? { ok: true, videoId: id } : { ok: false, error: MESSAGES.invalidVideo };
}

/** §5: the Fetch button is disabled when the input is blank or while loading. */
export function canFetch(text: string, loading: boolean): boolean {
  return !loading && text.trim() !== "";
}

export function requestPath(videoId: string): string {
  return `${API_PATH}?${new URLSearchParams({ video: videoId }).toString()}`;
}

// ---------------------------------------------------------------------------
// The comment (§3) and the filters (§5)
// ---------------------------------------------------------------------------

/** §3 "Comment item". */
export interface CommentItem {
  id: string;
  /** Display text, else original. Shown as text, never as HTML. */
  text: string;
  authorDisplayName: string;
  authorChannelId: string | null;
  authorProfileImageUrl: string | null;
  publishedAt: string;
  likeCount: number;
}

/**
 * A comment can move from one page to the next while new comments arrive, and come back twice:
 * it is one entry. The first copy is kept.
 */
export function dedupeById(comments: readonly CommentItem[]): CommentItem[] {
  const seen = new Set<string>();
  return comments.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

/** §5: one person is their author channel id, or their name when the comment has none. */
export function authorKey(c: CommentItem): string {
  return c.authorChannelId ? `id:${c.authorChannelId}` : `name:${c.authorDisplayName.trim().toLowerCase()}`;
}

export interface Filters {
  uniqueUsers: boolean;
  include: string;
  exclude: string;
}

/**
 * §5: Include keeps comments containing the keyword, Exclude removes them, both ignoring case;
 * Unique users keeps the first remaining comment of each person. The keywords are applied
 * first, so a person whose first comment lacks the giveaway word still enters with a later one
 * that has it. Blank keywords filter nothing.
 */
export function filterComments(comments: readonly CommentItem[], f: Filters): CommentItem[] {
  const include = f.include.trim().toLowerCase();
  const exclude = f.exclude.trim().toLowerCase();
  let out = comments.filter((c) => {
    const text = c.text.toLowerCase();
    if (include && !text.includes(include)) return false;
    if (exclude && text.includes(exclude)) return false;
    return true;
  });
  if (f.uniqueUsers) {
    const seen = new Set<string>();
    out = out.filter((c) => {
      const k = authorKey(c);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }
  return out;
}

// ---------------------------------------------------------------------------
// The draw (§4 "Pick Winner chooses one random comment from the filtered list")
// ---------------------------------------------------------------------------

/** Fills the array with uniformly random 32-bit values, like crypto.getRandomValues. */
export type RandomSource = (buffer: Uint32Array<ArrayBuffer>) => void;

export const cryptoRandom: RandomSource = (buffer) => {
  globalThis.crypto.getRandomValues(buffer);
};

const RANGE = 2 ** 32;

/** The largest multiple of n that fits in 32 bits: values at or above it are thrown away. */
export function unbiasedLimit(n: number): number {
  return RANGE - (RANGE % n);
}

/**
 * A uniform index in [0, n) by rejection sampling: a 32-bit value below the largest multiple of
 * n maps to value % n with every index equally likely; a value above it would favour the low
 * indexes, so it is drawn again. (Plain `value % n` or `Math.random()` are not used.)
 */
export function randomIndex(n: number, random: RandomSource = cryptoRandom): number {
  if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`randomIndex: n must be an integer from 1 to 2^32, got ${n}`);
  const limit = unbiasedLimit(n);
  const buf = new Uint32Array(1);
  for (;;) {
    random(buf);
    const v = buf[0]!;
    if (v < limit) return v % n;
  }
}

/** §2 beyond the spec: 1 to 10 winners, default 1. */
export const WINNERS = { min: 1, max: 10, default: 1 } as const;

export function clampWinners(value: number | string): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return WINNERS.default;
  return Math.min(WINNERS.max, Math.max(WINNERS.min, Math.trunc(n)));
}

/**
 * `count` different entries of `pool`, in the order drawn (a partial Fisher–Yates shuffle with
 * unbiased indexes): nobody is drawn twice, and every entry has the same chance. Fewer when the
 * pool is smaller; none from an empty pool.
 */
export function drawWinners<T>(pool: readonly T[], count: number, random: RandomSource = cryptoRandom): T[] {
  const k = Math.min(clampWinners(count), pool.length);
  const a = [...pool];
  for (let i = 0; i < k; i++) {
    const j = i + randomIndex(a.length - i, random);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, k);
}

/** §4: Pick Winner is disabled when the filtered list is empty. */
export function canPick(filteredCount: number, loading: boolean): boolean {
  return filteredCount > 0 && !loading;
}

export function drawSummary(poolSize: number, drawn: number, asked: number): string {
  const entries = `${poolSize.toLocaleString("en-US")} eligible ${poolSize === 1 ? "comment" : "comments"}`;
  const base = `Drawn at random from ${entries}.`;
  return drawn < asked ? `${base} Only ${drawn} could be drawn, because there are fewer entries than the ${asked} winners asked for.` : base;
}

// ---------------------------------------------------------------------------
// Exports (§9)
// ---------------------------------------------------------------------------

/** §9: comments CSV columns. */
export const CSV_COLUMNS = ["author", "authorChannelId", "publishedAt", "likeCount", "text"] as const;

/** §9: every field quoted; comments are other people's text, so formulas are defused. */
export function commentsCsv(comments: readonly CommentItem[]): string {
  return toCsv(
    CSV_COLUMNS,
    comments.map((c) => [c.authorDisplayName, c.authorChannelId ?? "", c.publishedAt, c.likeCount, c.text]),
    { quoteAll: true, guardFormulas: true },
  );
}

/** §9: yt-comments-{timestamp}.json, the timestamp in milliseconds since 1970. */
export function jsonFileName(timestamp: number): string {
  return `yt-comments-${timestamp}.json`;
}

/** §9: JSON is pretty-printed. */
export function commentsJson(comments: readonly CommentItem[]): string {
  return JSON.stringify(comments, null, 2);
}

// ---------------------------------------------------------------------------
// Links and formatting
// ---------------------------------------------------------------------------

export function commentUrl(videoId: string, commentId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&lc=${encodeURIComponent(commentId)}`;
}

export function channelUrl(channelId: string): string {
  return `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 26, 2019" (UTC); "" for no date. */
export function formatDate(iso: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat.format(d);
}

export function formatLikes(n: number): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? "like" : "likes"}`;
}

/** "Showing 5 of 7 comments" once filters are on; "7 comments" otherwise. */
export function countLabel(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? "comment" : "comments");
  return shown === total ? `${total.toLocaleString("en-US")} ${noun(total)}` : `Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} ${noun(total)}`;
}

/** When YouTube had more than the 500 read. */
export function moreNote(pages: number): string {
  return `Only the newest ${(pages * COMMENTS_PER_PAGE).toLocaleString("en-US")} comments were read (${pages} pages of ${COMMENTS_PER_PAGE}); the video has more.`;
}

// ---------------------------------------------------------------------------
// Fetching (§4, §7, §9)
// ---------------------------------------------------------------------------

/** §7, §9: 100 per page, at most 5 pages (500). */
export const COMMENTS_PER_PAGE = 100;
export const MAX_PAGES = 5;

/** §4: preparing, waiting, fetching (one step per page read), finalizing. */
export const STAGES = {
  preparing: { progress: 10, message: "Preparing request..." },
  /** Only with SPEC_WAITS=on (DESIGN.md decision 2): the spec's 10 s wait. */
  waiting: { progress: 20, message: "Waiting..." },
  fetching: { progress: 30, message: "Fetching comments from YouTube..." },
  finalizing: { progress: 95, message: "Finalizing comments..." },
  complete: { progress: 100, message: "Complete!" },
} as const;
export type StageId = keyof typeof STAGES;

/** After page n of at most 5: 42, 54, 66, 78, 90. */
export function pageProgress(page: number): { progress: number; message: string } {
  const n = Math.min(MAX_PAGES, Math.max(1, page));
  return {
    progress: STAGES.fetching.progress + Math.round((n * (STAGES.finalizing.progress - 5 - STAGES.fetching.progress)) / MAX_PAGES),
    message: `Fetching comments from YouTube... ${n} of up to ${MAX_PAGES} pages read`,
  };
}

/** §9: 10 s before the comment fetch, only when the operator turns the spec's waits on. */
export const SPEC_WAIT_MS = 10_000;
export function waitMs(specWaits: boolean): number {
  return specWaits ? SPEC_WAIT_MS : 0;
}
/** §9: the progress resets 0.4 s after the end. */
export const PROGRESS_RESET_MS = 400;
/** §1: 2 s copy confirmation. */
export const COPY_CONFIRM_MS = 2000;

export interface FetchResult {
  videoId: string;
  comments: CommentItem[];
  pages: number;
  hasMore: boolean;
}

export type FetchEvent =
  | { type: "page"; page: number }
  | ({ type: "result" } & FetchResult)
  | { type: "error"; status: number; error: { code: string; message: string } };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function readComment(v: unknown): CommentItem | null {
  if (!isObj(v)) return null;
  const { id, text, authorDisplayName, authorChannelId, authorProfileImageUrl, publishedAt, likeCount } = v;
  if (typeof id !== "string" || typeof text !== "string" || typeof authorDisplayName !== "string" || typeof publishedAt !== "string") return null;
  if (!(typeof authorChannelId === "string" || authorChannelId === null)) return null;
  if (!(typeof authorProfileImageUrl === "string" || authorProfileImageUrl === null)) return null;
  if (typeof likeCount !== "number" || !Number.isFinite(likeCount)) return null;
  return { id, text, authorDisplayName, authorChannelId, authorProfileImageUrl, publishedAt, likeCount };
}

/** One NDJSON line of our server's answer; null when it is not one of the documented events. */
export function readFetchEvent(line: string): FetchEvent | null {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObj(v)) return null;
  if (v.type === "page") return typeof v.page === "number" ? { type: "page", page: v.page } : null;
  if (v.type === "error") {
    const error = readApiError(v);
    return error && typeof v.status === "number" ? { type: "error", status: v.status, error } : null;
  }
  if (v.type === "result") {
    if (typeof v.videoId !== "string" || !Array.isArray(v.comments) || typeof v.pages !== "number" || typeof v.hasMore !== "boolean") return null;
    const comments: CommentItem[] = [];
    for (const raw of v.comments) {
      const c = readComment(raw);
      if (!c) return null;
      comments.push(c);
    }
    return { type: "result", videoId: v.videoId, comments, pages: v.pages, hasMore: v.hasMore };
  }
  return null;
}

export function readApiError(body: unknown): { code: string; message: string } | null {
  if (!isObj(body) || !isObj(body.error)) return null;
  const { code, message } = body.error;
  return typeof code === "string" && typeof message === "string" ? { code, message } : null;
}

export interface PickerForm {
  input: string;
  uniqueUsers: boolean;
  include: string;
  exclude: string;
  winners: number;
}

/** §2: Unique users only is on by default. */
export const DEFAULT_FORM: PickerForm = { input: "", uniqueUsers: true, include: "", exclude: "", winners: WINNERS.default };
