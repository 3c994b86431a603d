import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration , openMoreOptions } from "../../tests/helpers/browser";
import { chatCompletion, chatStream, lastUserMessage, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { BANNER_MESSAGES, COMPLETE_MESSAGE, MESSAGE_TITLE_REQUIRED, textCounts, formatCounts } from "./logic";

const baseUrl = inject("baseUrl");
const PATH = "/youtube-long-script-generator";
let browser: Browser;
let fake: FakeUpstream;
let server: RunningServer;

/** Section 3 fails once with a non-retriable provider status. */
let failSection3Once = false;

function sectionOf(req: RecordedRequest): number {
  return Number(/Write section (\d+) of/.exec(lastUserMessage(req))?.[1] ?? 0);
}

function streamRequests(): RecordedRequest[] {
  return fake.requests.filter((r) => wantsStream(r));
}

beforeAll(async () => {
  fake = await startFakeUpstream((req) => {
    if (!wantsStream(req)) return chatCompletion("Hi");
    const n = sectionOf(req);
    if (n === 3 && failSection3Once) {
      failSection3Once = false;
      return providerError(400, "Context window exceeded for this model");
    }
    // Section 1 streams slowly enough to watch it arrive; Markdown must not reach the page.
    return chatStream([`Part ${n} opens here. `, "This is **really** ", "useful, ", `with _care_ ${n}.`], n === 1 ? 250 : 10);
  });
  server = await startProductionServer({ LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

/** Console errors other than the 502 our API answers for the scripted provider failure. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 502/.test(e));
}

async function open(page: Page, url: string) {
  await page.goto(`${url}${PATH}`);
  await waitForHydration(page);
}

const scriptText = (page: Page) => page.getByTestId("script-text").innerText();

describe("long-form script generator", () => {
  it("writes a long script section by section, keeps finished sections when one fails, and continues from it", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page, server.url);
      await page.getByText(BANNER_MESSAGES.connected, { exact: true }).waitFor();

      await page.getByLabel("Video Title").fill("Sourdough: The Basics");
      await page.getByLabel("Script Length", { exact: true }).selectOption("long");
      await openMoreOptions(page);
      await page.getByLabel("Target Audience", { exact: true }).fill("First-time bakers");
      failSection3Once = true;
      fake.requests.length = 0;
      await page.getByRole("button", { name: "Generate Script" }).click();

      // The first section streams in while the run is busy.
      await page.getByText("Generating section 1 of 5...", { exact: true }).waitFor();
      await page.waitForFunction(() => document.querySelector("[data-testid=script-text]")?.textContent?.includes("Part 1 opens here."));
      expect(await page.getByRole("button", { name: "Stop" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Generate Script" }).isDisabled()).toBe(true);

      // Section 3 fails: sections 1 and 2 stay, with the spec's message and the provider's words.
      const alert = page.getByRole("alert").filter({ hasText: "Failed to generate script" });
      await alert.waitFor();
      expect(await alert.innerText()).toContain("Failed to generate script: API request failed: 400");
      expect(await alert.innerText()).toContain("Context window exceeded for this model");
      expect(await alert.innerText()).toContain("2 of 5 sections are ready.");
      let text = await scriptText(page);
      expect(text).toContain("SECTION 1");
      expect(text).toContain("SECTION 2");
      expect(text).not.toContain("SECTION 3");
      expect(text).not.toContain("**");

      // The form and the finished sections survive a reload.
      await page.reload();
      await waitForHydration(page);
      await page.getByText("Part 2 opens here.", { exact: false }).waitFor();
      expect(await page.getByLabel("Video Title").inputValue()).toBe("Sourdough: The Basics");
      expect(await page.getByLabel("Script Length", { exact: true }).inputValue()).toBe("long");
      await alert.waitFor();

      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByText(COMPLETE_MESSAGE, { exact: true }).first().waitFor();
      text = await scriptText(page);
      for (let n = 1; n <= 5; n++) {
        expect(text.split(`SECTION ${n}\n`).length - 1).toBe(1);
        expect(text).toContain(`Part ${n} opens here. This is really useful, with care ${n}.`);
      }
      expect(text.indexOf("SECTION 1")).toBeLessThan(text.indexOf("SECTION 5"));
      expect(await page.getByRole("alert").filter({ hasText: "Failed to generate script" }).count()).toBe(0);

      // One request per section, in order; section 3 asked twice (the failure, then Continue).
      expect(streamRequests().map(sectionOf)).toEqual([1, 2, 3, 3, 4, 5]);
      expect(lastUserMessage(streamRequests()[4]!)).toContain("Target audience: First-time bakers");
      expect(lastUserMessage(streamRequests()[4]!)).toContain("about 1500 words");

      expect(await page.getByTestId("script-counts").innerText()).toBe(formatCounts(textCounts(text)));
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");

      // Copy.
      await page.getByRole("button", { name: "Copy" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

      // Download: {title with non-alphanumerics as hyphens}-{YYYY-MM-DD}.txt with the script.
      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
      expect(dl.suggestedFilename()).toMatch(/^Sourdough--The-Basics-\d{4}-\d{2}-\d{2}\.txt$/);
      expect(readFileSync((await dl.path())!, "utf8")).toBe(text);

      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Reset restores the defaults and clears the result.
      await page.getByRole("button", { name: "Reset" }).click();
      expect(await page.getByLabel("Video Title").inputValue()).toBe("");
      expect(await page.getByLabel("Script Length", { exact: true }).inputValue()).toBe("medium");
      expect(await page.getByLabel("Content Type", { exact: true }).inputValue()).toBe("educational");
      expect(await page.getByLabel("Tone", { exact: true }).inputValue()).toBe("casual");
      await openMoreOptions(page);
      expect(await page.getByRole("radio", { name: /Plain Script/ }).isChecked()).toBe(true);
      expect(await page.getByTestId("script-text").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Reset" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("asks for a title and keeps Generate disabled without one", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, server.url);
      await page.getByText(BANNER_MESSAGES.connected, { exact: true }).waitFor();
      const generate = page.getByRole("button", { name: "Generate Script" });
      expect(await generate.isDisabled()).toBe(true);
      const title = page.getByLabel("Video Title");
      await title.focus();
      await title.blur();
      await page.getByText(MESSAGE_TITLE_REQUIRED, { exact: true }).waitFor();
      await title.fill("   ");
      expect(await generate.isDisabled()).toBe(true);
      await title.fill("A real title");
      expect(await generate.isEnabled()).toBe(true);
      expect(await page.getByText(MESSAGE_TITLE_REQUIRED, { exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone with its result, with large enough buttons", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page, server.url);
      await page.getByText(BANNER_MESSAGES.connected, { exact: true }).waitFor();
      await page.getByLabel("Video Title").fill("A very long title that keeps going to test wrapping on a small phone screen");
      await page.getByLabel("Script Length", { exact: true }).selectOption("short");
      await page.getByRole("button", { name: "Generate Script" }).click();
      await page.getByText(COMPLETE_MESSAGE, { exact: true }).first().waitFor();
      const text = await scriptText(page);
      expect(text).not.toContain("SECTION");
      expect(text).toContain("Part 1 opens here.");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const name of ["Generate Script", "Copy", "Download", "Reset"]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("with SPEC_WAITS=on, takes the spec's timed steps before the first request, and Stop ends the run", async () => {
    const waiting = await startProductionServer({ LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url, SPEC_WAITS: "on" });
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page, waiting.url);
      await page.getByText(BANNER_MESSAGES.connected, { exact: true }).waitFor();
      await page.getByLabel("Video Title").fill("Timed steps");
      fake.requests.length = 0;
      await page.getByRole("button", { name: "Generate Script" }).click();
      await page.getByText("Analyzing your video concept...", { exact: true }).waitFor();
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("10");
      // Each of the six steps takes (15000 + 2 x 5000) / 6 ms: nothing is asked upstream yet.
      await page.waitForTimeout(1000);
      expect(await page.getByText("Analyzing your video concept...", { exact: true }).isVisible()).toBe(true);
      expect(streamRequests()).toHaveLength(0);
      await page.getByRole("button", { name: "Stop" }).click();
      await page.getByRole("button", { name: "Stop" }).waitFor({ state: "detached" });
      expect(await page.getByRole("button", { name: "Generate Script" }).isEnabled()).toBe(true);
      expect(streamRequests()).toHaveLength(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await waiting.stop();
    }
  });
});
