/**
 * The counts shown under a script (spec 000 §5, spec 001 §7): words in any script, characters
 * as a reader sees them, and minutes to read at 150 words a minute.
 */
import { countGraphemes, countWords } from "./text";

export const WORDS_PER_MINUTE = 150;

export interface TextCounts {
  words: number;
  characters: number;
  minutes: number;
}

/** Words, characters and minutes to read (words / 150, rounded). */
export function textCounts(text: string): TextCounts {
  const words = countWords(text);
  return { words, characters: countGraphemes(text), minutes: Math.round(words / WORDS_PER_MINUTE) };
}

export function formatCounts(c: TextCounts): string {
  const n = (v: number) => v.toLocaleString("en-US");
  return `${n(c.words)} words · ${n(c.characters)} characters · ${n(c.minutes)} min read`;
}
