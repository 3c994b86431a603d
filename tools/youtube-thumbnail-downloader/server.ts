import type { Router } from "express";
import type { ServerContext } from "../../server/context";
import { sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import { fetchImage } from "../../server/services/image-proxy";
import {
  MESSAGE_INVALID_INPUT,
  MESSAGE_THUMBNAIL_NOT_AVAILABLE,
  THUMBNAIL_SIZES,
  VIDEO_ID_PATTERN,
  isThumbnailSizeId,
  thumbnailFileName,
  thumbnailUrl,
} from "./logic";

export const MESSAGE_UNKNOWN_SIZE = `Unknown thumbnail size. Use one of: ${THUMBNAIL_SIZES.map((s) => s.id).join(", ")}.`;

/**
 * GET /api/thumbnails/config: the thumbnail host the page shows images from.
 * GET /api/thumbnail-download?video={id}&size={sizeId}: the image as an attachment named
 * {videoId}-{sizeId}.jpg. The server builds the image address itself, so visitors can only
 * choose a video id and one of the five sizes, never an address.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.get("/thumbnails/config", (_req, res) => {
    res.json({ imageBaseUrl: ctx.config.youtube.imageBaseUrl });
  });

  router.get("/thumbnail-download", rateLimit(ctx.rateLimit, "youtube", ctx.config.rateLimits.youtubePerMin), async (req, res) => {
    const video = typeof req.query.video === "string" ? req.query.video : "";
    const size = typeof req.query.size === "string" ? req.query.size : "";
    if (!VIDEO_ID_PATTERN.test(video)) return sendError(res, 400, "invalid_video_id", MESSAGE_INVALID_INPUT);
    if (!isThumbnailSizeId(size)) return sendError(res, 400, "invalid_size", MESSAGE_UNKNOWN_SIZE);
    const image = await fetchImage(thumbnailUrl(ctx.config.youtube.imageBaseUrl, video, size), {
      allowedHosts: ctx.config.imageProxyHosts,
      notFoundMessage: MESSAGE_THUMBNAIL_NOT_AVAILABLE,
    });
    res.setHeader("Content-Type", image.contentType);
    res.setHeader("Content-Length", String(image.bytes.byteLength));
    res.setHeader("Content-Disposition", `attachment; filename="${thumbnailFileName(video, size)}"`);
    res.end(image.bytes);
  });
}
