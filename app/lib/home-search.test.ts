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

  it("does not trim inner spaces: a query with different spacing does not match", () => {
    expect(matchesTool(caseConv, "case  converter")).toBe(false);
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
