import { describe, expect, it } from "vitest";
import {
  buildExpandPrompt,
  canExpand,
  checkVideoInput,
  COPY_CONFIRM_MS,
  EXPAND_COUNT,
  EXPAND_MAX_TOKENS,
  EXPAND_STAGES,
  EXPAND_TEMPERATURE,
  EXPAND_WAIT_MS,
  expandErrorMessage,
  expandWaitMs,
  exportFile,
  FILE_NAMES,
  HIDDEN_TAGS_NOTE,
  isValidTag,
  LABELS,
  LOOKUP_MESSAGES,
  LOOKUP_STAGES,
  LOOKUP_WAIT_MS,
  lookupFailureMessage,
  lookupUrl,
  lookupWaitMs,
  mergeTags,
  MESSAGES,
  parseExpandedTags,
  PROGRESS_RESET_MS,
  readApiError,
  readExpandResponse,
  readLookupEvent,
  readTagResult,
  readVideoBase,
  stripListMarker,
  tagCountText,
  tagsCsv,
  tagsJson,
  tagsJsonText,
  tagsTxt,
  tagText,
  validateExpand,
  watchUrl,
} from "./logic";

/** Any year: the server passes the current one by its clock. */
const YEAR = 2031;

const ID = "D-lhorsDlUQ";

describe("video input (spec 002 §5)", () => {
  it.each([
    [ID, ID],
    [`  ${ID}  `, ID],
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`, ID],
    [`youtube.com/watch?v=${ID}`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=abc`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}`, ID],
    [`https://www.youtube.com/live/${ID}`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    ["https://www.youtube.com/watch?v=a_b-c_d-e_f", "a_b-c_d-e_f"],
  ])("reads the 11-character ID from %s", (input, id) => {
    expect(checkVideoInput(input)).toEqual({ ok: true, videoId: id });
  });

  it("says the spec's message for an empty input", () => {
    expect(LOOKUP_MESSAGES.empty).toBe("Please enter a YouTube video URL or ID.");
    expect(checkVideoInput("")).toEqual({ ok: false, error: LOOKUP_MESSAGES.empty });
    expect(checkVideoInput("   \n ")).toEqual({ ok: false, error: LOOKUP_MESSAGES.empty });
  });

  it.each([
    "hello",
    "D-lhorsDlU",
    "D-lhorsDlUQQ",
    "https://www.youtube.com/watch?v=short",
    "https://example.com/watch?v=D-lhorsDlUQ",
    "https://www.youtube.com/@googledevelopers",
    "https://www.youtube.com/playlist?list=PL123",
    "D-lhors$lUQ",
  ])("gives the spec's parse message for %s", (input) => {
    expect(LOOKUP_MESSAGES.parse).toBe("Could not parse video ID. Please enter a valid YouTube URL or 11-char ID.");
    expect(checkVideoInput(input)).toEqual({ ok: false, error: LOOKUP_MESSAGES.parse });
  });

  it("refuses absurdly long input before parsing it", () => {
    expect(checkVideoInput(`https://youtu.be/${ID}?x=${"a".repeat(600)}`)).toEqual({ ok: false, error: LOOKUP_MESSAGES.tooLong });
  });

  it("builds the lookup and watch URLs", () => {
    expect(lookupUrl("/api/youtube/x", ` ${ID} `)).toBe(`/api/youtube/x?input=${ID}`);
    expect(lookupUrl("/api/youtube/x", "https://youtu.be/a b")).toBe("/api/youtube/x?input=https%3A%2F%2Fyoutu.be%2Fa+b");
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});

describe("progress (spec 002 §4 Extractors, §9)", () => {
  it("has the spec's stages in order: 10, 20 (wait), 35 parse ID, 55 API, 75 page fallback, 95 finalizing, 100", () => {
    expect(Object.entries(LOOKUP_STAGES).map(([id, s]) => [id, s.progress])).toEqual([
      ["start", 10],
      ["wait", 20],
      ["parse", 35],
      ["api", 55],
      ["page", 75],
      ["finalize", 95],
      ["complete", 100],
    ]);
    for (const s of Object.values(LOOKUP_STAGES)) expect(s.message.trim()).not.toBe("");
  });

  it("waits 10 s before a lookup only with SPEC_WAITS on; resets 0.4 s after the end", () => {
    expect(LOOKUP_WAIT_MS).toBe(10_000);
    expect(lookupWaitMs(true)).toBe(10_000);
    expect(lookupWaitMs(false)).toBe(0);
    expect(PROGRESS_RESET_MS).toBe(400);
  });

  it("tag expansion: 10, 20 (15 s wait), 65, 90", () => {
    expect(Object.values(EXPAND_STAGES).map((s) => s.progress)).toEqual([10, 20, 65, 90]);
    expect(EXPAND_WAIT_MS).toBe(15_000);
    expect(expandWaitMs(true)).toBe(15_000);
    expect(expandWaitMs(false)).toBe(0);
  });

  it("copy confirmation lasts 2 s (§1)", () => {
    expect(COPY_CONFIRM_MS).toBe(2000);
  });
});

describe("lookup stream events", () => {
  it("reads stage, result and error events", () => {
    expect(readLookupEvent('{"type":"stage","stage":"api"}')).toEqual({ type: "stage", stage: "api" });
    expect(readLookupEvent('{"type":"stage","stage":"page"}')).toEqual({ type: "stage", stage: "page" });
    expect(readLookupEvent('{"type":"result","video":{"a":1}}')).toEqual({ type: "result", video: { a: 1 } });
    expect(readLookupEvent('{"type":"error","status":403,"error":{"code":"youtube_private","message":"Private."}}')).toEqual({
      type: "error",
      status: 403,
      error: { code: "youtube_private", message: "Private." },
    });
    expect(readLookupEvent('{"type":"error","error":{"code":"x","message":"m"}}')).toMatchObject({ status: 502 });
  });

  it("ignores lines that are not documented events", () => {
    for (const line of ["", "not json", "[]", '{"type":"stage","stage":"other"}', '{"type":"result"}', '{"type":"error","error":{"code":"x"}}', '{"type":"delta"}']) {
      expect(readLookupEvent(line)).toBeNull();
    }
  });

  it("reads an API error body", () => {
    expect(readApiError({ error: { code: "rate_limited", message: "Slow down." } })).toEqual({ code: "rate_limited", message: "Slow down." });
    expect(readApiError({ error: { code: "x", message: " " } })).toBeNull();
    expect(readApiError(null)).toBeNull();
  });

  it("reads the shared result fields, refusing other shapes", () => {
    expect(readVideoBase({ videoId: ID, title: "T", source: "api", restriction: null })).toEqual({ videoId: ID, title: "T", source: "api", restriction: null });
    expect(readVideoBase({ videoId: ID, title: "T", source: "page", restriction: "age-restricted" })).toMatchObject({ restriction: "age-restricted" });
    expect(readVideoBase({ videoId: ID, title: "T", source: "page", restriction: "weird" })).toMatchObject({ restriction: null });
    expect(readVideoBase({ videoId: "bad", title: "T", source: "api" })).toBeNull();
    expect(readVideoBase({ videoId: ID, title: 1, source: "api" })).toBeNull();
    expect(readVideoBase({ videoId: ID, title: "T", source: "cache" })).toBeNull();
  });

  it("reads a tag result", () => {
    expect(readTagResult({ videoId: ID, title: "T", tags: ["a", "b"], source: "api", restriction: null })).toEqual({
      videoId: ID,
      title: "T",
      tags: ["a", "b"],
      source: "api",
      restriction: null,
    });
    expect(readTagResult({ videoId: ID, title: "T", tags: "a,b", source: "api" })).toBeNull();
    expect(readTagResult({ videoId: ID, title: "T", tags: [1], source: "api" })).toBeNull();
  });

  it("says plainly that the key is missing when YouTube could not be reached or read without it", () => {
    const network = { code: "youtube_network", message: "Could not reach YouTube. Please try again." };
    expect(lookupFailureMessage(network, false)).toBe("YouTube API key not configured. Could not reach YouTube. Please try again.");
    expect(lookupFailureMessage(network, true)).toBe(network.message);
    const priv = { code: "youtube_private", message: "This video is private, so its details are not public." };
    expect(lookupFailureMessage(priv, false)).toBe(priv.message);
    expect(lookupFailureMessage({ code: "youtube_not_found", message: "Video not found." }, false)).toBe("Video not found.");
  });
});

describe("tag output (spec 002 §2, §3, §7, §9)", () => {
  const r = { videoId: ID, title: 'What are "Actions", on Google' };
  const tags = ["actions on google", "Google Assistant", "=cmd", "a, b"];

  it("shows, copies and saves the tags joined with a comma and a space", () => {
    expect(tagText(["a", "b c"])).toBe("a, b c");
    expect(tagText([])).toBe("");
    expect(tagsTxt(["a", "b c"])).toBe("a, b c\n");
  });

  it("uses the spec's file names", () => {
    expect(FILE_NAMES).toEqual({ txt: "youtube-tags.txt", csv: "youtube-tags.csv", json: "youtube-tags.json" });
    expect(exportFile("txt", r, tags).fileName).toBe("youtube-tags.txt");
    expect(exportFile("csv", r, tags).fileName).toBe("youtube-tags.csv");
    expect(exportFile("json", r, tags).fileName).toBe("youtube-tags.json");
  });

  it("CSV: a tag column, one tag per row, every field quoted, formulas guarded", () => {
    expect(tagsCsv(tags)).toBe('"tag"\r\n"actions on google"\r\n"Google Assistant"\r\n"\'=cmd"\r\n"a, b"\r\n');
    expect(tagsCsv([])).toBe('"tag"\r\n');
    expect(exportFile("csv", r, tags).mimeType).toBe("text/csv");
  });

  it("JSON: videoId, title, tags, pretty-printed", () => {
    expect(tagsJson(r, tags)).toEqual({ videoId: ID, title: r.title, tags });
    expect(Object.keys(tagsJson(r, tags))).toEqual(["videoId", "title", "tags"]);
    expect(tagsJsonText(r, ["x"])).toBe(`{\n  "videoId": "${ID}",\n  "title": "What are \\"Actions\\", on Google",\n  "tags": [\n    "x"\n  ]\n}`);
    expect(JSON.parse(exportFile("json", r, []).text)).toEqual({ videoId: ID, title: r.title, tags: [] });
  });

  it("has the spec's labels and messages", () => {
    expect(LABELS).toMatchObject({ extract: "Extract Tags", copy: "Copy", expand: "Expand with AI", txt: "TXT", csv: "CSV", json: "JSON" });
    expect(MESSAGES.noTags).toBe("No tags found");
    expect(MESSAGES.expandFirst).toBe("Extract tags first before expanding with AI.");
    expect(MESSAGES.aiNoTags).toBe("AI returned no tags");
    expect(MESSAGES.aiError("Groq", 500)).toBe("Groq API error: 500");
    expect(MESSAGES.aiError("OpenAI", 401)).toBe("OpenAI API error: 401");
    expect(HIDDEN_TAGS_NOTE).toMatch(/does not show tags on the video page/);
    expect(HIDDEN_TAGS_NOTE).toMatch(/have no tags/);
    expect(tagCountText(1)).toBe("1 tag");
    expect(tagCountText(20)).toBe("20 tags");
    expect(MESSAGES.added(1)).toBe("1 new tag added with AI.");
    expect(MESSAGES.added(18)).toBe("18 new tags added with AI.");
  });
});

describe("Expand with AI (spec 002 §5, §7)", () => {
  it("needs existing tags or a title, else says the spec's message", () => {
    expect(canExpand({ title: "T", tags: [] })).toBe(true);
    expect(canExpand({ title: "", tags: ["a"] })).toBe(true);
    expect(canExpand({ title: "  ", tags: [" "] })).toBe(false);
    expect(validateExpand({ title: "", tags: [] })).toBe("Extract tags first before expanding with AI.");
    expect(validateExpand({ title: "T", tags: [] })).toBeNull();
  });

  it("asks for 20 extra tags at temperature 0.6 and 600 max tokens, the given year, embedding title and existing tags", () => {
    expect([EXPAND_COUNT, EXPAND_TEMPERATURE, EXPAND_MAX_TOKENS]).toEqual([20, 0.6, 600]);
    const req = buildExpandPrompt({ title: "  Elden Ring boss guide ", tags: ["elden ring", " malenia ", ""] }, YEAR);
    expect(req.temperature).toBe(0.6);
    expect(req.maxTokens).toBe(600);
    expect(req.messages.map((m) => m.role)).toEqual(["system", "user"]);
    const user = req.messages[1]!.content;
    expect(user).toContain("Suggest 20 more YouTube tags");
    expect(user).toContain("Video title: Elden Ring boss guide");
    expect(user).toContain("Existing tags: elden ring, malenia");
    expect(user).toContain("use 2031");
    expect(user).toContain("Do not repeat any existing tag");
    expect(buildExpandPrompt({ title: "", tags: ["a"] }, YEAR).messages[1]!.content).toContain("Video title: Not provided");
    expect(buildExpandPrompt({ title: "T", tags: [] }, YEAR).messages[1]!.content).toContain("Existing tags: None");
  });

  it("strips leading list markers", () => {
    expect(stripListMarker("- tag")).toBe("tag");
    expect(stripListMarker("* tag")).toBe("tag");
    expect(stripListMarker("• tag")).toBe("tag");
    expect(stripListMarker("12. tag")).toBe("tag");
    expect(stripListMarker("3) tag")).toBe("tag");
    expect(stripListMarker("(4) tag")).toBe("tag");
    expect(stripListMarker("  5: tag")).toBe("tag");
    expect(stripListMarker("2025 tips")).toBe("2025 tips");
    expect(stripListMarker("3d printing")).toBe("3d printing");
  });

  it("keeps tags of letters, digits, spaces and hyphens, 2 to 49 characters", () => {
    expect(isValidTag("elden ring 2025")).toBe(true);
    expect(isValidTag("lo-fi")).toBe(true);
    expect(isValidTag("café résumé")).toBe(true);
    expect(isValidTag("ab")).toBe(true);
    expect(isValidTag("a")).toBe(false);
    expect(isValidTag("#gaming")).toBe(false);
    expect(isValidTag("@name")).toBe(false);
    expect(isValidTag("what?")).toBe(false);
    expect(isValidTag("--")).toBe(false);
    expect(isValidTag("x".repeat(49))).toBe(true);
    expect(isValidTag("x".repeat(50))).toBe(false);
  });

  it("drops tags already there or repeated, case-insensitively, and caps at 20", () => {
    const reply = ["Here are your tags:", "1. Elden Ring", "2. malenia guide", "- Malenia Guide", "* best build 2025", "#hashtag", "3) elden ring  dlc", "```", "boss, tips"].join("\n");
    expect(parseExpandedTags(reply, ["elden ring", "Boss"])).toEqual(["malenia guide", "best build 2025", "elden ring dlc", "tips"]);
    const many = Array.from({ length: 30 }, (_, i) => `tag number ${i}`).join("\n");
    expect(parseExpandedTags(many, [])).toHaveLength(20);
    expect(parseExpandedTags("Sorry, I can't help with that.", [])).toEqual([]);
    expect(parseExpandedTags("", ["a"])).toEqual([]);
    expect(parseExpandedTags("ELDEN RING\nelden ring", ["Elden Ring"])).toEqual([]);
  });

  it("merges the new tags after the existing ones without repeats", () => {
    expect(mergeTags(["a", "B"], ["b", "c", "C", "d"])).toEqual(["a", "B", "c", "d"]);
    expect(mergeTags([], ["x"])).toEqual(["x"]);
  });

  it("reads the route's answer", () => {
    expect(readExpandResponse({ tags: ["a"] })).toEqual({ tags: ["a"] });
    expect(readExpandResponse({ tags: [1] })).toBeNull();
    expect(readExpandResponse(null)).toBeNull();
  });

  it("shows the route's error words, with the wait for a rate limit", () => {
    expect(expandErrorMessage({ status: 502, code: "ai_api_error", message: "Groq API error: 500", upstreamStatus: 500 })).toBe("Groq API error: 500");
    expect(expandErrorMessage({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." })).toBe("Groq API key not configured.");
    expect(expandErrorMessage({ status: 429, code: "rate_limited", message: "Rate limit exceeded. Please wait a moment before trying again.", retryAfterSeconds: 12 })).toBe(
      "Rate limit exceeded. Please wait a moment before trying again. Try again in 12 seconds.",
    );
    expect(expandErrorMessage({ status: 429, code: "ai_api_error", message: "Groq API error: 429", upstreamStatus: 429, retryAfterSeconds: 10 })).toBe(
      "Groq API error: 429 Try again in 10 seconds.",
    );
  });
});

describe("Expand with AI in every writing system (issue 12)", () => {
  it("keeps suggested tags in any script whole and drops ones already there, whatever their accent encoding", () => {
    const reply = "1. हिंदी गाने\n2. தமிழ் சமையல்\n3. สอนทำอาหาร\n4. وصفات سهلة\n5. 料理 レシピ\n6. cafe\u0301 cre\u0300me\n7. São Paulo vlog";
    expect(parseExpandedTags(reply, ["Café Crème"])).toEqual(["हिंदी गाने", "தமிழ் சமையல்", "สอนทำอาหาร", "وصفات سهلة", "料理 レシピ", "São Paulo vlog"]);
  });

  it("a tag is valid by what a viewer sees: 2 to 49 grapheme clusters, letters with their marks", () => {
    expect(isValidTag("हिं")).toBe(false); // one cluster
    expect(isValidTag("हिंदी")).toBe(true);
    expect(isValidTag("தமிழ்".repeat(16))).toBe(true); // 48 clusters, 80 code points
    expect(isValidTag("தமிழ்".repeat(17))).toBe(false);
    expect(isValidTag("नमस्ते!")).toBe(false);
  });

  it("merges without duplicates across case and accent encodings", () => {
    expect(mergeTags(["São Paulo"], ["sa\u0303o paulo", "हिंदी"])).toEqual(["São Paulo", "हिंदी"]);
  });
});
