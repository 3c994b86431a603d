import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { AiRequestError, postJson, postStream } from "../../app/lib/ai-client";
import { chatCompletion, chatStream, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { ServerContext } from "../context";
import { MemoryCache } from "../services/cache";
import { ImagesService } from "../services/images";
import { LlmService } from "../services/llm";
import { MemoryRateLimiter } from "../services/rate-limit";
import { SpeechService } from "../services/speech/service";
import { YouTubeService } from "../services/youtube";
import { aiGuards, llmHandler, parseInput, streamCompletion } from "./ai";
import { apiErrorHandler } from "./errors";

let fake: FakeUpstream | undefined;
let closeServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeServer?.();
  await fake?.close();
  fake = undefined;
  closeServer = undefined;
});

/** A small API with one streaming and one JSON endpoint built from the shared AI helpers. */
async function api(handler: FakeHandler | null, env: Record<string, string> = {}) {
  fake = handler ? await startFakeUpstream(handler) : undefined;
  const config = loadConfig({ ...(fake ? { LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url } : {}), RATE_LIMIT_AI_PER_MIN: "5", ...env });
  const cache = new MemoryCache();
  const ctx: ServerContext = {
    config,
    cache,
    rateLimit: new MemoryRateLimiter(),
    llm: new LlmService(config.llm, { delayScale: 0.001, timeoutMs: 2000 }),
    now: () => new Date(),
    youtube: new YouTubeService(config.youtube, cache),
    speech: new SpeechService(config, cache),
    images: new ImagesService(config.together),
  };
  const schema = z.object({ topic: z.string().trim().min(1, "Please enter a topic.").max(100, "The topic is too long: at most 100 characters.") });
  const router = express.Router();
  router.use(express.json());
  router.post("/stream", ...aiGuards(ctx), llmHandler(async (req, res) => {
    const { topic } = parseInput(schema, req.body);
    await streamCompletion(req, res, ctx, { messages: [{ role: "user", content: topic }], maxTokens: 50, temperature: 0.7 });
  }));
  router.post("/json", ...aiGuards(ctx), llmHandler(async (req, res) => {
    const { topic } = parseInput(schema, req.body);
    res.json({ text: await ctx.llm.complete({ messages: [{ role: "user", content: topic }], maxTokens: 50, temperature: 0.8 }) });
  }));
  router.use(apiErrorHandler);
  const app = express();
  app.use("/api", router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  closeServer = () => new Promise((r) => server.close(() => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}

async function rejection(p: Promise<unknown>): Promise<AiRequestError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AiRequestError) return e;
    throw e;
  }
  throw new Error("expected a rejection");
}

describe("AI endpoints over HTTP", () => {
  it("streams the completion to the browser piece by piece", async () => {
    const base = await api((req) => (wantsStream(req) ? chatStream(["Hello ", "creator", "!"], 5) : chatCompletion("x")));
    const seen: string[] = [];
    const text = await postStream(`${base}/stream`, { topic: "cats" }, { onDelta: (t) => seen.push(t) });
    expect(text).toBe("Hello creator!");
    expect(seen).toEqual(["Hello ", "creator", "!"]);
  });

  it("answers JSON requests with the completion", async () => {
    const base = await api(() => chatCompletion("Ten titles"));
    expect(await postJson(`${base}/json`, { topic: "cats" })).toEqual({ text: "Ten titles" });
  });

  it("without a key: 503 and '{provider} API key not configured.'", async () => {
    const base = await api(null);
    const e = await rejection(postJson(`${base}/json`, { topic: "cats" }));
    expect(e.info).toMatchObject({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." });
  });

  it("validates input with a clear message, 413 when too long", async () => {
    const base = await api(() => chatCompletion("x"));
    expect((await rejection(postJson(`${base}/json`, { topic: "  " }))).info).toMatchObject({ status: 400, message: "Please enter a topic." });
    expect((await rejection(postJson(`${base}/json`, { topic: "x".repeat(101) }))).info).toMatchObject({
      status: 413,
      message: "The topic is too long: at most 100 characters.",
    });
    expect((await rejection(postJson(`${base}/json`, { topic: 42 }))).info.status).toBe(400);
  });

  it("limits each client to the configured requests a minute, with Retry-After", async () => {
    const base = await api(() => chatCompletion("ok"), { RATE_LIMIT_AI_PER_MIN: "2" });
    await postJson(`${base}/json`, { topic: "a" });
    await postJson(`${base}/json`, { topic: "b" });
    const e = await rejection(postJson(`${base}/json`, { topic: "c" }));
    expect(e.info).toMatchObject({ status: 429, message: "Rate limit exceeded. Please wait a moment before trying again." });
    expect(e.info.retryAfterSeconds).toBeGreaterThan(0);
    expect(e.isRateLimit).toBe(true);
  });

  it("passes the provider's 429 on with its wait, without retrying", async () => {
    const base = await api(() => providerError(429, "slow down", { "retry-after": "12" }));
    const e = await rejection(postStream(`${base}/stream`, { topic: "a" }));
    expect(e.info).toMatchObject({ status: 429, code: "llm_rate_limited", upstreamStatus: 429, retryAfterSeconds: 12 });
    expect(fake!.requests).toHaveLength(1);
  });

  it("reports retries in the stream, then the final catalogue error", async () => {
    const base = await api(() => providerError(500, "boom"));
    const retries: number[] = [];
    const e = await rejection(postStream(`${base}/stream`, { topic: "a" }, { onRetry: (r) => retries.push(r.attempt) }));
    expect(retries).toEqual([1, 2, 3]);
    expect(e.info).toMatchObject({ code: "llm_server_error", message: "Internal server error. Please try again later.", upstreamStatus: 500 });
  });

  it("a reply in code fences arrives as written, for the tool to clean", async () => {
    const base = await api(() => chatCompletion('```json\n{"a":1}\n```'));
    expect(await postJson(`${base}/json`, { topic: "a" })).toEqual({ text: '```json\n{"a":1}\n```' });
  });
});

describe("GET /api/ai/status", () => {
  it("tells the banner whether the provider is configured and reachable, probing once", async () => {
    fake = await startFakeUpstream(() => chatCompletion("Hi"));
    const config = loadConfig({ LLM_API_KEY: "sk-secret-value", LLM_BASE_URL: fake.url, LLM_PROVIDER_NAME: "Groq" });
    const { app } = createApp({ config });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    closeServer = () => new Promise((r) => server.close(() => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ai/status`;
    const first = await (await fetch(url)).text();
    await fetch(url);
    expect(JSON.parse(first)).toMatchObject({ configured: true, provider: "Groq", state: "connected" });
    expect(first).not.toContain("sk-secret-value");
    expect(fake.requests).toHaveLength(1);
  });

  it("says not configured without a key", async () => {
    const { app } = createApp({ config: loadConfig({}) });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    closeServer = () => new Promise((r) => server.close(() => r()));
    const body = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ai/status`)).json();
    expect(body).toMatchObject({ configured: false, state: "not_configured", message: "Groq API key not configured." });
  });
});
