import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, openMoreOptions, chooseLanguage, chosenLanguage } from "../../tests/helpers/browser";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { startProductionServer, type RunningServer } from "../../tests/helpers/server-process";
import { VALID_IMAGE_PROMPT } from "./fixtures";
import { MEDIA_PROMPT_LANGUAGE_NOTE } from "../../app/lib/languages";
import {
  ASPECT_RATIO_LABEL,
  COLOR_SCHEME_LABEL,
  CUSTOM_STYLE_LABEL,
  CUSTOM_STYLE_REQUIRED_MESSAGE,
  DESCRIPTION_LABEL,
  DESCRIPTION_REQUIRED_MESSAGE,
  DOWNLOAD_FILE_NAME,
  DOWNLOAD_LABEL,
  EMPTY_STATE,
  GENERATE_LABEL,
  IMAGE_TYPE_LABEL,
  LIGHTING_LABEL,
  MOOD_LABEL,
  QUALITY_LABEL,
  RAW_OUTPUT_NOTE,
  RESET_LABEL,
  STYLE_LABEL,
  SYSTEM_PROMPT,
} from "./logic";

const baseUrl = inject("baseUrl");
const ARABIC_PROMPT = {
  ...VALID_IMAGE_PROMPT,
  prompt: "ثعلب أحمر يجلس في غابة بتولا مغطاة بالثلج عند شروق الشمس، ينظر إلى الكاميرا",
  variations: ["ثعلب أحمر يقفز فوق الثلج", "ثعلب أحمر نائم تحت شجرة بتولا"],
};
const SLUG = "image-prompt-generator";

function reply(req: RecordedRequest) {
  const user = lastUserMessage(req);
  if (user === "Hello") return chatCompletion("Hi"); // the server's status probe
  if (req.body.includes("Image description: rate limit me")) return providerError(429, "Too many requests", { "retry-after": "7" });
  if (req.body.includes("Image description: bad key")) return providerError(401, "Invalid API Key");
  if (req.body.includes("Image description: broken reply")) return chatCompletion("A fox. That's all I have.");
  if (user.includes("every other text value in Arabic (")) return chatCompletion(JSON.stringify(ARABIC_PROMPT));
  return chatCompletion(`Sure! Here's your prompt:\n\`\`\`json\n${JSON.stringify(VALID_IMAGE_PROMPT, null, 2)}\n\`\`\``);
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
const generateButton = (page: Page) => page.getByRole("button", { name: GENERATE_LABEL, exact: true });

async function open(page: Page, origin = server.url) {
  await page.goto(`${origin}/${SLUG}`);
  await waitForHydration(page);
}

async function outputJson(page: Page): Promise<Record<string, unknown>> {
  await page.getByTestId("json-output").waitFor();
  return JSON.parse((await page.getByTestId("json-output").textContent()) ?? "") as Record<string, unknown>;
}

describe("image prompt generator", () => {
  it("generates the prompt JSON from every field, copies it (Copied! for 2 s) and downloads image-prompt.json", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      await open(page);
      expect(await page.getByTestId("empty-state").textContent()).toBe(EMPTY_STATE);
      await description(page).fill("A red fox in a snowy birch forest at sunrise");
      expect(await page.getByTestId("char-count").textContent()).toBe("44/500 characters");
      await label(page, IMAGE_TYPE_LABEL).selectOption("portrait");
      await label(page, STYLE_LABEL).selectOption("custom");
      await page.getByRole("textbox", { name: CUSTOM_STYLE_LABEL, exact: true }).fill("soft charcoal on textured paper");
      await openMoreOptions(page);
      await label(page, ASPECT_RATIO_LABEL).selectOption("9:16");
      await label(page, QUALITY_LABEL).selectOption("standard");
      await label(page, LIGHTING_LABEL).selectOption("golden_hour");
      await label(page, MOOD_LABEL).selectOption("calm");
      await label(page, COLOR_SCHEME_LABEL).selectOption("warm");
      const before = completions().length;
      await generateButton(page).click();

      const expected = { ...VALID_IMAGE_PROMPT, aspect_ratio: "9:16", quality: "standard" };
      expect(await outputJson(page)).toEqual(expected);
      expect(await page.getByTestId("main-prompt").textContent()).toBe(VALID_IMAGE_PROMPT.prompt);

      const sent = completions().slice(before);
      expect(sent).toHaveLength(1);
      const body = sent[0]!.json() as { max_tokens: number; temperature: number; messages: { role: string; content: string }[] };
      expect(body).toMatchObject({ max_tokens: 2000, temperature: 0.7, response_format: { type: "json_object" } });
      expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
      const user = lastUserMessage(sent[0]!);
      for (const part of [
        "Image description: A red fox in a snowy birch forest at sunrise",
        "Image type: Portrait",
        "Style: custom style: soft charcoal on textured paper",
        "Aspect ratio: 9:16 (Portrait)",
        "Quality: standard",
        "Lighting: Golden Hour",
        "Mood: Calm & Peaceful",
        "Color scheme: Warm Tones",
      ]) {
        expect(user).toContain(part);
      }

      await page.getByRole("button", { name: "Copy", exact: true }).click();
      const copied = page.getByRole("button", { name: "Copied!", exact: true });
      await copied.waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JSON.stringify(expected, null, 2));
      await copied.waitFor({ state: "detached", timeout: 4000 });
      await page.getByRole("button", { name: "Copy", exact: true }).waitFor();

      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: DOWNLOAD_LABEL }).click()]);
      expect(dl.suggestedFilename()).toBe(DOWNLOAD_FILE_NAME);
      expect(JSON.parse(readFileSync((await dl.path())!, "utf8"))).toEqual(expected);

      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("starts in English whatever the site-wide language, and writes an Arabic prompt right to left when chosen", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      // The visitor chose Hindi in a writing tool: image prompts still start in English.
      await context.addInitScript(() => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("output-language", "hi");
          sessionStorage.setItem("seeded", "1");
        }
      });
      await open(page);
      await openMoreOptions(page);
      await expect.poll(() => chosenLanguage(page)).toBe("en");
      expect(await page.getByText(MEDIA_PROMPT_LANGUAGE_NOTE).isVisible()).toBe(true);

      await chooseLanguage(page, "ar");
      await description(page).fill("A red fox in a snowy birch forest at sunrise");
      const before = completions().length;
      await generateButton(page).click();
      const prompt = page.getByTestId("main-prompt");
      await prompt.waitFor();
      expect(await prompt.textContent()).toBe(ARABIC_PROMPT.prompt);
      expect(await prompt.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      expect((await outputJson(page)).variations).toEqual(ARABIC_PROMPT.variations);
      expect(lastUserMessage(completions()[before]!)).toContain("Keep every JSON key");

      // The choice is this tool's own: it stays Arabic here and leaves the site-wide Hindi alone.
      await page.reload();
      await waitForHydration(page);
      await openMoreOptions(page);
      await expect.poll(() => chosenLanguage(page)).toBe("ar");
      expect(await page.evaluate(() => localStorage.getItem("output-language"))).toBe("hi");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps Generate disabled while the description is blank and asks for a custom style", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      expect(await generateButton(page).isDisabled()).toBe(true);
      await page.getByText(DESCRIPTION_REQUIRED_MESSAGE, { exact: true }).waitFor();
      expect(await page.getByRole("button", { name: "Copy", exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: DOWNLOAD_LABEL }).isDisabled()).toBe(true);
      await description(page).fill("   ");
      expect(await generateButton(page).isDisabled()).toBe(true);

      await description(page).fill("A lighthouse at night");
      expect(await generateButton(page).isDisabled()).toBe(false);
      expect(await page.getByText(DESCRIPTION_REQUIRED_MESSAGE, { exact: true }).count()).toBe(0);
      await label(page, STYLE_LABEL).selectOption("custom");
      const before = completions().length;
      await generateButton(page).click();
      await page.getByText(CUSTOM_STYLE_REQUIRED_MESSAGE, { exact: true }).waitFor();
      expect(completions().length).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the spec's errors: a rate limit plainly, another provider status, and a raw reply with a note", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await description(page).fill("rate limit me");
      await generateButton(page).click();
      const alert = page.getByRole("alert");
      await alert.getByText("Failed to generate image prompt: API request failed: 429").waitFor();
      expect(await alert.textContent()).toContain("Rate limit exceeded. Please wait a moment before trying again. You can try again in 7 seconds.");

      await description(page).fill("bad key");
      await generateButton(page).click();
      await alert.getByText("Failed to generate image prompt: API request failed: 401").waitFor();

      await description(page).fill("broken reply");
      await generateButton(page).click();
      await page.getByTestId("raw-note").waitFor();
      expect(await page.getByTestId("raw-note").textContent()).toContain(RAW_OUTPUT_NOTE);
      expect(await page.getByTestId("json-output").textContent()).toBe("A fox. That's all I have.");
      expect(await page.getByRole("alert").count()).toBe(0);
      // The browser logs each failed request itself; nothing else may appear.
      expect(errors.filter((e) => !/status of (429|502)/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the inputs as a draft across a reload, resets everything, and fits a phone screen", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await description(page).fill("A neon-lit ramen stall in the rain");
      await label(page, STYLE_LABEL).selectOption("cyberpunk");
      await openMoreOptions(page);
      await label(page, ASPECT_RATIO_LABEL).selectOption("21:9");
      await generateButton(page).click();
      await outputJson(page);
      expect(await overflow(page)).toBe(0);
      for (const name of [GENERATE_LABEL, RESET_LABEL, "Copy", DOWNLOAD_LABEL]) {
        const box = await page.getByRole("button", { name, exact: true }).boundingBox();
        expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
      }

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => (document.getElementById("image-description") as HTMLTextAreaElement | null)?.value === "A neon-lit ramen stall in the rain");
      expect(await label(page, STYLE_LABEL).inputValue()).toBe("cyberpunk");
      expect(await label(page, ASPECT_RATIO_LABEL).inputValue()).toBe("21:9");

      await generateButton(page).click();
      await outputJson(page);
      await page.getByRole("button", { name: RESET_LABEL }).click();
      expect(await description(page).inputValue()).toBe("");
      expect(await label(page, STYLE_LABEL).inputValue()).toBe("none");
      expect(await label(page, ASPECT_RATIO_LABEL).inputValue()).toBe("1:1");
      expect(await label(page, QUALITY_LABEL).inputValue()).toBe("high");
      expect(await page.getByTestId("empty-state").textContent()).toBe(EMPTY_STATE);
      expect(await overflow(page)).toBe(0);
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
