import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { generateColumn, ONE_MB } from "../../tests/helpers/bench-input";
import {
  COPY_CONFIRMATION_MS,
  DEFAULT_SETTINGS,
  RESULT_PREVIEW_NOTE,
  columnToDelimited,
  delimitedToColumn,
  delimiterInItemsWarning,
  describeResult,
  previewText,
} from "./logic";

const baseUrl = inject("baseUrl");
const PATH = "/comma-separating-tool";
/** The budget: no main-thread task over 200 ms while converting 1 MB. */
const LONG_TASK_BUDGET_MS = 200;

const COLUMN = 'New York, NY\nParis\n  Berlin   Mitte \nParis\n\nSay "hi"';
const COLUMN_BACK = 'New York, NY\nParis\nBerlin Mitte\nSay "hi"';
const UNQUOTED = 'New York, NY,Paris,Berlin Mitte,Say "hi"';
const QUOTED = '"New York, NY","Paris","Berlin Mitte","Say ""hi"""';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const column = (page: Page) => page.getByLabel("Column data", { exact: true });
const delimited = (page: Page) => page.getByLabel("Delimited data", { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const status = (page: Page) => page.locator("#comma-result");
const summary = (page: Page) => page.locator("#comma-settings > summary");

async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}

async function longTasksSince(page: Page, since: number): Promise<{ start: number; duration: number }[]> {
  return page.evaluate(
    (t) => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter((e) => e.start >= t),
    since,
  );
}

/** Typing a megabyte is far too slow: set the value as a paste would and tell React. */
async function setTextareaValue(page: Page, id: string, value: string): Promise<void> {
  await page.evaluate(
    ({ id, value }) => {
      const area = document.getElementById(id) as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      setter.call(area, value);
      area.dispatchEvent(new Event("input", { bubbles: true }));
    },
    { id, value },
  );
}

async function watchStatus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { statusSeen: string[] };
    w.statusSeen = [];
    const box = document.getElementById("comma-result")!;
    new MutationObserver(() => w.statusSeen.push(box.textContent ?? "")).observe(box, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

describe("comma separating tool", () => {
  it("converts a column to a quoted list and back, warns, copies, keeps the draft and clears", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await page.goto(baseUrl + PATH);
      await waitForHydration(page);
      for (const name of ["Convert right", "Convert left", "Clear"]) expect(await button(page, name).count()).toBe(1);
      expect(await button(page, "Copy column data").isDisabled()).toBe(true);
      expect(await button(page, "Copy delimited data").isDisabled()).toBe(true);

      // Defaults (spec 002 §9): comma, tidy and dedupe on, no quotes. The comma inside an item is warned about.
      await column(page).fill(COLUMN);
      await button(page, "Convert right").click();
      expect(await delimited(page).inputValue()).toBe(UNQUOTED);
      expect(await status(page).textContent()).toBe("4 items, 1 duplicate removed" + delimiterInItemsWarning(1));
      expect(await page.getByText(delimiterInItemsWarning(1)).isVisible()).toBe(true);

      // Live: after a conversion the result follows its source, so it is never stale.
      await column(page).fill(COLUMN + "\nलाल किला");
      await expect.poll(() => delimited(page).inputValue()).toBe(UNQUOTED + ",लाल किला");
      await column(page).fill(COLUMN);
      await expect.poll(() => delimited(page).inputValue()).toBe(UNQUOTED);

      // Advanced Settings: collapsed, opened from the keyboard, every setting of spec 002 §3 with its default.
      const details = page.locator("#comma-settings");
      expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      await summary(page).focus();
      await page.keyboard.press("Enter");
      expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await page.getByLabel("Delimiter", { exact: true }).inputValue()).toBe(",");
      expect(await page.getByLabel("Tidy", { exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel("Dedupe", { exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel("Explode mode", { exact: true }).inputValue()).toBe("newlines");
      expect(await page.getByLabel("Quotes", { exact: true }).inputValue()).toBe("none");
      expect(await page.getByLabel("Interval", { exact: true }).inputValue()).toBe("0");
      for (const label of ["Open tag", "Close tag", "Interval wrap open tag", "Interval wrap close tag"]) {
        expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe("");
      }
      const explodeOptions = await page.getByLabel("Explode mode", { exact: true }).locator("option").allTextContents();
      expect(explodeOptions).toEqual(["newlines", "spaces", "commas", "semicolons"]);
      expect(await page.getByLabel("Quotes", { exact: true }).locator("option").allTextContents()).toEqual(["none", "double", "single"]);

      // Double quotes: the item with a comma survives the round trip.
      await page.getByLabel("Quotes", { exact: true }).selectOption("double");
      await button(page, "Convert right").click();
      expect(await delimited(page).inputValue()).toBe(QUOTED);
      expect(await status(page).textContent()).toBe("4 items, 1 duplicate removed");
      await column(page).fill("");
      await button(page, "Convert left").click();
      expect(await column(page).inputValue()).toBe(COLUMN_BACK);
      expect(await status(page).textContent()).toBe("4 items");
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Copy on each side; "Copied!" for 1.5 s.
      await button(page, "Copy delimited data").click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(QUOTED);
      const copiedDelimited = button(page, "Copy delimited data");
      expect(await copiedDelimited.textContent()).toBe("Copied!");
      await page.waitForTimeout(COPY_CONFIRMATION_MS - 400);
      expect(await copiedDelimited.textContent()).toBe("Copied!");
      await page.waitForFunction(
        () => document.querySelector('button[aria-label="Copy delimited data"]')?.textContent === "Copy",
        undefined,
        { timeout: 1500 },
      );
      await button(page, "Copy column data").click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(COLUMN_BACK);

      // Interval with wrap tags and single quotes, ready for an SQL IN clause; Convert left reads it back.
      await column(page).fill("a\nb\nc");
      await page.getByLabel("Quotes", { exact: true }).selectOption("single");
      await page.getByLabel("Interval", { exact: true }).fill("2");
      await page.getByLabel("Interval wrap open tag", { exact: true }).fill("(");
      await page.getByLabel("Interval wrap close tag", { exact: true }).fill(")");
      await button(page, "Convert right").click();
      expect(await delimited(page).inputValue()).toBe("('a','b'),\n('c')");
      await column(page).fill("");
      await button(page, "Convert left").click();
      expect(await column(page).inputValue()).toBe("a\nb\nc");

      // A custom delimiter and open tag: hashtags.
      await page.getByLabel("Quotes", { exact: true }).selectOption("none");
      await page.getByLabel("Interval", { exact: true }).fill("");
      await page.getByLabel("Interval wrap open tag", { exact: true }).fill("");
      await page.getByLabel("Interval wrap close tag", { exact: true }).fill("");
      await page.getByLabel("Delimiter", { exact: true }).fill(" ");
      await page.getByLabel("Open tag", { exact: true }).fill("#");
      await column(page).fill("gaming\nvlog\ngaming");
      await button(page, "Convert right").click();
      expect(await delimited(page).inputValue()).toBe("#gaming #vlog");
      expect(await status(page).textContent()).toBe("2 items, 1 duplicate removed");

      // The areas and the settings survive a reload.
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.querySelectorAll("textarea")[1] as HTMLTextAreaElement).value !== "");
      expect(await column(page).inputValue()).toBe("gaming\nvlog\ngaming");
      expect(await delimited(page).inputValue()).toBe("#gaming #vlog");
      await summary(page).click();
      expect(await page.getByLabel("Delimiter", { exact: true }).inputValue()).toBe(" ");
      expect(await page.getByLabel("Open tag", { exact: true }).inputValue()).toBe("#");

      // Clear empties both areas and keeps the settings.
      await button(page, "Clear").click();
      expect(await column(page).inputValue()).toBe("");
      expect(await delimited(page).inputValue()).toBe("");
      expect(await status(page).textContent()).toBe("");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
      expect(await page.getByLabel("Open tag", { exact: true }).inputValue()).toBe("#");
      await page.reload();
      await waitForHydration(page);
      await page.waitForTimeout(100);
      expect(await column(page).inputValue()).toBe("");

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("converts 1 MB both ways without any main-thread task over 200 ms", async () => {
    const text = generateColumn(ONE_MB);
    const settings = { ...DEFAULT_SETTINGS, quotes: "double" as const };
    const right = columnToDelimited(text, settings);
    const left = delimitedToColumn(right.output, settings);
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await recordLongTasks(page);
      await page.goto(baseUrl + PATH);
      await waitForHydration(page);
      await summary(page).click();
      await page.getByLabel("Quotes", { exact: true }).selectOption("double");
      await setTextareaValue(page, (await column(page).getAttribute("id"))!, text);
      await page.waitForTimeout(500);
      await watchStatus(page);

      const beforeRight = await page.evaluate(() => performance.now());
      await button(page, "Convert right").click();
      await status(page).getByText(describeResult(right), { exact: true }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300);
      const rightTasks = await longTasksSince(page, beforeRight);
      expect(await delimited(page).inputValue()).toBe(previewText(right.output));
      expect(await page.getByText(RESULT_PREVIEW_NOTE).count()).toBe(1);

      await column(page).fill("");
      const beforeLeft = await page.evaluate(() => performance.now());
      await button(page, "Convert left").click();
      await status(page).getByText(describeResult(left), { exact: true }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300);
      const leftTasks = await longTasksSince(page, beforeLeft);
      expect(await column(page).inputValue()).toBe(previewText(left.output));
      expect(await page.evaluate(() => (window as unknown as { statusSeen: string[] }).statusSeen)).toContain("Converting…");

      console.log(
        `1 MB comma conversion long tasks (ms): right ${JSON.stringify(rightTasks.map((t) => Math.round(t.duration)))}, ` +
          `left ${JSON.stringify(leftTasks.map((t) => Math.round(t.duration)))}`,
      );
      for (const task of [...rightTasks, ...leftTasks]) expect(task.duration).toBeLessThan(LONG_TASK_BUDGET_MS);

      // Copy copies the whole result; Show all puts all of it in the area.
      await button(page, "Copy delimited data").click();
      await page.waitForFunction(() => document.querySelector('button[aria-label="Copy delimited data"]')?.textContent === "Copied!");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(right.output);
      await button(page, "Show all: delimited data").click();
      expect(await delimited(page).inputValue()).toBe(right.output);
      expect(await delimited(page).getAttribute("readonly")).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone without horizontal scrolling, settings open", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(baseUrl + PATH);
      await waitForHydration(page);
      await column(page).fill("an-item-without-any-spaces-that-is-much-wider-than-a-phone-screen-could-ever-show\nb");
      await button(page, "Convert right").click();
      await summary(page).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      for (const name of ["Convert right", "Convert left", "Clear", "Copy column data", "Copy delimited data"]) {
        expect((await button(page, name).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      expect((await summary(page).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
