import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, openMoreOptions } from "../../tests/helpers/browser";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import {
  ASPECT_LABEL,
  DELAY_LABEL,
  DOWNLOAD_ZIP_LABEL,
  EMPTY_STATE,
  GEMINI_KEY_LABEL,
  GENERATE_LABEL,
  MESSAGE_GEMINI_KEY_REQUIRED,
  MODEL_LABEL,
  NEGATIVE_LABEL,
  PROMPTS_LABEL,
  REMOVE_KEY_LABEL,
  RESET_LABEL,
  RETRY_FAILED_LABEL,
  SAVE_LABEL,
  STOP_LABEL,
} from "./logic";
import { solidPng } from "../../tests/helpers/solid-png";

const SLUG = "bulk-text-to-image-generator";
const PNG = solidPng(32, 18, [30, 120, 200]);
const GEMINI_PNG = solidPng(16, 16, [20, 180, 90]);
const KEY = "AIzaSy-visitor-secret-KEY-9f3a7";

let failPrompts = true;
function together(req: RecordedRequest) {
  const prompt = String((req.json() as { prompt?: unknown }).prompt ?? "");
  if (failPrompts && prompt.includes("FAIL")) return { status: 500, body: { error: { message: "model crashed" } } };
  return { body: { data: [{ b64_json: PNG.toString("base64") }] } };
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "content-type, x-goog-api-key, authorization",
  "access-control-allow-methods": "POST, OPTIONS",
};
function gemini(req: RecordedRequest) {
  if (req.method === "OPTIONS") return { status: 204, headers: CORS };
  return {
    headers: CORS,
    body: { candidates: [{ content: { parts: [{ text: "Here you go" }, { inlineData: { mimeType: "image/png", data: GEMINI_PNG.toString("base64") } }] } }] },
  };
}

let browser: Browser;
let images: FakeUpstream;
let geminiFake: FakeUpstream;
let server: RunningServer;
beforeAll(async () => {
  images = await startFakeUpstream(together);
  geminiFake = await startFakeUpstream(gemini);
  server = await startProductionServer({
    TOGETHER_API_KEY: "tg-server-secret",
    TOGETHER_BASE_URL: images.url,
    TOGETHER_IMAGE_MODEL: "test/flux-small",
    GEMINI_BASE_URL: geminiFake.url,
    RATE_LIMIT_IMAGE_PER_MIN: "1000",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await images?.close();
  await geminiFake?.close();
});

async function open(page: Page) {
  await page.goto(`${server.url}/${SLUG}`);
  await waitForHydration(page);
}

const generations = () => images.requests.filter((r) => r.path === "/images/generations");
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** The browser logs the expected failure of prompt 2 (our 502) as a console error; anything else counts. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 502/.test(e));
const card = (page: Page, n: number) => page.getByTestId("result-card").nth(n - 1);

describe("bulk text-to-image generator", () => {
  it("runs 3 prompts with one failing, downloads an image and the ZIP, retries the failed prompt", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await expect.poll(() => page.getByTestId("key-status").getAttribute("data-state")).toBe("ok");
      await expect.poll(() => page.getByText(EMPTY_STATE).isVisible()).toBe(true);
      await page.getByLabel(PROMPTS_LABEL).fill("  a red fox in snow  \n\nplease FAIL this one\n\n a blue owl at night\n");
      await expect.poll(() => page.getByTestId("prompt-count").textContent()).toBe("3 prompts");
      await openMoreOptions(page);
      await page.getByLabel(NEGATIVE_LABEL).fill("blurry, text");
      await page.getByLabel(DELAY_LABEL).selectOption("5000");
      await page.getByLabel(ASPECT_LABEL).selectOption("16:9");
      images.requests.length = 0;
      const started = Date.now();
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      await expect.poll(() => page.getByRole("progressbar").isVisible()).toBe(true);
      await expect.poll(() => page.getByRole("button", { name: STOP_LABEL }).isVisible()).toBe(true);
      await page.getByRole("button", { name: RETRY_FAILED_LABEL }).waitFor({ timeout: 30_000 });
      // Two pauses of 5 s between three prompts.
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);

      expect(generations().map((r) => r.json())).toEqual([
        expect.objectContaining({ model: "test/flux-small", prompt: "a red fox in snow", negative_prompt: "blurry, text", width: 1344, height: 768, n: 1, response_format: "b64_json" }),
        expect.objectContaining({ prompt: "please FAIL this one" }),
        expect.objectContaining({ prompt: "a blue owl at night" }),
      ]);
      expect(await card(page, 1).getAttribute("data-status")).toBe("done");
      expect(await card(page, 2).getAttribute("data-status")).toBe("error");
      expect(await card(page, 2).getByTestId("prompt-error").textContent()).toBe("API request failed: 500 - model crashed");
      expect(await card(page, 3).getAttribute("data-status")).toBe("done");
      expect(await page.getByTestId("run-summary").textContent()).toBe("2 images generated, 1 prompt failed.");
      // Images are shown from object URLs, not base64 text.
      expect(await card(page, 1).locator("img").getAttribute("src")).toMatch(/^blob:/);

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download prompt_3_image_1.png" }).click()]);
      expect(dl.suggestedFilename()).toBe("prompt_3_image_1.png");
      expect(Buffer.compare(readFileSync((await dl.path())!), PNG)).toBe(0);

      const [zipDl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_ZIP_LABEL }).click()]);
      expect(zipDl.suggestedFilename()).toMatch(/^bulk-images-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(readFileSync((await zipDl.path())!)));
      expect(Object.keys(files).sort()).toEqual(["manifest.csv", "prompt_1_image_1.png", "prompt_3_image_1.png"]);
      expect(Buffer.compare(Buffer.from(files["prompt_1_image_1.png"]!), PNG)).toBe(0);
      expect(strFromU8(files["manifest.csv"]!)).toBe(
        "prompt_number,prompt,model,file_name\r\n1,a red fox in snow,test/flux-small,prompt_1_image_1.png\r\n3,a blue owl at night,test/flux-small,prompt_3_image_1.png\r\n",
      );
      await expect.poll(() => page.getByTestId("run-summary").textContent()).toContain("ZIP ready with 2 images.");

      failPrompts = false;
      images.requests.length = 0;
      await page.getByRole("button", { name: RETRY_FAILED_LABEL }).click();
      await expect.poll(() => card(page, 2).getAttribute("data-status"), { timeout: 15_000 }).toBe("done");
      expect(generations().map((r) => (r.json() as { prompt: string }).prompt)).toEqual(["please FAIL this one"]);
      expect(await page.getByRole("button", { name: RETRY_FAILED_LABEL }).count()).toBe(0);

      expect(await seriousA11yViolations(page)).toEqual([]);

      // The draft survives a reload; results do not (they live in memory).
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByLabel(PROMPTS_LABEL).inputValue()).toContain("a blue owl at night");
      expect(await page.getByLabel(DELAY_LABEL).inputValue()).toBe("5000");
      expect(await page.getByLabel(ASPECT_LABEL).inputValue()).toBe("16:9");
      expect(await page.getByTestId("prompt-count").textContent()).toBe("3 prompts");

      await page.getByRole("button", { name: RESET_LABEL }).click();
      expect(await page.getByLabel(PROMPTS_LABEL).inputValue()).toBe("");
      expect(await page.getByLabel(NEGATIVE_LABEL).inputValue()).toBe("");
      expect(await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).isDisabled()).toBe(true);
      expect(unexpected(errors)).toEqual([]);
      expect(errors.length).toBe(1);
    } finally {
      failPrompts = true;
      await context.close();
    }
  }, 90_000);

  it("Stop ends the run after the current prompt and keeps what is done", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await page.getByLabel(PROMPTS_LABEL).fill("first\nsecond\nthird");
      await openMoreOptions(page);
      await page.getByLabel(DELAY_LABEL).selectOption("30000");
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      await expect.poll(() => card(page, 1).getAttribute("data-status")).toBe("done");
      await page.getByRole("button", { name: STOP_LABEL }).click();
      await expect.poll(() => page.getByTestId("run-summary").textContent()).toBe("1 image generated, 2 prompts failed (stopped).");
      expect(await card(page, 2).getByTestId("prompt-error").textContent()).toBe("Not run: the run was stopped.");
      expect(await card(page, 1).locator("img").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the visitor's Gemini key in the browser only: masked, kept across reloads, removable, never sent to our server", async () => {
    const { page, context, errors } = await openPage(browser);
    const toServer: Request[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(server.url)) toServer.push(r);
    });
    try {
      await open(page);
      await page.getByLabel(MODEL_LABEL).selectOption("gemini");
      await expect.poll(() => page.getByText(MESSAGE_GEMINI_KEY_REQUIRED).isVisible()).toBe(true);
      await page.getByLabel(PROMPTS_LABEL).fill("a green frog");
      expect(await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).isDisabled()).toBe(true);

      await page.getByLabel(GEMINI_KEY_LABEL).fill(KEY);
      await page.getByRole("button", { name: SAVE_LABEL, exact: true }).click();
      const masked = await page.getByTestId("masked-key").textContent();
      expect(masked?.endsWith(KEY.slice(-5))).toBe(true);
      expect(masked?.replace(/•/g, "")).toBe(KEY.slice(-5));
      expect(await page.content()).not.toContain(KEY);

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByTestId("masked-key").textContent()).toBe(masked);

      await openMoreOptions(page);
      await page.getByLabel(DELAY_LABEL).selectOption("5000");
      await page.getByLabel(ASPECT_LABEL).selectOption("9:16");
      geminiFake.requests.length = 0;
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      await expect.poll(() => card(page, 1).getAttribute("data-status"), { timeout: 15_000 }).toBe("done");
      const calls = geminiFake.requests.filter((r) => r.method === "POST");
      expect(calls).toHaveLength(1);
      expect(calls[0]!.path).toBe("/models/gemini-2.5-flash-image:generateContent");
      expect(calls[0]!.headers["x-goog-api-key"]).toBe(KEY);
      expect(calls[0]!.json()).toMatchObject({ contents: [{ parts: [{ text: "a green frog" }] }], generationConfig: { imageConfig: { aspectRatio: "9:16" } } });

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download prompt_1_image_1.png" }).click()]);
      expect(Buffer.compare(readFileSync((await dl.path())!), GEMINI_PNG)).toBe(0);

      await page.getByRole("button", { name: REMOVE_KEY_LABEL }).click();
      expect(await page.getByTestId("masked-key").count()).toBe(0);
      expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(KEY);
      expect(await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).isDisabled()).toBe(true);

      expect(toServer.length).toBeGreaterThan(0);
      for (const r of toServer) {
        expect(r.url()).not.toContain(KEY);
        expect(JSON.stringify(await r.allHeaders())).not.toContain(KEY);
        expect(r.postData() ?? "").not.toContain(KEY);
      }
      expect(server.output()).not.toContain(KEY);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone with no horizontal scroll", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await page.getByLabel(PROMPTS_LABEL).fill(`${"a-very-long-prompt-without-spaces-".repeat(8)}\nsecond`);
      await openMoreOptions(page);
      await page.getByLabel(DELAY_LABEL).selectOption("5000");
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      await expect.poll(() => card(page, 1).getAttribute("data-status")).toBe("done");
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const box = await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await page.getByRole("button", { name: STOP_LABEL }).click();
      await page.getByRole("button", { name: RETRY_FAILED_LABEL }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
