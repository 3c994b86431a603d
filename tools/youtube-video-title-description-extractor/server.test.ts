import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "../../tests/helpers/fake-upstream";
/** The tag extractor's lookup, which shares its cache with this one. */
const TAG_API_PATH = "/api/youtube/youtube-video-tag-extractor";
import { API_ERRORS, API_VIDEO, dataApi, getLookup, V3, WATCH_PAGES, watchSite } from "../shared/video-lookup-fakes";
import { API_PATH, LOOKUP_MESSAGES } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "title-description-test-key";

let api: FakeUpstream;
let site: FakeUpstream;
let apiHandler: FakeHandler = () => ({ status: 500 });
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  api = await startFakeUpstream((req) => apiHandler(req));
  site = await startFakeUpstream((req) => watchSite(req));
  if (HAVE_FIXTURES) apiHandler = dataApi(KEY);
});
afterAll(() => Promise.all([api, site].map((u) => u?.close())));
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  api.requests.length = 0;
  site.requests.length = 0;
  if (HAVE_FIXTURES) apiHandler = dataApi(KEY);
});

async function serve(env: Record<string, string> = {}) {
  const config = loadConfig({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: site.url, ...env });
  const { app } = createApp({ config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  open.push({ close: () => new Promise<void>((r) => server.close(() => r())) });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    lookup: (input: string | null, path = API_PATH) => getLookup(`${url}${path}${input === null ? "" : `?${new URLSearchParams({ input })}`}`),
    quota: async () => ((await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: { total: number; cacheHits: number } } } }).services.youtube.quota,
  };
}

describe.skipIf(!HAVE_FIXTURES)("GET /api/youtube/youtube-video-title-description-extractor", () => {
  it("reads the title and the full description through the Data API (1 unit)", async () => {
    const s = await serve();
    const a = await s.lookup(`https://www.youtube.com/watch?v=${API_VIDEO}`);
    expect(a.stages).toEqual(["api"]);
    expect(a.result).toMatchObject({ videoId: API_VIDEO, title: "What are Actions on Google (Assistant on Air)", source: "api", restriction: null });
    expect(Object.keys(a.result!).sort()).toEqual(["description", "restriction", "source", "title", "videoId"]);
    expect(a.result!.description).toMatch(/^In the first episode of Assistant on Air/);
    expect(await s.quota()).toMatchObject({ total: 1 });
  });

  it("shares the cache with the tag extractor: the same video costs one call across both tools", async () => {
    const s = await serve();
    await s.lookup(API_VIDEO, TAG_API_PATH);
    const a = await s.lookup(API_VIDEO);
    expect(a.result).toMatchObject({ videoId: API_VIDEO });
    expect(api.requests).toHaveLength(1);
    expect(await s.quota()).toMatchObject({ total: 1, cacheHits: 1 });
  });

  it("without a key, or after quotaExceeded, reads the watch page: the whole description", async () => {
    const s = await serve({ YOUTUBE_API_KEY: "" });
    const a = await s.lookup(WATCH_PAGES.withTags);
    expect(a.stages).toEqual(["page"]);
    expect(a.result).toMatchObject({ title: "JavaScript Tutorial for Beginners: Learn JavaScript in 1 Hour", source: "page" });
    expect((a.result!.description as string).length).toBeGreaterThan(500);
    expect(a.result!.description).toContain("\n");

    apiHandler = () => API_ERRORS.quotaExceeded;
    const k = await serve();
    const b = await k.lookup(WATCH_PAGES.noTags);
    expect(b.stages).toEqual(["api", "page"]);
    expect(b.error).toBeNull();
    expect(b.result).toMatchObject({ title: "Longest YouTube video!!", source: "page" });
  });

  it("a private video gives its plain message", async () => {
    const s = await serve({ YOUTUBE_API_KEY: "" });
    const a = await s.lookup(`https://youtu.be/${WATCH_PAGES.private}`);
    expect(a.error).toEqual({ status: 403, code: "youtube_private", message: "This video is private, so its details are not public." });
  });

  it("validates the input with the spec's messages", async () => {
    const s = await serve();
    expect(await s.lookup("")).toMatchObject({ status: 400, json: { error: { message: LOOKUP_MESSAGES.empty } } });
    expect(await s.lookup("not a video")).toMatchObject({ status: 400, json: { error: { message: LOOKUP_MESSAGES.parse } } });
  });
});
