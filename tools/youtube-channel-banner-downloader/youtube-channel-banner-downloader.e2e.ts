import { fakeYouTubeImages, openPageWithoutCsp, quotaTotal, unexpected, waitForPreviews } from "../../tests/helpers/channel-images";
import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BANNER_CROP } from "../../app/lib/youtube-ids";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { BANNER_SIZES, COPYRIGHT_NOTE, LABELS, MESSAGES, STAGES } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-channel-banner-downloader";
const KEY = "e2e-banner-key";
const V3 = "/youtube/v3";
const GOOGLE = "UCK8sQmJBp8GCxrOtXWBpyEA";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
const MISSING = "UCmissingbannermissingb1";
/** Google's real banner base from the channels fixture. */
const GOOGLE_BANNER = "https://yt3.ggpht.com/C7C_rceG0_dgSK1uRXoM6s1wCiOwDpsc_bJLELECJ7dVrNZNMhub9la_nhAL6aKpkdR0Z91d";

function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
/** What YouTube's image host "serves" to the browser. */
const BROWSER_BANNER = png(1060, 175, [196, 18, 47]);
/** What the fake image host behind the server serves: different bytes, so a download shows which path it took. */
const HOST_BANNER = png(1060, 175, [19, 108, 54]);

type Channel = { id: string; snippet?: { customUrl?: string }; brandingSettings?: { image?: { bannerExternalUrl?: string } } };

let api: FakeUpstream;
let site: FakeUpstream;
let images: FakeUpstream;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAVE_FIXTURES) return;
  images = await startFakeUpstream((req): FakeReply => {
    // Like YouTube's image hosts, it allows cross-origin reads (the in-browser fallback needs them).
    const cors = { "access-control-allow-origin": "*" };
    if (req.path.startsWith("/missing/")) return { status: 404, headers: { ...cors, "content-type": "text/html" }, body: "Not Found" };
    // The TV size takes a moment, so the card's "Downloading..." state can be seen.
    return { headers: { ...cors, "content-type": "image/png" }, body: HOST_BANNER, delayMs: req.path.includes("=w2560-") ? 800 : 0 };
  });
  const fixture = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: Channel[] }).items;
  const withBanner = (c: Channel, id: string, handle: string, banner: string): Channel => ({
    ...c,
    id,
    snippet: { ...c.snippet, customUrl: handle },
    brandingSettings: { ...c.brandingSettings, image: { bannerExternalUrl: banner } },
  });
  const devs = fixture.find((c) => c.id === DEVS)!;
  const channels: Channel[] = [
    fixture.find((c) => c.id === GOOGLE)!,
    // Behind the server, banners come from the fake image host (the real hosts cannot be reached from tests).
    withBanner(devs, DEVS, "@googledevelopers", `${images.url}/banner/devs`),
    withBanner(devs, MISSING, "@missingbanner", `${images.url}/missing/abc`),
  ];
  api = await startFakeUpstream((req: RecordedRequest): FakeReply => {
    if (req.query.get("key") !== KEY || req.path !== `${V3}/channels`) return { status: 400, body: { error: { code: 400, errors: [{ reason: "badRequest" }] } } };
    const handle = req.query.get("forHandle")?.toLowerCase();
    const ids = req.query.get("id")?.split(",") ?? [];
    const found = channels.filter((c) => (handle ? c.snippet?.customUrl?.toLowerCase() === handle : ids.includes(c.id)));
    return { body: { kind: "youtube#channelListResponse", etag: "e", ...(found.length ? { items: found } : {}) } };
  });
  site = await startFakeUpstream(() => ({ status: 404, headers: { "content-type": "text/html" }, body: "<html>404</html>" }));
  server = await startProductionServer({
    YOUTUBE_API_KEY: KEY,
    YOUTUBE_API_BASE_URL: `${api.url}${V3}`,
    YOUTUBE_WEB_BASE_URL: site.url,
    IMAGE_PROXY_HOSTS: `${new URL(images.url).host},i.ytimg.com,yt3.ggpht.com,yt3.googleusercontent.com`,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([api, site, images].map((u) => u?.close()));
});

async function getBanners(page: Page, input: string) {
  await page.getByLabel(LABELS.input).fill(input);
  await page.getByRole("button", { name: LABELS.get }).click();
}

const card = (page: Page, code: string) => page.locator(`li[data-size="${code}"]`);
const info = (page: Page, name: string) => page.locator(`[data-channel-info] [data-field="${name}"]`);

describe.skipIf(!HAVE_FIXTURES)("channel banner downloader", () => {
  it("shows the channel and six sizes with previews; Copy URL; Download falls back to the browser when the server cannot fetch", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      const requested = await fakeYouTubeImages(page, BROWSER_BANNER);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByText(COPYRIGHT_NOTE).isVisible()).toBe(true);
      // Every value the progress bar takes during the lookup.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { progressSeen: number[] }).progressSeen = seen;
        new MutationObserver(() => {
          const v = Number(document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow"));
          if (seen.at(-1) !== v) seen.push(v);
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-valuenow"] });
      });

      await getBanners(page, "https://www.youtube.com/@google");
      await waitForPreviews(page, 6);
      expect(await info(page, "title").textContent()).toBe("Google@google");
      expect(await info(page, "channelId").textContent()).toBe(GOOGLE);
      expect(await info(page, "sizes").textContent()).toBe("6");
      expect(await info(page, "realSources").textContent()).toBe("0");
      expect(await page.locator("li[data-size]").evaluateAll((els) => els.map((e) => e.getAttribute("data-size")))).toEqual(BANNER_SIZES.map((s) => s.code));
      for (const size of BANNER_SIZES) {
        const c = card(page, size.code);
        expect(await c.locator("h3").textContent()).toBe(size.name);
        expect(await c.textContent()).toContain(`${size.width}x${size.height}`);
        expect(await c.locator("img").getAttribute("src")).toBe(`${GOOGLE_BANNER}=w1060-${BANNER_CROP}`);
        expect(await c.getByText(LABELS.builtSource).isVisible()).toBe(true);
      }
      expect(requested).toContain(`${GOOGLE_BANNER}=w1060-${BANNER_CROP}`);
      await page.waitForFunction(() => (window as unknown as { progressSeen: number[] }).progressSeen.at(-1) === 0);
      const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
      // Stages that take no time (10, 30, 70, 90) may be drawn in the same frame as the next one.
      expect(seen).toContain(STAGES.fetch.progress);
      expect(seen.slice(0, -1)).toEqual([...seen.slice(0, -1)].sort((a, b) => a - b));
      expect(seen.slice(-2)).toEqual([100, 0]);

      const tv = card(page, "w2560");
      const copy = tv.getByRole("button", { name: /^Copy URL/ });
      await copy.click();
      await copy.getByText(LABELS.copied, { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${GOOGLE_BANNER}=w2560-${BANNER_CROP}`);

      // The server cannot reach yt3.ggpht.com from the test: the browser draws the image and saves a JPEG.
      const [dl] = await Promise.all([page.waitForEvent("download"), tv.getByRole("button", { name: /^Download/ }).click()]);
      expect(dl.suggestedFilename()).toBe("youtube-banner-2560x424.jpg");
      const bytes = readFileSync((await dl.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(requested).toContain(`${GOOGLE_BANNER}=w2560-${BANNER_CROP}`);
      expect(await tv.getByRole("button", { name: /^Download/ }).isEnabled()).toBe(true);

      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("downloads through the server: 'Downloading...' while busy, then youtube-banner-{w}x{h}.jpg with the host's bytes, no extra quota", async () => {
    const { page, context, errors } = await openPageWithoutCsp(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      const before = await quotaTotal(server.url);
      await getBanners(page, `https://www.youtube.com/channel/${DEVS}`);
      await waitForPreviews(page, 6);
      expect(await card(page, "w2560").locator("img").getAttribute("src")).toBe(`${images.url}/banner/devs=w1060-${BANNER_CROP}`);

      const tv = card(page, "w2560");
      const [dl] = await Promise.all([
        page.waitForEvent("download"),
        (async () => {
          await tv.getByRole("button", { name: /^Download/ }).click();
          const busy = tv.getByRole("button", { name: LABELS.downloading });
          await busy.waitFor();
          expect(await busy.isDisabled()).toBe(true);
        })(),
      ]);
      expect(dl.suggestedFilename()).toBe("youtube-banner-2560x424.jpg");
      expect(Buffer.compare(readFileSync((await dl.path())!), HOST_BANNER)).toBe(0);
      await tv.getByRole("button", { name: /^Download/ }).waitFor();

      const [mobile] = await Promise.all([page.waitForEvent("download"), card(page, "w1060").getByRole("button", { name: /^Download/ }).click()]);
      expect(mobile.suggestedFilename()).toBe("youtube-banner-1060x175.jpg");
      expect(images.requests.map((r) => r.path)).toEqual(expect.arrayContaining([`/banner/devs=w2560-${BANNER_CROP}`, `/banner/devs=w1060-${BANNER_CROP}`]));
      // One channels.list for the lookup; the downloads use the server's own record of it.
      expect((await quotaTotal(server.url)) - before).toBe(1);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("previews that fail show 'Preview not available'; a failed download says which size and why", async () => {
    const { page, context, errors } = await openPageWithoutCsp(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      images.requests.length = 0;
      await getBanners(page, "@missingbanner");
      await waitForPreviews(page, 6);
      for (const size of BANNER_SIZES) expect(await card(page, size.code).getByText(MESSAGES.previewNotAvailable, { exact: true }).isVisible()).toBe(true);
      // The alternate address (no crop) was tried before giving up.
      expect(images.requests.map((r) => r.path)).toEqual(expect.arrayContaining([`/missing/abc=w1060-${BANNER_CROP}`, "/missing/abc=w2560", "/missing/abc=w1060"]));

      const tablet = card(page, "w1138");
      await tablet.getByRole("button", { name: /^Download/ }).click();
      await tablet.getByText('Failed to download Tablet: This banner size is not available. Try right-clicking the preview image and "Save image as..."', { exact: true }).waitFor();
      expect(await tablet.getByRole("button", { name: /^Download/ }).isEnabled()).toBe(true);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("refuses input it cannot resolve, in the spec's words", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      const form = page.locator("form");
      await getBanners(page, "");
      await form.getByText(MESSAGES.empty, { exact: true }).waitFor();
      await getBanners(page, "Google Developers");
      await form.getByText(MESSAGES.cannotResolve, { exact: true }).waitFor();
      expect(await page.getByLabel(LABELS.input).getAttribute("aria-invalid")).toBe("true");
      await getBanners(page, "@nobody-here");
      await page.getByRole("alert").getByText(MESSAGES.cannotResolve, { exact: true }).waitFor();
      expect(await page.locator("li[data-size]").count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the input as a draft across a reload and fits a 390 px phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeYouTubeImages(page, BROWSER_BANNER);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await getBanners(page, "@google");
      await waitForPreviews(page, 6);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      for (const button of [page.getByRole("button", { name: LABELS.get }), card(page, "w2560").getByRole("button", { name: /^Download/ }), card(page, "w2560").getByRole("button", { name: /^Copy URL/ })]) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction((label) => {
        const input = [...document.querySelectorAll("label")].find((l) => l.textContent === label)?.control as HTMLInputElement | undefined;
        return input?.value === "@google";
      }, LABELS.input);
      expect(await overflow()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("channel banner downloader on a server without a YouTube API key", () => {
  it("reads the public channel page instead, and says plainly when YouTube cannot be reached", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/${SLUG}`);
      await waitForHydration(page);
      await getBanners(page, "@google");
      await page.getByRole("alert").getByText("Could not reach YouTube. Please try again.", { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: LABELS.get }).isEnabled()).toBe(true);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
