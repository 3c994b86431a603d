import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { RATE_LIMIT_MESSAGE } from "../../server/http/rate-limit";
import { fixtureJson, fixtureText, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { API_PATH, MESSAGES } from "./logic";
import { MAX_INPUT_LENGTH, MESSAGE_TOO_LONG } from "./server";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "finder-test-key";
const V3 = "/youtube/v3";
const GOOGLE = "UCK8sQmJBp8GCxrOtXWBpyEA";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

type Channel = { id: string; snippet?: { customUrl?: string } };
const emptyList = (kind: string): FakeReply => ({ body: { kind, etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 5 } } });
const html = (file: string): FakeReply => ({ headers: { "content-type": "text/html; charset=utf-8" }, body: fixtureText(file) });

/** The Data API over the api/ fixtures: channels by id or forHandle, one video, a channel search. */
function dataApi(): FakeHandler {
  const channels = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: Channel[] }).items;
  const video = fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json");
  const search = fixtureJson("api/search.list/pyyoutube_type-channel_2020.json");
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return { status: 400, body: { error: { code: 400, errors: [{ reason: "keyInvalid" }] } } };
    const q = req.query;
    if (req.path === `${V3}/videos`) return q.get("id") === "D-lhorsDlUQ" ? { body: video } : emptyList("youtube#videoListResponse");
    if (req.path === `${V3}/search`) return { body: search };
    if (req.path === `${V3}/channels`) {
      const handle = q.get("forHandle")?.toLowerCase();
      const ids = q.get("id")?.split(",") ?? [];
      const found = channels.filter((c) => (handle ? c.snippet?.customUrl?.toLowerCase() === handle : ids.includes(c.id)));
      return found.length ? { body: { kind: "youtube#channelListResponse", etag: "e", items: found } } : emptyList("youtube#channelListResponse");
    }
    return { status: 404, body: { error: { code: 404, errors: [{ reason: "notFound" }] } } };
  };
}

const CHANNEL_PAGES: Record<string, string> = {
  "/@hospitalrecords": "channel/yt-meta_hospitalrecords_videos-tab_2025.html",
  "/channel/UCw49uOTAJjGUdoAeUcp7tOg": "channel/yt-meta_hospitalrecords_videos-tab_2025.html",
  "/c/ProgrammingKnowledge": "channel/pytube_ProgrammingKnowledge_videos-tab_2021.html",
};

/**
 * A terminated channel's page as YouTube renders it: a real 2025 channel page whose
 * ytInitialData has no header or metadata, only YouTube's alert (no fixture holds one).
 */
function terminatedPage(): FakeReply {
  const page = fixtureText("channel/yt-meta_hospitalrecords_videos-tab_2025.html");
  const start = page.indexOf("var ytInitialData = ") + "var ytInitialData = ".length;
  const end = page.indexOf(";</script>", start);
  const data = { responseContext: {}, alerts: [{ alertRenderer: { type: "ERROR", text: { simpleText: "This account has been terminated for a violation of YouTube's Terms of Service." } } }] };
  return { headers: { "content-type": "text/html; charset=utf-8" }, body: page.slice(0, start) + JSON.stringify(data) + page.slice(end) };
}

/** www.youtube.com over the channel and watch fixtures; anything else is YouTube's 404 page. */
function web(req: RecordedRequest): FakeReply {
  if (req.path === "/@terminatedchannel" || req.path === "/channel/UCterminatedchannel0000A") return terminatedPage();
  if (req.path === "/watch" && req.query.get("v") === "W6NZfCO5SIk") return html("watch/ytdl-core_W6NZfCO5SIk_chapters_with-keywords.html");
  const file = CHANNEL_PAGES[req.path];
  return file ? html(file) : { status: 404, headers: { "content-type": "text/html" }, body: "<html>This page isn't available.</html>" };
}

const upstreams: FakeUpstream[] = [];
let api: FakeUpstream;
let site: FakeUpstream;

beforeAll(async () => {
  api = await startFakeUpstream(() => ({ status: 500 }));
  site = await startFakeUpstream(() => ({ status: 500 }));
  upstreams.push(api, site);
});
afterAll(() => Promise.all(upstreams.map((u) => u.close())));

interface Served {
  url: string;
  close(): Promise<void>;
  get(input: string | null): Promise<{ status: number; body: Record<string, unknown> }>;
  quota(): Promise<{ total: number; byMethod: Record<string, number>; cacheHits: number; pages: { fetches: number; cacheHits: number } }>;
}

async function serve(env: Record<string, string> = {}): Promise<Served> {
  const config = loadConfig({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: site.url, ...env });
  const { app } = createApp({ config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((r) => server.close(() => r())),
    async get(input) {
      const res = await fetch(input === null ? `${url}${API_PATH}` : `${url}${API_PATH}?${new URLSearchParams({ input })}`);
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
  site.requests.length = 0;
});

describe.skipIf(!HAVE_FIXTURES)("channel ID finder API: lookups and their quota", () => {
  beforeAll(() => {
    api.setHandler(dataApi());
    site.setHandler(web);
  });

  it("an @handle: one channels.list?forHandle (1 unit); the same lookup again comes from the cache", async () => {
    app = await serve();
    const first = await app.get("@googledevelopers");
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      channelId: DEVS,
      title: "Google Developers",
      handle: "@googledevelopers",
      avatarUrl: "https://yt3.ggpht.com/ytc/AMLnZu-oDvWEJ-WfN9bgxQB2YAlnjC2uqN_c7JQZvX9Ikfg=s800-c-k-c0x00ffffff-no-rj",
      source: "api",
      detailsError: null,
    });
    expect(api.requests.map((r) => [r.path, r.query.get("forHandle")])).toEqual([[`${V3}/channels`, "@googledevelopers"]]);
    expect(await app.quota()).toMatchObject({ total: 1, byMethod: { "channels.list": 1, "search.list": 0 }, cacheHits: 0 });

    const again = await app.get("https://www.youtube.com/@googledevelopers/videos");
    expect(again.body).toEqual(first.body);
    expect(api.requests).toHaveLength(1);
    expect(await app.quota()).toMatchObject({ total: 1, cacheHits: 1 });
  });

  it("a terminated channel (Data API: no items; page: YouTube's alert) is reported plainly, never found with an empty name (issue 12)", async () => {
    app = await serve();
    for (const input of ["@terminatedchannel", "UCterminatedchannel0000A", "https://www.youtube.com/channel/UCterminatedchannel0000A/videos"]) {
      const r = await app.get(input);
      expect(r.status, input).toBe(410);
      expect(r.body, input).toEqual({ error: { code: "youtube_terminated", message: "This channel has been terminated by YouTube, so it has no name or pictures to show." } });
    }
  });

  it("a channel ID that exists nowhere (no items, page 404) is 'Channel not found.', not a result", async () => {
    app = await serve();
    const r = await app.get("UCnonexistentchannel0000");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "youtube_not_found", message: "Channel not found." } });
  });

  it("a bare channel ID: the ID needs no lookup, its name and picture one channels.list (1 unit)", async () => {
    app = await serve();
    const r = await app.get(GOOGLE);
    expect(r.body).toMatchObject({ channelId: GOOGLE, title: "Google", handle: "@google", source: "input", detailsError: null });
    expect(api.requests[0]!.query.get("id")).toBe(GOOGLE);
    expect((await app.quota()).total).toBe(1);
    await app.get(`https://www.youtube.com/channel/${GOOGLE}`);
    expect(await app.quota()).toMatchObject({ total: 1, cacheHits: 1 });
  });

  it("a video URL: videos.list for the uploader, channels.list for the picture (2 units)", async () => {
    app = await serve();
    const r = await app.get("https://youtu.be/D-lhorsDlUQ?si=share");
    expect(r.body).toMatchObject({ channelId: DEVS, title: "Google Developers", source: "api" });
    expect(api.requests.map((q) => q.path)).toEqual([`${V3}/videos`, `${V3}/channels`]);
    expect(await app.quota()).toMatchObject({ total: 2, byMethod: { "videos.list": 1, "channels.list": 1 } });
    await app.get("https://www.youtube.com/watch?v=D-lhorsDlUQ");
    expect(await app.quota()).toMatchObject({ total: 2, cacheHits: 2 });
  });

  it("an exact channel name: one search.list (100 units), type=channel, maxResults 1", async () => {
    app = await serve();
    const r = await app.get("NLaFourcade VEVO");
    expect(r.body).toMatchObject({
      channelId: "UCxRULEz6kS0PMxCzOY25GhQ",
      title: "NLaFourcadeVEVO",
      source: "api",
      avatarUrl: "https://yt3.ggpht.com/-yUgxca4sWt0/AAAAAAAAAAI/AAAAAAAAAAA/IE61lBuRSd8/s800-c-k-no-mo-rj-c0xffffff/photo.jpg",
    });
    expect(Object.fromEntries(api.requests[0]!.query)).toMatchObject({ part: "snippet", type: "channel", q: "NLaFourcade VEVO", maxResults: "1" });
    expect(await app.quota()).toMatchObject({ total: 100, byMethod: { "search.list": 100 } });
    await app.get("NLaFourcade VEVO");
    expect((await app.quota()).total).toBe(100);
  });

  it("a /c/ name is read from the public page (0 units)", async () => {
    app = await serve();
    const r = await app.get("https://www.youtube.com/c/ProgrammingKnowledge");
    expect(r.body).toMatchObject({ channelId: "UCs6nmQViDpUw0nuIx9c_WvA", title: "ProgrammingKnowledge", source: "page" });
    expect(api.requests).toHaveLength(0);
    expect((await app.quota()).total).toBe(0);
  });

  it("a bare ID whose channel YouTube does not know: 'Channel not found.', not the ID with empty details (issue 12)", async () => {
    app = await serve();
    const r = await app.get("UCaaaaaaaaaaaaaaaaaaaaaa");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "youtube_not_found", message: "Channel not found." } });
  });

  it("an unknown @handle: 404 'Channel not found.' after the API and the page both said so", async () => {
    app = await serve();
    const r = await app.get("@nobody-here");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "youtube_not_found", message: "Channel not found." } });
    expect(site.requests.map((q) => q.path)).toEqual(["/@nobody-here"]);
  });

  it("an unknown video: 404 'Video not found.'", async () => {
    app = await serve();
    const r = await app.get("https://www.youtube.com/watch?v=zzzzzzzzzzz");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "youtube_not_found", message: "Video not found." } });
  });
});

describe.skipIf(!HAVE_FIXTURES)("channel ID finder API: without a key, and when the quota is used up", () => {
  it("without a key: handles and video URLs through the public pages, names say the key is missing", async () => {
    site.setHandler(web);
    app = await serve({ YOUTUBE_API_KEY: "" });
    expect((await app.get("@hospitalrecords")).body).toMatchObject({ channelId: "UCw49uOTAJjGUdoAeUcp7tOg", title: "Hospital Records", handle: "@hospitalrecords", source: "page" });
    expect((await app.get("https://www.youtube.com/watch?v=W6NZfCO5SIk")).body).toMatchObject({ channelId: "UCWv7vMbMWH4-V0ZXdmDpPBA", source: "page" });
    const name = await app.get("Hospital Records");
    expect(name.status).toBe(503);
    expect(name.body).toEqual({ error: { code: "youtube_not_configured", message: "YouTube API key not configured." } });
    expect(api.requests).toHaveLength(0);
    expect((await app.quota()).total).toBe(0);
  });

  it("403 quotaExceeded: a handle falls back to the page; a name search says 403", async () => {
    api.setHandler(() => ({ status: 403, body: { error: { code: 403, message: "quota", errors: [{ reason: "quotaExceeded", domain: "youtube.quota" }] } } }));
    site.setHandler(web);
    app = await serve();
    expect((await app.get("@hospitalrecords")).body).toMatchObject({ channelId: "UCw49uOTAJjGUdoAeUcp7tOg", source: "page" });
    const name = await app.get("Hospital Records");
    expect(name.status).toBe(503);
    expect(name.body).toEqual({ error: { code: "youtube_quota_exceeded", message: "Search API failed: 403 Forbidden" } });
    // After quotaExceeded the API is left alone: only the first lookup asked it.
    expect(api.requests).toHaveLength(1);
  });

  it("a failing search names the call that failed (spec 001 §8 inner failures)", async () => {
    api.setHandler(() => ({ status: 500, body: "<html>oops</html>" }));
    app = await serve();
    const r = await app.get("Some Channel Name");
    expect(r.status).toBe(502);
    expect(r.body).toEqual({ error: { code: "youtube_api_error", message: "Search API failed: 500 Internal Server Error" } });
  });

  it("a YouTube that cannot be reached: 502 with the service's plain message", async () => {
    api.setHandler(() => ({ destroy: true }));
    site.setHandler(() => ({ destroy: true }));
    app = await serve();
    const r = await app.get("@someone");
    expect(r.status).toBe(502);
    expect(r.body).toEqual({ error: { code: "youtube_network", message: "Could not reach YouTube. Please try again." } });
  });
});

describe("channel ID finder API: validation and limits", () => {
  it.each([
    ["no input", null, "missing_input", MESSAGES.empty],
    ["blank input", "   ", "missing_input", MESSAGES.empty],
    ["a long input", "x".repeat(MAX_INPUT_LENGTH + 1), "missing_input", MESSAGE_TOO_LONG],
    ["another site", "https://example.com/@someone", "invalid_input", `${MESSAGES.notAChannelInput}.`],
    ["a playlist page", "https://www.youtube.com/playlist?list=PL1", "invalid_input", `${MESSAGES.notAChannelInput}.`],
  ])("refuses %s with 400 and asks YouTube nothing", async (_name, input, code, message) => {
    app = await serve();
    const r = await app.get(input);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: { code, message } });
    expect(api.requests).toHaveLength(0);
    expect(site.requests).toHaveLength(0);
  });

  it("refuses a repeated input parameter", async () => {
    app = await serve();
    const res = await fetch(`${app.url}${API_PATH}?input=@a1b&input=@c2d`);
    expect(res.status).toBe(400);
  });

  it("rate-limits lookups in the youtube bucket", async () => {
    app = await serve({ RATE_LIMIT_YOUTUBE_PER_MIN: "2" });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${app.url}${API_PATH}?input=https://example.com`);
      statuses.push(res.status);
      const body = (await res.json()) as { error: { message: string } };
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(body.error.message).toBe(RATE_LIMIT_MESSAGE);
      }
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
