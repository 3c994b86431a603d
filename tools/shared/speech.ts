// What the tools that make speech share (text-to-speech, the video kit): the language a voice
// speaks and subtitles from the service's word timings. Pure.
import { isLanguageCode, type LanguageCode } from "../../app/lib/languages";

/** The output language a voice speaks ("hi-IN" → Hindi, "pt-PT" → Portuguese), or null when it is not one of the 25. */
export function voiceLanguage(locale: string): LanguageCode | null {
  if (isLanguageCode(locale)) return locale;
  const base = locale.split("-")[0]!.toLowerCase();
  if (base === "pt") return "pt-BR";
  if (base === "tl") return "fil";
  return isLanguageCode(base) ? base : null;
}

export interface WordBoundary {
  offsetMs: number;
  durationMs: number;
  text: string;
}

/** SRT time: "00:00:01,234". */
export function srtTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const milli = total % 1000;
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(h)}:${p(m)}:${p(s)},${p(milli, 3)}`;
}

export interface SubtitleCue {
  startMs: number;
  endMs: number;
  text: string;
}

export const SUBTITLE_LIMITS = {
  /** Readable lines: at most this many characters per cue… */
  maxChars: 42,
  /** …and this many words… */
  maxWords: 8,
  /** …and this long on screen. */
  maxDurationMs: 5000,
  /** A pause this long starts a new cue. */
  pauseMs: 700,
};

const ENDS_SENTENCE = /[.!?…。！？]["'”’)\]]*$/;
const IS_PUNCTUATION = /^[\p{P}\p{S}]+$/u;

/**
 * Word timings to subtitle cues: words are gathered until a cue would be too long, a sentence
 * ends, or the speaker pauses. Punctuation-only tokens attach to the word before them.
 */
export function buildCues(words: readonly WordBoundary[], limits = SUBTITLE_LIMITS): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  let cur: { startMs: number; endMs: number; parts: string[] } | undefined;
  const flush = () => {
    if (cur && cur.parts.length) cues.push({ startMs: cur.startMs, endMs: cur.endMs, text: cur.parts.join(" ") });
    cur = undefined;
  };
  for (const w of words) {
    const text = w.text.trim();
    if (!text) continue;
    const start = Math.max(0, w.offsetMs);
    const end = Math.max(start, w.offsetMs + w.durationMs);
    if (cur && IS_PUNCTUATION.test(text)) {
      cur.parts[cur.parts.length - 1] += text;
      cur.endMs = Math.max(cur.endMs, end);
      if (ENDS_SENTENCE.test(text)) flush();
      continue;
    }
    if (cur) {
      const joined = `${cur.parts.join(" ")} ${text}`;
      const tooLong =
        joined.length > limits.maxChars || cur.parts.length >= limits.maxWords || end - cur.startMs > limits.maxDurationMs || start - cur.endMs >= limits.pauseMs;
      if (tooLong) flush();
    }
    if (!cur) cur = { startMs: start, endMs: end, parts: [text] };
    else {
      cur.parts.push(text);
      cur.endMs = end;
    }
    if (ENDS_SENTENCE.test(text)) flush();
  }
  flush();
  return cues;
}

/** SubRip text: numbered cues, "start --> end", the text, a blank line; CRLF-free for editors. */
export function toSrt(words: readonly WordBoundary[]): string {
  return buildCues(words)
    .map((c, i) => `${i + 1}\n${srtTime(c.startMs)} --> ${srtTime(c.endMs)}\n${c.text}\n`)
    .join("\n");
}
