import { fakeYouTubeImages, openPageWithoutCsp, quotaTotal, unexpected, waitForPreviews } from "../../tests/helpers/channel-images";
import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fixtureJson, HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { AVATAR_SIZES, COPYRIGHT_NOTE, LABELS, MESSAGES, SIZE_LABELS } from "./logic";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-channel-logo-downloader";
const KEY = "e2e-logo-key";
const V3 = "/youtube/v3";
const GOOGLE = "UCK8sQmJBp8GCxrOtXWBpyEA";
const DEVS = "UC_x5XG1OV2P6uZZ5FSM9Ttw";
const MISSING = "UCmissinglogomissinglog1";
/** Google's real picture from the channels fixture. */
const GOOGLE_AVATAR = "https://yt3.ggpht.com/ytc/AMLnZu_31rROBnB8bq9EJfk82OnclHISQ3Hrx6i1oWLai5o=s800-c-k-c0x00ffffff-no-rj";

function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x += 1) row.set(rgb, 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const BROWSER_LOGO = png(240, [59, 43, 179]);
const HOST_LOGO = png(240, [19, 108, 54]);

type Thumbs = Record<string, { url: string }>;
type Channel = { id: string; snippet?: { customUrl?: string; thumbnails?: Thumbs } };

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
    // The high size takes a moment, so the card's "Downloading..." state can be seen.
    return { headers: { ...cors, "content-type": "image/png" }, body: HOST_LOGO, delayMs: req.path.includes("=s800-") && req.headers["user-agent"]?.includes("image proxy") ? 800 : 0 };
  });
  const fixture = (fixtureJson("api/channels.list/pyyoutube_2channels_snippet-contentDetails-statistics-brandingSettings_2022.json") as { items: Channel[] }).items;
  const withAvatar = (c: Channel, id: string, handle: string, base: string): Channel => ({
    ...c,
    id,
    snippet: { ...c.snippet, customUrl: handle, thumbnails: { default: { url: `${base}=s88-c-k-c0x00ffffff-no-rj` }, high: { url: `${base}=s800-c-k-c0x00ffffff-no-rj` } } },
  });
  const devs = fixture.find((c) => c.id === DEVS)!;
  const channels: Channel[] = [
    fixture.find((c) => c.id === GOOGLE)!,
    // Behind the server, pictures come from the fake image host (the real hosts cannot be reached from tests).
    withAvatar(devs, DEVS, "@googledevelopers", `${images.url}/ytc/devs`),
    withAvatar(devs, MISSING, "@missinglogo", `${images.url}/missing/logo`),
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

async function getLogos(page: Page, input: string) {
  await page.getByLabel(LABELS.input).fill(input);
  await page.getByRole("button", { name: LABELS.get }).click();
}

const card = (page: Page, key: string) => page.locator(`li[data-size="${key}"]`);
const info = (page: Page, name: string) => page.locator(`[data-channel-info] [data-field="${name}"]`);

describe.skipIf(!HAVE_FIXTURES)("channel logo downloader", () => {
  it("shows the channel and three round previews; Copy URL; Download falls back to the browser when the server cannot fetch", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      const requested = await fakeYouTubeImages(page, BROWSER_LOGO);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByText(COPYRIGHT_NOTE).isVisible()).toBe(true);

      await getLogos(page, "@google");
      await waitForPreviews(page, 3);
      expect(await info(page, "title").textContent()).toBe("Google@google");
      expect(await info(page, "channelId").textContent()).toBe(GOOGLE);
      expect(await page.locator("li[data-size]").evaluateAll((els) => els.map((e) => e.getAttribute("data-size")))).toEqual(["high", "medium", "default"]);
      for (const size of AVATAR_SIZES) {
        const c = card(page, size.key);
        expect(await c.locator("h3").textContent()).toBe(SIZE_LABELS[size.key]);
        expect(await c.textContent()).toContain(`${size.size}x${size.size}`);
        expect(await c.locator("img").getAttribute("src")).toBe(GOOGLE_AVATAR.replace("=s800", `=s${size.size}`));
        // Round preview.
        expect(await c.locator("img").evaluate((img) => getComputedStyle(img.parentElement!).borderRadius)).not.toBe("0px");
      }
      expect(requested).toContain(GOOGLE_AVATAR.replace("=s800", "=s88"));

      const copy = card(page, "medium").getByRole("button", { name: /^Copy URL/ });
      await copy.click();
      await copy.getByText(LABELS.copied, { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GOOGLE_AVATAR.replace("=s800", "=s240"));

      // The server cannot reach yt3.ggpht.com from the test: the browser draws the image and saves a JPEG.
      const [dl] = await Promise.all([page.waitForEvent("download"), card(page, "high").getByRole("button", { name: /^Download/ }).click()]);
      expect(dl.suggestedFilename()).toBe("youtube-channel-logo-high.jpg");
      expect([...readFileSync((await dl.path())!).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("downloads through the server: 'Downloading...' while busy, then youtube-channel-logo-{key}.jpg with the host's bytes, no extra quota", async () => {
    const { page, context, errors } = await openPageWithoutCsp(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      const before = await quotaTotal(server.url);
      await getLogos(page, DEVS);
      await waitForPreviews(page, 3);
      expect(await card(page, "high").locator("img").getAttribute("src")).toBe(`${images.url}/ytc/devs=s800-c-k-c0x00ffffff-no-rj`);

      const high = card(page, "high");
      const [dl] = await Promise.all([
        page.waitForEvent("download"),
        (async () => {
          await high.getByRole("button", { name: /^Download/ }).click();
          const busy = high.getByRole("button", { name: LABELS.downloading });
          await busy.waitFor();
          expect(await busy.isDisabled()).toBe(true);
        })(),
      ]);
      expect(dl.suggestedFilename()).toBe("youtube-channel-logo-high.jpg");
      expect(Buffer.compare(readFileSync((await dl.path())!), HOST_LOGO)).toBe(0);

      const [small] = await Promise.all([page.waitForEvent("download"), card(page, "default").getByRole("button", { name: /^Download/ }).click()]);
      expect(small.suggestedFilename()).toBe("youtube-channel-logo-default.jpg");
      expect((await quotaTotal(server.url)) - before).toBe(1);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("previews that fail show 'Preview not available'; a failed download says why", async () => {
    const { page, context, errors } = await openPageWithoutCsp(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await getLogos(page, "https://www.youtube.com/@missinglogo");
      await waitForPreviews(page, 3);
      for (const size of AVATAR_SIZES) expect(await card(page, size.key).getByText(MESSAGES.previewNotAvailable, { exact: true }).isVisible()).toBe(true);
      const medium = card(page, "medium");
      await medium.getByRole("button", { name: /^Download/ }).click();
      await medium.getByText("Failed to download image: This logo size is not available.", { exact: true }).waitFor();
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
      await getLogos(page, " ");
      await form.getByText(MESSAGES.empty, { exact: true }).waitFor();
      await getLogos(page, "Google");
      await form.getByText(MESSAGES.cannotResolve, { exact: true }).waitFor();
      await getLogos(page, "@nobody-here");
      await page.getByRole("alert").getByText(MESSAGES.cannotResolve, { exact: true }).waitFor();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the input as a draft across a reload and fits a 390 px phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeYouTubeImages(page, BROWSER_LOGO);
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await getLogos(page, "https://www.youtube.com/@google");
      await waitForPreviews(page, 3);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      for (const button of [page.getByRole("button", { name: LABELS.get }), card(page, "high").getByRole("button", { name: /^Download/ }), card(page, "high").getByRole("button", { name: /^Copy URL/ })]) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction((label) => {
        const input = [...document.querySelectorAll("label")].find((l) => l.textContent === label)?.control as HTMLInputElement | undefined;
        return input?.value === "https://www.youtube.com/@google";
      }, LABELS.input);
      expect(await overflow()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("channel logo downloader on a server without a YouTube API key", () => {
  it("reads the public channel page instead, and says plainly when YouTube cannot be reached", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/${SLUG}`);
      await waitForHydration(page);
      await getLogos(page, "@google");
      await page.getByRole("alert").getByText("Could not reach YouTube. Please try again.", { exact: true }).waitFor();
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
