// What the AI list generators (tags, hashtags) share (spec 002 §3, §4, §5, §8, §9): the count
// choices, the form's rules, the messages and stages worded for the list's noun, and the
// prompt's frame. Each tool keeps its own categories, kinds, rules and reply parser.
import type { ChatRequest } from "../../server/services/llm";
import type { AiErrorInfo } from "../../app/lib/ai-client";
import { DEFAULT_LANGUAGE, languageInstruction, type LanguageCode } from "../../app/lib/languages";

/** The twelve content categories both generators offer (the tag generator adds two). */
export const BASE_CATEGORIES = [
  { value: "general", label: "General" },
  { value: "gaming", label: "Gaming" },
  { value: "tech", label: "Technology" },
  { value: "education", label: "Education" },
  { value: "entertainment", label: "Entertainment" },
  { value: "lifestyle", label: "Lifestyle" },
  { value: "business", label: "Business" },
  { value: "fitness", label: "Fitness" },
  { value: "cooking", label: "Cooking" },
  { value: "travel", label: "Travel" },
  { value: "music", label: "Music" },
  { value: "art", label: "Art" },
] as const;

/** few, medium, many mean 5-10, 10-15 and 15-20; the parsed result is capped at 10/15/20. */
export const COUNT_OPTIONS = [
  { value: "few", label: "Few (5-10)", min: 5, max: 10 },
  { value: "medium", label: "Medium (10-15)", min: 10, max: 15 },
  { value: "many", label: "Many (15-20)", min: 15, max: 20 },
] as const;

export type CountOption = (typeof COUNT_OPTIONS)[number]["value"];
export const COUNT_VALUES = COUNT_OPTIONS.map((c) => c.value) as [CountOption, ...CountOption[]];

export function countOption(count: CountOption) {
  return COUNT_OPTIONS.find((c) => c.value === count) ?? COUNT_OPTIONS[1];
}

/** The most items a result may hold for a count choice (§5, §9: 10, 15, 20). */
export function countCap(count: CountOption): number {
  return countOption(count).max;
}

/** Longest accepted inputs; the fields stop typing here and the server answers 413 beyond. */
export const MAX_LENGTHS = { title: 200, description: 5000, keywords: 500 } as const;

/** The fields every list generator has; each adds its own "include" switches. */
export interface ListInput<C extends string = string> {
  title: string;
  description: string;
  category: C;
  count: CountOption;
  keywords: string;
}

/** §8's words, for "tags" or "hashtags". */
export function listMessages(noun: string) {
  return {
    required: "Please enter a video title or description.",
    parseFailed: `Failed to parse generated ${noun}`,
    empty: `No ${noun} generated. Please try again.`,
    requestFailed: (status: number) => `API request failed: ${status}`,
    generateFailed: (message: string) => `Failed to generate ${noun}: ${message}`,
    tooLong: (field: string, max: number) => `The ${field} is too long: at most ${max.toLocaleString("en-US")} characters.`,
  } as const;
}

/** A stored draft's choices may be stale or edited by hand: unknown values fall back to the defaults. */
export function normalizeListInput<T extends ListInput>(raw: T, categories: readonly string[], defaults: T): T {
  return {
    ...raw,
    category: categories.includes(raw.category) ? raw.category : defaults.category,
    count: (COUNT_VALUES as readonly string[]).includes(raw.count) ? raw.count : defaults.count,
    title: raw.title.slice(0, MAX_LENGTHS.title),
    description: raw.description.slice(0, MAX_LENGTHS.description),
    keywords: raw.keywords.slice(0, MAX_LENGTHS.keywords),
  };
}

/** §5: a non-empty trimmed title or description is needed. */
export function canGenerate(input: Pick<ListInput, "title" | "description">): boolean {
  return input.title.trim() !== "" || input.description.trim() !== "";
}

/** §4 (§9): the stages of a generation, for "tags" or "hashtags". */
export function listStages(noun: string) {
  return {
    preparing: { progress: 10, message: "Preparing AI request..." },
    generating: { progress: 50, message: `Generating ${noun} with AI...` },
    processing: { progress: 90, message: "Processing results..." },
    complete: { progress: 100, message: "Complete!" },
  } as const;
}

/** The spec's fixed wait before generation; only with SPEC_WAITS=on (DESIGN.md decision 2). */
export const SPEC_WAIT_MS = 15_000;
export function preGenerationWaitMs(specWaits: boolean): number {
  return specWaits ? SPEC_WAIT_MS : 0;
}
export const PROGRESS_RESET_MS = 400;
export const COPY_CONFIRM_MS = 2000;

export const TEMPERATURE = 0.8;
export const MAX_TOKENS = 800;

/**
 * §7's prompt: the system line, then the video's fields, the kinds asked for (or a balanced
 * mix), the tool's rules, the output language and the count.
 */
export function buildListPrompt(o: {
  noun: string;
  system: string;
  input: ListInput;
  /** The category's label, e.g. "Gaming". */
  category: string;
  kinds: (string | null)[];
  rules: string[];
  /** The rules after the language line, before the count. */
  lastRules?: string[];
  language?: LanguageCode;
}): ChatRequest {
  const { min, max } = countOption(o.input.count);
  const kinds = o.kinds.filter((k): k is string => k !== null);
  const user = [
    `Generate ${min}-${max} YouTube ${o.noun} for this video.`,
    "",
    `Video title: ${o.input.title.trim() || "Not provided"}`,
    `Video description: ${o.input.description.trim() || "Not provided"}`,
    `Content category: ${o.category}`,
    `Keywords: ${o.input.keywords.trim() || "None"}`,
    "",
    "Include:",
    ...(kinds.length ? kinds : [`- A balanced mix of ${o.noun} relevant to this video`]),
    "",
    "Rules:",
    ...o.rules,
    `- ${languageInstruction(o.language ?? DEFAULT_LANGUAGE, `every ${o.noun.replace(/s$/, "")}`)}`,
    ...(o.lastRules ?? []),
    `- Return between ${min} and ${max} ${o.noun}, one per line, and nothing else.`,
  ].join("\n");
  return {
    messages: [
      { role: "system", content: o.system },
      { role: "user", content: user },
    ],
    maxTokens: MAX_TOKENS,
    temperature: TEMPERATURE,
  };
}

/**
 * A list tool's own words and rules from its noun, categories and defaults: §8's messages and
 * error codes, §4's stages, the draft's repair, the form's check and the category's label.
 */
export function listToolKit<I extends ListInput>(noun: string, categories: readonly { value: I["category"]; label: string }[], defaults: I) {
  const messages = listMessages(noun);
  const errorCodes = { parseFailed: `${noun}_parse_failed`, empty: `no_${noun}` };
  const values: readonly string[] = categories.map((c) => c.value);
  return {
    MESSAGES: messages,
    ERROR_CODES: errorCodes,
    /** §8's words for a failed generation, whatever went wrong. */
    generationErrorMessage: (info: AiErrorInfo): string => {
      if (info.code === errorCodes.parseFailed || info.code === "llm_invalid_response") return messages.parseFailed;
      if (info.code === errorCodes.empty) return messages.empty;
      if (info.code === "llm_not_configured" || info.code === "invalid_input") return info.message;
      if (info.status === 429 || info.upstreamStatus === 429 || info.code.includes("rate_limit")) {
        return info.retryAfterSeconds ? `${info.message} Try again in ${info.retryAfterSeconds} seconds.` : info.message;
      }
      if (info.upstreamStatus) return messages.generateFailed(messages.requestFailed(info.upstreamStatus));
      if (info.code.startsWith("llm_") || info.status === 0) return messages.generateFailed(info.message);
      return messages.generateFailed(messages.requestFailed(info.status));
    },
    STAGES: listStages(noun),
    normalizeInput: (raw: I): I => normalizeListInput(raw, values, defaults),
    validateInput: (input: Pick<I, "title" | "description">): string | null => (canGenerate(input) ? null : messages.required),
    categoryLabel: (category: I["category"]): string => categories.find((c) => c.value === category)?.label ?? "General",
  };
}
