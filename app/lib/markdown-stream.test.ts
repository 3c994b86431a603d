import { describe, expect, it } from "vitest";
import { stripMarkdown } from "./ai-reply";
import { createMarkdownStreamStripper } from "./markdown-stream";

/** The whole text stripped line by line: what the stream must give however it is split. */
function stripByLine(text: string): string {
  return text
    .split(/(?<=\n)/)
    .map((l) => stripMarkdown(l))
    .join("");
}

describe("Markdown stripped while streaming", () => {
  const sample = [
    "## Welcome to the **ultimate** guide",
    "In this video you'll learn *why* sourdough rises and how to use `starter` well.",
    "Check [my website](https://example.com) and ![pic](https://x/y.png) too!",
    "",
    "TIMESTAMPS",
    "0:00 Intro",
    "1:30 __Mixing__ the dough",
    "```",
    "my_var_name and 5 * 3 = 15 stay",
    "#Sourdough #Baking #Bread",
  ].join("\n");

  it("strips bold, italic, headings, code, links and images like stripMarkdown, line by line", () => {
    expect(stripByLine(sample)).toBe(
      [
        "Welcome to the ultimate guide",
        "In this video you'll learn why sourdough rises and how to use starter well.",
        "Check my website and pic too!",
        "",
        "TIMESTAMPS",
        "0:00 Intro",
        "1:30 Mixing the dough",
        "my_var_name and 5 * 3 = 15 stay",
        "#Sourdough #Baking #Bread",
      ].join("\n"),
    );
  });

  function run(pieces: string[]): { out: string; shown: string[] } {
    const s = createMarkdownStreamStripper();
    const shown = pieces.map((p) => s.push(p));
    const out = shown.join("") + s.end();
    return { out, shown };
  }

  it("gives the same text however the answer is split into pieces", () => {
    const expected = stripByLine(sample);
    expect(run([sample]).out).toBe(expected);
    expect(run([...sample]).out).toBe(expected);
    // A fixed pseudo-random sequence of split points, so failures reproduce.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const pieces: string[] = [];
      let i = 0;
      while (i < sample.length) {
        const n = 1 + Math.floor(next() * 12);
        pieces.push(sample.slice(i, i + n));
        i += n;
      }
      expect(run(pieces).out).toBe(expected);
    }
  });

  it("shows plain words as soon as they arrive and holds only a possible Markdown mark", () => {
    const s = createMarkdownStreamStripper();
    expect(s.push("Hello wor")).toBe("Hello wor");
    expect(s.push("ld, this is **bo")).toBe("ld, this is ");
    expect(s.push("ld** text\nNext")).toBe("bold text\nNext");
    expect(s.push(" line #")).toBe(" line #");
    expect(s.end()).toBe("");
  });

  it("holds a heading marker until it is complete", () => {
    const s = createMarkdownStreamStripper();
    expect(s.push("#")).toBe("");
    expect(s.push("# ")).toBe("");
    expect(s.push("Title\n")).toBe("Title\n");
    expect(s.push("#hashtag")).toBe("#hashtag");
  });

});

