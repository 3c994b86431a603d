import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "../helpers/browser";
import { startProductionServer, type RunningServer } from "../helpers/server-process";

/**
 * Issue 13: with ads switched on, an ad slot holds its size from the first paint, so nothing
 * moves when the page's code runs or the ad arrives; with ads off, no slot takes any room.
 */
const CLIENT = "ca-pub-1234567890123456";
const PAGE = "/youtube-title-generator";

let browser: Browser;
let withAds: RunningServer;
let withoutAds: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  [withAds, withoutAds] = await Promise.all([startProductionServer({ PUBLIC_ADSENSE_CLIENT: CLIENT }), startProductionServer()]);
});
afterAll(async () => {
  await browser?.close();
  await withAds?.stop();
  await withoutAds?.stop();
});

const slotBox = (b: { width: number; height: number } | null) => b && { width: Math.round(b.width), height: Math.round(b.height) };

describe("ad slots", () => {
  it("are in place before any script runs, at their size", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(withAds.url + PAGE);
    expect(slotBox(await page.locator(".ad-slot").first().boundingBox())).toEqual({ width: 728, height: 90 });
    await context.close();
  });

  it("do not move anything when the page's code runs", async () => {
    const { page, context } = await openPage(browser);
    // No ad network here: its script is refused, as an ad blocker would.
    await page.route(/googlesyndication|doubleclick|adtrafficquality/, (route) => route.abort());
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) (window as unknown as { shift: number }).shift += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(withAds.url + PAGE);
    await waitForHydration(page);
    const slot = page.getByRole("complementary", { name: "Advertisement" }).first();
    await slot.waitFor();
    expect(slotBox(await slot.boundingBox())).toEqual({ width: 728, height: 90 });
    // Bring the slot near the viewport so its ad unit is inserted, then measure.
    await slot.scrollIntoViewIfNeeded();
    // The unit's code is loaded lazily (app/ui/AdFill.tsx): the unit is inserted and Google's script asked for.
    await expect.poll(() => slot.locator("ins.adsbygoogle").count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('script[src*="googlesyndication.com/pagead/js/adsbygoogle.js"]').length)).toBe(1);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    await context.close();
  });

  it("take no room and say nothing with ads off", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(withoutAds.url + PAGE);
    await waitForHydration(page);
    expect(await page.locator(".ad-slot").count()).toBeGreaterThan(0);
    expect(await page.locator(".ad-slot").first().boundingBox()).toBeNull();
    expect(await page.getByRole("complementary", { name: "Advertisement" }).count()).toBe(0);
    await context.close();
  });
});
