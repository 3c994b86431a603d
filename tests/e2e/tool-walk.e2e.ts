import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tools } from "../../tools/registry";
import { toolPath } from "../../tools/types";
import { TRY_EXAMPLE_LABEL } from "../../app/ui/ExampleButton";
import { launchBrowser, openPage, waitForHydration } from "../helpers/browser";
import { startProductionServer, type RunningServer } from "../helpers/server-process";
import { chatCompletion, lastUserMessage, providerError } from "../helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream } from "../helpers/fake-upstream";

/**
 * Issue 18, the walk: every tool used once at 1366×768 as a visitor would. Afterwards its
 * result or its error is on screen, and, where the work is not live as one types, the focus
 * has moved to it (an alert, a field marked invalid, or the result itself), so nothing happens
 * out of sight. The language model answers its status probe but refuses every request (400),
 * and YouTube is a closed local port: the tools fail fast, the worst case for "did anything
 * happen?".
 */
const LAPTOP = { width: 1366, height: 768 };

interface Use {
  /** Press "Try an example" first. */
  example?: boolean;
  /** Fields to fill, by label. */
  fill?: [label: string, value: string][];
  /** The button to press (by its accessible name); none for live tools. */
  press?: string | RegExp;
  /** Live tools: the result that must be on screen after typing (a selector). */
  live?: string;
}

const SCRIPT = "Today we bake bread. First we feed the starter and wait for bubbles. Then we shape the loaf and bake it hot.";

const USE: Record<string, Use> = {
  "ai-json-builder": { fill: [["Video Description", "A lighthouse keeper relights the lamp in a storm"]], press: "Generate JSON" },
  generator: { press: "Noir City", live: "[aria-label='Generated JSON']" },
  "youtube-long-script-generator": { fill: [["Video Title", "How to bake sourdough bread"]], press: "Generate Script" },
  "youtube-script-rewriter": { fill: [["Channel Name", "Bread Lab"], ["Original Script", SCRIPT]], press: "Rewrite Script" },
  "youtube-title-generator": { example: true, press: "Generate 10 Titles" },
  "youtube-video-kit": { fill: [["Video idea", "Keeping sourdough alive on a road trip"]], press: "Generate Video Kit" },
  "youtube-description-generator": { fill: [["Video Title", "How to bake sourdough bread"]], press: "Generate Description" },
  "youtube-hashtag-generator": { example: true, press: "Generate Hashtags" },
  "youtube-tag-generator": { example: true, press: "Generate Tags" },
  "image-prompt-generator": { fill: [["Describe Your Image", "A red fox in a snowy forest at sunrise"]], press: "Generate Prompt" },
  "script-to-image-prompt-generator": { fill: [["Your YouTube Script", SCRIPT]], press: "Generate Image Prompts" },
  "sora-2-prompt-generator": { fill: [["Your Idea", "A corgi surfs a small wave at sunset"]], press: "Generate prompt" },
  "bulk-text-to-image-generator": { fill: [["Prompts (one per line)", "A red fox in the snow\nA lighthouse at night"]], press: /^Generate/ },
  "youtube-thumbnail-maker": { fill: [["Video idea", "I built a cabin in 30 days"]], press: "Generate Thumbnail" },
  "youtube-video-tag-extractor": { example: true, press: "Extract Tags" },
  "youtube-video-title-description-extractor": { example: true, press: "Extract Title & Description" },
  "youtube-channel-id-finder": { example: true, press: "Find Channel ID" },
  "youtube-trending-videos-finder": { press: "Find Trending Videos" },
  "youtube-channel-search-tool": { fill: [["Keyword", "baking"]], press: "Search Channels" },
  "youtube-money-calculator": { fill: [["Daily views", "25000"]], live: "[data-testid=earnings-daily], main output, main [aria-live]" },
  "youtube-thumbnail-downloader": { example: true, press: "Get Thumbnails" },
  "youtube-channel-banner-downloader": { example: true, press: "Get Channel Banners" },
  "youtube-channel-logo-downloader": { example: true, press: "Get Channel Logos" },
  "youtube-comment-picker": { example: true, press: "Fetch Comments" },
  // Live: the code follows every change of the options once there is a video.
  "youtube-embed-code-generator": { fill: [["Video URL (exact)", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"]], press: "Generate Embed Code", live: "main textarea[readonly]" },
  "text-to-speech": { fill: [["Text to convert", SCRIPT]], press: "Generate Speech" },
  "case-converter": { fill: [["Input", "hello world from the walk"]], live: "main textarea >> nth=1" },
  "comma-separating-tool": { fill: [["Column data", "apple\nbanana\ncherry"]], live: "main textarea" },
  // The code appears beside the button and is announced; the focus stays for the next press.
  "sora-invite-codes": { press: "Generate Next Code", live: "[data-testid=invite-code]" },
};

/** Where the focus is, and whether it is something a tool moved it to, on screen. */
function focusReport(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: "body" };
    const r = el.getBoundingClientRect();
    const onScreen = r.bottom > 0 && r.top < window.innerHeight;
    const kind = el.getAttribute("role") === "alert" || el.closest("[role=alert]") ? "alert" : el.getAttribute("aria-invalid") === "true" ? "invalid field" : el.getAttribute("tabindex") === "-1" ? "revealed result" : null;
    return { ok: kind !== null && onScreen, what: `${kind ?? el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 60)}" top=${Math.round(r.top)}` };
  });
}

let browser: Browser;
let server: RunningServer;
let llm: FakeUpstream;
beforeAll(async () => {
  browser = await launchBrowser();
  llm = await startFakeUpstream((req) => (lastUserMessage(req) === "Hello" ? chatCompletion("Hi") : providerError(400, "The walk refuses this request")));
  server = await startProductionServer({
    LLM_API_KEY: "sk-walk-test",
    YOUTUBE_API_KEY: "yt-walk-test",
    LLM_BASE_URL: llm.url,
    YOUTUBE_API_BASE_URL: "http://127.0.0.1:9",
    YOUTUBE_WEB_BASE_URL: "http://127.0.0.1:9",
    TOGETHER_API_KEY: "tg-walk-test",
    TOGETHER_BASE_URL: "http://127.0.0.1:9/v1",
  });
});
afterAll(async () => {
  await server?.stop();
  await llm?.close();
  await browser?.close();
});

describe("every tool, used once at 1366×768", () => {
  it("has a way to use it in this walk", () => {
    expect(Object.keys(USE).sort()).toEqual(tools.map((t) => t.slug).sort());
  });

  it.each(tools.map((t) => [t.slug] as const))(
    "%s: the result or error is on screen, with focus unless the tool is live",
    async (slug) => {
      const use = USE[slug]!;
      const { page, context } = await openPage(browser, LAPTOP);
      try {
        await page.goto(server.url + toolPath(slug));
        await waitForHydration(page);
        if (use.example) await page.getByRole("button", { name: TRY_EXAMPLE_LABEL }).click();
        for (const [label, value] of use.fill ?? []) {
          const exact = label.endsWith(" (exact)");
          await page.getByLabel(label.replace(/ \(exact\)$/, ""), { exact }).first().fill(value);
        }
        if (use.press) await page.getByRole("button", { name: use.press, exact: typeof use.press === "string" }).first().click();
        if (use.live) {
          const result = page.locator(use.live).first();
          await result.waitFor();
          const box = await result.boundingBox();
          expect(box, `${slug}: live result`).not.toBeNull();
          expect(box!.y, `${slug}: live result starts on screen`).toBeLessThan(LAPTOP.height);
          expect(box!.y + box!.height, `${slug}: live result is not above the screen`).toBeGreaterThan(0);
          return;
        }
        await expect.poll(() => focusReport(page), { timeout: 45_000, interval: 250 }).toMatchObject({ ok: true });
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
