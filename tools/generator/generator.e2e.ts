import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findTool } from "../registry";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration } from "../../tests/helpers/browser";
import {
  COPY_SUCCESS_MESSAGE,
  DOWNLOAD_FILE_NAME,
  EMPTY_EXPORT_MESSAGE,
  FINAL_PROMPT_ENDING,
  PRESETS,
  PRESET_IDS,
  PREVIEW_PLACEHOLDER,
} from "./logic";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const preview = (page: Page) => page.locator("#generated-json");
const previewText = async (page: Page) => (await preview(page).textContent()) ?? "";
const previewJson = async (page: Page) => JSON.parse(await previewText(page)) as Record<string, unknown>;

async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { events: unknown[]; gtag: (...a: unknown[]) => void };
    w.events = [];
    w.gtag = (...a: unknown[]) => w.events.push(a);
  });
}
async function eventNames(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { events: [string, string][] }).events.map((e) => e[1]));
}

/** Collects alert texts and dismisses each alert. */
function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (d) => {
    messages.push(d.message());
    void d.accept();
  });
  return messages;
}

async function open(page: Page) {
  await page.goto(`${baseUrl}/generator`);
  await waitForHydration(page);
}

describe("manual JSON generator", () => {
  it("presets, generator types, custom lists and Clear All build the spec's JSON", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await recordEvents(page);
      await open(page);
      expect(await previewText(page)).toBe(PREVIEW_PLACEHOLDER);

      // The promo and the link card both lead to the AI builder.
      expect(findTool("ai-json-builder")).toBeDefined();
      expect(await page.locator('a[href="/ai-json-builder"]').count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByRole("link", { name: "Try the AI JSON Builder" }).count()).toBe(1);

      // Six type cards as a radio group, Nested chosen by default; eleven presets.
      const radios = page.getByRole("radio");
      expect(await radios.count()).toBe(6);
      expect(await page.getByRole("radio", { name: "Nested" }).isChecked()).toBe(true);
      expect(await page.getByText("Nested features").isVisible()).toBe(true);
      for (const id of PRESET_IDS) {
        expect(await page.getByRole("button", { name: PRESETS[id].label, exact: true }).count()).toBe(1);
      }

      await page.getByRole("button", { name: "Noir City", exact: true }).click();
      const nested = await previewJson(page);
      const noir = PRESETS.noirCity.data;
      expect(nested.subject).toBe(noir.subject);
      expect(nested.visual_and_lighting).toEqual(noir.visual_and_lighting);
      expect(nested.camera_motion).toEqual(noir.camera_motion);
      expect(nested.audio).toEqual(noir.audio);
      expect(nested.meta_tokens).toEqual(noir.meta_tokens);
      expect(nested.dialogue).toBe(noir.dialogue);
      expect(nested.negative_prompts).toEqual(noir.negative_prompts);
      expect(String(nested.final_prompt)).toMatch(new RegExp(`^${escapeRe(noir.subject)}`));
      expect(String(nested.final_prompt).endsWith(FINAL_PROMPT_ENDING)).toBe(true);
      // Two-space indentation.
      expect((await previewText(page)).split("\n")[1]).toMatch(/^ {2}"subject"/);
      // The preset ticked its negative prompts in the list.
      expect(await page.getByRole("checkbox", { name: noir.negative_prompts[0]!, exact: true }).isChecked()).toBe(true);

      // Powerhouse by click, then Meta-Style with the keyboard (arrows move within the radio group).
      await page.getByRole("radio", { name: "Powerhouse" }).click();
      const powerhouse = await previewJson(page);
      expect(powerhouse.generation_metadata).toEqual({
        generator_type: "powerhouse",
        optimization_level: "maximum",
        veo3_compatibility: "verified",
      });
      expect(powerhouse.visual_and_lighting).toEqual(noir.visual_and_lighting);
      await page.keyboard.press("ArrowLeft");
      expect(await page.getByRole("radio", { name: "Nested" }).isChecked()).toBe(true);
      await page.keyboard.press("ArrowLeft");
      expect(await page.getByRole("radio", { name: "Meta-Style" }).isChecked()).toBe(true);
      const meta = await previewJson(page);
      expect(meta.meta_enhancements).toMatchObject({
        camera_simulation: noir.meta_tokens.CAM_SIM,
        cinematic_lut: noir.meta_tokens.CINEMA_TONE,
        render_style: "photorealistic",
        file_signature: "VEO3_ENHANCED.json",
      });
      expect(meta.realism_enhancers).toEqual([
        "high dynamic range",
        "natural motion blur",
        "volumetric lighting",
        "film grain overlay",
      ]);
      expect(await page.getByText("Meta-Style features").isVisible()).toBe(true);

      await page.getByRole("radio", { name: "Assertive" }).check();
      const flat = await previewJson(page);
      expect(flat).not.toHaveProperty("visual_and_lighting");
      expect(flat.visual_style_and_lighting).toBe(noir.visual_and_lighting.style);
      expect(flat.camera_motion_and_composition).toBe(noir.camera_motion.type);
      expect(flat.audio_elements).toBe(noir.audio.soundtrack);
      expect(flat.cam_sim).toBe(noir.meta_tokens.CAM_SIM);
      expect(flat).toHaveProperty("final_prompt");
      await page.getByRole("radio", { name: "Nested" }).check();

      // Custom negative prompt: Enter adds, duplicates and blanks are refused, × removes.
      const custom = page.getByRole("textbox", { name: "Add a custom negative prompt" });
      await custom.fill("  lens dust  ");
      await custom.press("Enter");
      expect(await custom.inputValue()).toBe("");
      expect((await previewJson(page)).negative_prompts).toEqual([...noir.negative_prompts, "lens dust"]);
      expect(await page.getByRole("list", { name: "Custom negative prompts" }).textContent()).toContain("lens dust");
      await custom.fill("lens dust");
      await custom.press("Enter");
      expect(await page.getByText("“lens dust” is already in your custom negative prompts.").isVisible()).toBe(true);
      expect(await custom.inputValue()).toBe("lens dust");
      await custom.fill("   ");
      await custom.press("Enter");
      expect(await page.getByText("Type a negative prompt before pressing Enter.").isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Remove lens dust" }).count()).toBe(1);
      await page.getByRole("button", { name: "Remove lens dust" }).click();
      expect((await previewJson(page)).negative_prompts).toEqual(noir.negative_prompts);
      expect(await page.getByRole("button", { name: "Remove lens dust" }).count()).toBe(0);

      // Custom effect the same way.
      const customFx = page.getByRole("textbox", { name: "Add a custom effect" });
      await customFx.fill("glowing embers");
      await customFx.press("Enter");
      expect((await previewJson(page)).effects).toContain("glowing embers");

      // Filtering the long checkbox list.
      await page.getByRole("searchbox", { name: "Filter negative prompts" }).fill("  PIXEL ");
      const group = page.getByRole("group", { name: "Negative Prompts options" });
      expect(await group.getByRole("checkbox").count()).toBe(1);
      await group.getByRole("checkbox", { name: "pixelated" }).check();
      expect((await previewJson(page)).negative_prompts).toContain("pixelated");

      // json_generated is debounced: wait for it.
      await page.waitForFunction(
        () => (window as unknown as { events: [string, string][] }).events.some((e) => e[1] === "json_generated"),
        undefined,
        { timeout: 5000 },
      );
      const names = await eventNames(page);
      expect(names).toContain("preset_used");
      expect(names.filter((n) => n === "generator_type_change").length).toBeGreaterThanOrEqual(4);
      expect(names.filter((n) => n === "json_generated").length).toBeLessThanOrEqual(3);

      await page.getByRole("button", { name: "Clear All" }).click();
      expect(await previewText(page)).toBe(PREVIEW_PLACEHOLDER);
      expect(await page.getByRole("textbox", { name: "Subject" }).inputValue()).toBe("");
      expect(await page.getByRole("button", { name: "Remove glowing embers" }).count()).toBe(0);

      // Undo brings everything back (Clear All wipes dozens of fields); it is offered until the next edit.
      const beforeUndo = await previewText(page);
      await page.getByRole("button", { name: "Undo" }).click();
      expect(await page.getByRole("button", { name: "Remove glowing embers" }).count()).toBe(1);
      expect(await previewText(page)).not.toBe(beforeUndo);
      expect(await page.getByRole("button", { name: "Undo" }).count()).toBe(0);
      await page.getByRole("button", { name: "Clear All" }).click();
      expect(await previewText(page)).toBe(PREVIEW_PLACEHOLDER);

      // Typing recomputes the preview.
      await page.getByRole("textbox", { name: "Subject" }).fill("a red fox");
      expect(await page.getByRole("button", { name: "Undo" }).count()).toBe(0);
      expect(await previewJson(page)).toEqual({
        subject: "a red fox",
        final_prompt: `a red fox. ${FINAL_PROMPT_ENDING}`,
      });

      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Copy and Download with no JSON only alert the spec's message", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      const alerts = collectAlerts(page);
      await open(page);
      await page.evaluate(() => navigator.clipboard.writeText("sentinel"));
      await page.getByRole("button", { name: "Copy", exact: true }).click();
      await expect.poll(() => alerts.length).toBe(1);
      const downloaded = page.waitForEvent("download", { timeout: 1500 }).then(
        () => true,
        () => false,
      );
      await page.getByRole("button", { name: "Download", exact: true }).click();
      expect(await downloaded).toBe(false);
      expect(alerts).toEqual([EMPTY_EXPORT_MESSAGE, EMPTY_EXPORT_MESSAGE]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("sentinel");
      expect(await previewText(page)).toBe(PREVIEW_PLACEHOLDER);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Copy puts the JSON on the clipboard and alerts; Download saves veo3-prompt.json", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await recordEvents(page);
      const alerts = collectAlerts(page);
      await open(page);
      await page.getByRole("button", { name: "Cyberpunk Neon", exact: true }).click();
      await page.getByRole("radio", { name: "Powerhouse" }).check();
      const json = await previewText(page);

      await page.getByRole("button", { name: "Copy", exact: true }).click();
      await expect.poll(() => alerts).toEqual([COPY_SUCCESS_MESSAGE]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(json);

      const [dl] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download", exact: true }).click(),
      ]);
      expect(dl.suggestedFilename()).toBe(DOWNLOAD_FILE_NAME);
      expect(readFileSync((await dl.path())!, "utf8")).toBe(json);
      expect(alerts).toEqual([COPY_SUCCESS_MESSAGE]);

      const names = await eventNames(page);
      expect(names).toContain("copy_to_clipboard");
      expect(names).toContain("file_download");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the form, lists and generator type as a draft across a reload", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await open(page);
      await page.getByRole("button", { name: "Ancient Nile", exact: true }).click();
      await page.getByRole("radio", { name: "Director" }).check();
      await page.getByRole("textbox", { name: "Shot Notes" }).fill("take two");
      const custom = page.getByRole("textbox", { name: "Add a custom effect" });
      await custom.fill("sun glints on water");
      await custom.press("Enter");
      const before = await previewText(page);
      expect(JSON.parse(before).effects).toContain("sun glints on water");

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => previewText(page)).toBe(before);
      expect(await page.getByRole("radio", { name: "Director" }).isChecked()).toBe(true);
      expect(await page.getByRole("textbox", { name: "Shot Notes" }).inputValue()).toBe("take two");
      expect(await page.getByRole("button", { name: "Remove sun glints on water" }).count()).toBe(1);

      await page.getByRole("button", { name: "Clear All" }).click();
      await page.reload();
      await waitForHydration(page);
      expect(await previewText(page)).toBe(PREVIEW_PLACEHOLDER);
      expect(await page.getByRole("radio", { name: "Director" }).isChecked()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone without horizontal scrolling", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await open(page);
      await page.getByRole("button", { name: "Product Macro", exact: true }).click();
      const custom = page.getByRole("textbox", { name: "Add a custom negative prompt" });
      await custom.fill("an-extremely-long-custom-negative-prompt-without-any-spaces-at-all-to-test-wrapping");
      await custom.press("Enter");
      expect(await previewText(page)).not.toBe(PREVIEW_PLACEHOLDER);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
