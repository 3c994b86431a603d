import type { Router } from "express";
import { z } from "zod";
import type { ServerContext } from "../../server/context";
import { sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { toApiError } from "../../server/services/youtube";
import { apiRegion, API_PATH, checkQuery, clampMaxResults, isOrder, isRegion, MESSAGES, toChannelItem, type SearchResponse } from "./logic";

const querySchema = z.object({
  q: z.string({ message: MESSAGES.emptyQuery }),
  order: z
    .string()
    .default("relevance")
    .refine((o) => isOrder(o), MESSAGES.invalidOption),
  region: z
    .string()
    .default("ALL")
    .refine((r) => isRegion(r), MESSAGES.invalidOption),
  // §5: clamped, not refused.
  maxResults: z.string().optional(),
});

/**
 * GET /api/youtube/youtube-channel-search-tool?q=…&order=relevance&region=ALL&maxResults=25:
 * `SearchResponse`, or `{ error: { code, message } }` with the spec's "YouTube API error: {status}".
 * Quota (§7): one search.list type=channel (100 units) and ONE channels.list for the statistics of
 * all results (1 unit), 101 in all; the same search within 10 minutes comes from the cache (0).
 */
export function register(router: Router, ctx: ServerContext): void {
  router.get(API_PATH.replace(/^\/api/, ""), rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin), async (req, res) => {
    const parsed = querySchema.safeParse(req.query);
    if (!parsed.success) return sendError(res, 400, "invalid_input", parsed.error.issues[0]?.message ?? MESSAGES.emptyQuery);
    const check = checkQuery(parsed.data.q);
    if (!check.ok) return sendError(res, 400, "invalid_input", check.error);
    const { order, region, maxResults } = parsed.data;
    try {
      const { items, statsError } = await ctx.youtube.searchChannelsWithStats({
        q: check.q,
        order: isOrder(order) ? order : "relevance",
        regionCode: apiRegion(region),
        maxResults: clampMaxResults(maxResults),
      });
      res.json({ items: items.map(toChannelItem), statsError } satisfies SearchResponse);
    } catch (e) {
      throw toApiError(e);
    }
  });
}
