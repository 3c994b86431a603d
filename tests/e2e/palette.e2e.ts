import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
/** The palette's field and list (app/components/SearchPalette.tsx). */
const PALETTE_LABEL = "Search tools";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../helpers/browser";

/** Issue 15: the search palette on every page, by keyboard and by the header's button. */
const baseUrl = inject("baseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const box = (page: Page) => page.getByRole("combobox", { name: PALETTE_LABEL });
const options = (page: Page) => page.getByRole("listbox", { name: PALETTE_LABEL }).getByRole("option");
/** An option's tool name (each option also names its group). */
const nameOf = async (page: Page, i: number) => (await options(page).nth(i).locator("[data-option-name]").textContent())?.trim();

describe("search palette", () => {
  it("opens with Ctrl+K, '/' and the header button on three pages, finds misspelt tools and opens them with Enter", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      // Home, Ctrl+K, a misspelling.
      await page.goto(baseUrl + "/");
      await waitForHydration(page);
      await page.keyboard.press("Control+k");
      await box(page).waitFor();
      expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type("hastag");
      await expect.poll(() => nameOf(page, 0)).toBe("YouTube Hashtag Generator");
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl}/youtube-hashtag-generator`);
      await waitForHydration(page);

      // A tool page, "/" (focus not in a field), arrows.
      await page.locator("body").click({ position: { x: 5, y: 300 } });
      await page.keyboard.press("/");
      await box(page).waitFor();
      await page.keyboard.type("thumnail");
      await expect.poll(() => options(page).count()).toBeGreaterThan(1);
      const second = (await nameOf(page, 1))!;
      await page.keyboard.press("ArrowDown");
      expect(await options(page).nth(1).getAttribute("aria-selected")).toBe("true");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator("h1").textContent()).toBe(second);

      // An info page, the header's button; Escape closes and focus goes back to the button.
      await page.goto(baseUrl + "/about-us");
      await waitForHydration(page);
      const button = page.getByRole("button", { name: "Find a tool" });
      await button.click();
      await box(page).waitFor();
      await page.keyboard.type("tts");
      await expect.poll(() => nameOf(page, 0)).toBe("Text to Speech");
      await page.keyboard.press("Escape");
      await expect.poll(() => box(page).count()).toBe(0);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      // "/" typed into a field is text, not the shortcut.
      await page.goto(baseUrl + "/case-converter");
      await waitForHydration(page);
      await page.getByLabel("Input", { exact: true }).fill("a/b");
      expect(await box(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a phone and lists favourites first", async () => {
    const { page, context } = await openPage(browser, PHONE);
    try {
      await page.goto(baseUrl + "/text-to-speech");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Add to favourites", exact: true }).click();
      await page.getByRole("button", { name: "Find a tool" }).click();
      await box(page).waitFor();
      expect(await nameOf(page, 0)).toMatch(/Text to Speech$/);
      const dialog = await page.locator("dialog[open]").boundingBox();
      expect(dialog!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("home search keeps exact matches and finds the closest tools for a misspelling, Enter opening the first", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(baseUrl + "/");
      await waitForHydration(page);
      const search = page.getByRole("searchbox", { name: "Search tools" });
      const cards = page.locator("#tools ul > li h3");
      // Exact: the earlier rule (the card's words contain the text) still decides, title matches first.
      await search.fill("Hashtag");
      await expect.poll(async () => (await cards.allTextContents())[0]).toBe("YouTube Hashtag Generator");
      expect(await page.getByText("No exact match", { exact: false }).count()).toBe(0);
      // A misspelling: no title contains it, the closest tools are shown and said to be so.
      await search.fill("hastag genrator");
      await expect.poll(async () => (await cards.allTextContents())[0]).toBe("YouTube Hashtag Generator");
      expect(await page.getByText("No exact match; the closest tools:", { exact: false }).isVisible()).toBe(true);
      await search.press("Enter");
      await page.waitForURL(`${baseUrl}/youtube-hashtag-generator`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
