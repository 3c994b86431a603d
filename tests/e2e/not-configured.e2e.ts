import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NOT_SWITCHED_ON_TITLE, notSwitchedOnText } from "../../app/components/ToolAvailability";
import { loadConfig, publicSettingsFrom } from "../../server/config";
import { tools } from "../../tools/registry";
import { toolPath } from "../../tools/types";
import { launchBrowser, openPage, seriousA11yViolations, waitForHydration } from "../helpers/browser";
import { startProductionServer, type RunningServer } from "../helpers/server-process";

/**
 * Issue 18: one not-configured state. The suite's shared server has no keys: every tool that
 * needs a service says so at the top of its card on load, with the spec's message as detail,
 * its main action disabled, and no Retry or "connection failed" anywhere.
 */
const baseUrl = inject("baseUrl");
const needing = tools.filter((t) => t.needs);
const details = publicSettingsFrom(loadConfig({})).unconfigured;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const notice = (page: Page) => page.locator(".service-notice");
/** The tool's main action: the first primary button of the tool. */
const mainAction = (page: Page) => page.locator("main .btn-primary").first();

describe("a server without keys", () => {
  it("has the tools that need one: the 10 AI writers, the video kit and the 3 Data-API-only YouTube tools", () => {
    expect(needing.filter((t) => t.needs === "llm")).toHaveLength(11);
    expect(needing.filter((t) => t.needs === "youtube").map((t) => t.slug).sort()).toEqual([
      "youtube-channel-search-tool",
      "youtube-comment-picker",
      "youtube-trending-videos-finder",
    ]);
  });

  it.each(needing.map((t) => [t.slug, t] as const))("%s: says it is not switched on, on load, with the main action disabled and no Retry", async (_slug, tool) => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(baseUrl + toolPath(tool.slug));
      await waitForHydration(page);
      const n = notice(page);
      await n.waitFor({ state: "visible" });
      expect(await n.getAttribute("role")).toBe("status");
      await n.getByText(NOT_SWITCHED_ON_TITLE).waitFor();
      await n.getByText(notSwitchedOnText(tool.needs!)).waitFor();
      await n.getByText(`Details: ${details[tool.needs!]}`).waitFor();
      // Typing something valid does not switch the tool on.
      const box = page.locator("main").getByRole("textbox").first();
      if (await box.count()) await box.fill("cooking videos");
      await expect.poll(() => mainAction(page).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: /^(Retry|Try Again)$/ }).count()).toBe(0);
      expect(await page.getByText("API connection failed", { exact: false }).count()).toBe(0);
      expect(await notice(page).count()).toBe(1);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the notice from the first paint, before any script runs", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + "/youtube-title-generator");
      expect(await notice(page).isVisible()).toBe(true);
      await page.goto(baseUrl + "/youtube-trending-videos-finder");
      expect(await notice(page).isVisible()).toBe(true);
      // Tools that need no key never show it.
      await page.goto(baseUrl + "/case-converter");
      expect(await notice(page).count()).toBe(0);
      await page.goto(baseUrl + "/youtube-thumbnail-downloader");
      expect(await notice(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("a server with every key", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({ LLM_API_KEY: "sk-test", YOUTUBE_API_KEY: "yt-test", TOGETHER_API_KEY: "tg-test", LLM_BASE_URL: "http://127.0.0.1:9/v1", YOUTUBE_API_BASE_URL: "http://127.0.0.1:9" });
  });
  afterAll(() => server?.stop());

  it("shows no not-configured notice on any tool", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const t of needing) {
        await page.goto(server.url + toolPath(t.slug));
        expect(await notice(page).isVisible(), t.slug).toBe(false);
      }
    } finally {
      await context.close();
    }
  });
});
