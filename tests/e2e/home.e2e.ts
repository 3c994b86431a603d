import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HOME_FAQ } from "../../app/content/home";
import { tools } from "../../tools/registry";
import { launchBrowser, openPage, waitForHydration } from "../helpers/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator("#tools li.card h3").allTextContents();
}

describe("home page", () => {
  it("hero buttons report hero_button_click with the spec's labels", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { events: unknown[]; gtag: (...a: unknown[]) => void };
        w.events = [];
        w.gtag = (...a: unknown[]) => w.events.push(a);
      });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const start = page.getByRole("link", { name: "Start Creating Now" });
      const manual = page.getByRole("link", { name: "Manual Generator" });
      expect(await start.getAttribute("href")).toMatch(/^\/(ai-json-builder|#tools)$/);
      expect(await manual.getAttribute("href")).toMatch(/^\/(generator|#tools)$/);
      await page.evaluate(() => {
        // Keep the page: we only want the click's analytics event. (Capturing at the document
        // runs before the link's own handler, which then leaves a prevented click alone.)
        document.addEventListener("click", (e) => e.preventDefault(), true);
      });
      await start.click();
      await manual.click();
      const events = await page.evaluate(() => (window as unknown as { events: unknown[][] }).events);
      expect(events).toContainEqual(["event", "hero_button_click", { label: "start_creating_now" }]);
      expect(events).toContainEqual(["event", "hero_button_click", { label: "manual_generator" }]);
    } finally {
      await context.close();
    }
  });

  it("search filters cards by trimmed, case-insensitive title, echoes the query, clears, and says when nothing matches", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const box = page.getByRole("searchbox", { name: "Search tools" });
      const all = await cardTitles(page);
      expect(all.length).toBe(tools.length + 1); // + the playbook card
      if (tools.length > 0) {
        const name = tools[0]!.name;
        const fragment = name.slice(1, 6);
        await box.fill(`  ${fragment.toUpperCase()}  `);
        const shown = await cardTitles(page);
        expect(shown.length).toBeGreaterThan(0);
        // Title matches first (the spec's rule); cards that match only by their description follow.
        const byTitle = tools.filter((t) => t.name.toLowerCase().includes(fragment.toLowerCase())).map((t) => t.name);
        expect(shown.slice(0, byTitle.length)).toEqual(byTitle);
        expect(await page.getByText("Searching for:").textContent()).toContain(fragment.toUpperCase());
      }
      await box.fill("qqqq-no-such-tool");
      expect(await page.getByText(/No tool matches “qqqq-no-such-tool”/).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Clear" }).click();
      expect(await box.inputValue()).toBe("");
      expect((await cardTitles(page)).length).toBe(all.length);
      expect(await page.getByText("Searching for:").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("search finds a tool by its card's description ('mp3' finds text-to-speech) and Enter opens the first match", async () => {
    const { page, context, errors } = await openPage(browser, { width: 1366, height: 768 });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const box = page.getByRole("searchbox", { name: "Search tools" });
      // The directory search is in the first screen on a laptop.
      const r = await box.boundingBox();
      expect(r!.y + r!.height).toBeLessThanOrEqual(768);
      await box.fill("mp3");
      expect(await cardTitles(page)).toContain("Text to Speech");
      await box.fill("subtitles");
      expect((await cardTitles(page))[0]).toBe("Text to Speech");
      await box.press("Enter");
      await page.waitForURL(`${baseUrl}/text-to-speech`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("FAQ: ten questions, the first open, one open at a time, clicking the open one closes it", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const faq = page.locator("#faq");
      const items = faq.locator("details");
      const questions = faq.locator("summary");
      expect(await items.count()).toBe(10);
      expect(HOME_FAQ).toHaveLength(10);
      const open = async () => items.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open));
      expect(await open()).toEqual([true, ...Array(9).fill(false)]);
      await questions.nth(3).click();
      expect(await open()).toEqual([...Array(3).fill(false), true, ...Array(6).fill(false)]);
      expect(await faq.getByText(HOME_FAQ[3]!.answer).isVisible()).toBe(true);
      expect(await faq.getByText(HOME_FAQ[0]!.answer).isVisible()).toBe(false);
      await questions.nth(3).click();
      expect(await open()).toEqual(Array(10).fill(false));
      // Keyboard: the question is focusable and Enter toggles it.
      await questions.nth(0).focus();
      await page.keyboard.press("Enter");
      expect((await open())[0]).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      expect((await open()).slice(0, 2)).toEqual([false, true]);
    } finally {
      await context.close();
    }
  });

  it("reports scroll depth 25/50/75/100 once each", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { events: unknown[]; gtag: (...a: unknown[]) => void };
        w.events = [];
        w.gtag = (...a: unknown[]) => w.events.push(a);
      });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      for (let i = 0; i < 2; i++) {
        for (const f of [0.3, 0.6, 0.8, 1]) {
          await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), f);
          await page.waitForTimeout(60);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      const depth = await page.evaluate(() =>
        (window as unknown as { events: [string, string, { percent: number }][] }).events.filter((e) => e[1] === "scroll_depth").map((e) => e[2].percent),
      );
      expect(depth).toEqual([25, 50, 75, 100]);
    } finally {
      await context.close();
    }
  });

  it("the footer shows the current year, legal links and a working back-to-top button", async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
      for (const name of ["Privacy Policy", "Terms of Use", "CCPA Notice", "DMCA Policy", "Cookie Policy"]) {
        expect(await footer.getByRole("link", { name, exact: true }).count()).toBe(1);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await footer.getByRole("button", { name: /Back to top/ }).click();
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await context.close();
    }
  });
});
