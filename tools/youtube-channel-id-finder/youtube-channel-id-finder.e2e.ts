import { solidPng } from "../../tests/helpers/solid-png";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureJson, fixtureText, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { LABELS, MESSAGES, TIP } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-channel-id-finder";
const KEY = "e2e-finder-key";
const V3 = "/youtube/v3";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";

/** A small solid PNG (there is no internet in the browser suite). */
const png = (width: number, height: number) => solidPng(width, height, [59, 43, 179]);
const AVATAR = png(176, 176);

type Channel = { id: string; snippet?: { customUrl?: string } };
const emptyChannels: FakeReply = { body: { kind: "youtube#channelListResponse", etag: "e", pageInfo: { totalResults: 0, resultsPerPage: 5 } } };

let api: FakeUpstream;
let site: FakeUpstream;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAVE_FIXTURES) return;
  const channels = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: Channel[] }).items;
  const video = fixtureJson("api/videos.list/pyyoutube_D-lhorsDlUQ_snippet-contentDetails-status-statistics_2019.json");
  api = await startFakeUpstream((req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY) return { status: 400, body: { error: { code: 400, errors: [{ reason: "keyInvalid" }] } } };
    if (req.path === `${V3}/videos`) return req.query.get("id") === "D-lhorsDlUQ" ? { body: video } : { body: { items: [] } };
    if (req.path !== `${V3}/channels`) return { status: 404, body: { error: { code: 404, errors: [{ reason: "notFound" }] } } };
    const handle = req.query.get("forHandle")?.toLowerCase();
    const ids = req.query.get("id")?.split(",") ?? [];
    const found = channels.filter((c) => (handle ? c.snippet?.customUrl?.toLowerCase() === handle : ids.includes(c.id)));
    return found.length ? { body: { kind: "youtube#channelListResponse", etag: "e", items: found } } : emptyChannels;
  });
  site = await startFakeUpstream((req) => {
    if (req.path === "/@hospitalrecords") return { headers: { "content-type": "text/html" }, body: fixtureText("channel/yt-meta_hospitalrecords_videos-tab_2025.html") };
    // YouTube hanging up: the lookup cannot be made at all.
    if (req.path === "/@brokenlink") return { destroy: true };
    return { status: 404, headers: { "content-type": "text/html" }, body: "<html>404</html>" };
  });
  server = await startProductionServer({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: site.url });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await api?.close();
  await site?.close();
});

/** Serves every channel picture from the test; records what the page asked for. */
async function fakeImages(page: Page): Promise<string[]> {
  const requested: string[] = [];
  for (const host of ["https://yt3.ggpht.com/**", "https://yt3.googleusercontent.com/**"]) {
    await page.route(host, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "image/png", body: AVATAR });
    });
  }
  return requested;
}

/** Failed API answers we cause on purpose are logged by Chromium as failed resources; nothing else may be. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|404|502|503)/.test(e));
}

async function find(page: Page, input: string) {
  await page.getByLabel(LABELS.input).fill(input);
  await page.getByRole("button", { name: LABELS.find }).click();
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

async function quota(url: string): Promise<{ total: number; cacheHits: number }> {
  const body = (await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: { total: number; cacheHits: number } } } };
  return body.services.youtube.quota;
}

describe.skipIf(!HAVE_FIXTURES)("channel ID finder", () => {
  it("finds the ID of an @handle, with name, picture, uploads playlist and RSS feed; Copy says Copied for 1.5 s", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      const images = await fakeImages(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByText(TIP).isVisible()).toBe(true);
      const before = await quota(server.url);

      await find(page, "https://www.youtube.com/@googledevelopers");
      await field(page, "channelId").waitFor();
      expect(await field(page, "channelId").textContent()).toBe(DEVS);
      expect(await field(page, "title").textContent()).toBe("Google Developers");
      expect(await field(page, "handle").textContent()).toBe("@googledevelopers");
      expect(await field(page, "uploadsPlaylistId").textContent()).toBe("UU_x5XG1OV2P6uZZ5FSM9Ttw");
      expect(await field(page, "rssFeedUrl").textContent()).toBe(`https://www.youtube.com/feeds/videos.xml?channel_id=${DEVS}`);
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>("[data-result] img");
        return !!img && img.complete && img.naturalWidth === 176;
      });
      expect(images[0]).toMatch(/^https:\/\/yt3\.ggpht\.com\/ytc\/AMLnZu-oDvWEJ.+=s176-c-k-c0x00ffffff-no-rj$/);
      expect(await page.getByRole("link", { name: LABELS.openChannel }).getAttribute("href")).toBe(`https://www.youtube.com/channel/${DEVS}`);

      const copy = page.getByRole("button", { name: `${LABELS.copy} ${LABELS.resultHeading}` });
      await copy.click();
      await copy.getByText(LABELS.copied, { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEVS);
      const copiedAt = Date.now();
      await copy.getByText(LABELS.copy, { exact: true }).waitFor();
      expect(Date.now() - copiedAt).toBeGreaterThan(1000);
      expect(Date.now() - copiedAt).toBeLessThan(2500);

      await page.getByRole("button", { name: `${LABELS.copy} ${LABELS.rssFeed}` }).click();
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await expect.poll(clipboard).toBe(`https://www.youtube.com/feeds/videos.xml?channel_id=${DEVS}`);
      await page.getByRole("button", { name: `${LABELS.copy} ${LABELS.uploadsPlaylist}` }).click();
      await expect.poll(clipboard).toBe("UU_x5XG1OV2P6uZZ5FSM9Ttw");

      // The same channel again, from a video of it and then by handle: one more unit for the video, none for the repeat.
      await find(page, "https://youtu.be/D-lhorsDlUQ");
      await page.waitForFunction(() => document.querySelector('[data-field="channelId"]')?.textContent === "UC_x5XG1OV2P6uZZ5FSM9Ttw" && !document.querySelector("form[aria-busy=true]"));
      await find(page, "@googledevelopers");
      await page.waitForFunction(() => !document.querySelector("form[aria-busy=true]"));
      const after = await quota(server.url);
      // @handle 1 unit; the video's uploader 1 (videos.list) + its channel by ID 1 (channels.list); the repeat 0.
      expect(after.total - before.total).toBe(3);
      expect(after.cacheHits).toBeGreaterThan(before.cacheHits);

      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says why nothing was found, in the spec's words", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await fakeImages(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      const input = page.getByLabel(LABELS.input);

      await find(page, "   ");
      await page.getByText(MESSAGES.empty, { exact: true }).waitFor();
      expect(await input.getAttribute("aria-invalid")).toBe("true");

      await find(page, "https://example.com/@someone");
      await page.getByText(MESSAGES.resolveFailed(MESSAGES.notAChannelInput), { exact: true }).waitFor();

      await find(page, "@nobody-here");
      const alert = page.getByRole("alert");
      await alert.getByText("Could not resolve Channel ID. API error: Channel not found. Try using an @handle, exact channel name, or a /channel/ URL.", { exact: true }).waitFor();
      expect(await input.getAttribute("aria-invalid")).toBeNull();

      await find(page, "@brokenlink");
      await alert
        .getByText("Failed to fetch channel data: Could not reach YouTube. Please try again or use a different URL.", { exact: true })
        .waitFor();

      // A well-formed channel ID that YouTube does not know (API: no items, page: 404) is not a
      // result: the finder says plainly that the channel was not found (issue 12).
      await find(page, "UCaaaaaaaaaaaaaaaaaaaaaa");
      await alert.getByText(MESSAGES.resolveFailed("Channel not found."), { exact: true }).waitFor();
      expect(await field(page, "channelId").count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the input as a draft across a reload and fits a 390 px phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeImages(page);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await find(page, "https://www.youtube.com/@hospitalrecords");
      await field(page, "channelId").waitFor();
      expect(await field(page, "channelId").textContent()).toBe("UCw49uOTAJjGUdoAeUcp7tOg");
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      for (const name of [LABELS.find, `${LABELS.copy} ${LABELS.resultHeading}`, `${LABELS.copy} ${LABELS.rssFeed}`]) {
        const box = await page.getByRole("button", { name }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction((label) => {
        const input = [...document.querySelectorAll("label")].find((l) => l.textContent === label)?.control as HTMLInputElement | undefined;
        return input?.value === "https://www.youtube.com/@hospitalrecords";
      }, LABELS.input);
      expect(await overflow()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("channel ID finder on a server without a YouTube API key", () => {
  it("says the key is not configured when a channel name needs the API", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/${SLUG}`);
      await waitForHydration(page);
      await find(page, "Google Developers");
      await page
        .getByRole("alert")
        .getByText("Could not resolve Channel ID. API error: YouTube API key not configured. Try using an @handle, exact channel name, or a /channel/ URL.", { exact: true })
        .waitFor();
      expect(await page.getByRole("button", { name: LABELS.find }).isEnabled()).toBe(true);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
