import { describe, expect, it } from "vitest";
import {
  checkVideoInput,
  COPY_CONFIRM_MS,
  escapeMarkdown,
  exportFile,
  FILE_NAMES,
  FORMATS,
  LABELS,
  LOOKUP_MESSAGES,
  LOOKUP_STAGES,
  MESSAGES,
  readTitleDescriptionResult,
  toJson,
  toMarkdown,
  toTxt,
} from "./logic";

const ID = "D-lhorsDlUQ";
const r = { videoId: ID, title: "What are *Actions* on Google (Assistant on Air) #", description: "Line one\nLine two\r\n\nhttps://example.com/a_b\n\n" };

describe("title and description extractor (spec 002 §2, §3, §5, §7, §9)", () => {
  it("has the spec's button and download labels", () => {
    expect(LABELS.extract).toBe("Extract Title & Description");
    expect([LABELS.txt, LABELS.md, LABELS.json]).toEqual(["TXT", "MD", "JSON"]);
    expect(FORMATS).toEqual(["txt", "md", "json"]);
    expect(COPY_CONFIRM_MS).toBe(2000);
    expect(MESSAGES.noDescription).toBe("This video has no description.");
  });

  it("shares the extractors' input rules and stages", () => {
    expect(checkVideoInput(`https://youtu.be/${ID}`)).toEqual({ ok: true, videoId: ID });
    expect(checkVideoInput("")).toEqual({ ok: false, error: "Please enter a YouTube video URL or ID." });
    expect(checkVideoInput("nope")).toEqual({ ok: false, error: LOOKUP_MESSAGES.parse });
    expect(Object.values(LOOKUP_STAGES).map((s) => s.progress)).toEqual([10, 20, 35, 55, 75, 95, 100]);
  });

  it("uses the spec's file names", () => {
    expect(FILE_NAMES).toEqual({ txt: "youtube-title-description.txt", md: "youtube-title-description.md", json: "youtube-title-description.json" });
    expect(FORMATS.map((f) => exportFile(f, r).fileName)).toEqual(["youtube-title-description.txt", "youtube-title-description.md", "youtube-title-description.json"]);
    expect(FORMATS.map((f) => exportFile(f, r).mimeType)).toEqual(["text/plain", "text/markdown", "application/json"]);
  });

  it("TXT: labelled video ID, title and the description with its lines, one final newline", () => {
    expect(toTxt(r)).toBe(`Video ID: ${ID}\nTitle: ${r.title}\n\nDescription:\nLine one\nLine two\n\nhttps://example.com/a_b\n`);
    expect(toTxt({ videoId: ID, title: "T", description: "" })).toBe(`Video ID: ${ID}\nTitle: T\n\nDescription:\n\n`);
  });

  it("MD: the title as an escaped heading, a link to the video, the description with its line breaks kept", () => {
    expect(toMarkdown(r)).toBe(
      `# What are \\*Actions\\* on Google (Assistant on Air) \\#\n\n**Video ID:** [${ID}](https://www.youtube.com/watch?v=${ID})\n\n## Description\n\nLine one  \nLine two\n\nhttps://example.com/a_b\n`,
    );
    expect(escapeMarkdown("a_b [c] <d> `e` \\ f")).toBe("a\\_b \\[c\\] \\<d\\> \\`e\\` \\\\ f");
    expect(escapeMarkdown("C# tips")).toBe("C# tips");
  });

  it("JSON: videoId, title, description, pretty-printed", () => {
    expect(Object.keys(toJson(r))).toEqual(["videoId", "title", "description"]);
    const text = exportFile("json", r).text;
    expect(JSON.parse(text)).toEqual({ videoId: ID, title: r.title, description: r.description });
    expect(text).toBe(JSON.stringify({ videoId: ID, title: r.title, description: r.description }, null, 2));
  });

  it("reads the lookup's result, refusing other shapes", () => {
    expect(readTitleDescriptionResult({ videoId: ID, title: "T", description: "D", source: "page", restriction: null })).toEqual({
      videoId: ID,
      title: "T",
      description: "D",
      source: "page",
      restriction: null,
    });
    expect(readTitleDescriptionResult({ videoId: ID, title: "T", source: "page" })).toBeNull();
    expect(readTitleDescriptionResult({ videoId: ID, title: "T", description: 3, source: "api" })).toBeNull();
  });
});
