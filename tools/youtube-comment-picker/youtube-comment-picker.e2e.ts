import { solidPng } from "../../tests/helpers/solid-png";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { commentThreadSchema, toComment } from "../../server/services/youtube/schemas";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { filterComments, LABELS, MESSAGES, type CommentItem } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-comment-picker";
const KEY = "e2e-picker-key";
const V3 = "/youtube/v3";
const VIDEO = "F1UP7wRCPH8";
const COMMENTS_OFF = "cmntsOffAAA";

/** A small solid PNG (there is no internet in the browser suite). */
const png = (width: number, height: number) => solidPng(width, height, [40, 120, 200]);
const AVATAR = png(48, 48);

const apiError = (status: number, reason: string): FakeReply => ({ status, body: { error: { code: status, message: reason, errors: [{ reason }] } } });

type Page1 = { nextPageToken: string; items: unknown[] };
let api: FakeUpstream;
let server: RunningServer;
let browser: Browser;
/** The seven comments of the two fixture pages, as the service reads them. */
let expected: CommentItem[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAVE_FIXTURES) return;
  const page1 = fixtureJson("api/commentThreads.list/pyyoutube_by-video_F1UP7wRCPH8_page1_2019.json") as Page1;
  const page2 = fixtureJson("api/commentThreads.list/pyyoutube_commentThreadListResponse_2items_2019.json") as { items: unknown[] };
  expected = [...page1.items, ...page2.items].map((i) => toComment(commentThreadSchema.parse(i)));
  api = await startFakeUpstream((req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return apiError(400, "keyInvalid");
    if (req.path !== `${V3}/commentThreads`) return apiError(404, "notFound");
    const video = req.query.get("videoId");
    if (video === COMMENTS_OFF) return apiError(403, "commentsDisabled");
    if (video !== VIDEO) return apiError(404, "videoNotFound");
    return { body: req.query.get("pageToken") === page1.nextPageToken ? page2 : page1 };
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
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (403|404|503)/.test(e));
}

async function fetchComments(page: Page, input: string) {
  await page.getByLabel(LABELS.video).fill(input);
  await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/youtube/${SLUG}?`)), page.getByRole("button", { name: LABELS.fetch }).click()]);
  await page.waitForFunction(() => !document.querySelector("form[aria-busy=true]"));
}

const rows = (page: Page) => page.locator("[data-comment]");
const winners = (page: Page) => page.locator("[data-winner]");

async function quota(url: string): Promise<{ total: number; cacheHits: number }> {
  const body = (await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: { total: number; cacheHits: number } } } };
  return body.services.youtube.quota;
}

describe.skipIf(!HAVE_FIXTURES)("comment picker", () => {
  it("fetches every page, filters, draws a winner from the filtered list, copies CSV and downloads JSON", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await fakeAvatars(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByRole("button", { name: LABELS.fetch }).isDisabled()).toBe(true);
      expect(await page.getByLabel(LABELS.uniqueUsers).isChecked()).toBe(true);
      const before = await quota(server.url);

      await fetchComments(page, `https://www.youtube.com/watch?v=${VIDEO}&t=10s`);
      await page.locator("[data-count]").getByText("7 comments", { exact: true }).waitFor();
      expect(await rows(page).count()).toBe(7);
      expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-comment")))).toEqual(expected.map((c) => c.id));
      // A comment's markup is shown as text and never becomes a link.
      expect(await rows(page).first().innerText()).toContain('<a href="http://google.com/">Google.com</a>');
      expect(await page.locator('a[href="http://google.com/"]').count()).toBe(0);
      expect(await quota(server.url)).toMatchObject({ total: before.total + 2 });

      // Include keyword: live, ignoring case.
      await page.getByLabel(LABELS.include).fill("GOOGLE");
      const withGoogle = filterComments(expected, { uniqueUsers: true, include: "GOOGLE", exclude: "" });
      expect(withGoogle.length).toBeGreaterThan(1);
      expect(withGoogle.length).toBeLessThan(7);
      await page.locator("[data-count]").getByText(`Showing ${withGoogle.length} of 7 comments`, { exact: true }).waitFor();
      await page.getByLabel(LABELS.exclude).fill("heroku");
      const filtered = filterComments(expected, { uniqueUsers: true, include: "GOOGLE", exclude: "heroku" });
      await page.locator("[data-count]").getByText(`Showing ${filtered.length} of 7 comments`, { exact: true }).waitFor();
      expect(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-comment")))).toEqual(filtered.map((c) => c.id));

      // The draw: one winner, from the filtered list, with the count it was drawn from.
      await page.getByRole("button", { name: LABELS.pickWinner }).click();
      await winners(page).first().waitFor();
      expect(await winners(page).count()).toBe(1);
      const winnerId = await winners(page).first().getAttribute("data-winner");
      expect(filtered.map((c) => c.id)).toContain(winnerId);
      expect(await page.locator("[data-draw-summary]").textContent()).toBe(`Drawn at random from ${filtered.length} eligible comments.`);
      const winner = filtered.find((c) => c.id === winnerId)!;
      expect(await winners(page).first().locator("[data-field=author]").textContent()).toBe(winner.authorDisplayName);
      expect(await winners(page).first().getByRole("link", { name: LABELS.viewComment }).getAttribute("href")).toBe(
        `https://www.youtube.com/watch?v=${VIDEO}&lc=${winner.id}`,
      );

      // Copy CSV: the filtered entries, every field quoted.
      await page.getByRole("button", { name: LABELS.copyCsv }).click();
      await page.getByRole("button", { name: LABELS.copied }).waitFor();
      const csv = await page.evaluate(() => navigator.clipboard.readText());
      const lines = csv.split("\r\n");
      expect(lines[0]).toBe('"author","authorChannelId","publishedAt","likeCount","text"');
      expect(lines).toHaveLength(filtered.length + 2);
      expect(lines[1]).toBe(`"${filtered[0]!.authorDisplayName}","${filtered[0]!.authorChannelId}","${filtered[0]!.publishedAt}","${filtered[0]!.likeCount}","${filtered[0]!.text.replace(/"/g, '""')}"`);

      // Download JSON: yt-comments-{timestamp}.json with the filtered entries.
      const t0 = Date.now();
      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: LABELS.downloadJson }).click()]);
      const name = dl.suggestedFilename();
      expect(name).toMatch(/^yt-comments-\d{13}\.json$/);
      expect(Number(name.slice(12, -5))).toBeGreaterThanOrEqual(t0 - 60_000);
      const text = readFileSync((await dl.path())!, "utf8");
      expect(text).toBe(JSON.stringify(filtered, null, 2));

      // Nothing left to draw from: Pick Winner is disabled.
      await page.getByLabel(LABELS.include).fill("no comment says this");
      await page.getByText(MESSAGES.noneMatch).waitFor();
      expect(await page.getByRole("button", { name: LABELS.pickWinner }).isDisabled()).toBe(true);

      // A new fetch clears the winner; the same video again comes from the cache.
      await page.getByLabel(LABELS.include).fill("");
      await page.getByLabel(LABELS.exclude).fill("");
      await fetchComments(page, `https://youtu.be/${VIDEO}`);
      await page.locator("[data-count]").getByText("7 comments", { exact: true }).waitFor();
      expect(await winners(page).count()).toBe(0);
      const after = await quota(server.url);
      expect(after.total - before.total).toBe(2);
      expect(after.cacheHits - before.cacheHits).toBe(2);

      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("draws several different winners with the browser's crypto source (stubbed here to always give 0)", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await fakeAvatars(page);
      // With every random value 0, the partial Fisher–Yates draw takes the entries in list order.
      await page.addInitScript(() => {
        const original = crypto.getRandomValues.bind(crypto);
        (window as unknown as { __draws: number }).__draws = 0;
        crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
          if (array instanceof Uint32Array && array.length === 1) {
            (window as unknown as { __draws: number }).__draws += 1;
            array[0] = 0;
            return array;
          }
          return original(array as unknown as Uint8Array<ArrayBuffer>) as unknown as T;
        }) as typeof crypto.getRandomValues;
      });
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await fetchComments(page, VIDEO);
      await page.getByLabel(LABELS.winners).selectOption("3");
      await page.getByRole("button", { name: LABELS.pickWinner }).click();
      await winners(page).nth(2).waitFor();
      expect(await winners(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-winner")))).toEqual(expected.slice(0, 3).map((c) => c.id));
      expect(await page.evaluate(() => (window as unknown as { __draws: number }).__draws)).toBe(3);
      expect(await page.getByRole("heading", { name: LABELS.winnersHeading }).isVisible()).toBe(true);
      expect(await winners(page).first().textContent()).toContain("Winner 1 of 3");

      // More winners than entries: everyone wins once, and the page says so.
      await page.getByLabel(LABELS.include).fill("google.com");
      await page.getByLabel(LABELS.winners).selectOption("10");
      await page.getByRole("button", { name: LABELS.pickWinner }).click();
      const pool = filterComments(expected, { uniqueUsers: true, include: "google.com", exclude: "" });
      await page.locator("[data-draw-summary]").getByText(`Only ${pool.length} could be drawn`, { exact: false }).waitFor();
      expect(await winners(page).count()).toBe(pool.length);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's messages: invalid input, and YouTube's error in a red box with no results", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await fakeAvatars(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByLabel(LABELS.video).fill("not a video link");
      await page.getByRole("button", { name: LABELS.fetch }).click();
      await page.locator("form").getByText(MESSAGES.invalidVideo, { exact: true }).waitFor();
      expect(await page.getByLabel(LABELS.video).getAttribute("aria-invalid")).toBe("true");

      await fetchComments(page, VIDEO);
      expect(await rows(page).count()).toBe(7);
      await fetchComments(page, COMMENTS_OFF);
      const alert = page.getByRole("alert");
      await alert.getByText("YouTube API error: 403", { exact: true }).waitFor();
      expect(await alert.getByText(MESSAGES.commentsDisabled).isVisible()).toBe(true);
      expect(await rows(page).count()).toBe(0);
      expect(await page.getByRole("button", { name: LABELS.pickWinner }).count()).toBe(0);

      await fetchComments(page, "zzzzzzzzzzz");
      await alert.getByText("YouTube API error: 404", { exact: true }).waitFor();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the link and filters across a reload and fits a 390 px phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeAvatars(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByLabel(LABELS.uniqueUsers).uncheck();
      await page.getByLabel(LABELS.exclude).fill("no comment says this");
      await fetchComments(page, `https://www.youtube.com/shorts/${VIDEO}`);
      await rows(page).first().waitFor();
      // Every comment wins, so the long unbroken links in some of them are on screen in winner cards too.
      await page.getByLabel(LABELS.winners).selectOption("10");
      await page.getByRole("button", { name: LABELS.pickWinner }).click();
      await winners(page).nth(6).waitFor();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      // Nothing sticks out of the viewport either (a page can hide overflow from scrollWidth).
      const widest = () =>
        page.evaluate(() => Math.max(...[...document.querySelectorAll("main *")].map((e) => e.getBoundingClientRect().right)) - document.documentElement.clientWidth);
      expect(await widest()).toBeLessThanOrEqual(0);
      for (const control of [
        page.getByRole("button", { name: LABELS.fetch }),
        page.getByRole("button", { name: LABELS.pickWinner }),
        page.getByRole("button", { name: LABELS.copyCsv }),
        page.getByRole("button", { name: LABELS.downloadJson }),
        page.getByLabel(LABELS.winners),
        winners(page).first().getByRole("link", { name: LABELS.viewComment }),
      ]) {
        expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction((v) => (document.querySelector("input[name=video]") as HTMLInputElement | null)?.value === v, `https://www.youtube.com/shorts/${VIDEO}`);
      expect(await page.getByLabel(LABELS.uniqueUsers).isChecked()).toBe(false);
      expect(await page.getByLabel(LABELS.exclude).inputValue()).toBe("no comment says this");
      expect(await overflow()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
