import { readFileSync } from "node:fs";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HAVE_FIXTURES, SKIP_NOTE } from "../../server/services/youtube/fixtures";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { HIDDEN_TAGS_NOTE, LABELS, LOOKUP_MESSAGES, MESSAGES } from "./logic";
import { API_VIDEO, dataApi, V3, WATCH_PAGES, watchSite } from "../shared/video-lookup-fakes";

if (!HAVE_FIXTURES) console.warn(SKIP_NOTE);

const baseUrl = inject("baseUrl");
const SLUG = "youtube-video-tag-extractor";
const KEY = "e2e-tag-extractor-key";
const API_TAGS = [
  "Google",
  "developers",
  "aog",
  "Actions on Google",
  "Assistant",
  "Google Assistant",
  "actions",
  "google home",
  "actions on google",
  "google assistant developers",
  "google assistant sdk",
  "Actions on google developers",
  "smarthome developers",
  "common terminology",
  "custom action on google",
  "google assistant in your app",
  "add google assistant",
  "assistant on air",
  "how to use google assistant on air",
  "Actions on Google how to",
];
const TITLE = "What are Actions on Google (Assistant on Air)";
/** The fake model's answer: two repeats of existing tags (any case), one invalid line, four new tags. */
const AI_REPLY = "1. GOOGLE ASSISTANT\n2. voice assistant apps\n- Actions On Google\n* conversational design 2025\n#hashtag!\n3) dialogflow tutorial\nsmart display";
const AI_NEW = ["voice assistant apps", "conversational design 2025", "dialogflow tutorial", "smart display"];

let api: FakeUpstream;
let site: FakeUpstream;
let llm: FakeUpstream;
let llmHandler: FakeHandler = () => chatCompletion(AI_REPLY);
/** Makes the fake Data API slow, so that its stage shows before the page fallback's. */
let apiDelayMs = 0;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (!HAVE_FIXTURES) return;
  const videos = dataApi(KEY);
  api = await startFakeUpstream(async (req) => ({ ...(await videos(req)), delayMs: apiDelayMs }));
  site = await startFakeUpstream(watchSite);
  llm = await startFakeUpstream((req) => llmHandler(req));
  server = await startProductionServer({
    YOUTUBE_API_KEY: KEY,
    YOUTUBE_API_BASE_URL: `${api.url}${V3}`,
    YOUTUBE_WEB_BASE_URL: site.url,
    LLM_API_KEY: "sk-e2e",
    LLM_BASE_URL: llm.url,
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([api, site, llm].map((u) => u?.close()));
});

/** API failures we cause on purpose are logged by Chromium as failed resources; nothing else may be. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|429|502|503)/.test(e));
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

async function extract(page: Page, input: string) {
  await page.getByLabel(LABELS.input).fill(input);
  await page.getByRole("button", { name: LABELS.extract }).click();
}

/** Records every value the progress bar shows. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[] };
    w.__progress = [];
    const bar = document.querySelector('[role="progressbar"]')!;
    new MutationObserver(() => {
      const v = Number(bar.getAttribute("aria-valuenow"));
      if (w.__progress.at(-1) !== v) w.__progress.push(v);
    }).observe(bar, { attributes: true, attributeFilter: ["aria-valuenow"] });
  });
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

async function quota(url: string): Promise<{ total: number; cacheHits: number }> {
  const body = (await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: { total: number; cacheHits: number } } } };
  return body.services.youtube.quota;
}

async function save(page: Page, name: string): Promise<{ name: string; text: string }> {
  const [dl] = (await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Download ${name}` }).click()])) as [Download, void];
  return { name: dl.suggestedFilename(), text: readFileSync((await dl.path())!, "utf8") };
}

describe.skipIf(!HAVE_FIXTURES)("video tag extractor", () => {
  it("extracts a video's tags through the API, with staged progress, Copy, Expand with AI and the three downloads", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      expect(await page.getByText(HIDDEN_TAGS_NOTE).isVisible()).toBe(true);
      const before = await quota(server.url);
      const progress = await recordProgress(page);

      await extract(page, `https://www.youtube.com/watch?v=${API_VIDEO}&feature=share`);
      await field(page, "tags").waitFor();
      // The result comes to the person: focus moves to it (announced as the "Result" region).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Result");
      expect(await field(page, "title").textContent()).toBe(TITLE);
      expect(await field(page, "videoId").textContent()).toBe(API_VIDEO);
      expect(await field(page, "videoId").getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${API_VIDEO}`);
      expect(await field(page, "tags").inputValue()).toBe(API_TAGS.join(", "));
      expect(await field(page, "tags").getAttribute("readonly")).not.toBeNull();
      expect(await field(page, "tagCount").textContent()).toBe("20 tags");
      // The spec's stages as they happened: parse ID, API, finalizing, complete; then the reset after 0.4 s.
      await expect.poll(progress).toContain(0);
      const seen = await progress();
      expect(seen.slice(0, -1)).toEqual([...seen.slice(0, -1)].sort((a, b) => a - b));
      // Stages that finish within one frame are drawn together, so only the end points are certain;
      // 75 (reading the watch page) and 20 (the spec wait) must never show on this path.
      expect(seen).toContain(100);
      expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
      expect(seen).not.toContain(75);
      expect(seen).not.toContain(20);
      expect(await quota(server.url)).toMatchObject({ total: before.total + 1 });

      // Copy: the tag area's text, "Copied!" for 2 s.
      const copy = page.getByRole("button", { name: `${LABELS.copy} ${LABELS.tags}` });
      await copy.click();
      await copy.getByText("Copied!", { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(API_TAGS.join(", "));
      const copiedAt = Date.now();
      await copy.getByText(LABELS.copy, { exact: true }).waitFor();
      expect(Date.now() - copiedAt).toBeGreaterThan(1500);

      // Expand with AI: one model call; repeats of existing tags (any case) and invalid lines dropped.
      llm.requests.length = 0;
      await page.getByRole("button", { name: LABELS.expand }).click();
      await field(page, "added").getByText(MESSAGES.added(AI_NEW.length)).waitFor();
      const all = [...API_TAGS, ...AI_NEW];
      expect(await field(page, "tags").inputValue()).toBe(all.join(", "));
      expect(await field(page, "tagCount").textContent()).toBe("24 tags");
      expect(llm.requests).toHaveLength(1);
      const sent = llm.requests[0]!.json() as { temperature: number; max_tokens: number };
      expect([sent.temperature, sent.max_tokens]).toEqual([0.6, 600]);
      expect(lastUserMessage(llm.requests[0]!)).toContain(`Video title: ${TITLE}`);
      expect(await page.getByRole("button", { name: LABELS.expand }).isEnabled()).toBe(true);

      // Downloads carry the expanded list.
      const txt = await save(page, LABELS.txt);
      expect(txt).toEqual({ name: "youtube-tags.txt", text: `${all.join(", ")}\n` });
      const csv = await save(page, LABELS.csv);
      expect(csv.name).toBe("youtube-tags.csv");
      expect(csv.text).toBe(`"tag"\r\n${all.map((t) => `"${t}"\r\n`).join("")}`);
      const json = await save(page, LABELS.json);
      expect(json.name).toBe("youtube-tags.json");
      expect(json.text).toBe(JSON.stringify({ videoId: API_VIDEO, title: TITLE, tags: all }, null, 2));

      // The same video again: answered from the cache, no quota spent.
      const cached = await quota(server.url);
      await extract(page, `https://youtu.be/${API_VIDEO}`);
      await expect.poll(async () => field(page, "tagCount").textContent()).toBe("20 tags");
      expect(await quota(server.url)).toMatchObject({ total: cached.total, cacheHits: cached.cacheHits + 1 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("falls back to the watch page; a video without tags says No tags found and can still be expanded from its title", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      const progress = await recordProgress(page);
      apiDelayMs = 300;
      await extract(page, WATCH_PAGES.noTags);
      await field(page, "noTags").waitFor();
      expect(await field(page, "noTags").textContent()).toBe("No tags found");
      expect(await field(page, "title").textContent()).toBe("Longest YouTube video!!");
      expect(await field(page, "tagCount").textContent()).toBe("0 tags");
      // API first (it does not know the video), then the page fallback.
      // The watch-page stage (75) lasts as long as the page fetch, so it is always drawn.
      await expect.poll(progress).toEqual(expect.arrayContaining([75, 100]));
      expect(await page.getByRole("button", { name: `${LABELS.copy} ${LABELS.tags}` }).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: `Download ${LABELS.txt}` }).isDisabled()).toBe(true);
      const json = await save(page, LABELS.json);
      expect(JSON.parse(json.text)).toEqual({ videoId: WATCH_PAGES.noTags, title: "Longest YouTube video!!", tags: [] });

      llmHandler = () => chatCompletion("longest video\nlong videos 2025");
      await page.getByRole("button", { name: LABELS.expand }).click();
      await field(page, "tags").waitFor();
      expect(await field(page, "tags").inputValue()).toBe("longest video, long videos 2025");
      expect(errors).toEqual([]);
    } finally {
      apiDelayMs = 0;
      llmHandler = () => chatCompletion(AI_REPLY);
      await context.close();
    }
  });

  it("says the spec's messages: empty input, unparsable input, a private video, a provider error, AI returned no tags", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByRole("button", { name: LABELS.extract }).click();
      await page.getByText(LOOKUP_MESSAGES.empty, { exact: true }).waitFor();
      await extract(page, "https://vimeo.com/123456");
      await page.getByText("Could not parse video ID. Please enter a valid YouTube URL or 11-char ID.", { exact: true }).waitFor();
      expect(await page.getByLabel(LABELS.input).getAttribute("aria-invalid")).toBe("true");

      await extract(page, `https://www.youtube.com/watch?v=${WATCH_PAGES.private}`);
      await page.getByRole("alert").getByText("This video is private, so its details are not public.", { exact: true }).waitFor();

      await extract(page, WATCH_PAGES.withTags);
      await field(page, "tags").waitFor();
      llmHandler = () => providerError(401, "Invalid API Key");
      await page.getByRole("button", { name: LABELS.expand }).click();
      await page.getByRole("alert").getByText("Groq API error: 401", { exact: true }).waitFor();
      llmHandler = () => chatCompletion("Sorry, I can't help with that.");
      await page.getByRole("button", { name: LABELS.expand }).click();
      await page.getByRole("alert").getByText(MESSAGES.aiNoTags, { exact: true }).waitFor();
      expect(await field(page, "tagCount").textContent()).toBe("23 tags");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      llmHandler = () => chatCompletion(AI_REPLY);
      await context.close();
    }
  });

  it("keeps the input as a draft across a reload", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await page.getByLabel(LABELS.input).fill(`https://youtu.be/${API_VIDEO}`);
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel(LABELS.input).inputValue()).toBe(`https://youtu.be/${API_VIDEO}`);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone with 44 px touch targets, and passes axe with a result shown", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/${SLUG}`);
      await waitForHydration(page);
      await extract(page, WATCH_PAGES.withTags);
      await field(page, "tags").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      for (const name of [LABELS.extract, `${LABELS.copy} ${LABELS.tags}`, LABELS.expand, `Download ${LABELS.txt}`, `Download ${LABELS.csv}`, `Download ${LABELS.json}`]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box!.height, name).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("without a language-model key, Expand with AI says the key is not configured", async () => {
    const noAi = await startProductionServer({ YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE_URL: `${api.url}${V3}`, YOUTUBE_WEB_BASE_URL: site.url });
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${noAi.url}/${SLUG}`);
      await waitForHydration(page);
      await extract(page, API_VIDEO);
      await field(page, "tags").waitFor();
      await page.getByRole("button", { name: LABELS.expand }).click();
      await page.getByRole("alert").getByText("Groq API key not configured.", { exact: true }).waitFor();
      expect(await field(page, "tagCount").textContent()).toBe("20 tags");
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
      await noAi.stop();
    }
  });
});

describe("video tag extractor on the default server (no keys, no reachable YouTube)", () => {
  it("says plainly that the YouTube API key is not configured and YouTube could not be reached", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/${SLUG}`);
      await waitForHydration(page);
      await extract(page, "dQw4w9WgXcQ");
      await page
        .getByRole("alert")
        .getByText(/^YouTube API key not configured\. (Could not reach YouTube|YouTube took too long to answer)\. Please try again\.$/)
        .waitFor({ timeout: 20_000 });
      expect(await page.getByRole("button", { name: LABELS.extract }).isEnabled()).toBe(true);
      expect(await page.locator('[role="progressbar"]').getAttribute("aria-valuenow")).toBe("0");
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
