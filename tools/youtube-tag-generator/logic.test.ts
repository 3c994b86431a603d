import { describe, expect, it } from "vitest";
import {
  budgetSummary,
  buildPrompt,
  canGenerate,
  copyAllText,
  COUNT_OPTIONS,
  countCap,
  DEFAULT_INPUT,
  ERROR_CODES,
  generationErrorMessage,
  LABELS,
  lengthOk,
  looseTags,
  MAX_TOKENS,
  MESSAGES,
  normalizeInput,
  parseTags,
  preGenerationWaitMs,
  PROGRESS_RESET_MS,
  removeTag,
  STAGES,
  strictTags,
  TAG_BUDGET,
  TAG_CATEGORIES,
  tagBudget,
  tagCost,
  TEMPERATURE,
  TIP,
  validateInput,
  type TagInput,
} from "./logic";

/** Any year: the server passes the current one by its clock. */
const YEAR = 2031;

const input = (over: Partial<TagInput> = {}): TagInput => ({ ...DEFAULT_INPUT, title: "Elden Ring boss guide", ...over });

describe("option lists (§3)", () => {
  it("has the hashtag categories plus news and sports, 14 in total", () => {
    expect(TAG_CATEGORIES.map((c) => c.value)).toEqual([
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
      "news",
      "sports",
    ]);
    expect(TAG_CATEGORIES).toHaveLength(14);
  });

  it("has the counts few, medium, many meaning 5-10, 10-15, 15-20, capped at 10/15/20", () => {
    expect(COUNT_OPTIONS.map((c) => [c.value, c.min, c.max])).toEqual([
      ["few", 5, 10],
      ["medium", 10, 15],
      ["many", 15, 20],
    ]);
    expect([countCap("few"), countCap("medium"), countCap("many")]).toEqual([10, 15, 20]);
  });

  it("uses the spec's labels: Tag Count, Include Long-tail Tags, Generate Tags", () => {
    expect(LABELS).toMatchObject({
      title: "Video Title",
      description: "Video Description (optional)",
      category: "Content Category",
      count: "Tag Count",
      keywords: "Keywords (optional)",
      includeTrending: "Include Trending Tags",
      includeNiche: "Include Niche Tags",
      includeBroad: "Include Broad Tags",
      includeLongTail: "Include Long-tail Tags",
      generate: "Generate Tags",
      copyAll: "Copy All",
      copiedAll: "Copied All!",
    });
  });

  it("tips that the tag limit is 500 characters and 10-15 tags work well", () => {
    expect(TIP).toContain("500 characters");
    expect(TIP).toContain("10-15");
    expect(TIP).toContain("work well");
  });
});

describe("validation (§5)", () => {
  it("needs a non-empty trimmed title or description", () => {
    expect(canGenerate({ title: "", description: "" })).toBe(false);
    expect(canGenerate({ title: "  ", description: " \n" })).toBe(false);
    expect(canGenerate({ title: "", description: "boss fight" })).toBe(true);
    expect(validateInput({ title: "", description: "" })).toBe("Please enter a video title or description.");
    expect(validateInput({ title: "Boss", description: "" })).toBeNull();
  });

  it("normalizes stale drafts", () => {
    const n = normalizeInput({ ...DEFAULT_INPUT, category: "x" as TagInput["category"], count: "y" as TagInput["count"], keywords: "k".repeat(600) });
    expect(n).toMatchObject({ category: "general", count: "medium" });
    expect(n.keywords).toHaveLength(500);
    expect(normalizeInput(input({ category: "sports" })).category).toBe("sports");
  });
});

describe("progress (§4, §9)", () => {
  it("goes 10, 50, 90, 100 with the spec's messages", () => {
    expect(Object.values(STAGES)).toEqual([
      { progress: 10, message: "Preparing AI request..." },
      { progress: 50, message: "Generating tags with AI..." },
      { progress: 90, message: "Processing results..." },
      { progress: 100, message: "Complete!" },
    ]);
    expect(PROGRESS_RESET_MS).toBe(400);
    expect(preGenerationWaitMs(false)).toBe(0);
    expect(preGenerationWaitMs(true)).toBe(15_000);
  });
});

describe("buildPrompt (§7)", () => {
  it("uses temperature 0.8 and max_tokens 800 with a system and a user message", () => {
    const p = buildPrompt(input(), YEAR);
    expect([TEMPERATURE, MAX_TOKENS]).toEqual([0.8, 800]);
    expect(p).toMatchObject({ temperature: 0.8, maxTokens: 800 });
    expect(p.messages.map((m) => m.role)).toEqual(["system", "user"]);
  });

  it("embeds the title, description, category label, keywords and count range", () => {
    const user = buildPrompt(input({ description: "Beating Malenia with a bleed build", category: "sports", keywords: "malenia, bleed build", count: "few" }), YEAR)
      .messages[1]!.content;
    expect(user).toContain("Video title: Elden Ring boss guide");
    expect(user).toContain("Video description: Beating Malenia with a bleed build");
    expect(user).toContain("Content category: Sports");
    expect(user).toContain("Keywords: malenia, bleed build");
    expect(user).toContain("Generate 5-10 YouTube tags");
  });

  it("says Not provided / None for empty optional fields", () => {
    const user = buildPrompt(input({ title: " ", description: "Cats", keywords: "  " }), YEAR).messages[1]!.content;
    expect(user).toContain("Video title: Not provided");
    expect(user).toContain("Video description: Cats");
    expect(user).toContain("Keywords: None");
  });

  it("asks only for the kinds that are ticked, long-tail included", () => {
    const all = buildPrompt(input({ category: "gaming" }), YEAR).messages[1]!.content;
    expect(all).toMatch(/Trending tags/);
    expect(all).toMatch(/Niche tags/);
    expect(all).toMatch(/Broad tags for the wider Gaming audience/);
    expect(all).toMatch(/Long-tail tags/);
    const longTailOnly = buildPrompt(input({ includeTrending: false, includeNiche: false, includeBroad: false }), YEAR).messages[1]!.content;
    expect(longTailOnly).toMatch(/Long-tail tags/);
    expect(longTailOnly).not.toMatch(/Trending tags|Niche tags|Broad tags/);
    const none = buildPrompt(input({ includeTrending: false, includeNiche: false, includeBroad: false, includeLongTail: false }), YEAR).messages[1]!.content;
    expect(none).toContain("A balanced mix of tags");
  });

  it("asks for the given year in year tags, the allowed characters, under 50 characters and the 500 limit", () => {
    const user = buildPrompt(input(), YEAR).messages[1]!.content;
    expect(user).toContain("When a tag contains a year, use 2031.");
    expect(user).toContain("only letters, digits, spaces and hyphens");
    expect(user).toContain("shorter than 50 characters");
    expect(user).toContain("500 characters");
  });
});

describe("parsing the reply (§5)", () => {
  it("keeps 2-49 character tags of letters, digits, spaces and hyphens", () => {
    const reply = ["elden ring", "x", "boss-guide 2025", "a".repeat(49), "a".repeat(50), "what's new", "tag!"].join("\n");
    expect(strictTags(reply)).toEqual(["elden ring", "boss-guide 2025", "a".repeat(49)]);
  });

  it("drops numbered, bulleted, hashtag-prefixed and @ lines in the strict rule", () => {
    const reply = "Here are your tags:\n1. one\n2) two\n- three\n* four\n#five\n@six\nseven\neight nine";
    expect(strictTags(reply)).toEqual(["seven", "eight nine"]);
  });

  it("accepts comma-separated tags and letters beyond English", () => {
    expect(parseTags("elden ring, malenia, boss guide", "few")).toEqual(["elden ring", "malenia", "boss guide"]);
    expect(parseTags("recette facile\ncrème brûlée", "few")).toEqual(["recette facile", "crème brûlée"]);
  });

  it("falls back to a loose filter when the strict one finds nothing", () => {
    expect(parseTags("1. elden ring\n2. malenia guide\n3. **boss fight**", "medium")).toEqual(["elden ring", "malenia guide", "boss fight"]);
    expect(looseTags("Tags:\n- #eldenring\n- \"boss guide\"\n- contact @me")).toEqual(["eldenring", "boss guide"]);
    expect(looseTags("I cannot help with that!\nSure. Here they are.")).toEqual([]);
    expect(parseTags("Sorry, I cannot do that today.", "few")).toEqual([]);
    expect(parseTags("Sorry, I cannot do that today.\nelden ring, malenia", "few")).toEqual(["elden ring", "malenia"]);
  });

  it("drops repeats, whatever their case", () => {
    expect(parseTags("Elden Ring\nelden ring\nboss", "few")).toEqual(["Elden Ring", "boss"]);
  });

  it("caps the result at 10, 15 and 20 by the count choice", () => {
    const reply = Array.from({ length: 30 }, (_, i) => `tag ${i}`).join("\n");
    expect(parseTags(reply, "few")).toHaveLength(10);
    expect(parseTags(reply, "medium")).toHaveLength(15);
    expect(parseTags(reply, "many")).toHaveLength(20);
  });

  it("finds nothing in a reply without usable tags", () => {
    expect(parseTags("", "few")).toEqual([]);
    expect(parseTags("@@@\n!!!\n-", "few")).toEqual([]);
  });
});

describe("output", () => {
  it("Copy All joins tags with a comma and a space", () => {
    expect(copyAllText(["elden ring", "boss", "guide"])).toBe("elden ring, boss, guide");
  });

  it("removes one tag", () => {
    expect(removeTag(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });
});

describe("the 500-character tag budget, as YouTube counts it", () => {
  it("counts characters, plus 2 for the quotes around a tag with a space", () => {
    expect(TAG_BUDGET).toBe(500);
    expect(tagCost("gaming")).toBe(6);
    expect(tagCost("elden ring")).toBe(12);
    expect(tagCost("crème")).toBe(5);
  });

  it("adds one comma between each two tags", () => {
    expect(tagBudget([]).used).toBe(0);
    expect(tagBudget(["gaming"]).used).toBe(6);
    expect(tagBudget(["gaming", "elden ring", "boss"]).used).toBe(6 + 12 + 4 + 2);
  });

  it("marks which tags, from the first, fit in the limit", () => {
    const tags = ["a".repeat(49), ...Array.from({ length: 11 }, (_, i) => `${"b".repeat(44)}${String(i).padStart(2, "0")}`)];
    // 49 + 10 × (46 + 1) = 519 > 500; 49 + 9 × 47 = 472 fits; the 11th would be 519.
    const b = tagBudget(tags);
    expect(b.fits.slice(0, 10)).toEqual(Array(10).fill(true));
    expect(b.fits.slice(10)).toEqual([false, false]);
    expect(b.fitCount).toBe(10);
    expect(b.over).toBe(true);
    expect(b.used).toBe(49 + 11 * 47);
    expect(b.remaining).toBe(500 - b.used);
  });

  it("fits exactly at 500", () => {
    const b = tagBudget(["x".repeat(49), "y".repeat(450)]);
    expect(b.used).toBe(500);
    expect(b.over).toBe(false);
    expect(b.fits).toEqual([true, true]);
    expect(tagBudget(["x".repeat(49), "y".repeat(451)]).fits).toEqual([true, false]);
  });

  it("summarises the budget in words", () => {
    expect(budgetSummary(tagBudget([]))).toBe("0 / 500 characters used.");
    expect(budgetSummary(tagBudget(["gaming", "elden ring"]))).toBe("19 / 500 characters used: all 2 tags fit.");
    expect(budgetSummary(tagBudget(["x".repeat(49), "y".repeat(452)]))).toBe(
      "502 / 500 characters used: 2 over the limit. The first 1 of 2 tags fit; remove tags until all fit.",
    );
  });
});

describe("error messages (§8)", () => {
  it("shows a provider status as 'Failed to generate tags: API request failed: {status}'", () => {
    expect(generationErrorMessage({ status: 502, code: "llm_server_error", message: "x", upstreamStatus: 500 })).toBe("Failed to generate tags: API request failed: 500");
    expect(generationErrorMessage({ status: 502, code: "llm_provider_error", message: "bad key", upstreamStatus: 401 })).toBe(
      "Failed to generate tags: API request failed: 401",
    );
  });

  it("shows parse failures and empty results in the spec's words", () => {
    expect(MESSAGES.parseFailed).toBe("Failed to parse generated tags");
    expect(MESSAGES.empty).toBe("No tags generated. Please try again.");
    expect(generationErrorMessage({ status: 502, code: ERROR_CODES.parseFailed, message: "x" })).toBe("Failed to parse generated tags");
    expect(generationErrorMessage({ status: 502, code: "llm_invalid_response", message: "x" })).toBe("Failed to parse generated tags");
    expect(generationErrorMessage({ status: 502, code: ERROR_CODES.empty, message: "x" })).toBe("No tags generated. Please try again.");
  });

  it("shows rate limits, not-configured and validation messages plainly", () => {
    const rl = "Rate limit exceeded. Please wait a moment before trying again.";
    expect(generationErrorMessage({ status: 429, code: "rate_limited", message: rl, retryAfterSeconds: 30 })).toBe(`${rl} Try again in 30 seconds.`);
    expect(generationErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." })).toBe("Groq API key not configured.");
    expect(generationErrorMessage({ status: 400, code: "invalid_input", message: MESSAGES.required })).toBe(MESSAGES.required);
  });

  it("prefixes network failures", () => {
    expect(generationErrorMessage({ status: 0, code: "network", message: "Network error. Please check your connection and try again." })).toBe(
      "Failed to generate tags: Network error. Please check your connection and try again.",
    );
  });
});

describe("tags in every writing system (issue 12)", () => {
  const reply = ["हिंदी गाने", "தமிழ் சமையல்", "বাংলা গান", "สอนทำอาหาร", "وصفات سهلة", "料理 レシピ", "café crème", "São Paulo vlog"].join("\n");

  it("keeps tags in Hindi, Tamil, Bengali, Thai, Arabic, Japanese and accented Latin whole", () => {
    expect(parseTags(reply, "many")).toEqual(["हिंदी गाने", "தமிழ் சமையல்", "বাংলা গান", "สอนทำอาหาร", "وصفات سهلة", "料理 レシピ", "café crème", "São Paulo vlog"]);
  });

  it("the loose rule cleans punctuation but keeps vowel signs, viramas and tone marks", () => {
    expect(looseTags("1. **हिंदी गाने!**; #தமிழ் சமையல்\n- \"สอนทำอาหาร\"")).toEqual(["हिंदी गाने", "தமிழ் சமையல்", "สอนทำอาหาร"]);
  });

  it("counts length and YouTube's budget in what a viewer sees (grapheme clusters)", () => {
    expect(tagCost("हिंदी")).toBe(2); // 5 code points, 2 clusters
    expect(tagCost("हिंदी गाने")).toBe(7); // 5 clusters (space included) + 2 for the quotes YouTube adds
    expect(tagCost("สวัสดี")).toBe(4);
    expect(lengthOk("தமிழ்".repeat(9))).toBe(true); // 27 clusters, 45 code points
  });

  it("drops repeats that differ only in case or accent encoding", () => {
    expect(parseTags("Café Crème\ncafé crème\ncafe\u0301 cre\u0300me", "many")).toEqual(["Café Crème"]);
  });
});
