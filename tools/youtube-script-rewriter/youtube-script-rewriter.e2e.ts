import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, chooseLanguage } from "../../tests/helpers/browser";
import { chatCompletion, chatStream, lastUserMessage, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { AI_STATUS_MESSAGES as BANNER_MESSAGES } from "../../app/lib/ai-messages";
import {
  COMPLETE_MESSAGE,
  MESSAGE_CHANNEL_REQUIRED,
  MESSAGE_SCRIPT_REQUIRED,
  MESSAGE_SCRIPT_TOO_LONG,
  REWRITER_STEPS,
  formatCounts,
  textCounts,
} from "./logic";

const baseUrl = inject("baseUrl");
const PATH = "/youtube-script-rewriter";
let browser: Browser;
let fake: FakeUpstream;
let server: RunningServer;

const ORIGINAL = "Hi everyone, welcome back to Old Channel. Today we bake bread.\n\nFirst we feed the starter and wait for bubbles.";
const REWRITE_PIECES = ["Hey, welcome to **Bread Lab**! ", "Today we bake bread together. But first, a secret.\n\n", "We feed the starter. Then we wait. What happens next?"];
const REWRITTEN = "Hey, welcome to Bread Lab! Today we bake bread together. But first, a secret.\n\nWe feed the starter. Then we wait. What happens next?";

/** A rewrite in Urdu, streamed in pieces that split words, as a model streams tokens. */
const URDU_PIECES = ["السلام علیکم، بریڈ لیب میں ", "خوش آمدید! آج ہم مل کر روٹی بنائیں گے۔\n\n", "پہلے خمیر کو کھلائیں۔ پھر کیا ہوگا؟"];
const URDU = URDU_PIECES.join("");

const goodHandler: FakeHandler = (req) => {
  if (!wantsStream(req)) return chatCompletion("Hi");
  return chatStream(lastUserMessage(req).includes("in Urdu (") ? URDU_PIECES : REWRITE_PIECES, 150);
};

beforeAll(async () => {
  fake = await startFakeUpstream(goodHandler);
  server = await startProductionServer({ LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function open(page: Page, url: string) {
  await page.goto(`${url}${PATH}`);
  await waitForHydration(page);
}

describe("script rewriter", () => {
  it("rewrites a script as it streams, with counts, Copy and Download, and keeps the draft", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page, server.url);
      await page.getByText(BANNER_MESSAGES.connected, { exact: true }).waitFor();

      const button = page.getByRole("button", { name: "Rewrite Script" });
      expect(await button.isDisabled()).toBe(true);
      expect(await page.getByTestId("input-counts").count()).toBe(0);

      await page.getByLabel("Channel Name").fill("Bread Lab");
      await page.getByLabel("Original Script").fill(ORIGINAL);
      expect(await page.getByLabel("Original Script").getAttribute("rows")).toBe("8");
      expect(await page.getByTestId("input-counts").innerText()).toBe(formatCounts(textCounts(ORIGINAL)));

      // The draft survives a reload.
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.querySelector("textarea") as HTMLTextAreaElement | null)?.value.length);
      expect(await page.getByLabel("Channel Name").inputValue()).toBe("Bread Lab");
      expect(await page.getByLabel("Original Script").inputValue()).toBe(ORIGINAL);
      await page.getByText(BANNER_MESSAGES.connected, { exact: true }).waitFor();

      fake.requests.length = 0;
      await button.click();
      await page.getByText(REWRITER_STEPS[1].message, { exact: true }).or(page.getByText(REWRITER_STEPS[2].message, { exact: true })).first().waitFor();
      await page.waitForFunction(() => document.querySelector("[data-testid=rewrite-text]")?.textContent?.includes("Hey, welcome"));
      await page.getByText(COMPLETE_MESSAGE, { exact: true }).first().waitFor();

      const text = await page.getByTestId("rewrite-text").innerText();
      expect(text).toBe(REWRITTEN);
      expect(await page.getByTestId("result-counts").innerText()).toBe(formatCounts(textCounts(REWRITTEN)));
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");

      const upstream = fake.requests.filter((r) => wantsStream(r));
      expect(upstream).toHaveLength(1);
      const body = upstream[0]!.json() as { max_tokens: number; temperature: number };
      expect([body.max_tokens, body.temperature]).toEqual([4000, 0.7]);
      expect(lastUserMessage(upstream[0]!)).toContain('"Bread Lab"');
      expect(lastUserMessage(upstream[0]!)).toContain(ORIGINAL);

      await page.getByRole("button", { name: "Copy" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(REWRITTEN);

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
      expect(dl.suggestedFilename()).toMatch(/^rewritten-script-Bread Lab-\d{4}-\d{2}-\d{2}\.txt$/);
      expect(readFileSync((await dl.path())!, "utf8")).toBe(REWRITTEN);

      // The last rewrite is kept across a reload too.
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector("[data-testid=rewrite-text]")?.textContent?.includes("Bread Lab"));

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Reset" }).click();
      expect(await page.getByLabel("Channel Name").inputValue()).toBe("");
      expect(await page.getByTestId("rewrite-text").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("rewrites in the chosen output language: an Urdu rewrite reads right to left, is counted right and downloads unchanged", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page, server.url);
      await chooseLanguage(page, "ur");
      await page.getByLabel("Channel Name").fill("بریڈ لیب");
      // Typed Arabic-script text runs right to left in the field too.
      expect(await page.getByLabel("Channel Name").evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      await page.getByLabel("Original Script").fill(ORIGINAL);
      fake.requests.length = 0;
      await page.getByRole("button", { name: "Rewrite Script" }).click();
      await page.getByText(COMPLETE_MESSAGE, { exact: true }).first().waitFor();

      const result = page.getByTestId("rewrite-text");
      expect(await result.innerText()).toBe(URDU);
      expect(await result.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      expect(await page.getByTestId("result-counts").innerText()).toBe(formatCounts(textCounts(URDU)));
      expect(textCounts(URDU).words).toBe(21);
      expect(lastUserMessage(fake.requests.find((r) => wantsStream(r))!)).toContain("Write the rewritten script in Urdu (اردو)");

      await page.getByRole("button", { name: "Copy" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(URDU);
      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
      expect(readFileSync((await dl.path())!, "utf8")).toBe(URDU);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the validation messages and the 100,000-character limit", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, server.url);
      const channel = page.getByLabel("Channel Name");
      const script = page.getByLabel("Original Script");
      await channel.focus();
      await script.focus();
      await channel.focus();
      await page.getByText(MESSAGE_CHANNEL_REQUIRED, { exact: true }).waitFor();
      await page.getByText(MESSAGE_SCRIPT_REQUIRED, { exact: true }).waitFor();
      await channel.fill("Bread Lab");
      expect(await page.getByRole("button", { name: "Rewrite Script" }).isDisabled()).toBe(true);

      await script.fill("x".repeat(100_001));
      await page.getByText(MESSAGE_SCRIPT_TOO_LONG, { exact: true }).waitFor();
      fake.requests.length = 0;
      await page.getByRole("button", { name: "Rewrite Script" }).click();
      expect(fake.requests.filter((r) => wantsStream(r))).toHaveLength(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows a provider failure with the spec's words and keeps the input", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      fake.setHandler((req) => (wantsStream(req) ? providerError(429, "Too many requests", { "retry-after": "9" }) : chatCompletion("Hi")));
      await open(page, server.url);
      await page.getByLabel("Channel Name").fill("Bread Lab");
      await page.getByLabel("Original Script").fill(ORIGINAL);
      await page.getByRole("button", { name: "Rewrite Script" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Failed to rewrite script" });
      await alert.waitFor();
      expect(await alert.innerText()).toContain("Failed to rewrite script: Rate limit exceeded. Please wait a moment before trying again.");
      expect(await alert.innerText()).toContain("9 seconds");
      expect(await page.getByLabel("Original Script").inputValue()).toBe(ORIGINAL);
      expect(errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    } finally {
      fake.setHandler(goodHandler);
      await context.close();
    }
  });

  it("fits a 390 px phone with its result, with large enough buttons", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page, server.url);
      await page.getByText(BANNER_MESSAGES.connected, { exact: true }).waitFor();
      await page.getByLabel("Channel Name").fill("A channel with a rather long name for a phone");
      await page.getByLabel("Original Script").fill(ORIGINAL);
      await page.getByRole("button", { name: "Rewrite Script" }).click();
      await page.getByText(COMPLETE_MESSAGE, { exact: true }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const name of ["Rewrite Script", "Copy", "Download", "Reset"]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
