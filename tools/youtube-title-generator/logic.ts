// Pure functions of the video title generator (spec 001 §2, §3, §5, §7, §8, §9): no React, no fetch, no DOM.
import type { ChatRequest } from "../../server/services/llm";
import { countGraphemes, withinCharacters } from "../../app/lib/text";
import { DEFAULT_LANGUAGE, languageInstruction, type LanguageCode } from "../../app/lib/languages";

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const GENERATE_LABEL = "Generate 10 Titles";
export const TOPIC_LABEL = "Video Topic";
export const STYLE_LABEL = "Title Style";
export const DESCRIPTION_LABEL = "Video Description (optional)";
export const LENGTH_LABEL = "Title Length";
export const TONE_LABEL = "Tone";
export const KEYWORDS_LABEL = "Keywords (optional)";
export const COPY_LABEL = "Copy";
export const COPIED_LABEL = "Copied!";
export const FITS_LABEL = "fits";
export const MAY_BE_CUT_LABEL = "may be cut off";

// ---------------------------------------------------------------------------
// Messages (spec 001 §5, §8)
// ---------------------------------------------------------------------------

export const MESSAGE_TOPIC_REQUIRED = "Please enter a topic for your video";
export const MESSAGE_PARSE_FAILED = "Failed to parse generated titles";
export const MESSAGE_NO_TITLES = "No titles generated. Please try again.";
export const RATE_LIMIT_MESSAGE = "Rate limit exceeded. Please wait a moment before trying again.";
export function apiRequestFailed(status: number): string {
  return `API request failed: ${status}`;
}
export function wrapTitleError(message: string): string {
  return `Failed to generate titles: ${message}`;
}

/** The error code our API answers with when the model's reply held no usable title. */
export const NO_TITLES_CODE = "no_titles";
export const API_PATH = "/api/ai/youtube-title-generator";

// ---------------------------------------------------------------------------
// Constants (spec 001 §3, §7, §9)
// ---------------------------------------------------------------------------

export const TITLE_COUNT = 10;
export const TEMPERATURE = 0.8;
export const MAX_TOKENS = 1000;
/** The spec's artificial wait before generating; applied only with SPEC_WAITS=on (DESIGN.md decision 2). */
export const SPEC_WAIT_MS = 15_000;
/**
 * Roughly how many characters of a title YouTube shows in search results before cutting it
 * off with an ellipsis (the exact cut depends on the screen and letter widths).
 */
export const SEARCH_VISIBLE_CHARS = 60;

export const TITLE_STYLES = [
  "clickbait",
  "educational",
  "tutorial",
  "review",
  "entertainment",
  "news",
  "lifestyle",
  "gaming",
  "tech",
  "business",
] as const;
export type TitleStyle = (typeof TITLE_STYLES)[number];

export const TITLE_LENGTHS = {
  short: { min: 30, max: 50 },
  medium: { min: 50, max: 70 },
  long: { min: 70, max: 100 },
} as const;
export type TitleLength = keyof typeof TITLE_LENGTHS;
export const TITLE_LENGTH_IDS = Object.keys(TITLE_LENGTHS) as [TitleLength, ...TitleLength[]];

export const TITLE_TONES = ["engaging", "professional", "casual", "dramatic", "humorous", "urgent"] as const;
export type TitleTone = (typeof TITLE_TONES)[number];

/** Longest accepted inputs; the page's fields stop at the same lengths. */
export const LIMITS = { topic: 200, description: 2000, keywords: 300 } as const;

export function tooLongMessage(field: string, max: number): string {
  return `The ${field} is too long: at most ${max.toLocaleString("en-US")} characters.`;
}

export interface TitleInput {
  topic: string;
  style: TitleStyle;
  description: string;
  length: TitleLength;
  tone: TitleTone;
  keywords: string;
}

export const DEFAULT_INPUT: TitleInput = {
  topic: "",
  style: "educational",
  description: "",
  length: "medium",
  tone: "engaging",
  keywords: "",
};

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const STYLE_OPTIONS = TITLE_STYLES.map((s) => ({ value: s, label: capitalize(s) }));
export const TONE_OPTIONS = TITLE_TONES.map((t) => ({ value: t, label: capitalize(t) }));
export const LENGTH_OPTIONS = TITLE_LENGTH_IDS.map((id) => ({
  value: id,
  label: `${capitalize(id)} (${TITLE_LENGTHS[id].min}–${TITLE_LENGTHS[id].max} characters)`,
}));

export function isTitleStyle(v: unknown): v is TitleStyle {
  return typeof v === "string" && (TITLE_STYLES as readonly string[]).includes(v);
}
export function isTitleTone(v: unknown): v is TitleTone {
  return typeof v === "string" && (TITLE_TONES as readonly string[]).includes(v);
}
export function isTitleLength(v: unknown): v is TitleLength {
  return typeof v === "string" && Object.hasOwn(TITLE_LENGTHS, v);
}

// ---------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------

/** The first problem with the input, in the spec's words, or null when it can be sent. */
export function validateTitleInput(input: Pick<TitleInput, "topic" | "description" | "keywords">): string | null {
  if (!input.topic.trim()) return MESSAGE_TOPIC_REQUIRED;
  if (!withinCharacters(input.topic.trim(), LIMITS.topic)) return tooLongMessage("topic", LIMITS.topic);
  if (!withinCharacters(input.description.trim(), LIMITS.description)) return tooLongMessage("description", LIMITS.description);
  if (!withinCharacters(input.keywords.trim(), LIMITS.keywords)) return tooLongMessage("keywords list", LIMITS.keywords);
  return null;
}

// ---------------------------------------------------------------------------
// Prompt (spec 001 §7: chat completion, temperature 0.8, max_tokens 1000)
// ---------------------------------------------------------------------------

export const SYSTEM_PROMPT =
  "You are an expert YouTube strategist who writes video titles that earn clicks honestly. " +
  "Answer with the titles only: one title per line, no numbering, no bullets, no quotation marks, no commentary.";

/** The request the server sends for the input: the spec's temperature and max_tokens, the inputs embedded. */
export function buildTitleRequest(input: TitleInput, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const range = TITLE_LENGTHS[input.length];
  const description = input.description.trim();
  const keywords = input.keywords.trim();
  const lines = [
    `Generate ${TITLE_COUNT} YouTube video titles.`,
    "",
    `Topic: ${input.topic.trim()}`,
    ...(description ? [`Video description: ${description}`] : []),
    `Style: ${input.style}`,
    `Tone: ${input.tone}`,
    `Length: ${input.length}, ${range.min}-${range.max} characters per title`,
    ...(keywords ? [`Keywords to include where they fit naturally: ${keywords}`] : []),
    "",
    "Rules:",
    `- Write exactly ${TITLE_COUNT} different titles, one per line.`,
    `- Keep every title between ${range.min} and ${range.max} characters.`,
    `- Match the ${input.style} style and a ${input.tone} tone.`,
    `- Put the most important words in the first ${SEARCH_VISIBLE_CHARS} characters.`,
    `- ${languageInstruction(language, "every title")}`,
    "- Do not number the titles, do not start lines with dashes, stars or brackets, and do not add quotation marks or any other text.",
  ];
  return {
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: lines.join("\n") },
    ],
    maxTokens: MAX_TOKENS,
    temperature: TEMPERATURE,
  };
}

// ---------------------------------------------------------------------------
// Reply parsing (spec 001 §5)
// ---------------------------------------------------------------------------

/**
 * The spec's line filter: a line is a title when it is longer than 5 and shorter than 200
 * characters and does not start with a bracket ("["), a number followed by a dot, a dash or a star.
 * Counted in UTF-16 units on purpose: the minimum is there to drop "Sure!"-like lines, and in
 * graphemes it would also drop real short titles in Indic scripts ("हिन्दी गाने", Hindi songs, is
 * 5 graphemes), whose one grapheme is a whole syllable.
 */
export function isTitleLine(line: string): boolean {
  return line.length > 5 && line.length < 200 && !/^(\[|\d+\.|-|\*)/.test(line);
}

/** The spec's fallback when no line qualifies: lines of 3 to 299 characters. */
export function isFallbackLine(line: string): boolean {
  return line.length >= 3 && line.length <= 299;
}

/** Titles from the model's reply: trimmed lines, the spec's filter (or its fallback), at most 10. */
export function parseTitles(reply: string): string[] {
  const lines = reply.split(/\r?\n/).map((l) => l.trim());
  const kept = lines.filter(isTitleLine);
  const titles = kept.length > 0 ? kept : lines.filter(isFallbackLine);
  return titles.slice(0, TITLE_COUNT);
}

/** The titles from our API's JSON answer, or null when it is not the expected shape. */
export function readTitlesResponse(body: unknown): string[] | null {
  if (!body || typeof body !== "object") return null;
  const titles = (body as { titles?: unknown }).titles;
  if (!Array.isArray(titles) || !titles.every((t) => typeof t === "string")) return null;
  return titles;
}

// ---------------------------------------------------------------------------
// Counts and the search-results fit
// ---------------------------------------------------------------------------

/**
 * Characters as people count them: grapheme clusters, so a Hindi syllable with its vowel
 * sign, a letter with a combining accent or a family emoji is one character.
 */
export function charCount(text: string): number {
  return countGraphemes(text);
}

export function fitsSearchResults(title: string): boolean {
  return charCount(title) <= SEARCH_VISIBLE_CHARS;
}

export function characterLabel(n: number): string {
  return `${n} character${n === 1 ? "" : "s"}`;
}

// ---------------------------------------------------------------------------
// Errors (spec 001 §8)
// ---------------------------------------------------------------------------

/** What the browser knows about a failed request (AiRequestError.info). */
export interface FailureInfo {
  status: number;
  code: string;
  message: string;
  upstreamStatus?: number;
  retryAfterSeconds?: number;
}

/** The inner message of the spec's "Failed to generate titles: {message}". */
export function titleFailureDetail(e: FailureInfo): string {
  if (e.code === NO_TITLES_CODE) return MESSAGE_NO_TITLES;
  if (e.code === "llm_invalid_response") return MESSAGE_PARSE_FAILED;
  // Failures without an HTTP status of their own keep their words: no key, network, timeout, bad input.
  if (e.code === "llm_not_configured" || e.code === "invalid_input" || e.code === "llm_network" || e.code === "llm_timeout" || e.status === 0) {
    return e.message;
  }
  const status = e.upstreamStatus && e.upstreamStatus > 0 ? e.upstreamStatus : e.status;
  return apiRequestFailed(status);
}

export function titleErrorMessage(e: FailureInfo): string {
  return wrapTitleError(titleFailureDetail(e));
}

/** The plain rate-limit explanation shown above the error, with the wait when known. */
export function rateLimitNotice(retryAfterSeconds?: number): string {
  return retryAfterSeconds && retryAfterSeconds > 0
    ? `${RATE_LIMIT_MESSAGE} You can try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`
    : RATE_LIMIT_MESSAGE;
}


/** A stored draft with any option that is no longer offered put back to its default. */
export function normalizeTitleInput(v: TitleInput): TitleInput {
  return {
    ...v,
    style: isTitleStyle(v.style) ? v.style : DEFAULT_INPUT.style,
    length: isTitleLength(v.length) ? v.length : DEFAULT_INPUT.length,
    tone: isTitleTone(v.tone) ? v.tone : DEFAULT_INPUT.tone,
  };
}
