import { AsyncLocalStorage } from "node:async_hooks";
import type { z } from "zod";
import { cacheEvents, recordUpstream, timedUpstream, youtubeQuotaUnits } from "../../observability";
import { CHANNEL_ID_PATTERN, channelPagePath, HANDLE_PATTERN, VIDEO_ID_PATTERN, type ChannelInput } from "../../../app/lib/youtube-ids";
import type { Config } from "../../config";
import type { CacheService } from "../cache";
import { notAvailable, notConfigured, YOUTUBE_MESSAGES, YouTubeError } from "./errors";
import { fetchPage, type FetchedPage } from "./page-fetch";
import { parseChannelPage, parseWatchPage, type ChannelPageData, type ParseOutcome, type WatchPageData } from "./page-parse";
import {
  apiErrorBodySchema,
  channelResourceSchema,
  commentThreadSchema,
  listSchema,
  pickThumbnail,
  searchResultSchema,
  toChannel,
  toChannelSearchResult,
  toComment,
  toVideo,
  toVideoSearchResult,
  videoResourceSchema,
  type ChannelSearchResult,
  type CommentItem,
  type Thumbnails,
  type VideoSearchResult,
  type YouTubeChannel,
  type YouTubeVideo,
} from "./schemas";

/**
 * The only code that talks to YouTube: Data API v3 calls (key kept on the server, responses
 * validated, cached, quota counted per method) and the public-page fallback (watch and channel
 * pages read by ./page-parse). Tools call the high-level methods (videoDetails, channelProfile,
 * resolveChannelId, trending, comments, searchChannelsWithStats) and map failures with
 * toApiError from ./errors.
 */

/** Quota units per call (Data API v3 costs). */

/** The Data API answers and channel/watch pages one lookup read (from upstream or the cache). */
export interface LookupReads {
  api: number;
  pages: number;
}

/**
 * Counts the reads of the lookup running in this async context, so that when the same
 * answer is repeated later without asking this service (the server's short lookup memo),
 * the quota report can still count those reads as the cache hits they stand for.
 */
export const lookupReads = new AsyncLocalStorage<LookupReads>();

export const QUOTA_COSTS = {
  "videos.list": 1,
  "channels.list": 1,
  "commentThreads.list": 1,
  "search.list": 100,
} as const;
export type ApiMethod = keyof typeof QUOTA_COSTS;
const METHODS = Object.keys(QUOTA_COSTS) as ApiMethod[];

export const VIDEO_PARTS = "snippet,contentDetails,statistics";
export const CHANNEL_PARTS = "snippet,statistics,brandingSettings,contentDetails";
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);

export interface YouTubeServiceOptions {
  /** Per Data API call. */
  timeoutMs?: number;
  /** Per public page, redirects included. */
  pageTimeoutMs?: number;
  pageMaxBytes?: number;
  videoTtlMs?: number;
  channelTtlMs?: number;
  /** Trending, searches and comments. */
  listTtlMs?: number;
  /** Parsed public pages. */
  pageTtlMs?: number;
  /** After a quotaExceeded answer, the API is not called again for this long (callers fall back at once). */
  quotaCooldownMs?: number;
  fetchImpl?: typeof fetch;
}

export interface QuotaSnapshot {
  /** Units spent by this process since it started. */
  total: number;
  byMethod: Record<ApiMethod, number>;
  calls: Record<ApiMethod, number>;
  /** Data API lookups answered from the cache (no units spent). */
  cacheHits: number;
  pages: { fetches: number; cacheHits: number };
  since: string;
  /** Set after a quotaExceeded answer: until then the API is skipped. */
  exhaustedUntil: string | null;
}

export type SearchOrder = "relevance" | "date" | "rating" | "title" | "videoCount" | "viewCount";

export interface ChannelSearchParams {
  q: string;
  order?: SearchOrder;
  /** Two-letter region; leave out for all regions. */
  regionCode?: string;
  /** Clamped to 1–50; default 25. */
  maxResults?: number;
}

export interface VideoSearchParams {
  q?: string;
  channelId?: string;
  order?: SearchOrder;
  regionCode?: string;
  maxResults?: number;
}

export interface TrendingParams {
  /** Two-letter region ("ALL" is the tool's to map, to US per spec 002 §5). */
  regionCode?: string;
  /** Left out when absent or "0" (all categories). */
  videoCategoryId?: string;
  /** Clamped to 1–50; default 25. */
  maxResults?: number;
}

export interface CommentPageParams {
  videoId: string;
  pageToken?: string;
  order?: "time" | "relevance";
  /** Clamped to 1–100; default 100. */
  maxResults?: number;
}

/** Spec 002 §3 "Channel item" (channel search results merged with channels.list statistics). */
export interface ChannelListItem {
  channelId: string;
  title: string;
  description: string;
  /** high, else default. */
  thumbnail: string | null;
  thumbnails: Thumbnails;
  customUrl: string | null;
  publishedAt: string | null;
  subscriberCount: number | null;
  videoCount: number | null;
}

/** What the tag and title/description extractors show. */
export interface VideoDetails {
  videoId: string;
  title: string;
  description: string;
  /** Empty when the video has none. */
  tags: string[];
  channelId: string;
  channelTitle: string;
  source: "api" | "page";
  /** From the page only: why it cannot be played although its details are public. */
  restriction: WatchPageData["playability"]["restriction"];
}

/** What the channel ID finder, banner and logo downloaders show. */
export interface ChannelProfile {
  channelId: string;
  title: string;
  description: string;
  /** "@name" when known. */
  handle: string | null;
  customUrl: string | null;
  /** The largest avatar known; avatarSizes() in app/lib/youtube-ids makes the three logo sizes. */
  avatarUrl: string | null;
  /** A banner URL (the API's bare base, or the page's largest); bannerSizes() makes the six sizes. */
  bannerUrl: string | null;
  /** Banner URLs the channel page itself listed (none from the API): bannerSizes(…, realSources). */
  bannerSources: string[];
  subscriberCount: number | null;
  subscriberCountText: string | null;
  videoCount: number | null;
  source: "api" | "page";
}

export interface ChannelIdResult {
  channelId: string;
  title: string | null;
  handle: string | null;
  source: "input" | "api" | "page";
}

type PageInput = Extract<ChannelInput, { kind: "id" | "handle" | "custom" | "user" }>;

function clamp(n: number | undefined, min: number, max: number, def: number): number {
  if (n === undefined || !Number.isFinite(n)) return def;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

function zeroes(): Record<ApiMethod, number> {
  return { "videos.list": 0, "channels.list": 0, "commentThreads.list": 0, "search.list": 0 };
}

function invalidInput(): YouTubeError {
  return new YouTubeError({ code: "invalid_input", source: "api", message: YOUTUBE_MESSAGES.invalidInput });
}

export class YouTubeService {
  private readonly timeoutMs: number;
  private readonly pageTimeoutMs: number;
  private readonly pageMaxBytes: number | undefined;
  private readonly videoTtlMs: number;
  private readonly channelTtlMs: number;
  private readonly listTtlMs: number;
  private readonly pageTtlMs: number;
  private readonly quotaCooldownMs: number;
  private readonly fetchImpl: typeof fetch | undefined;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly units = zeroes();
  private readonly calls = zeroes();
  private cacheHits = 0;
  private pageFetches = 0;
  private pageCacheHits = 0;
  private readonly since = new Date().toISOString();
  private exhaustedUntil = 0;

  constructor(
    private readonly cfg: Config["youtube"],
    private readonly cache: CacheService,
    opts: YouTubeServiceOptions = {},
  ) {
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.pageTimeoutMs = opts.pageTimeoutMs ?? 10_000;
    this.pageMaxBytes = opts.pageMaxBytes;
    this.videoTtlMs = opts.videoTtlMs ?? 60 * 60_000;
    this.channelTtlMs = opts.channelTtlMs ?? 60 * 60_000;
    this.listTtlMs = opts.listTtlMs ?? 10 * 60_000;
    this.pageTtlMs = opts.pageTtlMs ?? 60 * 60_000;
    this.quotaCooldownMs = opts.quotaCooldownMs ?? 15 * 60_000;
    this.fetchImpl = opts.fetchImpl;
  }

  /** A Data API key is set. Without one, callers use the page fallback or say YOUTUBE_NOT_CONFIGURED_MESSAGE. */
  get configured(): boolean {
    return Boolean(this.cfg.apiKey);
  }

  /** The API may be called now: configured and not inside a quota cool-down. */
  get apiUsable(): boolean {
    return this.configured && Date.now() >= this.exhaustedUntil;
  }

  quota(): QuotaSnapshot {
    const total = METHODS.reduce((sum, m) => sum + this.units[m], 0);
    return {
      total,
      byMethod: { ...this.units },
      calls: { ...this.calls },
      cacheHits: this.cacheHits,
      pages: { fetches: this.pageFetches, cacheHits: this.pageCacheHits },
      since: this.since,
      exhaustedUntil: Date.now() < this.exhaustedUntil ? new Date(this.exhaustedUntil).toISOString() : null,
    };
  }

  /** A lookup answered again from the server's memo: its reads count as cache hits, with no quota. */
  countRepeat(reads: LookupReads): void {
    this.cacheHits += reads.api;
    this.pageCacheHits += reads.pages;
  }

  // ---- Plumbing ---------------------------------------------------------------------------

  /** Cache, then one shared in-flight request per key, then `load`. Failures are not cached. */
  private async cachedOnce<T>(key: string, ttlMs: number, onHit: () => void, load: () => Promise<T>): Promise<T> {
    const hit = await this.cache.get<T>(key);
    cacheEvents.inc({ result: hit !== undefined ? "hit" : "miss" });
    if (hit !== undefined) {
      onHit();
      return hit;
    }
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const p = (async () => {
      const value = await load();
      await this.cache.set(key, value, ttlMs);
      return value;
    })();
    this.inflight.set(key, p);
    try {
      return await p;
    } finally {
      this.inflight.delete(key);
    }
  }

  private quotaError(method: ApiMethod, reason = "quotaExceeded"): YouTubeError {
    return new YouTubeError({ code: "quota_exceeded", source: "api", status: 403, reason, method, message: YOUTUBE_MESSAGES.apiError(403) });
  }

  /** One Data API GET: validated, mapped, cached under the method and parameters (never the key). */
  private async api<S extends z.ZodType, T>(method: ApiMethod, params: Record<string, string>, schema: S, ttlMs: number, map: (body: z.infer<S>) => T): Promise<T> {
    if (!this.cfg.apiKey) throw notConfigured();
    const sorted = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join("&");
    const key = `youtube:api:${method}?${sorted}`;
    const reads = lookupReads.getStore();
    if (reads) reads.api++;
    return this.cachedOnce(key, ttlMs, () => this.cacheHits++, async () => {
      if (Date.now() < this.exhaustedUntil) throw this.quotaError(method);
      const url = new URL(`${this.cfg.apiBaseUrl}/${method.split(".")[0]}`);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      url.searchParams.set("key", this.cfg.apiKey!);
      this.calls[method]++;
      this.units[method] += QUOTA_COSTS[method];
      youtubeQuotaUnits.inc({ method }, QUOTA_COSTS[method]);
      const timeout = AbortSignal.timeout(this.timeoutMs);
      let res: Response;
      let text: string;
      const started = performance.now();
      try {
        res = await (this.fetchImpl ?? fetch)(url, { headers: { Accept: "application/json" }, redirect: "manual", signal: timeout });
        text = await res.text();
        recordUpstream("youtube-api", performance.now() - started, String(res.status));
      } catch {
        recordUpstream("youtube-api", performance.now() - started, timeout.aborted ? "timeout" : "network");
        // The URL carries the key: never put it, or the fetch error that may quote it, in a message.
        if (timeout.aborted) throw new YouTubeError({ code: "timeout", source: "api", method, message: YOUTUBE_MESSAGES.apiTimeout });
        throw new YouTubeError({ code: "network", source: "api", method, message: YOUTUBE_MESSAGES.apiNetwork });
      }
      let body: unknown;
      try {
        body = text === "" ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (res.status < 200 || res.status >= 300) {
        const err = apiErrorBodySchema.safeParse(body);
        const reason = err.success ? err.data.error.errors?.[0]?.reason : undefined;
        if (res.status === 403 && reason && QUOTA_REASONS.has(reason)) {
          this.exhaustedUntil = Date.now() + this.quotaCooldownMs;
          throw this.quotaError(method, reason);
        }
        throw new YouTubeError({ code: "api_error", source: "api", status: res.status, reason, method, message: YOUTUBE_MESSAGES.apiError(res.status) });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw new YouTubeError({ code: "invalid_response", source: "api", status: res.status, method, message: YOUTUBE_MESSAGES.apiInvalid });
      }
      return map(parsed.data);
    });
  }

  private async page<T>(path: string, subject: "video" | "channel", parse: (html: string) => ParseOutcome<T>): Promise<T> {
    const key = `youtube:page:${path}`;
    const reads = lookupReads.getStore();
    if (reads) reads.pages++;
    return this.cachedOnce(key, this.pageTtlMs, () => this.pageCacheHits++, async () => {
      this.pageFetches++;
      const url = `${this.cfg.webBaseUrl}${path}${path.includes("?") ? "&" : "?"}hl=en`;
      const page: FetchedPage = await timedUpstream("youtube-web", () =>
        fetchPage(url, { timeoutMs: this.pageTimeoutMs, maxBytes: this.pageMaxBytes, fetchImpl: this.fetchImpl }),
      );
      if (page.status === 404 || page.status === 410) throw notAvailable(subject, "not-found");
      if (page.status === 429) throw notAvailable(subject, "bot-check");
      if (page.status < 200 || page.status >= 300) {
        throw new YouTubeError({ code: "page_error", source: "page", status: page.status, message: YOUTUBE_MESSAGES.pageError(page.status) });
      }
      const outcome = parse(page.html);
      if (!outcome.ok) throw notAvailable(subject, outcome.kind, outcome.detail);
      return outcome.data;
    });
  }

  // ---- Data API -----------------------------------------------------------------------------

  /** videos.list by id (up to 50), parts snippet,contentDetails,statistics. Unknown ids are left out. */
  async getVideos(ids: readonly string[]): Promise<YouTubeVideo[]> {
    if (ids.length === 0) return [];
    if (ids.length > 50 || !ids.every((id) => VIDEO_ID_PATTERN.test(id))) throw invalidInput();
    return this.api("videos.list", { part: VIDEO_PARTS, id: ids.join(","), maxResults: "50" }, listSchema(videoResourceSchema), this.videoTtlMs, (b) =>
      (b.items ?? []).map(toVideo),
    );
  }

  async getVideo(id: string): Promise<YouTubeVideo | null> {
    return (await this.getVideos([id]))[0] ?? null;
  }

  /** channels.list by id (up to 50), parts snippet,statistics,brandingSettings,contentDetails. */
  async getChannels(ids: readonly string[]): Promise<YouTubeChannel[]> {
    if (ids.length === 0) return [];
    if (ids.length > 50 || !ids.every((id) => CHANNEL_ID_PATTERN.test(id))) throw invalidInput();
    return this.channelsList({ id: ids.join(","), maxResults: "50" });
  }

  async getChannel(id: string): Promise<YouTubeChannel | null> {
    return (await this.getChannels([id]))[0] ?? null;
  }

  /** channels.list?forHandle= (1 unit; never a 100-unit search). The "@" is optional. */
  async getChannelByHandle(handle: string): Promise<YouTubeChannel | null> {
    const h = handle.startsWith("@") ? handle.slice(1) : handle;
    if (!HANDLE_PATTERN.test(h)) throw invalidInput();
    return (await this.channelsList({ forHandle: `@${h}` }))[0] ?? null;
  }

  /** channels.list?forUsername= for legacy /user/ URLs. */
  async getChannelByUsername(username: string): Promise<YouTubeChannel | null> {
    if (username.trim() === "" || username.length > 100) throw invalidInput();
    return (await this.channelsList({ forUsername: username }))[0] ?? null;
  }

  private channelsList(params: Record<string, string>): Promise<YouTubeChannel[]> {
    return this.api("channels.list", { part: CHANNEL_PARTS, ...params }, listSchema(channelResourceSchema), this.channelTtlMs, (b) =>
      (b.items ?? []).map(toChannel),
    );
  }

  /** search.list type=channel (100 units): only for free-text names. */
  async searchChannels(p: ChannelSearchParams): Promise<ChannelSearchResult[]> {
    const q = p.q.trim();
    if (q === "") throw invalidInput();
    const params: Record<string, string> = { part: "snippet", type: "channel", q, maxResults: String(clamp(p.maxResults, 1, 50, 25)) };
    if (p.order) params.order = p.order;
    if (p.regionCode) params.regionCode = p.regionCode;
    return this.api("search.list", params, listSchema(searchResultSchema), this.listTtlMs, (b) =>
      (b.items ?? []).map(toChannelSearchResult).filter((r): r is ChannelSearchResult => r !== null),
    );
  }

  /**
   * The channel search tool (spec 002 §7): search.list type=channel, then one channels.list for
   * the statistics and customUrl of all results. If the statistics call fails, the results come
   * back without them and `statsError` says why.
   */
  async searchChannelsWithStats(p: ChannelSearchParams): Promise<{ items: ChannelListItem[]; statsError: string | null }> {
    const found = await this.searchChannels(p);
    let stats = new Map<string, YouTubeChannel>();
    let statsError: string | null = null;
    try {
      stats = new Map((await this.getChannels(found.map((f) => f.channelId))).map((c) => [c.id, c]));
    } catch (e) {
      if (!(e instanceof YouTubeError)) throw e;
      statsError = e.message;
    }
    const items = found.map((f): ChannelListItem => {
      const c = stats.get(f.channelId);
      return {
        channelId: f.channelId,
        title: f.title,
        description: f.description,
        thumbnail: pickThumbnail(f.thumbnails, ["high", "default"]),
        thumbnails: f.thumbnails,
        customUrl: c?.customUrl ?? null,
        publishedAt: c?.publishedAt ?? f.publishedAt,
        subscriberCount: c?.subscriberCount ?? null,
        videoCount: c?.videoCount ?? null,
      };
    });
    return { items, statsError };
  }

  /** search.list type=video (100 units). */
  async searchVideos(p: VideoSearchParams): Promise<VideoSearchResult[]> {
    const params: Record<string, string> = { part: "snippet", type: "video", maxResults: String(clamp(p.maxResults, 1, 50, 25)) };
    if (p.q?.trim()) params.q = p.q.trim();
    if (p.channelId) {
      if (!CHANNEL_ID_PATTERN.test(p.channelId)) throw invalidInput();
      params.channelId = p.channelId;
    }
    if (!params.q && !params.channelId) throw invalidInput();
    if (p.order) params.order = p.order;
    if (p.regionCode) params.regionCode = p.regionCode;
    return this.api("search.list", params, listSchema(searchResultSchema), this.listTtlMs, (b) =>
      (b.items ?? []).map(toVideoSearchResult).filter((r): r is VideoSearchResult => r !== null),
    );
  }

  /** videos.list chart=mostPopular with snippet,contentDetails,statistics. */
  async trending(p: TrendingParams = {}): Promise<YouTubeVideo[]> {
    const params: Record<string, string> = { part: VIDEO_PARTS, chart: "mostPopular", maxResults: String(clamp(p.maxResults, 1, 50, 25)) };
    if (p.regionCode) params.regionCode = p.regionCode;
    if (p.videoCategoryId && p.videoCategoryId !== "0") params.videoCategoryId = p.videoCategoryId;
    return this.api("videos.list", params, listSchema(videoResourceSchema), this.listTtlMs, (b) => (b.items ?? []).map(toVideo));
  }

  /** One page of commentThreads.list (part snippet, textFormat plainText). */
  async commentThreads(p: CommentPageParams): Promise<{ items: CommentItem[]; nextPageToken: string | null }> {
    if (!VIDEO_ID_PATTERN.test(p.videoId)) throw invalidInput();
    const params: Record<string, string> = {
      part: "snippet",
      videoId: p.videoId,
      maxResults: String(clamp(p.maxResults, 1, 100, 100)),
      textFormat: "plainText",
    };
    if (p.pageToken) params.pageToken = p.pageToken;
    if (p.order) params.order = p.order;
    return this.api("commentThreads.list", params, listSchema(commentThreadSchema), this.listTtlMs, (b) => ({
      items: (b.items ?? []).map(toComment),
      nextPageToken: b.nextPageToken ?? null,
    }));
  }

  /**
   * The comment picker's fetch: up to `maxPages` pages of 100 (spec 002 §9: 5 pages, 500).
   * A 403 with reason "commentsDisabled" comes through as an api_error with that reason.
   */
  async comments(videoId: string, opts: { maxPages?: number; order?: "time" | "relevance"; onPage?: (page: number) => void } = {}) {
    const maxPages = clamp(opts.maxPages, 1, 20, 5);
    const items: CommentItem[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await this.commentThreads({ videoId, pageToken, order: opts.order });
      items.push(...page.items);
      pages++;
      opts.onPage?.(pages);
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken && pages < maxPages);
    return { items, pages, hasMore: pageToken !== undefined };
  }

  // ---- Public pages -------------------------------------------------------------------------

  /** The watch page read to its fields; a YouTubeError not_available (with kind) when it has none. */
  watchPage(videoId: string): Promise<WatchPageData> {
    if (!VIDEO_ID_PATTERN.test(videoId)) return Promise.reject(invalidInput());
    return this.page(`/watch?v=${videoId}`, "video", parseWatchPage);
  }

  /** A channel page (/channel/UC…, /@handle, /c/name, /user/name) read to its fields. */
  channelPage(input: PageInput): Promise<ChannelPageData> {
    return this.page(channelPagePath(input), "channel", parseChannelPage);
  }

  // ---- What the tools call ------------------------------------------------------------------

  /**
   * Title, description and tags for the extractors: the API when it can (1 unit), otherwise, or
   * when it fails or knows no such video, the watch page (spec 002 §8: silent fallback).
   */
  async videoDetails(videoId: string): Promise<VideoDetails> {
    if (!VIDEO_ID_PATTERN.test(videoId)) throw invalidInput();
    if (this.apiUsable) {
      try {
        const v = await this.getVideo(videoId);
        if (v) {
          return { videoId: v.id, title: v.title, description: v.description, tags: v.tags, channelId: v.channelId, channelTitle: v.channelTitle, source: "api", restriction: null };
        }
      } catch (e) {
        if (!(e instanceof YouTubeError) || !e.canFallBack) throw e;
      }
    }
    const w = await this.watchPage(videoId);
    return { videoId: w.videoId, title: w.title, description: w.description, tags: w.tags, channelId: w.channelId, channelTitle: w.channelTitle, source: "page", restriction: w.playability.restriction };
  }

  /** The channel ID of any channel input (spec 001 "Channel ID finder"). A bare id costs nothing. */
  async resolveChannelId(input: ChannelInput): Promise<ChannelIdResult> {
    if (input.kind === "id") return { channelId: input.channelId, title: null, handle: null, source: "input" };
    if (input.kind === "video") {
      const owner = await this.videoOwner(input.videoId);
      return { channelId: owner.channelId, title: owner.channelTitle || null, handle: null, source: owner.source };
    }
    const p = await this.channelProfile(input);
    return { channelId: p.channelId, title: p.title || null, handle: p.handle, source: p.source };
  }

  private async videoOwner(videoId: string): Promise<{ channelId: string; channelTitle: string; source: "api" | "page" }> {
    const d = await this.videoDetails(videoId);
    if (!CHANNEL_ID_PATTERN.test(d.channelId)) throw notAvailable("channel", "not-found");
    return { channelId: d.channelId, channelTitle: d.channelTitle, source: d.source };
  }

  /**
   * Title, handle, avatar and banner of a channel for the banner and logo downloaders. The API
   * answers in one call for an id, @handle or /user/ name; the channel page answers without a
   * key, when the API fails, for /c/ names, and for inputs the API does not know. A free-text
   * name needs a search (100 units) and so the API.
   */
  async channelProfile(input: ChannelInput): Promise<ChannelProfile> {
    switch (input.kind) {
      case "video": {
        const owner = await this.videoOwner(input.videoId);
        return this.channelProfile({ kind: "id", channelId: owner.channelId });
      }
      case "name": {
        if (!this.configured) throw notConfigured();
        const [first] = await this.searchChannels({ q: input.query, maxResults: 1 });
        if (!first) throw notAvailable("channel", "not-found");
        return this.channelProfile({ kind: "id", channelId: first.channelId });
      }
      case "custom": {
        try {
          return fromPage(await this.channelPage(input));
        } catch (e) {
          // Many old /c/ names are handles now.
          if (!(e instanceof YouTubeError) || e.kind !== "not-found" || !this.apiUsable || !HANDLE_PATTERN.test(input.name)) throw e;
          const c = await this.getChannelByHandle(input.name);
          if (!c) throw e;
          return fromApi(c);
        }
      }
      default: {
        if (this.apiUsable) {
          try {
            const c =
              input.kind === "id" ? await this.getChannel(input.channelId) : input.kind === "handle" ? await this.getChannelByHandle(input.handle) : await this.getChannelByUsername(input.username);
            if (c) return fromApi(c);
          } catch (e) {
            if (!(e instanceof YouTubeError) || !e.canFallBack) throw e;
          }
        }
        return fromPage(await this.channelPage(input));
      }
    }
  }
}

function fromApi(c: YouTubeChannel): ChannelProfile {
  return {
    channelId: c.id,
    title: c.title,
    description: c.description,
    handle: c.handle,
    customUrl: c.customUrl,
    avatarUrl: c.avatarUrl,
    bannerUrl: c.bannerUrl,
    bannerSources: [],
    subscriberCount: c.subscriberCount,
    subscriberCountText: null,
    videoCount: c.videoCount,
    source: "api",
  };
}

function fromPage(p: ChannelPageData): ChannelProfile {
  return {
    channelId: p.channelId,
    title: p.title,
    description: p.description,
    handle: p.handle,
    customUrl: p.handle ?? p.vanityUrl,
    avatarUrl: p.avatarUrl,
    bannerUrl: p.bannerUrl,
    bannerSources: [...p.banners, ...p.tvBanners, ...p.mobileBanners].map((b) => b.url),
    subscriberCount: null,
    subscriberCountText: p.subscriberCountText,
    videoCount: null,
    source: "page",
  };
}
