import { z } from "zod";

/**
 * Data API v3 response shapes, as loose as the real answers are: counts come as strings,
 * `tags` and whole parts may be missing, etags are quoted (before 2020) or plain, `items` is
 * absent when nothing matched. Each list is validated, then turned into the plain records the
 * tools use (counts as numbers, missing counts as null).
 */

const thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });
const thumbnails = z.record(z.string(), thumbnail).optional();
/** Counts are strings in the wire format ("7920"); accept numbers too. */
const count = z.union([z.string(), z.number()]).nullable().optional();

export const videoResourceSchema = z.object({
  id: z.string(),
  etag: z.string().optional(),
  snippet: z
    .object({
      publishedAt: z.string().optional(),
      channelId: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      thumbnails,
      channelTitle: z.string().optional(),
      tags: z.array(z.string()).optional(),
      categoryId: z.string().optional(),
      liveBroadcastContent: z.string().optional(),
      defaultLanguage: z.string().optional(),
      defaultAudioLanguage: z.string().optional(),
    })
    .optional(),
  contentDetails: z.object({ duration: z.string().optional(), definition: z.string().optional(), caption: z.string().optional() }).optional(),
  statistics: z.object({ viewCount: count, likeCount: count, commentCount: count, favoriteCount: count }).optional(),
});

export const channelResourceSchema = z.object({
  id: z.string(),
  etag: z.string().optional(),
  snippet: z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      customUrl: z.string().optional(),
      publishedAt: z.string().optional(),
      thumbnails,
      country: z.string().optional(),
    })
    .optional(),
  contentDetails: z.object({ relatedPlaylists: z.record(z.string(), z.string()).optional() }).optional(),
  statistics: z
    .object({ viewCount: count, subscriberCount: count, hiddenSubscriberCount: z.boolean().optional(), videoCount: count })
    .optional(),
  brandingSettings: z
    .object({
      channel: z.object({ title: z.string().optional(), description: z.string().optional(), keywords: z.string().optional() }).optional(),
      // 2019 answers also carry bannerImageUrl, bannerTvImageUrl … (removed since); only the external URL remains.
      image: z.object({ bannerExternalUrl: z.string().optional() }).optional(),
    })
    .optional(),
});

export const searchResultSchema = z.object({
  id: z.object({ kind: z.string(), channelId: z.string().optional(), videoId: z.string().optional(), playlistId: z.string().optional() }),
  snippet: z
    .object({
      publishedAt: z.string().optional(),
      channelId: z.string().optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      thumbnails,
      channelTitle: z.string().optional(),
      liveBroadcastContent: z.string().optional(),
    })
    .optional(),
});

const commentSnippet = z.object({
  authorDisplayName: z.string().optional(),
  authorProfileImageUrl: z.string().optional(),
  authorChannelUrl: z.string().optional(),
  authorChannelId: z.object({ value: z.string() }).optional(),
  textDisplay: z.string().optional(),
  textOriginal: z.string().optional(),
  likeCount: count,
  publishedAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

export const commentThreadSchema = z.object({
  id: z.string(),
  snippet: z.object({
    videoId: z.string().optional(),
    topLevelComment: z.object({ id: z.string(), snippet: commentSnippet }),
    totalReplyCount: z.number().optional(),
  }),
});

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({
    kind: z.string().optional(),
    etag: z.string().optional(),
    nextPageToken: z.string().optional(),
    // Absent when nothing matched (an unknown id or handle answers 200 with no items).
    items: z.array(item).optional(),
  });
}

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional(), domain: z.string().optional(), message: z.string().optional() })).optional(),
    status: z.string().optional(),
  }),
});

// ---------------------------------------------------------------------------
// What the tools get
// ---------------------------------------------------------------------------

export interface Thumbnail {
  url: string;
  width?: number;
  height?: number;
}
export type Thumbnails = Record<string, Thumbnail>;

export interface YouTubeVideo {
  id: string;
  title: string;
  description: string;
  channelId: string;
  channelTitle: string;
  publishedAt: string;
  /** Empty when the video has no tags (the API then leaves `tags` out). */
  tags: string[];
  categoryId: string | null;
  thumbnails: Thumbnails;
  /** ISO 8601 ("PT21M7S"), null when contentDetails was missing. */
  duration: string | null;
  durationSeconds: number | null;
  /** null when hidden or the part was missing. */
  viewCount: number | null;
  likeCount: number | null;
  commentCount: number | null;
  liveBroadcastContent: string | null;
}

export interface YouTubeChannel {
  id: string;
  title: string;
  description: string;
  /** "@googledevelopers" today; older answers give a bare vanity name. */
  customUrl: string | null;
  /** The @handle with its "@", when customUrl is one. */
  handle: string | null;
  publishedAt: string | null;
  country: string | null;
  thumbnails: Thumbnails;
  /** high, else medium, else default. */
  avatarUrl: string | null;
  /** null when the channel hides it (hiddenSubscriberCount) or statistics were missing. */
  subscriberCount: number | null;
  hiddenSubscriberCount: boolean;
  videoCount: number | null;
  viewCount: number | null;
  /** brandingSettings.image.bannerExternalUrl: a base URL without size parameters. */
  bannerUrl: string | null;
  uploadsPlaylistId: string | null;
  keywords: string | null;
}

export interface ChannelSearchResult {
  channelId: string;
  title: string;
  description: string;
  publishedAt: string | null;
  thumbnails: Thumbnails;
}

export interface VideoSearchResult {
  videoId: string;
  title: string;
  description: string;
  channelId: string;
  channelTitle: string;
  publishedAt: string | null;
  thumbnails: Thumbnails;
}

/** Spec 002 §3 "Comment item". */
export interface CommentItem {
  id: string;
  /** textDisplay, else textOriginal. */
  text: string;
  authorDisplayName: string;
  authorChannelId: string | null;
  authorProfileImageUrl: string | null;
  publishedAt: string;
  likeCount: number;
}

export function toCount(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  return /^\d+$/.test(v.trim()) ? Number(v.trim()) : null;
}

/** Seconds in an ISO 8601 duration ("P1DT2H3M4S"); null when it is not one. */
export function parseIsoDuration(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text);
  if (!m || text === "P" || text.endsWith("T")) return null;
  const [, w, d, h, min, s] = m;
  return Math.round(Number(w ?? 0) * 604800 + Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Number(s ?? 0));
}

/** The first thumbnail present in the order given, e.g. ["medium", "default"]. */
export function pickThumbnail(t: Thumbnails, order: readonly string[]): string | null {
  for (const k of order) if (t[k]?.url) return t[k]!.url;
  return null;
}

export function toVideo(r: z.infer<typeof videoResourceSchema>): YouTubeVideo {
  const s = r.snippet;
  const duration = r.contentDetails?.duration ?? null;
  return {
    id: r.id,
    title: s?.title ?? "",
    description: s?.description ?? "",
    channelId: s?.channelId ?? "",
    channelTitle: s?.channelTitle ?? "",
    publishedAt: s?.publishedAt ?? "",
    tags: s?.tags ?? [],
    categoryId: s?.categoryId ?? null,
    thumbnails: s?.thumbnails ?? {},
    duration,
    durationSeconds: parseIsoDuration(duration),
    viewCount: toCount(r.statistics?.viewCount),
    likeCount: toCount(r.statistics?.likeCount),
    commentCount: toCount(r.statistics?.commentCount),
    liveBroadcastContent: s?.liveBroadcastContent ?? null,
  };
}

export function toChannel(r: z.infer<typeof channelResourceSchema>): YouTubeChannel {
  const s = r.snippet;
  const st = r.statistics;
  const thumbs = s?.thumbnails ?? {};
  const customUrl = s?.customUrl ?? null;
  const hidden = st?.hiddenSubscriberCount === true;
  return {
    id: r.id,
    title: s?.title ?? r.brandingSettings?.channel?.title ?? "",
    description: s?.description ?? r.brandingSettings?.channel?.description ?? "",
    customUrl,
    handle: customUrl?.startsWith("@") ? customUrl : null,
    publishedAt: s?.publishedAt ?? null,
    country: s?.country ?? null,
    thumbnails: thumbs,
    avatarUrl: pickThumbnail(thumbs, ["high", "medium", "default"]),
    subscriberCount: hidden ? null : toCount(st?.subscriberCount),
    hiddenSubscriberCount: hidden,
    videoCount: toCount(st?.videoCount),
    viewCount: toCount(st?.viewCount),
    bannerUrl: r.brandingSettings?.image?.bannerExternalUrl ?? null,
    uploadsPlaylistId: r.contentDetails?.relatedPlaylists?.uploads ?? null,
    keywords: r.brandingSettings?.channel?.keywords ?? null,
  };
}

export function toChannelSearchResult(r: z.infer<typeof searchResultSchema>): ChannelSearchResult | null {
  const channelId = r.id.channelId ?? r.snippet?.channelId;
  if (!channelId || r.id.kind !== "youtube#channel") return null;
  return {
    channelId,
    title: r.snippet?.title ?? r.snippet?.channelTitle ?? "",
    description: r.snippet?.description ?? "",
    publishedAt: r.snippet?.publishedAt ?? null,
    thumbnails: r.snippet?.thumbnails ?? {},
  };
}

export function toVideoSearchResult(r: z.infer<typeof searchResultSchema>): VideoSearchResult | null {
  if (!r.id.videoId || r.id.kind !== "youtube#video") return null;
  return {
    videoId: r.id.videoId,
    title: r.snippet?.title ?? "",
    description: r.snippet?.description ?? "",
    channelId: r.snippet?.channelId ?? "",
    channelTitle: r.snippet?.channelTitle ?? "",
    publishedAt: r.snippet?.publishedAt ?? null,
    thumbnails: r.snippet?.thumbnails ?? {},
  };
}

export function toComment(r: z.infer<typeof commentThreadSchema>): CommentItem {
  const top = r.snippet.topLevelComment;
  const s = top.snippet;
  return {
    id: r.id,
    text: s.textDisplay || s.textOriginal || "",
    authorDisplayName: s.authorDisplayName ?? "",
    authorChannelId: s.authorChannelId?.value ?? null,
    authorProfileImageUrl: s.authorProfileImageUrl ?? null,
    publishedAt: s.publishedAt ?? "",
    likeCount: toCount(s.likeCount) ?? 0,
  };
}
