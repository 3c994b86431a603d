/**
 * The video lookup both extractors share (spec 002 §4 "Extractors", §5, §8, §9): input rules
 * and messages, the progress stages, and the NDJSON events of the lookup endpoint. Pure: no
 * React, no fetch, no DOM. The tag extractor and the title/description extractor import it.
 *
 * Lookup protocol: GET /api/youtube/<slug>?input=<text>. Bad input and our own rate limit are
 * answered as plain JSON errors (`{ error: { code, message } }`, status 400/429). Otherwise the
 * answer is application/x-ndjson, one event per line, sent as the work happens:
 *   {"type":"stage","stage":"api"}     the Data API is being asked (or its cache)
 *   {"type":"stage","stage":"page"}    the public watch page is being read (no key, or the API failed)
 *   {"type":"result","video":{...}}    the tool's fields
 *   {"type":"error","status":403,"error":{"code":"youtube_private","message":"..."}}
 */
import { parseVideoId } from "../../app/lib/youtube-ids";

// ---------------------------------------------------------------------------
// Input (§5)
// ---------------------------------------------------------------------------

export const LOOKUP_MESSAGES = {
  /** §5: empty input. */
  empty: "Please enter a YouTube video URL or ID.",
  /** §5, §8: "the video ID parse message". */
  parse: "Could not parse video ID. Please enter a valid YouTube URL or 11-char ID.",
  /** Longer than any link a person pastes. */
  tooLong: "The address is too long (at most 500 characters).",
  badReply: "The server sent a reply that could not be read.",
  offline: "Could not reach the server. Please try again.",
  /** Prefixed to a failure to reach or read YouTube's page when the server has no Data API key. */
  notConfigured: "YouTube API key not configured.",
} as const;

export const MAX_INPUT_LENGTH = 500;

export type VideoInputCheck = { ok: true; videoId: string } | { ok: false; error: string };

/**
 * §5: the 11-character ID (letters, digits, underscore, hyphen) from the v parameter, a shorts
 * path, a youtu.be path or a bare ID; the shared parser also knows embed/, v/, e/, live/ and
 * the m., music. and no-cookie hosts.
 */
export function checkVideoInput(text: string): VideoInputCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, error: LOOKUP_MESSAGES.empty };
  if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, error: LOOKUP_MESSAGES.tooLong };
  const videoId = parseVideoId(trimmed);
  return videoId ? { ok: true, videoId } : { ok: false, error: LOOKUP_MESSAGES.parse };
}

export function lookupUrl(apiPath: string, text: string): string {
  return `${apiPath}?${new URLSearchParams({ input: text.trim() }).toString()}`;
}

export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

// ---------------------------------------------------------------------------
// Progress (§4, §9)
// ---------------------------------------------------------------------------

/** §4 "Extractors": 10, 20 (10 s wait), 35 parse ID, 55 API, 75 page fallback, 95 finalizing, 100. */
export const LOOKUP_STAGES = {
  start: { progress: 10, message: "Preparing..." },
  /** Only with SPEC_WAITS=on (DESIGN.md decision 2): the spec's 10 s wait. */
  wait: { progress: 20, message: "Waiting..." },
  parse: { progress: 35, message: "Parsing video ID..." },
  api: { progress: 55, message: "Fetching video data from the YouTube API..." },
  page: { progress: 75, message: "Reading the public video page..." },
  finalize: { progress: 95, message: "Finalizing..." },
  complete: { progress: 100, message: "Complete!" },
} as const;

export type LookupStageId = keyof typeof LOOKUP_STAGES;

/** §9: 10 s before extractor lookups. */
export const LOOKUP_WAIT_MS = 10_000;
export function lookupWaitMs(specWaits: boolean): number {
  return specWaits ? LOOKUP_WAIT_MS : 0;
}
/** §4, §9: the progress resets 0.4 s after the end. */
export const PROGRESS_RESET_MS = 400;
/** §1: copy buttons flip to their confirmation for 2 seconds. */
export const COPY_CONFIRM_MS = 2000;
export const COPIED_LABEL = "Copied!";

// ---------------------------------------------------------------------------
// What the server sends
// ---------------------------------------------------------------------------

/** From the page only: why the video cannot be played although its details are public. */
export type Restriction = "age-restricted" | "unplayable" | "login-required";

/** The fields both extractors show, besides their own (tags, or description). */
export interface VideoBase {
  videoId: string;
  title: string;
  /** Where the details came from: the Data API, or the public watch page. */
  source: "api" | "page";
  restriction: Restriction | null;
}

export const RESTRICTION_NOTES: Record<Restriction, string> = {
  "age-restricted": "This video is age-restricted. Its details are public, so they were read from YouTube's video page.",
  unplayable: "This video cannot be played on YouTube right now, but its details are public.",
  "login-required": "YouTube asks viewers to sign in to watch this video, but its details are public.",
};

export type LookupEvent =
  | { type: "stage"; stage: "api" | "page" }
  | { type: "result"; video: unknown }
  | { type: "error"; status: number; error: { code: string; message: string } };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** One line of the stream, or null when it is not one of the documented events. */
export function readLookupEvent(line: string): LookupEvent | null {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  if (v.type === "stage" && (v.stage === "api" || v.stage === "page")) return { type: "stage", stage: v.stage };
  if (v.type === "result" && "video" in v) return { type: "result", video: v.video };
  if (v.type === "error") {
    const error = readApiError(v);
    return error ? { type: "error", status: typeof v.status === "number" ? v.status : 502, error } : null;
  }
  return null;
}

/** The `{ error: { code, message } }` of a failed reply or error event. */
export function readApiError(body: unknown): { code: string; message: string } | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message } = body.error;
  return typeof code === "string" && typeof message === "string" && message.trim() !== "" ? { code, message } : null;
}

/** The shared fields of a result, or null when the reply is not the documented shape. */
export function readVideoBase(v: unknown): VideoBase | null {
  if (!isRecord(v)) return null;
  if (typeof v.videoId !== "string" || !/^[A-Za-z0-9_-]{11}$/.test(v.videoId)) return null;
  if (typeof v.title !== "string") return null;
  if (v.source !== "api" && v.source !== "page") return null;
  const restriction = v.restriction === "age-restricted" || v.restriction === "unplayable" || v.restriction === "login-required" ? v.restriction : null;
  return { videoId: v.videoId, title: v.title, source: v.source, restriction };
}

/** Failures about the video itself (YouTube answered clearly); any other failure is about reaching or reading YouTube. */
const VIDEO_ANSWER_CODES = new Set(["youtube_private", "youtube_age_restricted", "youtube_unavailable", "youtube_not_found", "invalid_input"]);

/**
 * The message for a failed lookup. Without a Data API key the page is the only source, so when
 * it cannot be reached or read the visitor is told plainly that the key is missing too.
 */
export function lookupFailureMessage(error: { code: string; message: string }, apiConfigured: boolean): string {
  if (apiConfigured || VIDEO_ANSWER_CODES.has(error.code)) return error.message;
  return `${LOOKUP_MESSAGES.notConfigured} ${error.message}`;
}
