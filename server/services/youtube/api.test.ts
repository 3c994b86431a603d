import { afterEach, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../../tests/helpers/fake-upstream";
import { loadConfig } from "../../config";
import { MemoryCache } from "../cache";
import { YOUTUBE_NOT_CONFIGURED_MESSAGE, YouTubeError } from "./errors";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "./fixtures";
import { channelResourceSchema, commentThreadSchema, listSchema, videoResourceSchema } from "./schemas";
import { YouTubeService, type YouTubeServiceOptions } from "./service";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "yt-test-key-123";
const API_PATH = "/youtube/v3";

let fake: FakeUpstream | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** `key` "" means no key configured. */
async function service(handler: FakeHandler, opts: YouTubeServiceOptions = {}, key = KEY) {
  fake = await startFakeUpstream(handler);
  const cfg = loadConfig({ YOUTUBE_API_KEY: key, YOUTUBE_API_BASE_URL: `${fake.url}${API_PATH}`, YOUTUBE_WEB_BASE_URL: `${fake.url}/web` }).youtube;
  return new YouTubeService(cfg, new MemoryCache(), { timeoutMs: 2000, pageTimeoutMs: 2000, ...opts });
}

async function failureOf(p: Promise<unknown>): Promise<YouTubeError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof YouTubeError) return e;
    throw e;
  }
  throw new Error("expected a YouTubeError");
}

type Item = { id: string; snippet?: { customUrl?: string } };
const list = (kind: string, items: unknown[]) => ({ kind, etag: "plain-etag", pageInfo: { totalResults: items.length, resultsPerPage: 5 }, items });

/**
 * A fake Data API speaking the wire format, serving the api/ fixtures: channels by id or
 * forHandle, videos by id or chart, search, and two pages of comment threads.
 */
function dataApi(): FakeHandler {
  const channels = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: Item[] }).items;
  const video = fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json");
  const chart = fixtureJson("api/videos.list/pyyoutube_chart-mostPopular_page1_snippet-player_2019.json");
  const search = fixtureJson("api/search.list/pyyoutube_type-channel_2020.json");
  const searchVideos = fixtureJson("api/search.list/pyyoutube_type-video_by-channel_2020.json");
  const comments1 = fixtureJson("api/commentThreads.list/pyyoutube_by-video_F1UP7wRCPH8_page1_2019.json");
  const comments2 = fixtureJson("api/commentThreads.list/pyyoutube_commentThreadListResponse_2items_2019.json");
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return { status: 400, body: { error: { code: 400, message: "API key not valid.", errors: [{ reason: "keyInvalid", domain: "usageLimits" }] } } };
    const q = req.query;
    switch (req.path) {
      case `${API_PATH}/videos`:
        if (q.get("chart") === "mostPopular") return { body: chart };
        return { body: q.get("id") === "D-lhorsDlUQ" ? video : { kind: "youtube#videoListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 0 }, items: [] } };
      case `${API_PATH}/channels`: {
        const handle = q.get("forHandle");
        const ids = q.get("id")?.split(",") ?? [];
        const found = handle ? channels.filter((c) => c.snippet?.customUrl?.toLowerCase() === handle.toLowerCase()) : channels.filter((c) => ids.includes(c.id));
        // Like the real API: no `items` key at all when nothing matched.
        return { body: found.length ? list("youtube#channelListResponse", found) : { kind: "youtube#channelListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 5 } } };
      }
      case `${API_PATH}/search`:
        return { body: q.get("type") === "video" ? searchVideos : search };
      case `${API_PATH}/commentThreads`:
        return { body: q.get("pageToken") ? comments2 : comments1 };
      default:
        return { status: 404, body: { error: { code: 404, message: "Not Found", errors: [{ reason: "notFound" }] } } };
    }
  };
}

function apiRequests(kind: string) {
  return fake!.requests.filter((r) => r.path === `${API_PATH}/${kind}`);
}

describe.skipIf(!HAVE_FIXTURES)("YouTube Data API client against a fake API serving the fixtures", () => {
  it("videos.list by id: parts, key, normalized fields, 1 unit", async () => {
    const yt = await service(dataApi());
    const v = await yt.getVideo("D-lhorsDlUQ");
    expect(v).toMatchObject({
      id: "D-lhorsDlUQ",
      title: "What are Actions on Google (Assistant on Air)",
      channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
      channelTitle: "Google Developers",
      categoryId: "28",
      duration: "PT21M7S",
      durationSeconds: 1267,
      viewCount: 7920,
      likeCount: 190,
      commentCount: 32,
    });
    expect(v!.tags).toHaveLength(20);
    expect(v!.description).toContain("Assistant on Air");
    const r = fake!.requests[0]!;
    expect(r.path).toBe(`${API_PATH}/videos`);
    expect(r.query.get("part")).toBe("snippet,contentDetails,statistics");
    expect(r.query.get("id")).toBe("D-lhorsDlUQ");
    expect(r.query.get("key")).toBe(KEY);
    expect(yt.quota()).toMatchObject({ total: 1, byMethod: { "videos.list": 1 }, calls: { "videos.list": 1 }, cacheHits: 0 });
  });

  it("an unknown video is null, not an error", async () => {
    const yt = await service(dataApi());
    expect(await yt.getVideo("aaaaaaaaaaa")).toBeNull();
  });

  it("a second identical lookup is answered from the cache: no upstream call, no quota spent", async () => {
    const yt = await service(dataApi());
    const first = await yt.getVideo("D-lhorsDlUQ");
    const second = await yt.getVideo("D-lhorsDlUQ");
    expect(second).toEqual(first);
    expect(fake!.requests).toHaveLength(1);
    expect(yt.quota()).toMatchObject({ total: 1, cacheHits: 1 });
  });

  it("concurrent identical lookups share one request", async () => {
    const yt = await service(async (req) => ({ ...dataApi()(req), delayMs: 100 }));
    const [a, b] = await Promise.all([yt.getChannel("UCK8sQmJBp8GCxrOtXWBpyEA"), yt.getChannel("UCK8sQmJBp8GCxrOtXWBpyEA")]);
    expect(a).toEqual(b);
    expect(fake!.requests).toHaveLength(1);
  });

  it("an @handle resolves with channels?forHandle (1 unit), never with search (100)", async () => {
    const yt = await service(dataApi());
    const p = await yt.channelProfile({ kind: "handle", handle: "googledevelopers" });
    expect(p).toMatchObject({
      channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
      title: "Google Developers",
      handle: "@googledevelopers",
      subscriberCount: 2260000,
      videoCount: 5652,
      bannerUrl: "https://yt3.ggpht.com/LMkDZSq0icg6yqyItLxe2c9tb_KjjI6jsrWE019X4L5TULPPLXJy6rtx7-nN7TB5EiHzoB0R5g",
      avatarUrl: "https://yt3.ggpht.com/ytc/AMLnZu-oDvWEJ-WfN9bgxQB2YAlnjC2uqN_c7JQZvX9Ikfg=s800-c-k-c0x00ffffff-no-rj",
      source: "api",
    });
    const calls = apiRequests("channels");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get("forHandle")).toBe("@googledevelopers");
    expect(calls[0]!.query.get("part")).toBe("snippet,statistics,brandingSettings,contentDetails");
    expect(apiRequests("search")).toHaveLength(0);
    expect(yt.quota()).toMatchObject({ total: 1, byMethod: { "channels.list": 1, "search.list": 0 } });
    // The finder's answer for the same handle comes from the cache.
    expect(await yt.resolveChannelId({ kind: "handle", handle: "googledevelopers" })).toEqual({
      channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
      title: "Google Developers",
      handle: "@googledevelopers",
      source: "api",
    });
    expect(fake!.requests).toHaveLength(1);
  });

  it("a bare channel id costs nothing to resolve; a video URL costs one videos.list", async () => {
    const yt = await service(dataApi());
    expect(await yt.resolveChannelId({ kind: "id", channelId: "UCK8sQmJBp8GCxrOtXWBpyEA" })).toMatchObject({ channelId: "UCK8sQmJBp8GCxrOtXWBpyEA", source: "input" });
    expect(fake!.requests).toHaveLength(0);
    expect(await yt.resolveChannelId({ kind: "video", videoId: "D-lhorsDlUQ" })).toEqual({ channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw", title: "Google Developers", handle: null, source: "api" });
    expect(yt.quota().total).toBe(1);
  });

  it("a free-text name is the one input that searches (type=channel, maxResults 1)", async () => {
    const yt = await service(dataApi());
    await failureOf(yt.channelProfile({ kind: "name", query: "Natalia Lafourcade" })); // its first result is not in the channels fixture
    const s = apiRequests("search")[0]!;
    expect(Object.fromEntries(s.query)).toMatchObject({ part: "snippet", type: "channel", q: "Natalia Lafourcade", maxResults: "1" });
  });

  it("channels.list normalizes counts, hidden subscriber counts and missing parts", async () => {
    const yt = await service(dataApi());
    const [google, devs] = await yt.getChannels(["UCK8sQmJBp8GCxrOtXWBpyEA", "UC_x5XG1OV2P6uZZ5FSM9Ttw"]);
    expect(google).toMatchObject({ id: "UCK8sQmJBp8GCxrOtXWBpyEA", handle: "@google", subscriberCount: 10700000, hiddenSubscriberCount: false, videoCount: 2678, uploadsPlaylistId: "UUK8sQmJBp8GCxrOtXWBpyEA" });
    expect(devs!.country).toBe("US");
    expect(apiRequests("channels")[0]!.query.get("id")).toBe("UCK8sQmJBp8GCxrOtXWBpyEA,UC_x5XG1OV2P6uZZ5FSM9Ttw");
  });

  it("channel search merges channels.list statistics (search 100 + channels 1 units)", async () => {
    const yt = await service(dataApi());
    const { items, statsError } = await yt.searchChannelsWithStats({ q: "music", order: "viewCount", regionCode: "US", maxResults: 99 });
    expect(statsError).toBeNull();
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ channelId: "UCxRULEz6kS0PMxCzOY25GhQ", title: "NLaFourcadeVEVO", publishedAt: "2009-09-02T23:35:38.000Z", subscriberCount: null, customUrl: null });
    expect(items[0]!.thumbnail).toMatch(/s800-c-k-no-mo-rj-c0xffffff\/photo\.jpg$/);
    const s = apiRequests("search")[0]!;
    expect(Object.fromEntries(s.query)).toMatchObject({ part: "snippet", type: "channel", q: "music", order: "viewCount", regionCode: "US", maxResults: "50" });
    expect(apiRequests("channels")[0]!.query.get("id")!.split(",")).toHaveLength(5);
    expect(yt.quota()).toMatchObject({ total: 101, byMethod: { "search.list": 100, "channels.list": 1 } });
  });

  it("video search (type=video) for one channel", async () => {
    const yt = await service(dataApi());
    const items = await yt.searchVideos({ channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw", order: "date", maxResults: 5 });
    expect(items[0]).toMatchObject({ videoId: "LrQWzOkC0XQ", channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw", channelTitle: "Google Developers" });
    expect(apiRequests("search")[0]!.query.get("type")).toBe("video");
  });

  it("trending: chart=mostPopular with region, category and clamped maxResults; tags and statistics may be missing", async () => {
    const yt = await service(dataApi());
    const items = await yt.trending({ regionCode: "US", videoCategoryId: "10", maxResults: 0 });
    expect(items).toHaveLength(5);
    expect(items.find((v) => v.id === "X1jMMFOqxEw")!.tags).toEqual([]);
    expect(items[0]).toMatchObject({ id: "hDeuSfo_Ys0", channelTitle: "The ACE Family", viewCount: null, commentCount: null, duration: null });
    const r = apiRequests("videos")[0]!;
    expect(Object.fromEntries(r.query)).toMatchObject({ part: "snippet,contentDetails,statistics", chart: "mostPopular", regionCode: "US", videoCategoryId: "10", maxResults: "1" });
    await yt.trending({ regionCode: "GB", videoCategoryId: "0" });
    expect(apiRequests("videos")[1]!.query.has("videoCategoryId")).toBe(false);
    expect(apiRequests("videos")[1]!.query.get("maxResults")).toBe("25");
  });

  it("comments: 100 per page, plainText, following nextPageToken up to 5 pages", async () => {
    const yt = await service(dataApi());
    const got = await yt.comments("F1UP7wRCPH8", { order: "time" });
    expect(got.pages).toBe(2);
    expect(got.hasMore).toBe(false);
    expect(got.items).toHaveLength(7);
    expect(got.items[1]).toEqual({
      id: "Ugy4OzAuz5uJuFt3FH54AaABAg",
      text: "Please use CLS on your own search results page..",
      authorDisplayName: "el bojo loco",
      authorChannelId: "UCGBUkig1Ala-Z2gF73WSTdw",
      authorProfileImageUrl: "https://yt3.ggpht.com/a/AGF-l79o1pzBIfl2qWbKEyhg__UhsQZ4V9Dsg-lRSg=s48-c-k-c0xffffffff-no-rj-mo",
      publishedAt: "2019-11-21T19:18:39.000Z",
      likeCount: 1,
    });
    const [p1, p2] = apiRequests("commentThreads");
    expect(Object.fromEntries(p1!.query)).toMatchObject({ part: "snippet", videoId: "F1UP7wRCPH8", maxResults: "100", textFormat: "plainText", order: "time" });
    expect(p1!.query.has("pageToken")).toBe(false);
    expect(p2!.query.get("pageToken")).toMatch(/^QURTSl9p/);
    expect(yt.quota().byMethod["commentThreads.list"]).toBe(2);
  });

  it("stops after maxPages and says more exist", async () => {
    const page = fixtureJson("api/commentThreads.list/pyyoutube_by-video_F1UP7wRCPH8_page1_2019.json");
    const yt = await service(() => ({ body: page }));
    const got = await yt.comments("F1UP7wRCPH8", { maxPages: 3 });
    expect(got).toMatchObject({ pages: 3, hasMore: true });
    // Every page hands back the same token, so page 3 repeats page 2's request: the cache answers it.
    expect(fake!.requests).toHaveLength(2);
    expect(yt.quota()).toMatchObject({ total: 2, cacheHits: 1 });
  });

  it("every parameter sent exists on its method in the official discovery document", async () => {
    const discovery = fixtureJson("api/discovery/youtube-v3.discovery.json") as {
      parameters: Record<string, unknown>;
      resources: Record<string, { methods: { list: { parameters: Record<string, unknown> } } }>;
    };
    const yt = await service(dataApi());
    await yt.getVideo("D-lhorsDlUQ");
    await yt.trending({ regionCode: "US", videoCategoryId: "10" });
    await yt.getChannelByHandle("google");
    await yt.getChannelByUsername("Google");
    await yt.searchChannels({ q: "x", order: "date", regionCode: "US" });
    await yt.searchVideos({ q: "x", channelId: "UC_x5XG1OV2P6uZZ5FSM9Ttw" });
    await yt.commentThreads({ videoId: "F1UP7wRCPH8", pageToken: "abc", order: "relevance" });
    for (const r of fake!.requests) {
      const resource = r.path.slice(API_PATH.length + 1);
      const allowed = { ...discovery.parameters, ...discovery.resources[resource]!.methods.list.parameters };
      for (const name of r.query.keys()) expect(Object.keys(allowed), `${resource}: ${name}`).toContain(name);
    }
  });
});

describe("YouTube Data API client: failures", () => {
  it(`without a key: not configured, "${YOUTUBE_NOT_CONFIGURED_MESSAGE}", nothing sent`, async () => {
    const yt = await service(() => ({ body: {} }), {}, "");
    expect(yt.configured).toBe(false);
    const e = await failureOf(yt.getVideo("D-lhorsDlUQ"));
    expect(e).toMatchObject({ code: "not_configured", message: "YouTube API key not configured." });
    expect(await failureOf(yt.channelProfile({ kind: "name", query: "Google" }))).toMatchObject({ code: "not_configured" });
    expect(fake!.requests).toHaveLength(0);
    expect(yt.quota().total).toBe(0);
  });

  it("a rejected key: 'YouTube API error: 400' with the reason kept", async () => {
    const yt = await service(() => ({ status: 400, body: { error: { code: 400, message: "API key not valid. Please pass a valid API key.", errors: [{ message: "API key not valid.", domain: "global", reason: "badRequest" }], status: "INVALID_ARGUMENT" } } }));
    const e = await failureOf(yt.getVideo("D-lhorsDlUQ"));
    expect(e).toMatchObject({ code: "api_error", status: 400, reason: "badRequest", method: "videos.list", message: "YouTube API error: 400" });
  });

  it("403 quotaExceeded is recognised, and the API is left alone for the cool-down", async () => {
    const quota = { status: 403, body: { error: { code: 403, message: "The request cannot be completed because you have exceeded your quota.", errors: [{ message: "…", domain: "youtube.quota", reason: "quotaExceeded" }] } } };
    const yt = await service(() => quota);
    const e = await failureOf(yt.searchChannels({ q: "x" }));
    expect(e).toMatchObject({ code: "quota_exceeded", status: 403, reason: "quotaExceeded", message: "YouTube API error: 403" });
    expect(e.isQuotaExceeded).toBe(true);
    expect(yt.apiUsable).toBe(false);
    expect(yt.quota().exhaustedUntil).not.toBeNull();
    expect(await failureOf(yt.getVideo("D-lhorsDlUQ"))).toMatchObject({ code: "quota_exceeded" });
    expect(fake!.requests).toHaveLength(1);
  });

  it("other 403s (commentsDisabled) are API errors with their reason", async () => {
    const yt = await service(() => ({ status: 403, body: { error: { code: 403, errors: [{ reason: "commentsDisabled" }] } } }));
    expect(await failureOf(yt.commentThreads({ videoId: "F1UP7wRCPH8" }))).toMatchObject({ code: "api_error", status: 403, reason: "commentsDisabled" });
    expect(yt.apiUsable).toBe(true);
  });

  it("404 keeps its status", async () => {
    const yt = await service(() => ({ status: 404, body: { error: { code: 404, errors: [{ reason: "videoNotFound" }] } } }));
    expect(await failureOf(yt.commentThreads({ videoId: "F1UP7wRCPH8" }))).toMatchObject({ code: "api_error", status: 404, reason: "videoNotFound", message: "YouTube API error: 404" });
  });

  it("a 500 with an HTML body is still 'YouTube API error: 500'", async () => {
    const yt = await service(() => ({ status: 500, body: "<html>oops</html>" }));
    expect(await failureOf(yt.getVideo("D-lhorsDlUQ"))).toMatchObject({ code: "api_error", status: 500, message: "YouTube API error: 500" });
  });

  it("times out", async () => {
    const yt = await service(() => ({ body: {}, delayMs: 1000 }), { timeoutMs: 100 });
    expect(await failureOf(yt.getVideo("D-lhorsDlUQ"))).toMatchObject({ code: "timeout", status: 0, message: "The YouTube API did not answer in time. Please try again." });
  });

  it("a dropped connection is a network error", async () => {
    const yt = await service(() => ({ destroy: true }));
    expect(await failureOf(yt.getVideo("D-lhorsDlUQ"))).toMatchObject({ code: "network" });
  });

  it("malformed bodies: not JSON, or not the documented shape", async () => {
    const notJson = await service(() => ({ body: "{not json", headers: { "content-type": "application/json" } }));
    expect(await failureOf(notJson.getVideo("D-lhorsDlUQ"))).toMatchObject({ code: "invalid_response", message: "The YouTube API sent a reply that could not be read." });
    await fake!.close();
    const wrongShape = await service(() => ({ body: { items: [{ id: 42 }] } }));
    expect(await failureOf(wrongShape.getVideo("D-lhorsDlUQ"))).toMatchObject({ code: "invalid_response" });
    // Failures are not cached: the next call asks again.
    await failureOf(wrongShape.getVideo("D-lhorsDlUQ"));
    expect(fake!.requests).toHaveLength(2);
  });

  it("the key never appears in an error message", async () => {
    for (const reply of [{ destroy: true }, { status: 500, body: "x" }, { body: "{" }] as FakeReply[]) {
      const yt = await service(() => reply);
      const e = await failureOf(yt.getVideo("D-lhorsDlUQ"));
      expect(e.message).not.toContain(KEY);
      expect(JSON.stringify(e)).not.toContain(KEY);
      await fake!.close();
      fake = undefined;
    }
  });

  it("refuses malformed ids before calling", async () => {
    const yt = await service(() => ({ body: {} }));
    expect(await failureOf(yt.getVideo("short"))).toMatchObject({ code: "invalid_input" });
    expect(await failureOf(yt.getChannels(["UCnot-an-id"]))).toMatchObject({ code: "invalid_input" });
    expect(await failureOf(yt.getChannelByHandle("@a b"))).toMatchObject({ code: "invalid_input" });
    expect(fake!.requests).toHaveLength(0);
  });
});

describe.skipIf(!HAVE_FIXTURES)("API fixtures against the schemas", () => {
  it("accept the single-resource shapes (2019 channel with old banner images, comment thread with replies)", () => {
    expect(channelResourceSchema.safeParse(fixtureJson("api/channels.list/pyyoutube_channel-resource_full-brandingSettings-images_2019.json")).success).toBe(true);
    expect(commentThreadSchema.safeParse(fixtureJson("api/commentThreads.list/pyyoutube_commentThread-resource_with-replies_2019.json")).success).toBe(true);
  });

  it("accept snippet-only channels and quoted etags", () => {
    const r = listSchema(channelResourceSchema).safeParse(fixtureJson("api/channels.list/pyyoutube_GoogleDevelopers_snippet-only_2022.json"));
    expect(r.success && r.data.items?.[0]?.statistics).toBeUndefined();
    const v = listSchema(videoResourceSchema).safeParse(fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json"));
    expect(v.success && v.data.etag).toMatch(/^"/);
  });
});
