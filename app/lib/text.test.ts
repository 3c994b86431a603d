import { describe, expect, it } from "vitest";
import {
  segmentsOf,
  SEGMENT_WINDOW,
  collapseSpaces,
  countGraphemes,
  countWords,
  graphemes,
  hasWordChar,
  keepWordChars,
  minutesFor,
  NON_WORD_CHARS,
  needsWordSegmentation,
  truncateGraphemes,
  UNITS_PER_CHARACTER,
  withinCharacters,
  words,
} from "./text";

describe("word characters keep every script intact", () => {
  it.each([
    ["Hindi", "हिन्दी गाने", "हिन्दीगाने"],
    ["Tamil", "தமிழ் பாடல்கள்!", "தமிழ்பாடல்கள்"],
    ["Bengali", "বাংলা গান।", "বাংলাগান"],
    ["Thai", "เพลงไทย ใหม่ล่าสุด", "เพลงไทยใหม่ล่าสุด"],
    ["Arabic", "أغاني عربية، جديدة", "أغانيعربيةجديدة"],
    ["Japanese", "日本の音楽・最新", "日本の音楽最新"],
    ["accented Latin", "Canción de café?", "Cancióndecafé"],
    ["Persian with ZWNJ", "می‌خواهم", "می‌خواهم"],
  ])("%s", (_name, input, stripped) => {
    expect(input.replace(NON_WORD_CHARS, "")).toBe(stripped);
    expect(hasWordChar(input)).toBe(true);
  });

  it("keepWordChars keeps spaces and the listed characters", () => {
    expect(keepWordChars("हिन्दी गाने, 2026!", " ")).toBe("हिन्दी गाने 2026");
    expect(keepWordChars("lo-fi [beats]", " -")).toBe("lo-fi beats");
    expect(keepWordChars("a^b]c\\d", "^]\\")).toBe("a^b]c\\d");
  });

  it("punctuation and emoji alone are not words", () => {
    expect(hasWordChar("!!! 🎵 —")).toBe(false);
  });
});

describe("characters are grapheme clusters", () => {
  it.each([
    ["ASCII", "hello", 5],
    ["Hindi", "नमस्ते", 3],
    ["Tamil", "தமிழ்", 3],
    ["Thai with tone mark", "ไม้ไทย", 5],
    ["Arabic", "مرحبا", 5],
    ["Japanese", "こんにちは", 5],
    ["combining accent", "e\u0301te\u0301", 3],
    ["emoji with skin tone", "👍🏽", 1],
    ["family emoji (ZWJ)", "👨‍👩‍👧", 1],
    ["flag", "🇮🇳", 1],
    ["CRLF", "a\r\nb", 3],
  ])("%s", (_name, text, n) => {
    expect(countGraphemes(text)).toBe(n);
    expect(graphemes(text)).toHaveLength(n);
  });

  it("truncation never separates a letter from its marks", () => {
    expect(truncateGraphemes("नमस्ते दुनिया", 2)).toBe("नम");
    expect(truncateGraphemes("नमस्ते दुनिया", 3)).toBe("नमस्ते");
    expect(truncateGraphemes("👍🏽👍🏽", 1)).toBe("👍🏽");
    expect(truncateGraphemes("abc", 5)).toBe("abc");
    expect(truncateGraphemes("abc", 0)).toBe("");
  });
});

describe("words in every script", () => {
  it.each([
    ["English", "Don't stop the e-mail at 3.5 GHz", 7],
    ["Spanish", "¿Cómo está usted? ¡Muy bien!", 5],
    ["Hindi", "यह एक हिन्दी वाक्य है।", 5],
    ["Tamil", "இது ஒரு தமிழ் வாக்கியம்", 4],
    ["Arabic", "هذه جملة عربية قصيرة", 4],
    ["Bengali", "আমি বাংলায় গান গাই", 4],
  ])("%s counts by spaces and punctuation", (_name, text, n) => {
    expect(countWords(text)).toBe(n);
    expect(words(text)).toHaveLength(n);
  });

  it("Japanese, Chinese and Thai are segmented, not split on spaces", () => {
    expect(needsWordSegmentation("日本語の文章です")).toBe(true);
    expect(needsWordSegmentation("plain English")).toBe(false);
    // Segmentation finds several words where a space split would find one.
    expect(countWords("今日はとても良い天気です")).toBeGreaterThanOrEqual(4);
    expect(countWords("我喜欢看视频")).toBeGreaterThanOrEqual(3);
    expect(countWords("ฉันชอบดูวิดีโอบนยูทูบ")).toBeGreaterThanOrEqual(4);
    expect(words("ฉันชอบดูวิดีโอ").join("")).toBe("ฉันชอบดูวิดีโอ");
  });

  it("mixed text counts both parts", () => {
    expect(countWords("YouTube 動画を作る")).toBeGreaterThanOrEqual(3);
  });

  it("empty and symbol-only text has no words", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  — !! 🎬 ")).toBe(0);
  });
});

describe("helpers", () => {
  it("minutesFor rounds up and gives 0 only for no words", () => {
    expect(minutesFor(0, 150)).toBe(0);
    expect(minutesFor(1, 150)).toBe(1);
    expect(minutesFor(151, 150)).toBe(2);
  });

  it("collapseSpaces handles every kind of space", () => {
    expect(collapseSpaces("  a\u00A0\u3000b\n\tc ")).toBe("a b c");
  });
});

describe("long texts are segmented in windows", () => {
  const whole = (s: Intl.Segmenter, text: string) => Array.from(s.segment(text), (x) => [x.index, x.segment]);
  const windowed = (s: Intl.Segmenter, text: string) => Array.from(segmentsOf(s, text), (x) => [x.index, x.segment]);

  it.each([
    ["Hindi", "नमस्ते दुनिया, क्षत्रिय ज़िंदगी। "],
    ["Tamil", "வணக்கம் உலகம் தமிழ் நாடு. "],
    ["Arabic", "مرحبا بالعالم، كيف حالك؟ "],
    ["emoji and flags", "👩‍👩‍👧 🇮🇳 é ñ "],
    ["Japanese", "日本語のテキストです。"],
  ])("gives the same grapheme clusters as one pass (%s, across many windows)", (_name, unit) => {
    const text = unit.repeat(Math.ceil((SEGMENT_WINDOW * 3) / unit.length));
    const g = new Intl.Segmenter("und", { granularity: "grapheme" });
    expect(windowed(g, text)).toEqual(whole(g, text));
  });

  it("gives the same words as one pass in spaced scripts and Japanese", () => {
    const w = new Intl.Segmenter("und", { granularity: "word" });
    for (const unit of ["Crème brûlée à Paris, naïve café! ", "हिन्दी शब्द गिनती ", "日本語のテキストです。"]) {
      const text = unit.repeat(Math.ceil((SEGMENT_WINDOW * 3) / unit.length));
      expect(windowed(w, text)).toEqual(whole(w, text));
    }
  });

  it("counts words and characters of texts far longer than a window", () => {
    expect(countWords("ภาษาไทยง่ายมาก".repeat(2000))).toBe(8000);
    expect(countWords("日本語のテキストです。".repeat(2000))).toBe(8000);
    // क्ष · त्रि · य and the space: 4 characters as a reader sees them.
    expect(countGraphemes("क्षत्रिय ".repeat(2000))).toBe(2000 * 4);
  });

  it("widens the window for a run with no break in it", () => {
    const w = new Intl.Segmenter("und", { granularity: "word" });
    const text = "a".repeat(SEGMENT_WINDOW * 2 + 10);
    expect(Array.from(segmentsOf(w, text), (x) => x.segment)).toEqual([text]);
  });
});

describe("withinCharacters: limits in characters as a person sees them", () => {
  it("gives every script the same number of characters, whatever their UTF-16 length", () => {
    const samples = ["नमस्ते", "வணக்கம்", "สวัสดีครับ", "مرحبا", "こんにちは", "Crème", "👩‍👩‍👧‍👦🇮🇳👍🏽"];
    for (const s of samples) {
      const n = countGraphemes(s);
      expect(withinCharacters(s, n), s).toBe(true);
      expect(withinCharacters(s, n - 1), s).toBe(false);
    }
    // Hindi: 3 characters, 6 units; a limit of 3 takes it where `.length` would not.
    expect("नमस्ते".length).toBe(6);
    expect(withinCharacters("नमस्ते", 3)).toBe(true);
  });

  it("is over the limit past UNITS_PER_CHARACTER units a character, without counting", () => {
    const marks = "a" + "\u0301".repeat(3 * UNITS_PER_CHARACTER);
    expect(countGraphemes(marks)).toBe(1);
    expect(withinCharacters(marks, 3)).toBe(false);
    expect(withinCharacters("", 0)).toBe(true);
  });
});
