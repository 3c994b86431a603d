import { solidPng } from "../../tests/helpers/solid-png";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { findTool } from "../registry";
import { LABELS, MESSAGES, TIP } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-channel-search-tool";
const KEY = "e2e-channel-search-key";
const V3 = "/youtube/v3";
const GOOGLE = "UCK8sQmJBp8GCxrOtXWBpyEA";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

/** A small solid PNG (there is no internet in the browser suite). */
const png = (width: number, height: number) => solidPng(width, height, [30, 160, 90]);
const AVATAR = png(88, 88);

const apiError = (status: number, reason: string): FakeReply => ({ status, body: { error: { code: status, message: reason, errors: [{ reason }] } } });

interface FixtureChannel {
  id: string;
  snippet: { title: string; description: string; publishedAt: string; thumbnails: unknown };
}

/** search.list type=channel as YouTube answers it for the channels of the channels.list fixture (built from their own fields). */
function searchAnswerFor(channels: FixtureChannel[]) {
  return {
    kind: "youtube#searchListResponse",
    etag: "e",
    pageInfo: { totalResults: channels.length, resultsPerPage: channels.length },
    items: channels.map((c) => ({
      kind: "youtube#searchResult",
      id: { kind: "youtube#channel", channelId: c.id },
      snippet: { publishedAt: c.snippet.publishedAt, channelId: c.id, title: c.snippet.title, description: c.snippet.description, thumbnails: c.snippet.thumbnails, channelTitle: c.snippet.title },
    })),
  };
}

let api: FakeUpstream;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAVE_FIXTURES) return;
  const channels = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: FixtureChannel[] }).items;
  const search = fixtureJson("api/search.list/pyyoutube_type-channel_2020.json");
  api = await startFakeUpstream((req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return apiError(400, "keyInvalid");
    if (req.path === `${V3}/search`) {
      const q = req.query.get("q");
      if (q === "broken") return apiError(404, "notFound");
      if (q === "nothing at all") return { body: { kind: "youtube#searchListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 0 }, items: [] } };
      return { body: q === "google" ? searchAnswerFor(channels) : search };
    }
    if (req.path === `${V3}/channels`) {
      const ids = req.query.get("id")?.split(",") ?? [];
      return { body: { kind: "youtube#channelListResponse", etag: "e", items: channels.filter((c) => ids.includes(c.id)) } };
    }
    return apiError(404, "notFound");
  });
  server = await startProductionServer({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: `${api.url}/web` });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await api?.close();
});

async function fakeAvatars(page: Page) {
  await page.route("https://yt3.ggpht.com/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: AVATAR }));
}

/** Failed API answers we cause on purpose are logged by Chromium as failed resources; nothing else may be. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (404|503)/.test(e));
}

async function search(page: Page, keyword: string, order = "relevance") {
  await page.getByLabel(LABELS.keyword).fill(keyword);
  await page.getByLabel(LABELS.order).selectOption(order);
  await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/youtube/${SLUG}?`)), page.getByRole("button", { name: LABELS.search }).click()]);
  await page.waitForFunction(() => !document.querySelector("form[aria-busy=true]"));
}

const cards = (page: Page) => page.locator("[data-channel]");

async function quota(url: string): Promise<{ total: number; cacheHits: number }> {
  const body = (await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: { total: number; cacheHits: number } } } };
  return body.services.youtube.quota;
}

describe.skipIf(!HAVE_FIXTURES)("channel search", () => {
  it("searches, shows cards with handle links and chips, copies CSV and downloads JSON; a repeat costs no quota", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await fakeAvatars(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByRole("button", { name: LABELS.search }).isDisabled()).toBe(true);
      // The tip links to the channel ID finder (it is in the registry).
      expect(findTool("youtube-channel-id-finder")).toBeDefined();
      expect(await page.locator("[data-tip]").getByRole("link", { name: TIP.linkText }).getAttribute("href")).toBe("/youtube-channel-id-finder");
      const before = await quota(server.url);

      await search(page, "google");
      await cards(page).first().waitFor();
      expect(await cards(page).count()).toBe(2);
      const google = page.locator(`[data-channel="${GOOGLE}"]`);
      expect(await google.locator("h3").textContent()).toBe("Google");
      expect(await google.getByRole("link", { name: "@google", exact: true }).getAttribute("href")).toBe("https://www.youtube.com/@google");
      expect(await google.getByRole("link", { name: `${LABELS.openChannel}: Google` }).getAttribute("href")).toBe(`https://www.youtube.com/channel/${GOOGLE}`);
      expect(await google.locator("[data-chip]").allTextContents()).toEqual(["Subscribers: 10.7M", "Videos: 2,678", "Joined: Sep 18, 2005"]);
      const devs = page.locator(`[data-channel="${DEVS}"]`);
      expect(await devs.locator("[data-chip]").allTextContents()).toEqual(["Subscribers: 2.3M", "Videos: 5,652", "Joined: Aug 23, 2007"]);
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("[data-channel] img")].every((i) => i.complete && i.naturalWidth === 88));

      await page.getByRole("button", { name: LABELS.copyCsv }).click();
      await page.getByRole("button", { name: LABELS.copied }).waitFor();
      const csv = await page.evaluate(() => navigator.clipboard.readText());
      expect(csv).toBe(
        '"channelId","title","customUrl","joinedAt","subscriberCount","videoCount"\r\n' +
          `"${GOOGLE}","Google","@google","2005-09-18T22:37:10Z","10700000","2678"\r\n` +
          `"${DEVS}","Google Developers","@googledevelopers","2007-08-23T00:34:43Z","2260000","5652"\r\n`,
      );

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: LABELS.downloadJson }).click()]);
      expect(dl.suggestedFilename()).toBe("yt-channel-search-relevance.json");
      const text = readFileSync((await dl.path())!, "utf8");
      expect(text.startsWith('[\n  {\n    "channelId": "UCK8sQmJBp8GCxrOtXWBpyEA",')).toBe(true);
      const json = JSON.parse(text) as Record<string, unknown>[];
      expect(json.map((c) => [c.channelId, c.customUrl, c.subscriberCount, c.videoCount])).toEqual([
        [GOOGLE, "@google", 10700000, 2678],
        [DEVS, "@googledevelopers", 2260000, 5652],
      ]);

      const cold = await quota(server.url);
      // One search.list (100) and one channels.list for both channels (1).
      expect(cold.total - before.total).toBe(101);

      // The same search again: from the cache. Another order is another search, named after it.
      await search(page, "google");
      expect(await cards(page).count()).toBe(2);
      expect((await quota(server.url)).total).toBe(cold.total);
      await search(page, "google", "viewCount");
      const [dl2] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: LABELS.downloadJson }).click()]);
      expect(dl2.suggestedFilename()).toBe("yt-channel-search-viewCount.json");
      // A new search (100); the statistics of the same channels come from the cache.
      expect((await quota(server.url)).total).toBe(cold.total + 100);

      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows 'hidden' where YouTube gives no subscriber count, YouTube's error in a red box, and a plain 'no channels' message", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await fakeAvatars(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      // The 2020 search fixture: channels the statistics call does not return.
      await search(page, "music");
      expect(await cards(page).count()).toBe(5);
      const first = cards(page).first();
      expect(await first.locator("h3").textContent()).toBe("NLaFourcadeVEVO");
      expect(await first.locator("[data-chip]").allTextContents()).toEqual(["Subscribers: hidden", "Joined: Sep 2, 2009"]);
      expect(await first.locator("[data-field=handle]").count()).toBe(0);

      await search(page, "broken");
      await page.getByRole("alert").getByText("YouTube API error: 404", { exact: true }).waitFor();
      expect(await cards(page).count()).toBe(0);

      await search(page, "nothing at all");
      await page.getByText(MESSAGES.noResults).waitFor();
      expect(await cards(page).count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the search across a reload and fits a 390 px phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeAvatars(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByLabel(LABELS.region).selectOption("JP");
      await page.getByLabel(LABELS.maxResults).fill("0");
      await page.getByLabel(LABELS.maxResults).blur();
      expect(await page.getByLabel(LABELS.maxResults).inputValue()).toBe("1");
      await page.getByLabel(LABELS.maxResults).fill("10");
      await search(page, "google", "date");
      await cards(page).first().waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      for (const control of [
        page.getByRole("button", { name: LABELS.search }),
        page.getByRole("button", { name: LABELS.copyCsv }),
        page.getByRole("button", { name: LABELS.downloadJson }),
        cards(page).first().getByRole("link", { name: /^Open Channel/ }),
        cards(page).first().locator("[data-field=handle]"),
      ]) {
        expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.querySelector("input[name=keyword]") as HTMLInputElement | null)?.value === "google");
      expect(await page.getByLabel(LABELS.order).inputValue()).toBe("date");
      expect(await page.getByLabel(LABELS.region).inputValue()).toBe("JP");
      expect(await page.getByLabel(LABELS.maxResults).inputValue()).toBe("10");
      expect(await overflow()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
