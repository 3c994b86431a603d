import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { STATIC_PAGES } from "../../app/lib/pages";
import { tools } from "../../tools/registry";
import { toolPath } from "../../tools/types";
import { launchBrowser, openPage, seriousA11yViolations, waitForHydration } from "../helpers/browser";

const baseUrl = inject("baseUrl");
const paths = [...STATIC_PAGES.map((p) => p.path), ...tools.map((t) => toolPath(t.slug))];
const withFaq = new Set(["/", ...tools.map((t) => toolPath(t.slug))]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("every page of the registry and the static pages", () => {
  it.each(paths)("%s: pre-rendered with its head tags", async (path) => {
    const res = await fetch(baseUrl + path, { redirect: "manual" });
    expect(res.status).toBe(200);
    const html = await res.text();
    // Pre-rendered: the h1 and the head tags are in the HTML itself, before any script runs.
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"\/>/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"\/>/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="${baseUrl}${path}"/>`);
    expect(html).toContain('<meta name="twitter:card"');
    if (withFaq.has(path)) expect(html).toContain('"@type":"FAQPage"');
  });

  it.each(paths)("%s: one h1, no console errors, no serious accessibility violations", async (path) => {
    const { page, context, errors } = await openPage(browser);
    try {
      const res = await page.goto(baseUrl + path);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator("h1").count()).toBe(1);
      expect(await page.title()).not.toBe("");
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("not found and errors", () => {
  it("answers an unknown path with 404 and a helpful page", async () => {
    const res = await fetch(`${baseUrl}/does-not-exist`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('name="robots" content="noindex"');
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
  });

  it("the not-found page works in the browser and its search leads to the filtered directory", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const res = await page.goto(`${baseUrl}/no/such/page`);
      expect(res?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("h1").textContent()).resolves.toBe("Page not found");
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole("searchbox", { name: "Search tools" }).fill("zzzz-nothing");
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL(/\/\?q=zzzz-nothing/);
      await waitForHydration(page);
      await expect(page.getByText("Searching for:").textContent()).resolves.toContain("zzzz-nothing");
      // Only the 404 document itself may log a failed resource; nothing else.
      expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("answers a non-GET request to a page path with a JSON 405, not a crash", async () => {
    const res = await fetch(`${baseUrl}/does-not-exist`, { method: "POST" });
    expect(res.status).toBe(405);
    expect((await res.json()).error.code).toBe("method_not_allowed");
  });
});
