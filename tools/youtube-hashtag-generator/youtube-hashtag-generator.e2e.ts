import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, openMoreOptions } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { ABOVE_TITLE_BADGE, LABELS, MESSAGES, STAGES, TIP } from "./logic";

const baseUrl = inject("baseUrl");
const SLUG = "youtube-hashtag-generator";
const LONG = `#${"verylonghashtagwithoutanyspaces".repeat(2).slice(0, 48)}`;
const REPLY = ["#sourdough", "#baking", "#bread2025", "#homebaker", LONG].join("\n");

let fake: FakeUpstream;
let server: RunningServer;
let browser: Browser;

/** Chooses the fake model's answer from the title, so each test scripts its own case. */
function reply(req: RecordedRequest) {
  const body = req.json() as { max_tokens?: number };
  if (body.max_tokens === 10) return chatCompletion("Hi"); // the status probe
  const user = lastUserMessage(req);
  if (user.includes("Video title: refused key")) return providerError(401, "Invalid API Key");
  if (user.includes("Video title: nothing useful")) return chatCompletion("Sorry, I cannot do that today.");
  if (user.includes("Video title: no content")) return chatCompletion(null);
  return chatCompletion(REPLY);
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

describe("hashtag generator", () => {
  it("generates hashtags, marks the first three, copies one and all, keeps the draft", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page, server.url);
      const generate = page.getByRole("button", { name: LABELS.generate });
      expect(await generate.isDisabled()).toBe(true);
      expect(await page.getByText(TIP).isVisible()).toBe(true);

      await page.getByLabel(LABELS.title).fill("How to bake sourdough bread");
      await page.getByLabel(LABELS.description).fill("Starter to crumb in one day");
      await openMoreOptions(page);
      await page.getByLabel(LABELS.category).selectOption("cooking");
      await page.getByLabel(LABELS.count).selectOption("few");
      await page.getByLabel(LABELS.keywords).fill("levain, crumb");
      await openMoreOptions(page);
      await page.getByLabel(LABELS.includeTrending).uncheck();
      await generate.click();

      const items = page.getByRole("list", { name: "Hashtags" }).getByRole("listitem");
      await items.nth(4).waitFor();
      expect(await items.count()).toBe(5);
      expect((await items.allTextContents()).map((t) => t.replace(/(Above title)?Copy$/, ""))).toEqual(REPLY.split("\n"));
      for (const i of [0, 1, 2]) expect(await items.nth(i).getByText(ABOVE_TITLE_BADGE).count()).toBe(1);
      for (const i of [3, 4]) expect(await items.nth(i).getByText(ABOVE_TITLE_BADGE).count()).toBe(0);
      expect(await page.getByText("5 hashtags generated.").isVisible()).toBe(true);

      const sent = generations().at(-1)!;
      const user = lastUserMessage(sent);
      expect(user).toContain("Video title: How to bake sourdough bread");
      expect(user).toContain("Video description: Starter to crumb in one day");
      expect(user).toContain("Content category: Cooking");
      expect(user).toContain("Keywords: levain, crumb");
      expect(user).not.toContain("Trending hashtags");
      expect((sent.json() as { temperature: number }).temperature).toBe(0.8);

      // The progress bar ends at Complete! and then resets.
      await page.getByRole("progressbar").waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Copy #bread2025" }).click();
      await page.waitForFunction(async () => (await navigator.clipboard.readText()) === "#bread2025");
      await items.nth(2).getByText(LABELS.copied).waitFor();

      await page.getByRole("button", { name: LABELS.copyAll }).click();
      await page.getByRole("button", { name: LABELS.copiedAll }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REPLY.split("\n").join(" "));

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel(LABELS.title).inputValue()).toBe("How to bake sourdough bread");
      expect(await page.getByLabel(LABELS.description).inputValue()).toBe("Starter to crumb in one day");
      expect(await page.getByLabel(LABELS.category).inputValue()).toBe("cooking");
      expect(await page.getByLabel(LABELS.count).inputValue()).toBe("few");
      expect(await page.getByLabel(LABELS.includeTrending).isChecked()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says 'Please enter a video title or description.' and keeps the button disabled while both are empty", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, server.url);
      const title = page.getByLabel(LABELS.title);
      await title.fill("x");
      await title.fill("");
      await page.getByText(MESSAGES.required).waitFor();
      expect(await page.getByRole("button", { name: LABELS.generate }).isDisabled()).toBe(true);
      await page.getByLabel(LABELS.description).fill("A video about cats");
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
        ["refused key", "Failed to generate hashtags: API request failed: 401"],
        ["nothing useful", MESSAGES.empty],
        ["no content", MESSAGES.parseFailed],
      ];
      for (const [title, message] of cases) {
        await page.getByLabel(LABELS.title).fill(title);
        await generate.click();
        const alert = page.getByRole("alert").filter({ hasText: message });
        await alert.waitFor();
        expect(await alert.textContent()).toBe(message);
        expect(await page.getByRole("list", { name: "Hashtags" }).count()).toBe(0);
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
      await page.getByLabel(LABELS.title).fill("How to bake sourdough bread");
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
      await page.getByLabel(LABELS.title).fill("How to bake sourdough bread");
      await page.getByRole("button", { name: LABELS.generate }).click();
      await page.getByRole("list", { name: "Hashtags" }).getByRole("listitem").nth(4).waitFor();
      // The results, below the form on a phone, are brought into view.
      const heading = page.getByRole("heading", { name: "Generated Hashtags" });
      await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const name of [LABELS.generate, LABELS.copyAll, `Copy ${LONG}`]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
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
      const bar = page.getByRole("progressbar", { name: "Hashtag generation progress" });
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
