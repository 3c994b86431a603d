import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADD_FAVOURITE_LABEL, REMOVE_FAVOURITE_LABEL } from "../../app/lib/tool-prefs";
import { launchBrowser, openPage, seriousA11yViolations, waitForHydration } from "../helpers/browser";

/** Issue 15, first part: favourites and recently used tools, kept in this browser only. */
const baseUrl = inject("baseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("your tools", () => {
  it("stars a tool on its page, keeps it across a reload, and lists favourites and recent tools on home", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/case-converter`);
      await waitForHydration(page);
      const star = page.getByRole("button", { name: ADD_FAVOURITE_LABEL, exact: true });
      expect(await star.getAttribute("aria-pressed")).toBe("false");
      await star.click();
      const starred = page.getByRole("button", { name: REMOVE_FAVOURITE_LABEL, exact: true });
      expect(await starred.getAttribute("aria-pressed")).toBe("true");
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByRole("button", { name: REMOVE_FAVOURITE_LABEL, exact: true }).getAttribute("aria-pressed")).toBe("true");

      // Two more tools opened: they are the recent ones, the latest first.
      await page.goto(`${baseUrl}/youtube-tag-generator`);
      await waitForHydration(page);
      await page.goto(`${baseUrl}/text-to-speech`);
      await waitForHydration(page);

      await page.goto(baseUrl + "/");
      await waitForHydration(page);
      const row = page.locator("[data-your-tools]");
      await row.locator('[data-favourite="case-converter"]').waitFor();
      expect(await row.locator("[data-recent]").evaluateAll((els) => els.map((e) => e.getAttribute("data-recent")))).toEqual(["text-to-speech", "youtube-tag-generator"]);
      // The directory card agrees with the tool page.
      expect(await page.getByRole("button", { name: `${REMOVE_FAVOURITE_LABEL}: Case Converter` }).getAttribute("aria-pressed")).toBe("true");

      // Unstar from the card; clear the recent ones.
      await page.getByRole("button", { name: `${REMOVE_FAVOURITE_LABEL}: Case Converter` }).click();
      await expect.poll(() => row.locator("[data-favourite]").count()).toBe(0);
      await row.getByRole("button", { name: "Clear recent" }).click();
      await expect.poll(() => row.locator("[data-recent]").count()).toBe(0);
      await page.reload();
      await waitForHydration(page);
      expect(await row.locator("a").count()).toBe(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
