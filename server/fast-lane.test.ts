import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { clientAddress, createFastLane, LOOKUP_MEMO_TTL_MS, type FastLaneOptions } from "./fast-lane";
import { lookupReads, type LookupReads } from "./services/youtube/service";
import { createLogger } from "./observability";
import { MemoryRateLimiter } from "./services/rate-limit";
import { fixtureJson, HAVE_FIXTURES } from "./services/youtube/fixtures";
import { startFakeUpstream, type FakeUpstream } from "../tests/helpers/fake-upstream";

const FINDER = "/api/youtube/youtube-channel-id-finder";

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("clientAddress: the same address Express's req.ip gives with trust proxy = loopback", () => {
  let url = "";
  let server: ReturnType<typeof createServer>;
  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.get("/ip", (req, res) => res.json({ express: req.ip, ours: clientAddress(req) }));
    server = createServer(app).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ip`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const cases: [string, Record<string, string>][] = [
    ["no proxy header", {}],
    ["one client behind a local proxy", { "x-forwarded-for": "203.0.113.7" }],
    ["a spoofed first entry is not believed", { "x-forwarded-for": "1.2.3.4, 203.0.113.7" }],
    ["local proxies chained", { "x-forwarded-for": "198.51.100.2, 127.0.0.1, ::1" }],
    ["IPv6 client", { "x-forwarded-for": "2001:db8::1" }],
    ["only loopback entries", { "x-forwarded-for": "127.0.0.5" }],
    ["garbage entry", { "x-forwarded-for": "not-an-ip" }],
  ];
  it.each(cases)("%s", async (_name, headers) => {
    const r = JSON.parse((await get(url, headers)).body.toString()) as { express: string; ours: string };
    expect(r.ours).toBe(r.express);
  });
});

describe.skipIf(!HAVE_FIXTURES)("the fast lane: repeated lookups and /api/status answered before Express", () => {
  let api: FakeUpstream;
  let url = "";
  let server: ReturnType<typeof createServer>;
  let fastLane: ReturnType<typeof createApp>["fastLane"];
  beforeAll(async () => {
    const channels = fixtureJson("api/channels.list/pyyoutube_GoogleDevelopers_snippet-only_2022.json");
    api = await startFakeUpstream(() => ({ body: channels }));
    const config = loadConfig({
      SITE_URL: "https://tools.example.org",
      YOUTUBE_API_KEY: "k",
      YOUTUBE_API_BASE_URL: api.url,
      YOUTUBE_WEB_BASE_URL: api.url,
      RATE_LIMIT_YOUTUBE_PER_MIN: "4",
    });
    const created = createApp({ config });
    fastLane = created.fastLane;
    server = createServer(created.handler).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await api.close();
  });

  it("serves the second identical lookup from memory, with the same body and headers, still rate limited", async () => {
    const path = `${FINDER}?input=%40GoogleDevelopers`;
    const first = await get(url + path);
    expect(first.status).toBe(200);
    const upstreamCalls = api.requests.length;
    expect(fastLane.memoSize).toBe(1);

    const second = await get(url + path);
    expect(second.status).toBe(200);
    expect(api.requests.length).toBe(upstreamCalls);
    expect(second.body.toString()).toBe(first.body.toString());
    for (const h of ["content-type", "cache-control", "x-content-type-options", "referrer-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy", "ratelimit-limit"]) {
      expect(second.headers[h], h).toBe(first.headers[h]);
    }
    expect(second.headers["ratelimit-remaining"]).toBe("2");

    // Compressed when asked and large enough; the same JSON either way.
    const gz = await get(url + path, { "accept-encoding": "gzip" });
    const text = gz.headers["content-encoding"] === "gzip" ? gunzipSync(gz.body).toString() : gz.body.toString();
    expect(JSON.parse(text)).toEqual(JSON.parse(first.body.toString()));

    // The limit of 4 a minute is shared by Express and the fast lane: the fifth is refused.
    const fourth = await get(url + path);
    expect(fourth.status).toBe(200);
    expect(fourth.headers["ratelimit-remaining"]).toBe("0");
    const fifth = await get(url + path);
    expect(fifth.status).toBe(429);
    expect(fifth.headers["retry-after"]).toMatch(/^\d+$/);
    expect(JSON.parse(fifth.body.toString()).error.code).toBe("rate_limited");
  });

  it("never remembers a failure", async () => {
    const before = fastLane.memoSize;
    const bad = await get(`${url}${FINDER}?input=${encodeURIComponent("https://example.com/not-youtube")}`, { "x-forwarded-for": "198.51.100.9" });
    expect(bad.status).toBe(400);
    expect(fastLane.memoSize).toBe(before);
  });

  it("answers /api/status with live figures", async () => {
    const r = await get(`${url}/api/status`);
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    const body = JSON.parse(r.body.toString());
    expect(body.services.youtube.quota.total).toBeGreaterThan(0);
  });

});

/** A fast lane with no pages, for the lookup memo's own tests. */
function laneWithoutPages(extra: Partial<FastLaneOptions>) {
  return createFastLane({
    pages: new Map(),
    pagePolicies: new Map(),
    statusBody: () => ({ ok: true }),
    rateLimit: new MemoryRateLimiter(),
    lookupLimitPerMinute: 1000,
    logger: createLogger(false),
    ...extra,
  });
}

describe("the lookup memo's lifetime", () => {
  it("asks Express again once an answer is older than LOOKUP_MEMO_TTL_MS", async () => {
    let clock = 1_000_000;
    let calls = 0;
    const lane = laneWithoutPages({ now: () => clock });
    const app = express();
    app.use("/api/youtube", lane.rememberLookups);
    app.get("/api/youtube/thing", (_req, res) => res.json({ n: ++calls, name: "हिंदी चैनल" }));
    const server = createServer((req, res) => {
      if (!lane.handle(req, res)) void app(req, res);
    }).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/youtube/thing?x=1`;
    const n = async () => JSON.parse((await get(base)).body.toString()) as { n: number; name: string };
    expect(await n()).toEqual({ n: 1, name: "हिंदी चैनल" });
    expect((await n()).n).toBe(1);
    clock += LOOKUP_MEMO_TTL_MS - 1;
    expect((await n()).n).toBe(1);
    clock += 1;
    expect((await n()).n).toBe(2);
    expect((await n()).n).toBe(2);
    await new Promise<void>((r) => server.close(() => r()));
  });
});

describe("a lookup repeated from the memo", () => {
  it("reports the YouTube reads of its first answer each time, so the quota report counts them as cache hits", async () => {
    const repeats: LookupReads[] = [];
    const lane = laneWithoutPages({ onRepeat: (r) => repeats.push({ ...r }) });
    const app = express();
    app.use("/api/youtube", lane.rememberLookups);
    app.get("/api/youtube/search", async (_req, res) => {
      // As the YouTube service does: two Data API reads and one page, across awaits.
      lookupReads.getStore()!.api++;
      await new Promise((r) => setTimeout(r, 5));
      lookupReads.getStore()!.api++;
      await Promise.resolve();
      lookupReads.getStore()!.pages++;
      res.json({ items: ["ค้นหา"] });
    });
    const server = createServer((req, res) => {
      if (!lane.handle(req, res)) void app(req, res);
    }).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/youtube/search?q=a`;
    await get(base);
    expect(repeats).toEqual([]);
    await get(base);
    await get(base);
    expect(repeats).toEqual([{ api: 2, pages: 1 }, { api: 2, pages: 1 }]);
    await new Promise<void>((r) => server.close(() => r()));
  });
});
