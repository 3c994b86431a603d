import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatCompletion, chatStream, wantsStream } from "../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream } from "../tests/helpers/fake-upstream";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { LlmService } from "./services/llm";

/**
 * Property-based fuzzing of every /api route: random and hostile bodies, query strings, sizes,
 * encodings and types. Every request gets a JSON answer: a valid result or a 4xx error. A 5xx
 * is allowed only as a gateway status about an outside service (the fakes answer, but a fuzzed
 * input may still make a provider's reply unusable) — never a crash (500) and never a hang.
 */

interface ApiRoute {
  method: string;
  path: string;
}

function apiRoutes(app: Express): ApiRoute[] {
  const out: ApiRoute[] = [];
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] }; matchers?: unknown[] };
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  // The /api router is the one mounted layer whose stack holds routes.
  for (const layer of root) {
    for (const inner of layer.handle?.stack ?? []) {
      if (!inner.route) continue;
      for (const m of Object.keys(inner.route.methods)) out.push({ method: m.toUpperCase(), path: `/api${inner.route.path}` });
    }
  }
  return out;
}

const RUNS = 150;

let fakeLlm: FakeUpstream;
let fakeWeb: FakeUpstream;
let base = "";
let routes: ApiRoute[] = [];
let close: () => Promise<void>;
const counts: Record<string, number> = {};

beforeAll(async () => {
  fakeLlm = await startFakeUpstream((req) =>
    wantsStream(req) ? chatStream(["A short ", "answer."]) : chatCompletion('{"title":"x","items":["#one","#two"],"tags":["a","b"]}\n1. One\n2. Two'),
  );
  fakeWeb = await startFakeUpstream(() => ({ status: 404, body: "<html>not found</html>", headers: { "content-type": "text/html" } }));
  const config = loadConfig({
    LLM_API_KEY: "sk-fuzz",
    LLM_BASE_URL: fakeLlm.url,
    YOUTUBE_API_KEY: "yt-fuzz",
    YOUTUBE_API_BASE_URL: fakeWeb.url,
    YOUTUBE_WEB_BASE_URL: fakeWeb.url,
    YOUTUBE_IMAGE_BASE_URL: fakeWeb.url,
    IMAGE_PROXY_HOSTS: new URL(fakeWeb.url).host,
    TOGETHER_API_KEY: "tg-fuzz",
    TOGETHER_BASE_URL: fakeWeb.url,
    TTS_ENGINE: "off",
    RATE_LIMIT_AI_PER_MIN: "100000",
    RATE_LIMIT_YOUTUBE_PER_MIN: "100000",
    RATE_LIMIT_IMAGE_PER_MIN: "100000",
  });
  const { app } = createApp({ config, services: { llm: new LlmService(config.llm, { delayScale: 0.0001, timeoutMs: 3000 }) } });
  routes = apiRoutes(app);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((r) => server.close(() => r()));
});

afterAll(async () => {
  await close?.();
  await fakeLlm?.close();
  await fakeWeb?.close();
  const summary = Object.entries(counts).map(([r, n]) => `${r}: ${n}`).join(", ");
  if (summary) console.log(`Fuzz cases per route: ${summary}`);
});

const hostileString = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom("", " ", "\u0000", "<script>alert(1)</script>", "'; DROP TABLE x;--", "../../etc/passwd", "%00", "\uFFFD", "🙂".repeat(50), "a".repeat(200_000), "http://127.0.0.1/", "UC" + "x".repeat(22)),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom("text", "topic", "title", "url", "video", "q", "prompt", "voice", "count", "style", "length", "channel", "script", "keywords", "region", "max", "__proto__", "constructor"), fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 5 }))),
);
const bodyArb = fc.oneof(
  jsonValue.map((v) => ({ body: JSON.stringify(v), type: "application/json" })),
  hostileString.map((s) => ({ body: s, type: "application/json" })),
  hostileString.map((s) => ({ body: s, type: "text/plain" })),
  fc.uint8Array({ maxLength: 300 }).map((b) => ({ body: Buffer.from(b).toString("latin1"), type: "application/octet-stream" })),
);
const queryArb = fc.array(fc.tuple(fc.constantFrom("video", "size", "url", "q", "id", "region", "max", "page", "format", "x"), hostileString), { maxLength: 4 });

async function request(route: ApiRoute, path: string, query: [string, string][], body: { body: string; type: string }) {
  const qs = new URLSearchParams(query.map(([k, v]) => [k, v.slice(0, 2000)])).toString();
  const init: RequestInit = { method: route.method, signal: AbortSignal.timeout(8000) };
  if (route.method !== "GET" && route.method !== "HEAD") {
    init.headers = { "content-type": body.type };
    init.body = body.body;
  }
  const res = await fetch(`${base}${path}${qs ? `?${qs}` : ""}`, init);
  const text = await res.text();
  return { status: res.status, type: res.headers.get("content-type") ?? "", text };
}

describe("every /api route under random and hostile input", () => {
  it("finds the API routes", () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(["GET /api/status", "GET /api/ai/status"]));
  });

  it("answers with a result or a JSON 4xx, never a crash or a hang", async () => {
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      counts[key] = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(hostileString, { minLength: 3, maxLength: 3 }), queryArb, bodyArb, async (params, query, body) => {
          let i = 0;
          const path = route.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(params[i++] ?? "x").slice(0, 300) || "x");
          const res = await request(route, path, query, body);
          counts[key]!++;
          expect(res.status, `${key} -> ${res.status} ${res.text.slice(0, 200)}`).not.toBe(500);
          if (res.status >= 400) {
            expect(res.type, key).toContain("application/json");
            const err = JSON.parse(res.text).error;
            expect(typeof err.code).toBe("string");
            expect(typeof err.message).toBe("string");
            // 5xx only as a gateway answer about an outside service (502/503/504), never a crash.
            if (res.status >= 500) expect([502, 503, 504], `${key} -> ${res.status} ${err.code}`).toContain(res.status);
          }
        }),
        { numRuns: RUNS },
      );
    }
    // Still serving after all of it.
    expect((await fetch(`${base}/api/status`)).status).toBe(200);
  }, 300_000);
});
