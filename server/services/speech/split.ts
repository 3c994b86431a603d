/**
 * Splits long text into pieces no larger than a limit, at sentence boundaries where it can,
 * then at clause boundaries, then between words; a single "word" longer than the limit (a
 * pasted URL, a run of characters without spaces) is the only thing ever cut, between
 * characters. Pieces are slices of the text in order with surrounding whitespace trimmed, so
 * nothing but whitespace between pieces is lost.
 *
 * Pure and free of Node APIs: the server uses it for the voice service's request size and the
 * page for the browser's speech engine, which stops reading long utterances in some browsers.
 */

import { segmentsOf } from "../../../app/lib/text";

export type SizeOf = (text: string) => number;

const encoder = new TextEncoder();
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Bytes of the text as the voice service receives it: XML-escaped UTF-8 inside SSML. */
export function ssmlBytes(text: string): number {
  return encoder.encode(text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)).length;
}

export const charLength: SizeOf = (text) => text.length;

interface Span {
  start: number;
  end: number;
}

type SegmenterCtor = new (locale?: string, options?: { granularity: "sentence" | "word" | "grapheme" }) => {
  segment(text: string): Iterable<{ segment: string; index: number }>;
};

function segmenter(): SegmenterCtor | undefined {
  const S = (Intl as unknown as { Segmenter?: SegmenterCtor }).Segmenter;
  return typeof S === "function" ? S : undefined;
}

/** Sentence spans (each includes its trailing whitespace), covering the whole text. */
export function sentenceSpans(text: string): Span[] {
  const S = segmenter();
  const spans: Span[] = [];
  if (S) {
    for (const { segment, index } of segmentsOf(new S("en", { granularity: "sentence" }), text)) {
      spans.push({ start: index, end: index + segment.length });
    }
    return spans;
  }
  // Older browsers: end a sentence after . ! ? …, the Devanagari danda and double danda, the
  // Arabic question mark and Urdu full stop, CJK stops, closing quotes and brackets, or a line break.
  const re = /[^.!?…।॥؟۔。！？\n]*(?:[.!?…।॥؟۔。！？]+["'”’)\]]*|\n|$)\s*/gu;
  for (let m = re.exec(text); m && m[0].length > 0; m = re.exec(text)) spans.push({ start: m.index, end: m.index + m[0].length });
  return spans;
}

/** Splits a span after each match of `re` (kept with the part before it). */
function splitSpanAfter(text: string, span: Span, re: RegExp): Span[] {
  const out: Span[] = [];
  const slice = text.slice(span.start, span.end);
  let from = 0;
  const g = new RegExp(re.source, "gu");
  for (let m = g.exec(slice); m; m = g.exec(slice)) {
    const cut = m.index + m[0].length;
    if (cut > from && cut < slice.length) {
      out.push({ start: span.start + from, end: span.start + cut });
      from = cut;
    }
    if (m[0].length === 0) g.lastIndex++;
  }
  out.push({ start: span.start + from, end: span.end });
  return out;
}

/**
 * Cuts a span into pieces within the limit between `units` of it: words (Intl.Segmenter's
 * word boundaries, for Thai, Japanese or Chinese written without spaces), or failing that
 * characters as a reader sees them, so a vowel sign or virama never leaves its letter.
 */
function cutBetween(text: string, span: Span, max: number, sizeOf: SizeOf, granularity: "word" | "grapheme"): Span[] {
  const out: Span[] = [];
  let start = span.start;
  let size = 0;
  let pos = span.start;
  const S = segmenter();
  const slice = text.slice(span.start, span.end);
  const units = S ? Array.from(segmentsOf(new S("und", { granularity }), slice), (u) => u.segment) : Array.from(slice);
  // Sizes add up unit by unit for every SizeOf used here (characters, escaped bytes).
  for (const ch of units) {
    const s = sizeOf(ch);
    if (pos > start && size + s > max) {
      out.push({ start, end: pos });
      start = pos;
      size = 0;
    }
    size += s;
    pos += ch.length;
  }
  if (pos > start) out.push({ start, end: pos });
  return out;
}

const CLAUSE_END = /[,;:—–)\]}]+["'”’]*\s+|[،؛、，；：]\s*/;
const WORD_END = /\s+/;

/**
 * Breaks a span that is too big into smaller units, each within the limit when possible:
 * at clauses, then at spaces, then between words of unspaced scripts, then between characters.
 */
function fitSpan(text: string, span: Span, max: number, sizeOf: SizeOf, level = 0): Span[] {
  if (sizeOf(text.slice(span.start, span.end).trim()) <= max) return [span];
  if (level === 0) return splitSpanAfter(text, span, CLAUSE_END).flatMap((s) => fitSpan(text, s, max, sizeOf, 1));
  if (level === 1) return splitSpanAfter(text, span, WORD_END).flatMap((s) => fitSpan(text, s, max, sizeOf, 2));
  if (level === 2) return cutBetween(text, span, max, sizeOf, "word").flatMap((s) => fitSpan(text, s, max, sizeOf, 3));
  return cutBetween(text, span, max, sizeOf, "grapheme");
}

/**
 * Pieces of at most `max` (by `sizeOf`, which defaults to the voice service's SSML bytes),
 * packing whole sentences together greedily. Whitespace-only input gives no pieces.
 */
export function splitText(text: string, max: number, sizeOf: SizeOf = ssmlBytes): string[] {
  if (max < 1) throw new RangeError("max must be at least 1");
  const units = sentenceSpans(text).flatMap((s) => fitSpan(text, s, max, sizeOf));
  const pieces: string[] = [];
  let start = -1;
  let end = -1;
  const flush = () => {
    if (start < 0) return;
    const piece = text.slice(start, end).trim();
    if (piece) pieces.push(piece);
    start = -1;
  };
  let size = 0;
  for (const u of units) {
    const unitSize = sizeOf(text.slice(u.start, u.end));
    // Fast path: the untrimmed sum bounds the trimmed piece; measure exactly only near the limit.
    if (start >= 0 && (size + unitSize <= max || sizeOf(text.slice(start, u.end).trim()) <= max)) {
      end = u.end;
      size += unitSize;
      continue;
    }
    flush();
    start = u.start;
    end = u.end;
    size = unitSize;
  }
  flush();
  return pieces;
}
