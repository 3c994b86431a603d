import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORY,
  apiCategory,
  apiRegion,
  CATEGORIES,
  clampMaxResults,
  CSV_COLUMNS,
  DEFAULT_FORM,
  durationSeconds,
  errorHint,
  formatCount,
  formatDate,
  formatDuration,
  formatFullCount,
  jsonFileName,
  LABELS,
  MAX_RESULTS,
  MESSAGES,
  PROGRESS_RESET_MS,
  readApiError,
  readTrendingResponse,
  REGIONS,
  requestPath,
  STAGES,
  toTrendingItem,
  trendingCsv,
  trendingJson,
  waitMs,
  watchUrl,
  type TrendingItem,
  type VideoLike,
} from "./logic";

const video = (over: Partial<VideoLike> = {}): VideoLike => ({
  id: "D-lhorsDlUQ",
  title: "What are Actions on Google",
  channelTitle: "Google Developers",
  publishedAt: "2019-03-21T20:37:49.000Z",
  thumbnails: { default: { url: "https://i.ytimg.com/vi/D-lhorsDlUQ/default.jpg" }, medium: { url: "https://i.ytimg.com/vi/D-lhorsDlUQ/mqdefault.jpg" } },
  viewCount: 7920,
  likeCount: 190,
  commentCount: 32,
  duration: "PT21M7S",
  ...over,
});

describe("trending finder: words and options (spec 002 §2, §3)", () => {
  it("uses the spec's labels", () => {
    expect(LABELS).toMatchObject({
      region: "Region",
      category: "Category",
      maxResults: "Max Results",
      find: "Find Trending Videos",
      copyCsv: "Copy CSV",
      downloadJson: "Download JSON",
      openVideo: "Open Video",
    });
  });

  it("lists about 100 countries by ISO code plus ALL (worldwide), each once", () => {
    expect(REGIONS[0]).toEqual({ code: "ALL", name: "All (worldwide)" });
    const countries = REGIONS.slice(1);
    expect(countries.length).toBeGreaterThanOrEqual(95);
    for (const r of countries) expect(r.code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(REGIONS.length);
    for (const code of ["US", "GB", "IN", "CA", "AU", "DE", "FR", "JP", "BR", "MX", "KR"]) expect(REGIONS.some((r) => r.code === code)).toBe(true);
  });

  it("lists categories 0 (All) to 44 with the spec's example names", () => {
    expect(CATEGORIES[0]).toEqual({ id: "0", name: "All" });
    const byId = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.name]));
    expect(byId).toMatchObject({
      "1": "Film & Animation",
      "10": "Music",
      "17": "Sports",
      "20": "Gaming",
      "22": "People & Blogs",
      "24": "Entertainment",
      "25": "News & Politics",
      "27": "Education",
      "28": "Science & Technology",
      "42": "Shorts",
      "43": "Shows",
      "44": "Trailers",
    });
    for (const c of CATEGORIES) expect(Number(c.id)).toBeGreaterThanOrEqual(0);
    for (const c of CATEGORIES) expect(Number(c.id)).toBeLessThanOrEqual(44);
    expect(new Set(CATEGORIES.map((c) => c.name)).size).toBe(CATEGORIES.length);
  });
});

describe("trending finder: input rules (spec 002 §5)", () => {
  it("clamps max results to 1–50 with default 25", () => {
    expect(MAX_RESULTS).toEqual({ min: 1, max: 50, default: 25 });
    expect(clampMaxResults("25")).toBe(25);
    expect(clampMaxResults("0")).toBe(1);
    expect(clampMaxResults("-4")).toBe(1);
    expect(clampMaxResults("51")).toBe(50);
    expect(clampMaxResults("1000")).toBe(50);
    expect(clampMaxResults("12.9")).toBe(12);
    expect(clampMaxResults("")).toBe(25);
    expect(clampMaxResults("abc")).toBe(25);
    expect(clampMaxResults(undefined)).toBe(25);
    expect(clampMaxResults(7)).toBe(7);
  });

  it("sends ALL as US, and the category only when it is not all", () => {
    expect(apiRegion("ALL")).toBe("US");
    expect(apiRegion("GB")).toBe("GB");
    expect(apiCategory(ALL_CATEGORY)).toBeUndefined();
    expect(apiCategory("20")).toBe("20");
  });

  it("builds our endpoint's URL with the clamped count; unknown options fall back to the defaults", () => {
    expect(requestPath(DEFAULT_FORM)).toBe("/api/youtube/youtube-trending-videos-finder?region=US&category=0&maxResults=25");
    expect(requestPath({ region: "ALL", category: "10", maxResults: "99" })).toBe("/api/youtube/youtube-trending-videos-finder?region=ALL&category=10&maxResults=50");
    expect(requestPath({ region: "XX", category: "5", maxResults: "x" })).toBe("/api/youtube/youtube-trending-videos-finder?region=US&category=0&maxResults=25");
  });
});

describe("trending finder: the item (spec 002 §3)", () => {
  it("maps a video to the spec's fields: medium thumbnail, counts as strings", () => {
    expect(toTrendingItem(video())).toEqual({
      id: "D-lhorsDlUQ",
      title: "What are Actions on Google",
      channelTitle: "Google Developers",
      publishedAt: "2019-03-21T20:37:49.000Z",
      thumbnail: "https://i.ytimg.com/vi/D-lhorsDlUQ/mqdefault.jpg",
      viewCount: "7920",
      likeCount: "190",
      commentCount: "32",
      duration: "PT21M7S",
    });
  });

  it("falls back to the default thumbnail, defaults the comment count to \"0\", keeps missing views and likes missing", () => {
    const item = toTrendingItem(video({ thumbnails: { default: { url: "d.jpg" } }, viewCount: null, likeCount: null, commentCount: null, duration: null }));
    expect(item).toMatchObject({ thumbnail: "d.jpg", viewCount: null, likeCount: null, commentCount: "0", duration: null });
    expect(toTrendingItem(video({ thumbnails: {} })).thumbnail).toBeNull();
  });

  it("reads our server's answer and refuses anything else", () => {
    const item = toTrendingItem(video());
    expect(readTrendingResponse({ items: [item], regionCode: "US" })).toEqual({ items: [item], regionCode: "US" });
    expect(readTrendingResponse({ items: [], regionCode: "US" })).toEqual({ items: [], regionCode: "US" });
    expect(readTrendingResponse({ items: [{ ...item, commentCount: null }], regionCode: "US" })).toBeNull();
    expect(readTrendingResponse({ items: "x", regionCode: "US" })).toBeNull();
    expect(readTrendingResponse(null)).toBeNull();
    expect(readApiError({ error: { code: "youtube_api_error", message: "YouTube API error: 404" } })).toEqual({ code: "youtube_api_error", message: "YouTube API error: 404" });
    expect(readApiError({ error: "x" })).toBeNull();
  });
});

describe("trending finder: formatting", () => {
  it("formats counts short, and in full for the tooltip; missing stays missing", () => {
    expect(formatCount("7920")).toBe("7.9K");
    expect(formatCount("190")).toBe("190");
    expect(formatCount("1234567")).toBe("1.2M");
    expect(formatCount("3331930783")).toBe("3.3B");
    expect(formatCount("0")).toBe("0");
    expect(formatCount(null)).toBeNull();
    expect(formatCount("n/a")).toBeNull();
    expect(formatFullCount("3331930783")).toBe("3,331,930,783");
    expect(formatFullCount(null)).toBeNull();
  });

  it("formats ISO durations as clock times; zero (live) and junk give nothing", () => {
    expect(formatDuration("PT21M7S")).toBe("21:07");
    expect(formatDuration("PT45S")).toBe("0:45");
    expect(formatDuration("PT1H2M3S")).toBe("1:02:03");
    expect(formatDuration("PT1H")).toBe("1:00:00");
    expect(formatDuration("P1DT2H")).toBe("26:00:00");
    expect(formatDuration("P0D")).toBeNull();
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration("PT")).toBeNull();
    expect(durationSeconds("x")).toBeNull();
  });

  it("formats dates in UTC", () => {
    expect(formatDate("2019-11-29T20:00:11.000Z")).toBe("Nov 29, 2019");
    expect(formatDate("2019-11-29T23:59:59Z")).toBe("Nov 29, 2019");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("links to the watch page", () => {
    expect(watchUrl("hDeuSfo_Ys0")).toBe("https://www.youtube.com/watch?v=hDeuSfo_Ys0");
  });
});

describe("trending finder: exports (spec 002 §9)", () => {
  const items: TrendingItem[] = [
    toTrendingItem(video()),
    toTrendingItem(video({ id: "-abcdefghij", title: '=HYPERLINK("x") "quoted", comma', channelTitle: "@chan", viewCount: null })),
  ];

  it("CSV: the spec's columns, every field quoted, quotes doubled, CRLF records", () => {
    expect(CSV_COLUMNS).toEqual(["videoId", "title", "channel", "views", "publishedAt"]);
    const csv = trendingCsv(items);
    expect(csv.split("\r\n")).toEqual([
      '"videoId","title","channel","views","publishedAt"',
      '"D-lhorsDlUQ","What are Actions on Google","Google Developers","7920","2019-03-21T20:37:49.000Z"',
      // Other people's text is defused for spreadsheets; the ID that starts with "-" is left exactly as it is.
      '"-abcdefghij","\'=HYPERLINK(""x"") ""quoted"", comma","\'@chan","","2019-03-21T20:37:49.000Z"',
      "",
    ]);
  });

  it("CSV of no items is the header alone", () => {
    expect(trendingCsv([])).toBe('"videoId","title","channel","views","publishedAt"\r\n');
  });

  it("JSON: yt-trending-{region}-{category}.json, pretty-printed", () => {
    expect(jsonFileName("US", "0")).toBe("yt-trending-US-0.json");
    expect(jsonFileName("ALL", "20")).toBe("yt-trending-ALL-20.json");
    expect(trendingJson(items)).toBe(JSON.stringify(items, null, 2));
    expect(JSON.parse(trendingJson(items))).toEqual(items);
  });
});

describe("trending finder: states and messages (spec 002 §4, §8, §9)", () => {
  it("shows preparing, waiting, fetching and finalizing in order", () => {
    const order = Object.values(STAGES).map((s) => s.progress);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(Object.keys(STAGES)).toEqual(["preparing", "waiting", "fetching", "finalizing", "complete"]);
    expect(STAGES.complete.progress).toBe(100);
  });

  it("waits 10 s only when the spec's waits are on; resets the progress after 0.4 s", () => {
    expect(waitMs(true)).toBe(10_000);
    expect(waitMs(false)).toBe(0);
    expect(PROGRESS_RESET_MS).toBe(400);
  });

  it("keeps the spec's API error wording and explains the codes it knows", () => {
    expect(MESSAGES.apiError(403)).toBe("YouTube API error: 403");
    expect(MESSAGES.notConfigured).toBe("YouTube API key not configured.");
    expect(errorHint("youtube_quota_exceeded")).toBe(MESSAGES.quotaExceeded);
    expect(errorHint("youtube_chart_not_found")).toBe(MESSAGES.chartNotFound);
    expect(errorHint("youtube_api_error")).toBeNull();
  });
});
