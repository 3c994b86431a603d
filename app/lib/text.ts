/**
 * Text in every writing system: what a word is, what a "character" is, how many words a text has.
 * Shared by the browser and the server; pure, no DOM.
 *
 * - A word character is a letter, a combining mark or a number (`\p{L}\p{M}\p{N}`), plus the
 *   zero-width joiner and non-joiner, which Indic and Persian words use inside words. Hindi
 *   "हिन्दी", Tamil "தமிழ்", Thai "ภาษาไทย" keep their vowel signs, viramas and tone marks.
 * - A "character" a person sees is a grapheme cluster (Intl.Segmenter), so "नमस्ते" is 3,
 *   "👍🏽" is 1 and "é" written as e + U+0301 is 1.
 * - Words in scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar) come
 *   from Intl.Segmenter's word segmentation; other text is counted by runs of word characters.
 */

/** One word character, as a regex source fragment for building other patterns. */
export const WORD_CHAR_CLASS = "\\p{L}\\p{M}\\p{N}\\u200C\\u200D";

/** A single word character. */
export const WORD_CHAR = new RegExp(`[${WORD_CHAR_CLASS}]`, "u");
/** Anything that is not a word character (use with replace to strip punctuation and symbols). */
export const NON_WORD_CHARS = new RegExp(`[^${WORD_CHAR_CLASS}]+`, "gu");
/** A word: word characters joined by inner apostrophes, hyphens or periods ("don't", "e-mail", "3.5"). */
export const WORD_RUN = new RegExp(`[${WORD_CHAR_CLASS}]+(?:['’\\-.][${WORD_CHAR_CLASS}]+)*`, "gu");

/** True when the text holds at least one letter, mark or number. */
export function hasWordChar(text: string): boolean {
  return WORD_CHAR.test(text);
}

/** Removes every character that is not a word character, a space or one of `keep`. */
export function keepWordChars(text: string, keep = ""): string {
  const escaped = keep.replace(/[\\\]^-]/g, "\\$&");
  return text.replace(new RegExp(`[^${WORD_CHAR_CLASS}${escaped}]`, "gu"), "");
}

/** Scripts that do not separate words with spaces. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

/** True when the text uses a script written without spaces between words. */
export function needsWordSegmentation(text: string): boolean {
  return UNSPACED_SCRIPT.test(text);
}

type Granularity = "grapheme" | "word";
const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(granularity: Granularity, locale?: string): Intl.Segmenter | null {
  if (typeof Intl === "undefined" || typeof Intl.Segmenter !== "function") return null;
  const key = `${granularity}:${locale ?? ""}`;
  let s = segmenters.get(key);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, s);
  }
  return s;
}

/** Characters for which one UTF-16 unit is not always one grapheme: marks, joiners, astral code points, CR, variation selectors, Hangul jamo. */
const COMPLEX_GRAPHEME = /[\p{M}\u200C\u200D\uFE00-\uFE0F\u{10000}-\u{10FFFF}\r\u1100-\u11FF\uAC00-\uD7A3]/u;

/**
 * Segments of a long text, read in windows of SEGMENT_WINDOW characters. V8's Intl.Segmenter
 * slows down sharply on one long string (measured: 48,000 Devanagari characters in 83 ms,
 * 192,000 in 22.8 s), so each window is segmented alone; its last segment, which the window's
 * edge may have cut, is read again at the start of the next window. Results match segmenting
 * the whole text (a dictionary-segmented run of Thai or Japanese longer than a window may
 * place one boundary differently near a window's edge), in time proportional to its length.
 */
export const SEGMENT_WINDOW = 4096;

interface Segment {
  segment: string;
  index: number;
  isWordLike?: boolean;
}

export function* segmentsOf(s: { segment(text: string): Iterable<Segment> }, text: string): Generator<Segment> {
  if (text.length <= SEGMENT_WINDOW) {
    yield* s.segment(text);
    return;
  }
  let offset = 0;
  let size = SEGMENT_WINDOW;
  while (offset < text.length) {
    const end = offset + size;
    if (end >= text.length) {
      for (const seg of s.segment(text.slice(offset))) yield { segment: seg.segment, index: seg.index + offset, isWordLike: seg.isWordLike };
      return;
    }
    const found: Segment[] = [];
    for (const seg of s.segment(text.slice(offset, end))) found.push(seg);
    if (found.length < 2) {
      // One segment fills the whole window (a long sentence, a run with no break): widen it.
      size *= 2;
      continue;
    }
    for (let i = 0; i < found.length - 1; i++) yield { segment: found[i]!.segment, index: found[i]!.index + offset, isWordLike: found[i]!.isWordLike };
    offset += found[found.length - 1]!.index;
    size = SEGMENT_WINDOW;
  }
}

/** The grapheme clusters of a text, as a person sees its characters. */
export function graphemes(text: string): string[] {
  const s = segmenter("grapheme");
  if (!s) return Array.from(text);
  return Array.from(segmentsOf(s, text), (seg) => seg.segment);
}

/** How many characters a person sees: grapheme clusters, not UTF-16 units or code points. */
export function countGraphemes(text: string): number {
  if (!COMPLEX_GRAPHEME.test(text)) return text.length;
  const s = segmenter("grapheme");
  if (!s) return Array.from(text).length;
  let n = 0;
  for (const _ of segmentsOf(s, text)) n++;
  return n;
}

/**
 * UTF-16 units one character may take at most, as far as our limits care: an Indic conjunct
 * with its marks or an emoji sequence is rarely over 8. Limits in characters bound the raw
 * length by this too, so no request makes the server segment an unbounded text.
 */
export const UNITS_PER_CHARACTER = 8;

/**
 * True when a text has at most `max` characters as a person sees them (grapheme clusters), so a
 * limit of 200 gives a Hindi or Tamil writer 200 characters, not the 100-odd that 200 UTF-16
 * units would. Texts longer than `max` × {@link UNITS_PER_CHARACTER} units are over the limit.
 */
export function withinCharacters(text: string, max: number): boolean {
  if (text.length <= max) return true;
  return text.length <= max * UNITS_PER_CHARACTER && countGraphemes(text) <= max;
}

/** The first `max` grapheme clusters of a text (never cuts a letter from its marks). */
export function truncateGraphemes(text: string, max: number): string {
  if (max <= 0) return "";
  if (!COMPLEX_GRAPHEME.test(text)) return text.slice(0, max);
  const s = segmenter("grapheme");
  if (!s) return Array.from(text).slice(0, max).join("");
  let n = 0;
  for (const seg of segmentsOf(s, text)) {
    if (n === max) return text.slice(0, seg.index);
    n++;
  }
  return text;
}

/**
 * The words of a text. Spaced scripts: runs of word characters (inner apostrophes, hyphens and
 * periods kept). Unspaced scripts: Intl.Segmenter's word-like segments.
 */
export function words(text: string, locale?: string): string[] {
  const s = needsWordSegmentation(text) ? segmenter("word", locale) : null;
  if (!s) return text.match(WORD_RUN) ?? [];
  const out: string[] = [];
  for (const seg of segmentsOf(s, text)) if (seg.isWordLike) out.push(seg.segment);
  return out;
}

/** Where each word of `words(text)` starts in the text (UTF-16 offsets), in order. */
export function wordStarts(text: string, locale?: string): number[] {
  const s = needsWordSegmentation(text) ? segmenter("word", locale) : null;
  if (!s) return Array.from(text.matchAll(WORD_RUN), (m) => m.index);
  const out: number[] = [];
  for (const seg of segmentsOf(s, text)) if (seg.isWordLike) out.push(seg.index);
  return out;
}

/** How many words a text has, in any script. */
export function countWords(text: string, locale?: string): number {
  const s = needsWordSegmentation(text) ? segmenter("word", locale) : null;
  if (!s) {
    let n = 0;
    WORD_RUN.lastIndex = 0;
    while (WORD_RUN.exec(text) !== null) n++;
    return n;
  }
  let n = 0;
  for (const seg of segmentsOf(s, text)) if (seg.isWordLike) n++;
  return n;
}

/** Minutes to read or speak `wordCount` words at `wordsPerMinute`, rounded up, at least 1 for any text. */
export function minutesFor(wordCount: number, wordsPerMinute: number): number {
  if (wordCount <= 0) return 0;
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}

/**
 * A file-name or URL slug: lower case, words joined by hyphens, at most `maxLength`
 * characters. Accents come off Latin letters ("crème" → "creme"); every other script keeps its
 * vowel signs, viramas and joiners, which are parts of its letters ("हिन्दी", "தமிழ்").
 */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize("NFD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(NON_WORD_CHARS, "-")
    .replace(/^-+|-+$/g, "");
  return truncateGraphemes(slug, maxLength).replace(/-+$/, "");
}

/** Collapses runs of white space (any script's spaces included) to one space and trims. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}
