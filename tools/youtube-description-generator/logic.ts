// Pure functions of the video description generator (spec 001 §2, §3, §5, §7, §8, §9): no React, no fetch, no DOM.
import type { ChatRequest } from "../../server/services/llm";
import { countGraphemes, countWords, slugify, withinCharacters } from "../../app/lib/text";
import { DEFAULT_LANGUAGE, languageInstruction, type LanguageCode } from "../../app/lib/languages";

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const GENERATE_LABEL = "Generate Description";
export const TITLE_LABEL = "Video Title";
export const TOPIC_LABEL = "Video Topic";
export const STYLE_LABEL = "Description Style";
export const LENGTH_LABEL = "Description Length";
export const KEYWORDS_LABEL = "Keywords (optional)";
export const CTA_LABEL = "Call to Action (optional)";
export const TIMESTAMPS_LABEL = "Include timestamps";
export const HASHTAGS_LABEL = "Include hashtags";
export const SOCIAL_LINKS_LABEL = "Include social links";
export const COPY_LABEL = "Copy to Clipboard";
/** Spec 001 §2: the copy button reads this for 2 seconds (§9). */
export const COPIED_LABEL = "Copied to Clipboard!";
export const COPY_CONFIRM_MS = 2000;
export const DOWNLOAD_LABEL = "Download TXT";

// ---------------------------------------------------------------------------
// Messages (spec 001 §5, §8)
// ---------------------------------------------------------------------------

export const MESSAGE_TITLE_OR_TOPIC_REQUIRED = "Please enter a video title or topic";
export const MESSAGE_NO_DESCRIPTION = "No description generated. Please try again.";
export const RATE_LIMIT_MESSAGE = "Rate limit exceeded. Please wait a moment before trying again.";
export function apiRequestFailed(status: number): string {
  return `API request failed: ${status}`;
}
export function wrapDescriptionError(message: string): string {
  return `Failed to generate description: ${message}`;
}

export const API_PATH = "/api/ai/youtube-description-generator";

// ---------------------------------------------------------------------------
// Constants (spec 001 §3, §7, §9)
// ---------------------------------------------------------------------------

export const TEMPERATURE = 0.8;
export const MAX_TOKENS = 1500;
/** The spec's artificial wait before generating; applied only with SPEC_WAITS=on (DESIGN.md decision 2). */
export const SPEC_WAIT_MS = 15_000;

export const DESCRIPTION_STYLES = ["engaging", "professional", "casual", "educational", "entertainment", "tutorial", "review", "news"] as const;
export type DescriptionStyle = (typeof DESCRIPTION_STYLES)[number];

/** Lengths in words. */
export const DESCRIPTION_LENGTHS = {
  short: { min: 100, max: 200 },
  medium: { min: 200, max: 400 },
  long: { min: 400, max: 600 },
} as const;
export type DescriptionLength = keyof typeof DESCRIPTION_LENGTHS;
export const DESCRIPTION_LENGTH_IDS = Object.keys(DESCRIPTION_LENGTHS) as [DescriptionLength, ...DescriptionLength[]];

/** Longest accepted inputs; the page's fields stop at the same lengths. */
export const LIMITS = { title: 200, topic: 500, keywords: 300, callToAction: 300 } as const;

/** YouTube cuts descriptions off at 5,000 characters. */
export const YOUTUBE_DESCRIPTION_MAX_CHARS = 5000;

export function tooLongMessage(field: string, max: number): string {
  return `The ${field} is too long: at most ${max.toLocaleString("en-US")} characters.`;
}

export interface DescriptionInput {
  title: string;
  topic: string;
  style: DescriptionStyle;
  length: DescriptionLength;
  keywords: string;
  callToAction: string;
  includeTimestamps: boolean;
  includeHashtags: boolean;
  includeSocialLinks: boolean;
}

export const DEFAULT_INPUT: DescriptionInput = {
  title: "",
  topic: "",
  style: "engaging",
  length: "medium",
  keywords: "",
  callToAction: "",
  includeTimestamps: true,
  includeHashtags: true,
  includeSocialLinks: true,
};

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const STYLE_OPTIONS = DESCRIPTION_STYLES.map((s) => ({ value: s, label: capitalize(s) }));
export const LENGTH_OPTIONS = DESCRIPTION_LENGTH_IDS.map((id) => ({
  value: id,
  label: `${capitalize(id)} (${DESCRIPTION_LENGTHS[id].min}–${DESCRIPTION_LENGTHS[id].max} words)`,
}));

export function isDescriptionStyle(v: unknown): v is DescriptionStyle {
  return typeof v === "string" && (DESCRIPTION_STYLES as readonly string[]).includes(v);
}
export function isDescriptionLength(v: unknown): v is DescriptionLength {
  return typeof v === "string" && Object.hasOwn(DESCRIPTION_LENGTHS, v);
}

// ---------------------------------------------------------------------------
// Validation (spec 001 §5: a title or a topic suffices)
// ---------------------------------------------------------------------------

export function validateDescriptionInput(input: Pick<DescriptionInput, "title" | "topic" | "keywords" | "callToAction">): string | null {
  if (!input.title.trim() && !input.topic.trim()) return MESSAGE_TITLE_OR_TOPIC_REQUIRED;
  if (!withinCharacters(input.title.trim(), LIMITS.title)) return tooLongMessage("title", LIMITS.title);
  if (!withinCharacters(input.topic.trim(), LIMITS.topic)) return tooLongMessage("topic", LIMITS.topic);
  if (!withinCharacters(input.keywords.trim(), LIMITS.keywords)) return tooLongMessage("keywords list", LIMITS.keywords);
  if (!withinCharacters(input.callToAction.trim(), LIMITS.callToAction)) return tooLongMessage("call to action", LIMITS.callToAction);
  return null;
}

// ---------------------------------------------------------------------------
// Prompt (spec 001 §7: chat completion, temperature 0.8, max_tokens 1500)
// ---------------------------------------------------------------------------

export const SYSTEM_PROMPT =
  "You are an expert YouTube copywriter who writes video descriptions that help viewers and search alike. " +
  "Write plain text only: no Markdown, no asterisks, no # headings, no bold or italics. Answer with the description itself and nothing else.";

/** The request the server sends: the spec's temperature and max_tokens, every input embedded. */
export function buildDescriptionRequest(input: DescriptionInput, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const range = DESCRIPTION_LENGTHS[input.length];
  const title = input.title.trim();
  const topic = input.topic.trim();
  const keywords = input.keywords.trim();
  const cta = input.callToAction.trim();
  const lines = [
    "Write a YouTube video description.",
    "",
    ...(title ? [`Video title: ${title}`] : []),
    ...(topic ? [`Video topic: ${topic}`] : []),
    `Style: ${input.style}`,
    `Length: ${input.length}, ${range.min}-${range.max} words`,
    ...(keywords ? [`Keywords to work in naturally: ${keywords}`] : []),
    ...(cta ? [`Call to action: ${cta}`] : []),
    "",
    "Structure:",
    "- Open with one or two sentences that say what the viewer gets; they show before \"...more\" in search and under the video.",
    "- Then a short overview of what the video covers.",
    input.includeTimestamps
      ? "- Include a timestamps section: chapter lines such as \"0:00 Introduction\", the first at 0:00, at least three, with times as placeholders the creator can adjust."
      : "- Do not include timestamps.",
    cta ? `- Include this call to action, in your own words if needed: ${cta}` : "- End the main text with a short call to action (like, subscribe, comment).",
    input.includeSocialLinks
      ? "- Include a short section inviting viewers to follow on social media, with placeholder lines such as \"Instagram: your link here\"."
      : "- Do not include social media links.",
    input.includeHashtags
      ? "- Finish with one line of 3 to 5 relevant hashtags (for example #YouTubeTips)."
      : "- Do not include hashtags.",
    "",
    `Write it in a ${input.style} style, between ${range.min} and ${range.max} words, as plain text without Markdown.`,
    languageInstruction(language, "the whole description"),
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
// Markdown stripped while streaming (spec 001 §5: "Markdown is stripped from the output")
// ---------------------------------------------------------------------------

// ---------------------------------------------------------------------------
// Counts, progress and the file
// ---------------------------------------------------------------------------

/** Words in any script (Japanese, Chinese and Thai by Intl.Segmenter). */
export const wordCount = (text: string): number => countWords(text);

/** Characters as a reader sees them (grapheme clusters). */
export const charCount = (text: string): number => countGraphemes(text);

/** The number of words the progress bar aims at: the middle of the chosen length's range. */
export function targetWords(length: DescriptionLength): number {
  const r = DESCRIPTION_LENGTHS[length];
  return Math.round((r.min + r.max) / 2);
}

/** Percent of the target length written so far; below 100 until the answer is complete. */
export function streamProgress(text: string, length: DescriptionLength, done = false): number {
  if (done) return 100;
  return Math.min(99, Math.floor((wordCount(text) / targetWords(length)) * 100));
}

export function progressStage(words: number, retry?: { attempt: number; max: number }): string {
  if (retry) return `Retrying (${retry.attempt}/${retry.max})…`;
  if (words === 0) return "Waiting for the first words…";
  return `Writing… ${words} word${words === 1 ? "" : "s"} so far`;
}

export { slugify };

/** The TXT file name: {title-slug}-description.txt (the topic when there is no title). */
export function descriptionFileName(title: string, topic: string): string {
  const slug = slugify(title) || slugify(topic) || "youtube";
  return `${slug}-description.txt`;
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

/** The inner message of the spec's "Failed to generate description: {message}". */
export function descriptionFailureDetail(e: FailureInfo): string {
  if (e.code === "llm_invalid_response" || e.code === "no_description") return MESSAGE_NO_DESCRIPTION;
  if (e.code === "llm_not_configured" || e.code === "invalid_input" || e.code === "llm_network" || e.code === "llm_timeout" || e.status === 0) {
    return e.message;
  }
  const status = e.upstreamStatus && e.upstreamStatus > 0 ? e.upstreamStatus : e.status;
  return apiRequestFailed(status);
}

export function descriptionErrorMessage(e: FailureInfo): string {
  return wrapDescriptionError(descriptionFailureDetail(e));
}

export function rateLimitNotice(retryAfterSeconds?: number): string {
  return retryAfterSeconds && retryAfterSeconds > 0
    ? `${RATE_LIMIT_MESSAGE} You can try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`
    : RATE_LIMIT_MESSAGE;
}

/** A stored draft with any option that is no longer offered put back to its default. */
export function normalizeDescriptionInput(v: DescriptionInput): DescriptionInput {
  return {
    ...v,
    style: isDescriptionStyle(v.style) ? v.style : DEFAULT_INPUT.style,
    length: isDescriptionLength(v.length) ? v.length : DEFAULT_INPUT.length,
  };
}
