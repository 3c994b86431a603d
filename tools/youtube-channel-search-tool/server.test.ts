import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { API_PATH, MESSAGES } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "channel-search-test-key";
const V3 = "/youtube/v3";
const GOOGLE = "UCK8sQmJBp8GCxrOtXWBpyEA";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

const apiError = (status: number, reason: string): FakeReply => ({
  status,
  body: { error: { code: status, message: reason, errors: [{ message: reason, domain: "youtube.search", reason }] } },
});

interface FixtureChannel {
  id: string;
  snippet: { title: string; description: string; publishedAt: string; thumbnails: unknown };
}

/**
 * search.list type=channel as YouTube would answer it for the two channels of the channels.list
 * fixture: the search result of a channel carries its snippet's title, description, thumbnails
 * and creation date (built from the fixture's own fields, nothing invented).
 */
function searchAnswerFor(channels: FixtureChannel[]) {
  return {
    kind: "youtube#searchListResponse",
    etag: "e",
    regionCode: "US",
    pageInfo: { totalResults: channels.length, resultsPerPage: channels.length },
    items: channels.map((c) => ({
      kind: "youtube#searchResult",
      etag: "e",
      id: { kind: "youtube#channel", channelId: c.id },
      snippet: {
        publishedAt: c.snippet.publishedAt,
        channelId: c.id,
        title: c.snippet.title,
        description: c.snippet.description,
        thumbnails: c.snippet.thumbnails,
        channelTitle: c.snippet.title,
        liveBroadcastContent: "none",
      },
    })),
  };
}

/**
 * The Data API over the fixtures: q=google finds the two channels of the channels.list fixture
 * (whose statistics channels.list then gives); any other keyword gets the 2020 search.list
 * fixture, whose five channels channels.list does not know (no items, like the real API).
 */
function dataApi(opts: { statsFail?: FakeReply } = {}): FakeHandler {
  const channels = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: FixtureChannel[] }).items;
  const search = fixtureJson("api/search.list/pyyoutube_type-channel_2020.json");
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return apiError(400, "keyInvalid");
    if (req.path === `${V3}/search`) return { body: req.query.get("q") === "google" ? searchAnswerFor(channels) : search };
    if (req.path === `${V3}/channels`) {
      if (opts.statsFail) return opts.statsFail;
      const ids = req.query.get("id")?.split(",") ?? [];
      const found = channels.filter((c) => ids.includes(c.id));
      return { body: found.length ? { kind: "youtube#channelListResponse", etag: "e", items: found } : { kind: "youtube#channelListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 5 } } };
    }
    return apiError(404, "notFound");
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

describe.skipIf(!HAVE_FIXTURES)("channel search API against a fake Data API serving the fixtures", () => {
  beforeAll(() => api.setHandler(dataApi()));

  it("searches (type=channel), then ONE channels.list for all results, and merges the statistics (101 units)", async () => {
    app = await serve();
    const r = await app.get({ q: "google", order: "relevance", region: "ALL", maxResults: "25" });
    expect(r.status).toBe(200);
    expect(r.body.statsError).toBeNull();
    expect(r.body.items).toEqual([
      {
        channelId: GOOGLE,
        title: "Google",
        description: expect.stringContaining("Google"),
        thumbnail: expect.stringMatching(/^https:\/\/yt3\.ggpht\.com\/.+s800/),
        customUrl: "@google",
        publishedAt: "2005-09-18T22:37:10Z",
        subscriberCount: 10700000,
        videoCount: 2678,
      },
      {
        channelId: DEVS,
        title: "Google Developers",
        description: expect.any(String),
        thumbnail: expect.stringMatching(/^https:\/\/yt3\.ggpht\.com\/.+s800/),
        customUrl: "@googledevelopers",
        publishedAt: "2007-08-23T00:34:43Z",
        subscriberCount: 2260000,
        videoCount: 5652,
      },
    ]);
    expect(api.requests.map((q) => q.path)).toEqual([`${V3}/search`, `${V3}/channels`]);
    const search = Object.fromEntries(api.requests[0]!.query);
    // §7: regionCode omitted for ALL.
    expect(search).toEqual({ part: "snippet", type: "channel", q: "google", order: "relevance", maxResults: "25", key: KEY });
    const channels = Object.fromEntries(api.requests[1]!.query);
    expect(channels).toMatchObject({ part: expect.stringContaining("snippet,statistics"), id: `${GOOGLE},${DEVS}` });
    expect(await app.quota()).toMatchObject({ total: 101, byMethod: { "search.list": 100, "channels.list": 1 } });
  });

  it("passes order and region, clamps max results, and trims the keyword", async () => {
    app = await serve();
    await app.get({ q: "  google  ", order: "viewCount", region: "GB", maxResults: "500" });
    expect(Object.fromEntries(api.requests[0]!.query)).toMatchObject({ q: "google", order: "viewCount", regionCode: "GB", maxResults: "50" });
  });

  it("channels YouTube gives no statistics for come back without counts (the 2020 search fixture)", async () => {
    app = await serve();
    const r = await app.get({ q: "music", order: "relevance", region: "ALL", maxResults: "5" });
    const items = r.body.items as Record<string, unknown>[];
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ channelId: "UCxRULEz6kS0PMxCzOY25GhQ", title: "NLaFourcadeVEVO", customUrl: null, subscriberCount: null, videoCount: null, publishedAt: "2009-09-02T23:35:38.000Z" });
    expect(api.requests[1]!.query.get("id")?.split(",")).toHaveLength(5);
  });

  it("answers a second identical search from the cache: no upstream call, no quota", async () => {
    app = await serve();
    const first = await app.get({ q: "google", order: "relevance", region: "ALL", maxResults: "25" });
    const again = await app.get({ q: "google", order: "relevance", region: "ALL", maxResults: "25" });
    expect(again.body).toEqual(first.body);
    expect(api.requests).toHaveLength(2);
    expect(await app.quota()).toMatchObject({ total: 101, cacheHits: 2 });
  });

  it("refuses an empty keyword and unknown options, before any request", async () => {
    app = await serve();
    expect(await app.get({ q: "   " })).toEqual({ status: 400, body: { error: { code: "invalid_input", message: "Please enter a search query." } } });
    expect(await app.get({})).toEqual({ status: 400, body: { error: { code: "invalid_input", message: "Please enter a search query." } } });
    expect(await app.get({ q: "x", order: "newest" })).toEqual({ status: 400, body: { error: { code: "invalid_input", message: MESSAGES.invalidOption } } });
    expect(await app.get({ q: "x", region: "BR" })).toEqual({ status: 400, body: { error: { code: "invalid_input", message: MESSAGES.invalidOption } } });
    expect(api.requests).toHaveLength(0);
  });
});

describe.skipIf(!HAVE_FIXTURES)("channel search API: failures in the spec's words", () => {
  it("without a key: 'YouTube API key not configured.' and no upstream call", async () => {
    api.setHandler(dataApi());
    app = await serve({ YOUTUBE_API_KEY: "" });
    expect(await app.get({ q: "google" })).toEqual({ status: 503, body: { error: { code: "youtube_not_configured", message: "YouTube API key not configured." } } });
    expect(api.requests).toHaveLength(0);
  });

  it("403 quotaExceeded: 'YouTube API error: 403'", async () => {
    api.setHandler(() => apiError(403, "quotaExceeded"));
    app = await serve();
    expect(await app.get({ q: "google" })).toEqual({ status: 503, body: { error: { code: "youtube_quota_exceeded", message: "YouTube API error: 403" } } });
  });

  it("404: 'YouTube API error: 404'", async () => {
    api.setHandler(() => apiError(404, "notFound"));
    app = await serve();
    expect(await app.get({ q: "google" })).toEqual({ status: 404, body: { error: { code: "youtube_api_error", message: "YouTube API error: 404" } } });
  });

  it("when only the statistics call fails, the channels come without counts and say why", async () => {
    api.setHandler(dataApi({ statsFail: { status: 500, body: "oops" } }));
    app = await serve();
    const r = await app.get({ q: "google" });
    expect(r.status).toBe(200);
    expect(r.body.statsError).toBe("YouTube API error: 500");
    expect((r.body.items as Record<string, unknown>[]).map((i) => [i.channelId, i.subscriberCount, i.videoCount])).toEqual([
      [GOOGLE, null, null],
      [DEVS, null, null],
    ]);
  });
});
