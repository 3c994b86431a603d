import { afterEach, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../../tests/helpers/fake-upstream";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { ApiError } from "../../http/errors";
import { MemoryCache } from "../cache";
import { toApiError, YouTubeError } from "./errors";
import { fixtureText, HAVE_FIXTURES, SKIP_NOTE } from "./fixtures";
import { fetchPage } from "./page-fetch";
import { YouTubeService, type YouTubeServiceOptions } from "./service";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "yt-test-key";
const servers: FakeUpstream[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(handler: FakeHandler): Promise<FakeUpstream> {
  const s = await startFakeUpstream(handler);
  servers.push(s);
  return s;
}

const html = (body: string): FakeReply => ({ status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body });

const WATCH_FILES: Record<string, string> = {
  W6NZfCO5SIk: "watch/ytdl-core_W6NZfCO5SIk_chapters_with-keywords.html",
  TceijYjxdrQ: "watch/ytdl-core_TceijYjxdrQ_no-keywords.html",
  m8uHb5jIGN8: "watch/pytube_m8uHb5jIGN8_private_no-videoDetails.html",
  Njp5uhTorCo: "watch/yta_Njp5uhTorCo_age-restricted_2025.html",
  MsRwR6YJSwQ: "watch/yta_bot-check_LOGIN_REQUIRED_no-videoDetails_2025.html",
  xxxxxxxxxxx: "watch/yta_video-unavailable_ERROR_2025.html",
};
const CHANNEL_FILES: Record<string, string> = {
  "/@hospitalrecords": "channel/yt-meta_hospitalrecords_videos-tab_2025.html",
  "/channel/UCX6OQ3DkcsbYNE6H8uQQuVA": "channel/yt-meta_MrBeast_shorts-tab_2025.html",
  "/c/ProgrammingKnowledge": "channel/pytube_ProgrammingKnowledge_videos-tab_2021.html",
  "/channel/UCs6nmQViDpUw0nuIx9c_WvA": "channel/pytube_ProgrammingKnowledge_videos-tab_2021.html",
  "/channel/UCw49uOTAJjGUdoAeUcp7tOg": "channel/yt-meta_hospitalrecords_videos-tab_2025.html",
};

/** A fake www.youtube.com serving the watch and channel fixtures; everything else is a 404 page. */
function web(req: RecordedRequest): FakeReply {
  if (req.path === "/watch") {
    const file = WATCH_FILES[req.query.get("v") ?? ""];
    return file ? html(fixtureText(file)) : { status: 404, body: "<html>404</html>" };
  }
  if (req.path === "/@MrBeast") return { status: 302, headers: { location: "/channel/UCX6OQ3DkcsbYNE6H8uQQuVA" } };
  const file = CHANNEL_FILES[req.path];
  return file ? html(fixtureText(file)) : { status: 404, headers: { "content-type": "text/html" }, body: "<html>This page isn't available.</html>" };
}

async function service(handler: FakeHandler, opts: YouTubeServiceOptions = {}, apiHandler?: FakeHandler) {
  const site = await start(handler);
  const api = apiHandler ? await start(apiHandler) : undefined;
  const cfg = loadConfig({
    YOUTUBE_API_KEY: api ? KEY : "",
    YOUTUBE_API_BASE_URL: api ? `${api.url}/youtube/v3` : "https://www.googleapis.com/youtube/v3",
    YOUTUBE_WEB_BASE_URL: site.url,
  }).youtube;
  return { yt: new YouTubeService(cfg, new MemoryCache(), { timeoutMs: 2000, pageTimeoutMs: 2000, ...opts }), site, api };
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

describe.skipIf(!HAVE_FIXTURES)("public-page fallback against a fake web server serving the fixtures", () => {
  it("reads a watch page, sending browser-like headers, and caches the result", async () => {
    const { yt, site } = await service(web);
    const w = await yt.watchPage("W6NZfCO5SIk");
    expect(w).toMatchObject({ videoId: "W6NZfCO5SIk", title: "JavaScript Tutorial for Beginners: Learn JavaScript in 1 Hour", channelId: "UCWv7vMbMWH4-V0ZXdmDpPBA" });
    expect(w.tags).toHaveLength(23);
    const r = site.requests[0]!;
    expect(r.path).toBe("/watch");
    expect(r.query.get("v")).toBe("W6NZfCO5SIk");
    expect(r.query.get("hl")).toBe("en");
    expect(r.headers["user-agent"]).toMatch(/Mozilla\/5\.0 .+Chrome/);
    expect(r.headers["accept-language"]).toMatch(/^en/);
    expect(r.headers.cookie).toContain("SOCS=");
    await yt.watchPage("W6NZfCO5SIk");
    expect(site.requests).toHaveLength(1);
    expect(yt.quota().pages).toEqual({ fetches: 1, cacheHits: 1 });
  });

  it("without a key the extractors use the page: no tags for an untagged video, not the default keywords meta", async () => {
    const { yt } = await service(web);
    expect(yt.configured).toBe(false);
    const d = await yt.videoDetails("TceijYjxdrQ");
    expect(d).toMatchObject({ videoId: "TceijYjxdrQ", title: "Longest YouTube video!!", tags: [], source: "page", restriction: null });
  });

  it("age-restricted pages still give their details, marked as such", async () => {
    const { yt } = await service(web);
    const d = await yt.videoDetails("Njp5uhTorCo");
    expect(d).toMatchObject({ title: "Laura Branigan - Self Control (Moreno J Remix) Age-restricted", restriction: "age-restricted", source: "page" });
    expect(d.tags).toHaveLength(11);
  });

  it("pages without data give typed not-available outcomes with plain messages", async () => {
    const { yt } = await service(web);
    expect(await failureOf(yt.watchPage("m8uHb5jIGN8"))).toMatchObject({ code: "not_available", kind: "private", message: "This video is private, so its details are not public.", detail: "Private video" });
    expect(await failureOf(yt.watchPage("MsRwR6YJSwQ"))).toMatchObject({ code: "not_available", kind: "bot-check" });
    expect(await failureOf(yt.watchPage("xxxxxxxxxxx"))).toMatchObject({ code: "not_available", kind: "unavailable", detail: "Video unavailable" });
    expect(await failureOf(yt.watchPage("zzzzzzzzzzz"))).toMatchObject({ code: "not_available", kind: "not-found", message: "Video not found." });
    expect(await failureOf(yt.channelPage({ kind: "handle", handle: "nobody-here" }))).toMatchObject({ code: "not_available", kind: "not-found", message: "Channel not found." });
    // Outcomes are not cached: the next request asks YouTube again.
    await failureOf(yt.watchPage("m8uHb5jIGN8"));
    expect(yt.quota().pages.cacheHits).toBe(0);
  });

  it("maps outcomes and failures to /api errors", async () => {
    const { yt } = await service(web);
    const priv = toApiError(await failureOf(yt.watchPage("m8uHb5jIGN8")));
    expect(priv).toBeInstanceOf(ApiError);
    expect(priv).toMatchObject({ status: 403, code: "youtube_private", message: "This video is private, so its details are not public." });
    expect(toApiError(await failureOf(yt.watchPage("zzzzzzzzzzz")))).toMatchObject({ status: 404, code: "youtube_not_found" });
    expect(toApiError(await failureOf(yt.channelProfile({ kind: "name", query: "x" })))).toMatchObject({ status: 503, code: "youtube_not_configured", message: "YouTube API key not configured." });
    const other = new Error("x");
    expect(toApiError(other)).toBe(other);
  });

  it("channel pages in both layouts, by handle, id, /c/ name, and through a same-host redirect", async () => {
    const { yt, site } = await service(web);
    const hospital = await yt.channelProfile({ kind: "handle", handle: "hospitalrecords" });
    expect(hospital).toMatchObject({ channelId: "UCw49uOTAJjGUdoAeUcp7tOg", title: "Hospital Records", handle: "@hospitalrecords", source: "page" });
    expect(hospital.bannerSources).toHaveLength(6);
    expect(hospital.avatarUrl).toMatch(/=s900-c-k-c0x00ffffff-no-rj$/);
    const pk = await yt.channelProfile({ kind: "custom", name: "ProgrammingKnowledge" });
    expect(pk).toMatchObject({ channelId: "UCs6nmQViDpUw0nuIx9c_WvA", title: "ProgrammingKnowledge", customUrl: "http://www.youtube.com/c/ProgrammingKnowledge" });
    expect(pk.bannerSources).toHaveLength(16);
    const beast = await yt.resolveChannelId({ kind: "handle", handle: "MrBeast" });
    expect(beast).toEqual({ channelId: "UCX6OQ3DkcsbYNE6H8uQQuVA", title: "MrBeast", handle: "@MrBeast", source: "page" });
    expect(site.requests.map((r) => r.path)).toEqual(["/@hospitalrecords", "/c/ProgrammingKnowledge", "/@MrBeast", "/channel/UCX6OQ3DkcsbYNE6H8uQQuVA"]);
  });

  it("a video URL in the channel finder resolves through the watch page without a key", async () => {
    const { yt } = await service(web);
    expect(await yt.resolveChannelId({ kind: "video", videoId: "W6NZfCO5SIk" })).toEqual({ channelId: "UCWv7vMbMWH4-V0ZXdmDpPBA", title: "Programming with Mosh", handle: null, source: "page" });
  });

  it("when the API is out of quota, the extractors and channel tools fall back to the page", async () => {
    const quota: FakeHandler = () => ({ status: 403, body: { error: { code: 403, errors: [{ reason: "quotaExceeded" }] } } });
    const { yt, api } = await service(web, {}, quota);
    expect(yt.configured).toBe(true);
    expect(await yt.videoDetails("W6NZfCO5SIk")).toMatchObject({ source: "page", channelId: "UCWv7vMbMWH4-V0ZXdmDpPBA" });
    expect(await yt.channelProfile({ kind: "id", channelId: "UCw49uOTAJjGUdoAeUcp7tOg" })).toMatchObject({ source: "page", title: "Hospital Records" });
    // The second lookup did not even try the API: it is cooling down after quotaExceeded.
    expect(api!.requests).toHaveLength(1);
  });

  it("an API that knows no such video still lets the page say why (private)", async () => {
    const empty: FakeHandler = () => ({ body: { kind: "youtube#videoListResponse", items: [] } });
    const { yt } = await service(web, {}, empty);
    expect(await failureOf(yt.videoDetails("m8uHb5jIGN8"))).toMatchObject({ kind: "private" });
  });
});

describe("public-page fetching limits", () => {
  it("refuses a redirect to another host, without contacting it", async () => {
    const other = await start(() => html("<html>elsewhere</html>"));
    const site = await start(() => ({ status: 302, headers: { location: `${other.url}/watch?v=W6NZfCO5SIk` } }));
    await expect(fetchPage(`${site.url}/watch?v=W6NZfCO5SIk`)).rejects.toMatchObject({ code: "redirect_refused", message: "YouTube redirected the request to another site, so the page was not read." });
    expect(other.requests).toHaveLength(0);
  });

  it("treats a redirect to the consent or 'sorry' pages as refused or a bot check", async () => {
    const site = await start((req) =>
      req.path === "/a" ? { status: 302, headers: { location: "https://consent.youtube.com/m?continue=x" } } : { status: 302, headers: { location: "https://www.google.com/sorry/index?continue=x" } },
    );
    await expect(fetchPage(`${site.url}/a`)).rejects.toMatchObject({ code: "redirect_refused" });
    expect(await fetchPage(`${site.url}/b`)).toMatchObject({ status: 429 });
    const cfg = loadConfig({ YOUTUBE_WEB_BASE_URL: site.url }).youtube;
    const yt = new YouTubeService(cfg, new MemoryCache());
    await expect(yt.channelPage({ kind: "handle", handle: "someone" })).rejects.toMatchObject({ kind: "bot-check" });
  });

  it("follows at most 3 same-host redirects", async () => {
    const site = await start((req) => {
      const n = Number(req.path.slice(1));
      return n < 10 ? { status: 301, headers: { location: `/${n + 1}` } } : html("done");
    });
    expect(await fetchPage(`${site.url}/7`)).toMatchObject({ status: 200, html: "done" });
    await expect(fetchPage(`${site.url}/1`)).rejects.toMatchObject({ code: "redirect_refused", message: "YouTube redirected the request too many times, so the page was not read." });
  });

  it("times out", async () => {
    const site = await start(() => ({ ...html("late"), delayMs: 1000 }));
    await expect(fetchPage(`${site.url}/watch`, { timeoutMs: 100 })).rejects.toMatchObject({ code: "timeout", message: "YouTube took too long to answer. Please try again." });
    const cfg = loadConfig({ YOUTUBE_WEB_BASE_URL: site.url }).youtube;
    const yt = new YouTubeService(cfg, new MemoryCache(), { pageTimeoutMs: 100 });
    expect(toApiError(await failureOf(yt.watchPage("W6NZfCO5SIk")))).toMatchObject({ status: 504, code: "youtube_timeout" });
  });

  it("stops reading past the size cap, declared or not", async () => {
    const big = "x".repeat(64 * 1024);
    const declared = await start(() => html(big));
    await expect(fetchPage(`${declared.url}/`, { maxBytes: 1024 })).rejects.toMatchObject({ code: "too_large" });
    const streamed = await start(() => ({ status: 200, chunks: Array.from({ length: 20 }, () => big) }));
    await expect(fetchPage(`${streamed.url}/`, { maxBytes: 100 * 1024 })).rejects.toMatchObject({ code: "too_large" });
  });

  it("a server error is a page error with its status; a dropped connection a network error", async () => {
    const site = await start((req) => (req.path === "/drop" ? { destroy: true } : { status: 503, body: "busy" }));
    const cfg = loadConfig({ YOUTUBE_WEB_BASE_URL: site.url }).youtube;
    const yt = new YouTubeService(cfg, new MemoryCache());
    expect(await failureOf(yt.watchPage("W6NZfCO5SIk"))).toMatchObject({ code: "page_error", status: 503, message: "YouTube answered with an error (status 503)." });
    await expect(fetchPage(`${site.url}/drop`)).rejects.toMatchObject({ code: "network" });
  });
});

describe("/api/status", () => {
  it("shows the YouTube quota counters", async () => {
    const { app } = createApp({ config: loadConfig({ YOUTUBE_API_KEY: "yt-secret-for-status" }) });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as import("node:net").AddressInfo;
    try {
      const text = await (await fetch(`http://127.0.0.1:${port}/api/status`)).text();
      expect(text).not.toContain("yt-secret-for-status");
      const body = JSON.parse(text) as { services: { youtube: { configured: boolean; quota: { total: number; byMethod: Record<string, number>; cacheHits: number } } } };
      expect(body.services.youtube.configured).toBe(true);
      expect(body.services.youtube.quota).toMatchObject({ total: 0, byMethod: { "videos.list": 0, "channels.list": 0, "commentThreads.list": 0, "search.list": 0 }, cacheHits: 0 });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
