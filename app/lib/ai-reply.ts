/**
 * Cleaning language-model replies (spec 000 §5 "AI builder", §7): code fences, text around the
 * JSON object, and Markdown in plain-text answers. Shared by the server and the tools' logic.
 */

/** Removes ``` fences (with or without a language tag), keeping what is inside. */
export function stripCodeFences(text: string): string {
  return text.replace(/```[a-zA-Z0-9_-]*[ \t]*\r?\n?/g, "").trim();
}

/** Keeps the text from the first "{" to the last "}" (inclusive), or "" when there is none. */
export function extractJsonObject(text: string): string {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return start >= 0 && end > start ? text.slice(start, end + 1) : "";
}

export type JsonReply = { ok: true; value: unknown; text: string } | { ok: false; raw: string };

/** Fences and surrounding text stripped, then parsed; the raw text is kept when it is not JSON. */
export function parseJsonReply(reply: string): JsonReply {
  const cleaned = extractJsonObject(stripCodeFences(reply));
  if (cleaned) {
    try {
      return { ok: true, value: JSON.parse(cleaned), text: cleaned };
    } catch {
      // fall through to the raw text
    }
  }
  return { ok: false, raw: reply.trim() };
}

/** Plain text from Markdown: bold, italic, headings and code ticks removed; links keep their text. */
export function stripMarkdown(text: string): string {
  return (
    text
      .replace(/```[a-zA-Z0-9_-]*[ \t]*\r?\n?/g, "")
      // images and links: keep the text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      // headings
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, "")
      // bold and italic (** __ * _), not touching snake_case words or lone asterisks
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
      .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, "$1$2")
      .replace(/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, "$1$2")
      // inline code
      .replace(/`([^`\n]*)`/g, "$1")
      .replace(/`/g, "")
  );
}
