import type { Router } from "express";
import { z } from "zod";
import { CHANNEL_ID_PATTERN, parseChannelInput } from "../../app/lib/youtube-ids";
import type { ServerContext } from "../../server/context";
import { ApiError, sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { fetchImage, type FetchedImage, type FetchImageOptions } from "../../server/services/image-proxy";
import { toApiError, YouTubeError, type ChannelProfile } from "../../server/services/youtube";

/**
 * The server half of the channel image downloaders (banner, logo): one lookup that resolves a
 * channel and lists its image sizes, and one download that streams a size as an attachment.
 * Each tool gives its sizes, words and file names; the flow, the checks, the cache and the
 * image host allow-list are the same for both.
 */
export const MAX_INPUT_LENGTH = 500;
export const MESSAGE_TOO_LONG = `The address is too long (at most ${MAX_INPUT_LENGTH} characters).`;
export const MESSAGE_INVALID_CHANNEL = "The channel must be a channel ID: UC followed by 22 characters.";
/** The sizes of a looked-up channel stay this long, so its downloads need no second lookup. */
export const SIZES_TTL_MS = 60 * 60_000;

export interface ChannelSummary {
  channelId: string;
  title: string;
  handle: string | null;
  source: ChannelProfile["source"];
}

export interface ChannelImageTool<S> {
  slug: string;
  apiPath: string;
  downloadPath: string;
  messages: { empty: string; cannotResolve: string };
  unknownSizeMessage: string;
  notAvailableMessage: string;
  isSizeKey: (v: string) => boolean;
  keyOf: (size: S) => string;
  /** The channel's sizes of this image; throws an ApiError when the channel has none. */
  sizesOf: (profile: ChannelProfile) => S[];
  fileName: (size: S) => string;
  /** The lookup's answer. */
  body: (channel: ChannelSummary, sizes: S[]) => unknown;
  /** Fetches a size (from the allowed hosts only); by default its `url`. */
  fetch?: (size: S, options: FetchImageOptions) => Promise<FetchedImage>;
}

/** "No such channel" from the API or the page is the spec's "Could not resolve channel …". */
function isNotFound(e: unknown): boolean {
  return e instanceof YouTubeError && ((e.code === "not_available" && e.kind === "not-found") || (e.code === "api_error" && e.status === 404));
}

export function registerChannelImageTool<S extends { url: string }>(router: Router, ctx: ServerContext, tool: ChannelImageTool<S>): void {
  const limit = rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin);
  const lookupSchema = z.object({
    input: z.string({ message: tool.messages.empty }).trim().min(1, tool.messages.empty).max(MAX_INPUT_LENGTH, MESSAGE_TOO_LONG),
  });
  const downloadSchema = z.object({
    channel: z.string({ message: MESSAGE_INVALID_CHANNEL }).regex(CHANNEL_ID_PATTERN, MESSAGE_INVALID_CHANNEL),
    size: z.string({ message: tool.unknownSizeMessage }).refine(tool.isSizeKey, tool.unknownSizeMessage),
  });
  const sizesKey = (channelId: string) => `tool:${tool.slug}:sizes:${channelId}`;

  async function profileOf(input: Parameters<ServerContext["youtube"]["channelProfile"]>[0]): Promise<ChannelProfile> {
    try {
      return await ctx.youtube.channelProfile(input);
    } catch (e) {
      if (isNotFound(e)) throw new ApiError(404, "channel_not_resolved", tool.messages.cannotResolve);
      throw toApiError(e);
    }
  }

  /** The sizes, kept for the downloads that follow. */
  async function sizesOf(profile: ChannelProfile): Promise<S[]> {
    const sizes = tool.sizesOf(profile);
    await ctx.cache.set(sizesKey(profile.channelId), sizes, SIZES_TTL_MS);
    return sizes;
  }

  router.get(tool.apiPath.replace(/^\/api/, ""), limit, async (req, res) => {
    const parsed = lookupSchema.safeParse(req.query);
    if (!parsed.success) return sendError(res, 400, "missing_input", parsed.error.issues[0]?.message ?? tool.messages.empty);
    const input = parseChannelInput(parsed.data.input);
    if (!input || input.kind === "name") return sendError(res, 400, "channel_not_resolved", tool.messages.cannotResolve);
    const profile = await profileOf(input);
    const sizes = await sizesOf(profile);
    res.json(tool.body({ channelId: profile.channelId, title: profile.title, handle: profile.handle, source: profile.source }, sizes));
  });

  router.get(tool.downloadPath.replace(/^\/api/, ""), limit, async (req, res) => {
    const parsed = downloadSchema.safeParse(req.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return sendError(res, 400, issue?.path[0] === "size" ? "invalid_size" : "invalid_channel", issue?.message ?? MESSAGE_INVALID_CHANNEL);
    }
    const { channel, size: key } = parsed.data;
    const sizes = (await ctx.cache.get<S[]>(sizesKey(channel))) ?? (await sizesOf(await profileOf({ kind: "id", channelId: channel })));
    const size = sizes.find((s) => tool.keyOf(s) === key);
    if (!size) return sendError(res, 400, "invalid_size", tool.unknownSizeMessage);
    const options = { allowedHosts: ctx.config.imageProxyHosts, notFoundMessage: tool.notAvailableMessage };
    const image = await (tool.fetch ? tool.fetch(size, options) : fetchImage(size.url, options));
    res.setHeader("Content-Type", image.contentType);
    res.setHeader("Content-Length", String(image.bytes.byteLength));
    res.setHeader("Content-Disposition", `attachment; filename="${tool.fileName(size)}"`);
    res.end(image.bytes);
  });
}
