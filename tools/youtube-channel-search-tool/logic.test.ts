import { describe, expect, it } from "vitest";
import {
  apiRegion,
  canSearch,
  channelsCsv,
  channelsJson,
  channelUrl,
  checkQuery,
  chips,
  clampMaxResults,
  CSV_COLUMNS,
  DEFAULT_FORM,
  errorHint,
  formatCount,
  formatDate,
  handleText,
  handleUrl,
  jsonFileName,
  LABELS,
  MAX_RESULTS,
  MESSAGES,
  ORDERS,
  PROGRESS_RESET_MS,
  readApiError,
  readSearchResponse,
  REGIONS,
  requestPath,
  STAGES,
  TIP,
  toChannelItem,
  waitMs,
  type ChannelItem,
  type ChannelListLike,
} from "./logic";

const listItem = (over: Partial<ChannelListLike> = {}): ChannelListLike => ({
  channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
  title: "Google Developers",
  description: "The Google Developers channel",
  thumbnails: { default: { url: "https://yt3.ggpht.com/d=s88" }, high: { url: "https://yt3.ggpht.com/d=s800" } },
  customUrl: "@googledevelopers",
  publishedAt: "2007-08-23T00:34:43Z",
  subscriberCount: 2260000,
  videoCount: 5652,
  ...over,
});

describe("channel search: words and options (spec 002 §2, §3)", () => {
  it("uses the spec's labels", () => {
    expect(LABELS).toMatchObject({
      keyword: "Keyword",
      order: "Order",
      region: "Region",
      maxResults: "Max Results",
      openChannel: "Open Channel",
      copyCsv: "Copy CSV",
      downloadJson: "Download JSON",
      hidden: "hidden",
    });
  });

  it("offers the spec's regions and orders, in its order", () => {
    expect(REGIONS.map((r) => r.value)).toEqual(["ALL", "US", "GB", "IN", "CA", "AU", "DE", "FR", "JP"]);
    expect(ORDERS).toEqual([
      { value: "relevance", label: "Relevance" },
      { value: "date", label: "Newest" },
      { value: "rating", label: "Rating" },
      { value: "title", label: "A-Z" },
      { value: "videoCount", label: "Video Count" },
      { value: "viewCount", label: "View Count" },
    ]);
    expect(DEFAULT_FORM).toEqual({ keyword: "", order: "relevance", region: "ALL", maxResults: "25" });
  });

  it("has a tip that names the channel ID finder", () => {
    expect(`${TIP.before}${TIP.linkText}${TIP.after}`).toContain("YouTube Channel ID Finder");
  });
});

describe("channel search: input rules (spec 002 §5, §7)", () => {
  it("an empty keyword gives 'Please enter a search query.'; the button is disabled while empty", () => {
    expect(checkQuery("")).toEqual({ ok: false, error: "Please enter a search query." });
    expect(checkQuery("   ")).toEqual({ ok: false, error: "Please enter a search query." });
    expect(checkQuery("  chess   openings ")).toEqual({ ok: true, q: "chess openings" });
    expect(checkQuery("x".repeat(201))).toEqual({ ok: false, error: MESSAGES.tooLong });
    expect(canSearch("", false)).toBe(false);
    expect(canSearch(" ", false)).toBe(false);
    expect(canSearch("a", true)).toBe(false);
    expect(canSearch("a", false)).toBe(true);
  });

  it("clamps max results to 1–50", () => {
    expect(MAX_RESULTS).toEqual({ min: 1, max: 50, default: 25 });
    expect(clampMaxResults("0")).toBe(1);
    expect(clampMaxResults("77")).toBe(50);
    expect(clampMaxResults("10")).toBe(10);
    expect(clampMaxResults("")).toBe(25);
    expect(clampMaxResults("x")).toBe(25);
  });

  it("omits the region for ALL", () => {
    expect(apiRegion("ALL")).toBeUndefined();
    expect(apiRegion("JP")).toBe("JP");
  });

  it("builds our endpoint's URL; unknown options fall back to the defaults", () => {
    expect(requestPath({ keyword: "x", order: "viewCount", region: "GB", maxResults: "60" }, "chess openings")).toBe(
      "/api/youtube/youtube-channel-search-tool?q=chess+openings&order=viewCount&region=GB&maxResults=50",
    );
    expect(requestPath({ keyword: "x", order: "bogus" as "date", region: "ZZ", maxResults: "" }, "a")).toBe(
      "/api/youtube/youtube-channel-search-tool?q=a&order=relevance&region=ALL&maxResults=25",
    );
  });
});

describe("channel search: the item (spec 002 §3)", () => {
  it("maps a result to the spec's fields, with the high thumbnail, else default", () => {
    expect(toChannelItem(listItem())).toEqual({
      channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
      title: "Google Developers",
      description: "The Google Developers channel",
      thumbnail: "https://yt3.ggpht.com/d=s800",
      customUrl: "@googledevelopers",
      publishedAt: "2007-08-23T00:34:43Z",
      subscriberCount: 2260000,
      videoCount: 5652,
    });
    expect(toChannelItem(listItem({ thumbnails: { default: { url: "d" }, medium: { url: "m" } } })).thumbnail).toBe("d");
    expect(toChannelItem(listItem({ thumbnails: {} })).thumbnail).toBeNull();
  });

  it("reads our server's answer and refuses anything else", () => {
    const item = toChannelItem(listItem());
    expect(readSearchResponse({ items: [item], statsError: null })).toEqual({ items: [item], statsError: null });
    expect(readSearchResponse({ items: [], statsError: "YouTube API error: 500" })).toEqual({ items: [], statsError: "YouTube API error: 500" });
    expect(readSearchResponse({ items: [{ ...item, subscriberCount: "1" }], statsError: null })).toBeNull();
    expect(readSearchResponse({ items: [] })).toBeNull();
    expect(readApiError({ error: { code: "youtube_quota_exceeded", message: "YouTube API error: 403" } })).toEqual({ code: "youtube_quota_exceeded", message: "YouTube API error: 403" });
  });
});

describe("channel search: chips, links and formatting", () => {
  const item = toChannelItem(listItem());

  it("shows subscribers, videos and joined date", () => {
    expect(chips(item, true)).toEqual([
      { name: "subscribers", text: "Subscribers: 2.3M", title: "2,260,000" },
      { name: "videos", text: "Videos: 5,652" },
      { name: "joined", text: "Joined: Aug 23, 2007" },
    ]);
  });

  it("says 'hidden' for a hidden subscriber count", () => {
    expect(chips({ ...item, subscriberCount: null }, true)[0]).toEqual({ name: "subscribers", text: "Subscribers: hidden" });
  });

  it("shows no counts when the statistics could not be loaded, and no date when there is none", () => {
    expect(chips({ ...item, subscriberCount: null, videoCount: null }, false)).toEqual([{ name: "joined", text: "Joined: Aug 23, 2007" }]);
    expect(chips({ ...item, publishedAt: null, videoCount: null }, true)).toEqual([{ name: "subscribers", text: "Subscribers: 2.3M", title: "2,260,000" }]);
  });

  it("formats counts and dates", () => {
    expect(formatCount(10700000)).toBe("10.7M");
    expect(formatCount(950)).toBe("950");
    expect(formatDate("2005-09-18T22:37:10Z")).toBe("Sep 18, 2005");
    expect(formatDate(null)).toBe("");
  });

  it("links to the channel by ID and to its handle", () => {
    expect(channelUrl("UCK8sQmJBp8GCxrOtXWBpyEA")).toBe("https://www.youtube.com/channel/UCK8sQmJBp8GCxrOtXWBpyEA");
    expect(handleUrl("@google")).toBe("https://www.youtube.com/@google");
    expect(handleText("@google")).toBe("@google");
    expect(handleUrl("googledevelopers")).toBe("https://www.youtube.com/c/googledevelopers");
    expect(handleText("googledevelopers")).toBe("/c/googledevelopers");
  });
});

describe("channel search: exports (spec 002 §9)", () => {
  const items: ChannelItem[] = [
    toChannelItem(listItem()),
    toChannelItem(listItem({ channelId: "UC-aaaaaaaaaaaaaaaaaaaaa", title: '-Minus "Quoted", Co', customUrl: null, publishedAt: null, subscriberCount: null, videoCount: 12 })),
  ];

  it("CSV: the spec's columns, every field quoted, a hidden count empty", () => {
    expect(CSV_COLUMNS).toEqual(["channelId", "title", "customUrl", "joinedAt", "subscriberCount", "videoCount"]);
    expect(channelsCsv(items).split("\r\n")).toEqual([
      '"channelId","title","customUrl","joinedAt","subscriberCount","videoCount"',
      '"UC_x5XG1OV2P6uZZ5FSM9Ttw","Google Developers","@googledevelopers","2007-08-23T00:34:43Z","2260000","5652"',
      '"UC-aaaaaaaaaaaaaaaaaaaaa","\'-Minus ""Quoted"", Co","","","","12"',
      "",
    ]);
  });

  it("JSON: yt-channel-search-{order}.json, pretty-printed", () => {
    expect(jsonFileName("relevance")).toBe("yt-channel-search-relevance.json");
    expect(jsonFileName("viewCount")).toBe("yt-channel-search-viewCount.json");
    expect(channelsJson(items)).toBe(JSON.stringify(items, null, 2));
  });
});

describe("channel search: states and messages (spec 002 §4, §8, §9)", () => {
  it("shows preparing, waiting, fetching and finalizing in order", () => {
    expect(Object.keys(STAGES)).toEqual(["preparing", "waiting", "fetching", "finalizing", "complete"]);
    const p = Object.values(STAGES).map((s) => s.progress);
    expect(p).toEqual([...p].sort((a, b) => a - b));
    expect(waitMs(true)).toBe(10_000);
    expect(waitMs(false)).toBe(0);
    expect(PROGRESS_RESET_MS).toBe(400);
  });

  it("keeps the spec's API error wording and explains the quota", () => {
    expect(MESSAGES.apiError(403)).toBe("YouTube API error: 403");
    expect(MESSAGES.notConfigured).toBe("YouTube API key not configured.");
    expect(errorHint("youtube_quota_exceeded")).toBe(MESSAGES.quotaExceeded);
    expect(errorHint("youtube_api_error")).toBeNull();
    expect(MESSAGES.statsMissing("YouTube API error: 500")).toBe("Subscriber and video counts could not be loaded: YouTube API error: 500");
  });
});
