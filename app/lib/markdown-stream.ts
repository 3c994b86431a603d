import { stripMarkdown } from "./ai-reply";

/**
 * Markdown stripping for text that arrives in pieces (spec 000 §7: bold, italic, headings and
 * code ticks removed, links keep their text). A piece may end inside "**bo" or "[link](ht", so
 * the stripper holds back the unfinished part of the current line from the first character
 * that could open Markdown, and releases it when the line ends. Text without Markdown streams
 * on at once. Constructs that span several lines are not joined across pieces: the model is
 * asked for plain text, and a stray marker there only survives as a character.
 *
 * Used by every AI tool that streams plain text (scripts, rewrites, descriptions).
 */
export interface MarkdownStreamStripper {
  /** Takes the next piece; returns the text that is safe to show now. */
  push(piece: string): string;
  /** Returns everything still held back. */
  end(): string;
}

/** Characters that may open Markdown inside a line. */
const MARKERS = /[*_`[]/;

export function createMarkdownStreamStripper(): MarkdownStreamStripper {
  let pending = "";
  // The last raw character already handed out: the context the strip rules look back at.
  let before = "\n";

  /** Strips `raw` as it reads right after `before`. */
  function strip(raw: string): string {
    if (!raw) return "";
    const out = stripMarkdown(before + raw).slice(1);
    before = raw.charAt(raw.length - 1);
    return out;
  }

  /** How much of the unfinished line can be stripped now without changing the result. */
  function safeCut(tail: string, atLineStart: boolean): number {
    // A line that so far is only indentation and "#"s may still become a heading.
    if (atLineStart && /^[ \t]{0,3}#{0,6}$/.test(tail)) return 0;
    let i = 0;
    for (;;) {
      const rel = tail.slice(i).search(MARKERS);
      if (rel < 0) {
        i = tail.length;
        break;
      }
      const at = i + rel;
      const c = tail.charAt(at);
      const next = tail.charAt(at + 1);
      if ((c === "*" || c === "_") && next !== "" && /\s/.test(next)) {
        // "* " or "_ " opens nothing (openers need a non-space after them).
        i = at + 1;
        continue;
      }
      if (c === "[") {
        const close = tail.indexOf("]", at + 1);
        // "[00:00] Intro" or "[Music]," is not a link: only "](" makes one.
        if (close > at && close + 1 < tail.length && tail.charAt(close + 1) !== "(") {
          i = close + 1;
          continue;
        }
      }
      i = at;
      break;
    }
    // "!" right before "[" belongs to an image; a trailing "!" may be followed by one.
    if (i > 0 && tail.charAt(i - 1) === "!" && (i === tail.length || tail.charAt(i) === "[")) i -= 1;
    return i;
  }

  return {
    push(piece) {
      pending += piece;
      let out = "";
      const lastNewline = pending.lastIndexOf("\n");
      if (lastNewline >= 0) {
        out += strip(pending.slice(0, lastNewline + 1));
        pending = pending.slice(lastNewline + 1);
      }
      const cut = safeCut(pending, before === "\n");
      if (cut > 0) {
        out += strip(pending.slice(0, cut));
        pending = pending.slice(cut);
      }
      return out;
    },
    end() {
      const out = strip(pending);
      pending = "";
      return out;
    },
  };
}

/** Runs a whole text through the stripper in the given pieces (tests, and one-shot replies). */
export function stripMarkdownPieces(pieces: readonly string[]): string {
  const s = createMarkdownStreamStripper();
  return pieces.map((p) => s.push(p)).join("") + s.end();
}
