import { describe, expect, it } from "vitest";
import {
  ADVANCED_FORMAT,
  ASPECT_RATIO_OPTIONS,
  CAMERA_DIRECTION_OPTIONS,
  CAMERA_STYLE_OPTIONS,
  CFG,
  COMPLEXITY_OPTIONS,
  COMPLEXITY_SHOTS,
  DEFAULT_ADVANCED,
  DEFAULT_DRAFT,
  DOWNLOAD_FILE_NAME,
  DURATION_OPTIONS,
  EMPTY_EXPORT_MESSAGE,
  FOCUS_OPTIONS,
  INVALID_RESPONSE_MESSAGE,
  MAX_TOKENS,
  MOOD_OPTIONS,
  OUTPUT_PLACEHOLDER,
  PACING_OPTIONS,
  PROMPT_LENGTH_OPTIONS,
  RESOLUTION_OPTIONS,
  SPECIAL_EFFECTS_OPTIONS,
  SPEC_PROGRESS_STEP_MS,
  SPEC_STAGES,
  STAGES,
  STATUS_MESSAGES,
  STYLE_OPTIONS,
  SYSTEM_PROMPT,
  TEMPERATURE,
  basicShotCount,
  buildAdvancedOutput,
  buildAdvancedRequest,
  buildBasicRequest,
  canGenerate,
  cfgGuidance,
  cfgGuidanceLabel,
  characterCountLabel,
  generationErrorMessage,
  highTrafficText,
  isHighTraffic,
  isOption,
  normalizeDraft,
  outputText,
  readBuilderEvent,
  requestBody,
  retryAttemptLabel,
  roundCfg,
  shotCoverageIssues,
  shotTimings,
  shouldRetryStatus,
  statusFailureOf,
  statusRetryDelay,
  type AdvancedOptions,
  type BuilderSettings,
} from "./logic";

const settings: BuilderSettings = {
  description: "  A fox crosses a frozen lake at dawn  ",
  style: "documentary",
  mood: "peaceful",
  duration: 15,
  resolution: "4k",
  aspectRatio: "9:16",
};
const userOf = (r: { messages: { role: string; content: string }[] }) => r.messages.find((m) => m.role === "user")!.content;

describe("option lists (spec 000 §2, §3, §9)", () => {
  it("has the spec's selectors and defaults: cinematic, dramatic, 9 s", () => {
    expect(STYLE_OPTIONS.map((o) => o.label)).toEqual(["Cinematic", "Documentary", "Artistic", "Commercial"]);
    expect(MOOD_OPTIONS.map((o) => o.label)).toEqual(["Dramatic", "Peaceful", "Energetic", "Mysterious", "Romantic", "Adventurous"]);
    expect(DURATION_OPTIONS.map((o) => o.value)).toEqual(["5", "9", "15", "30"]);
    expect(DEFAULT_DRAFT).toMatchObject({ style: "cinematic", mood: "dramatic", duration: 9, resolution: "1080p", aspectRatio: "16:9", advancedMode: false });
    expect(RESOLUTION_OPTIONS.map((o) => o.value)).toEqual(["1080p", "4k", "720p"]);
    expect(ASPECT_RATIO_OPTIONS.map((o) => o.value)).toEqual(["16:9", "9:16", "1:1", "21:9"]);
  });

  it("has the advanced lists: 11 entries each (none, default and the spec's nine ids) with plain labels", () => {
    expect(CAMERA_STYLE_OPTIONS.map((o) => o.value)).toEqual(["none", "default", "steadicam", "drone", "handheld", "crane", "dolly", "vr360", "multiangle", "static", "gimbal"]);
    expect(CAMERA_DIRECTION_OPTIONS.map((o) => o.value)).toEqual(["none", "default", "zoom_in", "zoom_out", "pan_left", "pan_right", "tilt_up", "tilt_down", "orbital", "push_in", "pull_out"]);
    expect(PACING_OPTIONS.map((o) => o.value)).toEqual(["none", "default", "slow_burn", "rhythmic", "frantic", "ebb_flow", "hypnotic", "timelapse", "stopmotion", "gradual", "quick_cut"]);
    expect(SPECIAL_EFFECTS_OPTIONS.map((o) => o.value)).toEqual([
      "none",
      "default",
      "practical",
      "cgi",
      "analog_glitch",
      "light_painting",
      "projection",
      "nanosecond",
      "double_exposure",
      "smoke_diffusion",
      "lens_flare",
    ]);
    for (const list of [CAMERA_STYLE_OPTIONS, CAMERA_DIRECTION_OPTIONS, PACING_OPTIONS, SPECIAL_EFFECTS_OPTIONS]) {
      expect(list).toHaveLength(11);
      for (const o of list) expect(o.label).not.toMatch(/_/);
    }
    expect(CAMERA_DIRECTION_OPTIONS.find((o) => o.value === "zoom_in")?.label).toBe("Zoom in");
  });

  it("maps complexity to 2/3/4/5 shots and lists focus and prompt length", () => {
    expect(COMPLEXITY_SHOTS).toEqual({ simple: 2, medium: 3, complex: 4, expert: 5 });
    expect(COMPLEXITY_OPTIONS.map((o) => o.label)).toEqual(["Simple (2 shots)", "Medium (3 shots)", "Complex (4 shots)", "Expert (5 shots)"]);
    expect(FOCUS_OPTIONS.map((o) => o.value)).toEqual(["visual", "narrative", "technical", "emotional"]);
    expect(PROMPT_LENGTH_OPTIONS.map((o) => o.value)).toEqual(["short", "medium", "long"]);
    expect(DEFAULT_ADVANCED).toMatchObject({ template: "cinematic", cfgScale: 0.7, customInstructions: "" });
    expect(CFG).toEqual({ min: 0, max: 1, step: 0.1, default: 0.7 });
    expect(isOption(PACING_OPTIONS, "frantic")).toBe(true);
    expect(isOption(PACING_OPTIONS, "fast")).toBe(false);
  });

  it("keeps the spec's words and constants", () => {
    expect(EMPTY_EXPORT_MESSAGE).toBe("Please describe your video idea to generate JSON first.");
    expect(DOWNLOAD_FILE_NAME).toBe("ai-video-prompt.json");
    expect(OUTPUT_PLACEHOLDER.startsWith("//")).toBe(true);
    expect(MAX_TOKENS).toBe(2000);
    expect(TEMPERATURE).toBe(0.8);
    expect(INVALID_RESPONSE_MESSAGE).toBe("Invalid response structure from AI service");
    expect(STATUS_MESSAGES.checking).toBe("Checking API connection...");
    expect(retryAttemptLabel(2)).toBe("Retry attempt 2/3");
    expect(Object.values(STAGES).map((s) => s.value)).toEqual([40, 60, 80]);
    expect(SPEC_STAGES.map((s) => s.value)).toEqual([20, 40, 60, 80, 100]);
    expect(SPEC_PROGRESS_STEP_MS).toBe(800);
  });
});

describe("CFG scale guidance bands", () => {
  it.each([
    [0, "low"],
    [0.1, "low"],
    [0.3, "low"],
    [0.1 + 0.2, "low"],
    [0.4, "medium"],
    [0.7, "medium"],
    [0.8, "high"],
    [1, "high"],
  ] as const)("%s is %s guidance", (v, level) => {
    expect(cfgGuidance(v)).toBe(level);
  });

  it("labels and rounds to the slider's step, within 0..1", () => {
    expect(cfgGuidanceLabel(0.7)).toBe("Medium guidance");
    expect(cfgGuidanceLabel(0.8)).toBe("High guidance");
    expect(cfgGuidanceLabel(0.2)).toBe("Low guidance");
    expect(roundCfg(0.34)).toBe(0.3);
    expect(roundCfg(0.35)).toBe(0.4);
    expect(roundCfg(-1)).toBe(0);
    expect(roundCfg(7)).toBe(1);
    expect(roundCfg(Number.NaN)).toBe(0.7);
  });
});

describe("the form", () => {
  it("enables Generate only when connected, not busy and with a non-blank description", () => {
    expect(canGenerate("idea", false, "connected")).toBe(true);
    expect(canGenerate("   ", false, "connected")).toBe(false);
    expect(canGenerate("idea", true, "connected")).toBe(false);
    expect(canGenerate("idea", false, "checking")).toBe(false);
    expect(canGenerate("idea", false, "failed")).toBe(false);
  });

  it("counts characters", () => {
    expect(characterCountLabel("")).toBe("0 characters");
    expect(characterCountLabel("a")).toBe("1 character");
    expect(characterCountLabel("x".repeat(1234))).toBe("1,234 characters");
  });

  it("puts back defaults for anything a stored draft holds that is no longer offered", () => {
    const d = normalizeDraft({
      ...DEFAULT_DRAFT,
      style: "noir" as never,
      duration: 12 as never,
      aspectRatio: "9:16",
      advanced: { ...DEFAULT_ADVANCED, pacing: "warp" as never, cfgScale: 0.30000000000000004, complexity: "expert" },
    });
    expect(d.style).toBe("cinematic");
    expect(d.duration).toBe(9);
    expect(d.aspectRatio).toBe("9:16");
    expect(d.advanced).toMatchObject({ pacing: "default", cfgScale: 0.3, complexity: "expert" });
    expect(normalizeDraft(undefined)).toEqual(DEFAULT_DRAFT);
    expect(normalizeDraft({ advanced: null as never }).advanced).toEqual(DEFAULT_ADVANCED);
  });

  it("builds the API body for either mode, trimmed", () => {
    const draft = { ...DEFAULT_DRAFT, ...settings, advanced: { ...DEFAULT_ADVANCED, customInstructions: "  slow fade  " } };
    expect(requestBody(draft, "basic")).toEqual({ mode: "basic", ...settings, description: "A fox crosses a frozen lake at dawn" });
    const adv = requestBody(draft, "advanced");
    expect(adv).toMatchObject({ mode: "advanced", aspectRatio: "9:16", advanced: { customInstructions: "slow fade" } });
  });
});

describe("shots", () => {
  it("asks for 3 shots up to 9 s and 4 from 15 s (template default 3–4)", () => {
    expect([5, 9, 15, 30].map(basicShotCount)).toEqual([3, 3, 4, 4]);
  });

  it("splits the duration evenly, ending exactly at it", () => {
    expect(shotTimings(9, 3)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 9 },
    ]);
    const five = shotTimings(5, 3);
    expect(five[0]!.start).toBe(0);
    expect(five[2]!.end).toBe(5);
    expect(shotCoverageIssues(five, 5)).toEqual([]);
  });

  it("finds gaps, overlaps, a late start and a short end", () => {
    expect(shotCoverageIssues([{ start: 0, end: 4 }, { start: 4, end: 9 }], 9)).toEqual([]);
    expect(shotCoverageIssues([{ start: 0.5, end: 4 }, { start: 4, end: 9 }], 9)[0]).toMatch(/start at 0/);
    expect(shotCoverageIssues([{ start: 0, end: 4 }, { start: 5, end: 9 }], 9)[0]).toMatch(/previous shot's end/);
    expect(shotCoverageIssues([{ start: 0, end: 4 }, { start: 4, end: 8 }], 9)[0]).toMatch(/end at 9/);
    expect(shotCoverageIssues([{ start: 0, end: 0 }], 0)[0]).toMatch(/must be after start/);
    expect(shotCoverageIssues([], 9)).toEqual(["shots: there are no shots"]);
    // Rounding in the model's numbers is tolerated.
    expect(shotCoverageIssues([{ start: 0, end: 1.67 }, { start: 1.67, end: 3.33 }, { start: 3.33, end: 5.0 }], 5)).toEqual([]);
  });
});

describe("requests (spec 000 §7)", () => {
  it("basic: system message demanding JSON only, max_tokens 2000, temperature 0.8, json mode, the settings embedded", () => {
    const r = buildBasicRequest(settings);
    expect(r).toMatchObject({ maxTokens: 2000, temperature: 0.8, json: true });
    expect(r.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toMatch(/JSON object and nothing else/);
    const user = userOf(r);
    for (const part of [
      "Video idea: A fox crosses a frozen lake at dawn",
      "Style: Documentary",
      "Mood: Peaceful",
      "Duration: 15 seconds",
      "Frame rate: 24 fps",
      "Resolution: 4k",
      "Aspect ratio: 9:16",
      "Shots: 4",
      '"aspect_ratio": "9:16"',
      '"resolution": "4k"',
      "the last shot ends at 15",
      "tall vertical frame",
    ]) {
      expect(user).toContain(part);
    }
    // Every key of the §3 shape is in the skeleton the model sees.
    for (const key of ["title", "duration_seconds", "fps", "palette", "camera_texture", "music_mood", "sfx", "dialogue", "emotion", "volume", "global_constraints", "particles", "shots", "lens", "framing", "transitions", "negative_prompts", "seed", "content_rating"]) {
      expect(user).toContain(`"${key}"`);
    }
  });

  it("advanced: every option reaches the prompt, and the answer is an object with a single prompt key", () => {
    const a: AdvancedOptions = {
      template: "artistic",
      complexity: "expert",
      focus: "emotional",
      cameraStyle: "drone",
      cameraDirection: "orbital",
      pacing: "slow_burn",
      specialEffects: "double_exposure",
      promptLength: "long",
      cfgScale: 0.9,
      customInstructions: "  End on a fade to black  ",
    };
    const r = buildAdvancedRequest(settings, a);
    expect(r).toMatchObject({ maxTokens: 2000, temperature: 0.8, json: true });
    expect(r.messages[0]!.role).toBe("system");
    const user = userOf(r);
    for (const part of [
      "Video idea: A fox crosses a frozen lake at dawn",
      "Style template: Artistic",
      "Mood: Peaceful",
      "Duration: 15 seconds",
      "Resolution: 4k",
      "Aspect ratio: 9:16",
      "Complexity: expert — describe exactly 5 shots",
      "Focus: emotional",
      "Camera style: Drone",
      "Camera direction: Orbital",
      "Pacing: Slow burn",
      "Special effects: Double exposure",
      "Prompt length: long (300 to 450 words)",
      "CFG scale: 0.9 — high guidance",
      "Custom instructions: End on a fade to black",
      'single key "prompt"',
    ]) {
      expect(user).toContain(part);
    }
  });

  it("advanced: none and default are spelled out; empty custom instructions are left out", () => {
    const user = userOf(buildAdvancedRequest(settings, { ...DEFAULT_ADVANCED, cameraStyle: "none", cfgScale: 0.2 }));
    expect(user).toContain("Camera style: none (do not ask for any particular camera style)");
    expect(user).toContain("Pacing: default (choose the pacing that suits the style template best)");
    expect(user).toContain("Complexity: medium — describe exactly 3 shots");
    expect(user).toContain("CFG scale: 0.2 — low guidance");
    expect(user).not.toContain("Custom instructions");
  });
});

describe("output", () => {
  it("builds the advanced output: generated_prompt, configuration_used and the format marker", () => {
    const out = buildAdvancedOutput("  A slow orbit around a fox.  ", settings, { ...DEFAULT_ADVANCED, pacing: "hypnotic", customInstructions: " x " });
    expect(out).toEqual({
      generated_prompt: "A slow orbit around a fox.",
      configuration_used: {
        template: "cinematic",
        complexity: "medium",
        focus: "visual",
        camera_style: "default",
        camera_direction: "default",
        pacing: "hypnotic",
        special_effects: "default",
        prompt_length: "medium",
        cfg_scale: 0.7,
        custom_instructions: "x",
        duration_seconds: 15,
        mood: "peaceful",
        resolution: "4k",
        aspect_ratio: "9:16",
      },
      format: ADVANCED_FORMAT,
    });
  });

  it("reads the stream's events and nothing else", () => {
    expect(readBuilderEvent('{"stage":"checking"}')).toEqual({ stage: "checking" });
    expect(readBuilderEvent('{"result":{"kind":"json","mode":"basic","output":{"a":1},"repaired":true}}')).toEqual({
      result: { kind: "json", mode: "basic", output: { a: 1 }, repaired: true },
    });
    expect(readBuilderEvent('{"result":{"kind":"raw","mode":"advanced","raw":"oops","issues":["x",2]}}')).toEqual({
      result: { kind: "raw", mode: "advanced", raw: "oops", issues: ["x"] },
    });
    for (const bad of ["not json", "[]", '{"stage":"dancing"}', '{"result":{"kind":"json","mode":"other","output":{}}}', '{"result":{"kind":"raw","mode":"basic"}}']) {
      expect(readBuilderEvent(bad)).toBeNull();
    }
  });

  it("gives Copy and Download two-space JSON, the raw text, or nothing", () => {
    expect(outputText(null)).toBe("");
    expect(outputText({ kind: "json", mode: "basic", output: { a: [1] }, repaired: false })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(outputText({ kind: "raw", mode: "basic", raw: "half {", issues: [] })).toBe("half {");
  });
});

describe("errors (spec 000 §8)", () => {
  it("generation failures read '{status}: {provider message or Request failed}'", () => {
    expect(generationErrorMessage({ status: 429, code: "llm_rate_limited", message: "Rate limit exceeded.", upstreamStatus: 429, providerMessage: "Slow down" })).toBe("429: Slow down");
    expect(generationErrorMessage({ status: 502, code: "llm_server_error", message: "Internal server error.", upstreamStatus: 500 })).toBe("500: Request failed");
    expect(generationErrorMessage({ status: 429, code: "rate_limited", message: "Rate limit exceeded." })).toBe("429: Request failed");
    expect(generationErrorMessage({ status: 502, code: "llm_invalid_response", message: "x", upstreamStatus: 200 })).toBe("Invalid response structure from AI service");
    expect(generationErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured.", upstreamStatus: 0 })).toBe("Groq API key not configured.");
    expect(generationErrorMessage({ status: 0, code: "network", message: "Network error. Please check your connection and try again." })).toBe(
      "Network error. Please check your connection and try again.",
    );
  });

  it("shows the high-traffic notice for any 429", () => {
    expect(isHighTraffic({ status: 429, code: "rate_limited", message: "" })).toBe(true);
    expect(isHighTraffic({ status: 502, code: "llm_rate_limited", message: "", upstreamStatus: 429 })).toBe(true);
    expect(isHighTraffic({ status: 502, code: "llm_server_error", message: "", upstreamStatus: 500 })).toBe(false);
    expect(highTrafficText(7)).toMatch(/try again in 7 seconds\.$/);
    expect(highTrafficText(1)).toMatch(/in 1 second\.$/);
  });

  it("reads the status failure from /api/ai/status or the network", () => {
    expect(statusFailureOf({ state: "failed", failure: { code: "llm_unavailable", upstreamStatus: 503 } }, "Service temporarily unavailable.")).toEqual({
      code: "llm_unavailable",
      upstreamStatus: 503,
      message: "Service temporarily unavailable.",
    });
    expect(statusFailureOf({ state: "not_configured" }, "Groq API key not configured.").code).toBe("llm_not_configured");
    expect(statusFailureOf(undefined, "Network error.").code).toBe("llm_network");
    expect(statusFailureOf({ state: "failed" }, undefined)).toEqual({ code: "llm_provider_error", upstreamStatus: 0, message: "Unknown error occurred" });
  });

  it("retries status failures after the spec's delays, at most 3 times, never a 429 or a missing key", () => {
    const f = (code: string, upstreamStatus = 0) => ({ code, upstreamStatus, message: "" });
    expect(statusRetryDelay(f("llm_unavailable", 503))).toBe(5000);
    expect(statusRetryDelay(f("llm_server_error", 500))).toBe(8000);
    expect(statusRetryDelay(f("llm_network"))).toBe(3000);
    expect(statusRetryDelay(f("llm_provider_error", 504))).toBe(5000);
    expect(statusRetryDelay(f("llm_provider_error", 401))).toBeNull();
    expect(statusRetryDelay(f("llm_rate_limited", 429))).toBeNull();
    expect(statusRetryDelay(f("llm_not_configured"))).toBeNull();
    expect(shouldRetryStatus(f("llm_network"), 0)).toBe(true);
    expect(shouldRetryStatus(f("llm_network"), 2)).toBe(true);
    expect(shouldRetryStatus(f("llm_network"), 3)).toBe(false);
    expect(shouldRetryStatus(f("llm_rate_limited", 429), 0)).toBe(false);
  });
});
