import { describe, expect, it } from "vitest";
import {
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  DEFAULT_INPUT,
  DESCRIPTION_LENGTHS,
  DESCRIPTION_STYLES,
  GENERATE_LABEL,
  LENGTH_OPTIONS,
  MAX_TOKENS,
  MESSAGE_NO_DESCRIPTION,
  MESSAGE_TITLE_OR_TOPIC_REQUIRED,
  SPEC_WAIT_MS,
  TEMPERATURE,
  buildDescriptionRequest,
  charCount,
  descriptionErrorMessage,
  descriptionFileName,
  normalizeDescriptionInput,
  progressStage,
  rateLimitNotice,
  slugify,
  streamProgress,
  targetWords,
  validateDescriptionInput,
  wordCount,
  wrapDescriptionError,
  type DescriptionInput,
} from "./logic";

const input = (over: Partial<DescriptionInput> = {}): DescriptionInput => ({ ...DEFAULT_INPUT, title: "My First Sourdough", ...over });

describe("spec constants", () => {
  it("has the spec's labels, copy confirmation, temperature, max_tokens and wait", () => {
    expect(GENERATE_LABEL).toBe("Generate Description");
    expect(COPIED_LABEL).toBe("Copied to Clipboard!");
    expect(COPY_CONFIRM_MS).toBe(2000);
    expect(TEMPERATURE).toBe(0.8);
    expect(MAX_TOKENS).toBe(1500);
    expect(SPEC_WAIT_MS).toBe(15_000);
  });

  it("offers the spec's styles and lengths in words", () => {
    expect(DESCRIPTION_STYLES).toEqual(["engaging", "professional", "casual", "educational", "entertainment", "tutorial", "review", "news"]);
    expect(DESCRIPTION_LENGTHS).toEqual({ short: { min: 100, max: 200 }, medium: { min: 200, max: 400 }, long: { min: 400, max: 600 } });
    expect(LENGTH_OPTIONS.map((o) => o.label)).toEqual(["Short (100–200 words)", "Medium (200–400 words)", "Long (400–600 words)"]);
  });
});

describe("validation (a title or a topic suffices)", () => {
  it("needs a title or a topic, in the spec's words", () => {
    expect(validateDescriptionInput(input({ title: " ", topic: "" }))).toBe(MESSAGE_TITLE_OR_TOPIC_REQUIRED);
    expect(MESSAGE_TITLE_OR_TOPIC_REQUIRED).toBe("Please enter a video title or topic");
    expect(validateDescriptionInput(input({ title: "", topic: "bread" }))).toBeNull();
    expect(validateDescriptionInput(input({ title: "A title", topic: "" }))).toBeNull();
  });

  it("refuses over-long fields with a clear message", () => {
    expect(validateDescriptionInput(input({ title: "x".repeat(201) }))).toBe("The title is too long: at most 200 characters.");
    expect(validateDescriptionInput(input({ topic: "x".repeat(501) }))).toBe("The topic is too long: at most 500 characters.");
    expect(validateDescriptionInput(input({ keywords: "x".repeat(301) }))).toBe("The keywords list is too long: at most 300 characters.");
    expect(validateDescriptionInput(input({ callToAction: "x".repeat(301) }))).toBe("The call to action is too long: at most 300 characters.");
  });

  it("puts options a stored draft no longer matches back to their defaults", () => {
    const stale = { ...input(), style: "poetic", length: "epic" } as unknown as DescriptionInput;
    expect(normalizeDescriptionInput(stale)).toEqual(input());
  });
});

describe("buildDescriptionRequest", () => {
  it("uses temperature 0.8 and max_tokens 1500 and asks for plain text", () => {
    const r = buildDescriptionRequest(input());
    expect(r.temperature).toBe(0.8);
    expect(r.maxTokens).toBe(1500);
    expect(r.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(r.messages[0]!.content).toMatch(/no Markdown/);
  });

  it("embeds title, topic, style, the word range, keywords and the call to action", () => {
    const user = buildDescriptionRequest(
      input({ title: " Budget Cameras ", topic: "vlogging gear", style: "review", length: "long", keywords: "camera, vlog", callToAction: "Grab the free checklist" }),
    ).messages[1]!.content;
    expect(user).toContain("Video title: Budget Cameras\n");
    expect(user).toContain("Video topic: vlogging gear");
    expect(user).toContain("Style: review");
    expect(user).toContain("400-600 words");
    expect(user).toContain("Keywords to work in naturally: camera, vlog");
    expect(user).toContain("Call to action: Grab the free checklist");
    expect(user).toContain("Include this call to action, in your own words if needed: Grab the free checklist");
  });

  it("asks for timestamps, hashtags and social links only when their toggles are on", () => {
    const on = buildDescriptionRequest(input({ includeTimestamps: true, includeHashtags: true, includeSocialLinks: true })).messages[1]!.content;
    expect(on).toContain("Include a timestamps section");
    expect(on).toContain("0:00");
    expect(on).toContain("3 to 5 relevant hashtags");
    expect(on).toContain("follow on social media");
    const off = buildDescriptionRequest(input({ includeTimestamps: false, includeHashtags: false, includeSocialLinks: false })).messages[1]!.content;
    expect(off).toContain("Do not include timestamps.");
    expect(off).toContain("Do not include hashtags.");
    expect(off).toContain("Do not include social media links.");
    expect(off).not.toContain("Include a timestamps section");
  });

  it("leaves out empty fields", () => {
    const user = buildDescriptionRequest(input({ title: "", topic: "sourdough", keywords: "", callToAction: "" })).messages[1]!.content;
    expect(user).not.toContain("Video title:");
    expect(user).not.toContain("Keywords");
    expect(user).not.toContain("Call to action:");
    expect(user).toContain("200-400 words");
  });
});

describe("counts, progress and the file name", () => {
  it("counts words and characters", () => {
    expect(wordCount("")).toBe(0);
    expect(wordCount("  one two\nthree\t four ")).toBe(4);
    expect(charCount("Café 🔥")).toBe(6);
    // Every writing system: marks are parts of letters, unspaced scripts are segmented.
    expect(wordCount("नमस्ते दुनिया, यह मेरा चैनल है")).toBe(6);
    expect(wordCount("வணக்கம் நண்பர்களே")).toBe(2);
    expect(wordCount("ยินดีต้อนรับสู่ช่องของฉัน")).toBe(6); // ยินดี ต้อนรับ สู่ ช่อง ของ ฉัน
    expect(wordCount("日本の旅行ブログです")).toBeGreaterThanOrEqual(4);
    expect(wordCount("مرحبا بكم في قناتي")).toBe(4);
    expect(charCount("नमस्ते")).toBe(3);
    expect(charCount("e\u0301te\u0301")).toBe(3);
  });

  it("progress is the share of the target words written, below 100 until done", () => {
    expect(targetWords("short")).toBe(150);
    expect(targetWords("medium")).toBe(300);
    expect(targetWords("long")).toBe(500);
    expect(streamProgress("", "short")).toBe(0);
    expect(streamProgress(Array(75).fill("w").join(" "), "short")).toBe(50);
    expect(streamProgress(Array(400).fill("w").join(" "), "short")).toBe(99);
    expect(streamProgress("", "short", true)).toBe(100);
  });

  it("names the stage honestly", () => {
    expect(progressStage(0)).toBe("Waiting for the first words…");
    expect(progressStage(1)).toBe("Writing… 1 word so far");
    expect(progressStage(120)).toBe("Writing… 120 words so far");
    expect(progressStage(30, { attempt: 2, max: 3 })).toBe("Retrying (2/3)…");
  });

  it("names the TXT file {title-slug}-description.txt, from the topic without a title", () => {
    expect(descriptionFileName("I Tried Every Budget Camera Under $500!", "")).toBe("i-tried-every-budget-camera-under-500-description.txt");
    expect(descriptionFileName("", "Crème brûlée at home")).toBe("creme-brulee-at-home-description.txt");
    expect(descriptionFileName("  ", "!!!")).toBe("youtube-description.txt");
    expect(slugify("日本の旅 Vlog")).toBe("日本の旅-vlog");
    expect(slugify("हिन्दी गाने 2026!")).toBe("हिन्दी-गाने-2026");
    expect(slugify("தமிழ் சமையல்")).toBe("தமிழ்-சமையல்");
    expect(slugify("สอนทำอาหารไทย ง่ายๆ")).toBe("สอนทำอาหารไทย-ง่ายๆ");
    expect(slugify("وصفات عربية")).toBe("وصفات-عربية");
    expect(slugify("می‌خواهم")).toBe("می‌خواهم"); // the ZWNJ stays inside the Persian word
    expect(slugify("Señor Café")).toBe("senor-cafe");
    expect(slugify("कि".repeat(70))).toBe("कि".repeat(60)); // 60 characters, never half a syllable
    expect(slugify("x".repeat(80)).length).toBe(60);
    expect(slugify(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
  });
});

describe("error messages (spec 001 §8)", () => {
  it("wraps messages as 'Failed to generate description: {message}'", () => {
    expect(wrapDescriptionError("x")).toBe("Failed to generate description: x");
  });

  it("an empty answer is 'No description generated. Please try again.'", () => {
    expect(MESSAGE_NO_DESCRIPTION).toBe("No description generated. Please try again.");
    expect(descriptionErrorMessage({ status: 502, code: "llm_invalid_response", message: "Invalid response structure from AI service", upstreamStatus: 200 })).toBe(
      "Failed to generate description: No description generated. Please try again.",
    );
    expect(descriptionErrorMessage({ status: 200, code: "no_description", message: MESSAGE_NO_DESCRIPTION })).toBe(
      "Failed to generate description: No description generated. Please try again.",
    );
  });

  it("provider failures name the status; failures without one keep their words", () => {
    expect(descriptionErrorMessage({ status: 502, code: "llm_server_error", message: "Internal server error.", upstreamStatus: 500 })).toBe(
      "Failed to generate description: API request failed: 500",
    );
    expect(descriptionErrorMessage({ status: 429, code: "rate_limited", message: "Rate limit exceeded." })).toBe("Failed to generate description: API request failed: 429");
    expect(descriptionErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured.", upstreamStatus: 0 })).toBe(
      "Failed to generate description: Groq API key not configured.",
    );
    expect(descriptionErrorMessage({ status: 0, code: "network", message: "Network error. Please check your connection and try again." })).toBe(
      "Failed to generate description: Network error. Please check your connection and try again.",
    );
    expect(rateLimitNotice(5)).toBe("Rate limit exceeded. Please wait a moment before trying again. You can try again in 5 seconds.");
  });
});
