import { readFileSync } from "node:fs";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, openMoreOptions } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { solidPng } from "../../tests/helpers/solid-png";
import {
  COLORS_LABEL,
  DOWNLOAD_FULL_LABEL,
  DOWNLOAD_YOUTUBE_LABEL,
  GENERATE_LABEL,
  IDEA_LABEL,
  MESSAGE_IDEA_REQUIRED,
  MESSAGE_KEY_REQUIRED,
  MESSAGE_UNAUTHORIZED,
  MODEL_LABEL,
  MOOD_LABEL,
  SAVE_SETTINGS_LABEL,
  STYLE_LABEL,
  TEMPLATE_LABEL,
  TEXT_OVERLAY_LABEL,
  wrapError,
} from "./logic";

const SLUG = "youtube-thumbnail-maker";
const FULL = solidPng(1792, 1008, [220, 40, 60]);
const OPENAI_PNG = solidPng(1792, 1024, [40, 60, 220]);
const KEY = "sk-visitor-openai-secret-77c1d";

function together(req: RecordedRequest) {
  const prompt = String((req.json() as { prompt?: unknown }).prompt ?? "");
  if (prompt.includes("UNAUTH")) return { status: 401, body: { error: { message: "bad key" } } };
  return { body: { data: [{ b64_json: FULL.toString("base64") }] } };
}
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "content-type, authorization", "access-control-allow-methods": "POST, OPTIONS" };
function openai(req: RecordedRequest) {
  if (req.method === "OPTIONS") return { status: 204, headers: CORS };
  return { headers: CORS, body: { data: [{ b64_json: OPENAI_PNG.toString("base64") }] } };
}

/** Width and height from a JPEG's SOF marker. */
function jpegSize(b: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < b.length) {
    const marker = b[i + 1]!;
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  throw new Error("no SOF marker");
}

let browser: Browser;
let images: FakeUpstream;
let openaiFake: FakeUpstream;
let server: RunningServer;
beforeAll(async () => {
  images = await startFakeUpstream(together);
  openaiFake = await startFakeUpstream(openai);
  server = await startProductionServer({
    TOGETHER_API_KEY: "tg-server-secret",
    TOGETHER_BASE_URL: images.url,
    OPENAI_BASE_URL: openaiFake.url,
    RATE_LIMIT_IMAGE_PER_MIN: "1000",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await images?.close();
  await openaiFake?.close();
});

async function open(page: Page) {
  await page.goto(`${server.url}/${SLUG}`);
  await waitForHydration(page);
}
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 502/.test(e));

describe("AI thumbnail maker", () => {
  it("makes a thumbnail with the built-in model, previews it and downloads both files", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await expect.poll(() => page.getByText(MESSAGE_IDEA_REQUIRED).isVisible()).toBe(true);

      await page.getByLabel(IDEA_LABEL).fill("I built a tiny cabin in 30 days");
      await openMoreOptions(page);
      await page.getByLabel(STYLE_LABEL).selectOption("gaming");
      await page.getByLabel(MOOD_LABEL).selectOption("dramatic");
      await page.getByLabel(COLORS_LABEL).selectOption("dark");
      await page.getByLabel(TEMPLATE_LABEL).selectOption("split");
      await page.getByLabel(TEXT_OVERLAY_LABEL).selectOption("bold");
      images.requests.length = 0;
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.getByTestId("thumb-result").waitFor();
      expect(images.requests).toHaveLength(1);
      const sent = images.requests[0]!.json() as { prompt: string; width: number; height: number; n: number };
      expect(sent).toMatchObject({ width: 1792, height: 1008, n: 1 });
      expect(sent.prompt).toContain("I built a tiny cabin in 30 days");
      expect(sent.prompt).toContain("Style: gaming");
      expect(sent.prompt).toContain("Layout (split)");
      for (const id of ["home", "search", "sidebar", "phone"]) expect(await page.getByTestId(`preview-${id}`).isVisible()).toBe(true);

      const [full] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_FULL_LABEL }).click()]);
      expect(full.suggestedFilename()).toBe("thumbnail-i-built-a-tiny-cabin-in-30-days.png");
      expect(Buffer.compare(readFileSync((await full.path())!), FULL)).toBe(0);

      const [yt] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_YOUTUBE_LABEL }).click()]);
      expect(yt.suggestedFilename()).toBe("thumbnail-i-built-a-tiny-cabin-in-30-days-1280x720.jpg");
      const jpg = readFileSync((await yt.path())!);
      expect([jpg[0], jpg[1]]).toEqual([0xff, 0xd8]);
      expect(jpg.length).toBeLessThan(2 * 1024 * 1024);
      expect(jpegSize(jpg)).toEqual({ width: 1280, height: 720 });

      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel(IDEA_LABEL).inputValue()).toBe("I built a tiny cabin in 30 days");
      expect(await page.getByLabel(STYLE_LABEL).inputValue()).toBe("gaming");
      expect(await page.getByLabel(TEXT_OVERLAY_LABEL).inputValue()).toBe("bold");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's wrapped message when the provider refuses the key", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await page.getByLabel(IDEA_LABEL).fill("UNAUTH test video");
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toBe(wrapError(MESSAGE_UNAUTHORIZED));
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("uses the visitor's OpenAI key from the browser only (chat model falls back to DALL·E 3)", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const toServer: Request[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(server.url)) toServer.push(r);
    });
    try {
      await open(page);
      await page.getByLabel(MODEL_LABEL).selectOption("gpt-4o");
      await page.getByLabel(IDEA_LABEL).fill("Best budget phones");
      expect(await page.getByRole("button", { name: SAVE_SETTINGS_LABEL }).isDisabled()).toBe(true);
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toBe(MESSAGE_KEY_REQUIRED);

      await page.getByLabel("OpenAI API key").fill(KEY);
      await page.getByRole("button", { name: SAVE_SETTINGS_LABEL }).click();
      const masked = await page.getByTestId("masked-key").textContent();
      expect(masked?.replace(/•/g, "")).toBe(KEY.slice(-5));

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel(MODEL_LABEL).inputValue()).toBe("gpt-4o");
      expect(await page.getByTestId("masked-key").textContent()).toBe(masked);

      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.getByTestId("thumb-result").waitFor();
      const calls = openaiFake.requests.filter((r) => r.method === "POST");
      expect(calls).toHaveLength(1);
      expect(calls[0]!.path).toBe("/images/generations");
      expect(calls[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(calls[0]!.json()).toMatchObject({ model: "dall-e-3", n: 1, size: "1792x1024", quality: "hd" });
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole("button", { name: "Remove key" }).click();
      expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(KEY);
      for (const r of toServer) {
        expect(r.url()).not.toContain(KEY);
        expect(JSON.stringify(await r.allHeaders())).not.toContain(KEY);
        expect(r.postData() ?? "").not.toContain(KEY);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
