import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AiRequestError, postJson } from "../../app/lib/ai-client";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { RATE_LIMIT_MESSAGE } from "../../server/http/rate-limit";
import { LlmService } from "../../server/services/llm";
import { HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { API_PATH, EXPAND_API_PATH, LOOKUP_MESSAGES, MESSAGES, type ExpandResponse } from "./logic";
import { API_ERRORS, API_VIDEO, dataApi, getLookup, V3, WATCH_PAGES, watchSite } from "../shared/video-lookup-fakes";

/** The server's clock in these tests: year tags must name its year, not a fixed one. */
const SERVER_CLOCK = new Date("2031-03-01T12:00:00Z");

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const KEY = "tag-extractor-test-key";

let api: FakeUpstream;
let site: FakeUpstream;
let llm: FakeUpstream;
let apiHandler: FakeHandler = () => ({ status: 500 });
let siteHandler: FakeHandler = (req) => watchSite(req);
let llmHandler: FakeHandler = () => chatCompletion("a tag");
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  api = await startFakeUpstream((req) => apiHandler(req));
  site = await startFakeUpstream((req) => siteHandler(req));
  llm = await startFakeUpstream((req) => llmHandler(req));
  if (HAVE_FIXTURES) apiHandler = dataApi(KEY);
});
afterAll(() => Promise.all([api, site, llm].map((u) => u?.close())));
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  for (const u of [api, site, llm]) u.requests.length = 0;
  apiHandler = HAVE_FIXTURES ? dataApi(KEY) : () => ({ status: 500 });
  siteHandler = (req) => watchSite(req);
});

interface Served {
  url: string;
  lookup(input: string | null): ReturnType<typeof getLookup>;
  quota(): Promise<{ total: number; byMethod: Record<string, number>; cacheHits: number; pages: { fetches: number; cacheHits: number } }>;
}

/** The app with the fake YouTube (a key unless `YOUTUBE_API_KEY: ""`) and the fake provider. */
async function serve(env: Record<string, string> = {}): Promise<Served> {
  const config = loadConfig({
    YOUTUBE_API_KEY: KEY,
    YOUTUBE_API_BASE_URL: `${api.url}${V3}`,
    YOUTUBE_WEB_BASE_URL: site.url,
    LLM_API_KEY: "sk-test",
    LLM_BASE_URL: llm.url,
    RATE_LIMIT_AI_PER_MIN: "1000",
    ...env,
  });
  const { app } = createApp({ config, services: { llm: new LlmService(config.llm, { delayScale: 0.001, timeoutMs: 2000 }), now: () => SERVER_CLOCK } });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  open.push({ close: () => new Promise<void>((r) => server.close(() => r())) });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    lookup: (input) => getLookup(`${url}${API_PATH}${input === null ? "" : `?${new URLSearchParams({ input })}`}`),
    quota: async () => ((await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: Awaited<ReturnType<Served["quota"]>> } } }).services.youtube.quota,
  };
}

describe.skipIf(!HAVE_FIXTURES)("GET /api/youtube/youtube-video-tag-extractor", () => {
  it("reads the tags through the Data API (1 unit), streaming the stage first", async () => {
    const s = await serve();
    const a = await s.lookup(`https://www.youtube.com/watch?v=${API_VIDEO}&t=10s`);
    expect(a.status).toBe(200);
    expect(a.contentType).toMatch(/application\/x-ndjson/);
    expect(a.stages).toEqual(["api"]);
    expect(a.error).toBeNull();
    expect(a.result).toMatchObject({ videoId: API_VIDEO, title: "What are Actions on Google (Assistant on Air)", source: "api", restriction: null });
    const tags = a.result!.tags as string[];
    expect(tags).toHaveLength(20);
    expect(tags).toContain("Actions on Google");
    expect(Object.keys(a.result!).sort()).toEqual(["restriction", "source", "tags", "title", "videoId"]);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.query.get("id")).toBe(API_VIDEO);
    expect(site.requests).toHaveLength(0);
    expect(await s.quota()).toMatchObject({ total: 1, byMethod: { "videos.list": 1 }, cacheHits: 0 });
  });

  it("answers a second identical lookup from the cache: no upstream call, no quota", async () => {
    const s = await serve();
    const first = await s.lookup(API_VIDEO);
    const second = await s.lookup(`https://youtu.be/${API_VIDEO}`);
    expect(second.result).toEqual(first.result);
    expect(api.requests).toHaveLength(1);
    expect(await s.quota()).toMatchObject({ total: 1, cacheHits: 1 });
  });

  it("without a key reads the public watch page (0 units)", async () => {
    const s = await serve({ YOUTUBE_API_KEY: "" });
    const a = await s.lookup(`https://www.youtube.com/shorts/${WATCH_PAGES.withTags}`);
    expect(a.stages).toEqual(["page"]);
    expect(a.result).toMatchObject({ videoId: WATCH_PAGES.withTags, title: "JavaScript Tutorial for Beginners: Learn JavaScript in 1 Hour", source: "page" });
    expect(a.result!.tags).toHaveLength(23);
    expect(api.requests).toHaveLength(0);
    expect(await s.quota()).toMatchObject({ total: 0, pages: { fetches: 1, cacheHits: 0 } });
    await s.lookup(WATCH_PAGES.withTags);
    expect(site.requests).toHaveLength(1);
  });

  it("streams each stage when it starts, before the slow step ends", async () => {
    siteHandler = (req) => ({ ...watchSite(req), delayMs: 600 });
    const s = await serve({ YOUTUBE_API_KEY: "" });
    const started = Date.now();
    const res = await fetch(`${s.url}${API_PATH}?input=${WATCH_PAGES.withTags}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    expect(first.value).toBe('{"type":"stage","stage":"page"}\n');
    let rest = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += value;
    }
    expect(firstAt).toBeLessThan(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(rest).toMatch(/^\{"type":"result","video":\{"videoId":"W6NZfCO5SIk"/);
  });

  it("a video whose page has no keywords key has no tags (never the default keywords meta)", async () => {
    const s = await serve({ YOUTUBE_API_KEY: "" });
    const a = await s.lookup(WATCH_PAGES.noTags);
    expect(a.result).toMatchObject({ videoId: WATCH_PAGES.noTags, title: "Longest YouTube video!!", tags: [], source: "page" });
    // With a key, the API does not know it, and the page answers the same.
    const k = await serve();
    const b = await k.lookup(WATCH_PAGES.noTags);
    expect(b.stages).toEqual(["api", "page"]);
    expect(b.result).toMatchObject({ tags: [], source: "page" });
  });

  it("API 403 quotaExceeded falls back to the page silently, and the API rests afterwards", async () => {
    apiHandler = () => API_ERRORS.quotaExceeded;
    const s = await serve();
    const a = await s.lookup(WATCH_PAGES.withTags);
    expect(a.stages).toEqual(["api", "page"]);
    expect(a.error).toBeNull();
    expect(a.result).toMatchObject({ source: "page", videoId: WATCH_PAGES.withTags });
    const b = await s.lookup(WATCH_PAGES.noTags);
    expect(b.stages).toEqual(["page"]);
    expect(api.requests).toHaveLength(1);
  });

  it.each([
    ["404", API_ERRORS.notFound],
    ["500", API_ERRORS.server],
    ["keyInvalid", API_ERRORS.keyInvalid],
  ])("API %s falls back to the page silently", async (_name, reply) => {
    apiHandler = () => reply;
    const s = await serve();
    const a = await s.lookup(WATCH_PAGES.withTags);
    expect(a.error).toBeNull();
    expect(a.result).toMatchObject({ source: "page" });
  });

  it("private, unavailable and bot-check pages give their plain messages", async () => {
    const s = await serve({ YOUTUBE_API_KEY: "" });
    const priv = await s.lookup(WATCH_PAGES.private);
    expect(priv.result).toBeNull();
    expect(priv.error).toEqual({ status: 403, code: "youtube_private", message: "This video is private, so its details are not public." });
    const gone = await s.lookup(WATCH_PAGES.unavailable);
    expect(gone.error).toMatchObject({ status: 404, code: "youtube_unavailable", message: "This video is unavailable. It may have been removed, or the link may be wrong." });
    const bot = await s.lookup(WATCH_PAGES.botCheck);
    expect(bot.error).toMatchObject({ code: "youtube_bot_check" });
    expect(bot.error!.message).toMatch(/^YouTube API key not configured\. YouTube asked us to prove we are not a robot/);
    const missing = await s.lookup("zzzzzzzzzzz");
    expect(missing.error).toMatchObject({ status: 404, code: "youtube_not_found", message: "Video not found." });
    // With a key, the same private video: the API knows nothing, the page says why.
    const k = await serve();
    expect((await k.lookup(WATCH_PAGES.private)).error).toMatchObject({ code: "youtube_private", message: "This video is private, so its details are not public." });
  });

  it("age-restricted videos still give their tags, marked as such", async () => {
    const s = await serve({ YOUTUBE_API_KEY: "" });
    const a = await s.lookup(WATCH_PAGES.ageRestricted);
    expect(a.result).toMatchObject({ restriction: "age-restricted", source: "page" });
    expect(a.result!.tags).toHaveLength(11);
  });

  it("without a key and without a reachable YouTube, says both plainly", async () => {
    const s = await serve({ YOUTUBE_API_KEY: "", YOUTUBE_WEB_BASE_URL: "http://127.0.0.1:9" });
    const a = await s.lookup(WATCH_PAGES.withTags);
    expect(a.error).toEqual({ status: 502, code: "youtube_network", message: "YouTube API key not configured. Could not reach YouTube. Please try again." });
  });

  it("validates the input with the spec's messages, before any upstream call", async () => {
    const s = await serve();
    expect(await s.lookup(null)).toMatchObject({ status: 400, json: { error: { code: "missing_input", message: LOOKUP_MESSAGES.empty } } });
    expect(await s.lookup("   ")).toMatchObject({ status: 400, json: { error: { message: "Please enter a YouTube video URL or ID." } } });
    expect(await s.lookup("https://vimeo.com/12345")).toMatchObject({
      status: 400,
      json: { error: { code: "invalid_input", message: "Could not parse video ID. Please enter a valid YouTube URL or 11-char ID." } },
    });
    expect(await s.lookup("x".repeat(501))).toMatchObject({ status: 400, json: { error: { message: LOOKUP_MESSAGES.tooLong } } });
    expect(api.requests.length + site.requests.length).toBe(0);
  });

  it("is rate-limited per client", async () => {
    const s = await serve({ RATE_LIMIT_YOUTUBE_PER_MIN: "1" });
    await s.lookup(API_VIDEO);
    const limited = await s.lookup(API_VIDEO);
    expect(limited).toMatchObject({ status: 429, json: { error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } } });
  });
});

describe("POST /api/ai/youtube-video-tag-extractor-expand", () => {
  const existing = ["actions on google", "Google Assistant"];
  const body = { title: "What are Actions on Google (Assistant on Air)", tags: existing };

  async function failure(p: Promise<unknown>): Promise<AiRequestError> {
    try {
      await p;
    } catch (e) {
      if (e instanceof AiRequestError) return e;
      throw e;
    }
    throw new Error("expected a failure");
  }

  it("asks the provider once (temperature 0.6, max_tokens 600) and answers only new, deduplicated tags", async () => {
    llmHandler = () => chatCompletion("1. Actions on Google\n2. google assistant tutorial\n- GOOGLE ASSISTANT\n* voice apps 2025\n#notatag\nsmart speakers, dialogflow");
    const s = await serve();
    const res = await postJson<ExpandResponse>(`${s.url}${EXPAND_API_PATH}`, body);
    expect(res).toEqual({ tags: ["google assistant tutorial", "voice apps 2025", "smart speakers", "dialogflow"] });
    expect(llm.requests).toHaveLength(1);
    const sent = llm.requests[0]!.json() as { model: string; temperature: number; max_tokens: number; messages: { role: string; content: string }[]; stream?: boolean };
    expect(sent.temperature).toBe(0.6);
    expect(sent.max_tokens).toBe(600);
    expect(sent.model).toBe("llama-3.1-8b-instant");
    expect(sent.stream ?? false).toBe(false);
    const user = lastUserMessage(llm.requests[0]!);
    expect(user).toContain("Suggest 20 more YouTube tags");
    expect(user).toContain("Video title: What are Actions on Google (Assistant on Air)");
    expect(user).toContain("Existing tags: actions on google, Google Assistant");
    expect(user).toContain("When a tag contains a year, use 2031.");
    expect(llm.requests[0]!.headers.authorization).toBe("Bearer sk-test");
  });

  it("needs a title or tags: the spec's message, and no model call", async () => {
    const s = await serve();
    const e = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, { title: " ", tags: [] }));
    expect(e.info).toMatchObject({ status: 400, code: "invalid_input", message: "Extract tags first before expanding with AI." });
    const bad = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, { title: "T", tags: "a,b" }));
    expect(bad.info.status).toBe(400);
    const long = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, { title: "x".repeat(301), tags: [] }));
    expect(long.info).toMatchObject({ status: 413, message: MESSAGES.tooLong("title", 300) });
    expect(llm.requests).toHaveLength(0);
  });

  it("without a key says the provider's key is not configured", async () => {
    const s = await serve({ LLM_API_KEY: "" });
    const e = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, body));
    expect(e.info).toMatchObject({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." });
    expect(llm.requests).toHaveLength(0);
  });

  it("a provider error is '{provider} API error: {status}', with the configured name", async () => {
    llmHandler = () => providerError(401, "Invalid API Key");
    const s = await serve();
    const e = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, body));
    expect(e.info).toMatchObject({ status: 502, code: "ai_api_error", message: "Groq API error: 401", upstreamStatus: 401 });
    const named = await serve({ LLM_PROVIDER_NAME: "OpenAI" });
    expect((await failure(postJson(`${named.url}${EXPAND_API_PATH}`, body))).info.message).toBe("OpenAI API error: 401");
  });

  it("a provider 500 is retried, then reported as Groq API error: 500", async () => {
    llmHandler = () => providerError(500, "boom");
    const s = await serve();
    const e = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, body));
    expect(e.info).toMatchObject({ status: 502, message: "Groq API error: 500", upstreamStatus: 500 });
    expect(llm.requests.length).toBeGreaterThan(1);
  });

  it("a provider 429 answers 429 with the wait", async () => {
    llmHandler = () => providerError(429, "Rate limit reached", { "retry-after": "7" });
    const s = await serve();
    const e = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, body));
    expect(e.info).toMatchObject({ status: 429, message: "Groq API error: 429", retryAfterSeconds: 7 });
    expect(e.isRateLimit).toBe(true);
    expect(llm.requests).toHaveLength(1);
  });

  it("AI returned no tags: an empty reply, no choices, or only tags already there", async () => {
    const s = await serve();
    for (const reply of [chatCompletion(""), chatCompletion(null), chatCompletion("Actions on Google\ngoogle assistant"), chatCompletion("Sorry, I cannot help.")]) {
      llmHandler = () => reply;
      const e = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, body));
      expect(e.info).toMatchObject({ status: 502, code: "no_tags", message: "AI returned no tags" });
    }
  });

  it("is rate-limited per client with the catalogue's words", async () => {
    llmHandler = () => chatCompletion("new tag");
    const s = await serve({ RATE_LIMIT_AI_PER_MIN: "1" });
    await postJson(`${s.url}${EXPAND_API_PATH}`, body);
    const e = await failure(postJson(`${s.url}${EXPAND_API_PATH}`, body));
    expect(e.info).toMatchObject({ status: 429, message: RATE_LIMIT_MESSAGE });
  });
});
