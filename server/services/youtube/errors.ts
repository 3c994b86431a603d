import { ApiError } from "../../http/errors";

/**
 * Every way a YouTube lookup can fail, with the words a visitor sees. The Data API keeps the
 * spec's "YouTube API error: {status}" (spec 002 §8); the public-page fallback says plainly why
 * a page had no data (private, age-restricted, unavailable, bot check, not found).
 */

export const YOUTUBE_NOT_CONFIGURED_MESSAGE = "YouTube API key not configured.";

export type NotAvailableKind = "private" | "age-restricted" | "unavailable" | "bot-check" | "not-found" | "terminated" | "removed" | "closed";

export const YOUTUBE_MESSAGES = {
  notConfigured: YOUTUBE_NOT_CONFIGURED_MESSAGE,
  apiError: (status: number) => `YouTube API error: ${status}`,
  quotaExceeded: "The YouTube API quota for today is used up. Please try again later.",
  commentsDisabled: "Comments are turned off for this video.",
  apiTimeout: "The YouTube API did not answer in time. Please try again.",
  apiNetwork: "Could not reach the YouTube API. Please try again.",
  apiInvalid: "The YouTube API sent a reply that could not be read.",
  pageTimeout: "YouTube took too long to answer. Please try again.",
  pageNetwork: "Could not reach YouTube. Please try again.",
  pageTooLarge: "The YouTube page was larger than expected and was not read.",
  pageRedirect: "YouTube redirected the request to another site, so the page was not read.",
  pageTooManyRedirects: "YouTube redirected the request too many times, so the page was not read.",
  pageError: (status: number) => `YouTube answered with an error (status ${status}).`,
  invalidInput: "That is not a valid YouTube address or ID.",
  videoNotAvailable: {
    private: "This video is private, so its details are not public.",
    "age-restricted": "This video is age-restricted, and YouTube shows its details only to signed-in viewers.",
    unavailable: "This video is unavailable. It may have been removed, or the link may be wrong.",
    "bot-check": "YouTube asked us to prove we are not a robot, so the page could not be read. Please try again later.",
    "not-found": "Video not found.",
    terminated: "This video's channel has been terminated by YouTube, so the video is gone.",
    removed: "YouTube has removed this video.",
    closed: "This video's channel has been closed, so the video is gone.",
  },
  channelNotAvailable: {
    private: "This channel is not public.",
    "age-restricted": "This channel is age-restricted, and YouTube shows it only to signed-in viewers.",
    unavailable: "This channel is unavailable. It may have been closed or suspended.",
    "bot-check": "YouTube asked us to prove we are not a robot, so the page could not be read. Please try again later.",
    "not-found": "Channel not found.",
    terminated: "This channel has been terminated by YouTube, so it has no name or pictures to show.",
    removed: "YouTube has removed this channel for breaking its rules, so it has no name or pictures to show.",
    closed: "This channel has been closed by its owner, so it has no name or pictures to show.",
  },
} as const;

export type YouTubeErrorCode =
  | "not_configured"
  /**
   * 403 with reason quotaExceeded or dailyLimitExceeded. The message stays the spec's
   * "YouTube API error: 403"; callers fall back to the page where they can, or may show
   * YOUTUBE_MESSAGES.quotaExceeded.
   */
  | "quota_exceeded"
  /** Any other non-2xx answer from the Data API; `status` and `reason` say which. */
  | "api_error"
  | "timeout"
  | "network"
  /** A body that is not JSON or does not have the documented shape. */
  | "invalid_response"
  | "too_large"
  | "redirect_refused"
  /** A public page answered with a non-2xx status that is not a "not found". */
  | "page_error"
  /** The video or channel exists in no readable form; `kind` says why. */
  | "not_available"
  | "invalid_input";

export interface YouTubeErrorInit {
  code: YouTubeErrorCode;
  message: string;
  /** Which outside system failed. */
  source: "api" | "page";
  /** Upstream HTTP status; 0 when no answer came. */
  status?: number;
  /** The Data API's error.errors[0].reason, e.g. "quotaExceeded", "commentsDisabled", "keyInvalid". */
  reason?: string;
  /** For not_available. */
  kind?: NotAvailableKind;
  /** YouTube's own words from the page (playabilityStatus.reason), when it gave any. */
  detail?: string;
  /** Data API method, e.g. "videos.list". */
  method?: string;
}

export class YouTubeError extends Error {
  readonly code: YouTubeErrorCode;
  readonly source: "api" | "page";
  readonly status: number;
  readonly reason: string | undefined;
  readonly kind: NotAvailableKind | undefined;
  readonly detail: string | undefined;
  readonly method: string | undefined;

  constructor(init: YouTubeErrorInit) {
    super(init.message);
    this.name = "YouTubeError";
    this.code = init.code;
    this.source = init.source;
    this.status = init.status ?? 0;
    this.reason = init.reason;
    this.kind = init.kind;
    this.detail = init.detail;
    this.method = init.method;
  }

  get isQuotaExceeded(): boolean {
    return this.code === "quota_exceeded";
  }

  /** Failures after which the public page may still answer (spec 002 §8: extractors fall back silently). */
  get canFallBack(): boolean {
    return this.source === "api" && this.code !== "invalid_input";
  }
}

export function notAvailable(subject: "video" | "channel", kind: NotAvailableKind, detail?: string): YouTubeError {
  const messages = subject === "video" ? YOUTUBE_MESSAGES.videoNotAvailable : YOUTUBE_MESSAGES.channelNotAvailable;
  return new YouTubeError({ code: "not_available", source: "page", kind, message: messages[kind], detail });
}

export function notConfigured(): YouTubeError {
  return new YouTubeError({ code: "not_configured", source: "api", message: YOUTUBE_NOT_CONFIGURED_MESSAGE });
}

const NOT_AVAILABLE_STATUS: Record<NotAvailableKind, number> = {
  private: 403,
  "age-restricted": 403,
  unavailable: 404,
  "bot-check": 503,
  "not-found": 404,
  terminated: 410,
  removed: 410,
  closed: 410,
};

/**
 * The /api answer for a YouTube failure: `{ error: { code, message } }` with a fitting status.
 * Route handlers call this in their catch; anything that is not a YouTubeError is rethrown as is.
 */
export function toApiError(e: unknown): unknown {
  if (!(e instanceof YouTubeError)) return e;
  switch (e.code) {
    case "not_configured":
      return new ApiError(503, "youtube_not_configured", e.message);
    case "quota_exceeded":
      return new ApiError(503, "youtube_quota_exceeded", e.message);
    case "api_error":
      return new ApiError(e.status === 404 ? 404 : 502, "youtube_api_error", e.message);
    case "timeout":
      return new ApiError(504, "youtube_timeout", e.message);
    case "not_available": {
      const kind = e.kind ?? "unavailable";
      return new ApiError(NOT_AVAILABLE_STATUS[kind], `youtube_${kind.replace("-", "_")}`, e.message);
    }
    case "invalid_input":
      return new ApiError(400, "invalid_input", e.message);
    default:
      return new ApiError(502, `youtube_${e.code}`, e.message);
  }
}
