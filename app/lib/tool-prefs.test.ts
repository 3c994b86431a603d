import { describe, expect, it } from "vitest";
import { cleanSlugs, MAX_RECENT, pushRecent, toggleFavourite } from "./tool-prefs";

describe("favourite and recent tools", () => {
  it("toggles a favourite, keeping the order they were added in", () => {
    expect(toggleFavourite([], "case-converter")).toEqual(["case-converter"]);
    expect(toggleFavourite(["a", "b"], "c")).toEqual(["a", "b", "c"]);
    expect(toggleFavourite(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });

  it("keeps the last six tools opened, the latest first, each once", () => {
    expect(MAX_RECENT).toBe(6);
    let list: string[] = [];
    for (const s of ["a", "b", "c", "a", "d", "e", "f", "g"]) list = pushRecent(list, s);
    expect(list).toEqual(["g", "f", "e", "d", "a", "c"]);
  });

  it("keeps only known tools from storage, once each", () => {
    const known = new Set(["a", "b"]);
    expect(cleanSlugs(["a", "zzz", "a", 3, "b"], known)).toEqual(["a", "b"]);
    expect(cleanSlugs("a", known)).toEqual([]);
    expect(cleanSlugs(null, known)).toEqual([]);
    expect(cleanSlugs(["b", "a"], known, 1)).toEqual(["b"]);
  });
});
