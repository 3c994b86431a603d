/**
 * Video tag extractor (spec 002 §2 "Tag extractor", §3 "Extractor outputs", §4 "Extractors",
 * §5, §7, §8, §9): words on screen, the exports and their file names, the "Expand with AI"
 * prompt, reply parsing and deduplication, and the error wording. Pure: no React, no fetch, no
 * DOM. The lookup itself (input, stages, stream events) is in ./lookup.ts, shared with the
 * title and description extractor.
 */
import type { AiErrorInfo } from "../../app/lib/ai-client";
import { stripCodeFences } from "../../app/lib/ai-reply";
import { toCsv } from "../../app/lib/csv";
import type { ChatRequest } from "../../server/services/llm";
import { countGraphemes, hasWordChar, WORD_CHAR_CLASS } from "../../app/lib/text";
import { readVideoBase, type VideoBase } from "../shared/video-lookup";
import { DEFAULT_LANGUAGE, languageInstruction, type LanguageCode } from "../../app/lib/languages";

export * from "../shared/video-lookup";

export const DRAFT_KEY = "youtube-video-tag-extractor";
export const API_PATH = "/api/youtube/youtube-video-tag-extractor";
/** The AI route: a separate POST under /api/ai. */
export const EXPAND_API_PATH = "/api/ai/youtube-video-tag-extractor-expand";

// ---------------------------------------------------------------------------
// Words on screen (§2)
// ---------------------------------------------------------------------------

export const LABELS = {
  /** §2 "Input: a URL or ID." */
  input: "YouTube Video URL or ID",
  placeholder: "e.g. https://www.youtube.com/watch?v=… or the 11-character ID",
  extract: "Extract Tags",
  title: "Title",
  videoId: "Video ID",
  tags: "Tags",
  copy: "Copy",
  expand: "Expand with AI",
  txt: "TXT",
  csv: "CSV",
  json: "JSON",
} as const;

/** §2: the note that some videos hide their tags. */
export const HIDDEN_TAGS_NOTE =
  "Note: YouTube does not show tags on the video page, so this tool reads them from the video's data. Some videos have no tags at all, and some keep them hidden from the public API and page; for those it says No tags found.";

export const MESSAGES = {
  /** §2: empty result. */
  noTags: "No tags found",
  /** §5. */
  expandFirst: "Extract tags first before expanding with AI.",
  /** §8 "AI returned no tags". */
  aiNoTags: "AI returned no tags",
  /** §8 "Groq API error: {status}", with the configured provider's name. */
  aiError: (provider: string, status: number) => `${provider} API error: ${status}`,
  added: (n: number) => (n === 1 ? "1 new tag added with AI." : `${n} new tags added with AI.`),
  tooLong: (field: string, max: number) => `The ${field} is too long: at most ${max.toLocaleString("en-US")} characters.`,
  tooMany: (max: number) => `Too many tags: at most ${max}.`,
} as const;

/** Error codes of our AI route, besides the language-model catalogue's. */
export const ERROR_CODES = { noTags: "no_tags", aiError: "ai_api_error" } as const;

export function tagCountText(n: number): string {
  return n === 1 ? "1 tag" : `${n} tags`;
}

// ---------------------------------------------------------------------------
// The lookup result (§3 "Extractor outputs")
// ---------------------------------------------------------------------------

export interface TagResult extends VideoBase {
  /** Empty when the video has none. */
  tags: string[];
}

export function readTagResult(v: unknown): TagResult | null {
  const base = readVideoBase(v);
  if (!base) return null;
  const tags = (v as { tags?: unknown }).tags;
  if (!Array.isArray(tags) || !tags.every((t): t is string => typeof t === "string")) return null;
  return { ...base, tags };
}

// ---------------------------------------------------------------------------
// Output: tag area, Copy and the three files (§2, §3, §7, §9)
// ---------------------------------------------------------------------------

/** The read-only tag area and Copy: the tags joined with a comma and a space, as YouTube Studio's tag box takes them. */
export function tagText(tags: readonly string[]): string {
  return tags.join(", ");
}

export const FILE_NAMES = { txt: "youtube-tags.txt", csv: "youtube-tags.csv", json: "youtube-tags.json" } as const;
export type ExportFormat = keyof typeof FILE_NAMES;

/** TXT: the tag area's text. */
export function tagsTxt(tags: readonly string[]): string {
  return `${tagText(tags)}\n`;
}

/** CSV: one tag per row under a "tag" column, every field quoted (§9), formulas guarded (the tags are other people's text). */
export function tagsCsv(tags: readonly string[]): string {
  return toCsv(
    ["tag"],
    tags.map((t) => [t]),
    { quoteAll: true, guardFormulas: true },
  );
}

/** §3: the JSON export shape is videoId, title, tags. */
export function tagsJson(r: { videoId: string; title: string }, tags: readonly string[]): { videoId: string; title: string; tags: string[] } {
  return { videoId: r.videoId, title: r.title, tags: [...tags] };
}

/** §9: JSON is pretty-printed. */
export function tagsJsonText(r: { videoId: string; title: string }, tags: readonly string[]): string {
  return JSON.stringify(tagsJson(r, tags), null, 2);
}

export function exportFile(format: ExportFormat, r: { videoId: string; title: string }, tags: readonly string[]): { fileName: string; text: string; mimeType: string } {
  switch (format) {
    case "txt":
      return { fileName: FILE_NAMES.txt, text: tagsTxt(tags), mimeType: "text/plain" };
    case "csv":
      return { fileName: FILE_NAMES.csv, text: tagsCsv(tags), mimeType: "text/csv" };
    case "json":
      return { fileName: FILE_NAMES.json, text: tagsJsonText(r, tags), mimeType: "application/json" };
  }
}

// ---------------------------------------------------------------------------
// Expand with AI (§4, §5, §7, §9)
// ---------------------------------------------------------------------------

/** §4 "Tag expansion": 10, 20 (15 s wait), 65, 90, then idle. */
export const EXPAND_STAGES = {
  preparing: { progress: 10, message: "Preparing AI request..." },
  /** Only with SPEC_WAITS=on. */
  wait: { progress: 20, message: "Waiting..." },
  expanding: { progress: 65, message: "Expanding tags with AI..." },
  processing: { progress: 90, message: "Processing results..." },
} as const;

/** §9: 15 s before AI generation, expansion included. */
export const EXPAND_WAIT_MS = 15_000;
export function expandWaitMs(specWaits: boolean): number {
  return specWaits ? EXPAND_WAIT_MS : 0;
}

/** §7: expansion asks for 20 extra tags, temperature 0.6, max_tokens 600; year tags use the current year (see buildExpandPrompt). */
export const EXPAND_COUNT = 20;
export const EXPAND_TEMPERATURE = 0.6;
export const EXPAND_MAX_TOKENS = 600;

/** Bounds of the AI route's input (YouTube titles are at most 100 characters, tags 500 in total). */
export const EXPAND_LIMITS = { title: 300, tags: 500, tag: 100 } as const;

export interface ExpandInput {
  title: string;
  tags: string[];
}

/** §5: Expand with AI needs existing tags or a title. */
export function canExpand(input: ExpandInput): boolean {
  return input.title.trim() !== "" || input.tags.some((t) => t.trim() !== "");
}

export function validateExpand(input: ExpandInput): string | null {
  return canExpand(input) ? null : MESSAGES.expandFirst;
}

/**
 * `year`: the current year by the server's clock, for year tags (§7 named 2025, the year it was
 * written; a fixed year goes stale).
 */
export function buildExpandPrompt(input: ExpandInput, year: number, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const title = input.title.trim();
  const existing = input.tags.map((t) => t.trim()).filter(Boolean);
  const system =
    "You are a YouTube SEO expert who suggests the tags (keywords) creators add to their videos in YouTube Studio. You reply with tags only, one per line, with no numbering, no bullets, no headings and no explanations.";
  const user = [
    `Suggest ${EXPAND_COUNT} more YouTube tags for this video, different from the tags it already has.`,
    "",
    `Video title: ${title || "Not provided"}`,
    `Existing tags: ${existing.length ? existing.join(", ") : "None"}`,
    "",
    "Rules:",
    "- Do not repeat any existing tag.",
    "- Mix broad, niche and long-tail tags (phrases of 3 to 5 words that viewers type into search).",
    "- Tags contain only letters, digits, spaces and hyphens: no # symbols, no @ and no other punctuation.",
    "- Every tag is shorter than 50 characters.",
    `- When a tag contains a year, use ${year}.`,
    `- ${languageInstruction(language, "every new tag")}`,
    `- Return exactly ${EXPAND_COUNT} tags, one per line, and nothing else.`,
  ].join("\n");
  return {
    messages: [
      { role: "system", content: system },
      { role: "user", content: user },
    ],
    maxTokens: EXPAND_MAX_TOKENS,
    temperature: EXPAND_TEMPERATURE,
  };
}

/** §5: letters, digits, space and hyphen, 2 or more; §9: under 50 characters. */
const TAG_PATTERN = new RegExp(`^[${WORD_CHAR_CLASS} -]+$`, "u");
export const MAX_TAG_LENGTH = 49;
/** Leading list markers: bullets, dashes, "1." "1)" "1:" "(1)", and the spaces after them. */
const LIST_MARKER = /^\s*(?:[-*•·–—]+|\(?\d+[.):])\s*/u;

/** Two tags are the same when they differ only in case or in how accents are encoded. */
export function tagKey(tag: string): string {
  return tag.normalize("NFC").toLocaleLowerCase();
}

export function stripListMarker(line: string): string {
  return line.replace(LIST_MARKER, "").trim();
}

export function isValidTag(tag: string): boolean {
  const n = countGraphemes(tag);
  return TAG_PATTERN.test(tag) && n >= 2 && n <= MAX_TAG_LENGTH && hasWordChar(tag);
}

/**
 * §5: the model's reply to new tags: each line (or comma-separated item) has its list marker
 * stripped and must then be a valid tag; tags already in `existing`, or repeated, are dropped,
 * case-insensitively; at most 20 (§7). A comma-separated line counts only when every item is a
 * tag ("Sorry, I can't do that." is a sentence, not two tags).
 */
export function parseExpandedTags(reply: string, existing: readonly string[]): string[] {
  const seen = new Set(existing.map((t) => tagKey(t.trim())));
  const out: string[] = [];
  for (const line of stripCodeFences(reply).split(/\r?\n/)) {
    const items = stripListMarker(line)
      .split(",")
      .map((item) => stripListMarker(item).replace(/\s+/g, " ").trim())
      .filter((item) => item !== "");
    if (!items.every(isValidTag)) continue;
    for (const tag of items) {
      const key = tagKey(tag);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(tag);
      if (out.length === EXPAND_COUNT) return out;
    }
  }
  return out;
}

/** The tag list after an expansion: the existing tags, then the new ones not already there (case-insensitive). */
export function mergeTags(existing: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(existing.map(tagKey));
  const out = [...existing];
  for (const t of added) {
    const k = tagKey(t);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(t);
  }
  return out;
}

/** What POST {EXPAND_API_PATH} answers on success: only the new tags. */
export interface ExpandResponse {
  tags: string[];
}

export function readExpandResponse(body: unknown): ExpandResponse | null {
  if (typeof body !== "object" || body === null) return null;
  const tags = (body as { tags?: unknown }).tags;
  return Array.isArray(tags) && tags.every((t): t is string => typeof t === "string") ? { tags } : null;
}

/** The words shown for a failed expansion, from our AI route's error answer (already in §8's wording where it applies). */
export function expandErrorMessage(info: AiErrorInfo): string {
  const rateLimited = info.status === 429 || info.code.includes("rate_limit");
  if (rateLimited && info.retryAfterSeconds) return `${info.message} Try again in ${info.retryAfterSeconds} seconds.`;
  return info.message;
}
