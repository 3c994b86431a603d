import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, chosenLanguage } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { OUTPUT_LANGUAGE_LABEL } from "../../app/lib/languages";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { GENERATE_LABEL, KEYWORDS_LABEL, MESSAGE_TOPIC_REQUIRED, STYLE_LABEL, TONE_LABEL, TOPIC_LABEL } from "./logic";

const baseUrl = inject("baseUrl");
const SLUG = "youtube-title-generator";

/** Ten titles: the first 59 characters long (fits), the second 75 (may be cut off), plus lines the filter drops. */
const SHORT_TITLE = "How I Kept My Sourdough Starter Alive on a 3-Week Road Trip";
const LONG_TITLE = "The Sourdough Starter Travel Guide Nobody Told Me About Before My Road Trip";
const TITLES = [SHORT_TITLE, LONG_TITLE, ...Array.from({ length: 8 }, (_, i) => `Sourdough On The Road, Lesson ${i + 3}`)];
const REPLY = ["1. A numbered line the filter drops", "- a dashed line the filter drops", ...TITLES, "An eleventh title that is cut by the cap"].join("\n");

const ARABIC_TITLES = ["١٠ طرق سهلة لتنمية قناتك على يوتيوب", "دليل المبتدئين لتحرير الفيديو خطوة بخطوة"];

function reply(req: RecordedRequest) {
  const user = lastUserMessage(req);
  if (user === "Hello") return chatCompletion("Hi"); // the server's status probe
  if (user.includes("Topic: rate limit me")) return providerError(429, "Too many requests", { "retry-after": "7" });
  if (user.includes("Topic: nothing usable")) return chatCompletion("ok\n-\n1.");
  if (user.includes("Write every title in Arabic")) return chatCompletion(ARABIC_TITLES.join("\n"));
  return chatCompletion(REPLY);
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

async function open(page: Page, origin = server.url) {
  await page.goto(`${origin}/${SLUG}`);
  await waitForHydration(page);
}

async function generate(page: Page, topic: string) {
  await page.getByRole("textbox", { name: TOPIC_LABEL, exact: true }).fill(topic);
  await page.getByRole("button", { name: GENERATE_LABEL }).click();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("video title generator", () => {
  it("generates 10 titles with counts and fit badges, sends the inputs, and copies a title", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page);
      await page.getByLabel(STYLE_LABEL).selectOption("tutorial");
      await page.getByLabel(TONE_LABEL).selectOption("humorous");
      await page.getByLabel(KEYWORDS_LABEL).fill("sourdough, travel");
      const before = completions().length;
      await generate(page, "Travelling with a sourdough starter");

      const items = page.getByTestId("title-item");
      await items.nth(9).waitFor();
      expect(await items.count()).toBe(10);
      expect(await page.locator("[data-testid=title-item] p").allTextContents()).toEqual(TITLES);

      const first = items.nth(0);
      expect(await first.getByTestId("char-count").textContent()).toBe("59 characters");
      expect(await first.getByTestId("fit-badge").textContent()).toBe("fits in search results");
      const second = items.nth(1);
      expect(await second.getByTestId("char-count").textContent()).toBe(`${LONG_TITLE.length} characters`);
      expect(await second.getByTestId("fit-badge").textContent()).toBe("may be cut off in search results");

      const sent = completions().slice(before);
      expect(sent).toHaveLength(1);
      const body = sent[0]!.json() as { max_tokens: number; temperature: number };
      expect(body).toMatchObject({ max_tokens: 1000, temperature: 0.8 });
      const user = lastUserMessage(sent[0]!);
      expect(user).toContain("Topic: Travelling with a sourdough starter");
      expect(user).toContain("Style: tutorial");
      expect(user).toContain("Tone: humorous");
      expect(user).toContain("sourdough, travel");

      const copy = page.getByRole("button", { name: "Copy title 2" });
      await copy.click();
      await copy.getByText("Copied!").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LONG_TITLE);

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("asks for a topic before sending anything", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      const before = completions().length;
      await generate(page, "   ");
      await page.locator("form").getByText(MESSAGE_TOPIC_REQUIRED, { exact: true }).waitFor();
      expect(await page.getByRole("textbox", { name: TOPIC_LABEL, exact: true }).getAttribute("aria-invalid")).toBe("true");
      expect(completions().length).toBe(before);
      expect(await page.getByTestId("title-item").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's errors: a provider status, a rate limit plainly, and no titles", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await generate(page, "rate limit me");
      const alert = page.getByRole("alert");
      await alert.getByText("Failed to generate titles: API request failed: 429").waitFor();
      expect(await alert.textContent()).toContain("Rate limit exceeded. Please wait a moment before trying again. You can try again in 7 seconds.");

      await generate(page, "nothing usable");
      await alert.getByText("Failed to generate titles: No titles generated. Please try again.").waitFor();
      expect(await page.getByRole("button", { name: GENERATE_LABEL }).isEnabled()).toBe(true);
      // The browser logs each failed request itself; nothing else may appear.
      expect(errors.filter((e) => !/status of (429|502)/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("writes in the chosen output language, shows right-to-left titles right to left, and remembers the choice", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      // The searchable field, with the keyboard: every language on ArrowDown, typing narrows, Enter chooses.
      const box = page.getByRole("combobox", { name: OUTPUT_LANGUAGE_LABEL });
      await box.focus();
      await page.keyboard.press("ArrowDown");
      const options = page.getByRole("listbox", { name: OUTPUT_LANGUAGE_LABEL }).getByRole("option");
      expect(await options.count()).toBe(25);
      await page.keyboard.type("arab");
      expect(await options.allTextContents()).toEqual(["العربية — Arabic"]);
      await page.keyboard.press("Enter");
      await expect.poll(() => chosenLanguage(page)).toBe("ar");
      expect(await box.inputValue()).toBe("العربية — Arabic");
      await generate(page, "Growing a channel");
      const items = page.locator("[data-testid=title-item] p");
      await items.nth(1).waitFor();
      expect(await items.allTextContents()).toEqual(ARABIC_TITLES);
      expect(await items.nth(0).evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => chosenLanguage(page)).toBe("ar");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the inputs as a draft across a reload and fits a phone screen", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await page.getByLabel(STYLE_LABEL).selectOption("gaming");
      await generate(page, "Speedrunning Celeste for the first time");
      await page.getByTestId("title-item").nth(9).waitFor();
      expect(await overflow(page)).toBe(0);
      const button = await page.getByRole("button", { name: GENERATE_LABEL }).boundingBox();
      expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
      const copy = await page.getByRole("button", { name: "Copy title 1", exact: true }).boundingBox();
      expect(copy?.height ?? 0).toBeGreaterThanOrEqual(44);

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.getElementById("title-topic") as HTMLInputElement | null)?.value === "Speedrunning Celeste for the first time");
      expect(await page.getByLabel(STYLE_LABEL).inputValue()).toBe("gaming");
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
