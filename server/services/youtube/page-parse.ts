import type { NotAvailableKind } from "./errors";
import type { Thumbnail } from "./schemas";

/**
 * Reading YouTube's public watch and channel pages. Pure: HTML in, fields or a typed "not
 * available" outcome out. The data lives in two script assignments, `ytInitialPlayerResponse`
 * (the video) and `ytInitialData` (the page), written as `var x = {…};` or `window["x"] = {…};`;
 * they are cut out by balanced-brace scanning (strings and escapes respected) and read with
 * JSON.parse. Meta tags are the last resort: a watch page's keywords meta holds a site-wide
 * default ("video, sharing, camera phone, …") for untagged, private and error pages alike, so
 * tags are never taken from it when the player response exists.
 */

// ---------------------------------------------------------------------------
// Script JSON
// ---------------------------------------------------------------------------

/**
 * The text of the JSON object starting at `start` (which must be "{"), through its matching
 * "}". Braces inside strings do not count; a backslash escapes the next character.
 */
export function scanJsonObject(text: string, start: number): string | null {
  if (text[start] !== "{") return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */) depth++;
    else if (c === 0x7d /* } */) {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

function isIdentChar(c: string | undefined): boolean {
  return c !== undefined && /[A-Za-z0-9_$]/.test(c);
}

function skipSpaces(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/**
 * The object assigned to `name` in the page's scripts: `var name = {…}`, `name = {…}`,
 * `window.name = {…}` or `window["name"] = {…}`. Assignments whose value is not an object
 * literal (`var ytInitialPlayerResponse=window.ytInitialPlayerResponse;`) or not valid JSON are
 * skipped, and the search goes on.
 */
export function extractAssignedJson(html: string, name: string): Record<string, unknown> | undefined {
  let from = 0;
  for (;;) {
    const at = html.indexOf(name, from);
    if (at === -1) return undefined;
    from = at + name.length;
    if (isIdentChar(html[at - 1])) continue;
    let i = at + name.length;
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      if (html[at - 1] !== quote || html[i + 1] !== "]") continue;
      i += 2;
    } else if (isIdentChar(quote)) {
      continue;
    }
    i = skipSpaces(html, i);
    if (html[i] !== "=" || html[i + 1] === "=") continue;
    i = skipSpaces(html, i + 1);
    if (html[i] !== "{") continue;
    const json = scanJsonObject(html, i);
    if (json === null) continue;
    try {
      const value: unknown = JSON.parse(json);
      if (isRecord(value)) return value;
    } catch {
      // Not JSON after all (a script object literal): keep looking.
    }
  }
}

// ---------------------------------------------------------------------------
// Meta tags
// ---------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[body.toLowerCase()] ?? m;
  });
}

/** The attributes of every <meta> tag, values decoded; attribute order does not matter. */
export function readMetaTags(html: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  const lower = html.toLowerCase();
  let from = 0;
  for (;;) {
    const at = lower.indexOf("<meta", from);
    if (at === -1) return tags;
    let i = at + 5;
    from = i;
    if (!/\s/.test(html[i] ?? "")) continue;
    const attrs: Record<string, string> = {};
    while (i < html.length) {
      i = skipSpaces(html, i);
      const c = html[i];
      if (c === undefined || c === ">") break;
      if (c === "/") {
        i++;
        continue;
      }
      let j = i;
      while (j < html.length && !/[\s=>/]/.test(html[j]!)) j++;
      const key = html.slice(i, j).toLowerCase();
      j = skipSpaces(html, j);
      let value = "";
      if (html[j] === "=") {
        j = skipSpaces(html, j + 1);
        const q = html[j];
        if (q === '"' || q === "'") {
          const end = html.indexOf(q, j + 1);
          if (end === -1) return tags;
          value = html.slice(j + 1, end);
          j = end + 1;
        } else {
          let k = j;
          while (k < html.length && !/[\s>]/.test(html[k]!)) k++;
          value = html.slice(j, k);
          j = k;
        }
      }
      if (key) attrs[key] = decodeEntities(value);
      i = j === i ? i + 1 : j;
    }
    from = i;
    tags.push(attrs);
  }
}

export interface PageMeta {
  /** By name, property or itemprop; the first tag wins. */
  get(key: string): string | undefined;
  all(key: string): string[];
  canonical: string | undefined;
  title: string | undefined;
}

export function readPageMeta(html: string): PageMeta {
  const tags = readMetaTags(html);
  const keyOf = (t: Record<string, string>) => t.name ?? t.property ?? t.itemprop;
  const all = (key: string) => tags.filter((t) => keyOf(t) === key && t.content !== undefined).map((t) => t.content!);
  const canonical = /<link\s+rel="canonical"\s+href="([^"]*)"/i.exec(html)?.[1];
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  return {
    get: (key) => all(key)[0],
    all,
    canonical: canonical === undefined ? undefined : decodeEntities(canonical),
    title: title === undefined ? undefined : decodeEntities(title).trim(),
  };
}

/** The keywords meta YouTube puts on pages that have none of their own (untagged, private, error). */
export const DEFAULT_KEYWORDS_META = "video, sharing, camera phone, video phone, free, upload";

const BOT_CHECK_TEXT = /unusual traffic from your computer network|not a (?:ro)?bot|detected unusual traffic|\/sorry\/index/i;

// ---------------------------------------------------------------------------
// Walking unknown JSON
// ---------------------------------------------------------------------------

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function at(v: unknown, ...path: (string | number)[]): unknown {
  let cur = v;
  for (const p of path) {
    if (typeof p === "number") cur = Array.isArray(cur) ? cur[p] : undefined;
    else cur = isRecord(cur) ? cur[p] : undefined;
    if (cur === undefined) return undefined;
  }
  return cur;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Text of a {simpleText} or {runs:[{text}]} or {content} object. */
function textOf(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  const simple = str(at(v, "simpleText")) ?? str(at(v, "content"));
  if (simple !== undefined) return simple;
  const runs = arr(at(v, "runs"));
  if (runs.length === 0) return undefined;
  return runs.map((r) => str(at(r, "text")) ?? "").join("");
}

function thumbnailsOf(v: unknown): Thumbnail[] {
  const out: Thumbnail[] = [];
  for (const t of arr(v)) {
    const url = str(at(t, "url"));
    if (!url) continue;
    const width = at(t, "width");
    const height = at(t, "height");
    out.push({
      url: url.startsWith("//") ? `https:${url}` : url,
      ...(typeof width === "number" ? { width } : {}),
      ...(typeof height === "number" ? { height } : {}),
    });
  }
  return out;
}

function byWidth(list: Thumbnail[]): Thumbnail[] {
  const seen = new Set<string>();
  return list
    .filter((t) => (seen.has(t.url) ? false : (seen.add(t.url), true)))
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
}

function toInt(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  return typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;
}

// ---------------------------------------------------------------------------
// Watch pages
// ---------------------------------------------------------------------------

export interface WatchPageData {
  videoId: string;
  title: string;
  /** The full description (videoDetails.shortDescription); only the meta's first ~160 characters on the meta fallback. */
  description: string;
  /** The video's own keywords; empty when it has none (the key is absent then, not empty). */
  tags: string[];
  channelId: string;
  channelTitle: string;
  lengthSeconds: number | null;
  viewCount: number | null;
  isLive: boolean;
  isUnlisted: boolean | null;
  isFamilySafe: boolean | null;
  publishDate: string | null;
  category: string | null;
  thumbnails: Thumbnail[];
  playability: {
    /** playabilityStatus.status: OK, LOGIN_REQUIRED, UNPLAYABLE, ERROR … */
    status: string;
    reason: string | null;
    /** Why it cannot be played, though its details are public. */
    restriction: "age-restricted" | "unplayable" | "login-required" | null;
  };
  /** Where the fields came from: the player response, or only the meta tags. */
  source: "player-response" | "meta";
}

export type ParseOutcome<T> = { ok: true; data: T } | { ok: false; kind: NotAvailableKind; detail?: string };

function playabilityTexts(ps: unknown): string[] {
  const screen = at(ps, "errorScreen", "playerErrorMessageRenderer");
  return [
    str(at(ps, "reason")),
    ...arr(at(ps, "messages")).map(str),
    textOf(at(screen, "reason")),
    textOf(at(screen, "subreason")),
  ].filter((t): t is string => typeof t === "string" && t !== "");
}

function isAgeGate(ps: unknown, texts: string[]): boolean {
  return at(ps, "desktopLegacyAgeGateReason") !== undefined || texts.some((t) => /confirm your age|age[- ]restricted|inappropriate for some users/i.test(t));
}

/** Why a player response without videoDetails has no data. */
export function classifyPlayability(ps: unknown): NotAvailableKind {
  const status = str(at(ps, "status")) ?? "";
  const texts = playabilityTexts(ps);
  if (texts.some((t) => BOT_CHECK_TEXT.test(t))) return "bot-check";
  if (isAgeGate(ps, texts)) return "age-restricted";
  if (texts.some((t) => /private/i.test(t))) return "private";
  if (status === "LOGIN_REQUIRED") return "private";
  return "unavailable";
}

/** Reads an already-parsed player response (from the page or from watch?pbj=1). */
export function parseWatchPlayerResponse(pr: unknown): ParseOutcome<WatchPageData> {
  const ps = at(pr, "playabilityStatus");
  const status = str(at(ps, "status")) ?? "UNKNOWN";
  const reason = str(at(ps, "reason")) ?? textOf(at(ps, "errorScreen", "playerErrorMessageRenderer", "reason")) ?? null;
  const vd = at(pr, "videoDetails");
  const videoId = str(at(vd, "videoId"));
  if (!isRecord(vd) || !videoId) {
    return { ok: false, kind: classifyPlayability(ps), ...(reason ? { detail: reason } : {}) };
  }
  const mf = at(pr, "microformat", "playerMicroformatRenderer");
  const texts = playabilityTexts(ps);
  const restriction =
    status === "OK"
      ? null
      : isAgeGate(ps, texts)
        ? "age-restricted"
        : status === "LOGIN_REQUIRED"
          ? "login-required"
          : "unplayable";
  const keywords = arr(vd.keywords).filter((k): k is string => typeof k === "string");
  const familySafe = at(mf, "isFamilySafe");
  const unlisted = at(mf, "isUnlisted");
  return {
    ok: true,
    data: {
      videoId,
      title: str(vd.title) ?? textOf(at(mf, "title")) ?? "",
      description: str(vd.shortDescription) ?? textOf(at(mf, "description")) ?? "",
      tags: keywords,
      channelId: str(vd.channelId) ?? str(at(mf, "externalChannelId")) ?? "",
      channelTitle: str(vd.author) ?? str(at(mf, "ownerChannelName")) ?? "",
      lengthSeconds: toInt(vd.lengthSeconds),
      viewCount: toInt(vd.viewCount),
      isLive: vd.isLive === true || vd.isLiveContent === true,
      isUnlisted: typeof unlisted === "boolean" ? unlisted : null,
      isFamilySafe: typeof familySafe === "boolean" ? familySafe : null,
      publishDate: str(at(mf, "publishDate")) ?? null,
      category: str(at(mf, "category")) ?? null,
      thumbnails: thumbnailsOf(at(vd, "thumbnail", "thumbnails")),
      playability: { status, reason, restriction },
      source: "player-response",
    },
  };
}

function splitKeywordsMeta(content: string | undefined): string[] {
  if (!content || content.trim() === DEFAULT_KEYWORDS_META) return [];
  return content
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** The meta tags alone, for a page whose scripts could not be read. */
function watchFromMeta(html: string, meta: PageMeta): ParseOutcome<WatchPageData> {
  const videoId = meta.get("videoId") ?? meta.get("identifier");
  const title = meta.get("title") || meta.get("og:title") || meta.get("name");
  if (!videoId || !title) return { ok: false, kind: BOT_CHECK_TEXT.test(html) ? "bot-check" : "unavailable" };
  return {
    ok: true,
    data: {
      videoId,
      title,
      description: meta.get("og:description") ?? meta.get("description") ?? "",
      tags: splitKeywordsMeta(meta.get("keywords")),
      channelId: meta.get("channelId") ?? "",
      channelTitle: "",
      lengthSeconds: null,
      viewCount: null,
      isLive: false,
      isUnlisted: meta.get("unlisted") === undefined ? null : meta.get("unlisted") === "True",
      isFamilySafe: meta.get("isFamilyFriendly") === undefined ? null : meta.get("isFamilyFriendly") === "true",
      publishDate: meta.get("datePublished") ?? null,
      category: meta.get("genre") ?? null,
      thumbnails: meta.get("og:image") ? [{ url: meta.get("og:image")! }] : [],
      playability: { status: "UNKNOWN", reason: null, restriction: null },
      source: "meta",
    },
  };
}

/** A watch page (/watch?v=…) read to its fields, or why it has none. */
export function parseWatchPage(html: string): ParseOutcome<WatchPageData> {
  const pr = extractAssignedJson(html, "ytInitialPlayerResponse");
  if (pr) return parseWatchPlayerResponse(pr);
  return watchFromMeta(html, readPageMeta(html));
}

// ---------------------------------------------------------------------------
// Channel pages
// ---------------------------------------------------------------------------

export interface ChannelPageData {
  channelId: string;
  title: string;
  description: string;
  /** "@hospitalrecords", when the page shows one. */
  handle: string | null;
  /** The vanity URL (/@handle or /c/name) the page names. */
  vanityUrl: string | null;
  /** Every avatar size the page lists, smallest first; `avatarUrl` is the largest. */
  avatars: Thumbnail[];
  avatarUrl: string | null;
  /** The desktop banner in the sizes the page lists (1060…2560 wide), smallest first. */
  banners: Thumbnail[];
  /** The largest desktop banner, or null when the channel has none. */
  bannerUrl: string | null;
  /** 2021 layout only: the TV and mobile crops. */
  tvBanners: Thumbnail[];
  mobileBanners: Thumbnail[];
  keywords: string | null;
  subscriberCountText: string | null;
  videoCountText: string | null;
  isFamilySafe: boolean | null;
  layout: "c4TabbedHeaderRenderer" | "pageHeaderRenderer" | "metadata-only";
}

const CHANNEL_ID_IN_URL = /\/channel\/(UC[A-Za-z0-9_-]{22})(?:[/?#]|$)/;

function handleFromUrl(url: string | undefined): string | null {
  if (!url) return null;
  const m = /\/(@[^/?#]+)/.exec(url);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return m[1]!;
  }
}

function alertTexts(data: unknown): string[] {
  return arr(at(data, "alerts"))
    .map((a) => textOf(at(a, "alertRenderer", "text")) ?? textOf(at(a, "alertWithButtonRenderer", "text")))
    .filter((t): t is string => typeof t === "string");
}

/**
 * Why a channel page shows no channel, from YouTube's alert text ("This account has been
 * terminated…", "This channel was removed because it violated our Community Guidelines",
 * "This channel does not exist.", "This channel is not available.").
 */
export function channelAlertKind(alerts: readonly string[]): NotAvailableKind {
  const text = alerts.join(" ");
  if (/terminated/i.test(text)) return "terminated";
  if (/removed|violat|guidelines|suspended|spam|deceptive/i.test(text)) return "removed";
  if (/closed|deleted/i.test(text)) return "closed";
  if (/does ?n[o']t exist|not exist|isn't available|not available/i.test(text) && !/not available in your country/i.test(text)) {
    return /exist/i.test(text) ? "not-found" : "unavailable";
  }
  return "unavailable";
}

/** YouTube's generic picture for accounts without one: never offered as a channel's logo. */
const DEFAULT_AVATAR = /\/(?:a\/)?default-user|\/no_avatar|\/img\/no_thumbnail|\/s\.ytimg\.com\/yts\/img\//i;

export function isDefaultAvatar(url: string): boolean {
  return DEFAULT_AVATAR.test(url);
}

/** Reads a channel page's ytInitialData (and, when given, its meta tags). */
export function parseChannelInitialData(data: unknown, meta?: PageMeta): ParseOutcome<ChannelPageData> {
  const md = at(data, "metadata", "channelMetadataRenderer");
  const c4 = at(data, "header", "c4TabbedHeaderRenderer");
  const phr = at(data, "header", "pageHeaderRenderer");
  const phv = at(phr, "content", "pageHeaderViewModel");

  // A removed, terminated, closed or missing channel: an alert and no header (its page still
  // names the channel id in its meta tags, so the id alone proves nothing).
  const alerts = alertTexts(data);
  if (alerts.length > 0 && !isRecord(c4) && !isRecord(phr)) {
    return { ok: false, kind: channelAlertKind(alerts), detail: alerts[0] };
  }

  const channelId =
    str(at(md, "externalId")) ??
    str(at(c4, "channelId")) ??
    meta?.get("identifier") ??
    meta?.get("channelId") ??
    CHANNEL_ID_IN_URL.exec(str(at(data, "microformat", "microformatDataRenderer", "urlCanonical")) ?? "")?.[1] ??
    CHANNEL_ID_IN_URL.exec(meta?.canonical ?? "")?.[1] ??
    CHANNEL_ID_IN_URL.exec(meta?.get("og:url") ?? "")?.[1];

  if (!channelId || !/^UC[A-Za-z0-9_-]{22}$/.test(channelId)) {
    return { ok: false, kind: alerts.length ? channelAlertKind(alerts) : "not-found", ...(alerts[0] ? { detail: alerts[0] } : {}) };
  }

  let avatars: Thumbnail[] = [];
  let banners: Thumbnail[] = [];
  let tvBanners: Thumbnail[] = [];
  let mobileBanners: Thumbnail[] = [];
  let handle: string | null = null;
  let subscriberCountText: string | null = null;
  let videoCountText: string | null = null;
  let headerTitle: string | undefined;
  let layout: ChannelPageData["layout"] = "metadata-only";

  if (isRecord(c4)) {
    layout = "c4TabbedHeaderRenderer";
    headerTitle = str(c4.title);
    avatars = thumbnailsOf(at(c4, "avatar", "thumbnails"));
    banners = thumbnailsOf(at(c4, "banner", "thumbnails"));
    tvBanners = thumbnailsOf(at(c4, "tvBanner", "thumbnails"));
    mobileBanners = thumbnailsOf(at(c4, "mobileBanner", "thumbnails"));
    handle = textOf(at(c4, "channelHandleText")) ?? null;
    subscriberCountText = textOf(at(c4, "subscriberCountText")) ?? null;
    videoCountText = textOf(at(c4, "videosCountText")) ?? null;
  } else if (isRecord(phr)) {
    layout = "pageHeaderRenderer";
    headerTitle = textOf(at(phv, "title", "dynamicTextViewModel", "text")) ?? str(phr.pageTitle);
    avatars = thumbnailsOf(at(phv, "image", "decoratedAvatarViewModel", "avatar", "avatarViewModel", "image", "sources"));
    banners = thumbnailsOf(at(phv, "banner", "imageBannerViewModel", "image", "sources"));
    const parts = arr(at(phv, "metadata", "contentMetadataViewModel", "metadataRows")).flatMap((row) =>
      arr(at(row, "metadataParts")).map((p) => textOf(at(p, "text")) ?? ""),
    );
    handle = parts.find((p) => p.startsWith("@")) ?? null;
    const counts = parts.filter((p) => p !== "" && !p.startsWith("@"));
    subscriberCountText = counts[0] ?? null;
    videoCountText = counts[1] ?? null;
  }

  const vanityUrl = str(at(md, "vanityChannelUrl")) ?? null;
  handle = handle ?? handleFromUrl(vanityUrl ?? undefined) ?? handleFromUrl(str(at(c4, "navigationEndpoint", "browseEndpoint", "canonicalBaseUrl")));
  avatars = byWidth([...avatars, ...thumbnailsOf(at(md, "avatar", "thumbnails"))]).filter((a) => !isDefaultAvatar(a.url));
  if (avatars.length === 0 && meta?.get("og:image") && !isDefaultAvatar(meta.get("og:image")!)) avatars = [{ url: meta.get("og:image")! }];
  banners = byWidth(banners);
  const familySafe = at(md, "isFamilySafe");
  const title = str(at(md, "title")) ?? headerTitle ?? meta?.get("og:title") ?? "";
  // No header and no channel metadata (or no name): not a channel anyone can see, whatever the meta tags say.
  if (layout === "metadata-only" && (!isRecord(md) || title.trim() === "")) return { ok: false, kind: "unavailable" };

  return {
    ok: true,
    data: {
      channelId,
      title,
      description: str(at(md, "description")) ?? meta?.get("og:description") ?? meta?.get("description") ?? "",
      handle,
      vanityUrl,
      avatars,
      avatarUrl: avatars.at(-1)?.url ?? null,
      banners,
      bannerUrl: banners.at(-1)?.url ?? null,
      tvBanners: byWidth(tvBanners),
      mobileBanners: byWidth(mobileBanners),
      keywords: str(at(md, "keywords")) ?? null,
      subscriberCountText,
      videoCountText,
      isFamilySafe: typeof familySafe === "boolean" ? familySafe : null,
      layout,
    },
  };
}

/** A channel page (/channel/UC…, /@handle, /c/name, /user/name) read to its fields, or why it has none. */
export function parseChannelPage(html: string): ParseOutcome<ChannelPageData> {
  const meta = readPageMeta(html);
  const data = extractAssignedJson(html, "ytInitialData");
  if (!data && BOT_CHECK_TEXT.test(html)) return { ok: false, kind: "bot-check" };
  return parseChannelInitialData(data ?? {}, meta);
}

/** True when a page (or a redirect target) is YouTube's "unusual traffic" interstitial. */
export function looksLikeBotCheck(text: string): boolean {
  return BOT_CHECK_TEXT.test(text);
}
