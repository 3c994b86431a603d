import type { Router } from "express";
import { z } from "zod";
import { bannerSizes, CHANNEL_ID_PATTERN, parseChannelInput, type BannerResult } from "../../app/lib/youtube-ids";
import type { ServerContext } from "../../server/context";
import { ApiError, sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { fetchImage, type FetchedImage } from "../../server/services/image-proxy";
import { toApiError, YouTubeError, type ChannelProfile } from "../../server/services/youtube";
import { API_PATH, BANNER_SIZES, bannerFileName, countRealSources, DOWNLOAD_PATH, isBannerSizeCode, MESSAGES, type BannerLookup } from "./logic";

export const MAX_INPUT_LENGTH = 500;
export const MESSAGE_TOO_LONG = `The address is too long (at most ${MAX_INPUT_LENGTH} characters).`;
export const MESSAGE_INVALID_CHANNEL = "The channel must be a channel ID: UC followed by 22 characters.";
export const MESSAGE_UNKNOWN_SIZE = `Unknown banner size. Use one of: ${BANNER_SIZES.map((s) => s.code).join(", ")}.`;
export const MESSAGE_SIZE_NOT_AVAILABLE = "This banner size is not available.";
/** The sizes of a looked-up channel stay this long, so its downloads need no second lookup. */
export const SIZES_TTL_MS = 60 * 60_000;

const lookupSchema = z.object({
  input: z.string({ message: MESSAGES.empty }).trim().min(1, MESSAGES.empty).max(MAX_INPUT_LENGTH, MESSAGE_TOO_LONG),
});
const downloadSchema = z.object({
  channel: z.string({ message: MESSAGE_INVALID_CHANNEL }).regex(CHANNEL_ID_PATTERN, MESSAGE_INVALID_CHANNEL),
  size: z.string({ message: MESSAGE_UNKNOWN_SIZE }).refine(isBannerSizeCode, MESSAGE_UNKNOWN_SIZE),
});

function sizesKey(channelId: string): string {
  return `tool:youtube-channel-banner-downloader:sizes:${channelId}`;
}

/** "No such channel" from the API or the page is §8's "Could not resolve channel ID …". */
function isNotFound(e: unknown): boolean {
  return e instanceof YouTubeError && ((e.code === "not_available" && e.kind === "not-found") || (e.code === "api_error" && e.status === 404));
}

async function profileOf(ctx: ServerContext, input: Parameters<ServerContext["youtube"]["channelProfile"]>[0]): Promise<ChannelProfile> {
  try {
    return await ctx.youtube.channelProfile(input);
  } catch (e) {
    if (isNotFound(e)) throw new ApiError(404, "channel_not_resolved", MESSAGES.cannotResolve);
    throw toApiError(e);
  }
}

/** The six sizes of a channel's banner, kept for the downloads that follow. */
async function sizesOf(ctx: ServerContext, profile: ChannelProfile): Promise<BannerResult[]> {
  if (!profile.bannerUrl) throw new ApiError(404, "no_banner", MESSAGES.noBanner);
  const sizes = bannerSizes(profile.bannerUrl, profile.bannerSources);
  await ctx.cache.set(sizesKey(profile.channelId), sizes, SIZES_TTL_MS);
  return sizes;
}

async function fetchBanner(ctx: ServerContext, size: BannerResult): Promise<FetchedImage> {
  const options = { allowedHosts: ctx.config.imageProxyHosts, notFoundMessage: MESSAGE_SIZE_NOT_AVAILABLE };
  try {
    return await fetchImage(size.url, options);
  } catch (e) {
    // The same width without the crop parameters, as the preview does (§8).
    if (e instanceof ApiError && e.status === 404) return fetchImage(size.altUrl, options);
    throw e;
  }
}

/**
 * GET /api/youtube/youtube-channel-banner-downloader?input=…: the channel and its six banner
 * sizes (`BannerLookup`). Quota: one channels.list (1 unit) for an ID, @handle or /user/ name,
 * two (videos.list + channels.list) for a video URL, none for a /c/ name or without a key (the
 * public page); a repeat comes from the cache.
 *
 * GET …/download?channel=UC…&size=w2560: that size as an attachment named
 * youtube-banner-{w}x{h}.jpg. The browser names only a channel ID and a size code; the server
 * takes the address from its own lookup (kept SIZES_TTL_MS, so no quota) and fetches it only
 * from IMAGE_PROXY_HOSTS.
 */
export function register(router: Router, ctx: ServerContext): void {
  const limit = rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin);

  router.get(API_PATH.replace(/^\/api/, ""), limit, async (req, res) => {
    const parsed = lookupSchema.safeParse(req.query);
    if (!parsed.success) return sendError(res, 400, "missing_input", parsed.error.issues[0]?.message ?? MESSAGES.empty);
    const input = parseChannelInput(parsed.data.input);
    if (!input || input.kind === "name") return sendError(res, 400, "channel_not_resolved", MESSAGES.cannotResolve);
    const profile = await profileOf(ctx, input);
    const sizes = await sizesOf(ctx, profile);
    res.json({
      channel: { channelId: profile.channelId, title: profile.title, handle: profile.handle, source: profile.source },
      sizes,
      realSourceCount: countRealSources(sizes),
    } satisfies BannerLookup);
  });

  router.get(DOWNLOAD_PATH.replace(/^\/api/, ""), limit, async (req, res) => {
    const parsed = downloadSchema.safeParse(req.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return sendError(res, 400, issue?.path[0] === "size" ? "invalid_size" : "invalid_channel", issue?.message ?? MESSAGE_INVALID_CHANNEL);
    }
    const { channel, size: code } = parsed.data;
    const sizes = (await ctx.cache.get<BannerResult[]>(sizesKey(channel))) ?? (await sizesOf(ctx, await profileOf(ctx, { kind: "id", channelId: channel })));
    const size = sizes.find((s) => s.code === code);
    if (!size) return sendError(res, 400, "invalid_size", MESSAGE_UNKNOWN_SIZE);
    const image = await fetchBanner(ctx, size);
    res.setHeader("Content-Type", image.contentType);
    res.setHeader("Content-Length", String(image.bytes.byteLength));
    res.setHeader("Content-Disposition", `attachment; filename="${bannerFileName(size)}"`);
    res.end(image.bytes);
  });
}
