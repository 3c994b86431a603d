import { describe, it, expect } from "vitest";
import { matchesTool, normalizeQuery, searchTools } from "./home-search";

const tts = { name: "Text to Speech", searchAliases: ["Text-to-Speech", "TTS"] };
const thumb = { name: "YouTube Thumbnail Downloader", searchAliases: ["Thumbnail Maker"] };
const caseConv = { name: "Case Converter" };
const list = [tts, thumb, caseConv];

describe("normalizeQuery", () => {
  it("trims and lower-cases", () => {
    expect(normalizeQuery("  Hello World \n")).toBe("hello world");
  });
});

describe("matchesTool", () => {
  it("matches a case-insensitive substring of the name", () => {
    expect(matchesTool(caseConv, "case")).toBe(true);
    expect(matchesTool(caseConv, "CONVERT")).toBe(true);
    expect(matchesTool(caseConv, "se co")).toBe(true);
  });

  it("trims the query before matching", () => {
    expect(matchesTool(caseConv, "   converter   ")).toBe(true);
  });

  it("does not match unrelated text", () => {
    expect(matchesTool(caseConv, "speech")).toBe(false);
    expect(matchesTool(tts, "converter")).toBe(false);
  });

  it("matches every word of a query with other spacing or word order", () => {
    expect(matchesTool(caseConv, "case  converter")).toBe(true);
    expect(matchesTool(caseConv, "converter case")).toBe(true);
    expect(matchesTool(caseConv, "case speech")).toBe(false);
  });

  it("matches search aliases", () => {
    expect(matchesTool(tts, "tts")).toBe(true);
    expect(matchesTool(tts, " TTS ")).toBe(true);
    expect(matchesTool(tts, "text-to-sp")).toBe(true);
    expect(matchesTool(thumb, "thumbnail maker")).toBe(true);
    expect(matchesTool(thumb, "Maker")).toBe(true);
  });

  it("works for tools without aliases", () => {
    expect(matchesTool({ name: "Word Counter" }, "tts")).toBe(false);
  });

  it("matches everything for an empty or blank query", () => {
    expect(matchesTool(tts, "")).toBe(true);
    expect(matchesTool(caseConv, "   ")).toBe(true);
  });
});

describe("searchTools", () => {
  it("returns every tool for an empty query, in order", () => {
    expect(searchTools(list, "")).toEqual(list);
  });

  it("filters by name and alias", () => {
    expect(searchTools(list, "tts")).toEqual([tts]);
    expect(searchTools(list, "thumbnail")).toEqual([thumb]);
    expect(searchTools(list, "maker")).toEqual([thumb]);
    expect(searchTools(list, "t")).toEqual(list);
  });

  it("returns an empty list when nothing matches", () => {
    expect(searchTools(list, "zzz")).toEqual([]);
  });

  it("does not modify the input list", () => {
    const copy = [...list];
    searchTools(list, "tts");
    expect(list).toEqual(copy);
  });
});

describe("description and checklist (issue 18)", () => {
  const speech = { name: "Text to Speech", searchAliases: ["TTS"], summary: "Turn a script into a natural voice-over.", checklist: ["Download as MP3", "Subtitles in SRT"] };
  const gen = { name: "Générateur de titres", summary: "Ten title ideas." };
  const titles = { name: "YouTube Title Generator", summary: "Ten title ideas for your video, each with an MP3-free character count." };

  it("finds a tool by its card's description or checklist: 'mp3' finds text-to-speech", () => {
    expect(matchesTool(speech, "mp3")).toBe(true);
    expect(matchesTool(speech, "srt subtitles")).toBe(true);
    expect(matchesTool(speech, "voice-over")).toBe(true);
    expect(matchesTool(speech, "thumbnail")).toBe(false);
  });

  it("ranks title matches before description matches, registry order within a rank", () => {
    expect(searchTools([titles, speech], "mp3")).toEqual([titles, speech]);
    expect(searchTools([speech, titles], "title")).toEqual([titles, speech]); // "Subtitles" in its checklist
    expect(searchTools([titles, speech], "speech")).toEqual([speech]);
    expect(searchTools([speech, titles], "tts")).toEqual([speech]);
  });

  it("folds Latin accents and case", () => {
    expect(matchesTool(gen, "generateur")).toBe(true);
    expect(matchesTool(gen, "GÉNÉRATEUR")).toBe(true);
  });
});
