import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, openMoreOptions } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeReply, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import {
  BANNER_MESSAGES,
  CONTINUE_LABEL,
  COPY_ALL_LABEL,
  DOWNLOAD_TXT_LABEL,
  EMPTY_SCRIPT_MESSAGE,
  GENERATE_LABEL,
  INVALID_SCENE_COUNT_MESSAGE,
  NEXT_LABEL,
  PREVIOUS_LABEL,
  RESET_LABEL,
  SCENE_COUNT_LABEL,
  SCRIPT_LABEL,
  STYLE_SEARCH_LABEL,
  TXT_FILE_NAME,
  USE_RECOMMENDED_LABEL,
} from "./logic";

const baseUrl = inject("baseUrl");
const SLUG = "script-to-image-prompt-generator";

/** Answers a batch with exactly the scenes it asks for, without the style prefix on odd scenes. */
function scenesReply(req: RecordedRequest): FakeReply {
  const user = lastUserMessage(req);
  if (user === "Hello") return chatCompletion("Hi");
  const count = Number(/exactly (\d+) consecutive/.exec(user)?.[1]);
  const start = Number(/from (\d+) to/.exec(user)?.[1]);
  const style = /"([^"]+) style:"/.exec(user)?.[1] ?? "";
  const scenes = Array.from({ length: count }, (_, i) => ({
    number: start + i,
    title: `Moment ${start + i}`,
    prompt: `${(start + i) % 2 === 0 ? `${style} style: ` : ""}frame ${start + i}`,
  }));
  return chatCompletion(`\`\`\`json\n${JSON.stringify({ style, total_scenes: 45, scenes })}\n\`\`\``);
}

let browser: Browser;
let fake: FakeUpstream;
let server: RunningServer;
beforeAll(async () => {
  fake = await startFakeUpstream(scenesReply);
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
const scriptBox = (page: Page) => page.getByRole("textbox", { name: SCRIPT_LABEL, exact: true });
const sceneCount = (page: Page) => page.getByLabel(SCENE_COUNT_LABEL, { exact: true });
const generate = (page: Page) => page.getByRole("button", { name: GENERATE_LABEL, exact: true });
const showing = (page: Page) => page.getByTestId("showing");
const SCRIPT = Array.from({ length: 90 }, (_, i) => `w${i + 1}`).join(" ");

/** As a visitor does: clicking the style's card (its label). */
async function pickStyle(page: Page, id: string) {
  await openMoreOptions(page);
  await page.locator(`label:has(input[name="visual-style"][value="${id}"])`).click();
  expect(await page.locator(`input[name="visual-style"][value="${id}"]`).isChecked()).toBe(true);
}

async function open(page: Page, origin = server.url) {
  await page.goto(`${origin}/${SLUG}`);
  await waitForHydration(page);
}

async function connected(page: Page) {
  await page.getByRole("status").filter({ hasText: BANNER_MESSAGES.connected }).waitFor();
}

describe("script-to-image-prompt generator", () => {
  it("45 scenes: 3 model calls, three pages with the right Showing lines, Copy All and Download TXT", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page);
      await connected(page);
      await scriptBox(page).fill(SCRIPT);
      expect(await page.getByTestId("stat-words").textContent()).toBe("90");
      expect(await page.getByTestId("stat-recommended-scenes").textContent()).toBe("2");
      await page.getByRole("button", { name: USE_RECOMMENDED_LABEL }).click();
      expect(await sceneCount(page).inputValue()).toBe("2");
      await openMoreOptions(page);
      await page.getByLabel(STYLE_SEARCH_LABEL).fill("anime");
      await pickStyle(page, "anime");
      expect(await page.getByTestId("selected-style").textContent()).toContain("Anime");
      await sceneCount(page).fill("45");
      const before = completions().length;
      await generate(page).click();

      await page.getByText("Showing 1–20 of 45", { exact: true }).waitFor();
      const sent = completions().slice(before);
      expect(sent).toHaveLength(3);
      expect(sent.map((r) => /batch (\d) of 3/.exec(lastUserMessage(r))?.[1])).toEqual(["1", "2", "3"]);
      expect(sent[0]!.json()).toMatchObject({ temperature: 0.4, max_tokens: 4000, response_format: { type: "json_object" } });
      expect(lastUserMessage(sent[2]!)).toContain("w81 w82");
      expect(await page.getByTestId("scene-card").count()).toBe(20);
      expect(await page.getByTestId("scene-card").first().textContent()).toContain("Anime style: frame 1");
      expect(await page.getByRole("button", { name: PREVIOUS_LABEL }).isDisabled()).toBe(true);
      await page.getByRole("button", { name: NEXT_LABEL }).click();
      expect(await showing(page).textContent()).toBe("Showing 21–40 of 45");
      await page.getByRole("button", { name: NEXT_LABEL }).click();
      expect(await showing(page).textContent()).toBe("Showing 41–45 of 45");
      expect(await page.getByTestId("scene-card").count()).toBe(5);
      expect(await page.getByRole("button", { name: NEXT_LABEL }).isDisabled()).toBe(true);

      await page.getByRole("button", { name: COPY_ALL_LABEL }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith("Scene 1: Moment 1\nAnime style: frame 1\n\nScene 2: Moment 2\nAnime style: frame 2")).toBe(true);
      expect(copied).toContain("Scene 45: Moment 45\nAnime style: frame 45");

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_TXT_LABEL }).click()]);
      expect(dl.suggestedFilename()).toBe(TXT_FILE_NAME);
      const txt = readFileSync((await dl.path())!, "utf8");
      expect(txt).toMatch(/^YouTube Script to Image Prompts\nStyle: Anime\nTotal Scenes: 45\nGenerated: \d{4}-\d\d-\d\d \d\d:\d\d\n\nScene 1: Moment 1\nAnime style: frame 1\n/);
      expect(txt.match(/^Scene \d+:/gm)).toHaveLength(45);

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a batch that keeps failing is retried 4 times with the spec's message, keeps batch 1, and Continue finishes the run", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await connected(page);
      fake.setHandler((req) => (/batch 2 of 3/.test(lastUserMessage(req)) ? providerError(429, "Rate limit reached", { "retry-after": "1" }) : scenesReply(req)));
      await scriptBox(page).fill(SCRIPT);
      await sceneCount(page).fill("45");
      const before = completions().length;
      await generate(page).click();
      await page.getByText("Rate-limited or server busy. Waiting 1s before retry 1/4...").waitFor();
      await page.getByText("Batch 2 of 3", { exact: true }).waitFor();
      const alert = page.getByRole("alert");
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.textContent()).toContain("Failed to generate prompts. (Rate limit exceeded. Please wait a moment before trying again.)");
      // Batch 1 once, batch 2 once plus 4 retries; batch 3 never.
      const calls = completions().slice(before).map((r) => /batch (\d) of 3/.exec(lastUserMessage(r))?.[1]);
      expect(calls).toEqual(["1", "2", "2", "2", "2", "2"]);
      expect(await showing(page).textContent()).toContain("Showing 1–20 of 20");

      fake.setHandler(scenesReply);
      await alert.getByRole("button", { name: CONTINUE_LABEL }).click();
      await page.getByText("Showing 1–20 of 45", { exact: true }).waitFor();
      expect(completions().slice(before).length).toBe(8);
      expect(await page.getByRole("alert").count()).toBe(0);
      expect(errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    } finally {
      fake.setHandler(scenesReply);
      await context.close();
    }
  });

  it("shows the validation messages and keeps the draft across a reload on a phone", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await connected(page);
      await generate(page).click();
      await page.getByText(EMPTY_SCRIPT_MESSAGE, { exact: true }).waitFor();
      await scriptBox(page).fill("A short script about the sea.\n\nSecond paragraph.");
      await sceneCount(page).fill("0");
      await generate(page).click();
      await page.getByText(INVALID_SCENE_COUNT_MESSAGE, { exact: true }).waitFor();
      expect(await page.getByTestId("stat-paragraphs").textContent()).toBe("2");
      await sceneCount(page).fill("3");
      await pickStyle(page, "watercolor");
      await generate(page).click();
      await page.getByText("Showing 1–3 of 3", { exact: true }).waitFor();
      expect(await overflow(page)).toBe(0);
      for (const name of [GENERATE_LABEL, RESET_LABEL, USE_RECOMMENDED_LABEL, COPY_ALL_LABEL, DOWNLOAD_TXT_LABEL]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.getElementById("script") as HTMLTextAreaElement | null)?.value.startsWith("A short script"));
      expect(await sceneCount(page).inputValue()).toBe("3");
      await openMoreOptions(page);
      expect(await page.getByRole("radio", { name: /^Watercolor/ }).isChecked()).toBe(true);
      expect(await overflow(page)).toBe(0);
      await page.getByRole("button", { name: RESET_LABEL }).click();
      expect(await scriptBox(page).inputValue()).toBe("");
      expect(await sceneCount(page).inputValue()).toBe("10");
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
