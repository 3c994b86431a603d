import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { API_PATH, MESSAGES, readFetchEvent, type FetchEvent } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "picker-test-key";
const V3 = "/youtube/v3";
const VIDEO = "F1UP7wRCPH8";

const apiError = (status: number, reason: string): FakeReply => ({
  status,
  body: { error: { code: status, message: reason, errors: [{ message: reason, domain: "youtube.commentThread", reason }] } },
});

type Page = { nextPageToken?: string; items: unknown[] };

/**
 * commentThreads.list over the fixtures: page 1 is the 5-comment page of F1UP7wRCPH8 (with a
 * nextPageToken), page 2 the 2-comment list answer (no token). `endless` keeps answering page 1
 * with a new token, as a video with thousands of comments would.
 */
function dataApi(opts: { endless?: boolean; failPage2?: FakeReply } = {}): FakeHandler {
  const page1 = fixtureJson("api/commentThreads.list/pyyoutube_by-video_F1UP7wRCPH8_page1_2019.json") as Page;
  const page2 = fixtureJson("api/commentThreads.list/pyyoutube_commentThreadListResponse_2items_2019.json") as Page;
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return apiError(400, "keyInvalid");
    if (req.path !== `${V3}/commentThreads`) return apiError(404, "notFound");
    if (req.query.get("videoId") !== VIDEO) return apiError(404, "videoNotFound");
    const token = req.query.get("pageToken");
    if (opts.endless) return { body: { ...page1, nextPageToken: `page-${(Number(token?.slice(5)) || 1) + 1}` } };
    if (!token) return { body: page1 };
    if (token === page1.nextPageToken) return opts.failPage2 ?? { body: page2 };
    return apiError(400, "invalidPageToken");
  };
}

let api: FakeUpstream;
beforeAll(async () => {
  api = await startFakeUpstream(() => ({ status: 500 }));
});
afterAll(() => api.close());

interface Answer {
  status: number;
  type: string;
  /** The NDJSON events, when the answer streamed. */
  events: (FetchEvent | null)[];
  /** The JSON body, when it did not. */
  json: unknown;
}

interface Served {
  close(): Promise<void>;
  get(video: string | null): Promise<Answer>;
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
    async get(video) {
      const res = await fetch(video === null ? `${url}${API_PATH}` : `${url}${API_PATH}?${new URLSearchParams({ video })}`);
      const type = res.headers.get("content-type") ?? "";
      const text = await res.text();
      if (type.startsWith("application/x-ndjson")) {
        return { status: res.status, type, events: text.split("\n").filter((l) => l.trim()).map(readFetchEvent), json: null };
      }
      return { status: res.status, type, events: [], json: JSON.parse(text) };
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

function resultOf(a: Answer) {
  const last = a.events.at(-1);
  if (!last || last.type !== "result") throw new Error(`expected a result event, got ${JSON.stringify(a.events.at(-1) ?? a.json)}`);
  return last;
}

describe.skipIf(!HAVE_FIXTURES)("comment picker API against a fake Data API serving the fixtures", () => {
  it("reads every page (plainText, 100 a page), reporting each one, then the spec's comment items (1 unit a page)", async () => {
    api.setHandler(dataApi());
    app = await serve();
    const a = await app.get(`https://youtu.be/${VIDEO}?si=share`);
    expect(a.status).toBe(200);
    expect(a.type).toMatch(/^application\/x-ndjson/);
    expect(a.events.slice(0, 2)).toEqual([
      { type: "page", page: 1 },
      { type: "page", page: 2 },
    ]);
    const result = resultOf(a);
    expect(result).toMatchObject({ videoId: VIDEO, pages: 2, hasMore: false });
    expect(result.comments).toHaveLength(7);
    expect(result.comments[1]).toEqual({
      id: "Ugy4OzAuz5uJuFt3FH54AaABAg",
      text: "Please use CLS on your own search results page..",
      authorDisplayName: "el bojo loco",
      authorChannelId: "UCGBUkig1Ala-Z2gF73WSTdw",
      authorProfileImageUrl: "https://yt3.ggpht.com/a/AGF-l79o1pzBIfl2qWbKEyhg__UhsQZ4V9Dsg-lRSg=s48-c-k-c0xffffffff-no-rj-mo",
      publishedAt: "2019-11-21T19:18:39.000Z",
      likeCount: 1,
    });
    const qs = api.requests.map((r) => Object.fromEntries(r.query));
    expect(qs[0]).toEqual({ part: "snippet", videoId: VIDEO, maxResults: "100", textFormat: "plainText", key: KEY });
    expect(qs[1]).toMatchObject({ part: "snippet", videoId: VIDEO, maxResults: "100", textFormat: "plainText", pageToken: expect.stringMatching(/^QURTSl9p/) });
    expect(await app.quota()).toMatchObject({ total: 2, byMethod: { "commentThreads.list": 2 }, cacheHits: 0 });
  });

  it("stops after 5 pages (500 comments) and says there are more; a comment seen on two pages is one entry", async () => {
    api.setHandler(dataApi({ endless: true }));
    app = await serve();
    const a = await app.get(VIDEO);
    expect(a.events.filter((e) => e?.type === "page").map((e) => (e as { page: number }).page)).toEqual([1, 2, 3, 4, 5]);
    const result = resultOf(a);
    expect(result).toMatchObject({ pages: 5, hasMore: true });
    // The fake sends the same five comments on every page.
    expect(result.comments.map((c) => c.id)).toEqual([
      "UgyZ1jqkHKYvi1-ruOZ4AaABAg",
      "Ugy4OzAuz5uJuFt3FH54AaABAg",
      "UgysQP-vp089eFP0Stl4AaABAg",
      "UgyKv8ziPYFJDGytM_J4AaABAg",
      "UgwI_ylXVnzPS8Q-oAV4AaABAg",
    ]);
    expect(api.requests).toHaveLength(5);
    expect(api.requests.map((r) => r.query.get("pageToken"))).toEqual([null, "page-2", "page-3", "page-4", "page-5"]);
    expect((await app.quota()).total).toBe(5);
  });

  it("answers a second fetch of the same video from the cache: no upstream call, no quota", async () => {
    api.setHandler(dataApi());
    app = await serve();
    const first = await app.get(VIDEO);
    const again = await app.get(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(resultOf(again)).toEqual(resultOf(first));
    expect(api.requests).toHaveLength(2);
    expect(await app.quota()).toMatchObject({ total: 2, cacheHits: 2 });
  });

  it("refuses empty input and text that names no video, before any request", async () => {
    api.setHandler(dataApi());
    app = await serve();
    for (const v of [null, "", "   ", "not a video", "https://example.com/watch?v=F1UP7wRCPH8"]) {
      const a = await app.get(v);
      expect(a.status).toBe(400);
      expect(a.json).toEqual({ error: { code: "invalid_input", message: MESSAGES.invalidVideo } });
    }
    expect(api.requests).toHaveLength(0);
  });
});

describe.skipIf(!HAVE_FIXTURES)("comment picker API: failures in the spec's words", () => {
  it("without a key: 'YouTube API key not configured.' and no upstream call", async () => {
    api.setHandler(dataApi());
    app = await serve({ YOUTUBE_API_KEY: "" });
    const a = await app.get(VIDEO);
    expect(a.status).toBe(503);
    expect(a.json).toEqual({ error: { code: "youtube_not_configured", message: "YouTube API key not configured." } });
    expect(api.requests).toHaveLength(0);
  });

  it("403 quotaExceeded: 'YouTube API error: 403'", async () => {
    api.setHandler(() => apiError(403, "quotaExceeded"));
    app = await serve();
    const a = await app.get(VIDEO);
    expect(a.status).toBe(503);
    expect(a.json).toEqual({ error: { code: "youtube_quota_exceeded", message: "YouTube API error: 403" } });
  });

  it("403 commentsDisabled: 'YouTube API error: 403' under its own code", async () => {
    api.setHandler(() => apiError(403, "commentsDisabled"));
    app = await serve();
    const a = await app.get(VIDEO);
    expect(a.status).toBe(403);
    expect(a.json).toEqual({ error: { code: "youtube_comments_disabled", message: "YouTube API error: 403" } });
  });

  it("404 for an unknown video: 'YouTube API error: 404'", async () => {
    api.setHandler(dataApi());
    app = await serve();
    const a = await app.get("zzzzzzzzzzz");
    expect(a.status).toBe(404);
    expect(a.json).toEqual({ error: { code: "youtube_api_error", message: "YouTube API error: 404" } });
  });

  it("a failure after the first page ends the stream with the error, and no comments", async () => {
    api.setHandler(dataApi({ failPage2: { status: 500, body: "oops" } }));
    app = await serve();
    const a = await app.get(VIDEO);
    expect(a.status).toBe(200);
    expect(a.events).toEqual([
      { type: "page", page: 1 },
      { type: "error", status: 502, error: { code: "youtube_api_error", message: "YouTube API error: 500" } },
    ]);
  });
});
