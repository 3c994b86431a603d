import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { tools, toolsByGroup } from "../../tools/registry";
import { toolPath } from "../../tools/types";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "../helpers/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Tools dropdown (desktop)", () => {
  it("opens with a click, lists the groups, and closes on outside click, Escape and choosing an item", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${baseUrl}/about-us`);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const button = nav.getByRole("button", { name: "Tools" });
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      await button.click();
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      const panel = page.locator(`#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`);
      expect(await panel.isVisible()).toBe(true);
      const box = await panel.boundingBox();
      expect(Math.round(box!.width)).toBe(920);
      for (const g of toolsByGroup()) expect(await panel.getByRole("heading", { name: g.label }).count()).toBe(1);

      // Outside click closes.
      await page.mouse.click(10, 400);
      expect(await button.getAttribute("aria-expanded")).toBe("false");

      // Keyboard: Enter opens, Tab moves into the panel, Escape closes and returns focus.
      await button.focus();
      await page.keyboard.press("Enter");
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      if (tools.length > 0) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("A");
      }
      await page.keyboard.press("Escape");
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Tools");

      if (tools.length > 0) {
        const first = toolsByGroup()[0]!.tools[0]!;
        await button.click();
        await panel.getByRole("link", { name: first.name, exact: true }).click();
        await page.waitForURL(`${baseUrl}${toolPath(first.slug)}`);
        expect(await button.getAttribute("aria-expanded")).toBe("false");
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("anchors scroll smoothly on home and lead to /#id elsewhere; navigation lands at the top", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "FAQ" }).click();
      await page.waitForFunction(() => Math.abs(document.getElementById("faq")?.getBoundingClientRect().top ?? 9999) < 120);
      expect(page.url()).toBe(`${baseUrl}/#faq`);

      await page.goto(`${baseUrl}/privacy-policy`);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 400));
      await nav.getByRole("link", { name: "How It Works" }).click();
      await page.waitForURL(`${baseUrl}/#how-it-works`);
      await page.waitForFunction(() => Math.abs(document.getElementById("how-it-works")?.getBoundingClientRect().top ?? 9999) < 120);

      // A plain navigation from a scrolled page starts at the top.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use" }).click();
      await page.waitForURL(`${baseUrl}/terms-of-use`);
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.locator("h1").textContent()).toBe("Terms of Use");
    } finally {
      await context.close();
    }
  });

  it("external Blog and Buy Coffee links open in a new tab", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${baseUrl}/`);
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of [/^Blog/, /^Buy Coffee/]) {
        const link = nav.getByRole("link", { name });
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toContain("noopener");
        expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
      }
    } finally {
      await context.close();
    }
  });
});

describe("Tools panel on laptop screens", () => {
  // The most common laptop windows, and the smallest window the desktop header is shown at.
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
    { width: 1024, height: 600 },
  ]) {
    it(`reaches the last tool of every group by mouse and keyboard at ${viewport.width}×${viewport.height}`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      try {
        await page.goto(`${baseUrl}/about-us`);
        await waitForHydration(page);
        const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tools" });
        const groups = toolsByGroup();
        for (const g of groups) {
          const last = g.tools[g.tools.length - 1]!;
          await button.click();
          const panel = page.locator(`#${(await button.getAttribute("aria-controls"))!.replace(/:/g, "\\:")}`);
          const panelBox = (await panel.boundingBox())!;
          // The panel never runs off the window: it fits, or scrolls inside itself.
          expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(viewport.height);
          expect(panelBox.x).toBeGreaterThanOrEqual(0);
          expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(viewport.width);
          const link = panel.getByRole("link", { name: last.name, exact: true });
          await link.scrollIntoViewIfNeeded();
          const box = (await link.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
          // A real mouse click at the link's centre (not a synthetic element click).
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          await page.waitForURL(`${baseUrl}${toolPath(last.slug)}`);
          await waitForHydration(page);
        }

        // Keyboard: Tab from the button walks through every link of the panel, the last one included.
        await button.focus();
        await page.keyboard.press("Enter");
        const total = groups.reduce((n, g) => n + g.tools.length, 0);
        const lastTool = groups[groups.length - 1]!.tools.at(-1)!;
        for (let i = 0; i < total; i++) await page.keyboard.press("Tab");
        expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(lastTool.name);
        const focusedBox = await page.evaluate(() => {
          const r = document.activeElement!.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        });
        expect(focusedBox.bottom).toBeLessThanOrEqual(viewport.height);
        await page.keyboard.press("Enter");
        await page.waitForURL(`${baseUrl}${toolPath(lastTool.slug)}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe("mobile menu at 390 px", () => {
  it("toggles with the hamburger, has collapsible tool groups, and the page has no horizontal scroll", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The desktop links are hidden at this width.
      expect(await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Tools" }).count()).toBe(0);
      const burger = page.getByRole("button", { name: "Open menu" });
      await burger.click();
      const menu = page.locator("#mobile-menu");
      expect(await menu.isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
      const toolsButton = menu.getByRole("button", { name: /^Tools/ });
      expect(await toolsButton.getAttribute("aria-expanded")).toBe("false");
      await toolsButton.click();
      expect(await toolsButton.getAttribute("aria-expanded")).toBe("true");
      const groups = toolsByGroup();
      if (groups.length > 0) {
        const g = groups[0]!;
        const groupButton = menu.getByRole("button", { name: new RegExp(`^${g.label.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")}`) });
        await groupButton.click();
        expect(await groupButton.getAttribute("aria-expanded")).toBe("true");
        await menu.getByRole("link", { name: g.tools[0]!.name, exact: true }).click();
        await page.waitForURL(`${baseUrl}${toolPath(g.tools[0]!.slug)}`);
        await page.waitForFunction(() => !document.getElementById("mobile-menu"));
      } else {
        await page.getByRole("button", { name: "Close menu" }).click();
        expect(await page.locator("#mobile-menu").count()).toBe(0);
      }

      // Escape closes the menu and returns focus to the menu button.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#mobile-menu").getByRole("button", { name: /^Tools/ }).focus();
      await page.keyboard.press("Escape");
      expect(await page.locator("#mobile-menu").count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("theme", () => {
  it("follows the system setting and remembers the toggle across reloads", async () => {
    const { page, context } = await openPage(browser, DESKTOP, { colorScheme: "dark" });
    try {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
      await page.reload();
      // Applied before first paint by the inline script, not after hydration.
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    } finally {
      await context.close();
    }
  });
});
