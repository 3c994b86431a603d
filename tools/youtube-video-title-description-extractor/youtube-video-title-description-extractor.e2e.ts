import { readFileSync } from "node:fs";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { API_VIDEO, dataApi, V3, WATCH_PAGES, watchSite } from "../shared/video-lookup-fakes";
import { LABELS, LOOKUP_MESSAGES, NOTE } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-video-title-description-extractor";
const KEY = "e2e-title-description-key";
const TITLE = "What are Actions on Google (Assistant on Air)";

let api: FakeUpstream;
let site: FakeUpstream;
let server: RunningServer;
let browser: Browser;
let description = "";

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAVE_FIXTURES) return;
  description = (fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json") as { items: { snippet: { description: string } }[] }).items[0]!.snippet
    .description;
  api = await startFakeUpstream(dataApi(KEY));
  site = await startFakeUpstream(watchSite);
  server = await startProductionServer({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: site.url });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([api, site].map((u) => u?.close()));
});

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

async function extract(page: Page, input: string) {
  await page.getByLabel(LABELS.input).fill(input);
  await page.getByRole("button", { name: LABELS.extract }).click();
}

async function save(page: Page, name: string): Promise<{ name: string; text: string }> {
  const [dl] = (await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Download ${name}` }).click()])) as [Download, void];
  return { name: dl.suggestedFilename(), text: readFileSync((await dl.path())!, "utf8") };
}

describe.skipIf(!HAVE_FIXTURES)("video title and description extractor", () => {
  it("extracts the title and full description, copies each, and saves TXT, MD and JSON", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByText(NOTE).isVisible()).toBe(true);

      await extract(page, `https://www.youtube.com/watch?v=${API_VIDEO}`);
      await field(page, "description").waitFor();
      expect(await field(page, "videoId").textContent()).toBe(API_VIDEO);
      expect(await field(page, "title").textContent()).toBe(TITLE);
      expect(await field(page, "description").textContent()).toBe(description);
      // The line breaks show as written.
      const lines = await field(page, "description").evaluate((el) => (el as HTMLElement).innerText.split("\n").length);
      expect(lines).toBeGreaterThanOrEqual(5);

      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      for (const [label, value] of [
        [LABELS.videoId, API_VIDEO],
        [LABELS.title, TITLE],
        [LABELS.description, description],
      ] as const) {
        const button = page.getByRole("button", { name: `${LABELS.copy} ${label}` });
        await button.click();
        await button.getByText("Copied!", { exact: true }).waitFor();
        await expect.poll(clipboard).toBe(value);
      }

      const txt = await save(page, LABELS.txt);
      expect(txt.name).toBe("youtube-title-description.txt");
      expect(txt.text).toBe(`Video ID: ${API_VIDEO}\nTitle: ${TITLE}\n\nDescription:\n${description}\n`);
      const md = await save(page, LABELS.md);
      expect(md.name).toBe("youtube-title-description.md");
      expect(md.text).toMatch(new RegExp(`^# What are Actions on Google \\(Assistant on Air\\)\\n\\n\\*\\*Video ID:\\*\\* \\[${API_VIDEO}\\]\\(https://www\\.youtube\\.com/watch\\?v=${API_VIDEO}\\)\\n\\n## Description\\n\\nIn the first episode`));
      const json = await save(page, LABELS.json);
      expect(json.name).toBe("youtube-title-description.json");
      expect(json.text).toBe(JSON.stringify({ videoId: API_VIDEO, title: TITLE, description }, null, 2));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("reads the watch page when the API does not know the video; a private video gives its message; input messages", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: LABELS.extract }).click();
      await page.getByText(LOOKUP_MESSAGES.empty, { exact: true }).waitFor();
      await extract(page, "youtube.com/@someone");
      await page.getByText(LOOKUP_MESSAGES.parse, { exact: true }).waitFor();

      await extract(page, `https://www.youtube.com/shorts/${WATCH_PAGES.withTags}`);
      await page.locator('[data-field="title"]', { hasText: "JavaScript Tutorial for Beginners: Learn JavaScript in 1 Hour" }).waitFor();
      expect(((await field(page, "description").textContent()) ?? "").length).toBeGreaterThan(500);

      await extract(page, WATCH_PAGES.private);
      await page.getByRole("alert").getByText("This video is private, so its details are not public.", { exact: true }).waitFor();
      expect(await page.locator("[data-result]").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the input across a reload, fits 390 px with 44 px targets, and passes axe", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByLabel(LABELS.input).fill(WATCH_PAGES.withTags);
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel(LABELS.input).inputValue()).toBe(WATCH_PAGES.withTags);
      await page.getByRole("button", { name: LABELS.extract }).click();
      await field(page, "description").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      for (const name of [LABELS.extract, `${LABELS.copy} ${LABELS.title}`, `${LABELS.copy} ${LABELS.description}`, `Download ${LABELS.md}`]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("video title and description extractor on the default server (no key, no reachable YouTube)", () => {
  it("says plainly that the YouTube API key is not configured and YouTube could not be reached", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/${SLUG}`);
      await waitForHydration(page);
      await extract(page, "https://youtu.be/dQw4w9WgXcQ");
      await page
        .getByRole("alert")
        .getByText(/^YouTube API key not configured\. (Could not reach YouTube|YouTube took too long to answer)\. Please try again\.$/)
        .waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
