import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { formatCount, sliderFromViews, viewsAfterSlide } from "./logic";

const baseUrl = inject("baseUrl");
const PATH = "/youtube-money-calculator";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function results(page: Page): Promise<[string, string, string]> {
  const read = (p: string) => page.getByTestId(`result-${p}`).textContent().then((t) => t ?? "");
  return [await read("daily"), await read("monthly"), await read("yearly")];
}

async function expectResults(page: Page, expected: [string, string, string]): Promise<void> {
  await page.waitForFunction(
    (want) => want.every((w, i) => document.querySelectorAll("[data-testid=result-daily], [data-testid=result-monthly], [data-testid=result-yearly]")[i]?.textContent === w),
    expected,
  );
  expect(await results(page)).toEqual(expected);
}

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

describe("earnings calculator", () => {
  it("calculates by CPM and by CTR, clamps input, resets, and keeps the inputs in the link", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(baseUrl + PATH);
      await waitForHydration(page);

      // Defaults: 10,000 views, CPM 2–10 (what advertisers pay), and what the creator keeps (55 %).
      expect(await page.getByRole("tab", { name: "Earnings by CPM" }).getAttribute("aria-selected")).toBe("true");
      expect(await field(page, "Daily views").inputValue()).toBe("10,000");
      await expectResults(page, ["$20.00 – $100.00", "$600.00 – $3,000.00", "$7,300.00 – $36,500.00"]);
      expect(await page.getByTestId("result-daily-kept").textContent()).toBe("$11.00 – $55.00");
      expect(await page.getByTestId("result-yearly-kept").textContent()).toBe("$4,015.00 – $20,075.00");

      await field(page, "Daily views").fill("25000");
      await field(page, "CPM low ($)").fill("1.5");
      await field(page, "CPM high ($)").fill("6.25");
      await expectResults(page, ["$37.50 – $156.25", "$1,125.00 – $4,687.50", "$13,687.50 – $57,031.25"]);
      await page.waitForFunction(() => location.search === "?views=25000&cpmLow=1.5&cpmHigh=6.25");

      // Clamps: views to 5,000,000; non-numeric CPM high becomes 0, then at least CPM low.
      await field(page, "Daily views").fill("9999999");
      await field(page, "Daily views").blur();
      expect(await field(page, "Daily views").inputValue()).toBe("5,000,000");
      await field(page, "CPM high ($)").fill("abc");
      await field(page, "CPM high ($)").blur();
      expect(await field(page, "CPM high ($)").inputValue()).toBe("1.5");
      await expectResults(page, ["$7,500.00", "$225,000.00", "$2,737,500.00"]);

      // The views slider is logarithmic: an arrow key moves about 1.5 % at any scale.
      await field(page, "Daily views").fill("25000");
      await field(page, "Daily views").blur();
      await page.getByLabel("Daily views slider").focus();
      await page.keyboard.press("ArrowRight");
      const up = viewsAfterSlide(25_000, sliderFromViews(25_000) + 1);
      expect(up).toBeGreaterThan(25_000);
      expect(up).toBeLessThan(26_000);
      expect(await field(page, "Daily views").inputValue()).toBe(formatCount(up));
      await page.keyboard.press("ArrowLeft");
      const down = viewsAfterSlide(up, sliderFromViews(up) - 1);
      expect(down).toBeLessThan(up);
      expect(await field(page, "Daily views").inputValue()).toBe(formatCount(down));
      await page.keyboard.press("End");
      expect(await field(page, "Daily views").inputValue()).toBe("5,000,000");
      await page.keyboard.press("Home");
      expect(await field(page, "Daily views").inputValue()).toBe("0");
      await field(page, "Daily views").fill("25000");
      await field(page, "Daily views").blur();

      // CTR tab: clicks = views × CTR, earnings = clicks × CPC.
      await page.getByRole("tab", { name: "Earnings by CTR" }).click();
      expect(await field(page, "Daily views").inputValue()).toBe("25,000");
      expect(await field(page, "CTR (%)").inputValue()).toBe("2");
      expect(await field(page, "CPC ($)").inputValue()).toBe("0.25");
      await field(page, "CTR (%)").fill("3.5");
      await field(page, "CPC ($)").fill("0.4");
      await expectResults(page, ["$350.00", "$10,500.00", "$127,750.00"]);
      expect(await page.getByTestId("result-clicks").textContent()).toBe("875");
      await page.waitForFunction(() => new URLSearchParams(location.search).get("mode") === "ctr");

      await field(page, "CPC ($)").fill("1000");
      await field(page, "CPC ($)").blur();
      expect(await field(page, "CPC ($)").inputValue()).toBe("50");
      await field(page, "CTR (%)").fill("250");
      await field(page, "CTR (%)").blur();
      expect(await field(page, "CTR (%)").inputValue()).toBe("100");
      await field(page, "CTR (%)").fill("3.5");
      await field(page, "CPC ($)").fill("0.4");

      // A reload keeps the inputs, as the link carries them.
      await page.reload();
      await waitForHydration(page);
      await page.getByRole("tab", { name: "Earnings by CTR", selected: true }).waitFor();
      await expectResults(page, ["$350.00", "$10,500.00", "$127,750.00"]);

      // Reset: every input back to its default, on the same tab.
      await page.getByRole("button", { name: "Reset" }).click();
      expect(await field(page, "Daily views").inputValue()).toBe("10,000");
      expect(await field(page, "CTR (%)").inputValue()).toBe("2");
      expect(await field(page, "CPC ($)").inputValue()).toBe("0.25");
      await expectResults(page, ["$50.00", "$1,500.00", "$18,250.00"]);
      await page.waitForFunction(() => location.search === "?mode=ctr");
      await page.getByRole("tab", { name: "Earnings by CPM" }).click();
      await expectResults(page, ["$20.00 – $100.00", "$600.00 – $3,000.00", "$7,300.00 – $36,500.00"]);
      await page.waitForFunction(() => location.search === "");

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a shared link reproduces the same figures in a new page", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}${PATH}?views=25000&cpmLow=1.5&cpmHigh=6.25`);
      await waitForHydration(page);
      await expectResults(page, ["$37.50 – $156.25", "$1,125.00 – $4,687.50", "$13,687.50 – $57,031.25"]);
      expect(await field(page, "CPM low ($)").inputValue()).toBe("1.5");
      expect(await page.getByLabel("CPM high ($) slider").inputValue()).toBe("6.25");

      const other = await context.newPage();
      await other.goto(`${baseUrl}${PATH}?mode=ctr&views=25000&ctr=3.5&cpc=0.4`);
      await waitForHydration(other);
      await other.getByRole("tab", { name: "Earnings by CTR", selected: true }).waitFor();
      await expectResults(other, ["$350.00", "$10,500.00", "$127,750.00"]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone without horizontal scrolling and has no serious accessibility violations", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${baseUrl}${PATH}?views=5000000&cpmLow=100&cpmHigh=100`);
      await waitForHydration(page);
      await expectResults(page, ["$500,000.00", "$15,000,000.00", "$182,500,000.00"]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole("tab", { name: "Earnings by CTR" }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
