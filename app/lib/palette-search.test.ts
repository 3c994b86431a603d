import { describe, expect, it } from "vitest";
import { tools } from "../../tools/registry";
import { toIndexEntry } from "../../tools/types";
import { createPaletteSearch, PALETTE_LIMIT } from "./palette-search";

const search = createPaletteSearch(tools.map(toIndexEntry));
const first = (q: string) => search(q)[0]?.slug;

describe("the search palette's ranking", () => {
  it("finds tools through misspellings and the names people use", () => {
    expect(first("thumnail")).toMatch(/thumbnail/);
    expect(first("hastag")).toBe("youtube-hashtag-generator");
    expect(first("tts")).toBe("text-to-speech");
    expect(first("sora")).toMatch(/sora/);
    expect(first("money")).toBe("youtube-money-calculator");
    expect(first("case convertor")).toBe("case-converter");
    expect(first("title generator")).toBe("youtube-title-generator");
  });

  it("lists favourites, then recent tools, then the rest when nothing is typed, at most ten", () => {
    const list = search("", ["case-converter"], ["text-to-speech", "case-converter"]).map((t) => t.slug);
    expect(list.slice(0, 2)).toEqual(["case-converter", "text-to-speech"]);
    expect(list).toHaveLength(PALETTE_LIMIT);
    expect(new Set(list).size).toBe(list.length);
  });

  it("finds nothing for nonsense", () => {
    expect(search("qqqqzzzz")).toEqual([]);
  });
});
