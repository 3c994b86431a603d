import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { startProductionServer } from "../../tests/helpers/server-process";
import { GENERATE_LABEL, GENERATE_LABEL_WITH_WAIT, GOT_IN_LABEL, NOT_REAL_NOTICE } from "./logic";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("invite-code toy", () => {
  it("shows a random code, makes the next one at once, copies it and says the codes are not real", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await page.goto(`${baseUrl}/sora-invite-codes`);
      await waitForHydration(page);

      const codeBox = page.getByTestId("invite-code");
      await page.waitForFunction(() => /^[A-Z]{6}$/.test(document.querySelector("[data-testid=invite-code]")?.textContent ?? ""));
      const first = (await codeBox.textContent()) ?? "";
      expect(first).toMatch(/^[A-Z]{6}$/);

      expect(await page.getByText(NOT_REAL_NOTICE).isVisible()).toBe(true);

      // SPEC_WAITS is off in the test server: no (30s) in the label and no progress.
      const generate = page.getByRole("button", { name: GENERATE_LABEL, exact: true });
      const seen = new Set([first]);
      for (let i = 0; i < 3; i += 1) {
        await generate.click();
        const next = (await codeBox.textContent()) ?? "";
        expect(next).toMatch(/^[A-Z]{6}$/);
        seen.add(next);
      }
      expect(seen.size).toBeGreaterThan(1);
      expect(await page.getByRole("progressbar").count()).toBe(0);

      const current = (await codeBox.textContent()) ?? "";
      await page.getByRole("button", { name: "Copy", exact: true }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(current);

      await generate.click();
      const after = (await codeBox.textContent()) ?? "";
      await page.evaluate(() => navigator.clipboard.writeText(""));
      await page.getByRole("button", { name: GOT_IN_LABEL, exact: true }).click();
      await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== "");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(after);

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a phone screen with large enough buttons", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await page.goto(`${baseUrl}/sora-invite-codes`);
      await waitForHydration(page);
      await page.waitForFunction(() => /^[A-Z]{6}$/.test(document.querySelector("[data-testid=invite-code]")?.textContent ?? ""));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const name of ["Copy", GENERATE_LABEL, GOT_IN_LABEL]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect(await page.getByText(NOT_REAL_NOTICE).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("pre-renders no code, so every visitor gets their own", async () => {
    const html = await (await fetch(`${baseUrl}/sora-invite-codes`)).text();
    expect(html).toContain(NOT_REAL_NOTICE.slice(0, 40));
    expect(html).toMatch(/data-testid="invite-code"[^>]*>(&nbsp;|\u00a0)</);
  });

  it("with SPEC_WAITS=on, shows the spec's (30s) label and a progress bar while the button is disabled", async () => {
    const server = await startProductionServer({ SPEC_WAITS: "on" });
    const { page, context, errors } = await openPage(browser);
    try {
      await page.goto(`${server.url}/sora-invite-codes`);
      await waitForHydration(page);
      await page.waitForFunction(() => /^[A-Z]{6}$/.test(document.querySelector("[data-testid=invite-code]")?.textContent ?? ""));
      const before = await page.getByTestId("invite-code").textContent();
      const generate = page.getByRole("button", { name: GENERATE_LABEL_WITH_WAIT, exact: true });
      await generate.click();
      const bar = page.getByRole("progressbar", { name: "Code generation progress" });
      await bar.waitFor();
      expect(await generate.isDisabled()).toBe(true);
      await page.waitForFunction(() => Number(document.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")) > 0);
      expect(await page.getByTestId("invite-code").textContent()).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
