import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { chatCompletion, chatStream, lastUserMessage, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import {
  COPIED_LABEL,
  COPY_LABEL,
  CTA_LABEL,
  DOWNLOAD_LABEL,
  GENERATE_LABEL,
  HASHTAGS_LABEL,
  LENGTH_LABEL,
  MESSAGE_TITLE_OR_TOPIC_REQUIRED,
  STYLE_LABEL,
  TITLE_LABEL,
  TOPIC_LABEL,
  charCount,
  wordCount,
} from "./logic";

const baseUrl = inject("baseUrl");
const SLUG = "youtube-description-generator";

/** A Markdown-flavoured answer, streamed in small pieces so the page shows it being written. */
const ANSWER = [
  "## Keep your starter **alive** on the road",
  "In this video I show *exactly* how I carried a sourdough starter through three weeks of travel.",
  "",
  "TIMESTAMPS",
  "0:00 Introduction",
  "1:15 Drying the starter",
  "4:30 Reviving it in a hotel room",
  "",
  "Grab the free checklist linked below and subscribe for more baking adventures!",
].join("\n");
const EXPECTED = [
  "Keep your starter alive on the road",
  "In this video I show exactly how I carried a sourdough starter through three weeks of travel.",
  "",
  "TIMESTAMPS",
  "0:00 Introduction",
  "1:15 Drying the starter",
  "4:30 Reviving it in a hotel room",
  "",
  "Grab the free checklist linked below and subscribe for more baking adventures!",
].join("\n");
const PIECES = ANSWER.match(/[\s\S]{1,6}/g)!;

function reply(req: RecordedRequest) {
  const user = lastUserMessage(req);
  if (user === "Hello") return chatCompletion("Hi"); // the server's status probe
  if (user.includes("Video topic: empty answer")) return chatStream([]);
  if (user.includes("Video topic: rate limit me")) return providerError(429, "Too many requests", { "retry-after": "9" });
  return wantsStream(req) ? chatStream(PIECES, 60) : chatCompletion(ANSWER);
}

let browser: Browser;
let fake: FakeUpstream;
let server: RunningServer;
beforeAll(async () => {
  fake = await startFakeUpstream(reply);
  server = await startProductionServer({ LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url, RATE_LIMIT_AI_PER_MIN: "1000" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const completions = () => fake.requests.filter((r) => r.path === "/chat/completions" && lastUserMessage(r) !== "Hello");
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function open(page: Page, origin = server.url) {
  await page.goto(`${origin}/${SLUG}`);
  await waitForHydration(page);
}

describe("video description generator", () => {
  it("streams the description with real progress, counts it, copies and downloads it", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page);
      await page.getByLabel(TITLE_LABEL, { exact: true }).fill("Sourdough Starter on the Road!");
      await page.getByLabel(TOPIC_LABEL, { exact: true }).fill("travelling with a sourdough starter");
      await page.getByLabel(STYLE_LABEL).selectOption("tutorial");
      await page.getByLabel(LENGTH_LABEL).selectOption("short");
      await page.getByLabel(CTA_LABEL).fill("Grab the free checklist");
      await page.getByLabel(HASHTAGS_LABEL).uncheck();
      const before = completions().length;
      await page.getByRole("button", { name: GENERATE_LABEL }).click();

      // Part-way: some text on screen, a progress percent between 0 and 100.
      const text = page.getByTestId("description-text");
      await page.waitForFunction(() => {
        const t = document.querySelector("[data-testid=description-text]")?.textContent ?? "";
        return t.includes("starter") && document.querySelector("[role=progressbar]") !== null;
      });
      const midway = Number(await page.getByRole("progressbar").getAttribute("aria-valuenow"));
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(100);
      expect((await text.textContent())!.length).toBeLessThan(EXPECTED.length);

      await page.getByRole("heading", { name: "Your description", exact: true }).waitFor();
      expect(await page.getByRole("progressbar").count()).toBe(0);
      expect(await text.textContent()).toBe(EXPECTED);
      expect(await page.getByTestId("description-counts").textContent()).toBe(`${wordCount(EXPECTED)} words · ${charCount(EXPECTED)} characters`);

      const sent = completions().slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.json()).toMatchObject({ stream: true, max_tokens: 1500, temperature: 0.8 });
      const user = lastUserMessage(sent[0]!);
      for (const part of ["Video title: Sourdough Starter on the Road!", "Video topic: travelling with a sourdough starter", "Style: tutorial", "100-200 words", "Grab the free checklist", "Do not include hashtags."]) {
        expect(user).toContain(part);
      }

      const clickedAt = Date.now();
      await page.getByRole("button", { name: COPY_LABEL }).click();
      await page.getByRole("button", { name: COPIED_LABEL }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXPECTED);
      // "Copied to Clipboard!" for 2 seconds, then the label returns.
      await page.getByRole("button", { name: COPY_LABEL, exact: true }).waitFor({ timeout: 5000 });
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900);

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_LABEL }).click()]);
      expect(dl.suggestedFilename()).toBe("sourdough-starter-on-the-road-description.txt");
      expect(readFileSync((await dl.path())!, "utf8")).toBe(EXPECTED);

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("asks for a title or topic before sending anything", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      const before = completions().length;
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.locator("form").getByText(MESSAGE_TITLE_OR_TOPIC_REQUIRED, { exact: true }).waitFor();
      expect(completions().length).toBe(before);
      // A topic alone is enough; the file is then named after it.
      await page.getByLabel(TOPIC_LABEL, { exact: true }).fill("Camping Gear");
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.getByRole("heading", { name: "Your description", exact: true }).waitFor();
      expect(await page.locator("form").getByText(MESSAGE_TITLE_OR_TOPIC_REQUIRED).count()).toBe(0);
      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_LABEL }).click()]);
      expect(dl.suggestedFilename()).toBe("camping-gear-description.txt");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's errors: nothing generated, and a rate limit plainly", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await page.getByLabel(TOPIC_LABEL, { exact: true }).fill("empty answer");
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      const alert = page.getByRole("alert");
      await alert.getByText("Failed to generate description: No description generated. Please try again.").waitFor();
      expect(await page.getByTestId("description-text").count()).toBe(0);

      await page.getByLabel(TOPIC_LABEL, { exact: true }).fill("rate limit me");
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await alert.getByText("Failed to generate description: API request failed: 429").waitFor();
      expect(await alert.textContent()).toContain("Rate limit exceeded. Please wait a moment before trying again. You can try again in 9 seconds.");
      expect(await page.getByRole("button", { name: GENERATE_LABEL }).isEnabled()).toBe(true);
      expect(errors.filter((e) => !/status of (429|502)/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the inputs as a draft across a reload and fits a phone screen", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await page.getByLabel(TITLE_LABEL, { exact: true }).fill("A Very Long Title With Averyveryveryverylongwordthatcouldoverflowthephonescreenifnotwrapped");
      await page.getByLabel(STYLE_LABEL).selectOption("news");
      await page.getByLabel(HASHTAGS_LABEL).uncheck();
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.getByRole("heading", { name: "Your description", exact: true }).waitFor();
      expect(await overflow(page)).toBe(0);
      for (const name of [GENERATE_LABEL, COPY_LABEL, DOWNLOAD_LABEL]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.getElementById("description-title") as HTMLInputElement | null)?.value.startsWith("A Very Long Title") === true);
      expect(await page.getByLabel(STYLE_LABEL).inputValue()).toBe("news");
      expect(await page.getByLabel(HASHTAGS_LABEL).isChecked()).toBe(false);
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
