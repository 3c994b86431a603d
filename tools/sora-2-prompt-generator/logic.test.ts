import { describe, expect, it } from "vitest";
import {
  DEFAULT_FIELDS,
  MAX_TOKENS,
  SECONDS,
  SIZES,
  SYSTEM_PROMPT,
  TEMPERATURE,
  applyReply,
  assemblePrompt,
  buildRequest,
  changeModel,
  generationErrorMessage,
  normalizeFields,
  parseSeconds,
  sizeForModel,
} from "./logic";

const reply = { prose: " A corgi surfs ", cameraShot: "Low tracking shot", mood: "Joyful", actions: ["Paddles out", " ", "Stands up"], dialogue: "", visualCues: "Golden hour" };

describe("model, size and seconds", () => {
  it("lists the spec's sizes and seconds", () => {
    expect(SIZES["sora-2"]).toEqual(["1280x720", "720x1280"]);
    expect(SIZES["sora-2-pro"]).toEqual(["1280x720", "720x1280", "1024x1792", "1792x1024"]);
    expect(SECONDS).toEqual([4, 8, 12]);
  });
  it("keeps a size valid for the model, else the model's first size", () => {
    expect(sizeForModel("sora-2", "720x1280")).toBe("720x1280");
    expect(sizeForModel("sora-2", "1792x1024")).toBe("1280x720");
    expect(changeModel({ ...DEFAULT_FIELDS, model: "sora-2-pro", size: "1024x1792" }, "sora-2")).toMatchObject({ model: "sora-2", size: "1280x720" });
    expect(changeModel({ ...DEFAULT_FIELDS, size: "720x1280" }, "sora-2-pro").size).toBe("720x1280");
  });
  it("accepts only 4/8/12 seconds", () => {
    expect([4, 8, 12, "8", "12s", 6, "x", null].map(parseSeconds)).toEqual([4, 8, 12, 8, 12, null, null, null]);
  });
  it("repairs a stored draft", () => {
    const bad = { ...DEFAULT_FIELDS, model: "sora-3", size: "1x1", seconds: 5, actions: [] } as unknown as typeof DEFAULT_FIELDS;
    expect(normalizeFields(bad)).toMatchObject({ model: "sora-2", size: "1280x720", seconds: 8, actions: [""] });
  });
});

describe("applying the AI reply", () => {
  it("fills the fields; model, size and seconds kept only when valid", () => {
    const f = applyReply(DEFAULT_FIELDS, { ...reply, model: "sora-2-pro", size: "1792x1024", seconds: 12 });
    expect(f).toMatchObject({ prose: "A corgi surfs", actions: ["Paddles out", "Stands up"], model: "sora-2-pro", size: "1792x1024", seconds: 12 });
    const g = applyReply({ ...DEFAULT_FIELDS, size: "720x1280", seconds: 4 }, { ...reply, model: "sora-2", size: "1792x1024", seconds: 10 });
    expect(g).toMatchObject({ model: "sora-2", size: "720x1280", seconds: 4 });
    const h = applyReply(DEFAULT_FIELDS, { ...reply, model: "sora-9" });
    expect(h.model).toBe("sora-2");
  });
});

describe("the preview", () => {
  it("is empty until a field has text, then assembles every field in order", () => {
    expect(assemblePrompt(DEFAULT_FIELDS)).toBe("");
    const f = { ...DEFAULT_FIELDS, prose: "A corgi surfs.", cameraShot: "Low tracking shot", mood: "Joyful", actions: ["Paddles out", "", "Stands up"], dialogue: "Girl: Go, Biscuit!", visualCues: "Golden hour, 35 mm" };
    expect(assemblePrompt(f)).toBe(
      "A corgi surfs.\n\nCamera: Low tracking shot\nMood: Joyful\n\nActions:\n1. Paddles out\n2. Stands up\n\nDialogue:\nGirl: Go, Biscuit!\n\nVisual cues: Golden hour, 35 mm\n\nModel: sora-2 · Size: 1280x720 (landscape) · Duration: 8 seconds",
    );
    expect(assemblePrompt({ ...DEFAULT_FIELDS, mood: "Calm", size: "720x1280", seconds: 4 })).toBe("Mood: Calm\n\nModel: sora-2 · Size: 720x1280 (portrait) · Duration: 4 seconds");
  });
});

describe("the request and errors", () => {
  it("asks for strict JSON with every field, temperature 0.7, the idea and constraints in the user message", () => {
    const r = buildRequest({ idea: " A corgi surfs ", model: "sora-2-pro", size: "1024x1792", seconds: 12 });
    expect(r).toMatchObject({ temperature: TEMPERATURE, maxTokens: MAX_TOKENS, json: true });
    expect(TEMPERATURE).toBe(0.7);
    expect(r.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    for (const k of ["prose", "cameraShot", "mood", "actions", "dialogue", "visualCues", "model", "size", "seconds"]) expect(SYSTEM_PROMPT).toContain(`"${k}"`);
    const user = r.messages[1]!.content;
    expect(user).toContain("Idea: A corgi surfs");
    expect(user).toContain("Model: sora-2-pro");
    expect(user).toContain("Size: 1024x1792");
    expect(user).toContain("Seconds: 12");
  });
  it("words failures as the spec's AI provider row, with the configured provider name", () => {
    expect(generationErrorMessage({ status: 502, code: "llm_provider_error", message: "", upstreamStatus: 401 }, "Groq")).toBe("Groq denied access (401/403). Check API key and permissions.");
    expect(generationErrorMessage({ status: 502, code: "llm_provider_error", message: "", upstreamStatus: 403 }, "OpenAI")).toBe("OpenAI denied access (401/403). Check API key and permissions.");
    expect(generationErrorMessage({ status: 502, code: "llm_unavailable", message: "", upstreamStatus: 503 }, "Groq")).toBe("Groq error: 503");
    expect(generationErrorMessage({ status: 429, code: "llm_rate_limited", message: "", upstreamStatus: 429 }, "Groq")).toBe("Groq error: 429");
    expect(generationErrorMessage({ status: 502, code: "unparsable_output", message: "", upstreamStatus: 200 }, "Groq")).toBe("Failed to parse JSON from model output");
    expect(generationErrorMessage({ status: 0, code: "network", message: "" }, "Groq")).toBe("Failed to generate with Groq");
    expect(generationErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." }, "Groq")).toBe("Groq API key not configured.");
  });
});
