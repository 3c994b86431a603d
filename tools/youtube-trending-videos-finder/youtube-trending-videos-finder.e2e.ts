import { solidPng } from "../../tests/helpers/solid-png";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { ALL_REGION_NOTE, LABELS, MESSAGES, QUOTA_NOTE } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-trending-videos-finder";
const KEY = "e2e-trending-key";
const V3 = "/youtube/v3";

/** A small solid PNG (there is no internet in the browser suite). */
const png = (width: number, height: number) => solidPng(width, height, [200, 40, 40]);
const THUMB = png(320, 180);

const apiError = (status: number, reason: string): FakeReply => ({ status, body: { error: { code: status, message: reason, errors: [{ reason }] } } });

let api: FakeUpstream;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAVE_FIXTURES) return;
  const chart = fixtureJson("api/videos.list/pyyoutube_chart-mostPopular_page1_snippet-player_2019.json");
  const withStats = fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json");
  api = await startFakeUpstream((req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return apiError(400, "keyInvalid");
    if (req.path !== `${V3}/videos` || req.query.get("chart") !== "mostPopular") return apiError(404, "notFound");
    switch (req.query.get("regionCode")) {
      case "GB":
        return { body: withStats };
      case "JP":
        return { body: { kind: "youtube#videoListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 0 } } };
      case "DE":
        return apiError(404, "notFound");
      default:
        return { body: chart };
    }
  });
  server = await startProductionServer({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: `${api.url}/web` });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await api?.close();
});

async function fakeThumbnails(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://i.ytimg.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: THUMB });
  });
  return requested;
}

/** Failed API answers we cause on purpose are logged by Chromium as failed resources; nothing else may be. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (404|503)/.test(e));
}

async function find(page: Page, region: string, category = "0") {
  await page.getByLabel(LABELS.region).selectOption(region);
  await page.getByLabel(LABELS.category).selectOption(category);
  // The answer has arrived once the response is in; the page is done when the form is no longer busy.
  await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/youtube/${SLUG}?`)), page.getByRole("button", { name: LABELS.find }).click()]);
  await page.waitForFunction(() => !document.querySelector("form[aria-busy=true]"));
}

const cards = (page: Page) => page.locator("[data-video]");

async function quota(url: string): Promise<{ total: number; cacheHits: number }> {
  const body = (await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: { total: number; cacheHits: number } } } };
  return body.services.youtube.quota;
}

describe.skipIf(!HAVE_FIXTURES)("trending videos finder", () => {
  it("finds a chart, shows the cards, copies CSV and downloads JSON; a repeat costs no quota", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      const thumbs = await fakeThumbnails(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByText(QUOTA_NOTE).isVisible()).toBe(true);
      const before = await quota(server.url);

      // A chart whose videos carry statistics and durations.
      await find(page, "GB");
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(1);
      const card = cards(page).first();
      expect(await card.getByRole("link", { name: "What are Actions on Google (Assistant on Air)", exact: true }).getAttribute("href")).toBe(
        "https://www.youtube.com/watch?v=D-lhorsDlUQ",
      );
      expect(await card.locator("[data-field=channel]").textContent()).toBe("Google Developers");
      expect(await card.locator("dl").innerText()).toMatch(/Views\s+7\.9K\s+Likes\s+190\s+Comments\s+32/);
      expect(await card.getByText("21:07").isVisible()).toBe(true);
      expect(await card.locator("time").textContent()).toBe("Mar 21, 2019");
      expect(await card.getByRole("link", { name: `${LABELS.openVideo}: What are Actions on Google (Assistant on Air)` }).getAttribute("href")).toBe(
        "https://www.youtube.com/watch?v=D-lhorsDlUQ",
      );
      // The thumbnail's 16:9 box is reserved before the image arrives.
      const box = await card.locator("img").evaluate((img) => img.parentElement!.getBoundingClientRect());
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>("[data-video] img");
        return !!img && img.complete && img.naturalWidth === 320;
      });
      expect(thumbs).toContain("https://i.ytimg.com/vi/D-lhorsDlUQ/mqdefault.jpg");

      // The 2019 chart without statistics: missing views and likes are a dash, comments "0".
      await find(page, "US");
      await page.locator("[data-count]").getByText("5 videos", { exact: false }).waitFor();
      expect(await cards(page).count()).toBe(5);
      const first = cards(page).first();
      expect(await first.locator("dl").innerText()).toMatch(/Views\s+—\s*(not public)?\s*Likes\s+—\s*(not public)?\s*Comments\s+0/);
      expect(await first.locator("h3").textContent()).toBe("GIDDY UP ( OFFICIAL MUSIC VIDEO )");

      await page.getByRole("button", { name: LABELS.copyCsv }).click();
      // The button says Copied! for 2 s, then Copy CSV again.
      await page.getByRole("button", { name: LABELS.copied }).waitFor();
      const copiedAt = Date.now();
      const csv = await page.evaluate(() => navigator.clipboard.readText());
      const lines = csv.split("\r\n");
      expect(lines[0]).toBe('"videoId","title","channel","views","publishedAt"');
      expect(lines[1]).toBe('"hDeuSfo_Ys0","GIDDY UP ( OFFICIAL MUSIC VIDEO )","The ACE Family","","2019-11-29T20:00:11.000Z"');
      expect(lines).toHaveLength(7);
      await page.getByRole("button", { name: LABELS.copyCsv }).waitFor({ timeout: 4000 });
      expect(Date.now() - copiedAt).toBeGreaterThan(1500);

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: LABELS.downloadJson }).click()]);
      expect(dl.suggestedFilename()).toBe("yt-trending-US-0.json");
      const text = readFileSync((await dl.path())!, "utf8");
      expect(text).toContain('\n  {\n    "id": "hDeuSfo_Ys0",');
      const json = JSON.parse(text) as { id: string; commentCount: string; viewCount: string | null; thumbnail: string }[];
      expect(json.map((v) => v.id)).toEqual(["hDeuSfo_Ys0", "Ukd8dJNBvOA", "Pdgk3ERKdug", "QmYNmNHrtCQ", "X1jMMFOqxEw"]);
      expect(json[0]).toMatchObject({ commentCount: "0", viewCount: null, thumbnail: "https://i.ytimg.com/vi/hDeuSfo_Ys0/mqdefault.jpg" });

      // ALL is the US chart: answered from the cache, and the file name keeps the choice.
      await find(page, "ALL");
      expect(await page.getByText(ALL_REGION_NOTE).isVisible()).toBe(true);
      expect(await cards(page).count()).toBe(5);
      const [dl2] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: LABELS.downloadJson }).click()]);
      expect(dl2.suggestedFilename()).toBe("yt-trending-ALL-0.json");

      const after = await quota(server.url);
      // GB 1 unit + US 1 unit; ALL (= US) from the cache.
      expect(after.total - before.total).toBe(2);
      expect(after.cacheHits - before.cacheHits).toBe(1);

      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says YouTube's error in a red box with no results, and says plainly when the chart is empty", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await fakeThumbnails(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await find(page, "US");
      expect(await cards(page).count()).toBe(5);

      await find(page, "DE");
      await page.getByRole("alert").getByText("YouTube API error: 404", { exact: true }).waitFor();
      expect(await cards(page).count()).toBe(0);
      expect(await page.getByRole("button", { name: LABELS.copyCsv }).count()).toBe(0);

      await find(page, "JP", "20");
      await page.getByText(MESSAGES.empty).waitFor();
      expect(await cards(page).count()).toBe(0);
      expect(await page.getByRole("alert").count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the choices across a reload and fits a 390 px phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeThumbnails(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByLabel(LABELS.maxResults).fill("80");
      await page.getByLabel(LABELS.maxResults).blur();
      expect(await page.getByLabel(LABELS.maxResults).inputValue()).toBe("50");
      await find(page, "GB", "28");
      await cards(page).first().waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      for (const button of [
        page.getByRole("button", { name: LABELS.find }),
        page.getByRole("button", { name: LABELS.copyCsv }),
        page.getByRole("button", { name: LABELS.downloadJson }),
        cards(page).first().getByRole("link", { name: /^Open Video/ }),
      ]) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.querySelector("select[name=region]") as HTMLSelectElement | null)?.value === "GB");
      expect(await page.getByLabel(LABELS.category).inputValue()).toBe("28");
      expect(await page.getByLabel(LABELS.maxResults).inputValue()).toBe("50");
      expect(await overflow()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
