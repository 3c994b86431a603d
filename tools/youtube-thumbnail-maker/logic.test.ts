import { describe, expect, it } from "vitest";
import {
  buildThumbnailPrompt,
  cleanDraft,
  COLORS,
  countdownPercent,
  countdownStage,
  coverCrop,
  DEFAULT_DRAFT,
  fileBase,
  fullSizeName,
  MESSAGE_IDEA_REQUIRED,
  MESSAGE_KEY_REQUIRED,
  MOODS,
  openAiImageModel,
  openAiParams,
  providerOf,
  statusMessage,
  STYLES,
  TEMPLATES,
  TEXT_OVERLAYS,
  wrapError,
  youtubeReadyName,
  type ThumbnailInput,
} from "./logic";

const input: ThumbnailInput = { idea: "  I built a cabin in 30 days ", style: "lifestyle", mood: "calm", colors: "warm", quality: "high", template: "closeup", textOverlay: "none" };

describe("options (spec 001 §3)", () => {
  it("has the spec's lists", () => {
    expect(STYLES).toEqual(["modern", "gaming", "tech", "lifestyle", "business", "reaction", "tutorial"]);
    expect(MOODS).toEqual(["energetic", "calm", "mysterious", "happy", "dramatic", "professional", "fun"]);
    expect(COLORS).toEqual(["vibrant", "pastel", "dark", "warm", "cool", "monochrome", "rainbow"]);
    expect(TEMPLATES).toEqual(["standard", "split", "closeup", "product", "tutorial", "reaction"]);
    expect(TEXT_OVERLAYS).toEqual(["auto", "bold", "minimal", "dramatic", "none"]);
  });
});

describe("thumbnail prompt builder", () => {
  it("uses the trimmed idea and every option that shapes the image", () => {
    const p = buildThumbnailPrompt(input);
    expect(p).toContain("for a video about: I built a cabin in 30 days.");
    expect(p).toContain("Style: lifestyle");
    expect(p).toContain("calm and relaxing");
    expect(p).toContain("warm oranges");
    expect(p).toContain("Layout (closeup)");
    expect(p).toContain("Text overlay (none): no text");
    expect(p).toContain("16:9");
  });

  it("changes with each option", () => {
    const base = buildThumbnailPrompt(input);
    for (const [k, v] of [["style", "gaming"], ["mood", "fun"], ["colors", "dark"], ["template", "split"], ["textOverlay", "bold"]] as const) {
      expect(buildThumbnailPrompt({ ...input, [k]: v })).not.toBe(base);
    }
  });

  it("does not use quality in the request (spec 001 §3)", () => {
    expect(buildThumbnailPrompt({ ...input, quality: "ultra" })).toBe(buildThumbnailPrompt(input));
  });

  it("asks for the overlay's words in the chosen language and script, and for none when there is no overlay", () => {
    const bold = { ...input, textOverlay: "bold" as const };
    expect(buildThumbnailPrompt(bold)).toContain("Any words in the image are in English, spelled correctly.");
    expect(buildThumbnailPrompt(bold, "hi")).toContain("Any words in the image are in Hindi (हिन्दी, in its own script), spelled correctly.");
    expect(buildThumbnailPrompt(bold, "ar")).toContain("Arabic (العربية");
    expect(buildThumbnailPrompt(input, "ja")).not.toContain("Any words");
  });
});

describe("models", () => {
  it("routes each model to its provider; the chat model falls back to the larger image model", () => {
    expect(providerOf("default")).toBe("default");
    expect(providerOf("gemini")).toBe("gemini");
    expect(providerOf("dall-e-2")).toBe("openai");
    expect(openAiImageModel("gpt-4o")).toBe("dall-e-3");
    expect(openAiImageModel("dall-e-3")).toBe("dall-e-3");
    expect(openAiImageModel("dall-e-2")).toBe("dall-e-2");
    expect(openAiParams("dall-e-3")).toEqual({ size: "1792x1024", quality: "hd" });
  });
});

describe("messages (spec 001 §5, §8)", () => {
  it("maps statuses to the catalogue and wraps every failure", () => {
    expect(MESSAGE_IDEA_REQUIRED).toBe("Please enter your video idea to generate a thumbnail.");
    expect(MESSAGE_KEY_REQUIRED).toBe("Please add your API key in the settings to use this model.");
    expect(statusMessage(404, "")).toBe("API endpoint not found. The service may be temporarily unavailable. Please try using a different model with your own API key.");
    expect(statusMessage(401, "")).toBe("API key is invalid or expired. Please check your API key in the settings.");
    expect(statusMessage(429, "")).toBe("Rate limit exceeded. Please wait a moment and try again.");
    expect(statusMessage(500, "boom")).toBe("API request failed: 500 - boom");
    expect(wrapError("x")).toBe("Failed to generate thumbnails: x");
  });
});

describe("progress and output", () => {
  it("counts down 20 s from 10 to 90 percent", () => {
    expect(countdownPercent(0)).toBe(10);
    expect(countdownPercent(10_000)).toBe(50);
    expect(countdownPercent(20_000)).toBe(90);
    expect(countdownPercent(99_000)).toBe(90);
    expect(countdownStage(0)).toBe("Preparing your thumbnail… 20 s");
  });

  it("crops the centre to 16:9 without distortion", () => {
    expect(coverCrop(1792, 1008, 1280, 720)).toEqual({ sx: 0, sy: 0, sw: 1792, sh: 1008 });
    expect(coverCrop(1792, 1024, 1280, 720)).toEqual({ sx: 0, sy: 8, sw: 1792, sh: 1008 });
    expect(coverCrop(1024, 1024, 1280, 720)).toEqual({ sx: 0, sy: 224, sw: 1024, sh: 576 });
  });

  it("names files after the idea", () => {
    expect(fileBase("  I Built a Cabin — in 30 Days! ")).toBe("thumbnail-i-built-a-cabin-in-30-days");
    expect(fileBase("!!!")).toBe("thumbnail");
    expect(fullSizeName("Cabin", "image/png")).toBe("thumbnail-cabin.png");
    expect(fullSizeName("Cabin", "image/jpeg")).toBe("thumbnail-cabin.jpg");
    expect(youtubeReadyName("Cabin")).toBe("thumbnail-cabin-1280x720.jpg");
    expect(fileBase("x".repeat(100)).length).toBeLessThanOrEqual("thumbnail-".length + 40);
  });

  it("cleans a stored draft", () => {
    expect(cleanDraft({ ...DEFAULT_DRAFT, style: "nope" as never, model: "gpt-9" as never })).toEqual(DEFAULT_DRAFT);
  });
});
