// Pure functions of the hashtag generator (spec 002 §2 "Hashtag generator", §3, §4, §5, §7, §8, §9):
// no React, no fetch, no DOM. The server builds the prompt and parses the reply with these.
import { stripCodeFences } from "../../app/lib/ai-reply";
import type { ChatRequest } from "../../server/services/llm";
import { countGraphemes, countWords, hasWordChar, keepWordChars, needsWordSegmentation, WORD_CHAR_CLASS } from "../../app/lib/text";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../app/lib/languages";
import { BASE_CATEGORIES, buildListPrompt, countCap, listToolKit, type CountOption, type ListInput } from "../shared/ai-list";

export const API_PATH = "/api/ai/youtube-hashtag-generator";
export const DRAFT_KEY = "youtube-hashtag-generator";

// ---- Option lists (§3) -------------------------------------------------------------------

export const HASHTAG_CATEGORIES = BASE_CATEGORIES;

export type HashtagCategory = (typeof HASHTAG_CATEGORIES)[number]["value"];
export const CATEGORY_VALUES = HASHTAG_CATEGORIES.map((c) => c.value) as [HashtagCategory, ...HashtagCategory[]];

export { COUNT_OPTIONS, COUNT_VALUES, countCap, countOption, type CountOption } from "../shared/ai-list";

// ---- Form -----------------------------------------------------------------------------------

export interface HashtagInput extends ListInput<HashtagCategory> {
  includeTrending: boolean;
  includeNiche: boolean;
  includeBroad: boolean;
}

export const DEFAULT_INPUT: HashtagInput = {
  title: "",
  description: "",
  category: "general",
  count: "medium",
  keywords: "",
  includeTrending: true,
  includeNiche: true,
  includeBroad: true,
};

export { MAX_LENGTHS } from "../shared/ai-list";

export const LABELS = {
  title: "Video Title",
  description: "Video Description (optional)",
  category: "Content Category",
  count: "Hashtag Count",
  keywords: "Keywords (optional)",
  includeTrending: "Include Trending Hashtags",
  includeNiche: "Include Niche Hashtags",
  includeBroad: "Include Broad Hashtags",
  generate: "Generate Hashtags",
  copy: "Copy",
  copied: "Copied!",
  copyAll: "Copy All",
  copiedAll: "Copied All!",
} as const;

export const TIP = "Tip: YouTube allows up to 15 hashtags per video, but 3-5 well-chosen hashtags are often more effective.";

export { ABOVE_TITLE_COUNT, PLATFORM_HASHTAG_LIMIT } from "../shared/tag-budget";
export const ABOVE_TITLE_BADGE = "Above title";
export const ABOVE_TITLE_NOTE = "YouTube shows the first three hashtags of your description above your video's title, so put your best ones first.";
export const OVER_LIMIT_NOTE = "YouTube allows up to 15 hashtags and may ignore all of them on an over-tagged video, so keep the best 15 at most.";

const kit = listToolKit("hashtags", HASHTAG_CATEGORIES, DEFAULT_INPUT);
export const { MESSAGES, ERROR_CODES, STAGES, normalizeInput, validateInput, categoryLabel, generationErrorMessage } = kit;

/** What POST {API_PATH} answers on success. */
export interface HashtagResponse {
  hashtags: string[];
}

export { canGenerate, COPY_CONFIRM_MS, MAX_TOKENS, preGenerationWaitMs, PROGRESS_RESET_MS, SPEC_WAIT_MS, TEMPERATURE } from "../shared/ai-list";

// ---- Prompt (§7) -----------------------------------------------------------------------------

/**
 * `year`: the current year by the server's clock, for year hashtags (§7 named 2025, the year it was
 * written; a fixed year goes stale).
 */
export function buildPrompt(input: HashtagInput, year: number, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const category = categoryLabel(input.category);
  return buildListPrompt({
    noun: "hashtags",
    system:
      "You are a YouTube SEO expert who writes hashtags for YouTube videos. You reply with hashtags only, one per line, with no numbering, no bullets, no headings and no explanations.",
    input,
    category,
    kinds: [
      input.includeTrending ? "- Trending hashtags that are popular on YouTube right now" : null,
      input.includeNiche ? "- Niche hashtags specific to this video's exact topic" : null,
      input.includeBroad ? `- Broad hashtags for the wider ${category} audience` : null,
    ],
    rules: [
      "- Every hashtag starts with # and contains no spaces.",
      "- Every hashtag is shorter than 50 characters.",
      `- When a hashtag contains a year, use ${year}.`,
    ],
    lastRules: [
      "- Put the most relevant hashtags first: YouTube shows the first three above the video's title.",
    ],
    language,
  });
}

// ---- Reply parsing (§5) ----------------------------------------------------------------------

const NUMBERED = /^\d+[.)]/;
const BULLETED = /^[-*•·–]/;
/** A hashtag: # then letters with their combining marks and joiners, digits, underscores (every script). */
const HASHTAG = new RegExp(`#[${WORD_CHAR_CLASS}_]+`, "gu");
const PHRASE = new RegExp(`^[${WORD_CHAR_CLASS}' -]+$`, "u");

/** Hashtags are 2-49 characters long ("under 50 characters"), counted as the visitor sees them (grapheme clusters). */
export function lengthOk(tag: string): boolean {
  const n = countGraphemes(tag);
  return n >= 2 && n <= 49;
}

/**
 * §5 strict rule: one hashtag per line that starts with #, has no spaces, is 2-49 characters
 * long and is not numbered or bulleted (a line of #s alone, like a Markdown rule, is no hashtag).
 */
export function strictHashtags(reply: string): string[] {
  return reply
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.startsWith("#") && !/\s/.test(l) && lengthOk(l) && !NUMBERED.test(l) && !BULLETED.test(l) && hasWordChar(l));
}

/** A line of more words than this is a sentence, not a hashtag written without its #. */
export const LOOSE_MAX_WORDS = 3;
/**
 * The same for scripts written without spaces (Japanese, Chinese, Thai, ...), whose words come
 * from Intl.Segmenter and split compounds finer: "東京旅行おすすめスポット" is 4, while a sentence
 * such as "ขออภัยฉันไม่สามารถช่วยได้" ("sorry, I can't help") is 6.
 */
export const LOOSE_MAX_WORDS_UNSPACED = 4;

/** True when a listed line is short enough to be a hashtag phrase rather than a sentence. */
export function shortPhrase(p: string): boolean {
  return countWords(p) <= (needsWordSegmentation(p) ? LOOSE_MAX_WORDS_UNSPACED : LOOSE_MAX_WORDS);
}

/**
 * §5 looser filter, used when the strict one finds nothing: every #word anywhere in the reply
 * (several per line, inside lists or Markdown); failing that, each short listed phrase of
 * letters and digits (up to three words, one per line or comma-separated) made into one.
 */
export function looseHashtags(reply: string): string[] {
  const found = [...reply.matchAll(HASHTAG)].map((m) => m[0]).filter(lengthOk);
  if (found.length) return found;
  const phrase = (p: string) => PHRASE.test(p) && shortPhrase(p);
  return reply
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/^(?:[-*•·–]|\d+[.)])\s*/, "").replace(/[*_`"“”]/g, "").trim())
    .flatMap((l) => {
      // A comma-separated line counts only when every part is a short phrase: "Sorry, I can't." is a sentence.
      const parts = l.split(",").map((p) => p.trim());
      return parts.every(phrase) ? parts : [];
    })
    .map((p) => `#${keepWordChars(p)}`)
    .filter(lengthOk);
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((t) => {
    const k = t.normalize("NFC").toLocaleLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The hashtags of a reply: strict rule, else the looser one; repeats dropped; capped by the count. */
export function parseHashtags(reply: string, count: CountOption): string[] {
  const text = stripCodeFences(reply);
  const strict = dedupe(strictHashtags(text));
  const list = strict.length ? strict : dedupe(looseHashtags(text));
  return list.slice(0, countCap(count));
}

// ---- Output ---------------------------------------------------------------------------------

/** Copy All: hashtags separated by spaces, ready to paste at the end of a description. */
export function copyAllText(hashtags: readonly string[]): string {
  return hashtags.join(" ");
}

// ---- Errors (§8) -----------------------------------------------------------------------------

/** What the page's generation (tools/shared/use-ai-list.ts) needs from this tool. */
export const LIST = {
  draftKey: DRAFT_KEY,
  defaults: DEFAULT_INPUT,
  normalize: normalizeInput,
  apiPath: API_PATH,
  noun: "hashtags",
  stages: STAGES,
  messages: MESSAGES,
  errorCodes: ERROR_CODES,
  errorMessage: generationErrorMessage,
};
