import { STATUS_CODES } from "node:http";
import type { Router } from "express";
import { z } from "zod";
import { parseChannelInput, type ChannelInput } from "../../app/lib/youtube-ids";
import type { ServerContext } from "../../server/context";
import { ApiError, sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { notAvailable, pickThumbnail, toApiError, YouTubeError, type YouTubeService } from "../../server/services/youtube";
import { API_PATH, MESSAGES, type FinderResult } from "./logic";

/** Longer than any channel or video URL a person pastes. */
export const MAX_INPUT_LENGTH = 500;
export const MESSAGE_TOO_LONG = `The address is too long (at most ${MAX_INPUT_LENGTH} characters).`;

const querySchema = z.object({
  input: z.string({ message: MESSAGES.empty }).trim().min(1, MESSAGES.empty).max(MAX_INPUT_LENGTH, MESSAGE_TOO_LONG),
});

/**
 * The channel ID of any input, with the channel's name and picture when they can be had.
 * Quota (spec 001 §7, DESIGN.md decision 5): a bare ID needs no lookup for the ID itself and
 * one channels.list (1 unit) for its name and picture; an @handle or /user/ name is one
 * channels.list (1); a video URL one videos.list plus one channels.list (2); a /c/ name the
 * public page (0); only a free-text name searches (search.list, 100). Repeats come from the cache.
 */
export async function findChannel(yt: YouTubeService, input: ChannelInput): Promise<FinderResult> {
  switch (input.kind) {
    case "id":
    case "video": {
      const resolved = await yt.resolveChannelId(input);
      try {
        const p = await yt.channelProfile({ kind: "id", channelId: resolved.channelId });
        return { channelId: resolved.channelId, title: p.title || resolved.title, handle: p.handle, avatarUrl: p.avatarUrl, source: resolved.source, detailsError: null };
      } catch (e) {
        // An ID typed in whose channel YouTube says is gone (removed, terminated, closed, missing)
        // is no result at all. (A video's uploader exists: the video page named it.)
        if (!(e instanceof YouTubeError) || (input.kind === "id" && e.code === "not_available" && e.kind !== "bot-check")) throw e;
        // Otherwise the ID itself is known; say plainly that only the extras are missing.
        return { channelId: resolved.channelId, title: resolved.title, handle: resolved.handle, avatarUrl: null, source: resolved.source, detailsError: e.message };
      }
    }
    case "name": {
      const [first] = await yt.searchChannels({ q: input.query, maxResults: 1 });
      if (!first) throw notAvailable("channel", "not-found");
      return {
        channelId: first.channelId,
        title: first.title || null,
        handle: null,
        avatarUrl: pickThumbnail(first.thumbnails, ["high", "medium", "default"]),
        source: "api",
        detailsError: null,
      };
    }
    default: {
      const p = await yt.channelProfile(input);
      return { channelId: p.channelId, title: p.title || null, handle: p.handle, avatarUrl: p.avatarUrl, source: p.source, detailsError: null };
    }
  }
}

/**
 * §8's inner failures: when the one Data API call that could answer (the video's uploader, a
 * name search) fails, the message names it ("Search API failed: 403 Forbidden"); everything
 * else keeps the service's words.
 */
export function finderError(e: unknown): unknown {
  if (e instanceof YouTubeError && (e.code === "api_error" || e.code === "quota_exceeded") && (e.method === "videos.list" || e.method === "search.list")) {
    const mapped = toApiError(e);
    if (mapped instanceof ApiError) {
      const text = STATUS_CODES[e.status] ?? "";
      const message = e.method === "videos.list" ? MESSAGES.videoApiFailed(e.status, text) : MESSAGES.searchApiFailed(e.status, text);
      return new ApiError(mapped.status, mapped.code, message, mapped.headers);
    }
  }
  return toApiError(e);
}

/** GET /api/youtube/youtube-channel-id-finder?input=…: `FinderResult`, or `{ error: { code, message } }`. */
export function register(router: Router, ctx: ServerContext): void {
  router.get(API_PATH.replace(/^\/api/, ""), rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin), async (req, res) => {
    const parsed = querySchema.safeParse(req.query);
    if (!parsed.success) return sendError(res, 400, "missing_input", parsed.error.issues[0]?.message ?? MESSAGES.empty);
    const input = parseChannelInput(parsed.data.input);
    if (!input) return sendError(res, 400, "invalid_input", `${MESSAGES.notAChannelInput}.`);
    try {
      res.json(await findChannel(ctx.youtube, input));
    } catch (e) {
      throw finderError(e);
    }
  });
}
