import type { Browser, BrowserContext, Page } from "playwright-core";
import { NOT_A_VIDEO_MESSAGES } from "../../app/lib/youtube-ids";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { MESSAGE_INVALID_URL, MESSAGE_URL_REQUIRED } from "./logic";

const baseUrl = inject("baseUrl");
const PATH = "/youtube-embed-code-generator";
const ID = "dQw4w9WgXcQ";
const VIDEO_URL = `https://www.youtube.com/watch?v=${ID}`;

const ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";
const EXPECTED_SRC = `https://www.youtube-nocookie.com/embed/${ID}?loop=1&playlist=${ID}&enablejsapi=1&start=90`;
const EXPECTED_CODE =
  `<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${ID}?loop=1&amp;playlist=${ID}&amp;enablejsapi=1&amp;start=90" ` +
  `title="YouTube video player" frameborder="0" allow="${ALLOW}" referrerpolicy="strict-origin-when-cross-origin" ` +
  `style="display: block; margin: 0 auto;" allowfullscreen></iframe>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The preview player is YouTube's; tests answer for it so they need no network. */
async function stubYouTube(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/www\.youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><head><title>Player</title></head><body><p>Player</p></body></html>',
    }),
  );
}

function codeBox(page: Page) {
  return page.getByLabel("iframe code");
}

async function fillMainFlow(page: Page): Promise<void> {
  await page.getByLabel("Video URL", { exact: true }).fill(VIDEO_URL);
  await page.getByRole("button", { name: "Generate Embed Code" }).click();
  await page.getByLabel("Start time minutes").fill("1");
  await page.getByLabel("Start time seconds").fill("30");
  await page.getByLabel("Loop", { exact: true }).check();
  await page.getByLabel("Enhanced privacy", { exact: true }).check();
}

describe("embed code generator", () => {
  it("validates the URL, builds the exact iframe code, previews it, copies it and keeps it in the link", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await stubYouTube(context);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await page.goto(baseUrl + PATH);
      await waitForHydration(page);

      const generate = page.getByRole("button", { name: "Generate Embed Code" });
      const url = page.getByLabel("Video URL", { exact: true });
      expect(await generate.isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Copy Code" }).isDisabled()).toBe(true);
      expect(await page.locator('iframe[title="YouTube video player"]').count()).toBe(0);

      // Enter on the empty field explains what is missing.
      await url.focus();
      await page.keyboard.press("Enter");
      await page.getByText(MESSAGE_URL_REQUIRED, { exact: true }).waitFor();

      // A link that is not YouTube at all: the spec's message.
      await url.fill("https://example.com/video/123");
      await generate.click();
      await page.getByText(MESSAGE_INVALID_URL, { exact: true }).waitFor();
      expect(await url.getAttribute("aria-invalid")).toBe("true");
      expect(await codeBox(page).inputValue()).toBe("");

      // A YouTube link that is not one video says what it is.
      await url.fill("https://www.youtube.com/@creator");
      await generate.click();
      await page.getByText(NOT_A_VIDEO_MESSAGES.channel, { exact: true }).waitFor();
      expect(await codeBox(page).inputValue()).toBe("");

      await fillMainFlow(page);
      expect(await page.getByText(MESSAGE_INVALID_URL).count()).toBe(0);
      expect(await codeBox(page).inputValue()).toBe(EXPECTED_CODE);

      const preview = page.locator('iframe[title="YouTube video player"]');
      await preview.waitFor();
      expect(await preview.getAttribute("src")).toBe(EXPECTED_SRC);
      expect(await preview.getAttribute("loading")).toBe("lazy");

      // The options are in the page address.
      await page.waitForFunction(() => new URLSearchParams(location.search).get("start") === "90");
      const params = new URL(page.url()).searchParams;
      expect(params.get("url")).toBe(VIDEO_URL);
      expect(params.get("loop")).toBe("1");
      expect(params.get("nocookie")).toBe("1");

      // Height follows width and ratio.
      await page.getByLabel("Width (px)").fill("640");
      expect(await page.getByLabel("Height (px)").inputValue()).toBe("360");
      await page.getByLabel("Aspect ratio").selectOption("4:3");
      expect(await page.getByLabel("Height (px)").inputValue()).toBe("480");
      expect(await codeBox(page).inputValue()).toMatch(/^<iframe width="640" height="480" /);
      await page.getByLabel("Aspect ratio").selectOption("16:9");
      await page.getByLabel("Width (px)").fill("560");
      await page.getByLabel("Width (px)").blur();
      expect(await codeBox(page).inputValue()).toBe(EXPECTED_CODE);

      // Copy Code: the clipboard holds the code; the label confirms for 2 seconds.
      const copy = page.locator("button", { hasText: /^(Copy Code|Copied!)$/ });
      await copy.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXPECTED_CODE);
      expect(await copy.textContent()).toBe("Copied!");
      await page.waitForTimeout(1500);
      expect(await copy.textContent()).toBe("Copied!");
      await page.getByRole("button", { name: "Copy Code" }).waitFor({ timeout: 2000 });

      // Never stale: editing the link updates the code as soon as it is a valid video link, and
      // says so while it is not.
      await url.fill("https://youtu.be/");
      await page.getByTestId("stale-note").waitFor();
      expect(await codeBox(page).inputValue()).toBe(EXPECTED_CODE);
      await url.fill("https://youtu.be/M7lc1UVf-VE");
      await expect.poll(() => codeBox(page).inputValue()).toContain("M7lc1UVf-VE");
      expect(await page.getByTestId("stale-note").count()).toBe(0);
      await url.fill(VIDEO_URL);
      await expect.poll(() => codeBox(page).inputValue()).toBe(EXPECTED_CODE);

      // A reload keeps everything, as the link carries it.
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.querySelector("textarea") as HTMLTextAreaElement | null)?.value !== "");
      expect(await codeBox(page).inputValue()).toBe(EXPECTED_CODE);

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a shared link reproduces the same code and form in a new page", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await stubYouTube(context);
      const query = new URLSearchParams({ url: VIDEO_URL, start: "90", loop: "1", nocookie: "1" });
      await page.goto(`${baseUrl}${PATH}?${query}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Copy Code" }).and(page.locator(":enabled")).waitFor();
      expect(await codeBox(page).inputValue()).toBe(EXPECTED_CODE);
      expect(await page.getByLabel("Video URL", { exact: true }).inputValue()).toBe(VIDEO_URL);
      expect(await page.getByLabel("Start time minutes").inputValue()).toBe("1");
      expect(await page.getByLabel("Start time seconds").inputValue()).toBe("30");
      expect(await page.getByLabel("Loop", { exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel("Enhanced privacy", { exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel("Allow fullscreen", { exact: true }).isChecked()).toBe(true);
      expect(await page.locator('iframe[title="YouTube video player"]').getAttribute("src")).toBe(EXPECTED_SRC);

      // A link with an invalid video URL shows the message instead of code.
      await page.goto(`${baseUrl}${PATH}?url=${encodeURIComponent("https://example.com/nope")}`);
      await waitForHydration(page);
      await page.getByText(MESSAGE_INVALID_URL, { exact: true }).waitFor();
      expect(await codeBox(page).inputValue()).toBe("");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone without horizontal scrolling and has no serious accessibility violations", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await stubYouTube(context);
      await page.goto(baseUrl + PATH);
      await waitForHydration(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await fillMainFlow(page);
      expect(await codeBox(page).inputValue()).toBe(EXPECTED_CODE);
      await page.locator('iframe[title="YouTube video player"]').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The preview keeps the chosen ratio.
      const box = await page.locator('iframe[title="YouTube video player"]').boundingBox();
      expect(box).not.toBeNull();
      if (box) expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
