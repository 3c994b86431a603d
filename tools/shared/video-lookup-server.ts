import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { ServerContext } from "../../server/context";
import { ApiError, sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { toApiError, type VideoDetails, type YouTubeService } from "../../server/services/youtube";
import { checkVideoInput, LOOKUP_MESSAGES, lookupFailureMessage, MAX_INPUT_LENGTH, type LookupEvent } from "./video-lookup";

/**
 * The lookup endpoint both extractors share (protocol in ./lookup.ts). It calls
 * `ctx.youtube.videoDetails` — Data API first (1 unit, cached), the public watch page without a
 * key or when the API fails (spec 002 §8: silently) — and reports each step as it starts.
 */

const querySchema = z.object({
  input: z.string({ message: LOOKUP_MESSAGES.empty }).trim().min(1, LOOKUP_MESSAGES.empty).max(MAX_INPUT_LENGTH, LOOKUP_MESSAGES.tooLong),
});

/**
 * `yt.videoDetails(videoId)`, calling `onStage` when it asks the Data API and when it reads the
 * watch page. The service's own method runs unchanged on an object whose prototype is the
 * service; only its two steps are wrapped, so cache, quota accounting and fallback rules stay
 * the service's.
 */
export function videoDetailsWithStages(yt: YouTubeService, videoId: string, onStage: (stage: "api" | "page") => void): Promise<VideoDetails> {
  const observed = Object.create(yt) as YouTubeService;
  observed.getVideo = (id: string) => {
    onStage("api");
    return yt.getVideo(id);
  };
  observed.watchPage = (id: string) => {
    onStage("page");
    return yt.watchPage(id);
  };
  return observed.videoDetails(videoId);
}

const INTERNAL_ERROR = { status: 500, code: "internal_error", message: "Something went wrong on our side. Please try again." };

/** GET `path` (under /api) answering the NDJSON lookup stream with `pick(details)` as the result. */
export function registerVideoLookup<T>(router: Router, ctx: ServerContext, path: string, pick: (d: VideoDetails) => T): void {
  router.get(path, rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin), async (req: Request, res: Response) => {
    const parsed = querySchema.safeParse(req.query);
    if (!parsed.success) return sendError(res, 400, "missing_input", parsed.error.issues[0]?.message ?? LOOKUP_MESSAGES.empty);
    const check = checkVideoInput(parsed.data.input);
    if (!check.ok) return sendError(res, 400, "invalid_input", check.error);

    res.status(200);
    res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
    let gone = false;
    res.on("close", () => {
      gone = !res.writableFinished;
    });
    const send = (event: LookupEvent) => {
      if (gone) return;
      res.write(`${JSON.stringify(event)}\n`);
      (res as Response & { flush?: () => void }).flush?.();
    };

    try {
      const details = await videoDetailsWithStages(ctx.youtube, check.videoId, (stage) => send({ type: "stage", stage }));
      send({ type: "result", video: pick(details) });
    } catch (e) {
      const mapped = toApiError(e);
      if (mapped instanceof ApiError) {
        const error = { code: mapped.code, message: lookupFailureMessage({ code: mapped.code, message: mapped.message }, ctx.youtube.configured) };
        send({ type: "error", status: mapped.status, error });
      } else {
        console.error("Video lookup failed:", e instanceof Error ? e.message : e);
        send({ type: "error", status: INTERNAL_ERROR.status, error: { code: INTERNAL_ERROR.code, message: INTERNAL_ERROR.message } });
      }
    }
    res.end();
  });
}
