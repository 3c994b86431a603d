/**
 * Channel search (spec 002 §2 "Channel search", §3 "Channel item" and "Channel search options",
 * §4, §5, §7, §8, §9): options, input rules, the item, formatting, exports and progress.
 * Pure: no React, no fetch, no DOM.
 */
import { csvField, csvRow } from "../../app/lib/csv";
import { withinCharacters } from "../../app/lib/text";

export const DRAFT_KEY = "youtube-channel-search-tool";
export const API_PATH = "/api/youtube/youtube-channel-search-tool";
export const CHANNEL_ID_FINDER_SLUG = "youtube-channel-id-finder";

// ---------------------------------------------------------------------------
// Words on screen (§2)
// ---------------------------------------------------------------------------

export const LABELS = {
  keyword: "Keyword",
  keywordPlaceholder: "e.g. cooking, travel vlog, chess",
  order: "Order",
  region: "Region",
  maxResults: "Max Results",
  search: "Search Channels",
  searching: "Searching Channels...",
  openChannel: "Open Channel",
  copyCsv: "Copy CSV",
  downloadJson: "Download JSON",
  /** §1: copy buttons flip to a confirmation label for 2 seconds. */
  copied: "Copied!",
  results: "Channels",
  subscribers: "Subscribers",
  videos: "Videos",
  joined: "Joined",
  /** §3: subscriberCount is null when the channel hides it. */
  hidden: "hidden",
} as const;

/** §2: "A tip linking to the channel ID finder." The link text is a separate part so it can be a link. */
export const TIP = {
  before: "Tip: every result links to its channel by ID. To get the ID of one channel you already know, from its @handle or any link, use the ",
  linkText: "YouTube Channel ID Finder",
  after: ".",
} as const;

export const QUOTA_NOTE =
  "Note: a channel search costs 101 units of the YouTube Data API's daily quota (100 for the search, 1 for the statistics of every channel found); the same search again within 10 minutes is answered from our cache and costs nothing.";

export const MESSAGES = {
  /** §5. */
  emptyQuery: "Please enter a search query.",
  /** §8: any non-ok answer of the Data API (the server sends this text). */
  apiError: (status: number) => `YouTube API error: ${status}`,
  notConfigured: "YouTube API key not configured.",
  quotaExceeded: "The YouTube API quota for today is used up. Please try again later.",
  /** YouTube answered, with no channel: said plainly rather than an empty grid. */
  noResults: "No channels found for this keyword. Try a broader keyword, or All regions.",
  statsMissing: (why: string) => `Subscriber and video counts could not be loaded: ${why}`,
  tooLong: "The search query is too long (at most 200 characters).",
  invalidOption: "Please choose an order and a region from the lists.",
  badReply: "The server sent a reply that could not be read.",
  offline: "Could not reach the server. Please try again.",
} as const;

export const MAX_QUERY_LENGTH = 200;

export function errorHint(code: string): string | null {
  return code === "youtube_quota_exceeded" ? MESSAGES.quotaExceeded : null;
}

// ---------------------------------------------------------------------------
// Options (§3)
// ---------------------------------------------------------------------------

export type Order = "relevance" | "date" | "rating" | "title" | "videoCount" | "viewCount";

/** §3: relevance, date (Newest), rating, title (A-Z), videoCount, viewCount. */
export const ORDERS: readonly { value: Order; label: string }[] = [
  { value: "relevance", label: "Relevance" },
  { value: "date", label: "Newest" },
  { value: "rating", label: "Rating" },
  { value: "title", label: "A-Z" },
  { value: "videoCount", label: "Video Count" },
  { value: "viewCount", label: "View Count" },
];

/** §3: ALL, US, GB, IN, CA, AU, DE, FR, JP. */
export const REGIONS: readonly { value: string; label: string }[] = [
  { value: "ALL", label: "All regions" },
  { value: "US", label: "United States" },
  { value: "GB", label: "United Kingdom" },
  { value: "IN", label: "India" },
  { value: "CA", label: "Canada" },
  { value: "AU", label: "Australia" },
  { value: "DE", label: "Germany" },
  { value: "FR", label: "France" },
  { value: "JP", label: "Japan" },
];

export function isOrder(v: string): v is Order {
  return ORDERS.some((o) => o.value === v);
}

export function isRegion(v: string): boolean {
  return REGIONS.some((r) => r.value === v);
}

/** §7: regionCode is omitted for ALL. */
export function apiRegion(region: string): string | undefined {
  return region === "ALL" ? undefined : region;
}

/** §5, §9: max results 1–50, default 25. */
export const MAX_RESULTS = { min: 1, max: 50, default: 25 } as const;

/** §5: clamped to 1–50; anything that is not a number gives the default 25. */
export function clampMaxResults(value: string | number | null | undefined): number {
  const n = typeof value === "number" ? value : value === null || value === undefined || String(value).trim() === "" ? NaN : Number(value);
  if (!Number.isFinite(n)) return MAX_RESULTS.default;
  return Math.min(MAX_RESULTS.max, Math.max(MAX_RESULTS.min, Math.trunc(n)));
}

export interface SearchForm {
  keyword: string;
  order: Order;
  region: string;
  /** Kept as typed so the field can be edited freely; clamped when sent. */
  maxResults: string;
}

export const DEFAULT_FORM: SearchForm = { keyword: "", order: "relevance", region: "ALL", maxResults: String(MAX_RESULTS.default) };

export type QueryCheck = { ok: true; q: string } | { ok: false; error: string };

/** §5: an empty keyword gives "Please enter a search query." */
export function checkQuery(text: string): QueryCheck {
  const q = text.trim().replace(/\s+/g, " ");
  if (q === "") return { ok: false, error: MESSAGES.emptyQuery };
  if (!withinCharacters(q, MAX_QUERY_LENGTH)) return { ok: false, error: MESSAGES.tooLong };
  return { ok: true, q };
}

/** §5: the button is disabled while the keyword is empty (and while searching). */
export function canSearch(keyword: string, loading: boolean): boolean {
  return !loading && keyword.trim() !== "";
}

export function requestPath(form: SearchForm, q: string): string {
  const params = new URLSearchParams({
    q,
    order: isOrder(form.order) ? form.order : "relevance",
    region: isRegion(form.region) ? form.region : "ALL",
    maxResults: String(clampMaxResults(form.maxResults)),
  });
  return `${API_PATH}?${params.toString()}`;
}

// ---------------------------------------------------------------------------
// The item (§3 "Channel item")
// ---------------------------------------------------------------------------

/** §3: channelId, title, description, thumbnail (high, else default), customUrl, publishedAt, subscriberCount (null if hidden), videoCount. */
export interface ChannelItem {
  channelId: string;
  title: string;
  description: string;
  thumbnail: string | null;
  /** "@handle" today; older channels may have a bare vanity name. */
  customUrl: string | null;
  /** The joined date. */
  publishedAt: string | null;
  subscriberCount: number | null;
  videoCount: number | null;
}

/** What searchChannelsWithStats gives per channel (server/services/youtube: ChannelListItem), as far as this tool reads it. */
export interface ChannelListLike {
  channelId: string;
  title: string;
  description: string;
  thumbnails: Record<string, { url: string } | undefined>;
  customUrl: string | null;
  publishedAt: string | null;
  subscriberCount: number | null;
  videoCount: number | null;
}

export function toChannelItem(c: ChannelListLike): ChannelItem {
  return {
    channelId: c.channelId,
    title: c.title,
    description: c.description,
    thumbnail: c.thumbnails.high?.url || c.thumbnails.default?.url || null,
    customUrl: c.customUrl,
    publishedAt: c.publishedAt,
    subscriberCount: c.subscriberCount,
    videoCount: c.videoCount,
  };
}

export interface SearchResponse {
  items: ChannelItem[];
  /** Set when the statistics call failed: the results come without counts. */
  statsError: string | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const strOrNull = (v: unknown): v is string | null => typeof v === "string" || v === null;
const numOrNull = (v: unknown): v is number | null => (typeof v === "number" && Number.isFinite(v)) || v === null;

function readItem(v: unknown): ChannelItem | null {
  if (!isObj(v)) return null;
  const { channelId, title, description, thumbnail, customUrl, publishedAt, subscriberCount, videoCount } = v;
  if (typeof channelId !== "string" || typeof title !== "string" || typeof description !== "string") return null;
  if (!strOrNull(thumbnail) || !strOrNull(customUrl) || !strOrNull(publishedAt) || !numOrNull(subscriberCount) || !numOrNull(videoCount)) return null;
  return { channelId, title, description, thumbnail, customUrl, publishedAt, subscriberCount, videoCount };
}

export function readSearchResponse(body: unknown): SearchResponse | null {
  if (!isObj(body) || !Array.isArray(body.items) || !strOrNull(body.statsError)) return null;
  const items: ChannelItem[] = [];
  for (const raw of body.items) {
    const item = readItem(raw);
    if (!item) return null;
    items.push(item);
  }
  return { items, statsError: body.statsError };
}

export function readApiError(body: unknown): { code: string; message: string } | null {
  if (!isObj(body) || !isObj(body.error)) return null;
  const { code, message } = body.error;
  return typeof code === "string" && typeof message === "string" ? { code, message } : null;
}

// ---------------------------------------------------------------------------
// Links and formatting
// ---------------------------------------------------------------------------

export function channelUrl(channelId: string): string {
  return `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;
}

/** The handle link: "@name" → youtube.com/@name; an old bare vanity name → youtube.com/c/name. */
export function handleUrl(customUrl: string): string {
  return customUrl.startsWith("@") ? `https://www.youtube.com/${encodeURI(customUrl)}` : `https://www.youtube.com/c/${encodeURIComponent(customUrl)}`;
}

/** How the handle is shown: always with its "@" when it is one. */
export function handleText(customUrl: string): string {
  return customUrl.startsWith("@") ? customUrl : `/c/${customUrl}`;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const grouped = new Intl.NumberFormat("en-US");
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "10.7M", "2.3K", "950". */
export function formatCount(n: number): string {
  return compact.format(n);
}

export function formatFullCount(n: number): string {
  return grouped.format(n);
}

/** "Sep 18, 2005" (UTC); "" for none. */
export function formatDate(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat.format(d);
}

export interface Chip {
  name: "subscribers" | "videos" | "joined";
  text: string;
  /** The exact figure, for the tooltip. */
  title?: string;
}

/**
 * §2: chips for subscribers, videos and joined date. A hidden subscriber count says "hidden"
 * (§3: null if hidden); when the statistics could not be loaded at all, neither count is shown.
 */
export function chips(item: ChannelItem, statsLoaded: boolean): Chip[] {
  const out: Chip[] = [];
  if (statsLoaded) {
    out.push(
      item.subscriberCount === null
        ? { name: "subscribers", text: `${LABELS.subscribers}: ${LABELS.hidden}` }
        : { name: "subscribers", text: `${LABELS.subscribers}: ${formatCount(item.subscriberCount)}`, title: formatFullCount(item.subscriberCount) },
    );
    if (item.videoCount !== null) out.push({ name: "videos", text: `${LABELS.videos}: ${formatFullCount(item.videoCount)}` });
  }
  const joined = formatDate(item.publishedAt);
  if (joined) out.push({ name: "joined", text: `${LABELS.joined}: ${joined}` });
  return out;
}

// ---------------------------------------------------------------------------
// Exports (§9)
// ---------------------------------------------------------------------------

/** §9: channels CSV columns. */
export const CSV_COLUMNS = ["channelId", "title", "customUrl", "joinedAt", "subscriberCount", "videoCount"] as const;

/**
 * §9: every field quoted. Channel names are other people's text, so a leading = + - @ is
 * defused for spreadsheets; IDs and handles are left exactly as they are. A hidden count is empty.
 */
export function channelsCsv(items: readonly ChannelItem[]): string {
  const head = csvRow(CSV_COLUMNS, { quoteAll: true });
  const rows = items.map((i) =>
    [
      csvField(i.channelId, { quoteAll: true }),
      csvField(i.title, { quoteAll: true, guardFormulas: true }),
      csvField(i.customUrl ?? "", { quoteAll: true }),
      csvField(i.publishedAt ?? "", { quoteAll: true }),
      csvField(i.subscriberCount ?? "", { quoteAll: true }),
      csvField(i.videoCount ?? "", { quoteAll: true }),
    ].join(","),
  );
  return [head, ...rows].map((r) => `${r}\r\n`).join("");
}

/** §9: yt-channel-search-{order}.json. */
export function jsonFileName(order: string): string {
  return `yt-channel-search-${order}.json`;
}

/** §9: JSON is pretty-printed. */
export function channelsJson(items: readonly ChannelItem[]): string {
  return JSON.stringify(items, null, 2);
}

// ---------------------------------------------------------------------------
// Progress (§4, §9)
// ---------------------------------------------------------------------------

/** §4: preparing, waiting, fetching, finalizing; each shown when that work happens. */
export const STAGES = {
  preparing: { progress: 10, message: "Preparing search..." },
  /** Only with SPEC_WAITS=on (DESIGN.md decision 2): the spec's 10 s wait. */
  waiting: { progress: 20, message: "Waiting..." },
  fetching: { progress: 50, message: "Searching YouTube channels and loading their statistics..." },
  finalizing: { progress: 90, message: "Finalizing results..." },
  complete: { progress: 100, message: "Complete!" },
} as const;
export type StageId = keyof typeof STAGES;

/** §9: 10 s before the channel search, only when the operator turns the spec's waits on. */
export const SPEC_WAIT_MS = 10_000;
export function waitMs(specWaits: boolean): number {
  return specWaits ? SPEC_WAIT_MS : 0;
}
/** §9: the progress resets 0.4 s after the end. */
export const PROGRESS_RESET_MS = 400;
/** §1: 2 s copy confirmation. */
export const COPY_CONFIRM_MS = 2000;
