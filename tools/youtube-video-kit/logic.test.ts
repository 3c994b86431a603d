import { unzipSync, zipSync, strFromU8, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { tagBudget } from "../shared/tag-budget";
import {
  ABOVE_TITLE_COUNT,
  DEFAULT_INPUT,
  EMPTY_RESULTS,
  ENDPOINTS,
  MESSAGE_TOPIC_REQUIRED,
  MODEL_CALLS_PER_KIT,
  TITLE_PARTS,
  VOICEOVER_MAX_CHARS,
  buildOutlineRequest,
  callsNote,
  chosenTitle,
  dataUrlBytes,
  descriptionRequest,
  fitTags,
  hashtagNote,
  imageExtension,
  kitFileName,
  kitFiles,
  kitHashtags,
  kitThumbnailPrompt,
  listRequest,
  normalizeInput,
  normalizeResults,
  readOutline,
  outlineText,
  partErrorPrefix,
  partsOutOfDate,
  readList,
  titlesRequest,
  validateInput,
  voiceFor,
  voiceoverText,
  type KitInput,
  type KitResults,
  type Outline,
} from "./logic";

const input: KitInput = { ...DEFAULT_INPUT, topic: "  Sourdough on a road trip ", audience: "home bakers", keywords: "sourdough, travel", tone: "humorous" };
const OUTLINE: Outline = {
  hook: "Can a sourdough starter survive three weeks in a car?",
  sections: [
    { heading: "Packing the starter", points: ["Use a jar with a loose lid", "Feed it the night before"] },
    { heading: "Feeding on the road", points: ["Carry flour in a zip bag", "Feed every two days"] },
  ],
  callToAction: "Subscribe for the bread I baked at the end.",
};

describe("the idea", () => {
  it("needs a video idea, in any script", () => {
    expect(validateInput({ ...DEFAULT_INPUT, topic: "   " })).toBe(MESSAGE_TOPIC_REQUIRED);
    for (const topic of ["खाना बनाना", "சமையல்", "การทำขนมปัง", "صناعة الخبز", "パン作り", "crème brûlée"]) expect(validateInput({ ...DEFAULT_INPUT, topic })).toBeNull();
  });

  it("puts back anything a stored draft should not hold", () => {
    expect(normalizeInput({ tone: "shouting" as never, topic: 5 as never, includeSocialLinks: "yes" as never })).toEqual({ ...DEFAULT_INPUT, topic: "" });
    expect(normalizeInput(null)).toEqual(DEFAULT_INPUT);
    expect(normalizeInput({ topic: "x".repeat(900) }).topic).toHaveLength(500);
  });
});

describe("requests to the tools' own endpoints", () => {
  it("says how many model calls a kit makes, within the default limit", () => {
    expect(MODEL_CALLS_PER_KIT).toBe(1 + TITLE_PARTS.filter((p) => p !== "thumbnail").length);
    expect(callsNote()).toContain("5 language-model calls");
    expect(callsNote()).toContain("20 model calls a minute");
    expect(callsNote(60)).toContain("60 model calls a minute");
  });

  it("calls the generators' endpoints, and only the outline is the kit's own", () => {
    expect(ENDPOINTS).toMatchObject({
      titles: "/api/ai/youtube-title-generator",
      description: "/api/ai/youtube-description-generator",
      tags: "/api/ai/youtube-tag-generator",
      hashtags: "/api/ai/youtube-hashtag-generator",
      outline: "/api/ai/youtube-video-kit/outline",
      speech: "/api/tts/synthesize",
    });
  });

  it("maps one tone to each tool's own words and sends the language everywhere", () => {
    expect(titlesRequest(input, "hi")).toEqual({ topic: "Sourdough on a road trip", description: "Audience: home bakers", keywords: "sourdough, travel", tone: "humorous", language: "hi" });
    const d = descriptionRequest(input, "The Title", "ta");
    expect(d).toMatchObject({ title: "The Title", style: "entertainment", includeTimestamps: true, includeHashtags: true, includeSocialLinks: false, language: "ta" });
    expect(d.topic).toBe("Sourdough on a road trip For: home bakers.");
    expect(listRequest("tags", input, "T", "ar")).toMatchObject({ title: "T", count: "medium", language: "ar" });
    expect(listRequest("hashtags", input, "T", "ja")).toMatchObject({ title: "T", count: "few", language: "ja" });
  });

  it("draws the thumbnail with the thumbnail maker's prompt for the chosen title", () => {
    const p = kitThumbnailPrompt(input, "Sourdough vs. 3 Weeks in a Van", "es");
    expect(p).toContain("for a video about: Sourdough vs. 3 Weeks in a Van (Sourdough on a road trip).");
    expect(p).toContain("Mood: fun and playful.");
    expect(p).toContain("Spanish");
  });
});

describe("reading the answers", () => {
  it("takes a list of non-empty strings, else nothing", () => {
    expect(readList({ tags: [" a ", "", 3, "b"] }, "tags")).toEqual(["a", "b"]);
    expect(readList({ tags: [] }, "tags")).toBeNull();
    expect(readList({ titles: "x" }, "titles")).toBeNull();
    expect(readList(null, "tags")).toBeNull();
  });

  it("keeps tags within YouTube's 500 characters, counted in graphemes, from the first", () => {
    const tags = Array.from({ length: 40 }, (_, i) => `हिंदी वीडियो टैग ${i}`);
    const { kept, dropped } = fitTags(tags);
    expect(kept.length + dropped.length).toBe(40);
    expect(tagBudget(kept).over).toBe(false);
    expect(tagBudget([...kept, dropped[0]!]).over).toBe(true);
    expect(fitTags(["short", "list"])).toEqual({ kept: ["short", "list"], dropped: [] });
  });

  it("gives hashtags a '#', once each, at most 15; three are shown above the title", () => {
    expect(kitHashtags(["sourdough", "#Travel", "##baking", "#travel", " ", "#"])).toEqual(["#sourdough", "#Travel", "#baking"]);
    expect(kitHashtags(Array.from({ length: 20 }, (_, i) => `tag${i}`))).toHaveLength(15);
    expect(kitHashtags(["#खाना", "#طبخ"])).toEqual(["#खाना", "#طبخ"]);
    expect(ABOVE_TITLE_COUNT).toBe(3);
    expect(hashtagNote(2)).toContain("Only 2 hashtags");
    expect(hashtagNote(1)).toContain("Only 1 hashtag came");
    expect(hashtagNote(3)).toBeNull();
  });
});

describe("the outline", () => {
  it("asks for JSON in the chosen language", () => {
    const req = buildOutlineRequest({ title: "T", topic: "idea", audience: "", keywords: "", tone: "casual" }, "hi");
    expect(req.json).toBe(true);
    const user = req.messages.at(-1)!.content;
    expect(user).toContain("Title: T");
    expect(user).toContain("Hindi (हिन्दी)");
    expect(user).toContain('"callToAction"');
  });

  it("checks the model's shape, trimming its texts", () => {
    expect(readOutline(OUTLINE)).toEqual(OUTLINE);
    expect(readOutline({ ...OUTLINE, hook: `  ${OUTLINE.hook}\n` })).toEqual(OUTLINE);
    // Hindi, Arabic and Japanese outlines read as they are.
    const hi = { hook: "क्या खमीर बचेगा?", sections: [{ heading: "पैकिंग", points: ["जार"] }, { heading: "سفر", points: ["旅行の準備"] }], callToAction: "सब्सक्राइब करें" };
    expect(readOutline(hi)).toEqual(hi);
    for (const bad of [
      null,
      "outline",
      { ...OUTLINE, sections: [OUTLINE.sections[0]] },
      { ...OUTLINE, sections: Array.from({ length: 9 }, () => OUTLINE.sections[0]) },
      { ...OUTLINE, hook: " " },
      { ...OUTLINE, callToAction: 3 },
      { ...OUTLINE, sections: [{ heading: "a", points: [] }, OUTLINE.sections[1]] },
      { ...OUTLINE, sections: [{ heading: "a", points: ["x", ""] }, OUTLINE.sections[1]] },
      { ...OUTLINE, sections: [{ heading: "a", points: Array.from({ length: 7 }, () => "p") }, OUTLINE.sections[1]] },
    ]) {
      expect(readOutline(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("reads as plain text", () => {
    expect(outlineText(OUTLINE)).toBe(
      [
        "Hook",
        OUTLINE.hook,
        "",
        "1. Packing the starter",
        "   - Use a jar with a loose lid",
        "   - Feed it the night before",
        "",
        "2. Feeding on the road",
        "   - Carry flour in a zip bag",
        "   - Feed every two days",
        "",
        "Call to action",
        OUTLINE.callToAction,
      ].join("\n"),
    );
  });

  it("gives the voice-over the script's opening, at most 600 visible characters", () => {
    expect(voiceoverText(OUTLINE)).toBe(
      "Can a sourdough starter survive three weeks in a car? Packing the starter. Use a jar with a loose lid. Feed it the night before.",
    );
    const long: Outline = { ...OUTLINE, sections: [{ heading: "क".repeat(10), points: ["नमस्ते दुनिया ".repeat(60)] }, OUTLINE.sections[1]!] };
    expect(voiceoverText(long).length).toBeLessThanOrEqual(VOICEOVER_MAX_CHARS * 2);
    expect(voiceoverText(long).startsWith(OUTLINE.hook)).toBe(true);
  });

  it("picks a voice that speaks the language", () => {
    const voices = [
      { value: "en-US-AriaNeural", locale: "en-US" },
      { value: "pt-PT-RaquelNeural", locale: "pt-PT" },
      { value: "pt-BR-FranciscaNeural", locale: "pt-BR" },
      { value: "hi-IN-MadhurNeural", locale: "hi-IN" },
      { value: "en-US-AvaMultilingualNeural", locale: "en-US" },
    ];
    expect(voiceFor(voices, "pt-BR")).toBe("pt-BR-FranciscaNeural");
    expect(voiceFor(voices, "hi")).toBe("hi-IN-MadhurNeural");
    expect(voiceFor(voices, "ja")).toBe("en-US-AriaNeural");
    expect(voiceFor([], "en")).toBe("en-US-AriaNeural");
  });
});

describe("the kit", () => {
  const results: KitResults = {
    ...EMPTY_RESULTS,
    titles: ["First Title", "Sourdough vs. 3 Weeks in a Van!"],
    chosen: 1,
    madeFor: "Sourdough vs. 3 Weeks in a Van!",
    description: "A description.\n",
    tags: ["sourdough", "road trip"],
    hashtags: ["#sourdough", "#travel", "#baking", "#van"],
    outline: OUTLINE,
    thumbnailPrompt: "YouTube thumbnail…",
  };

  it("follows the chosen title and says when the other parts were made for another", () => {
    expect(chosenTitle(results)).toBe("Sourdough vs. 3 Weeks in a Van!");
    expect(partsOutOfDate(results)).toBe(false);
    expect(partsOutOfDate({ ...results, chosen: 0 })).toBe(true);
    expect(partsOutOfDate({ ...EMPTY_RESULTS, titles: ["a", "b"], chosen: 1, madeFor: "a" })).toBe(false);
  });

  it("restores from storage without trusting it", () => {
    expect(normalizeResults(JSON.parse(JSON.stringify(results)))).toEqual(results);
    expect(normalizeResults({ titles: ["a"], chosen: 7, outline: { hook: 1 }, tags: "x" })).toEqual({ ...EMPTY_RESULTS, titles: ["a"] });
    expect(normalizeResults("garbage")).toEqual(EMPTY_RESULTS);
  });

  it("names the ZIP after the title, in any script", () => {
    expect(kitFileName("Sourdough vs. 3 Weeks in a Van!")).toBe("sourdough-vs-3-weeks-in-a-van.zip");
    expect(kitFileName("हिंदी में खाना")).toBe("हिंदी-में-खाना.zip");
    expect(kitFileName("!!!")).toBe("video-kit.zip");
    expect(kitFileName(null)).toBe("video-kit.zip");
  });

  it("writes every part as its file, media as bytes, and everything in kit.json", () => {
    const png = "data:image/png;base64," + btoa("\x89PNG-bytes");
    const files = kitFiles({
      input,
      language: "en",
      results,
      image: { dataUrl: png, mimeType: "image/png" },
      voiceover: { text: "Hi", voice: "en-US-AriaNeural", audio: btoa("ID3-mp3"), srt: "1\n00:00:00,000 --> 00:00:00,500\nHi\n" },
      createdAt: new Date("2026-11-26T12:00:00Z"),
    });
    expect(Object.keys(files).sort()).toEqual(
      ["description.txt", "hashtags.txt", "kit.json", "outline.txt", "tags.txt", "thumbnail.png", "title.txt", "voiceover.mp3", "voiceover.srt"].sort(),
    );
    expect(files["title.txt"]).toBe("Sourdough vs. 3 Weeks in a Van!\n");
    expect(files["tags.txt"]).toBe("sourdough, road trip\n");
    expect(files["hashtags.txt"]).toBe("#sourdough #travel #baking #van\n");
    expect(files["outline.txt"]).toBe(`${outlineText(OUTLINE)}\n`);
    expect(strFromU8(files["thumbnail.png"] as Uint8Array, true)).toBe("\x89PNG-bytes");
    expect(strFromU8(files["voiceover.mp3"] as Uint8Array, true)).toBe("ID3-mp3");
    const json = JSON.parse(files["kit.json"] as string);
    expect(json).toMatchObject({ title: "Sourdough vs. 3 Weeks in a Van!", language: "en", hashtagsAboveTitle: ["#sourdough", "#travel", "#baking"], thumbnailFile: "thumbnail.png" });
    expect(json.voiceover).toEqual({ text: "Hi", voice: "en-US-AriaNeural", audioFile: "voiceover.mp3", subtitlesFile: "voiceover.srt" });
    // A ZIP of them opens with the same contents.
    const zip = unzipSync(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === "string" ? strToU8(v) : v]))));
    expect(strFromU8(zip["title.txt"]!)).toBe("Sourdough vs. 3 Weeks in a Van!\n");
  });

  it("leaves out what was not made, and names a JPEG thumbnail .jpg", () => {
    const files = kitFiles({ input, language: "hi", results: { ...results, outline: null, tags: null }, image: { dataUrl: "data:image/jpeg;base64,AAAA", mimeType: "image/jpeg" }, voiceover: null, createdAt: new Date(0) });
    expect(Object.keys(files).sort()).toEqual(["description.txt", "hashtags.txt", "kit.json", "thumbnail.jpg", "title.txt"]);
    expect(imageExtension("image/webp")).toBe("webp");
    expect(dataUrlBytes("data:text/plain,h%C3%A9")).toEqual(new TextEncoder().encode("hé"));
  });

  it("says which part failed", () => {
    expect(partErrorPrefix("tags")).toBe("Failed to make the tags: ");
    expect(partErrorPrefix("outline")).toBe("Failed to make the script outline: ");
    expect(partErrorPrefix("titles")).toBe("Failed to make the titles: ");
  });
});
