import type { Router } from "express";
import { z } from "zod";
import type { ServerContext } from "../../server/context";
import { ApiError, sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { toApiError, YouTubeError } from "../../server/services/youtube";
import { ALL_CATEGORY, apiCategory, apiRegion, API_PATH, clampMaxResults, DEFAULT_REGION, isCategory, isRegion, MESSAGES, toTrendingItem, type TrendingResponse } from "./logic";

const querySchema = z.object({
  region: z
    .string()
    .default(DEFAULT_REGION)
    .refine((r) => isRegion(r), MESSAGES.invalidRegion),
  category: z
    .string()
    .default(ALL_CATEGORY)
    .refine((c) => isCategory(c), MESSAGES.invalidCategory),
  // §5: clamped, not refused.
  maxResults: z.string().optional(),
});

/**
 * GET /api/youtube/youtube-trending-videos-finder?region=US&category=0&maxResults=25:
 * `TrendingResponse`, or `{ error: { code, message } }` with the spec's "YouTube API error: {status}".
 * Quota: one videos.list chart=mostPopular (1 unit); the same chart within 10 minutes comes from the cache (0).
 */
export function register(router: Router, ctx: ServerContext): void {
  router.get(API_PATH.replace(/^\/api/, ""), rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin), async (req, res) => {
    const parsed = querySchema.safeParse(req.query);
    if (!parsed.success) return sendError(res, 400, "invalid_input", parsed.error.issues[0]?.message ?? MESSAGES.invalidRegion);
    const { region, category, maxResults } = parsed.data;
    const regionCode = apiRegion(region);
    try {
      const videos = await ctx.youtube.trending({ regionCode, videoCategoryId: apiCategory(category), maxResults: clampMaxResults(maxResults) });
      res.json({ items: videos.map(toTrendingItem), regionCode } satisfies TrendingResponse);
    } catch (e) {
      // YouTube keeps no chart for some categories in some regions: same words, a code the page can explain.
      if (e instanceof YouTubeError && e.code === "api_error" && e.reason === "videoChartNotFound") {
        throw new ApiError(404, "youtube_chart_not_found", e.message);
      }
      throw toApiError(e);
    }
  });
}
