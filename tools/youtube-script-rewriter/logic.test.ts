import { describe, expect, it } from "vitest";
import {
  COMPLETE_MESSAGE,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  DEFAULT_FORM,
  MAX_SCRIPT_CHARS,
  MESSAGE_CHANNEL_REQUIRED,
  MESSAGE_SCRIPT_REQUIRED,
  MESSAGE_SCRIPT_TOO_LONG,
  REWRITER_STEPS,
  REWRITE_MAX_TOKENS,
  REWRITE_TEMPERATURE,
  buildRewriteRequest,
  canRewrite,
  rewriteMissing,
  formatCounts,
  rewriteFailureView,
  rewriteFileName,
  rewritePrompt,
  specStepMs,
  specTotalMs,
  streamingProgress,
  streamingStep,
  textCounts,
  validateForm,
} from "./logic";

const script = "Welcome back to Bread Lab! Today we bake sourdough.\n\nFirst, feed your starter.";

describe("validation (spec 000 §5)", () => {
  it("asks for the script and the channel name", () => {
    expect(MESSAGE_SCRIPT_REQUIRED).toBe("Please enter a script to rewrite.");
    expect(MESSAGE_CHANNEL_REQUIRED).toBe("Please enter your channel name.");
    expect(validateForm({ channelName: "Chan", script: "  " })).toBe(MESSAGE_SCRIPT_REQUIRED);
    expect(validateForm({ channelName: " ", script })).toBe(MESSAGE_CHANNEL_REQUIRED);
    expect(validateForm({ channelName: "Chan", script })).toBeNull();
    expect(DEFAULT_FORM).toEqual({ channelName: "", script: "" });
  });

  it("limits the script to 100,000 characters with a clear message", () => {
    expect(MAX_SCRIPT_CHARS).toBe(100_000);
    expect(validateForm({ channelName: "C", script: "x".repeat(100_000) })).toBeNull();
    expect(validateForm({ channelName: "C", script: "x".repeat(100_001) })).toBe(MESSAGE_SCRIPT_TOO_LONG);
    expect(MESSAGE_SCRIPT_TOO_LONG).toContain("at most 100,000 characters");
  });

  it("disables the button while busy or when either field is blank", () => {
    expect(canRewrite({ channelName: "C", script }, false)).toBe(true);
    expect(canRewrite({ channelName: "C", script }, true)).toBe(false);
    expect(canRewrite({ channelName: "", script }, false)).toBe(false);
    expect(canRewrite({ channelName: "C", script: "\n" }, false)).toBe(false);
  });

  it("says beside the disabled button what is missing, in the spec's words", () => {
    expect(rewriteMissing({ channelName: " ", script: "" })).toBe(MESSAGE_CHANNEL_REQUIRED);
    expect(rewriteMissing({ channelName: "चैनल", script: " " })).toBe(MESSAGE_SCRIPT_REQUIRED);
    expect(rewriteMissing({ channelName: "C", script })).toBeNull();
  });
});

describe("rewrite prompt (spec 000 §7)", () => {
  it("asks for grade 8–9, the same length, plain text, the channel name and a hook per paragraph", () => {
    const p = rewritePrompt({ channelName: "  Creator Academy ", script });
    expect(p).toContain('for the channel "Creator Academy"');
    expect(p).toMatch(/8th–9th grade reading level/);
    expect(p).toMatch(/same length as the original: about 13 words/);
    expect(p).toMatch(/Plain text only/);
    expect(p).toContain('use "Creator Academy" instead');
    expect(p).toMatch(/End each paragraph with a subtle hook/);
    expect(p).toContain(script);
  });

  it("one user message, 4000 tokens, temperature 0.7", () => {
    const r = buildRewriteRequest({ channelName: "C", script });
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]!.role).toBe("user");
    expect(r.maxTokens).toBe(4000);
    expect(r.temperature).toBe(0.7);
    expect([REWRITE_MAX_TOKENS, REWRITE_TEMPERATURE]).toEqual([4000, 0.7]);
  });
});

describe("progress (spec 000 §4, §9)", () => {
  it("has the six rewriter steps and the complete message", () => {
    expect(REWRITER_STEPS).toEqual([
      { progress: 15, message: "Analyzing original script..." },
      { progress: 30, message: "Identifying key elements..." },
      { progress: 45, message: "Rewriting content structure..." },
      { progress: 60, message: "Optimizing language and flow..." },
      { progress: 75, message: "Adding engaging hooks..." },
      { progress: 90, message: "Finalizing rewritten script..." },
    ]);
    expect(COMPLETE_MESSAGE).toBe("Script rewrite complete!");
  });

  it("follows the real rewrite: sent, first text, a third, two thirds, finished", () => {
    expect(streamingStep(0, 300, false)).toBe(1);
    expect(streamingStep(10, 300, false)).toBe(2);
    expect(streamingStep(100, 300, false)).toBe(3);
    expect(streamingStep(200, 300, false)).toBe(4);
    expect(streamingStep(900, 300, false)).toBe(4);
    expect(streamingStep(10, 300, true)).toBe(5);
    expect(streamingProgress(0, 300)).toBe(45);
    expect(streamingProgress(150, 300)).toBe(67.5);
    expect(streamingProgress(600, 300)).toBe(90);
  });

  it("with SPEC_WAITS: 8000 ms + 1000 ms per 500 characters + 1000 ms per 100 words, over six steps", () => {
    const text = Array(250).fill("word").join(" "); // 250 words, 1249 characters
    expect(specTotalMs(text)).toBe(8000 + 2000 + 2000);
    expect(specStepMs(text)).toBe(2000);
    expect(specTotalMs("short")).toBe(8000);
  });
});

describe("counts, file name and errors", () => {
  it("counts words, characters and minutes to read", () => {
    expect(textCounts(script)).toEqual({ words: 13, characters: script.length, minutes: 0 });
    expect(formatCounts(textCounts(Array(300).fill("w").join(" ")))).toBe("300 words · 599 characters · 2 min read");
    expect([COPIED_LABEL, COPY_CONFIRM_MS]).toEqual(["Copied!", 2000]);
  });

  it("names the file rewritten-script-{channel}-{date}.txt", () => {
    expect(rewriteFileName("Creator Academy", "2025-01-31")).toBe("rewritten-script-Creator Academy-2025-01-31.txt");
    expect(rewriteFileName(" A/B: C? ", "2025-01-31")).toBe("rewritten-script-A-B- C--2025-01-31.txt");
  });

  it("says Failed to rewrite script: {message}", () => {
    expect(rewriteFailureView({ status: 502, code: "llm_unavailable", message: "x", upstreamStatus: 503 }).message).toBe(
      "Failed to rewrite script: API request failed: 503",
    );
    expect(rewriteFailureView({ status: 429, code: "rate_limited", message: "Rate limit exceeded. Please wait a moment before trying again." }).message).toBe(
      "Failed to rewrite script: Rate limit exceeded. Please wait a moment before trying again.",
    );
    expect(rewriteFailureView({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." }).message).toBe("Groq API key not configured.");
  });
});
