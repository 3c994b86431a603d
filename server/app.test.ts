import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_SITE_URL } from "../app/lib/public-settings";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { apiErrorHandler } from "./http/errors";
import { RATE_LIMIT_MESSAGE, rateLimit } from "./http/rate-limit";
import { MemoryRateLimiter } from "./services/rate-limit";

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const SECRETS = { LLM_API_KEY: "sk-test-llm-secret", YOUTUBE_API_KEY: "yt-test-secret", TOGETHER_API_KEY: "tg-test-secret" };

describe("API", () => {
  let url = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { app } = createApp({ config: loadConfig({ ...SECRETS, SITE_URL: "https://tools.example.org" }) });
    ({ url, close } = await listen(app));
  });
  afterAll(() => close());

  it("GET /api/status tells which services are configured, without any secret", async () => {
    const res = await fetch(`${url}/api/status`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    for (const s of Object.values(SECRETS)) expect(text).not.toContain(s);
    const body = JSON.parse(text);
    expect(body.services.llm).toEqual({ configured: true, provider: "Groq", model: "llama-3.1-8b-instant" });
    expect(body.services.youtube.configured).toBe(true);
    expect(body.services.images.configured).toBe(true);
    expect(body.services.tts.engine).toBe("edge");
  });

  it("GET /api/status lists no missing key when all are set", async () => {
    expect((await (await fetch(`${url}/api/status`)).json()).missing).toEqual([]);
  });

  it("GET /api/public-settings gives the run-time public settings", async () => {
    const body = await (await fetch(`${url}/api/public-settings`)).json();
    expect(body.siteUrl).toBe("https://tools.example.org");
    expect(body.adsenseClient).toBeNull();
    expect(JSON.stringify(body)).not.toContain("secret");
  });

  it("answers unknown /api paths with the JSON error shape and 404", async () => {
    const res = await fetch(`${url}/api/does-not-exist`, { method: "POST" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("answers malformed JSON with 400 and oversized bodies with 413, in the JSON shape", async () => {
    const bad = await fetch(`${url}/api/status`, { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_json");
    const big = await fetch(`${url}/api/status`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "x".repeat(600 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
  });

  it("sets the security headers on every response", async () => {
    const res = await fetch(`${url}/api/status`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("serves robots.txt and a sitemap built from the registry and SITE_URL", async () => {
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: https://tools.example.org/sitemap.xml");
    const res = await fetch(`${url}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("xml");
    const xml = await res.text();
    for (const p of ["/", "/about-us", "/contact-us", "/privacy-policy", "/terms-of-use", "/ccpa", "/dmca", "/cookie-privacy-policy"]) {
      expect(xml).toContain(`<loc>https://tools.example.org${p === "/" ? "/" : p}</loc>`);
    }
  });
});

describe("rate limit middleware", () => {
  it("answers the request over the limit with 429, the spec's message and Retry-After", async () => {
    const app = express();
    app.get("/limited", rateLimit(new MemoryRateLimiter(), "test", 2), (_req, res) => {
      res.json({ ok: true });
    });
    app.use(apiErrorHandler);
    const { url, close } = await listen(app);
    try {
      expect((await fetch(`${url}/limited`)).status).toBe(200);
      expect((await fetch(`${url}/limited`)).status).toBe(200);
      const third = await fetch(`${url}/limited`);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await third.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
      expect(RATE_LIMIT_MESSAGE).toBe("Rate limit exceeded. Please wait a moment before trying again.");
    } finally {
      await close();
    }
  });
});

describe("pre-rendered pages", () => {
  let dir = "";
  let url = "";
  let close: () => Promise<void>;
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title><link rel="canonical" href="${BUILD_SITE_URL}/x"/>` +
    `<script id="__public_settings" type="application/json">{"siteUrl":"${BUILD_SITE_URL}"}</script>` +
    `<script>console.log("inline")</script></head><body><h1>${title}</h1></body></html>`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "client-"));
    writeFileSync(join(dir, "index.html"), page("Home"));
    mkdirSync(join(dir, "about-us"));
    writeFileSync(join(dir, "about-us", "index.html"), page("About"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log(1)");
    const { app } = createApp({ config: loadConfig({ SITE_URL: "https://tools.example.org", PUBLIC_GA_ID: "G-TEST1234" }), clientDir: dir });
    ({ url, close } = await listen(app));
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves a page at its clean path with SITE_URL and the run-time settings written in", async () => {
    const res = await fetch(`${url}/about-us`, { redirect: "manual" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>About</h1>");
    expect(html).toContain('href="https://tools.example.org/x"');
    expect(html).not.toContain(BUILD_SITE_URL);
    expect(html).toContain('"gaId":"G-TEST1234"');
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const res = await fetch(`${url}/about-us/?a=1`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about-us?a=1");
  });

  it("answers a repeated request with 304 when the ETag matches", async () => {
    const first = await fetch(`${url}/`);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${url}/`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("sends each page precompressed as the client asks: brotli, gzip or none, with Vary and a length", async () => {
    const { request } = await import("node:http");
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    const raw = (encoding: string | undefined, method = "GET") =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(`${url}/about-us`, { method, headers: encoding === undefined ? {} : { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
    const br = await raw("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const html = brotliDecompressSync(br.body).toString("utf8");
    expect(html).toContain("<h1>About</h1>");
    expect(html).toContain('href="https://tools.example.org/x"');

    const gz = await raw("gzip;q=1, br;q=0");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(html);

    const plain = await raw(undefined);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(html);
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");

    // Every encoding carries the same validator, the same policy and the same security headers.
    expect(gz.headers.etag).toBe(br.headers.etag);
    expect(plain.headers["content-security-policy"]).toBe(br.headers["content-security-policy"]);
    expect(br.headers["x-content-type-options"]).toBe("nosniff");

    const head = await raw("br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
  });

  it("answers If-None-Match with 304 for a weak validator or a list that names the page", async () => {
    const etag = (await fetch(`${url}/about-us`)).headers.get("etag")!;
    expect((await fetch(`${url}/about-us`, { headers: { "if-none-match": `"other", W/${etag}` } })).status).toBe(304);
    expect((await fetch(`${url}/about-us`, { headers: { "if-none-match": `"other"` } })).status).toBe(200);
  });

  it("allows exactly this page's inline scripts in its Content-Security-Policy", async () => {
    const res = await fetch(`${url}/`);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Analytics was configured, so its host is allowed; ads were not.
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).not.toContain("googlesyndication");
  });

  it("caches hashed assets for a year and refuses missing ones", async () => {
    const res = await fetch(`${url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
  });
});

describe("a server with no keys", () => {
  it("lists the missing variables in /api/status by name only, through Express and the fast lane alike", async () => {
    const { app, handler } = createApp({ config: loadConfig({ SITE_URL: "https://tools.example.org", YOUTUBE_API_KEY: "yt-only-this-one" }) });
    const viaExpress = await listen(app);
    const server = createServer(handler).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      for (const base of [viaExpress.url, `http://127.0.0.1:${(server.address() as AddressInfo).port}`]) {
        const text = await (await fetch(`${base}/api/status`)).text();
        expect(text).not.toContain("yt-only-this-one");
        const body = JSON.parse(text);
        expect(body.missing.map((m: { variable: string }) => m.variable)).toEqual(["LLM_API_KEY", "TOGETHER_API_KEY"]);
        expect(body.missing[0].enables).toMatch(/AI writing tools/);
        expect(body.services.llm.configured).toBe(false);
      }
    } finally {
      await viaExpress.close();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
