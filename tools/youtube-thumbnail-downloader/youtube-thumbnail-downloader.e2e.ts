import { solidPng } from "../../tests/helpers/solid-png";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { GET_THUMBNAILS_LABEL, INPUT_LABEL, MESSAGE_INVALID_INPUT, NOT_AVAILABLE_TEXT, PREVIEW_FAILED_TEXT, THUMBNAIL_SIZES } from "./logic";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A small solid PNG (there is no internet in the browser suite). */
const png = (width: number, height: number) => solidPng(width, height, [196, 18, 47]);

const IMAGES = new Map<string, Buffer>(THUMBNAIL_SIZES.map((s) => [s.id, png(s.width, s.height)]));
const PLACEHOLDER = png(120, 90);

/** The browser suite has no internet: serve YouTube's image host from the test, maxres missing. */
async function fakeImageHost(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://i.ytimg.com/**", async (route) => {
    const url = new URL(route.request().url());
    requested.push(url.pathname);
    const size = url.pathname.match(/\/vi\/[^/]+\/([a-z]+)\.jpg$/)?.[1] ?? "";
    // Like YouTube: a size the video lacks is a 404 whose body is a 120x90 grey placeholder.
    if (size === "maxresdefault") return route.fulfill({ status: 404, contentType: "image/png", body: PLACEHOLDER });
    const body = IMAGES.get(size);
    if (!body) return route.fulfill({ status: 404, contentType: "text/html", body: "Not Found" });
    return route.fulfill({ status: 200, contentType: "image/png", body });
  });
  return requested;
}

/** The intercepted 404 of the missing size is the only console error allowed. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e));
}

async function getThumbnails(page: Page, input: string) {
  await page.getByLabel(INPUT_LABEL).fill(input);
  await page.getByRole("button", { name: GET_THUMBNAILS_LABEL }).click();
}

/** Waits until every card settled: an image of the size's own width, or the not-available note. */
async function expectCards(page: Page, videoId: string) {
  const cards = page.locator("li[data-size]");
  await page.waitForFunction(
    (id) => {
      const items = [...document.querySelectorAll("li[data-size]")];
      return (
        items.length === 5 &&
        items.every((li) => {
          const img = li.querySelector("img");
          if (!img) return true;
          return img.src.includes(`/vi/${id}/`) && img.complete && img.naturalWidth > 0;
        }) &&
        !!items[0]?.textContent?.includes("Not available")
      );
    },
    videoId,
  );
  expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-size")))).toEqual(THUMBNAIL_SIZES.map((s) => s.id));
  for (const size of THUMBNAIL_SIZES) {
    const card = page.locator(`li[data-size="${size.id}"]`);
    expect(await card.textContent()).toContain(`${size.width}x${size.height}`);
    const download = card.getByRole("button", { name: /^Download/ });
    if (size.id === "maxresdefault") {
      expect(await card.getByText(NOT_AVAILABLE_TEXT).isVisible()).toBe(true);
      expect(await card.locator("img").count()).toBe(0);
      expect(await download.isDisabled()).toBe(true);
    } else {
      const img = card.locator("img");
      expect(await img.getAttribute("src")).toBe(`https://i.ytimg.com/vi/${videoId}/${size.id}.jpg`);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(size.width);
      expect(await download.isEnabled()).toBe(true);
    }
  }
}

describe("thumbnail downloader", () => {
  it("refuses bad input with the spec's message and shows five sizes for watch, youtu.be and Shorts links", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      const requested = await fakeImageHost(page);
      await page.goto(`${baseUrl}/youtube-thumbnail-downloader`);
      await waitForHydration(page);

      await getThumbnails(page, "https://example.com/watch?v=dQw4w9WgXcQ");
      const form = page.locator("form");
      expect(await form.getByText(MESSAGE_INVALID_INPUT, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByLabel(INPUT_LABEL).getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("li[data-size]").count()).toBe(0);
      await getThumbnails(page, "");
      expect(await form.getByText(MESSAGE_INVALID_INPUT, { exact: true }).isVisible()).toBe(true);

      await getThumbnails(page, "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s");
      expect(await form.getByText(MESSAGE_INVALID_INPUT).count()).toBe(0);
      await expectCards(page, "dQw4w9WgXcQ");

      await getThumbnails(page, "https://youtu.be/aBc_123-XyZ?si=share");
      await expectCards(page, "aBc_123-XyZ");

      await getThumbnails(page, "https://www.youtube.com/shorts/Zz9_Yy8-Xx7");
      await expectCards(page, "Zz9_Yy8-Xx7");

      expect(requested).toContain("/vi/Zz9_Yy8-Xx7/maxresdefault.jpg");
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("downloads a size through the server route as {videoId}-{sizeId}.jpg", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await fakeImageHost(page);
      const bytes = IMAGES.get("hqdefault")!;
      const calls: URL[] = [];
      await page.route("**/api/thumbnail-download**", async (route) => {
        const url = new URL(route.request().url());
        calls.push(url);
        const name = `${url.searchParams.get("video")}-${url.searchParams.get("size")}.jpg`;
        await route.fulfill({ status: 200, contentType: "image/jpeg", headers: { "content-disposition": `attachment; filename="${name}"` }, body: bytes });
      });
      await page.goto(`${baseUrl}/youtube-thumbnail-downloader`);
      await waitForHydration(page);
      await getThumbnails(page, "dQw4w9WgXcQ");
      await expectCards(page, "dQw4w9WgXcQ");

      const card = page.locator('li[data-size="hqdefault"]');
      const [dl] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: /^Download/ }).click()]);
      expect(dl.suggestedFilename()).toBe("dQw4w9WgXcQ-hqdefault.jpg");
      expect(Buffer.compare(readFileSync((await dl.path())!), bytes)).toBe(0);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.pathname).toBe("/api/thumbnail-download");
      expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ video: "dQw4w9WgXcQ", size: "hqdefault" });
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a preview the browser cannot load (blocked, offline) never disables Download (issue 12)", async () => {
    const { page, context } = await openPage(browser);
    try {
      await fakeImageHost(page);
      await page.route("https://i.ytimg.com/vi/*/hqdefault.jpg", (route) => route.abort("blockedbyclient"));
      await page.goto(`${baseUrl}/youtube-thumbnail-downloader`);
      await waitForHydration(page);
      await getThumbnails(page, "dQw4w9WgXcQ");
      const card = page.locator('li[data-size="hqdefault"]');
      await card.getByText(PREVIEW_FAILED_TEXT).waitFor();
      expect(await card.getByText(NOT_AVAILABLE_TEXT).count()).toBe(0);
      expect(await card.getByRole("button", { name: /^Download/ }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("shows the server's message when a download fails", async () => {
    const { page, context } = await openPage(browser);
    try {
      await fakeImageHost(page);
      await page.route("**/api/thumbnail-download**", (route) =>
        route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: { code: "image_not_found", message: "Thumbnail not available for this video." } }) }),
      );
      await page.goto(`${baseUrl}/youtube-thumbnail-downloader`);
      await waitForHydration(page);
      await getThumbnails(page, "dQw4w9WgXcQ");
      const card = page.locator('li[data-size="sddefault"]');
      await card.getByRole("button", { name: /^Download/ }).click();
      await card.getByText("Thumbnail not available for this video.").waitFor();
    } finally {
      await context.close();
    }
  });

  it("keeps the input as a draft across a reload and fits a phone screen", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeImageHost(page);
      await page.goto(`${baseUrl}/youtube-thumbnail-downloader`);
      await waitForHydration(page);
      await getThumbnails(page, "https://youtu.be/dQw4w9WgXcQ");
      await expectCards(page, "dQw4w9WgXcQ");
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      const button = await page.getByRole("button", { name: GET_THUMBNAILS_LABEL }).boundingBox();
      expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction((label) => {
        const input = [...document.querySelectorAll("label")].find((l) => l.textContent === label)?.control as HTMLInputElement | undefined;
        return input?.value === "https://youtu.be/dQw4w9WgXcQ";
      }, INPUT_LABEL);
      expect(await page.getByLabel(INPUT_LABEL).inputValue()).toBe("https://youtu.be/dQw4w9WgXcQ");
      expect(await overflow()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("thumbnail downloader with a plain-http image mirror (YOUTUBE_IMAGE_BASE_URL, issue 12)", () => {
  let mirror: Server;
  let server: RunningServer;
  let mirrorUrl = "";
  const served: string[] = [];
  beforeAll(async () => {
    mirror = createServer((req, res) => {
      served.push(req.url ?? "");
      const size = (req.url ?? "").match(/\/vi\/[^/]+\/([a-z]+)\.jpg$/)?.[1] ?? "";
      const body = size === "maxresdefault" ? PLACEHOLDER : IMAGES.get(size);
      res.writeHead(body && size !== "maxresdefault" ? 200 : 404, { "content-type": "image/png" });
      res.end(body);
    }).listen(0, "127.0.0.1");
    await new Promise((r) => mirror.once("listening", r));
    mirrorUrl = `http://127.0.0.1:${(mirror.address() as AddressInfo).port}`;
    server = await startProductionServer({ YOUTUBE_IMAGE_BASE_URL: mirrorUrl, IMAGE_PROXY_HOSTS: new URL(mirrorUrl).host });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((r) => mirror?.close(() => r()));
  });

  it("allows the mirror in the CSP, loads its previews and downloads through the server", async () => {
    const csp = (await fetch(`${server.url}/youtube-thumbnail-downloader`)).headers.get("content-security-policy") ?? "";
    expect(csp.split("; ").find((d) => d.startsWith("img-src"))).toBe(`img-src 'self' data: blob: ${mirrorUrl} ${new URL(mirrorUrl).host}`);
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/youtube-thumbnail-downloader`);
      await waitForHydration(page);
      await getThumbnails(page, "dQw4w9WgXcQ");
      const card = page.locator('li[data-size="hqdefault"]');
      const img = card.locator("img");
      await page.waitForFunction(() => {
        const el = document.querySelector<HTMLImageElement>('li[data-size="hqdefault"] img');
        return !!el && el.complete && el.naturalWidth > 0;
      });
      expect(await img.getAttribute("src")).toBe(`${mirrorUrl}/vi/dQw4w9WgXcQ/hqdefault.jpg`);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(480);
      await page.locator('li[data-size="maxresdefault"]').getByText(NOT_AVAILABLE_TEXT).waitFor();

      const [dl] = await Promise.all([page.waitForEvent("download"), card.getByRole("button", { name: /^Download/ }).click()]);
      expect(dl.suggestedFilename()).toBe("dQw4w9WgXcQ-hqdefault.jpg");
      expect(Buffer.compare(readFileSync((await dl.path())!), IMAGES.get("hqdefault")!)).toBe(0);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
