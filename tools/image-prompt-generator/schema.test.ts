import { describe, expect, it } from "vitest";
import { VALID_IMAGE_PROMPT } from "./fixtures";
import { imagePromptCheck, imagePromptSchema } from "./schema";

type Json = Record<string, unknown>;
const clone = (): Json => JSON.parse(JSON.stringify(VALID_IMAGE_PROMPT)) as Json;
const chosen = { aspectRatio: "2:3", quality: "medium" } as const;

describe("the image prompt schema (spec 000 §3)", () => {
  it("accepts a complete prompt, in the §3 key order", () => {
    const r = imagePromptCheck(chosen)({ variations: [], ...clone(), extra: 1 });
    expect(r).toEqual({ ok: true, value: VALID_IMAGE_PROMPT });
    expect(Object.keys(imagePromptSchema.parse(clone()))).toEqual([
      "prompt",
      "negative_prompt",
      "style",
      "aspect_ratio",
      "quality",
      "lighting",
      "mood",
      "color_scheme",
      "technical_details",
      "variations",
    ]);
  });

  it("writes the chosen aspect ratio and quality into it", () => {
    const j = clone();
    j.aspect_ratio = "portrait";
    j.quality = "ultra";
    const r = imagePromptCheck({ aspectRatio: "9:16", quality: "high" })(j);
    expect(r.ok && r.value).toMatchObject({ aspect_ratio: "9:16", quality: "high" });
  });

  it.each([
    ["a missing prompt", (j: Json) => delete j.prompt, "prompt"],
    ["a blank prompt", (j: Json) => (j.prompt = "  "), "prompt"],
    ["variations as text", (j: Json) => (j.variations = "one, two"), "variations"],
    ["a missing technical_details", (j: Json) => delete j.technical_details, "technical_details"],
    ["enhancement tips as text", (j: Json) => ((j.technical_details as Json).enhancement_tips = "upscale"), "technical_details.enhancement_tips"],
    ["a numeric mood", (j: Json) => (j.mood = 3), "mood"],
    ["an array instead of an object", () => undefined, ""],
  ])("rejects %s, naming the path", (name, mutate, path) => {
    const j = clone();
    mutate(j);
    const r = imagePromptCheck(chosen)(name.startsWith("an array") ? [j] : j);
    expect(r.ok).toBe(false);
    if (!r.ok && path) expect(r.issues.join("\n")).toContain(path);
  });
});
