import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tools } from "../../tools/registry";
import { toolPath } from "../../tools/types";
import { TRY_EXAMPLE_LABEL, EXAMPLES } from "../../app/ui/ExampleButton";
import { launchBrowser, openPage, waitForHydration } from "../helpers/browser";
import { startProductionServer, type RunningServer } from "../helpers/server-process";

/**
 * Issue 18: one tool-page frame. On a laptop (1366×768) a tool's main action is in the first
 * screen, and a result or error after using it comes into view with focus.
 * The site here has every key (pointing at closed local ports), as a configured site would.
 */
const LAPTOP = { width: 1366, height: 768 };

/** The main action: the first submit or primary button in the tool (the case buttons for the case converter). */
async function mainActionBottom(page: Page, slug: string): Promise<number | null> {
  return page.evaluate((slug) => {
    const el = (
      slug === "case-converter"
        ? document.querySelector("main [role=group] button")
        : slug === "youtube-money-calculator"
          ? document.querySelector("main input")
          : document.querySelector("main button[type=submit], main .btn-primary")
    ) as HTMLElement | null;
    return el ? el.getBoundingClientRect().bottom : null;
  }, slug);
}

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startProductionServer({
    LLM_API_KEY: "sk-frame-test",
    YOUTUBE_API_KEY: "yt-frame-test",
    LLM_BASE_URL: "http://127.0.0.1:9/v1",
    YOUTUBE_API_BASE_URL: "http://127.0.0.1:9",
    YOUTUBE_WEB_BASE_URL: "http://127.0.0.1:9",
  });
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
});

describe("the tool-page frame at 1366×768", () => {
  it.each(tools.map((t) => [t.slug] as const))("%s: the main action is in the first screen", async (slug) => {
    const { page, context, errors } = await openPage(browser, LAPTOP);
    try {
      await page.goto(server.url + toolPath(slug));
      await waitForHydration(page);
      const bottom = await mainActionBottom(page, slug);
      expect(bottom, `${slug} has a main action`).not.toBeNull();
      expect(bottom!, `${slug}: bottom of the main action`).toBeLessThanOrEqual(LAPTOP.height);
      expect(errors.filter((e) => !/status of 50\d/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an error after using a tool comes into view with focus (title generator, provider unreachable)", async () => {
    const { page, context } = await openPage(browser, LAPTOP);
    try {
      await page.goto(server.url + "/youtube-title-generator");
      await waitForHydration(page);
      await page.getByRole("button", { name: TRY_EXAMPLE_LABEL }).click();
      expect(await page.getByLabel("Video Topic").inputValue()).toBe(EXAMPLES.videoTopic);
      await page.getByRole("button", { name: /^Generate/ }).click();
      const alert = page.getByRole("alert").first();
      await alert.waitFor({ timeout: 60_000 });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("alert");
      const box = await alert.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(LAPTOP.height);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("'Try an example' fills a lookup tool with a real link", async () => {
    const { page, context } = await openPage(browser, LAPTOP);
    try {
      await page.goto(server.url + "/youtube-thumbnail-downloader");
      await waitForHydration(page);
      await page.getByRole("button", { name: TRY_EXAMPLE_LABEL }).click();
      expect(await page.locator("main input").first().inputValue()).toBe(EXAMPLES.videoUrl);
      await page.getByRole("button", { name: "Get Thumbnails" }).click();
      await page.getByRole("button", { name: /Download/ }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
