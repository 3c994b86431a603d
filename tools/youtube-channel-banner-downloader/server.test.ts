import { channelSite, serveChannelTool, type ServedChannelTool } from "../../tests/helpers/channel-image-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BANNER_CROP } from "../../app/lib/youtube-ids";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { API_PATH, BANNER_SIZES, DOWNLOAD_PATH, MESSAGES } from "./logic";
import { MESSAGE_INVALID_CHANNEL, MESSAGE_SIZE_NOT_AVAILABLE, MESSAGE_UNKNOWN_SIZE } from "./server";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "banner-test-key";
const V3 = "/youtube/v3";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
const GOOGLE = "UCK8sQmJBp8GCxrOtXWBpyEA";
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]);

type Channel = { id: string; snippet?: { customUrl?: string }; brandingSettings?: { image?: { bannerExternalUrl?: string } } };
const emptyList: FakeReply = { body: { kind: "youtube#channelListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 5 } } };

let api: FakeUpstream;
let site: FakeUpstream;
let images: FakeUpstream;
/** Paths the fake image host answers with 404. */
const missing = new Set<string>();

/**
 * The Data API over the channels fixture. Google Developers' banner is moved to the fake image
 * host (the real one is on yt3.ggpht.com, which tests cannot reach); Google keeps its real one.
 */
function dataApi(): FakeHandler {
  const channels = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: Channel[] }).items.map((c) =>
    c.id === DEVS ? { ...c, brandingSettings: { ...c.brandingSettings, image: { bannerExternalUrl: `${images.url}/banner/LMkDZSq0icg6` } } } : c,
  );
  const snippetOnly = fixtureJson("api/channels.list/pyyoutube_GoogleDevelopers_snippet-only_2022.json") as { items: Channel[] };
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return { status: 400, body: { error: { code: 400, errors: [{ reason: "keyInvalid" }] } } };
    if (req.path !== `${V3}/channels`) return { status: 404, body: { error: { code: 404, errors: [{ reason: "notFound" }] } } };
    const handle = req.query.get("forHandle")?.toLowerCase();
    // A channel without brandingSettings: no banner.
    if (handle === "@nobanner") return { body: { ...snippetOnly, items: snippetOnly.items.map((c) => ({ ...c, id: "UCnobannernobannernobann" })) } };
    const ids = req.query.get("id")?.split(",") ?? [];
    const found = channels.filter((c) => (handle ? c.snippet?.customUrl?.toLowerCase() === handle : ids.includes(c.id)));
    return found.length ? { body: { kind: "youtube#channelListResponse", etag: "e", items: found } } : emptyList;
  };
}

const CHANNEL_PAGES: Record<string, string> = {
  "/@hospitalrecords": "channel/yt-meta_hospitalrecords_videos-tab_2025.html",
  "/channel/UCw49uOTAJjGUdoAeUcp7tOg": "channel/yt-meta_hospitalrecords_videos-tab_2025.html",
  "/c/ProgrammingKnowledge": "channel/pytube_ProgrammingKnowledge_videos-tab_2021.html",
};

const web = channelSite(CHANNEL_PAGES);

beforeAll(async () => {
  api = await startFakeUpstream(() => ({ status: 500 }));
  site = await startFakeUpstream(web);
  images = await startFakeUpstream((req) =>
    missing.has(req.path) ? { status: 404, headers: { "content-type": "text/html" }, body: "nope" } : { headers: { "content-type": "image/jpeg" }, body: JPEG },
  );
  if (HAVE_FIXTURES) api.setHandler(dataApi());
});
afterAll(() => Promise.all([api, site, images].map((u) => u.close())));

type Served = ServedChannelTool;

function serve(env: Record<string, string> = {}): Promise<Served> {
  return serveChannelTool({ key: KEY, apiUrl: `${api.url}${V3}`, siteUrl: site.url, imagesUrl: images.url, apiPath: API_PATH, downloadPath: DOWNLOAD_PATH, env });
}

let app: Served | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const u of [api, site, images]) u.requests.length = 0;
  missing.clear();
});

type Size = { name: string; code: string; width: number; height: number; url: string; previewUrl: string; altUrl: string; isRealSource: boolean };

describe.skipIf(!HAVE_FIXTURES)("banner downloader API: lookup", () => {
  it("an @handle: the six sizes with their crop suffixes, from one channels.list (1 unit); again from the cache", async () => {
    app = await serve();
    const r = await app.lookup("@google");
    expect(r.status).toBe(200);
    expect(r.body.channel).toEqual({ channelId: GOOGLE, title: "Google", handle: "@google", source: "api" });
    const sizes = r.body.sizes as Size[];
    const base = "https://yt3.ggpht.com/C7C_rceG0_dgSK1uRXoM6s1wCiOwDpsc_bJLELECJ7dVrNZNMhub9la_nhAL6aKpkdR0Z91d";
    expect(sizes.map((s) => [s.name, s.width, s.height])).toEqual(BANNER_SIZES.map((s) => [s.name, s.width, s.height]));
    expect(sizes.map((s) => s.name)).toEqual(["TV", "Large Desktop", "Desktop", "Medium", "Tablet", "Mobile"]);
    expect(sizes[0]).toMatchObject({ code: "w2560", url: `${base}=w2560-${BANNER_CROP}`, previewUrl: `${base}=w1060-${BANNER_CROP}`, altUrl: `${base}=w2560`, isRealSource: false });
    expect(sizes[5]!.url).toBe(`${base}=w1060-${BANNER_CROP}`);
    expect(r.body.realSourceCount).toBe(0);
    expect(await app.quota()).toMatchObject({ total: 1, byMethod: { "channels.list": 1 } });

    expect((await app.lookup("https://www.youtube.com/@google")).body).toEqual(r.body);
    expect(api.requests).toHaveLength(1);
    expect(await app.quota()).toMatchObject({ total: 1, cacheHits: 1 });
  });

  it("a /channel/ URL without a key: the channel page, whose six banners are all real sources (0 units)", async () => {
    app = await serve({ YOUTUBE_API_KEY: "" });
    const r = await app.lookup("https://www.youtube.com/channel/UCw49uOTAJjGUdoAeUcp7tOg");
    expect(r.body.channel).toEqual({ channelId: "UCw49uOTAJjGUdoAeUcp7tOg", title: "Hospital Records", handle: "@hospitalrecords", source: "page" });
    expect(r.body.realSourceCount).toBe(6);
    expect((r.body.sizes as Size[]).every((s) => s.isRealSource && s.url.startsWith("https://yt3.googleusercontent.com/IWOq3dtmomTf"))).toBe(true);
    expect(api.requests).toHaveLength(0);
    expect((await app.quota()).total).toBe(0);
  });

  it("a /c/ name: the channel page (0 units)", async () => {
    app = await serve();
    const r = await app.lookup("youtube.com/c/ProgrammingKnowledge");
    expect(r.body.channel).toMatchObject({ channelId: "UCs6nmQViDpUw0nuIx9c_WvA", source: "page" });
    expect(r.body.realSourceCount).toBe(6);
    expect((await app.quota()).total).toBe(0);
  });

  it("403 quotaExceeded: falls back to the channel page", async () => {
    api.setHandler(() => ({ status: 403, body: { error: { code: 403, errors: [{ reason: "quotaExceeded" }] } } }));
    try {
      app = await serve();
      const r = await app.lookup("@hospitalrecords");
      expect(r.status).toBe(200);
      expect(r.body.channel).toMatchObject({ source: "page", title: "Hospital Records" });
    } finally {
      api.setHandler(dataApi());
    }
  });

  it("an unknown channel: 404 with the spec's 'Could not resolve channel ID' message", async () => {
    app = await serve();
    const r = await app.lookup("@nobody-here");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "channel_not_resolved", message: MESSAGES.cannotResolve } });
  });

  it("a channel without a banner says so", async () => {
    app = await serve();
    const r = await app.lookup("@nobanner");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "no_banner", message: MESSAGES.noBanner } });
  });

  it("a YouTube API error that is not 'not found' keeps its status in the message when the page fails too", async () => {
    api.setHandler(() => ({ status: 500, body: "<html>oops</html>" }));
    site.setHandler(() => ({ status: 503, body: "busy" }));
    try {
      app = await serve();
      const r = await app.lookup(GOOGLE);
      expect(r.status).toBe(502);
      expect(r.body).toEqual({ error: { code: "youtube_page_error", message: "YouTube answered with an error (status 503)." } });
    } finally {
      api.setHandler(dataApi());
      site.setHandler(web);
    }
  });
});

describe("banner downloader API: input validation", () => {
  it.each([
    ["no input", null, "missing_input", MESSAGES.empty],
    ["blank input", "  ", "missing_input", MESSAGES.empty],
    ["a channel name (would need a 100-unit search)", "Google Developers", "channel_not_resolved", MESSAGES.cannotResolve],
    ["another site", "https://example.com/channel/UCK8sQmJBp8GCxrOtXWBpyEA", "channel_not_resolved", MESSAGES.cannotResolve],
    ["a malformed channel ID", "https://www.youtube.com/channel/UCshort", "channel_not_resolved", MESSAGES.cannotResolve],
  ])("refuses %s with 400 and asks YouTube nothing", async (_name, input, code, message) => {
    app = await serve();
    const r = await app.lookup(input);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: { code, message } });
    expect(api.requests.length + site.requests.length).toBe(0);
  });
});

describe.skipIf(!HAVE_FIXTURES)("banner downloader API: download", () => {
  it("after a lookup: youtube-banner-{w}x{h}.jpg with the image host's bytes, and no further quota", async () => {
    app = await serve();
    await app.lookup("@googledevelopers");
    const res = await app.download(`channel=${DEVS}&size=w2560`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="youtube-banner-2560x424.jpg"');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), JPEG)).toBe(0);
    expect(images.requests.map((r) => r.path)).toEqual([`/banner/LMkDZSq0icg6=w2560-${BANNER_CROP}`]);

    const mobile = await app.download(`channel=${DEVS}&size=w1060`);
    expect(mobile.headers.get("content-disposition")).toBe('attachment; filename="youtube-banner-1060x175.jpg"');
    await mobile.arrayBuffer();
    expect(await app.quota()).toMatchObject({ total: 1 });
  });

  it("without a lookup first, the server looks the channel up itself (1 unit)", async () => {
    app = await serve();
    const res = await app.download(`channel=${DEVS}&size=w1138`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(api.requests.map((r) => r.query.get("id"))).toEqual([DEVS]);
    expect((await app.quota()).total).toBe(1);
  });

  it("a cropped size the host lacks: the same width without the crop; neither: a clear 404", async () => {
    app = await serve();
    await app.lookup("@googledevelopers");
    missing.add(`/banner/LMkDZSq0icg6=w2276-${BANNER_CROP}`);
    const alt = await app.download(`channel=${DEVS}&size=w2276`);
    expect(alt.status).toBe(200);
    await alt.arrayBuffer();
    expect(images.requests.map((r) => r.path)).toEqual([`/banner/LMkDZSq0icg6=w2276-${BANNER_CROP}`, "/banner/LMkDZSq0icg6=w2276"]);

    missing.add("/banner/LMkDZSq0icg6=w2276");
    const none = await app.download(`channel=${DEVS}&size=w2276`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: { code: "image_not_found", message: MESSAGE_SIZE_NOT_AVAILABLE } });
  });

  it("fetches only from IMAGE_PROXY_HOSTS", async () => {
    app = await serve({ IMAGE_PROXY_HOSTS: "yt3.ggpht.com" });
    await app.lookup("@googledevelopers");
    const res = await app.download(`channel=${DEVS}&size=w2560`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("image_url_not_allowed");
    expect(images.requests).toHaveLength(0);
  });

  it.each([
    ["no channel", "size=w2560", "invalid_channel", MESSAGE_INVALID_CHANNEL],
    ["a handle instead of an ID", "channel=@google&size=w2560", "invalid_channel", MESSAGE_INVALID_CHANNEL],
    ["an address instead of an ID", `channel=${encodeURIComponent("http://127.0.0.1/x")}&size=w2560`, "invalid_channel", MESSAGE_INVALID_CHANNEL],
    ["no size", `channel=${DEVS}`, "invalid_size", MESSAGE_UNKNOWN_SIZE],
    ["an unknown size", `channel=${DEVS}&size=w9999`, "invalid_size", MESSAGE_UNKNOWN_SIZE],
    ["two sizes", `channel=${DEVS}&size=w2560&size=w1060`, "invalid_size", MESSAGE_UNKNOWN_SIZE],
  ])("refuses %s with 400", async (_name, query, code, message) => {
    app = await serve();
    const res = await app.download(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message } });
    expect(images.requests).toHaveLength(0);
  });
});
