import type { Response, Router } from "express";
import { z } from "zod";
import type { ServerContext } from "../../server/context";
import { ApiError, sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { toApiError, YouTubeError } from "../../server/services/youtube";
import { API_PATH, checkVideo, dedupeById, MAX_PAGES, MESSAGES, type FetchEvent } from "./logic";

const querySchema = z.object({
  video: z.string({ message: MESSAGES.invalidVideo }).trim().min(1, MESSAGES.invalidVideo).max(500, MESSAGES.invalidVideo),
});

/** The service's error, in the /api shape; "comments are off" keeps the spec's words under its own code. */
export function toPickerError(e: unknown): unknown {
  if (e instanceof YouTubeError && e.code === "api_error" && e.reason === "commentsDisabled") {
    return new ApiError(403, "youtube_comments_disabled", e.message);
  }
  return toApiError(e);
}

const INTERNAL_ERROR = { status: 500, code: "internal_error", message: "Something went wrong on our side. Please try again." };

/**
 * GET /api/youtube/youtube-comment-picker?video=<id or URL>: the comments of a video, up to 5
 * pages of 100 (protocol in ./logic.ts). Failures before the first page are plain JSON errors
 * with their status; after it, the NDJSON stream ends with an error event. Quota: one
 * commentThreads.list (1 unit) per page, so 1–5 units; the same video again within 10 minutes
 * comes from the cache (0).
 */
export function register(router: Router, ctx: ServerContext): void {
  router.get(API_PATH.replace(/^\/api/, ""), rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin), async (req, res) => {
    const parsed = querySchema.safeParse(req.query);
    if (!parsed.success) return sendError(res, 400, "invalid_input", parsed.error.issues[0]?.message ?? MESSAGES.invalidVideo);
    const check = checkVideo(parsed.data.video);
    if (!check.ok) return sendError(res, 400, "invalid_input", check.error);

    let streaming = false;
    let gone = false;
    res.on("close", () => {
      gone = !res.writableFinished;
    });
    const send = (event: FetchEvent) => {
      if (!streaming) {
        streaming = true;
        res.status(200);
        res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
        res.setHeader("X-Accel-Buffering", "no");
        res.flushHeaders();
      }
      if (gone) return;
      res.write(`${JSON.stringify(event)}\n`);
      (res as Response & { flush?: () => void }).flush?.();
    };

    try {
      const { items, pages, hasMore } = await ctx.youtube.comments(check.videoId, { maxPages: MAX_PAGES, onPage: (page) => send({ type: "page", page }) });
      send({ type: "result", videoId: check.videoId, comments: dedupeById(items), pages, hasMore });
      res.end();
    } catch (e) {
      const mapped = toPickerError(e);
      if (!streaming) throw mapped;
      if (mapped instanceof ApiError) send({ type: "error", status: mapped.status, error: { code: mapped.code, message: mapped.message } });
      else {
        console.error("Comment fetch failed:", e instanceof Error ? e.message : e);
        send({ type: "error", status: INTERNAL_ERROR.status, error: { code: INTERNAL_ERROR.code, message: INTERNAL_ERROR.message } });
      }
      res.end();
    }
  });
}
