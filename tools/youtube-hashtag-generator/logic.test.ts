import { describe, expect, it } from "vitest";
import {
  ABOVE_TITLE_COUNT,
  buildPrompt,
  canGenerate,
  copyAllText,
  COUNT_OPTIONS,
  countCap,
  DEFAULT_INPUT,
  ERROR_CODES,
  generationErrorMessage,
  HASHTAG_CATEGORIES,
  LABELS,
  lengthOk,
  looseHashtags,
  LOOSE_MAX_WORDS,
  LOOSE_MAX_WORDS_UNSPACED,
  shortPhrase,
  MAX_TOKENS,
  MESSAGES,
  normalizeInput,
  parseHashtags,
  preGenerationWaitMs,
  PROGRESS_RESET_MS,
  STAGES,
  strictHashtags,
  TEMPERATURE,
  TIP,
  validateInput,
  type HashtagInput,
} from "./logic";

/** Any year: the server passes the current one by its clock. */
const YEAR = 2031;

const input = (over: Partial<HashtagInput> = {}): HashtagInput => ({ ...DEFAULT_INPUT, title: "How to bake sourdough bread", ...over });

describe("option lists (§3)", () => {
  it("has the twelve hashtag categories in the spec's order, general first", () => {
    expect(HASHTAG_CATEGORIES.map((c) => c.value)).toEqual([
      "general",
      "gaming",
      "tech",
      "education",
      "entertainment",
      "lifestyle",
      "business",
      "fitness",
      "cooking",
      "travel",
      "music",
      "art",
    ]);
    for (const c of HASHTAG_CATEGORIES) expect(c.label.length).toBeGreaterThan(0);
  });

  it("has the counts few, medium, many meaning 5-10, 10-15, 15-20, capped at 10/15/20", () => {
    expect(COUNT_OPTIONS.map((c) => [c.value, c.min, c.max])).toEqual([
      ["few", 5, 10],
      ["medium", 10, 15],
      ["many", 15, 20],
    ]);
    expect([countCap("few"), countCap("medium"), countCap("many")]).toEqual([10, 15, 20]);
  });

  it("uses the spec's labels", () => {
    expect(LABELS).toMatchObject({
      title: "Video Title",
      description: "Video Description (optional)",
      category: "Content Category",
      count: "Hashtag Count",
      keywords: "Keywords (optional)",
      includeTrending: "Include Trending Hashtags",
      includeNiche: "Include Niche Hashtags",
      includeBroad: "Include Broad Hashtags",
      generate: "Generate Hashtags",
      copyAll: "Copy All",
      copiedAll: "Copied All!",
    });
  });

  it("tips that YouTube allows up to 15 hashtags and 3-5 are often more effective", () => {
    expect(TIP).toContain("up to 15 hashtags");
    expect(TIP).toContain("3-5");
    expect(TIP).toContain("more effective");
  });
});

describe("validation (§5)", () => {
  it("needs a non-empty trimmed title or description", () => {
    expect(canGenerate({ title: "", description: "" })).toBe(false);
    expect(canGenerate({ title: "   ", description: "\n\t" })).toBe(false);
    expect(canGenerate({ title: "x", description: "" })).toBe(true);
    expect(canGenerate({ title: "", description: "about cats" })).toBe(true);
    expect(validateInput({ title: " ", description: "" })).toBe("Please enter a video title or description.");
    expect(validateInput({ title: "Cats", description: "" })).toBeNull();
  });
});

describe("progress (§4, §9)", () => {
  it("goes 10, 50, 90, 100 with the spec's messages", () => {
    expect(Object.values(STAGES)).toEqual([
      { progress: 10, message: "Preparing AI request..." },
      { progress: 50, message: "Generating hashtags with AI..." },
      { progress: 90, message: "Processing results..." },
      { progress: 100, message: "Complete!" },
    ]);
    expect(PROGRESS_RESET_MS).toBe(400);
  });

  it("waits 15 s before generating only with SPEC_WAITS=on", () => {
    expect(preGenerationWaitMs(false)).toBe(0);
    expect(preGenerationWaitMs(true)).toBe(15_000);
  });
});

describe("buildPrompt (§7)", () => {
  it("uses temperature 0.8 and max_tokens 800 with a system and a user message", () => {
    const p = buildPrompt(input(), YEAR);
    expect(TEMPERATURE).toBe(0.8);
    expect(MAX_TOKENS).toBe(800);
    expect(p.temperature).toBe(0.8);
    expect(p.maxTokens).toBe(800);
    expect(p.messages.map((m) => m.role)).toEqual(["system", "user"]);
  });

  it("embeds the title, description, category label, keywords and count range", () => {
    const user = buildPrompt(
      input({ description: "A beginner's guide to starter and crumb.", category: "cooking", keywords: "sourdough, baking", count: "many" }),
      YEAR,
    ).messages[1]!.content;
    expect(user).toContain("Video title: How to bake sourdough bread");
    expect(user).toContain("Video description: A beginner's guide to starter and crumb.");
    expect(user).toContain("Content category: Cooking");
    expect(user).toContain("Keywords: sourdough, baking");
    expect(user).toContain("Generate 15-20 YouTube hashtags");
  });

  it("says Not provided / None for empty optional fields and trims inputs", () => {
    const user = buildPrompt(input({ title: "  Cats  ", description: "   ", keywords: "" }), YEAR).messages[1]!.content;
    expect(user).toContain("Video title: Cats\n");
    expect(user).toContain("Video description: Not provided");
    expect(user).toContain("Keywords: None");
    const noTitle = buildPrompt(input({ title: "", description: "Cats at play" }), YEAR).messages[1]!.content;
    expect(noTitle).toContain("Video title: Not provided");
    expect(noTitle).toContain("Video description: Cats at play");
  });

  it("asks for the count range of each choice", () => {
    expect(buildPrompt(input({ count: "few" }), YEAR).messages[1]!.content).toContain("5-10");
    expect(buildPrompt(input({ count: "medium" }), YEAR).messages[1]!.content).toContain("10-15");
  });

  it("asks only for the kinds that are ticked", () => {
    const all = buildPrompt(input({ category: "gaming" }), YEAR).messages[1]!.content;
    expect(all).toMatch(/Trending hashtags/);
    expect(all).toMatch(/Niche hashtags/);
    expect(all).toMatch(/Broad hashtags for the wider Gaming audience/);
    const nicheOnly = buildPrompt(input({ includeTrending: false, includeBroad: false }), YEAR).messages[1]!.content;
    expect(nicheOnly).not.toMatch(/Trending hashtags/);
    expect(nicheOnly).toMatch(/Niche hashtags/);
    expect(nicheOnly).not.toMatch(/Broad hashtags/);
    const none = buildPrompt(input({ includeTrending: false, includeNiche: false, includeBroad: false }), YEAR).messages[1]!.content;
    expect(none).toContain("A balanced mix of hashtags");
  });

  it("asks for the given year in year hashtags, # prefixes, no spaces, under 50 characters", () => {
    const user = buildPrompt(input(), YEAR).messages[1]!.content;
    expect(user).toContain("When a hashtag contains a year, use 2031.");
    expect(user).toContain("starts with # and contains no spaces");
    expect(user).toContain("shorter than 50 characters");
    expect(buildPrompt(input(), YEAR).messages[0]!.content).toMatch(/one per line/);
  });
});

describe("parsing the reply (§5)", () => {
  it("keeps lines that start with #, have no spaces and are 2-49 characters long", () => {
    const reply = ["#sourdough", "#", "#two words", `#${"a".repeat(48)}`, `#${"a".repeat(49)}`, "#ok"].join("\n");
    expect(strictHashtags(reply)).toEqual(["#sourdough", `#${"a".repeat(48)}`, "#ok"]);
  });

  it("drops numbered and bulleted lines and introductions in the strict rule", () => {
    const reply = "Here are your hashtags:\n1. #one\n- #two\n* #three\n#four\n  #five  ";
    expect(strictHashtags(reply)).toEqual(["#four", "#five"]);
    expect(parseHashtags(reply, "medium")).toEqual(["#four", "#five"]);
  });

  it("ignores Markdown rules and code fences", () => {
    expect(parseHashtags("```\n#bread\n###\n#baking\n```", "few")).toEqual(["#bread", "#baking"]);
  });

  it("falls back to a looser filter when the strict one finds nothing", () => {
    expect(parseHashtags("1. #bread\n2. #baking\n3. **#sourdough**", "medium")).toEqual(["#bread", "#baking", "#sourdough"]);
    expect(parseHashtags("#bread #baking #sourdough2025", "medium")).toEqual(["#bread", "#baking", "#sourdough2025"]);
    expect(looseHashtags("Hashtags:\n- bread baking\n- **sourdough**\n- home baker's life")).toEqual(["#breadbaking", "#sourdough", "#homebakerslife"]);
    expect(looseHashtags("I cannot help with that!\nSure thing. Here they are!")).toEqual([]);
    expect(looseHashtags("Sorry, I cannot do that today.")).toEqual([]);
    expect(looseHashtags("bread, baking, sourdough starter")).toEqual(["#bread", "#baking", "#sourdoughstarter"]);
  });

  it("drops repeats, whatever their case", () => {
    expect(parseHashtags("#Bread\n#bread\n#BREAD\n#baking", "few")).toEqual(["#Bread", "#baking"]);
  });

  it("caps the result at 10, 15 and 20 by the count choice", () => {
    const reply = Array.from({ length: 30 }, (_, i) => `#tag${i}`).join("\n");
    expect(parseHashtags(reply, "few")).toHaveLength(10);
    expect(parseHashtags(reply, "medium")).toHaveLength(15);
    expect(parseHashtags(reply, "many")).toHaveLength(20);
    expect(parseHashtags(reply, "few")[0]).toBe("#tag0");
  });

  it("finds nothing in a reply without hashtags or usable lines", () => {
    expect(parseHashtags("", "few")).toEqual([]);
    expect(parseHashtags("Sorry:\n!!!", "few")).toEqual([]);
  });
});

describe("output", () => {
  it("Copy All joins hashtags with spaces", () => {
    expect(copyAllText(["#a", "#b", "#c"])).toBe("#a #b #c");
  });

  it("marks three hashtags as shown above the title", () => {
    expect(ABOVE_TITLE_COUNT).toBe(3);
  });
});

describe("error messages (§8)", () => {
  it("shows a provider status as 'Failed to generate hashtags: API request failed: {status}'", () => {
    expect(generationErrorMessage({ status: 502, code: "llm_server_error", message: "Internal server error. Please try again later.", upstreamStatus: 500 })).toBe(
      "Failed to generate hashtags: API request failed: 500",
    );
    expect(generationErrorMessage({ status: 502, code: "llm_provider_error", message: "Invalid API Key", upstreamStatus: 401 })).toBe(
      "Failed to generate hashtags: API request failed: 401",
    );
    expect(MESSAGES.generateFailed(MESSAGES.requestFailed(503))).toBe("Failed to generate hashtags: API request failed: 503");
  });

  it("shows parse failures and empty results in the spec's words", () => {
    expect(generationErrorMessage({ status: 502, code: ERROR_CODES.parseFailed, message: "x" })).toBe("Failed to parse generated hashtags");
    expect(generationErrorMessage({ status: 502, code: "llm_invalid_response", message: "x", upstreamStatus: 200 })).toBe("Failed to parse generated hashtags");
    expect(generationErrorMessage({ status: 502, code: ERROR_CODES.empty, message: "x" })).toBe("No hashtags generated. Please try again.");
  });

  it("shows rate limits plainly, with the wait when known", () => {
    const message = "Rate limit exceeded. Please wait a moment before trying again.";
    expect(generationErrorMessage({ status: 429, code: "rate_limited", message })).toBe(message);
    expect(generationErrorMessage({ status: 429, code: "llm_rate_limited", message, upstreamStatus: 429, retryAfterSeconds: 12 })).toBe(
      `${message} Try again in 12 seconds.`,
    );
  });

  it("passes the not-configured and validation messages through", () => {
    expect(generationErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." })).toBe("Groq API key not configured.");
    expect(generationErrorMessage({ status: 400, code: "invalid_input", message: MESSAGES.required })).toBe(MESSAGES.required);
  });

  it("prefixes network failures and other statuses", () => {
    expect(generationErrorMessage({ status: 0, code: "network", message: "Network error. Please check your connection and try again." })).toBe(
      "Failed to generate hashtags: Network error. Please check your connection and try again.",
    );
    expect(generationErrorMessage({ status: 500, code: "internal_error", message: "Something went wrong" })).toBe("Failed to generate hashtags: API request failed: 500");
  });
});

describe("normalizeInput", () => {
  it("replaces unknown choices with the defaults and trims over-long text to the limits", () => {
    const n = normalizeInput({ ...DEFAULT_INPUT, category: "nope" as HashtagInput["category"], count: "lots" as HashtagInput["count"], title: "x".repeat(300) });
    expect(n.category).toBe("general");
    expect(n.count).toBe("medium");
    expect(n.title).toHaveLength(200);
    expect(normalizeInput(input({ category: "art", count: "few" }))).toMatchObject({ category: "art", count: "few" });
  });
});

describe("hashtags in every writing system (issue 12)", () => {
  // Real-style hashtags as creators use them: vowel signs, viramas and tone marks are combining marks.
  const reply = ["#मोटिवेशन", "#हिंदीगाने", "#தமிழ்சமையல்", "#বাংলাগান", "#สอนทำอาหาร", "#وصفات_سهلة", "#料理レシピ", "#CaféCrème", "#SãoPaulo"].join("\n");

  it("keeps combining marks: a Hindi hashtag is never cut to its first letter", () => {
    expect(parseHashtags(reply, "many")).toEqual(["#मोटिवेशन", "#हिंदीगाने", "#தமிழ்சமையல்", "#বাংলাগান", "#สอนทำอาหาร", "#وصفات_سهلة", "#料理レシピ", "#CaféCrème", "#SãoPaulo"]);
  });

  it("finds them inside prose with the looser rule, marks and all", () => {
    const prose = "Try these: #मोटिवेशन, #தமிழ்சமையல் and #สอนทำอาหาร for reach.";
    expect(parseHashtags(prose, "many")).toEqual(["#मोटिवेशन", "#தமிழ்சமையல்", "#สอนทำอาหาร"]);
  });

  it("makes listed phrases in any script into hashtags without dropping marks", () => {
    expect(looseHashtags("1. हिंदी गाने\n2. বাংলা গান\n3. café crème")).toEqual(["#हिंदीगाने", "#বাংলাগান", "#cafécrème"]);
  });

  it("counts the words of unspaced scripts with Intl.Segmenter: phrases become hashtags, sentences do not", () => {
    // Japanese, Chinese and Thai phrases of up to four segmenter words.
    expect(looseHashtags("- ラーメン作り方\n- 東京旅行おすすめスポット\n- 家常菜做法\n- สอนทำอาหาร")).toEqual(["#ラーメン作り方", "#東京旅行おすすめスポット", "#家常菜做法", "#สอนทำอาหาร"]);
    // Refusals written without spaces or punctuation are sentences, not one long "word".
    expect(looseHashtags("ขออภัยฉันไม่สามารถช่วยได้")).toEqual([]);
    expect(looseHashtags("我不能帮你做这个")).toEqual([]);
    expect(looseHashtags("申し訳ありませんがお手伝いできません")).toEqual([]);
    // Spaced scripts keep the three-word limit: Arabic, Tamil, Hindi, accented Latin.
    expect(shortPhrase("وصفات سهلة")).toBe(true);
    expect(shortPhrase("தமிழ் சமையல் குறிப்புகள்")).toBe(true);
    expect(shortPhrase("मैं इसमें मदद नहीं कर सकता")).toBe(false);
    expect(shortPhrase("recetas fáciles de cocina")).toBe(false);
    expect(LOOSE_MAX_WORDS).toBe(3);
    expect(LOOSE_MAX_WORDS_UNSPACED).toBe(4);
  });

  it("keeps zero-width joiners and non-joiners, which some scripts need inside words", () => {
    expect(parseHashtags("#क्‍ष\n#می‌خواهم", "many")).toEqual(["#क्‍ष", "#می‌خواهم"]);
  });

  it("counts length as a viewer sees it (grapheme clusters), so long Indic hashtags are not refused early", () => {
    const tamil = `#${"தமிழ்".repeat(9)}`; // 28 clusters, 46 code points
    expect(lengthOk(tamil)).toBe(true);
    expect(lengthOk(`#${"தமிழ்".repeat(17)}`)).toBe(false); // 52 clusters
  });

  it("drops repeats that differ only in case or accent encoding", () => {
    expect(parseHashtags("#Café\n#café\n#cafe\u0301", "many")).toEqual(["#Café"]);
  });
});
