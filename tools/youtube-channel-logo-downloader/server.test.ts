import { channelSite, serveChannelTool, type ServedChannelTool } from "../../tests/helpers/channel-image-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMIT_MESSAGE } from "../../server/http/rate-limit";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { startFakeUpstream, type FakeHandler, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { API_PATH, DOWNLOAD_PATH, MESSAGES } from "./logic";
import { MESSAGE_INVALID_CHANNEL, MESSAGE_SIZE_NOT_AVAILABLE, MESSAGE_UNKNOWN_SIZE } from "./server";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "logo-test-key";
const V3 = "/youtube/v3";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
const GOOGLE = "UCK8sQmJBp8GCxrOtXWBpyEA";
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9, 0xff, 0xd9]);

type Thumbs = Record<string, { url: string }>;
type Channel = { id: string; snippet?: { customUrl?: string; thumbnails?: Thumbs } };
const emptyList: FakeReply = { body: { kind: "youtube#channelListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 5 } } };

let api: FakeUpstream;
let site: FakeUpstream;
let images: FakeUpstream;
const missing = new Set<string>();

/** The channels fixture; Google Developers' picture is moved to the fake image host, Google keeps its own. */
function dataApi(): FakeHandler {
  const channels = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: Channel[] }).items.map((c) => {
    if (c.id !== DEVS) return c;
    const thumbnails: Thumbs = { default: { url: `${images.url}/ytc/devs=s88-c-k-c0x00ffffff-no-rj` }, high: { url: `${images.url}/ytc/devs=s800-c-k-c0x00ffffff-no-rj` } };
    return { ...c, snippet: { ...c.snippet, thumbnails } };
  });
  return (req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return { status: 400, body: { error: { code: 400, errors: [{ reason: "keyInvalid" }] } } };
    if (req.path !== `${V3}/channels`) return { status: 404, body: { error: { code: 404, errors: [{ reason: "notFound" }] } } };
    const handle = req.query.get("forHandle")?.toLowerCase();
    const ids = req.query.get("id")?.split(",") ?? [];
    const found = channels.filter((c) => (handle ? c.snippet?.customUrl?.toLowerCase() === handle : ids.includes(c.id)));
    return found.length ? { body: { kind: "youtube#channelListResponse", etag: "e", items: found } } : emptyList;
  };
}

const CHANNEL_PAGES: Record<string, string> = {
  "/@hospitalrecords": "channel/yt-meta_hospitalrecords_videos-tab_2025.html",
  "/@MrBeast": "channel/yt-meta_MrBeast_shorts-tab_2025.html",
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

type Size = { key: string; width: number; height: number; url: string; altUrl: string };

describe.skipIf(!HAVE_FIXTURES)("logo downloader API: lookup", () => {
  it("an @handle: the three sizes from one channels.list (1 unit); again from the cache", async () => {
    app = await serve();
    const r = await app.lookup("@google");
    expect(r.status).toBe(200);
    expect(r.body.channel).toEqual({ channelId: GOOGLE, title: "Google", handle: "@google", source: "api" });
    const high = "https://yt3.ggpht.com/ytc/AMLnZu_31rROBnB8bq9EJfk82OnclHISQ3Hrx6i1oWLai5o=s800-c-k-c0x00ffffff-no-rj";
    expect(r.body.sizes).toEqual([
      { key: "high", width: 800, height: 800, url: high, altUrl: high },
      { key: "medium", width: 240, height: 240, url: high.replace("=s800", "=s240"), altUrl: high },
      { key: "default", width: 88, height: 88, url: high.replace("=s800", "=s88"), altUrl: high },
    ]);
    expect(await app.quota()).toMatchObject({ total: 1, byMethod: { "channels.list": 1 } });
    expect((await app.lookup("https://www.youtube.com/@google/featured")).body).toEqual(r.body);
    expect(api.requests).toHaveLength(1);
    expect(await app.quota()).toMatchObject({ total: 1, cacheHits: 1 });
  });

  it("without a key: the channel page (0 units), the 900-pixel picture resized", async () => {
    app = await serve({ YOUTUBE_API_KEY: "" });
    const r = await app.lookup("https://www.youtube.com/@hospitalrecords");
    expect(r.body.channel).toEqual({ channelId: "UCw49uOTAJjGUdoAeUcp7tOg", title: "Hospital Records", handle: "@hospitalrecords", source: "page" });
    const sizes = r.body.sizes as Size[];
    expect(sizes.map((s) => s.url.replace(/^.*=/, "="))).toEqual(["=s800-c-k-c0x00ffffff-no-rj", "=s240-c-k-c0x00ffffff-no-rj", "=s88-c-k-c0x00ffffff-no-rj"]);
    expect(sizes[0]!.altUrl).toMatch(/=s900-c-k-c0x00ffffff-no-rj$/);
    expect(api.requests).toHaveLength(0);
    expect((await app.quota()).total).toBe(0);
  });

  it("403 quotaExceeded: falls back to the channel page", async () => {
    api.setHandler(() => ({ status: 403, body: { error: { code: 403, errors: [{ reason: "quotaExceeded" }] } } }));
    try {
      app = await serve();
      const r = await app.lookup("@MrBeast");
      expect(r.body.channel).toMatchObject({ channelId: "UCX6OQ3DkcsbYNE6H8uQQuVA", title: "MrBeast", source: "page" });
    } finally {
      api.setHandler(dataApi());
    }
  });

  it("an unknown channel: 404 with the spec's message", async () => {
    app = await serve();
    const r = await app.lookup("@nobody-here");
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: { code: "channel_not_resolved", message: MESSAGES.cannotResolve } });
  });
});

describe("logo downloader API: input validation and limits", () => {
  it.each([
    ["no input", null, "missing_input", MESSAGES.empty],
    ["blank input", " ", "missing_input", MESSAGES.empty],
    ["a channel name", "Google", "channel_not_resolved", MESSAGES.cannotResolve],
    ["another site", "https://example.com/@google", "channel_not_resolved", MESSAGES.cannotResolve],
  ])("refuses %s with 400", async (_name, input, code, message) => {
    app = await serve();
    const r = await app.lookup(input);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: { code, message } });
    expect(api.requests.length + site.requests.length).toBe(0);
  });

  it("rate-limits in the youtube bucket", async () => {
    app = await serve({ RATE_LIMIT_YOUTUBE_PER_MIN: "1" });
    expect((await app.lookup("Google")).status).toBe(400);
    const limited = await app.lookup("Google");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
  });
});

describe.skipIf(!HAVE_FIXTURES)("logo downloader API: download", () => {
  it("after a lookup: youtube-channel-logo-{key}.jpg with the host's bytes, no further quota", async () => {
    app = await serve();
    await app.lookup(DEVS);
    for (const [key, size] of [
      ["high", "s800"],
      ["medium", "s240"],
      ["default", "s88"],
    ] as const) {
      const res = await app.download(`channel=${DEVS}&size=${key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="youtube-channel-logo-${key}.jpg"`);
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), JPEG)).toBe(0);
      expect(images.requests.at(-1)!.path).toBe(`/ytc/devs=${size}-c-k-c0x00ffffff-no-rj`);
    }
    expect((await app.quota()).total).toBe(1);
  });

  it("without a lookup first, the server looks the channel up itself (1 unit)", async () => {
    app = await serve();
    const res = await app.download(`channel=${DEVS}&size=medium`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect((await app.quota()).total).toBe(1);
  });

  it("a size the host lacks: a clear 404", async () => {
    app = await serve();
    missing.add("/ytc/devs=s240-c-k-c0x00ffffff-no-rj");
    const res = await app.download(`channel=${DEVS}&size=medium`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "image_not_found", message: MESSAGE_SIZE_NOT_AVAILABLE } });
  });

  it("fetches only from IMAGE_PROXY_HOSTS", async () => {
    app = await serve({ IMAGE_PROXY_HOSTS: "yt3.ggpht.com" });
    const res = await app.download(`channel=${DEVS}&size=high`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("image_url_not_allowed");
    expect(images.requests).toHaveLength(0);
  });

  it("an unknown channel ID: the spec's message", async () => {
    app = await serve();
    const res = await app.download("channel=UCaaaaaaaaaaaaaaaaaaaaaa&size=high");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "channel_not_resolved", message: MESSAGES.cannotResolve } });
  });

  it.each([
    ["no channel", "size=high", "invalid_channel", MESSAGE_INVALID_CHANNEL],
    ["a URL as channel", `channel=${encodeURIComponent("https://yt3.ggpht.com/x")}&size=high`, "invalid_channel", MESSAGE_INVALID_CHANNEL],
    ["no size", `channel=${DEVS}`, "invalid_size", MESSAGE_UNKNOWN_SIZE],
    ["an unknown size", `channel=${DEVS}&size=huge`, "invalid_size", MESSAGE_UNKNOWN_SIZE],
  ])("refuses %s with 400", async (_name, query, code, message) => {
    app = await serve();
    const res = await app.download(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message } });
  });
});
