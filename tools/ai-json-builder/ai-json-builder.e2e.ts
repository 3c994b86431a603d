import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { EXAMPLE_OUTPUT } from "./example";
import {
  ADVANCED_MODE_LABEL,
  ASPECT_RATIO_LABEL,
  CAMERA_STYLE_LABEL,
  CFG_SCALE_LABEL,
  COMPLEXITY_LABEL,
  COPY_LABEL,
  CUSTOM_INSTRUCTIONS_LABEL,
  DESCRIPTION_LABEL,
  DOWNLOAD_FILE_NAME,
  DOWNLOAD_LABEL,
  DURATION_LABEL,
  EMPTY_EXPORT_MESSAGE,
  ERROR_TITLE,
  GENERATE_ADVANCED_LABEL,
  GENERATE_LABEL,
  HIGH_TRAFFIC_TITLE,
  MOOD_LABEL,
  OUTPUT_PLACEHOLDER,
  PACING_LABEL,
  RAW_OUTPUT_NOTE,
  RESET_LABEL,
  RESOLUTION_LABEL,
  STATUS_MESSAGES,
  STYLE_LABEL,
  SYSTEM_PROMPT,
} from "./logic";

const baseUrl = inject("baseUrl");
const SLUG = "ai-json-builder";
const ADVANCED_PROMPT = "Shot 1 (0–2 s): a drone sweeps over a storm-lashed lighthouse; shot 2...";

/** The fake provider: the status probe, a 429 while `busy`, an unusable reply for "broken", else valid JSON. */
let busy = false;
function reply(req: RecordedRequest) {
  const user = lastUserMessage(req);
  if (user === "Hello") return chatCompletion("Hi");
  if (busy) return providerError(429, "Rate limit reached for model", { "retry-after": "12" });
  // The repair request repeats the conversation, so the whole body says "broken reply" too.
  if (req.body.includes("Video idea: broken reply")) return chatCompletion("I'm sorry, I cannot produce JSON today.");
  if (user.includes('single key "prompt"')) return chatCompletion(`\`\`\`json\n${JSON.stringify({ prompt: ADVANCED_PROMPT })}\n\`\`\``);
  // The model ignores the chosen aspect ratio and resolution: the server must still write them in.
  return chatCompletion(`Here is your JSON:\n${JSON.stringify(EXAMPLE_OUTPUT)}`);
}

let browser: Browser;
let fake: FakeUpstream;
let server: RunningServer;
beforeAll(async () => {
  fake = await startFakeUpstream(reply);
  server = await startProductionServer({ LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url, RATE_LIMIT_AI_PER_MIN: "1000" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const completions = () => fake.requests.filter((r) => r.path === "/chat/completions" && lastUserMessage(r) !== "Hello");
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });
/** By role: the required marker (" *") is part of the label's text but not of the accessible name. */
const description = (page: Page) => page.getByRole("textbox", { name: DESCRIPTION_LABEL, exact: true });

async function open(page: Page, origin = server.url) {
  await page.goto(`${origin}/${SLUG}`);
  await waitForHydration(page);
}

async function connected(page: Page) {
  await page.getByRole("status").filter({ hasText: STATUS_MESSAGES.connected }).waitFor();
}

/** The output panel's JSON once it holds some. */
async function outputJson(page: Page): Promise<Record<string, unknown>> {
  await page.waitForFunction(() => document.querySelector("[data-testid=json-output]")?.textContent?.startsWith("{"));
  return JSON.parse((await page.getByTestId("json-output").textContent()) ?? "") as Record<string, unknown>;
}

function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}

describe("AI JSON builder", () => {
  it("generates the basic JSON, sends the spec's request, copies and downloads it", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page);
      await connected(page);
      expect(await page.getByTestId("json-output").textContent()).toBe(OUTPUT_PLACEHOLDER);
      const generate = page.getByRole("button", { name: GENERATE_LABEL, exact: true });
      expect(await generate.isDisabled()).toBe(true);

      await label(page, MOOD_LABEL).selectOption("mysterious");
      await label(page, DURATION_LABEL).selectOption("9");
      await description(page).fill("A lighthouse keeper relights the lamp in a storm");
      expect(await page.getByTestId("char-count").textContent()).toBe("48 characters");
      await description(page).fill("   ");
      expect(await generate.isDisabled()).toBe(true);
      await description(page).fill("A lighthouse keeper relights the lamp in a storm");
      const before = completions().length;
      await generate.click();

      expect(await outputJson(page)).toEqual(EXAMPLE_OUTPUT);
      const sent = completions().slice(before);
      expect(sent).toHaveLength(1);
      const body = sent[0]!.json() as { max_tokens: number; temperature: number; response_format: unknown; messages: { role: string; content: string }[] };
      expect(body).toMatchObject({ max_tokens: 2000, temperature: 0.8, response_format: { type: "json_object" } });
      expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
      const user = lastUserMessage(sent[0]!);
      for (const part of ["Video idea: A lighthouse keeper relights the lamp in a storm", "Style: Cinematic", "Mood: Mysterious", "Duration: 9 seconds", "Shots: 3"]) {
        expect(user).toContain(part);
      }

      // The label (and so the accessible name) turns into "Copied!" for 2 seconds.
      await page.getByRole("button", { name: COPY_LABEL }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(EXAMPLE_OUTPUT);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JSON.stringify(EXAMPLE_OUTPUT, null, 2));

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_LABEL, exact: true }).click()]);
      expect(dl.suggestedFilename()).toBe(DOWNLOAD_FILE_NAME);
      expect(readFileSync((await dl.path())!, "utf8")).toBe(JSON.stringify(EXAMPLE_OUTPUT, null, 2));

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("puts the chosen 9:16 and 4k from Basic Options into the JSON", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await connected(page);
      // Basic Options sit behind the site's one disclosure, opened like any other "More options".
      await page.locator("#basic-options > summary").click();
      await label(page, RESOLUTION_LABEL).selectOption("4k");
      await label(page, ASPECT_RATIO_LABEL).selectOption("9:16");
      expect(await page.locator("#basic-options").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      await description(page).fill("A skateboarder drops into an empty pool at dusk");
      const before = completions().length;
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      const json = await outputJson(page);
      expect(json).toMatchObject({ aspect_ratio: "9:16", resolution: "4k", fps: 24, duration_seconds: 9 });
      expect(json.shots).toEqual(EXAMPLE_OUTPUT.shots);
      const user = lastUserMessage(completions()[before]!);
      expect(user).toContain("Aspect ratio: 9:16");
      expect(user).toContain("Resolution: 4k");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Advanced Mode: every field reaches the request and the output has the advanced shape", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await connected(page);
      await description(page).fill("A storm-lashed lighthouse at night");
      const toggle = page.getByRole("button", { name: ADVANCED_MODE_LABEL });
      await toggle.click();
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      // Advanced Mode replaces the basic generate row.
      expect(await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).count()).toBe(0);
      await label(page, COMPLEXITY_LABEL).selectOption("expert");
      await label(page, CAMERA_STYLE_LABEL).selectOption("drone");
      await label(page, PACING_LABEL).selectOption("frantic");
      expect(await label(page, PACING_LABEL).locator("option").count()).toBe(11);
      const slider = label(page, CFG_SCALE_LABEL);
      await slider.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      expect(await page.getByTestId("cfg-value").textContent()).toBe("0.9 – High guidance");
      await label(page, CUSTOM_INSTRUCTIONS_LABEL).fill("End on a slow fade to black");
      const before = completions().length;
      await page.getByRole("button", { name: GENERATE_ADVANCED_LABEL }).click();

      expect(await outputJson(page)).toEqual({
        generated_prompt: ADVANCED_PROMPT,
        configuration_used: {
          template: "cinematic",
          complexity: "expert",
          focus: "visual",
          camera_style: "drone",
          camera_direction: "default",
          pacing: "frantic",
          special_effects: "default",
          prompt_length: "medium",
          cfg_scale: 0.9,
          custom_instructions: "End on a slow fade to black",
          duration_seconds: 9,
          mood: "dramatic",
          resolution: "1080p",
          aspect_ratio: "16:9",
        },
        format: "advanced_json_prompt",
      });
      const sent = completions().slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.json()).toMatchObject({ max_tokens: 2000, temperature: 0.8 });
      const user = lastUserMessage(sent[0]!);
      for (const part of ["describe exactly 5 shots", "Camera style: Drone", "Pacing: Frantic", "CFG scale: 0.9 — high guidance", "Custom instructions: End on a slow fade to black"]) {
        expect(user).toContain(part);
      }

      // Reset restores the defaults, clears the output and leaves Advanced Mode.
      await label(page, STYLE_LABEL).selectOption("commercial");
      await page.getByRole("button", { name: RESET_LABEL }).click();
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      expect(await label(page, STYLE_LABEL).inputValue()).toBe("cinematic");
      expect(await label(page, MOOD_LABEL).inputValue()).toBe("dramatic");
      expect(await label(page, DURATION_LABEL).inputValue()).toBe("9");
      expect(await description(page).inputValue()).toBe("");
      expect(await page.getByTestId("json-output").textContent()).toBe(OUTPUT_PLACEHOLDER);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a 429 shows the High Traffic notice and the error box; Try Again works once the provider recovers", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await connected(page);
      await description(page).fill("A crowded night market in the rain");
      busy = true;
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      const notice = page.getByTestId("high-traffic");
      await notice.waitFor();
      expect(await notice.textContent()).toContain(HIGH_TRAFFIC_TITLE);
      expect(await notice.textContent()).toContain("You can try again in 12 seconds.");
      const alert = page.getByRole("alert");
      expect(await alert.textContent()).toContain(ERROR_TITLE);
      expect(await alert.textContent()).toContain("429: Rate limit reached for model");
      expect(await page.getByTestId("json-output").textContent()).toBe(OUTPUT_PLACEHOLDER);

      busy = false;
      await alert.getByRole("button", { name: "Try Again" }).click();
      expect(await outputJson(page)).toEqual(EXAMPLE_OUTPUT);
      expect(await page.getByTestId("high-traffic").count()).toBe(0);
      expect(await page.getByRole("alert").count()).toBe(0);
      // The browser logs the failed request itself; nothing else may appear.
      expect(errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    } finally {
      busy = false;
      await context.close();
    }
  });

  it("shows a reply that does not fit even after the repair as raw text with a clear note", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await connected(page);
      await description(page).fill("broken reply");
      const before = completions().length;
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      await page.getByTestId("raw-note").waitFor();
      expect(await page.getByTestId("raw-note").textContent()).toContain(RAW_OUTPUT_NOTE);
      expect(await page.getByTestId("json-output").textContent()).toBe("I'm sorry, I cannot produce JSON today.");
      expect(completions().length - before).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Copy and Download without output only alert the spec's message", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      const alerts = collectAlerts(page);
      let downloads = 0;
      page.on("download", () => downloads++);
      await page.getByRole("button", { name: COPY_LABEL }).click();
      await expect.poll(() => alerts.length).toBe(1);
      await page.getByRole("button", { name: DOWNLOAD_LABEL, exact: true }).click();
      await expect.poll(() => alerts.length).toBe(2);
      expect(alerts).toEqual([EMPTY_EXPORT_MESSAGE, EMPTY_EXPORT_MESSAGE]);
      expect(downloads).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("retries a failed status check automatically, showing 'Retry attempt 1/3'", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      let calls = 0;
      await page.route(
        (url) => url.pathname === "/api/ai/status",
        (route) => (calls++ === 0 ? route.abort("connectionrefused") : route.continue()),
      );
      await open(page);
      await page.getByRole("status").filter({ hasText: "Retry attempt 1/3" }).first().waitFor();
      expect(await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).isDisabled()).toBe(true);
      await connected(page);
      expect(calls).toBe(2);
      expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the inputs as a draft across a reload and fits a phone screen", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await connected(page);
      await label(page, STYLE_LABEL).selectOption("documentary");
      await label(page, DURATION_LABEL).selectOption("15");
      await description(page).fill("A beekeeper opens a hive at sunrise, bees glowing in the light");
      await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
      await outputJson(page);
      expect(await overflow(page)).toBe(0);
      for (const name of [GENERATE_LABEL, RESET_LABEL, COPY_LABEL, DOWNLOAD_LABEL, ADVANCED_MODE_LABEL]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }
      expect((await page.locator("#basic-options > summary").boundingBox())!.height).toBeGreaterThanOrEqual(44);

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.getElementById("video-description") as HTMLTextAreaElement | null)?.value.startsWith("A beekeeper"));
      expect(await label(page, STYLE_LABEL).inputValue()).toBe("documentary");
      expect(await label(page, DURATION_LABEL).inputValue()).toBe("15");
      await page.getByRole("button", { name: ADVANCED_MODE_LABEL }).click();
      await page.locator("#basic-options > summary").click();
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
