import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charLength, sentenceSpans, splitText, ssmlBytes } from "./split";

const noSpace = (s: string) => s.replace(/\s+/g, "");

describe("ssmlBytes", () => {
  it("counts UTF-8 bytes after XML escaping", () => {
    expect(ssmlBytes("abc")).toBe(3);
    expect(ssmlBytes("é")).toBe(2);
    expect(ssmlBytes("日本")).toBe(6);
    expect(ssmlBytes("a & b")).toBe(9);
    expect(ssmlBytes(`<"'>`)).toBe(4 + 6 + 6 + 4);
  });
});

describe("sentenceSpans", () => {
  it("covers the text with sentences that keep their trailing space", () => {
    const text = "Hello there. How are you? I'm fine!  Thanks.";
    const spans = sentenceSpans(text);
    expect(spans.map((s) => text.slice(s.start, s.end).trim())).toEqual(["Hello there.", "How are you?", "I'm fine!", "Thanks."]);
    expect(spans.map((s) => text.slice(s.start, s.end)).join("")).toBe(text);
  });
});

describe("splitText", () => {
  it("keeps short text in one piece, trimmed", () => {
    expect(splitText("  Hello world.  ", 100)).toEqual(["Hello world."]);
    expect(splitText("   \n ", 100)).toEqual([]);
  });

  it("packs whole sentences and breaks between them", () => {
    const text = "One two three. Four five six. Seven eight nine.";
    expect(splitText(text, 30, charLength)).toEqual(["One two three. Four five six.", "Seven eight nine."]);
    expect(splitText(text, 15, charLength)).toEqual(["One two three.", "Four five six.", "Seven eight", "nine."]);
  });

  it("splits a long sentence at commas before spaces", () => {
    const text = "First part of it, second part of it, third part.";
    expect(splitText(text, 20, charLength)).toEqual(["First part of it,", "second part of it,", "third part."]);
  });

  it("cuts a word only when it alone is over the limit", () => {
    expect(splitText("short " + "x".repeat(25) + " end", 10, charLength)).toEqual(["short", "xxxxxxxxxx", "xxxxxxxxxx", "xxxxx end"]);
  });

  it("never splits inside an escaped character or a surrogate pair", () => {
    const pieces = splitText("😀".repeat(10), 8, ssmlBytes);
    expect(pieces).toEqual(["😀😀", "😀😀", "😀😀", "😀😀", "😀😀"]);
    const amp = splitText("&".repeat(7), 10, ssmlBytes);
    expect(amp.every((p) => ssmlBytes(p) <= 10)).toBe(true);
    expect(amp.join("")).toBe("&".repeat(7));
  });

  it("splits a 25,000-character script into pieces under the service limit, in order", () => {
    const sentence = "This is a sentence of a long video script, with a comma and some words. ";
    const text = sentence.repeat(Math.ceil(25_000 / sentence.length)).slice(0, 25_000);
    const pieces = splitText(text, 3000);
    expect(pieces.length).toBeGreaterThanOrEqual(9);
    for (const p of pieces) expect(ssmlBytes(p)).toBeLessThanOrEqual(3000);
    expect(noSpace(pieces.join(""))).toBe(noSpace(text));
    // All but the last piece end at a sentence end.
    for (const p of pieces.slice(0, -1)) expect(p.endsWith(".")).toBe(true);
  });

  const word = fc.stringMatching(/^[A-Za-zéü&'"<>0-9]{1,12}$/);
  const punct = fc.constantFrom("", "", ",", ".", "!", "?", ";");
  const space = fc.constantFrom(" ", " ", "  ", "\n", "\n\n", "\t");
  const textArb = fc
    .array(fc.tuple(word, punct, space), { minLength: 0, maxLength: 200 })
    .map((parts) => parts.map(([w, p, s]) => w + p + s).join(""));

  it("property: no piece over the limit, nothing lost, no word cut", () => {
    fc.assert(
      fc.property(textArb, fc.integer({ min: 80, max: 400 }), (text, max) => {
        const pieces = splitText(text, max);
        for (const p of pieces) {
          expect(ssmlBytes(p)).toBeLessThanOrEqual(max);
          expect(p).toBe(p.trim());
          expect(p.length).toBeGreaterThan(0);
        }
        // Nothing lost or reordered: the pieces are the text with only whitespace removed between them.
        expect(noSpace(pieces.join(""))).toBe(noSpace(text));
        // No word cut: every piece is made of whole whitespace-separated words of the text (words are at most 12 + 1 characters, far below the limit).
        const words = text.split(/\s+/).filter(Boolean);
        expect(pieces.flatMap((p) => p.split(/\s+/))).toEqual(words);
      }),
      { numRuns: 300 },
    );
  });

  it("property: pieces are consecutive slices of the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 6, max: 60 }), (text, max) => {
        const pieces = splitText(text, max);
        let from = 0;
        for (const p of pieces) {
          const at = text.indexOf(p, from);
          expect(at).toBeGreaterThanOrEqual(from);
          expect(text.slice(from, at).trim()).toBe("");
          from = at + p.length;
          expect(ssmlBytes(p)).toBeLessThanOrEqual(max);
        }
        expect(text.slice(from).trim()).toBe("");
      }),
      { numRuns: 300 },
    );
  });

  it("cuts 25,000 characters without any space into full pieces", () => {
    const pieces = splitText("a".repeat(25_000), 3000);
    expect(pieces).toHaveLength(9);
    expect(pieces.join("")).toBe("a".repeat(25_000));
  });

  it("ends sentences at the danda, the Arabic question mark, the Urdu full stop and CJK stops", () => {
    expect(splitText("यह पहला वाक्य है। यह दूसरा है॥ तीसरा", 20, charLength)).toEqual(["यह पहला वाक्य है।", "यह दूसरा है॥ तीसरा"]);
    expect(splitText("هذه جملة؟ وهذه أخرى۔ ثالثة", 12, charLength)).toEqual(["هذه جملة؟", "وهذه أخرى۔", "ثالثة"]);
    expect(splitText("これは文です。次の文！最後？", 8, charLength)).toEqual(["これは文です。", "次の文！最後？"]);
  });

  it("splits Thai, Japanese and Chinese written without spaces between words, never inside one", () => {
    const thai = "ยินดีต้อนรับสู่ช่องของฉันวันนี้เราจะทำอาหารไทยกัน";
    const pieces = splitText(thai, 12, charLength);
    expect(pieces.join("")).toBe(thai);
    const words = Array.from(new Intl.Segmenter("th", { granularity: "word" }).segment(thai), (s) => s.segment);
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(12);
      // Every piece is a run of whole words.
      let rest = p;
      while (rest) {
        const w = words.find((x) => rest.startsWith(x));
        expect(w, `${p} starts with a whole word`).toBeDefined();
        rest = rest.slice(w!.length);
      }
    }
    const ja = "今日はとても良い天気なので公園に散歩に行きました";
    expect(splitText(ja, 10, charLength).join("")).toBe(ja);
  });

  it("cuts a single over-long word between characters as a reader sees them, never between a letter and its marks", () => {
    const word = "क्षत्रियों".repeat(6); // one "word" with conjuncts, vowel signs and nasalisation
    const pieces = splitText(word, 7, charLength);
    expect(pieces.join("")).toBe(word);
    const marks = /^[\p{M}\u200c\u200d]/u;
    for (const p of pieces) expect(marks.test(p), `${p} does not start with a mark`).toBe(false);
    const tamil = "பெருந்தன்மையுடையவர்களுக்கானது";
    for (const p of splitText(tamil, 5, charLength)) expect(marks.test(p)).toBe(false);
  });
});

