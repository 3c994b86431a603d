import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, openMoreOptions, chooseLanguage } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { budgetSummary, LABELS, MESSAGES, STAGES, tagBudget, TIP } from "./logic";

const baseUrl = inject("baseUrl");
const SLUG = "youtube-tag-generator";
/** Twelve tags of 43 characters with spaces (45 each as YouTube counts them): 551 of 500. */
const TAGS = Array.from({ length: 12 }, (_, i) => `elden ring malenia boss guide part ${String(i + 1).padStart(2, "0")} extra`);

/** Hindi tags with vowel signs and nasal marks (no conjuncts, so every browser's segmenter agrees). */
const HINDI_TAGS = ["भारत के गाने", "बॉलीवुड संगीत", "नया गाना", "हिट गाने"];

let fake: FakeUpstream;
let server: RunningServer;
let browser: Browser;

function reply(req: RecordedRequest) {
  const body = req.json() as { max_tokens?: number };
  if (body.max_tokens === 10) return chatCompletion("Hi"); // the status probe
  const user = lastUserMessage(req);
  if (user.includes("Video title: refused key")) return providerError(401, "Invalid API Key");
  if (user.includes("Video title: nothing useful")) return chatCompletion("Sorry, I cannot do that today.");
  if (user.includes("Video title: no content")) return chatCompletion(null);
  if (user.includes("Write every tag in Hindi (")) return chatCompletion(HINDI_TAGS.join("\n"));
  return chatCompletion(TAGS.join("\n"));
}

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

const generations = () => fake.requests.filter((r) => (r.json() as { max_tokens?: number }).max_tokens === 800);

async function open(page: Page, url: string) {
  await page.goto(`${url}/${SLUG}`);
  await waitForHydration(page);
}

describe("tag generator", () => {
  it("generates tags, meters the 500-character budget as tags are removed, copies one and all, keeps the draft", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page, server.url);
      const generate = page.getByRole("button", { name: LABELS.generate });
      expect(await generate.isDisabled()).toBe(true);
      expect(await page.getByText(TIP).isVisible()).toBe(true);

      await page.getByLabel(LABELS.title).fill("Elden Ring boss guide");
      await page.getByLabel(LABELS.description).fill("Beating Malenia with a bleed build");
      await openMoreOptions(page);
      await page.getByLabel(LABELS.category).selectOption("sports");
      await page.getByLabel(LABELS.count).selectOption("many");
      await page.getByLabel(LABELS.keywords).fill("malenia, bleed build");
      await openMoreOptions(page);
      await page.getByLabel(LABELS.includeBroad).uncheck();
      await generate.click();

      const list = page.getByRole("list", { name: "Tags" });
      const items = list.getByRole("listitem");
      await items.nth(TAGS.length - 1).waitFor();
      expect(await items.count()).toBe(TAGS.length);

      const user = lastUserMessage(generations().at(-1)!);
      expect(user).toContain("Video title: Elden Ring boss guide");
      expect(user).toContain("Video description: Beating Malenia with a bleed build");
      expect(user).toContain("Content category: Sports");
      expect(user).toContain("Keywords: malenia, bleed build");
      expect(user).toContain("15-20");
      expect(user).toContain("Long-tail tags");
      expect(user).not.toContain("Broad tags");

      // 12 × 45 + 11 commas = 551: the first 10 fit (469), the last 2 do not.
      const meter = page.getByTestId("tag-budget");
      let current = [...TAGS];
      expect(await meter.textContent()).toBe(budgetSummary(tagBudget(current)));
      expect(await meter.textContent()).toContain("551 / 500");
      expect(await list.locator("li[data-fits=false]").count()).toBe(2);
      expect(await page.getByRole("meter").getAttribute("aria-valuetext")).toBe("551 of 500 characters");

      // Removing the first tag: 505, still over; the focus moves to the next tag's × button.
      await page.getByRole("button", { name: `Remove tag ${TAGS[0]}` }).click();
      current = current.slice(1);
      expect(await meter.textContent()).toBe(budgetSummary(tagBudget(current)));
      expect(await meter.textContent()).toContain("505 / 500");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Remove tag ${TAGS[1]}`);
      expect(await list.locator("li[data-fits=false]").count()).toBe(1);

      // Removing one more (with the keyboard): 459, all fit.
      await page.keyboard.press("Enter");
      current = current.slice(1);
      await expect.poll(() => meter.textContent()).toBe(`459 / 500 characters used: all ${current.length} tags fit.`);
      expect(await list.locator("li[data-fits=false]").count()).toBe(0);
      expect(await items.count()).toBe(10);

      await page.getByRole("button", { name: `Copy ${TAGS[5]}` }).click();
      await page.waitForFunction(async (t) => (await navigator.clipboard.readText()) === t, TAGS[5]);

      await page.getByRole("button", { name: LABELS.copyAll }).click();
      await page.getByRole("button", { name: LABELS.copiedAll }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(current.join(", "));

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel(LABELS.title).inputValue()).toBe("Elden Ring boss guide");
      expect(await page.getByLabel(LABELS.category).inputValue()).toBe("sports");
      expect(await page.getByLabel(LABELS.count).inputValue()).toBe("many");
      expect(await page.getByLabel(LABELS.includeBroad).isChecked()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("writes tags in the chosen output language, whole, and meters them in the characters YouTube counts", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, server.url);
      await page.getByLabel(LABELS.title).fill("बॉलीवुड गाने");
      await openMoreOptions(page);
      await chooseLanguage(page, "hi");
      await page.getByRole("button", { name: LABELS.generate }).click();
      const items = page.getByRole("list", { name: "Tags" }).getByRole("listitem");
      await items.nth(HINDI_TAGS.length - 1).waitFor();
      for (const [i, tag] of HINDI_TAGS.entries()) expect(await items.nth(i).innerText()).toContain(tag);
      // "बॉलीवुड संगीत" is 13 code units but 8 characters as YouTube counts them.
      expect(await page.getByTestId("tag-budget").textContent()).toBe(budgetSummary(tagBudget(HINDI_TAGS)));
      expect(tagBudget(HINDI_TAGS).used).toBeLessThan(HINDI_TAGS.join(", ").length);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says 'Please enter a video title or description.' and keeps the button disabled while both are empty", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, server.url);
      const description = page.getByLabel(LABELS.description);
      await description.fill("x");
      await description.fill("   ");
      await page.getByText(MESSAGES.required).waitFor();
      expect(await page.getByRole("button", { name: LABELS.generate }).isDisabled()).toBe(true);
      await page.getByLabel(LABELS.title).fill("Cats");
      await page.getByText(MESSAGES.required).waitFor({ state: "detached" });
      expect(await page.getByRole("button", { name: LABELS.generate }).isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's error messages", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, server.url);
      const generate = page.getByRole("button", { name: LABELS.generate });
      const cases: [string, string][] = [
        ["refused key", "Failed to generate tags: API request failed: 401"],
        ["nothing useful", MESSAGES.empty],
        ["no content", MESSAGES.parseFailed],
      ];
      for (const [title, message] of cases) {
        await page.getByLabel(LABELS.title).fill(title);
        await generate.click();
        const alert = page.getByRole("alert").filter({ hasText: message });
        await alert.waitFor();
        expect(await alert.textContent()).toBe(message);
        expect(await page.getByRole("list", { name: "Tags" }).count()).toBe(0);
      }
      // Our API answers 502 for these, which the browser logs as failed resources; nothing else.
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says 'Groq API key not configured.' and keeps the button disabled on a server without a key", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, baseUrl);
      await page.getByText("Groq API key not configured.").waitFor();
      await page.getByLabel(LABELS.title).fill("Elden Ring boss guide");
      expect(await page.getByRole("button", { name: LABELS.generate }).isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone with results, with large enough buttons", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page, server.url);
      await page.getByLabel(LABELS.title).fill("Elden Ring boss guide");
      await page.getByRole("button", { name: LABELS.generate }).click();
      await page.getByRole("list", { name: "Tags" }).getByRole("listitem").nth(TAGS.length - 1).waitFor();
      // The results, below the form on a phone, are brought into view.
      const heading = page.getByRole("heading", { name: "Generated Tags" });
      await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const name of [LABELS.generate, LABELS.copyAll, `Copy ${TAGS[11]}`, `Remove tag ${TAGS[11]}`]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("with SPEC_WAITS=on, waits at 'Preparing AI request...' (10%) before asking the model", async () => {
    const waiting = await startProductionServer({ LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url, SPEC_WAITS: "on" });
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, waiting.url);
      const before = generations().length;
      await page.getByLabel(LABELS.title).fill("Waiting for the spec");
      await page.getByRole("button", { name: LABELS.generate }).click();
      const bar = page.getByRole("progressbar", { name: "Tag generation progress" });
      await bar.waitFor();
      expect(await bar.getAttribute("aria-valuenow")).toBe(String(STAGES.preparing.progress));
      expect(await page.getByText(STAGES.preparing.message).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: LABELS.generate }).isDisabled()).toBe(true);
      await page.waitForTimeout(1000);
      expect(generations().length).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await waiting.stop();
    }
  });
});
