import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "../helpers/browser";

/**
 * Issue 13: on a site without the built-in image model (the suite's server has no keys), the
 * image tools show the visitor-key field from the first paint and switch to that model without
 * moving anything, and without asking the server for the model's status.
 */
const baseUrl = inject("baseUrl");
const TOOLS = [
  { path: "/bulk-text-to-image-generator", model: "#bulk-model", key: "Gemini API key" },
  { path: "/youtube-thumbnail-maker", model: "#thumb-model", key: "Gemini API key" },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("image tools on a site without the built-in model", () => {
  it.each(TOOLS)("$path: the key field is there before any script runs", async ({ path, key }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(baseUrl + path);
    expect(await page.getByText("Checking the built-in image model…").isVisible()).toBe(false);
    expect(await page.getByLabel(key, { exact: true }).first().isVisible()).toBe(true);
    await context.close();
  });

  it.each(TOOLS)("$path: switches to the visitor-key model with no layout shift and no status request", async ({ path, model, key }) => {
    const { page, context } = await openPage(browser);
    const statusRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/images/status")) statusRequests.push(r.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shift: number }).shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(baseUrl + path);
    await waitForHydration(page);
    await expect.poll(() => page.locator(model).first().inputValue()).toBe("gemini");
    expect(await page.getByLabel(key, { exact: true }).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    expect(statusRequests).toEqual([]);
    await context.close();
  });
});
