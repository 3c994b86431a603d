import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BUILD_SITE_URL, DEFAULT_PUBLIC_SETTINGS } from "../app/lib/public-settings";
import { loadConfig } from "./config";
import { contentSecurityPolicy, inlineScriptHashes } from "./http/security";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { contentFirst, etagMatches, finalizeHtml, negotiateEncoding, pageFromHtml, upgradeCompression } from "./pages";

describe("inline script hashes", () => {
  it("hashes executable inline scripts and skips data blocks and external scripts", () => {
    const html =
      '<script>a()</script><script type="application/json">{"x":1}</script>' +
      '<script type="application/ld+json">{}</script><script src="/x.js"></script><script type="module">b()</script>';
    const h = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([h("a()"), h("b()")]);
  });
});

describe("finalizeHtml", () => {
  it("replaces the build origin and the settings JSON, escaping '<'", () => {
    const html = `<link href="${BUILD_SITE_URL}/a"><script id="__public_settings" type="application/json">{}</script>`;
    const out = finalizeHtml(html, { ...DEFAULT_PUBLIC_SETTINGS, siteUrl: "https://s.example", gaId: "</script>" });
    expect(out).toContain('href="https://s.example/a"');
    expect(out).toContain('"siteUrl":"https://s.example"');
    expect(out).not.toContain('"gaId":"</script>"');
    expect(out).toContain("\\u003c/script>");
  });

  it("marks <html> with the services this site has no key for, so the first paint shows the notice", () => {
    const html = `<!DOCTYPE html><html lang="en"><head></head><body></body></html>`;
    expect(finalizeHtml(html, { ...DEFAULT_PUBLIC_SETTINGS, unconfigured: { youtube: "x", llm: "y" } })).toContain('<html data-unconfigured="llm youtube" lang="en">');
    expect(finalizeHtml(html, DEFAULT_PUBLIC_SETTINGS)).toContain('<html lang="en">');
  });

  it("marks pages with ads on, so ad slots keep their size from the first paint", () => {
    const html = '<html lang="en"><head></head><body></body></html>';
    expect(finalizeHtml(html, { ...DEFAULT_PUBLIC_SETTINGS, adsenseClient: "ca-pub-1234567890123456" })).toContain("<html data-ads lang=");
    expect(finalizeHtml(html, DEFAULT_PUBLIC_SETTINGS)).not.toContain("data-ads");
    // An invalid client id turns nothing on.
    expect(finalizeHtml(html, { ...DEFAULT_PUBLIC_SETTINGS, adsenseClient: "ca-pub-oops" })).not.toContain("data-ads");
  });
});

describe("content security policy", () => {
  it("lets the browser reach only the visitor-key providers and YouTube frames by default", () => {
    const csp = contentSecurityPolicy(loadConfig({}), ["'sha256-abc'"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).toContain("connect-src 'self' https://generativelanguage.googleapis.com https://api.openai.com");
    expect(csp).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com");
    expect(csp).not.toContain("googletagmanager");
    expect(csp).not.toContain("googlesyndication");
  });

  it("allows images exactly from the configured hosts: YouTube's by default, an http mirror when configured (issue 12)", () => {
    const directive = (csp: string) => csp.split("; ").find((d) => d.startsWith("img-src "))!;
    expect(directive(contentSecurityPolicy(loadConfig({})))).toBe("img-src 'self' data: blob: https://i.ytimg.com i.ytimg.com yt3.ggpht.com yt3.googleusercontent.com");
    const mirror = directive(contentSecurityPolicy(loadConfig({ YOUTUBE_IMAGE_BASE_URL: "http://img-mirror.internal:8080", IMAGE_PROXY_HOSTS: "img-mirror.internal:8080,yt3.ggpht.com" })));
    expect(mirror).toBe("img-src 'self' data: blob: http://img-mirror.internal:8080 img-mirror.internal:8080 yt3.ggpht.com");
    expect(mirror).not.toContain("https:");
  });

  it("adds the ad hosts when ads are configured", () => {
    const csp = contentSecurityPolicy(loadConfig({ PUBLIC_ADSENSE_CLIENT: "ca-pub-1234567890123456" }));
    expect(csp).toContain("https://pagead2.googlesyndication.com");
  });
});

describe("pages compressed once", () => {
  it("holds identity, gzip and brotli bodies of the same HTML, and upgrades brotli without changing it", async () => {
    const html = `<!DOCTYPE html><html><body>${"<p>हिन्दी, العربية, 日本語 — the same text again. </p>".repeat(200)}</body></html>`;
    const page = pageFromHtml(html);
    expect(page.bodies.identity.toString("utf8")).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(page.bodies.br).toString("utf8")).toBe(html);
    expect(page.bodies.br.length).toBeLessThan(page.bodies.identity.length / 10);
    const before = page.bodies.br.length;
    await upgradeCompression(new Map([["/", page]]));
    expect(page.bodies.br.length).toBeLessThanOrEqual(before);
    expect(brotliDecompressSync(page.bodies.br).toString("utf8")).toBe(html);
  });

  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0, identity", "identity"],
    ["gzip;q=0, br;q=0", "identity"],
    ["x-gzip", "gzip"],
    ["deflate", "identity"],
    ["br;q=bogus, gzip", "gzip"],
  ] as const)("Accept-Encoding %j → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it("matches If-None-Match strongly, weakly, in a list, or with *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe("contentFirst: pages paint before their code loads", () => {
  const head = '<head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/jsx-runtime-B2.js"/><link rel="stylesheet" href="/assets/root-C3.css"/></head>';
  const body = '<body><h1>हिंदी टैग जनरेटर</h1><script type="module" async="">import * as route0 from "/assets/root-D4.js";</script></body>';

  it("drops the modulepreload hints and keeps the stylesheet, the content and the module script", () => {
    const out = contentFirst(head + body);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-C3.css"/>');
    expect(out).toContain("<h1>हिंदी टैग जनरेटर</h1>");
    expect(out).toContain('import * as route0 from "/assets/root-D4.js";');
  });

  it("is applied by finalizeHtml, so every served page gets it", () => {
    const html = finalizeHtml(`<html>${head}${body}</html>`, { ...DEFAULT_PUBLIC_SETTINGS, siteUrl: "https://tools.example.org" });
    expect(html).not.toContain("modulepreload");
  });
});
