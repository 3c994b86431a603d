/**
 * Trending videos finder (spec 002 §2 "Trending finder", §3 "Trending", §4, §5, §7, §8, §9):
 * option lists, input rules, the item shape, formatting, exports and progress stages.
 * Pure: no React, no fetch, no DOM.
 */
import { csvField, csvRow } from "../../app/lib/csv";

export const DRAFT_KEY = "youtube-trending-videos-finder";
export const API_PATH = "/api/youtube/youtube-trending-videos-finder";

// ---------------------------------------------------------------------------
// Words on screen (§2)
// ---------------------------------------------------------------------------

export const LABELS = {
  region: "Region",
  category: "Category",
  maxResults: "Max Results",
  find: "Find Trending Videos",
  finding: "Finding Trending Videos...",
  copyCsv: "Copy CSV",
  downloadJson: "Download JSON",
  openVideo: "Open Video",
  /** §1: copy buttons flip to a confirmation label for 2 seconds. */
  copied: "Copied!",
  results: "Trending videos",
  views: "Views",
  likes: "Likes",
  comments: "Comments",
  published: "Published",
  duration: "Duration",
} as const;

/** §2: "A note about API quota". One videos.list call is 1 unit of the 10,000 a key gets per day. */
export const QUOTA_NOTE =
  "Note: this tool reads YouTube's most-popular chart through the official YouTube Data API, which has a daily quota. Each search uses 1 unit; the same search again within 10 minutes is answered from our cache and uses none.";

/** §5: ALL is sent as US. YouTube keeps no worldwide chart, and the page says so. */
export const ALL_REGION_NOTE = "YouTube has no worldwide chart, so All (worldwide) shows the United States chart.";

export const MESSAGES = {
  /** §8: any non-ok answer of the Data API (the server sends this text). */
  apiError: (status: number) => `YouTube API error: ${status}`,
  /** YouTube answered, with an empty chart: said plainly rather than an empty grid. */
  empty: "YouTube returned no trending videos for this region and category. Try another category, or All categories.",
  /** YouTube keeps no chart for this category in this region (reason videoChartNotFound). */
  chartNotFound: "YouTube keeps no most-popular chart for this category in this region. Try another category, or All categories.",
  quotaExceeded: "The YouTube API quota for today is used up. Please try again later.",
  notConfigured: "YouTube API key not configured.",
  badReply: "The server sent a reply that could not be read.",
  offline: "Could not reach the server. Please try again.",
  invalidRegion: "Please choose a region from the list.",
  invalidCategory: "Please choose a category from the list.",
} as const;

// ---------------------------------------------------------------------------
// Options (§3)
// ---------------------------------------------------------------------------

export interface Region {
  code: string;
  name: string;
}

/** §3: ALL (worldwide) plus the countries YouTube publishes a chart for (its i18nRegions), by ISO code. */
export const REGIONS: readonly Region[] = [
  { code: "ALL", name: "All (worldwide)" },
  { code: "DZ", name: "Algeria" },
  { code: "AR", name: "Argentina" },
  { code: "AU", name: "Australia" },
  { code: "AT", name: "Austria" },
  { code: "AZ", name: "Azerbaijan" },
  { code: "BH", name: "Bahrain" },
  { code: "BD", name: "Bangladesh" },
  { code: "BY", name: "Belarus" },
  { code: "BE", name: "Belgium" },
  { code: "BO", name: "Bolivia" },
  { code: "BA", name: "Bosnia and Herzegovina" },
  { code: "BR", name: "Brazil" },
  { code: "BG", name: "Bulgaria" },
  { code: "KH", name: "Cambodia" },
  { code: "CA", name: "Canada" },
  { code: "CL", name: "Chile" },
  { code: "CO", name: "Colombia" },
  { code: "CR", name: "Costa Rica" },
  { code: "HR", name: "Croatia" },
  { code: "CY", name: "Cyprus" },
  { code: "CZ", name: "Czechia" },
  { code: "DK", name: "Denmark" },
  { code: "DO", name: "Dominican Republic" },
  { code: "EC", name: "Ecuador" },
  { code: "EG", name: "Egypt" },
  { code: "SV", name: "El Salvador" },
  { code: "EE", name: "Estonia" },
  { code: "FI", name: "Finland" },
  { code: "FR", name: "France" },
  { code: "GE", name: "Georgia" },
  { code: "DE", name: "Germany" },
  { code: "GH", name: "Ghana" },
  { code: "GR", name: "Greece" },
  { code: "GT", name: "Guatemala" },
  { code: "HN", name: "Honduras" },
  { code: "HK", name: "Hong Kong" },
  { code: "HU", name: "Hungary" },
  { code: "IS", name: "Iceland" },
  { code: "IN", name: "India" },
  { code: "ID", name: "Indonesia" },
  { code: "IQ", name: "Iraq" },
  { code: "IE", name: "Ireland" },
  { code: "IL", name: "Israel" },
  { code: "IT", name: "Italy" },
  { code: "JM", name: "Jamaica" },
  { code: "JP", name: "Japan" },
  { code: "JO", name: "Jordan" },
  { code: "KZ", name: "Kazakhstan" },
  { code: "KE", name: "Kenya" },
  { code: "KW", name: "Kuwait" },
  { code: "LA", name: "Laos" },
  { code: "LV", name: "Latvia" },
  { code: "LB", name: "Lebanon" },
  { code: "LY", name: "Libya" },
  { code: "LI", name: "Liechtenstein" },
  { code: "LT", name: "Lithuania" },
  { code: "LU", name: "Luxembourg" },
  { code: "MY", name: "Malaysia" },
  { code: "MT", name: "Malta" },
  { code: "MX", name: "Mexico" },
  { code: "ME", name: "Montenegro" },
  { code: "MA", name: "Morocco" },
  { code: "NP", name: "Nepal" },
  { code: "NL", name: "Netherlands" },
  { code: "NZ", name: "New Zealand" },
  { code: "NI", name: "Nicaragua" },
  { code: "NG", name: "Nigeria" },
  { code: "MK", name: "North Macedonia" },
  { code: "NO", name: "Norway" },
  { code: "OM", name: "Oman" },
  { code: "PK", name: "Pakistan" },
  { code: "PA", name: "Panama" },
  { code: "PG", name: "Papua New Guinea" },
  { code: "PY", name: "Paraguay" },
  { code: "PE", name: "Peru" },
  { code: "PH", name: "Philippines" },
  { code: "PL", name: "Poland" },
  { code: "PT", name: "Portugal" },
  { code: "PR", name: "Puerto Rico" },
  { code: "QA", name: "Qatar" },
  { code: "RO", name: "Romania" },
  { code: "RU", name: "Russia" },
  { code: "SA", name: "Saudi Arabia" },
  { code: "SN", name: "Senegal" },
  { code: "RS", name: "Serbia" },
  { code: "SG", name: "Singapore" },
  { code: "SK", name: "Slovakia" },
  { code: "SI", name: "Slovenia" },
  { code: "ZA", name: "South Africa" },
  { code: "KR", name: "South Korea" },
  { code: "ES", name: "Spain" },
  { code: "LK", name: "Sri Lanka" },
  { code: "SE", name: "Sweden" },
  { code: "CH", name: "Switzerland" },
  { code: "TW", name: "Taiwan" },
  { code: "TZ", name: "Tanzania" },
  { code: "TH", name: "Thailand" },
  { code: "TN", name: "Tunisia" },
  { code: "TR", name: "Turkey" },
  { code: "UG", name: "Uganda" },
  { code: "UA", name: "Ukraine" },
  { code: "AE", name: "United Arab Emirates" },
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
  { code: "UY", name: "Uruguay" },
  { code: "VE", name: "Venezuela" },
  { code: "VN", name: "Vietnam" },
  { code: "YE", name: "Yemen" },
  { code: "ZW", name: "Zimbabwe" },
];

export interface Category {
  id: string;
  name: string;
}

/**
 * §3: video category ids 0 (All) to 44, with YouTube's names (ids YouTube never assigned, such
 * as 3–9, are not categories). Two categories are both called "Comedy" by YouTube; the film one
 * says so.
 */
export const CATEGORIES: readonly Category[] = [
  { id: "0", name: "All" },
  { id: "1", name: "Film & Animation" },
  { id: "2", name: "Autos & Vehicles" },
  { id: "10", name: "Music" },
  { id: "15", name: "Pets & Animals" },
  { id: "17", name: "Sports" },
  { id: "18", name: "Short Movies" },
  { id: "19", name: "Travel & Events" },
  { id: "20", name: "Gaming" },
  { id: "21", name: "Videoblogging" },
  { id: "22", name: "People & Blogs" },
  { id: "23", name: "Comedy" },
  { id: "24", name: "Entertainment" },
  { id: "25", name: "News & Politics" },
  { id: "26", name: "Howto & Style" },
  { id: "27", name: "Education" },
  { id: "28", name: "Science & Technology" },
  { id: "29", name: "Nonprofits & Activism" },
  { id: "30", name: "Movies" },
  { id: "31", name: "Anime/Animation" },
  { id: "32", name: "Action/Adventure" },
  { id: "33", name: "Classics" },
  { id: "34", name: "Comedy (movies)" },
  { id: "35", name: "Documentary" },
  { id: "36", name: "Drama" },
  { id: "37", name: "Family" },
  { id: "38", name: "Foreign" },
  { id: "39", name: "Horror" },
  { id: "40", name: "Sci-Fi/Fantasy" },
  { id: "41", name: "Thriller" },
  { id: "42", name: "Shorts" },
  { id: "43", name: "Shows" },
  { id: "44", name: "Trailers" },
];

export const DEFAULT_REGION = "US";
export const ALL_REGION = "ALL";
/** §3: "0" means all. */
export const ALL_CATEGORY = "0";

/** §5, §9: max results 1–50, default 25. */
export const MAX_RESULTS = { min: 1, max: 50, default: 25 } as const;

export function isRegion(code: string): boolean {
  return REGIONS.some((r) => r.code === code);
}

export function isCategory(id: string): boolean {
  return CATEGORIES.some((c) => c.id === id);
}

export function categoryName(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** §5: clamped to 1–50; anything that is not a number gives the default 25. Decimals are cut. */
export function clampMaxResults(value: string | number | null | undefined): number {
  const n = typeof value === "number" ? value : value === null || value === undefined || String(value).trim() === "" ? NaN : Number(value);
  if (!Number.isFinite(n)) return MAX_RESULTS.default;
  return Math.min(MAX_RESULTS.max, Math.max(MAX_RESULTS.min, Math.trunc(n)));
}

/** §5: ALL is sent as US. */
export function apiRegion(region: string): string {
  return region === ALL_REGION ? "US" : region;
}

/** §5: the category is sent only if it is not all. */
export function apiCategory(category: string): string | undefined {
  return category === ALL_CATEGORY ? undefined : category;
}

export interface TrendingForm {
  region: string;
  category: string;
  /** Kept as typed so the field can be edited freely; clamped when sent. */
  maxResults: string;
}

export const DEFAULT_FORM: TrendingForm = { region: DEFAULT_REGION, category: ALL_CATEGORY, maxResults: String(MAX_RESULTS.default) };

/** Our own endpoint's URL for a form (the server maps ALL and the category). */
export function requestPath(form: TrendingForm): string {
  const region = isRegion(form.region) ? form.region : DEFAULT_REGION;
  const category = isCategory(form.category) ? form.category : ALL_CATEGORY;
  const q = new URLSearchParams({ region, category, maxResults: String(clampMaxResults(form.maxResults)) });
  return `${API_PATH}?${q.toString()}`;
}

// ---------------------------------------------------------------------------
// The item (§3 "Trending")
// ---------------------------------------------------------------------------

/**
 * §3: id, title, channelTitle, publishedAt, thumbnail (medium, else default), viewCount,
 * likeCount, commentCount (default "0"), duration. Counts are strings, as the Data API sends
 * them; a view or like count YouTube leaves out (hidden, or the part missing) stays null.
 */
export interface TrendingItem {
  id: string;
  title: string;
  channelTitle: string;
  publishedAt: string;
  thumbnail: string | null;
  viewCount: string | null;
  likeCount: string | null;
  commentCount: string;
  /** ISO 8601 ("PT21M7S"), null when YouTube sent none. */
  duration: string | null;
}

/** What the YouTube service gives for a video (server/services/youtube: YouTubeVideo), as far as this tool reads it. */
export interface VideoLike {
  id: string;
  title: string;
  channelTitle: string;
  publishedAt: string;
  thumbnails: Record<string, { url: string } | undefined>;
  viewCount: number | null;
  likeCount: number | null;
  commentCount: number | null;
  duration: string | null;
}

export function toTrendingItem(v: VideoLike): TrendingItem {
  return {
    id: v.id,
    title: v.title,
    channelTitle: v.channelTitle,
    publishedAt: v.publishedAt,
    thumbnail: v.thumbnails.medium?.url || v.thumbnails.default?.url || null,
    viewCount: v.viewCount === null ? null : String(v.viewCount),
    likeCount: v.likeCount === null ? null : String(v.likeCount),
    commentCount: v.commentCount === null ? "0" : String(v.commentCount),
    duration: v.duration,
  };
}

export interface TrendingResponse {
  items: TrendingItem[];
  /** The region YouTube was asked for (US for ALL). */
  regionCode: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const strOrNull = (v: unknown): v is string | null => typeof v === "string" || v === null;

function readItem(v: unknown): TrendingItem | null {
  if (!isObj(v)) return null;
  const { id, title, channelTitle, publishedAt, thumbnail, viewCount, likeCount, commentCount, duration } = v;
  if (typeof id !== "string" || typeof title !== "string" || typeof channelTitle !== "string" || typeof publishedAt !== "string") return null;
  if (!strOrNull(thumbnail) || !strOrNull(viewCount) || !strOrNull(likeCount) || typeof commentCount !== "string" || !strOrNull(duration)) return null;
  return { id, title, channelTitle, publishedAt, thumbnail, viewCount, likeCount, commentCount, duration };
}

/** Our server's answer, checked field by field; null when it is not the documented shape. */
export function readTrendingResponse(body: unknown): TrendingResponse | null {
  if (!isObj(body) || !Array.isArray(body.items) || typeof body.regionCode !== "string") return null;
  const items: TrendingItem[] = [];
  for (const raw of body.items) {
    const item = readItem(raw);
    if (!item) return null;
    items.push(item);
  }
  return { items, regionCode: body.regionCode };
}

export interface ApiErrorInfo {
  code: string;
  message: string;
}

export function readApiError(body: unknown): ApiErrorInfo | null {
  if (!isObj(body) || !isObj(body.error)) return null;
  const { code, message } = body.error;
  return typeof code === "string" && typeof message === "string" ? { code, message } : null;
}

/** A line of explanation under the spec's "YouTube API error: {status}" where we know more. */
export function errorHint(code: string): string | null {
  if (code === "youtube_quota_exceeded") return MESSAGES.quotaExceeded;
  if (code === "youtube_chart_not_found") return MESSAGES.chartNotFound;
  return null;
}

// ---------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const grouped = new Intl.NumberFormat("en-US");
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

function toNumber(v: string | number | null): number | null {
  if (v === null) return null;
  const n = typeof v === "number" ? v : /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** "1.2M", "7.9K", "190"; null when the count is missing. */
export function formatCount(v: string | number | null): string | null {
  const n = toNumber(v);
  return n === null ? null : compact.format(n);
}

/** "7,920"; null when the count is missing. */
export function formatFullCount(v: string | number | null): string | null {
  const n = toNumber(v);
  return n === null ? null : grouped.format(n);
}

/** Shown where YouTube left a view or like count out. */
export const MISSING_COUNT = "—";
export const MISSING_COUNT_LABEL = "not public";

/** "Nov 29, 2019" (UTC, so every visitor and the tests see the same day); "" for no date. */
export function formatDate(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat.format(d);
}

/** Seconds of an ISO 8601 duration ("PT1H2M3S", "P1DT2H"); null when it is not one. */
export function durationSeconds(iso: string | null): number | null {
  if (!iso) return null;
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso);
  if (!m || iso === "P" || iso.endsWith("T")) return null;
  const [, d, h, min, s] = m;
  return Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Number(s ?? 0);
}

/** "21:07", "1:02:03"; null for none or zero (live streams and premieres say P0D). */
export function formatDuration(iso: string | null): string | null {
  const total = durationSeconds(iso);
  if (total === null || total === 0) return null;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

// ---------------------------------------------------------------------------
// Exports (§9)
// ---------------------------------------------------------------------------

/** §9: trending CSV columns. */
export const CSV_COLUMNS = ["videoId", "title", "channel", "views", "publishedAt"] as const;

/**
 * §9: every field quoted. Titles and channel names are other people's text, so a leading
 * = + - @ is defused for spreadsheets; IDs (which may start with "-") are left exactly as they are.
 */
export function trendingCsv(items: readonly TrendingItem[]): string {
  const head = csvRow(CSV_COLUMNS, { quoteAll: true });
  const rows = items.map((i) =>
    [
      csvField(i.id, { quoteAll: true }),
      csvField(i.title, { quoteAll: true, guardFormulas: true }),
      csvField(i.channelTitle, { quoteAll: true, guardFormulas: true }),
      csvField(i.viewCount ?? "", { quoteAll: true }),
      csvField(i.publishedAt, { quoteAll: true }),
    ].join(","),
  );
  return [head, ...rows].map((r) => `${r}\r\n`).join("");
}

/** §9: yt-trending-{region}-{category}.json, with the region and category as chosen (ALL, 0 for all). */
export function jsonFileName(region: string, category: string): string {
  return `yt-trending-${region}-${category}.json`;
}

/** §9: JSON is pretty-printed. */
export function trendingJson(items: readonly TrendingItem[]): string {
  return JSON.stringify(items, null, 2);
}

// ---------------------------------------------------------------------------
// Progress (§4, §9)
// ---------------------------------------------------------------------------

/** §4: preparing, waiting, fetching, finalizing; each shown when that work happens. */
export const STAGES = {
  preparing: { progress: 10, message: "Preparing request..." },
  /** Only with SPEC_WAITS=on (DESIGN.md decision 2): the spec's 10 s wait. */
  waiting: { progress: 20, message: "Waiting..." },
  fetching: { progress: 50, message: "Fetching trending videos from YouTube..." },
  finalizing: { progress: 90, message: "Finalizing results..." },
  complete: { progress: 100, message: "Complete!" },
} as const;
export type StageId = keyof typeof STAGES;

/** §9: 10 s before the trending fetch, only when the operator turns the spec's waits on. */
export const SPEC_WAIT_MS = 10_000;
export function waitMs(specWaits: boolean): number {
  return specWaits ? SPEC_WAIT_MS : 0;
}
/** §9: the progress resets 0.4 s after the end. */
export const PROGRESS_RESET_MS = 400;
/** §1: 2 s copy confirmation. */
export const COPY_CONFIRM_MS = 2000;
