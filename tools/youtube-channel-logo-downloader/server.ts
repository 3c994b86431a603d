import type { Router } from "express";
import type { ServerContext } from "../../server/context";
import { ApiError } from "../../server/http/errors";
import { registerChannelImageTool } from "../shared/channel-images-server";
import { API_PATH, AVATAR_SIZES, buildLogoSizes, DOWNLOAD_PATH, isLogoKey, logoFileName, MESSAGES, type LogoLookup, type LogoSize } from "./logic";

export { MAX_INPUT_LENGTH, MESSAGE_INVALID_CHANNEL, MESSAGE_TOO_LONG, SIZES_TTL_MS } from "../shared/channel-images-server";
export const MESSAGE_UNKNOWN_SIZE = `Unknown logo size. Use one of: ${AVATAR_SIZES.map((s) => s.key).join(", ")}.`;
export const MESSAGE_SIZE_NOT_AVAILABLE = "This logo size is not available.";

/**
 * GET /api/youtube/youtube-channel-logo-downloader?input=…: the channel and its three logo sizes
 * (`LogoLookup`). Quota: one channels.list (1 unit) for an ID, @handle or /user/ name, two for a
 * video URL, none for a /c/ name or without a key (the public page); a repeat comes from the cache.
 *
 * GET …/download?channel=UC…&size=high: that size as an attachment named
 * youtube-channel-logo-{key}.jpg. The browser names only a channel ID and a size key; the
 * address comes from the server's own lookup and is fetched only from IMAGE_PROXY_HOSTS.
 */
export function register(router: Router, ctx: ServerContext): void {
  registerChannelImageTool<LogoSize>(router, ctx, {
    slug: "youtube-channel-logo-downloader",
    apiPath: API_PATH,
    downloadPath: DOWNLOAD_PATH,
    messages: MESSAGES,
    unknownSizeMessage: MESSAGE_UNKNOWN_SIZE,
    notAvailableMessage: MESSAGE_SIZE_NOT_AVAILABLE,
    isSizeKey: isLogoKey,
    keyOf: (s) => s.key,
    sizesOf: (profile) => {
      if (!profile.avatarUrl) throw new ApiError(404, "no_logo", MESSAGES.noLogo);
      return buildLogoSizes(profile.avatarUrl);
    },
    fileName: (s) => logoFileName(s.key),
    body: (channel, sizes) => ({ channel, sizes }) satisfies LogoLookup,
  });
}
