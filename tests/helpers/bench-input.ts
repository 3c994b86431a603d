/**
 * Deterministic large inputs for the benchmark (bench.ts) and the browser tests'
 * long-task checks: the same text every run, so timings compare.
 */

const WORDS = [
  "the",
  "video",
  "YouTube",
  "creator",
  "of",
  "editing",
  "déjà",
  "ça",
  "thumbnail",
  "and",
  "XMLHttpRequest",
  "myVideoTitle",
  "NASA",
  "to",
  "in",
  "don't",
  "3D",
  "version2Beta",
  "über",
  "Straße",
  "naïve",
  "for",
  "a",
  "tips",
  "2025",
  "🎬",
  "how",
  "guide",
  "camera",
  "light",
];
const PUNCTUATION = [" ", " ", " ", " ", " ", ", ", ". ", "! ", "? ", ": ", " - "];

/** A small linear congruential generator: fast and the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

/** Prose-like text of about `length` characters: words, punctuation, line breaks, accents, emoji. */
export function generateText(length: number, seed = 1): string {
  const random = seeded(seed);
  const parts: string[] = [];
  let size = 0;
  let lineWords = 0;
  while (size < length) {
    const word = WORDS[Math.floor(random() * WORDS.length)]!;
    const gap = lineWords > 8 && random() < 0.15 ? "\n" : PUNCTUATION[Math.floor(random() * PUNCTUATION.length)]!;
    lineWords = gap === "\n" ? 0 : lineWords + 1;
    parts.push(word, gap);
    size += word.length + gap.length;
  }
  return parts.join("").slice(0, length);
}

/**
 * One item per line, about `length` characters: tags, some repeated (for Dedupe), some
 * with a comma inside (for quoting), some with doubled spaces (for Tidy).
 */
export function generateColumn(length: number, seed = 2): string {
  const random = seeded(seed);
  const lines: string[] = [];
  let size = 0;
  let n = 0;
  while (size < length) {
    const a = WORDS[Math.floor(random() * WORDS.length)]!;
    const b = WORDS[Math.floor(random() * WORDS.length)]!;
    const r = random();
    const item = r < 0.05 ? `${a}, ${b}` : r < 0.1 ? `  ${a}   ${b} ` : r < 0.2 ? a : `${a} ${b} ${n++}`;
    lines.push(item);
    size += item.length + 1;
  }
  return lines.join("\n").slice(0, length);
}

export const ONE_MB = 1_000_000;
