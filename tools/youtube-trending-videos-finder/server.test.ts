import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { API_PATH, MESSAGES } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "trending-test-key";
const V3 = "/youtube/v3";

const apiError = (status: number, reason: string): FakeReply => ({
  status,
  body: { error: { code: status, message: reason, errors: [{ message: reason, domain: "youtube.quota", reason }] } },
});

/**
 * The Data API's videos endpoint over the fixtures: the 2019 most-popular chart (snippet and
 * player only, no statistics) for US, and a videos.list answer that has statistics and
 * contentDetails for GB; an empty chart (no `items`, like the real API) for JP.
 */
function dataApi(): FakeHandler {
  const chart = fixtureJson("api/videos.list/pyyoutube_chart-mostPopular_page1_snippet-player_2019.json");
  const withStats = fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json");
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return apiError(400, "keyInvalid");
    if (req.path !== `${V3}/videos` || req.query.get("chart") !== "mostPopular") return apiError(404, "notFound");
    const region = req.query.get("regionCode");
    if (region === "GB") return { body: withStats };
    if (region === "JP") return { body: { kind: "youtube#videoListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 0 } } };
    return { body: chart };
  };
}

let api: FakeUpstream;
beforeAll(async () => {
  api = await startFakeUpstream(() => ({ status: 500 }));
});
afterAll(() => api.close());

interface Served {
  close(): Promise<void>;
  get(query: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  quota(): Promise<{ total: number; byMethod: Record<string, number>; cacheHits: number }>;
}

async function serve(env: Record<string, string> = {}): Promise<Served> {
  const config = loadConfig({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: `${api.url}/web`, ...env });
  const { app } = createApp({ config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    close: () => new Promise<void>((r) => server.close(() => r())),
    async get(query) {
      const res = await fetch(`${url}${API_PATH}?${new URLSearchParams(query)}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async quota() {
      const status = (await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: Awaited<ReturnType<Served["quota"]>> } } };
      return status.services.youtube.quota;
    },
  };
}

let app: Served | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  api.requests.length = 0;
});

describe.skipIf(!HAVE_FIXTURES)("trending finder API against a fake Data API serving the fixtures", () => {
  beforeAll(() => api.setHandler(dataApi()));

  it("asks videos.list chart=mostPopular with snippet, statistics and contentDetails, and answers the spec's items (1 unit)", async () => {
    app = await serve();
    const r = await app.get({ region: "US", category: "0", maxResults: "25" });
    expect(r.status).toBe(200);
    const items = r.body.items as Record<string, unknown>[];
    expect(r.body.regionCode).toBe("US");
    expect(items).toHaveLength(5);
    // The 2019 chart fixture has no statistics part: views and likes stay missing, comments default to "0".
    expect(items[0]).toEqual({
      id: "hDeuSfo_Ys0",
      title: "GIDDY UP ( OFFICIAL MUSIC VIDEO )",
      channelTitle: "The ACE Family",
      publishedAt: "2019-11-29T20:00:11.000Z",
      thumbnail: "https://i.ytimg.com/vi/hDeuSfo_Ys0/mqdefault.jpg",
      viewCount: null,
      likeCount: null,
      commentCount: "0",
      duration: null,
    });
    expect(api.requests).toHaveLength(1);
    const q = Object.fromEntries(api.requests[0]!.query);
    expect(api.requests[0]!.path).toBe(`${V3}/videos`);
    expect(q).toEqual({ part: "snippet,contentDetails,statistics", chart: "mostPopular", regionCode: "US", maxResults: "25", key: KEY });
    expect(await app.quota()).toMatchObject({ total: 1, byMethod: { "videos.list": 1 }, cacheHits: 0 });
  });

  it("reads statistics and duration when YouTube sends them", async () => {
    app = await serve();
    const r = await app.get({ region: "GB", category: "0", maxResults: "25" });
    expect(r.body.items).toEqual([
      {
        id: "D-lhorsDlUQ",
        title: "What are Actions on Google (Assistant on Air)",
        channelTitle: "Google Developers",
        publishedAt: "2019-03-21T20:37:49.000Z",
        thumbnail: "https://i.ytimg.com/vi/D-lhorsDlUQ/mqdefault.jpg",
        viewCount: "7920",
        likeCount: "190",
        commentCount: "32",
        duration: "PT21M7S",
      },
    ]);
  });

  it("sends ALL as US, the category only when it is not all, and max results clamped to 1–50", async () => {
    app = await serve();
    await app.get({ region: "ALL", category: "20", maxResults: "99" });
    await app.get({ region: "DE", category: "0", maxResults: "0" });
    await app.get({ region: "FR", category: "10", maxResults: "abc" });
    const qs = api.requests.map((r) => Object.fromEntries(r.query));
    expect(qs[0]).toMatchObject({ regionCode: "US", videoCategoryId: "20", maxResults: "50" });
    expect(qs[1]).toMatchObject({ regionCode: "DE", maxResults: "1" });
    expect(qs[1]).not.toHaveProperty("videoCategoryId");
    expect(qs[2]).toMatchObject({ regionCode: "FR", videoCategoryId: "10", maxResults: "25" });
  });

  it("answers a second identical lookup from the cache: no upstream call, no quota (ALL and US are one chart)", async () => {
    app = await serve();
    const first = await app.get({ region: "US", category: "0", maxResults: "25" });
    const again = await app.get({ region: "US", category: "0", maxResults: "25" });
    const all = await app.get({ region: "ALL", category: "0", maxResults: "25" });
    expect(again.body).toEqual(first.body);
    expect(all.body).toEqual(first.body);
    expect(api.requests).toHaveLength(1);
    expect(await app.quota()).toMatchObject({ total: 1, cacheHits: 2 });
  });

  it("an empty chart is an empty list, not an error", async () => {
    app = await serve();
    const r = await app.get({ region: "JP", category: "0", maxResults: "25" });
    expect(r).toEqual({ status: 200, body: { items: [], regionCode: "JP" } });
  });

  it("refuses regions and categories that are not in the lists, before any request", async () => {
    app = await serve();
    expect(await app.get({ region: "XX", category: "0" })).toEqual({ status: 400, body: { error: { code: "invalid_input", message: MESSAGES.invalidRegion } } });
    expect(await app.get({ region: "US", category: "5" })).toEqual({ status: 400, body: { error: { code: "invalid_input", message: MESSAGES.invalidCategory } } });
    expect(api.requests).toHaveLength(0);
  });
});

describe.skipIf(!HAVE_FIXTURES)("trending finder API: failures in the spec's words", () => {
  it("without a key: 'YouTube API key not configured.' and no upstream call", async () => {
    api.setHandler(dataApi());
    app = await serve({ YOUTUBE_API_KEY: "" });
    const r = await app.get({ region: "US", category: "0" });
    expect(r).toEqual({ status: 503, body: { error: { code: "youtube_not_configured", message: "YouTube API key not configured." } } });
    expect(api.requests).toHaveLength(0);
  });

  it("403 quotaExceeded: 'YouTube API error: 403'", async () => {
    api.setHandler(() => apiError(403, "quotaExceeded"));
    app = await serve();
    const r = await app.get({ region: "US", category: "0" });
    expect(r).toEqual({ status: 503, body: { error: { code: "youtube_quota_exceeded", message: "YouTube API error: 403" } } });
    expect(await app.quota()).toMatchObject({ exhaustedUntil: expect.any(String) });
  });

  it("404: 'YouTube API error: 404'; a chart YouTube does not keep has its own code", async () => {
    api.setHandler(() => apiError(404, "notFound"));
    app = await serve();
    expect(await app.get({ region: "US", category: "0" })).toEqual({ status: 404, body: { error: { code: "youtube_api_error", message: "YouTube API error: 404" } } });
    api.setHandler(() => apiError(404, "videoChartNotFound"));
    expect(await app.get({ region: "US", category: "44" })).toEqual({ status: 404, body: { error: { code: "youtube_chart_not_found", message: "YouTube API error: 404" } } });
  });

  it("500: 'YouTube API error: 500', and the failure is not cached", async () => {
    api.setHandler(() => ({ status: 500, body: "oops" }));
    app = await serve();
    expect(await app.get({ region: "US", category: "0" })).toEqual({ status: 502, body: { error: { code: "youtube_api_error", message: "YouTube API error: 500" } } });
    api.setHandler(dataApi());
    expect((await app.get({ region: "US", category: "0" })).status).toBe(200);
  });
});
