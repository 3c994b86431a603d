import { describe, expect, it } from "vitest";
import { stripMarkdown } from "../../app/lib/ai-reply";
import {
  BANNER_MESSAGES,
  COMPLETE_MESSAGE,
  CONTENT_TYPES,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  DEFAULT_FORM,
  FORMAT_RULES,
  GENERAL_AUDIENCE,
  GENERATOR_STEPS,
  LIMITS,
  MESSAGE_TITLE_REQUIRED,
  NOT_PROVIDED,
  NOT_SPECIFIED,
  OUTPUT_TYPES,
  SCRIPT_LENGTHS,
  SECTION_MAX_TOKENS,
  SECTION_TEMPERATURE,
  SPEC_SECTION_PAUSE_MS,
  SYSTEM_PROMPT,
  TONES,
  WORDS_PER_MINUTE,
  buildSectionRequest,
  canGenerate,
  countWords,
  failureView,
  fieldErrors,
  findLength,
  formatCounts,
  interruptedMessage,
  isUsableRun,
  joinSections,
  lengthHint,
  lengthOptionLabel,
  newRun,
  nextSection,
  prepProgress,
  scriptFileName,
  sectionProgress,
  sectionSeparator,
  sectionStageMessage,
  sectionUserPrompt,
  sentences,
  specPrepTotalMs,
  specSectionProgress,
  specStepMs,
  targetWordsPerSection,
  textCounts,
  tooLongMessage,
  validateForm,
  type ScriptForm,
} from "./logic";
import { createMarkdownStreamStripper, stripMarkdownPieces } from "../../app/lib/markdown-stream";

const form = (over: Partial<ScriptForm> = {}): ScriptForm => ({ ...DEFAULT_FORM, title: "How to Bake Bread", ...over });

describe("options (spec 000 §3)", () => {
  it("has the five script lengths with chunks, words and durations", () => {
    expect(SCRIPT_LENGTHS.map((l) => [l.id, l.chunks, l.words, l.duration])).toEqual([
      ["short", 1, 1500, "5–10 minutes"],
      ["medium", 2, 3000, "12–15 minutes"],
      ["long", 5, 7500, "30–45 minutes"],
      ["ultra", 10, 15000, "1–2 hours"],
      ["mega", 20, 30000, "2–3 hours"],
    ]);
    expect(lengthOptionLabel(findLength("long"))).toBe("Long (30–45 minutes)");
    expect(lengthHint(findLength("long"))).toBe("About 7,500 words, 30–45 minutes, written in 5 sections.");
    expect(lengthHint(findLength("short"))).toBe("About 1,500 words, 5–10 minutes, written in 1 section.");
  });

  it("has the six content types with descriptions, six tones and two output types", () => {
    expect(CONTENT_TYPES.map((c) => c.id)).toEqual(["educational", "entertainment", "review", "storytelling", "news", "lifestyle"]);
    for (const c of CONTENT_TYPES) expect(c.description.length).toBeGreaterThan(10);
    expect(TONES.map((t) => t.id)).toEqual(["professional", "casual", "energetic", "calm", "humorous", "dramatic"]);
    expect(OUTPUT_TYPES.map((o) => o.id)).toEqual(["plain", "detailed"]);
    expect(OUTPUT_TYPES[0].description).toBe("Simple paragraphs, no timestamps or formatting");
    expect(OUTPUT_TYPES[1].description).toMatch(/Timestamps, host notes, scene descriptions and structure/);
  });

  it("defaults to medium, educational, casual, plain with empty texts", () => {
    expect(DEFAULT_FORM).toEqual({
      title: "",
      length: "medium",
      description: "",
      contentType: "educational",
      tone: "casual",
      outputType: "plain",
      targetAudience: "",
      keyPoints: "",
    });
  });

  it("has the spec's banner messages", () => {
    expect(BANNER_MESSAGES).toEqual({
      checking: "Checking API connection...",
      connected: "API connected successfully",
      failed: "API connection failed. Please check your configuration.",
    });
  });
});

describe("validation (spec 000 §5)", () => {
  it("asks for a title", () => {
    expect(MESSAGE_TITLE_REQUIRED).toBe("Please enter a video title.");
    expect(validateForm(form({ title: "   " }))).toBe("Please enter a video title.");
    expect(fieldErrors(form({ title: "" }))).toEqual({ title: "Please enter a video title." });
    expect(validateForm(form())).toBeNull();
  });

  it("disables Generate while busy, with a blank title or without a key", () => {
    expect(canGenerate(form(), false, true)).toBe(true);
    expect(canGenerate(form(), true, true)).toBe(false);
    expect(canGenerate(form({ title: " " }), false, true)).toBe(false);
    expect(canGenerate(form(), false, false)).toBe(false);
  });

  it("accepts long optional fields up to generous limits, with a clear message past them", () => {
    expect(validateForm(form({ keyPoints: "x".repeat(LIMITS.keyPoints) }))).toBeNull();
    expect(validateForm(form({ keyPoints: "x".repeat(LIMITS.keyPoints + 1) }))).toBe("The Key Points field is too long: at most 20,000 characters.");
    expect(tooLongMessage("description")).toBe("The Video Description field is too long: at most 20,000 characters.");
    expect(fieldErrors(form({ title: "t".repeat(LIMITS.title + 1) })).title).toBe("The Video Title field is too long: at most 1,000 characters.");
  });
});

describe("section prompt (spec 000 §7)", () => {
  it("aims each section at words / chunks, rounded up", () => {
    for (const l of SCRIPT_LENGTHS) expect(targetWordsPerSection(l)).toBe(Math.ceil(l.words / l.chunks));
    expect(targetWordsPerSection(findLength("long"))).toBe(1500);
    expect(targetWordsPerSection({ id: "short", label: "x", chunks: 3, words: 1000, duration: "" })).toBe(334);
  });

  it("embeds the title, the defaults for blank fields, the choices, section index and total, target words and format rules", () => {
    const p = sectionUserPrompt({ form: form({ length: "long", contentType: "review", tone: "humorous" }), section: 2 });
    expect(p).toContain("section 2 of 5");
    expect(p).toContain("- Title: How to Bake Bread");
    expect(p).toContain(`- Description: ${NOT_PROVIDED}`);
    expect(p).toContain(`- Target audience: ${GENERAL_AUDIENCE}`);
    expect(p).toContain(`- Key points: ${NOT_SPECIFIED}`);
    expect(p).toContain("- Content type: Review");
    expect(p).toContain("- Tone: Humorous");
    expect(p).toContain("- Output type: Plain Script");
    expect(p).toContain("about 1500 words");
    expect(p).toContain(FORMAT_RULES.plain);
    expect(p).toContain("middle section");
    expect([NOT_PROVIDED, GENERAL_AUDIENCE, NOT_SPECIFIED]).toEqual(["Not provided", "General audience", "Not specified"]);
  });

  it("uses what the visitor wrote and the detailed format rules", () => {
    const p = sectionUserPrompt({
      form: form({ description: "Sourdough at home", targetAudience: "Beginners", keyPoints: "Starter\nFolding", outputType: "detailed", length: "short" }),
      section: 1,
    });
    expect(p).toContain("- Description: Sourdough at home");
    expect(p).toContain("- Target audience: Beginners");
    expect(p).toContain("- Key points: Starter\nFolding");
    expect(p).toContain("- Output type: Detailed Script");
    expect(p).toContain(FORMAT_RULES.detailed);
    expect(FORMAT_RULES.detailed).toMatch(/timestamps/i);
    expect(FORMAT_RULES.detailed).toMatch(/host notes/i);
    expect(FORMAT_RULES.detailed).toMatch(/scene descriptions/i);
    expect(FORMAT_RULES.plain).toMatch(/No timestamps/);
    expect(p).toContain("complete script");
  });

  it("tells the first and last sections to open and to close", () => {
    expect(sectionUserPrompt({ form: form({ length: "long" }), section: 1 })).toContain("opening section");
    expect(sectionUserPrompt({ form: form({ length: "long" }), section: 5 })).toContain("final section");
  });

  it("sends a system message and the user prompt with 3000 tokens at temperature 0.7", () => {
    const r = buildSectionRequest({ form: form(), section: 1 });
    expect(r.maxTokens).toBe(3000);
    expect(r.temperature).toBe(0.7);
    expect([SECTION_MAX_TOKENS, SECTION_TEMPERATURE]).toEqual([3000, 0.7]);
    expect(r.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(r.messages[0]!.content).toBe(SYSTEM_PROMPT);
    expect(r.messages[1]!.content).toContain("How to Bake Bread");
  });
});

describe("joining sections (spec 000 §7)", () => {
  it("puts a SECTION n line before each section", () => {
    expect(sectionSeparator(3)).toBe("SECTION 3");
    expect(joinSections(["One.", " Two. ", "Three."], 3)).toBe("SECTION 1\n\nOne.\n\nSECTION 2\n\nTwo.\n\nSECTION 3\n\nThree.");
  });

  it("a one-section script is the text alone", () => {
    expect(joinSections(["  Only part. "], 1)).toBe("Only part.");
  });

  it("shows a section being written under its line", () => {
    expect(joinSections(["One.", ""], 5)).toBe("SECTION 1\n\nOne.\n\nSECTION 2");
  });
});

describe("progress (spec 000 §4, §9)", () => {
  it("has the six steps in order", () => {
    expect(GENERATOR_STEPS).toEqual([
      { progress: 10, message: "Analyzing your video concept..." },
      { progress: 25, message: "Structuring content outline..." },
      { progress: 40, message: "Writing engaging introduction..." },
      { progress: 60, message: "Developing main content..." },
      { progress: 80, message: "Adding hooks and transitions..." },
      { progress: 95, message: "Finalizing script..." },
    ]);
    expect(COMPLETE_MESSAGE).toBe("Script generation complete!");
    expect(sectionStageMessage(3, 10)).toBe("Generating section 3 of 10...");
  });

  it("with SPEC_WAITS: the spec's values, 95 + (section / chunks) x 5, and its timings", () => {
    expect(GENERATOR_STEPS.map((_, i) => prepProgress(i, true))).toEqual([10, 25, 40, 60, 80, 95]);
    expect(specSectionProgress(3, 5)).toBe(98);
    expect(sectionProgress(5, 5, 0, 1500, true)).toBe(100);
    expect(specPrepTotalMs(5)).toBe(40_000);
    expect(specStepMs(2)).toBe(25_000 / 6);
    expect(SPEC_SECTION_PAUSE_MS).toBe(1000);
  });

  it("without waits: a real share over sections that only grows", () => {
    const prep = GENERATOR_STEPS.map((_, i) => prepProgress(i, false));
    expect(prep.at(-1)).toBe(5);
    expect(sectionProgress(1, 5, 0, 1500, false)).toBe(5);
    expect(sectionProgress(3, 5, 0, 1500, false)).toBe(5 + (95 * 2) / 5);
    expect(sectionProgress(3, 5, 750, 1500, false)).toBeCloseTo(5 + (95 * 2.5) / 5);
    // Past the target it stays under the next section's start.
    expect(sectionProgress(3, 5, 5000, 1500, false)).toBeLessThan(sectionProgress(4, 5, 0, 1500, false));
    let last = 0;
    for (let s = 1; s <= 5; s++)
      for (const w of [0, 500, 1000, 1500]) {
        const v = sectionProgress(s, 5, w, 1500, false);
        expect(v).toBeGreaterThanOrEqual(last);
        last = v;
      }
    expect(last).toBeLessThan(100);
  });
});

describe("counts and files", () => {
  it("counts words, characters and minutes to read at 150 words a minute, rounded", () => {
    expect(WORDS_PER_MINUTE).toBe(150);
    expect(countWords("  one two\nthree\t four  ")).toBe(4);
    expect(countWords("   ")).toBe(0);
    expect(textCounts("a b c")).toEqual({ words: 3, characters: 5, minutes: 0 });
    // Words in every script; characters as a reader sees them.
    expect(textCounts("नमस्ते दोस्तों")).toEqual({ words: 2, characters: 6, minutes: 0 }); // न·म·स्ते ·दो·स्तों
    expect(countWords("今日は良い天気です")).toBeGreaterThanOrEqual(4);
    expect(countWords("สวัสดีครับทุกคน")).toBe(4); // สวัสดี ครับ ทุก คน
    expect(countWords("مرحبا يا أصدقاء")).toBe(3);
    expect(countWords("Ça va, l'été dernier")).toBe(4);
    expect(textCounts(Array(225).fill("w").join(" ")).minutes).toBe(2);
    expect(textCounts(Array(224).fill("w").join(" ")).minutes).toBe(1);
    expect(formatCounts({ words: 7500, characters: 41234, minutes: 50 })).toBe("7,500 words · 41,234 characters · 50 min read");
  });

  it("names the file after the title with everything but letters and digits as hyphens, or youtube-script", () => {
    expect(scriptFileName("My Video: Part 1!", "2025-01-31")).toBe("My-Video--Part-1--2025-01-31.txt");
    expect(scriptFileName("", "2025-01-31")).toBe("youtube-script-2025-01-31.txt");
    // Letters of every script, with their marks, are letters: only punctuation and spaces become hyphens.
    expect(scriptFileName("Café", "2025-01-31")).toBe("Café-2025-01-31.txt");
    expect(scriptFileName("हिन्दी कहानी", "2025-01-31")).toBe("हिन्दी-कहानी-2025-01-31.txt");
    expect(scriptFileName("தமிழ் வரலாறு", "2025-01-31")).toBe("தமிழ்-வரலாறு-2025-01-31.txt");
    expect(scriptFileName("日本の歴史：第1部", "2025-01-31")).toBe("日本の歴史-第1部-2025-01-31.txt");
    expect(scriptFileName("قصة قصيرة", "2025-01-31")).toBe("قصة-قصيرة-2025-01-31.txt");
  });

  it("confirms copies with Copied! for 2 seconds", () => {
    expect([COPIED_LABEL, COPY_CONFIRM_MS]).toEqual(["Copied!", 2000]);
  });
});

describe("failure messages (spec 000 §8)", () => {
  it("a provider status: Failed to generate script: API request failed: {status}, with the provider's words as detail", () => {
    expect(failureView({ status: 502, code: "llm_provider_error", message: "bad model", upstreamStatus: 400, providerMessage: "bad model" })).toEqual({
      message: "Failed to generate script: API request failed: 400",
      detail: "bad model",
    });
    expect(failureView({ status: 502, code: "llm_server_error", message: "Internal server error. Please try again later.", upstreamStatus: 500 })).toEqual({
      message: "Failed to generate script: API request failed: 500",
      detail: undefined,
    });
  });

  it("rate limits plainly, with the wait", () => {
    expect(failureView({ status: 429, code: "llm_rate_limited", message: "Rate limit exceeded. Please wait a moment before trying again.", upstreamStatus: 429, retryAfterSeconds: 12 })).toEqual({
      message: "Failed to generate script: Rate limit exceeded. Please wait a moment before trying again.",
      detail: "You can try again in 12 seconds.",
    });
  });

  it("not configured and validation as they are; network and empty replies with the catalogue words", () => {
    expect(failureView({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." }).message).toBe("Groq API key not configured.");
    expect(failureView({ status: 400, code: "invalid_input", message: "Please enter a video title." }).message).toBe("Please enter a video title.");
    expect(failureView({ status: 0, code: "network", message: "Network error. Please check your connection and try again." }).message).toBe(
      "Failed to generate script: Network error. Please check your connection and try again.",
    );
    expect(failureView({ status: 502, code: "llm_invalid_response", message: "Invalid response structure from AI service", upstreamStatus: 200 }).message).toBe(
      "Failed to generate script: Invalid response structure from AI service",
    );
    expect(failureView({ status: 0, code: "x", message: "boom" }, "Failed to rewrite script: ").message).toBe("Failed to rewrite script: boom");
  });
});

describe("runs (DESIGN.md decision 6)", () => {
  it("joins the provider's words and the state of the run as sentences", () => {
    expect(sentences(["Context window exceeded", null, "2 of 5 sections are ready."])).toBe("Context window exceeded. 2 of 5 sections are ready.");
    expect(sentences(["Done!", " "])).toBe("Done!");
  });

  it("start empty, go section by section and say what is left", () => {
    const run = newRun(form({ length: "long" }));
    expect(run).toMatchObject({ total: 5, sections: [], error: null, complete: false });
    expect(nextSection(run)).toBe(1);
    const two = { ...run, sections: ["a", "b"] };
    expect(nextSection(two)).toBe(3);
    expect(interruptedMessage(two)).toBe("2 of 5 sections are ready. Continue to write sections 3–5.");
    expect(interruptedMessage({ ...run, sections: ["a", "b", "c", "d"] })).toBe("4 of 5 sections are ready. Continue to write section 5.");
    expect(nextSection({ ...run, sections: ["a", "b", "c", "d", "e"] })).toBeNull();
  });

  it("uses a stored run only when it is whole and consistent", () => {
    const run = newRun(form({ length: "long" }));
    expect(isUsableRun(run)).toBe(true);
    expect(isUsableRun(null)).toBe(false);
    expect(isUsableRun({ ...run, total: 2 })).toBe(false);
    expect(isUsableRun({ ...run, sections: [1] })).toBe(false);
    expect(isUsableRun({ ...run, form: { ...run.form, length: "huge" } })).toBe(false);
  });
});

describe("Markdown stripped across pieces (spec 000 §7)", () => {
  const samples = [
    "# Welcome back\n\nToday we look at **three** things, _really_ fast.\n\nSee [our guide](https://example.com) and `code`!\n",
    "## Part 1\n[00:00] HOOK (HOST: smile) [SCENE: kitchen]\nA *quick* note: 3 * 4 = 12, snake_case stays.\n",
    "```text\nPlain line inside a fence\n```\nWow! ![alt text](img.png) done.\nLast line with **bold at the end**",
    "No markdown at all, just a plain paragraph that goes on and on.\nAnd another line!",
  ];

  it.each(samples.map((s, i) => [i, s] as const))("sample %i: every split gives the same text as stripping the whole", (_i, text) => {
    const whole = stripMarkdown(text);
    for (let a = 0; a <= text.length; a++) {
      expect(stripMarkdownPieces([text.slice(0, a), text.slice(a)])).toBe(whole);
    }
    expect(stripMarkdownPieces([...text])).toBe(whole);
  });

  it("removes bold, italic, headings and code ticks and keeps link text", () => {
    expect(stripMarkdownPieces(["# Title\n**Bo", "ld** and *it", "alic* and `co", "de` and [li", "nk](http://x)"])).toBe(
      "Title\nBold and italic and code and link",
    );
  });

  it("streams plain text at once and holds only what may still be Markdown", () => {
    const s = createMarkdownStreamStripper();
    expect(s.push("Hello there, ")).toBe("Hello there, ");
    expect(s.push("this is **imp")).toBe("this is ");
    expect(s.push("ortant** ok")).toBe("");
    expect(s.push("\nNext")).toBe("important ok\nNext");
    expect(s.push(" [00:10] cue")).toBe(" [00:10] cue");
    expect(s.end()).toBe("");
  });
});
