import type { Router } from "express";
import { bannerSizes, type BannerResult } from "../../app/lib/youtube-ids";
import type { ServerContext } from "../../server/context";
import { ApiError } from "../../server/http/errors";
import { fetchImage } from "../../server/services/image-proxy";
import { registerChannelImageTool } from "../shared/channel-images-server";
import { API_PATH, BANNER_SIZES, bannerFileName, countRealSources, DOWNLOAD_PATH, isBannerSizeCode, MESSAGES, type BannerLookup } from "./logic";

export { MAX_INPUT_LENGTH, MESSAGE_INVALID_CHANNEL, MESSAGE_TOO_LONG, SIZES_TTL_MS } from "../shared/channel-images-server";
export const MESSAGE_UNKNOWN_SIZE = `Unknown banner size. Use one of: ${BANNER_SIZES.map((s) => s.code).join(", ")}.`;
export const MESSAGE_SIZE_NOT_AVAILABLE = "This banner size is not available.";

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
  registerChannelImageTool<BannerResult>(router, ctx, {
    slug: "youtube-channel-banner-downloader",
    apiPath: API_PATH,
    downloadPath: DOWNLOAD_PATH,
    messages: MESSAGES,
    unknownSizeMessage: MESSAGE_UNKNOWN_SIZE,
    notAvailableMessage: MESSAGE_SIZE_NOT_AVAILABLE,
    isSizeKey: isBannerSizeCode,
    keyOf: (s) => s.code,
    sizesOf: (profile) => {
      if (!profile.bannerUrl) throw new ApiError(404, "no_banner", MESSAGES.noBanner);
      return bannerSizes(profile.bannerUrl, profile.bannerSources);
    },
    fileName: bannerFileName,
    body: (channel, sizes) => ({ channel, sizes, realSourceCount: countRealSources(sizes) }) satisfies BannerLookup,
    fetch: async (size, options) => {
      try {
        return await fetchImage(size.url, options);
      } catch (e) {
        // The same width without the crop parameters, as the preview does (§8).
        if (e instanceof ApiError && e.status === 404) return fetchImage(size.altUrl, options);
        throw e;
      }
    },
  });
}
