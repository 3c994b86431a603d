/**
 * Thumbnail downloader (spec 001 §2, §3, §4, §5, §7, §8, §9): video id parsing, the five
 * sizes, image URLs and download file names. Pure rules only.
 */

import { notAVideoMessage, parseVideoId, readVideoLink, VIDEO_ID_PATTERN } from "../../app/lib/youtube-ids";
import { DEFAULT_PUBLIC_SETTINGS } from "../../app/lib/public-settings";

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const GET_THUMBNAILS_LABEL = "Get Thumbnails";
export const DOWNLOAD_LABEL = "Download";
/** The spec's one error message (no final full stop in the spec). */
export const MESSAGE_INVALID_INPUT = "Please enter a valid YouTube URL or 11-character video ID";
/** The spec gives no field label or placeholder; these are the plain words. */
export const INPUT_LABEL = "YouTube video URL or ID";
export const INPUT_PLACEHOLDER = "e.g. https://www.youtube.com/watch?v=… or youtu.be/…";
/** Shown on a size card whose image YouTube does not have (often maxresdefault). */
export const NOT_AVAILABLE_TEXT = "Not available for this video";
/** The download route's answer when the image host has no such image. */
export const MESSAGE_THUMBNAIL_NOT_AVAILABLE = "Thumbnail not available for this video.";
/** Shown when a download fails without a message from the server (e.g. offline). */
export const MESSAGE_DOWNLOAD_FAILED = "The download failed. Please try again.";

// ---------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------

export interface ThumbnailSize {
  id: string;
  /** The spec names a label field without giving the words; these describe each size. */
  label: string;
  width: number;
  height: number;
  /** File name on the image host: /vi/{id}/{filename}. */
  filename: string;
}

export const THUMBNAIL_SIZES = [
  { id: "maxresdefault", label: "Maximum Resolution", width: 1280, height: 720, filename: "maxresdefault.jpg" },
  { id: "sddefault", label: "Standard Definition", width: 640, height: 480, filename: "sddefault.jpg" },
  { id: "hqdefault", label: "High Quality", width: 480, height: 360, filename: "hqdefault.jpg" },
  { id: "mqdefault", label: "Medium Quality", width: 320, height: 180, filename: "mqdefault.jpg" },
  { id: "default", label: "Default", width: 120, height: 90, filename: "default.jpg" },
] as const satisfies readonly ThumbnailSize[];

export type ThumbnailSizeId = (typeof THUMBNAIL_SIZES)[number]["id"];

export function isThumbnailSizeId(value: string): value is ThumbnailSizeId {
  return THUMBNAIL_SIZES.some((s) => s.id === value);
}

export function findSize(sizeId: ThumbnailSizeId): (typeof THUMBNAIL_SIZES)[number] {
  const size = THUMBNAIL_SIZES.find((s) => s.id === sizeId);
  if (!size) throw new Error(`Unknown thumbnail size: ${sizeId}`);
  return size;
}

/** "1280x720", the way the spec writes dimensions. */
export function dimensionsText(size: Pick<ThumbnailSize, "width" | "height">): string {
  return `${size.width}x${size.height}`;
}

// ---------------------------------------------------------------------------
// Video id
// ---------------------------------------------------------------------------

export { VIDEO_ID_PATTERN };

/**
 * The id of a bare id or any video link, read by the one shared reader (app/lib/youtube-ids.ts):
 * every form YouTube produces, the thumbnail hosts' vi/ form included.
 */
export function extractVideoId(input: string): string | null {
  return parseVideoId(input);
}

export type ParseResult = { ok: true; videoId: string } | { ok: false; error: string };

/**
 * The id, or what went wrong: the spec's message (spec 001 §8), or, for a link that is something
 * else on YouTube (a playlist, a channel…), the plain reason.
 */
export function parseThumbnailInput(input: string): ParseResult {
  const r = readVideoLink(input);
  return r.ok ? { ok: true, videoId: r.videoId } : { ok: false, error: notAVideoMessage(r, MESSAGE_INVALID_INPUT) };
}

// ---------------------------------------------------------------------------
// URLs and file names
// ---------------------------------------------------------------------------

/** The image on the thumbnail host: {imageBase}/vi/{id}/{filename}. */
export function thumbnailUrl(imageBase: string, videoId: string, sizeId: ThumbnailSizeId): string {
  const base = imageBase.replace(/\/+$/, "");
  return `${base}/vi/${encodeURIComponent(videoId)}/${findSize(sizeId).filename}`;
}

/** Saved file name: {videoId}-{sizeId}.jpg. */
export function thumbnailFileName(videoId: string, sizeId: ThumbnailSizeId): string {
  return `${videoId}-${sizeId}.jpg`;
}

export interface ThumbnailCard {
  sizeId: ThumbnailSizeId;
  label: string;
  width: number;
  height: number;
  dimensions: string;
  url: string;
  fileName: string;
}

/** The five size cards, largest first, for a parsed video id. */
export function buildThumbnailCards(imageBase: string, videoId: string): ThumbnailCard[] {
  return THUMBNAIL_SIZES.map((size) => ({
    sizeId: size.id,
    label: size.label,
    width: size.width,
    height: size.height,
    dimensions: dimensionsText(size),
    url: thumbnailUrl(imageBase, videoId, size.id),
    fileName: thumbnailFileName(videoId, size.id),
  }));
}

// ---------------------------------------------------------------------------
// Page helpers
// ---------------------------------------------------------------------------

/** YouTube's thumbnail host, unless the server names a mirror (YOUTUBE_IMAGE_BASE_URL). */
export const DEFAULT_IMAGE_BASE_URL = DEFAULT_PUBLIC_SETTINGS.youtubeImageBaseUrl;

/** The server route that saves one size as an attachment. */
export function downloadPath(videoId: string, sizeId: ThumbnailSizeId): string {
  return `/api/thumbnail-download?${new URLSearchParams({ video: videoId, size: sizeId }).toString()}`;
}

/**
 * Whether a loaded image is YouTube's stand-in for a missing size: it answers a size it does
 * not have with a 120x90 grey placeholder (or a 404, which the page sees as a load error).
 * The default size is 120 wide by nature, so it is never judged by width.
 */
export function isPlaceholderImage(sizeId: ThumbnailSizeId, naturalWidth: number): boolean {
  return sizeId !== "default" && naturalWidth <= 120;
}

/** When the preview itself cannot be shown (blocked, offline, slow): the download, which goes through the server, may still work. */
export const PREVIEW_FAILED_TEXT = "The preview could not be shown here. Download still works.";

export type PreviewState = "loading" | "loaded" | "unavailable" | "preview-failed";

/**
 * What a card shows after its image settles. Only YouTube's own placeholder (120×90 for a size
 * the video lacks, which YouTube sends even with its 404) means "Not available" and disables
 * Download; an image that fails to load in the browser is only a missing preview.
 */
export function previewStateAfter(sizeId: ThumbnailSizeId, event: { loaded: true; naturalWidth: number } | { loaded: false }): PreviewState {
  if (!event.loaded) return "preview-failed";
  return isPlaceholderImage(sizeId, event.naturalWidth) ? "unavailable" : "loaded";
}

/** The image host the page's settings name, if it is an http(s) URL; else YouTube's own. */
export function imageBaseUrl(setting: unknown): string {
  return readImageBaseUrl({ imageBaseUrl: setting }) ?? DEFAULT_IMAGE_BASE_URL;
}

/** The image base from GET /api/thumbnails/config, or null if the answer is not usable. */
export function readImageBaseUrl(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value = (body as { imageBaseUrl?: unknown }).imageBaseUrl;
  if (typeof value !== "string") return null;
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:" ? value.replace(/\/+$/, "") : null;
  } catch {
    return null;
  }
}

/** The message of the API's error shape `{ error: { message } }`, or the fallback. */
export function readErrorMessage(body: unknown, fallback: string): string {
  if (typeof body !== "object" || body === null) return fallback;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return fallback;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && message.trim() !== "" ? message : fallback;
}
