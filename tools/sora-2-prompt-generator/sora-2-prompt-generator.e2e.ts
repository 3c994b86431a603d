import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import {
  ADD_ACTION_LABEL,
  CAMERA_SHOT_LABEL,
  COPY_LABEL,
  GENERATE_LABEL,
  IDEA_LABEL,
  IDEA_REQUIRED_MESSAGE,
  MODEL_LABEL,
  MOOD_LABEL,
  PREVIEW_PLACEHOLDER,
  PROSE_LABEL,
  SECONDS_LABEL,
  SIZE_LABEL,
  actionLabel,
  removeActionLabel,
} from "./logic";

const baseUrl = inject("baseUrl");
const SLUG = "sora-2-prompt-generator";
const FIELDS = { prose: "A corgi surfs a small wave at sunset.", cameraShot: "Low tracking shot", mood: "Joyful", actions: ["Paddles out", "Stands up on the board"], dialogue: "", visualCues: "Golden hour, 35 mm film", model: "sora-2-pro", size: "1792x1024", seconds: 12 };

function reply(req: RecordedRequest) {
  const user = lastUserMessage(req);
  if (user === "Hello") return chatCompletion("Hi");
  if (user.includes("Idea: forbidden")) return providerError(401, "Invalid API Key");
  return chatCompletion(`Sure!\n${JSON.stringify(FIELDS)}`);
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
const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });
const idea = (page: Page) => page.getByRole("textbox", { name: IDEA_LABEL, exact: true });
const preview = (page: Page) => page.getByTestId("sora-preview");

async function open(page: Page, origin = server.url) {
  await page.goto(`${origin}/${SLUG}`);
  await waitForHydration(page);
}

describe("Sora 2 prompt generator", () => {
  it("field edits update the preview at once; a model change resets an invalid size; Copy copies the preview", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page);
      expect(await preview(page).textContent()).toBe(PREVIEW_PLACEHOLDER);
      await label(page, PROSE_LABEL).fill("A lighthouse in a storm.");
      expect(await preview(page).textContent()).toContain("A lighthouse in a storm.");
      await label(page, CAMERA_SHOT_LABEL).fill("Slow dolly-in");
      await label(page, MOOD_LABEL).fill("Tense");
      await label(page, actionLabel(0)).fill("Waves crash");
      await page.getByRole("button", { name: ADD_ACTION_LABEL }).click();
      await label(page, actionLabel(1)).fill("The lamp flickers on");
      expect(await preview(page).textContent()).toContain("Actions:\n1. Waves crash\n2. The lamp flickers on");
      await page.getByRole("button", { name: removeActionLabel(0) }).click();
      expect(await preview(page).textContent()).toContain("Actions:\n1. The lamp flickers on");

      await label(page, MODEL_LABEL).selectOption("sora-2-pro");
      expect(await label(page, SIZE_LABEL).locator("option").allTextContents()).toEqual(["1280x720", "720x1280", "1024x1792", "1792x1024"]);
      await label(page, SIZE_LABEL).selectOption("1024x1792");
      await label(page, SECONDS_LABEL).selectOption("4");
      expect(await preview(page).textContent()).toContain("Model: sora-2-pro · Size: 1024x1792 (portrait) · Duration: 4 seconds");
      await label(page, MODEL_LABEL).selectOption("sora-2");
      expect(await label(page, SIZE_LABEL).inputValue()).toBe("1280x720");
      expect(await label(page, SIZE_LABEL).locator("option").allTextContents()).toEqual(["1280x720", "720x1280"]);
      const text = await preview(page).textContent();
      expect(text).toContain("Model: sora-2 · Size: 1280x720 (landscape) · Duration: 4 seconds");

      await page.getByRole("button", { name: COPY_LABEL, exact: true }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      expect(completions()).toHaveLength(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Generate prompt fills every field from the idea with one model call; errors use the spec's words", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.getByRole("alert").filter({ hasText: IDEA_REQUIRED_MESSAGE }).waitFor();
      await idea(page).fill("A corgi surfs at sunset");
      const before = completions().length;
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.waitForFunction(() => document.querySelector("[data-testid=sora-preview]")?.textContent?.startsWith("A corgi surfs a small wave"));
      expect(completions().length - before).toBe(1);
      expect(completions()[before]!.json()).toMatchObject({ temperature: 0.7 });
      expect(await label(page, MODEL_LABEL).inputValue()).toBe("sora-2-pro");
      expect(await label(page, SIZE_LABEL).inputValue()).toBe("1792x1024");
      expect(await label(page, SECONDS_LABEL).inputValue()).toBe("12");
      expect(await label(page, actionLabel(1)).inputValue()).toBe("Stands up on the board");
      expect(await preview(page).textContent()).toContain("Visual cues: Golden hour, 35 mm film");

      await idea(page).fill("forbidden idea");
      await page.getByRole("button", { name: GENERATE_LABEL }).click();
      await page.getByRole("alert").filter({ hasText: "Groq denied access (401/403). Check API key and permissions." }).waitFor();
      // The fields from the first run stay.
      expect(await label(page, PROSE_LABEL).inputValue()).toBe(FIELDS.prose);
      expect(errors.filter((e) => !/status of 502/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the draft across a reload and fits a phone screen", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await idea(page).fill("Rain on a neon street");
      await label(page, MOOD_LABEL).fill("Melancholic");
      await label(page, MODEL_LABEL).selectOption("sora-2-pro");
      await label(page, SIZE_LABEL).selectOption("1792x1024");
      expect(await overflow(page)).toBe(0);
      for (const name of [GENERATE_LABEL, ADD_ACTION_LABEL, COPY_LABEL]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.getElementById("sora-idea") as HTMLTextAreaElement | null)?.value === "Rain on a neon street");
      expect(await label(page, SIZE_LABEL).inputValue()).toBe("1792x1024");
      expect(await preview(page).textContent()).toContain("Mood: Melancholic");
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
