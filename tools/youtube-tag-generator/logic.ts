// Pure functions of the tag generator (spec 002 §2 "Tag generator", §3, §4, §5, §7, §8, §9):
// no React, no fetch, no DOM. The server builds the prompt and parses the reply with these.
import { stripCodeFences } from "../../app/lib/ai-reply";
import type { ChatRequest } from "../../server/services/llm";
import { countGraphemes, hasWordChar, WORD_CHAR_CLASS } from "../../app/lib/text";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../app/lib/languages";
import { BASE_CATEGORIES, buildListPrompt, countCap, listToolKit, type CountOption, type ListInput } from "../shared/ai-list";

export const API_PATH = "/api/ai/youtube-tag-generator";
export const DRAFT_KEY = "youtube-tag-generator";

// ---- Option lists (§3) -------------------------------------------------------------------

/** The hashtag generator's twelve categories plus news and sports (14 in total). */
export const TAG_CATEGORIES = [...BASE_CATEGORIES, { value: "news", label: "News" }, { value: "sports", label: "Sports" }] as const;

export type TagCategory = (typeof TAG_CATEGORIES)[number]["value"];
export const CATEGORY_VALUES = TAG_CATEGORIES.map((c) => c.value) as [TagCategory, ...TagCategory[]];

export { COUNT_OPTIONS, COUNT_VALUES, countCap, countOption, type CountOption } from "../shared/ai-list";

// ---- Form -----------------------------------------------------------------------------------

export interface TagInput extends ListInput<TagCategory> {
  includeTrending: boolean;
  includeNiche: boolean;
  includeBroad: boolean;
  includeLongTail: boolean;
}

export const DEFAULT_INPUT: TagInput = {
  title: "",
  description: "",
  category: "general",
  count: "medium",
  keywords: "",
  includeTrending: true,
  includeNiche: true,
  includeBroad: true,
  includeLongTail: true,
};

export { MAX_LENGTHS } from "../shared/ai-list";

export const LABELS = {
  title: "Video Title",
  description: "Video Description (optional)",
  category: "Content Category",
  count: "Tag Count",
  keywords: "Keywords (optional)",
  includeTrending: "Include Trending Tags",
  includeNiche: "Include Niche Tags",
  includeBroad: "Include Broad Tags",
  includeLongTail: "Include Long-tail Tags",
  generate: "Generate Tags",
  copy: "Copy",
  copied: "Copied!",
  copyAll: "Copy All",
  copiedAll: "Copied All!",
} as const;

export const TIP = "Tip: YouTube allows up to 500 characters of tags in total, and 10-15 relevant tags work well.";

const kit = listToolKit("tags", TAG_CATEGORIES, DEFAULT_INPUT);
export const { MESSAGES, ERROR_CODES, STAGES, normalizeInput, validateInput, categoryLabel, generationErrorMessage } = kit;

/** What POST {API_PATH} answers on success. */
export interface TagResponse {
  tags: string[];
}

export { canGenerate, COPY_CONFIRM_MS, MAX_TOKENS, preGenerationWaitMs, PROGRESS_RESET_MS, SPEC_WAIT_MS, TEMPERATURE } from "../shared/ai-list";

// ---- Prompt (§7) -----------------------------------------------------------------------------

/**
 * `year`: the current year by the server's clock, for year tags (§7 named 2025, the year it was
 * written; a fixed year goes stale).
 */
export function buildPrompt(input: TagInput, year: number, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const category = categoryLabel(input.category);
  return buildListPrompt({
    noun: "tags",
    system:
      "You are a YouTube SEO expert who writes the tags (keywords) creators add to their videos in YouTube Studio. You reply with tags only, one per line, with no numbering, no bullets, no headings and no explanations.",
    input,
    category,
    kinds: [
      input.includeTrending ? "- Trending tags that people are searching for on YouTube right now" : null,
      input.includeNiche ? "- Niche tags specific to this video's exact topic" : null,
      input.includeBroad ? `- Broad tags for the wider ${category} audience` : null,
      input.includeLongTail ? "- Long-tail tags: specific phrases of 3 to 5 words that viewers type into search" : null,
    ],
    rules: [
      "- Tags contain only letters, digits, spaces and hyphens: no # symbols, no @ and no other punctuation.",
      "- Every tag is shorter than 50 characters.",
      `- When a tag contains a year, use ${year}.`,
    ],
    lastRules: [
      "- All tags together must fit in YouTube's limit of 500 characters.",
      "- Put the most relevant tags first.",
    ],
    language,
  });
}

// ---- Reply parsing (§5) ----------------------------------------------------------------------

/** Tags are 2-49 characters long ("under 50 characters"), counted as the visitor sees them (grapheme clusters). */
export function lengthOk(tag: string): boolean {
  const n = countGraphemes(tag);
  return n >= 2 && n <= 49;
}

/** Letters with their combining marks and joiners (every script), digits, spaces and hyphens. */
const ALLOWED = new RegExp(`^[${WORD_CHAR_CLASS} -]+$`, "u");
const NOT_ALLOWED = new RegExp(`[^${WORD_CHAR_CLASS} -]`, "gu");
const NUMBERED = /^\d+[.)]/;
const BULLETED = /^[-*•·–]/;
const LIST_MARKER = /^(?:[-*•·–]+|\d+[.):]|#+)\s*/;

/** The non-empty, trimmed parts of a line split at commas (or another separator). */
function commaParts(line: string, separator: RegExp | string = ","): string[] {
  return line
    .split(separator)
    .map((t) => t.trim())
    .filter((t) => t !== "");
}

/**
 * §5 strict rule: each line (or comma-separated item) is a tag if it is 2-49 characters long,
 * has only letters, digits, spaces and hyphens, and is not numbered, bulleted, hashtag-prefixed
 * or containing @ (a line of hyphens alone, like a Markdown rule, is no tag).
 */
export function strictTags(reply: string): string[] {
  const ok = (t: string) =>
    lengthOk(t) && ALLOWED.test(t) && !NUMBERED.test(t) && !BULLETED.test(t) && !t.startsWith("#") && !t.includes("@") && hasWordChar(t);
  return reply.split(/\r?\n/).flatMap((line) => {
    const parts = commaParts(line).map((t) => t.replace(/ {2,}/g, " "));
    // A comma-separated line counts only when every part is a tag: "Sorry, I can't." is a sentence.
    return parts.length > 0 && parts.every(ok) ? parts : [];
  });
}

/**
 * §5 loose fallback, used when the strict rule finds nothing: list markers, # signs, quotes and
 * Markdown are stripped from each item, other punctuation removed; items with @ and headings
 * ending in ":" are skipped, and so are lines holding a sentence (a part ending in . ! or ?).
 */
export function looseTags(reply: string): string[] {
  return reply.split(/\r?\n/).flatMap((line) => {
    const parts = commaParts(line, /[,;]/);
    if (parts.some((t) => /[.!?]$/.test(t))) return [];
    return parts
      .filter((t) => !t.includes("@") && !t.endsWith(":"))
      .map((t) =>
        t
          .replace(LIST_MARKER, "")
          .replace(/#/g, "")
          .replace(NOT_ALLOWED, "")
          .replace(/\s+/g, " ")
          .trim()
          .replace(/^-+\s*/, ""),
      )
      .filter((t) => lengthOk(t) && hasWordChar(t));
  });
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

/** The tags of a reply: strict rule, else the loose one; repeats dropped; capped by the count. */
export function parseTags(reply: string, count: CountOption): string[] {
  const text = stripCodeFences(reply);
  const strict = dedupe(strictTags(text));
  const list = strict.length ? strict : dedupe(looseTags(text));
  return list.slice(0, countCap(count));
}

// ---- Output ---------------------------------------------------------------------------------

/** Copy All joins the tags with a comma and a space (§2), ready for YouTube Studio's tag box. */
export function copyAllText(tags: readonly string[]): string {
  return tags.join(", ");
}

// ---- YouTube's 500-character tag budget ------------------------------------------------------

export { TAG_BUDGET, budgetSummary, tagBudget, tagCost, type TagBudget } from "../shared/tag-budget";

/** The list after the visitor removes one tag. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

// ---- Errors (§8) -----------------------------------------------------------------------------

/** What the page's generation (tools/shared/use-ai-list.ts) needs from this tool. */
export const LIST = {
  draftKey: DRAFT_KEY,
  defaults: DEFAULT_INPUT,
  normalize: normalizeInput,
  apiPath: API_PATH,
  noun: "tags",
  stages: STAGES,
  messages: MESSAGES,
  errorCodes: ERROR_CODES,
  errorMessage: generationErrorMessage,
};
