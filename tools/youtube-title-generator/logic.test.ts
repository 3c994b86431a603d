import { describe, expect, it } from "vitest";
import { OUTPUT_LANGUAGES, languageInstruction } from "../../app/lib/languages";
import {
  DEFAULT_INPUT,
  GENERATE_LABEL,
  LENGTH_OPTIONS,
  MAX_TOKENS,
  MESSAGE_NO_TITLES,
  MESSAGE_PARSE_FAILED,
  MESSAGE_TOPIC_REQUIRED,
  NO_TITLES_CODE,
  SEARCH_VISIBLE_CHARS,
  SPEC_WAIT_MS,
  STYLE_OPTIONS,
  TEMPERATURE,
  TITLE_COUNT,
  TITLE_LENGTHS,
  TITLE_STYLES,
  TITLE_TONES,
  TONE_OPTIONS,
  apiRequestFailed,
  buildTitleRequest,
  charCount,
  characterLabel,
  fitsSearchResults,
  isFallbackLine,
  isTitleLine,
  normalizeTitleInput,
  parseTitles,
  rateLimitNotice,
  readTitlesResponse,
  titleErrorMessage,
  titleFailureDetail,
  validateTitleInput,
  wrapTitleError,
  type TitleInput,
} from "./logic";

const input = (over: Partial<TitleInput> = {}): TitleInput => ({ ...DEFAULT_INPUT, topic: "Sourdough for beginners", ...over });

describe("spec constants", () => {
  it("has the spec's button, count, temperature, max_tokens and wait", () => {
    expect(GENERATE_LABEL).toBe("Generate 10 Titles");
    expect(TITLE_COUNT).toBe(10);
    expect(TEMPERATURE).toBe(0.8);
    expect(MAX_TOKENS).toBe(1000);
    expect(SPEC_WAIT_MS).toBe(15_000);
  });

  it("offers the spec's styles, tones and lengths, in order", () => {
    expect(TITLE_STYLES).toEqual(["clickbait", "educational", "tutorial", "review", "entertainment", "news", "lifestyle", "gaming", "tech", "business"]);
    expect(TITLE_TONES).toEqual(["engaging", "professional", "casual", "dramatic", "humorous", "urgent"]);
    expect(TITLE_LENGTHS).toEqual({ short: { min: 30, max: 50 }, medium: { min: 50, max: 70 }, long: { min: 70, max: 100 } });
    expect(STYLE_OPTIONS.map((o) => o.value)).toEqual([...TITLE_STYLES]);
    expect(TONE_OPTIONS.map((o) => o.label)).toContain("Humorous");
    expect(LENGTH_OPTIONS.map((o) => o.label)).toEqual(["Short (30–50 characters)", "Medium (50–70 characters)", "Long (70–100 characters)"]);
  });
});

describe("validation", () => {
  it("requires a topic, with the spec's message", () => {
    expect(validateTitleInput(input({ topic: "" }))).toBe(MESSAGE_TOPIC_REQUIRED);
    expect(validateTitleInput(input({ topic: "   \n" }))).toBe("Please enter a topic for your video");
    expect(validateTitleInput(input())).toBeNull();
  });

  it("refuses over-long fields with a clear message", () => {
    expect(validateTitleInput(input({ topic: "x".repeat(201) }))).toBe("The topic is too long: at most 200 characters.");
    expect(validateTitleInput(input({ description: "x".repeat(2001) }))).toBe("The description is too long: at most 2,000 characters.");
    expect(validateTitleInput(input({ keywords: "x".repeat(301) }))).toBe("The keywords list is too long: at most 300 characters.");
  });

  it("puts options a stored draft no longer matches back to their defaults", () => {
    const stale = { ...input(), style: "vlog", length: "huge", tone: "angry" } as unknown as TitleInput;
    expect(normalizeTitleInput(stale)).toEqual(input());
    expect(normalizeTitleInput(input({ style: "gaming", tone: "urgent", length: "long" }))).toMatchObject({ style: "gaming", tone: "urgent", length: "long" });
  });
});

describe("buildTitleRequest", () => {
  it("uses temperature 0.8 and max_tokens 1000, a system and a user message", () => {
    const r = buildTitleRequest(input());
    expect(r.temperature).toBe(0.8);
    expect(r.maxTokens).toBe(1000);
    expect(r.json).toBeUndefined();
    expect(r.messages.map((m) => m.role)).toEqual(["system", "user"]);
  });

  it("embeds topic, description, style, tone, the length range and keywords", () => {
    const r = buildTitleRequest(
      input({ topic: "  Budget travel in Japan ", description: "Two weeks, 1000 dollars", style: "review", tone: "humorous", length: "short", keywords: "japan, cheap travel" }),
    );
    const user = r.messages[1]!.content;
    expect(user).toContain("Generate 10 YouTube video titles.");
    expect(user).toContain("Topic: Budget travel in Japan\n");
    expect(user).toContain("Video description: Two weeks, 1000 dollars");
    expect(user).toContain("Style: review");
    expect(user).toContain("Tone: humorous");
    expect(user).toContain("30-50 characters");
    expect(user).toContain("Keywords to include where they fit naturally: japan, cheap travel");
    expect(user).toMatch(/one per line/);
  });

  it("leaves out the optional lines when they are empty", () => {
    const user = buildTitleRequest(input({ description: " ", keywords: "" })).messages[1]!.content;
    expect(user).not.toContain("Video description:");
    expect(user).not.toContain("Keywords");
    expect(user).toContain("50-70 characters");
    expect(buildTitleRequest(input({ length: "long" })).messages[1]!.content).toContain("70-100 characters");
  });
});

describe("parseTitles (spec 001 §5)", () => {
  it("keeps lines longer than 5 and shorter than 200 characters", () => {
    expect(isTitleLine("12345")).toBe(false);
    expect(isTitleLine("123456")).toBe(true);
    expect(isTitleLine("x".repeat(199))).toBe(true);
    expect(isTitleLine("x".repeat(200))).toBe(false);
  });

  it("keeps short titles of scripts whose characters are whole syllables", () => {
    // "Hindi songs": 5 graphemes, 11 UTF-16 units; the minimum is there to drop lines like "Sure!".
    expect(isTitleLine("हिन्दी गाने")).toBe(true);
    expect(isTitleLine("தமிழ் சமையல்")).toBe(true);
    expect(isTitleLine("Sure!")).toBe(false);
  });

  it("drops lines starting with a bracket, a number and a dot, a dash or a star", () => {
    expect(isTitleLine("[Intro] My title here")).toBe(false);
    expect(isTitleLine("1. My title here")).toBe(false);
    expect(isTitleLine("10.Another title")).toBe(false);
    expect(isTitleLine("- My title here")).toBe(false);
    expect(isTitleLine("* My title here")).toBe(false);
    expect(isTitleLine("10 Tips That Actually Work")).toBe(true);
    expect(isTitleLine("(Honest) Review of the X100")).toBe(true);
  });

  it("trims lines, filters them and keeps at most 10", () => {
    const reply = [
      "Here are your titles:",
      "",
      "  How I Baked My First Sourdough  ",
      "1. Numbered title is dropped",
      "- dash dropped",
      "* star dropped",
      "[bracket dropped]",
      "short",
      ...Array.from({ length: 12 }, (_, i) => `Sourdough Secret Number ${i + 1}`),
    ].join("\r\n");
    const titles = parseTitles(reply);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe("Here are your titles:");
    expect(titles[1]).toBe("How I Baked My First Sourdough");
    expect(titles).not.toContain("short");
    expect(titles.some((t) => /^(\[|\d+\.|-|\*)/.test(t))).toBe(false);
    expect(titles[9]).toBe("Sourdough Secret Number 8");
  });

  it("falls back to lines of 3 to 299 characters when no line qualifies", () => {
    expect(isFallbackLine("ab")).toBe(false);
    expect(isFallbackLine("abc")).toBe(true);
    expect(isFallbackLine("x".repeat(299))).toBe(true);
    expect(isFallbackLine("x".repeat(300))).toBe(false);
    const reply = ["1. First numbered", "2. Second numbered", "ab", "- Dashed one", "x".repeat(300)].join("\n");
    expect(parseTitles(reply)).toEqual(["1. First numbered", "2. Second numbered", "- Dashed one"]);
  });

  it("gives no titles when nothing qualifies even for the fallback", () => {
    expect(parseTitles("")).toEqual([]);
    expect(parseTitles("a\nbb\n\n")).toEqual([]);
  });

  it("reads our API's answer and refuses other shapes", () => {
    expect(readTitlesResponse({ titles: ["A title", "Another"] })).toEqual(["A title", "Another"]);
    expect(readTitlesResponse({ titles: [] })).toEqual([]);
    expect(readTitlesResponse({ titles: "A title" })).toBeNull();
    expect(readTitlesResponse({ titles: [1] })).toBeNull();
    expect(readTitlesResponse(null)).toBeNull();
    expect(readTitlesResponse("x")).toBeNull();
  });
});

describe("counts and the search-results fit", () => {
  it("counts characters as a reader sees them (grapheme clusters), in every script", () => {
    expect(charCount("Hello")).toBe(5);
    expect(charCount("🔥 Fire")).toBe(6);
    expect(charCount("हिन्दी")).toBe(2); // हि · न्दी (a conjunct is one cluster since Unicode 15.1)
    expect(charCount("தமிழ்")).toBe(3); // த · மி · ழ்
    expect(charCount("ภาษาไทย")).toBe(7); // no combining marks here: seven letters
    expect(charCount("ที่นี่")).toBe(2); // ที่ · นี่ : vowel and tone marks sit on their consonant
    expect(charCount("Cafe\u0301")).toBe(4); // e + combining acute is one é
    expect(charCount("👨‍👩‍👧")).toBe(1);
    expect(charCount("مرحبا")).toBe(5);
    expect(charCount("日本語")).toBe(3);
    expect(characterLabel(1)).toBe("1 character");
    expect(characterLabel(42)).toBe("42 characters");
  });

  it("fits at 60 characters or fewer", () => {
    expect(SEARCH_VISIBLE_CHARS).toBe(60);
    expect(fitsSearchResults("x".repeat(60))).toBe(true);
    expect(fitsSearchResults("x".repeat(61))).toBe(false);
    // 60 Hindi syllables are 120 UTF-16 units but 60 characters a reader sees.
    expect(fitsSearchResults("कि".repeat(60))).toBe(true);
    expect(fitsSearchResults("कि".repeat(61))).toBe(false);
  });
});

describe("error messages (spec 001 §8)", () => {
  it("wraps every message as 'Failed to generate titles: {message}'", () => {
    expect(wrapTitleError("x")).toBe("Failed to generate titles: x");
    expect(apiRequestFailed(500)).toBe("API request failed: 500");
  });

  it("uses 'API request failed: {status}' with the provider's status when there is one", () => {
    expect(titleErrorMessage({ status: 502, code: "llm_server_error", message: "Internal server error. Please try again later.", upstreamStatus: 500 })).toBe(
      "Failed to generate titles: API request failed: 500",
    );
    expect(titleErrorMessage({ status: 502, code: "llm_provider_error", message: "Invalid API Key", upstreamStatus: 401 })).toBe(
      "Failed to generate titles: API request failed: 401",
    );
    expect(titleErrorMessage({ status: 429, code: "llm_rate_limited", message: "Rate limit exceeded.", upstreamStatus: 429 })).toBe(
      "Failed to generate titles: API request failed: 429",
    );
    // Our own per-visitor limit: no provider status, our 429.
    expect(titleErrorMessage({ status: 429, code: "rate_limited", message: "Rate limit exceeded." })).toBe("Failed to generate titles: API request failed: 429");
  });

  it("says the reply could not be parsed, or held no titles, in the spec's words", () => {
    expect(titleFailureDetail({ status: 502, code: "llm_invalid_response", message: "Invalid response structure from AI service", upstreamStatus: 200 })).toBe(
      MESSAGE_PARSE_FAILED,
    );
    expect(MESSAGE_PARSE_FAILED).toBe("Failed to parse generated titles");
    expect(titleErrorMessage({ status: 502, code: NO_TITLES_CODE, message: "whatever" })).toBe("Failed to generate titles: No titles generated. Please try again.");
    expect(MESSAGE_NO_TITLES).toBe("No titles generated. Please try again.");
  });

  it("keeps the words of failures without a status: no key, network, timeout, bad input", () => {
    expect(titleErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured.", upstreamStatus: 0 })).toBe(
      "Failed to generate titles: Groq API key not configured.",
    );
    expect(titleErrorMessage({ status: 0, code: "network", message: "Network error. Please check your connection and try again." })).toBe(
      "Failed to generate titles: Network error. Please check your connection and try again.",
    );
    expect(titleErrorMessage({ status: 504, code: "llm_timeout", message: "The AI service did not answer in time. Please try again.", upstreamStatus: 0 })).toBe(
      "Failed to generate titles: The AI service did not answer in time. Please try again.",
    );
    expect(titleErrorMessage({ status: 400, code: "invalid_input", message: MESSAGE_TOPIC_REQUIRED })).toBe(`Failed to generate titles: ${MESSAGE_TOPIC_REQUIRED}`);
  });

  it("explains a rate limit plainly, with the wait when known", () => {
    expect(rateLimitNotice()).toBe("Rate limit exceeded. Please wait a moment before trying again.");
    expect(rateLimitNotice(12)).toBe("Rate limit exceeded. Please wait a moment before trying again. You can try again in 12 seconds.");
    expect(rateLimitNotice(1)).toMatch(/in 1 second\.$/);
  });
});

describe("output language (issue 14)", () => {
  it("tells the model the language for every listed code, English by default", () => {
    const base = { ...DEFAULT_INPUT, topic: "Growing a channel" };
    expect(buildTitleRequest(base).messages[1]!.content).toContain("- Write every title in English, as a native speaker would");
    for (const l of OUTPUT_LANGUAGES) {
      const user = buildTitleRequest(base, l.code).messages[1]!.content;
      expect(user).toContain(languageInstruction(l.code, "every title"));
    }
  });

  it("keeps titles in every script through the line filter, counted as a reader sees them", () => {
    const reply = ["यूट्यूब चैनल कैसे बढ़ाएँ", "யூடியூப் சேனல் வளர்ச்சி", "คู่มือตัดต่อวิดีโอ", "دليل المبتدئين", "初心者のための動画編集"].join("\n");
    const titles = parseTitles(reply);
    expect(titles).toHaveLength(5);
    expect(charCount(titles[0]!)).toBeLessThan(titles[0]!.length);
  });
});
