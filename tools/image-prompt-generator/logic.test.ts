import { describe, expect, it } from "vitest";
import {
  ASPECT_RATIO_OPTIONS,
  COLOR_SCHEME_OPTIONS,
  CUSTOM_STYLE_REQUIRED_MESSAGE,
  DEFAULT_INPUT,
  DESCRIPTION_REQUIRED_MESSAGE,
  DOWNLOAD_FILE_NAME,
  EMPTY_STATE,
  IMAGE_TYPE_OPTIONS,
  LIGHTING_OPTIONS,
  MAX_TOKENS,
  MOOD_OPTIONS,
  QUALITY_OPTIONS,
  SPEC_PROGRESS_STEP_MS,
  SPEC_STAGES,
  STYLE_OPTIONS,
  SYSTEM_PROMPT,
  TEMPERATURE,
  buildImageRequest,
  canGenerate,
  counterLabel,
  imageErrorMessage,
  isRateLimited,
  mainPrompt,
  normalizeInput,
  outputText,
  rateLimitNotice,
  readImageResponse,
  requestBody,
  styleText,
  validateInput,
  type ImageInput,
} from "./logic";

const input: ImageInput = {
  description: "  A red fox in a snowy birch forest at sunrise  ",
  imageType: "portrait",
  style: "oil_painting",
  customStyle: "ignored",
  aspectRatio: "2:3",
  quality: "medium",
  lighting: "golden_hour",
  mood: "calm",
  colorScheme: "warm",
};

describe("option lists (spec 000 §3)", () => {
  it("has the spec's 21 styles, with its labels, ending with Custom Style", () => {
    expect(STYLE_OPTIONS.map((o) => o.label)).toEqual([
      "None",
      "Realistic",
      "Bohemian portrait",
      "Default",
      "Glass Distortion",
      "Blueprint",
      "Photorealistic",
      "Digital Art",
      "Oil Painting",
      "Watercolor",
      "Sketch",
      "Anime",
      "Cartoon",
      "Minimalist",
      "Vintage",
      "Futuristic",
      "Abstract",
      "Impressionist",
      "Surreal",
      "Cyberpunk",
      "Custom Style",
    ]);
  });

  it("has the spec's 8 aspect ratios with labels and the three qualities, high first", () => {
    expect(ASPECT_RATIO_OPTIONS.map((o) => o.label)).toEqual([
      "1:1 (Square)",
      "16:9 (Landscape)",
      "9:16 (Portrait)",
      "4:3 (Standard)",
      "3:4 (Vertical)",
      "21:9 (Ultrawide)",
      "2:3 (Photo)",
      "3:2 (Classic)",
    ]);
    expect(QUALITY_OPTIONS.map((o) => o.value)).toEqual(["high", "medium", "standard"]);
    expect(DEFAULT_INPUT.quality).toBe("high");
  });

  it("has 10 to 16 unique entries in the lists the spec does not show", () => {
    for (const list of [IMAGE_TYPE_OPTIONS, LIGHTING_OPTIONS, MOOD_OPTIONS, COLOR_SCHEME_OPTIONS]) {
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(list.length).toBeLessThanOrEqual(16);
      expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
      expect(new Set(list.map((o) => o.label)).size).toBe(list.length);
    }
  });

  it("keeps the spec's words and constants", () => {
    expect(DESCRIPTION_REQUIRED_MESSAGE).toBe("Please describe what type of image you need");
    expect(EMPTY_STATE).toBe("No prompt generated yet");
    expect(DOWNLOAD_FILE_NAME).toBe("image-prompt.json");
    expect(MAX_TOKENS).toBe(2000);
    expect(TEMPERATURE).toBe(0.7);
    expect(SPEC_PROGRESS_STEP_MS).toBe(300);
    expect(SPEC_STAGES.map((s) => s.value)).toEqual([20, 40, 60, 80, 100]);
  });
});

describe("the form", () => {
  it("counts characters against 500 without enforcing it", () => {
    expect(counterLabel("")).toBe("0/500 characters");
    expect(counterLabel("x".repeat(620))).toBe("620/500 characters");
    expect(validateInput({ ...DEFAULT_INPUT, description: "x".repeat(620) })).toBeNull();
  });

  it("disables Generate while the description is blank or while generating", () => {
    expect(canGenerate("fox", false)).toBe(true);
    expect(canGenerate("  ", false)).toBe(false);
    expect(canGenerate("fox", true)).toBe(false);
  });

  it("validates with clear messages: blank, too long (5,000), custom style missing", () => {
    expect(validateInput({ ...DEFAULT_INPUT, description: " " })).toEqual({ field: "description", message: DESCRIPTION_REQUIRED_MESSAGE });
    expect(validateInput({ ...DEFAULT_INPUT, description: "x".repeat(5001) })).toEqual({
      field: "description",
      message: "The description is too long: at most 5,000 characters.",
    });
    expect(validateInput({ ...DEFAULT_INPUT, description: "fox", style: "custom", customStyle: "  " })).toEqual({ field: "customStyle", message: CUSTOM_STYLE_REQUIRED_MESSAGE });
    expect(validateInput({ ...DEFAULT_INPUT, description: "fox", style: "custom", customStyle: "charcoal" })).toBeNull();
  });

  it("puts back defaults for stored values that are no longer offered", () => {
    expect(normalizeInput({ ...DEFAULT_INPUT, style: "neon" as never, aspectRatio: "5:4" as never, mood: "epic" })).toMatchObject({ style: "none", aspectRatio: "1:1", mood: "epic" });
    expect(normalizeInput(undefined)).toEqual(DEFAULT_INPUT);
  });

  it("sends the custom style only with Custom Style, everything trimmed", () => {
    expect(requestBody(input)).toMatchObject({ description: "A red fox in a snowy birch forest at sunrise", customStyle: "" });
    expect(requestBody({ ...input, style: "custom", customStyle: "  charcoal  " }).customStyle).toBe("charcoal");
  });
});

describe("the request (spec 000 §7: max_tokens 2000, temperature 0.7)", () => {
  it("asks for JSON only and embeds every setting", () => {
    const r = buildImageRequest(input);
    expect(r).toMatchObject({ maxTokens: 2000, temperature: 0.7, json: true });
    expect(r.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    const user = r.messages[1]!.content;
    for (const part of [
      "Image description: A red fox in a snowy birch forest at sunrise",
      "Image type: Portrait",
      "Style: Oil Painting",
      "Aspect ratio: 2:3 (Photo)",
      "Quality: medium",
      "Lighting: Golden Hour",
      "Mood: Calm & Peaceful",
      "Color scheme: Warm Tones",
      '"aspect_ratio": "2:3"',
      '"enhancement_tips"',
      '"variations"',
      '"negative_prompt"',
    ]) {
      expect(user).toContain(part);
    }
    expect(user).not.toContain("ignored");
  });

  it("spells out none, default and a custom style", () => {
    expect(styleText({ style: "custom", customStyle: " soft charcoal " })).toBe("custom style: soft charcoal");
    expect(styleText({ style: "none", customStyle: "" })).toMatch(/no particular art style/);
    expect(styleText({ style: "default", customStyle: "" })).toMatch(/default look/);
    expect(buildImageRequest({ ...input, style: "custom", customStyle: "soft charcoal" }).messages[1]!.content).toContain("Style: custom style: soft charcoal");
  });
});

describe("the answer", () => {
  it("reads our API's answer", () => {
    expect(readImageResponse({ kind: "json", output: { prompt: "p" }, repaired: true })).toEqual({ kind: "json", output: { prompt: "p" }, repaired: true });
    expect(readImageResponse({ kind: "raw", raw: "text", issues: ["a", 1] })).toEqual({ kind: "raw", raw: "text", issues: ["a"] });
    for (const bad of [null, "x", { kind: "json" }, { kind: "raw" }, { kind: "other" }]) expect(readImageResponse(bad)).toBeNull();
  });

  it("gives Copy and Download two-space JSON or the raw text, and the main prompt for the view", () => {
    expect(outputText(null)).toBe("");
    expect(outputText({ kind: "json", output: { prompt: "p" }, repaired: false })).toBe('{\n  "prompt": "p"\n}');
    expect(outputText({ kind: "raw", raw: "raw text", issues: [] })).toBe("raw text");
    expect(mainPrompt({ kind: "json", output: { prompt: "p" }, repaired: false })).toBe("p");
    expect(mainPrompt({ kind: "raw", raw: "x", issues: [] })).toBe("");
  });
});

describe("errors (spec 000 §8)", () => {
  it("wraps failures as 'Failed to generate image prompt: {message}' with 'API request failed: {status}'", () => {
    expect(imageErrorMessage({ status: 429, code: "llm_rate_limited", message: "Rate limit", upstreamStatus: 429 })).toBe("Failed to generate image prompt: API request failed: 429");
    expect(imageErrorMessage({ status: 502, code: "llm_server_error", message: "x", upstreamStatus: 500 })).toBe("Failed to generate image prompt: API request failed: 500");
    expect(imageErrorMessage({ status: 429, code: "rate_limited", message: "x" })).toBe("Failed to generate image prompt: API request failed: 429");
    expect(imageErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." })).toBe("Failed to generate image prompt: Groq API key not configured.");
    expect(imageErrorMessage({ status: 413, code: "invalid_input", message: "The description is too long: at most 5,000 characters." })).toBe(
      "Failed to generate image prompt: The description is too long: at most 5,000 characters.",
    );
    expect(imageErrorMessage({ status: 502, code: "llm_invalid_response", message: "x", upstreamStatus: 200 })).toBe("Failed to generate image prompt: Invalid response structure from AI service");
  });

  it("explains a rate limit plainly", () => {
    expect(isRateLimited({ status: 429, code: "rate_limited", message: "" })).toBe(true);
    expect(isRateLimited({ status: 502, code: "llm_server_error", message: "", upstreamStatus: 500 })).toBe(false);
    expect(rateLimitNotice(7)).toBe("Rate limit exceeded. Please wait a moment before trying again. You can try again in 7 seconds.");
    expect(rateLimitNotice()).toBe("Rate limit exceeded. Please wait a moment before trying again.");
  });
});
