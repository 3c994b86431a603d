/**
 * The long-form script generator (spec 000 §2, §3, §4, §5, §7, §8, §9): options, defaults,
 * validation, the section prompt, progress, joining sections, counts, file names and messages.
 * Pure: no React, no fetch, no DOM.
 */
import type { AiErrorInfo } from "../../app/lib/ai-client";
import { AI_STATUS_MESSAGES, failureView as sharedFailureView, type FailureView } from "../../app/lib/ai-messages";
import { withinCharacters, WORD_CHAR_CLASS } from "../../app/lib/text";

const NON_WORD_CHAR = new RegExp(`[^${WORD_CHAR_CLASS}]`, "gu");

export type { FailureView };
import type { ChatMessage } from "../../server/services/llm";
import { DEFAULT_LANGUAGE, languageInstruction, type LanguageCode } from "../../app/lib/languages";

// ---- Options (spec 000 §3) ---------------------------------------------------------------

export interface ScriptLength {
  id: "short" | "medium" | "long" | "ultra" | "mega";
  label: string;
  /** Sections generated, one request each. */
  chunks: number;
  words: number;
  duration: string;
}

export const SCRIPT_LENGTHS = [
  { id: "short", label: "Short", chunks: 1, words: 1500, duration: "5–10 minutes" },
  { id: "medium", label: "Medium", chunks: 2, words: 3000, duration: "12–15 minutes" },
  { id: "long", label: "Long", chunks: 5, words: 7500, duration: "30–45 minutes" },
  { id: "ultra", label: "Ultra", chunks: 10, words: 15000, duration: "1–2 hours" },
  { id: "mega", label: "Mega", chunks: 20, words: 30000, duration: "2–3 hours" },
] as const satisfies readonly ScriptLength[];

export type ScriptLengthId = (typeof SCRIPT_LENGTHS)[number]["id"];

export const CONTENT_TYPES = [
  { id: "educational", label: "Educational", description: "Teach a topic step by step with clear explanations and examples" },
  { id: "entertainment", label: "Entertainment", description: "Fun, engaging content that keeps viewers watching" },
  { id: "review", label: "Review", description: "An honest look at a product, service or experience, with pros and cons" },
  { id: "storytelling", label: "Storytelling", description: "A narrative with a beginning, a middle and an end" },
  { id: "news", label: "News", description: "Current events and updates, explained clearly and accurately" },
  { id: "lifestyle", label: "Lifestyle", description: "Routines, tips and personal experiences viewers can relate to" },
] as const;

export type ContentTypeId = (typeof CONTENT_TYPES)[number]["id"];

export const TONES = [
  { id: "professional", label: "Professional" },
  { id: "casual", label: "Casual" },
  { id: "energetic", label: "Energetic" },
  { id: "calm", label: "Calm" },
  { id: "humorous", label: "Humorous" },
  { id: "dramatic", label: "Dramatic" },
] as const;

export type ToneId = (typeof TONES)[number]["id"];

export const OUTPUT_TYPES = [
  { id: "plain", label: "Plain Script", description: "Simple paragraphs, no timestamps or formatting", icon: "document" },
  { id: "detailed", label: "Detailed Script", description: "Timestamps, host notes, scene descriptions and structure", icon: "clapperboard" },
] as const;

export type OutputTypeId = (typeof OUTPUT_TYPES)[number]["id"];

export const LENGTH_IDS = SCRIPT_LENGTHS.map((l) => l.id) as [ScriptLengthId, ...ScriptLengthId[]];
export const CONTENT_TYPE_IDS = CONTENT_TYPES.map((c) => c.id) as [ContentTypeId, ...ContentTypeId[]];
export const TONE_IDS = TONES.map((t) => t.id) as [ToneId, ...ToneId[]];
export const OUTPUT_TYPE_IDS = OUTPUT_TYPES.map((o) => o.id) as [OutputTypeId, ...OutputTypeId[]];

export function findLength(id: ScriptLengthId): ScriptLength {
  return SCRIPT_LENGTHS.find((l) => l.id === id) ?? SCRIPT_LENGTHS[1];
}

export function contentTypeOf(id: ContentTypeId) {
  return CONTENT_TYPES.find((c) => c.id === id) ?? CONTENT_TYPES[0];
}

export function toneOf(id: ToneId) {
  return TONES.find((t) => t.id === id) ?? TONES[1];
}

export function outputTypeOf(id: OutputTypeId) {
  return OUTPUT_TYPES.find((o) => o.id === id) ?? OUTPUT_TYPES[0];
}

/** What the length select shows, e.g. "Long (30–45 minutes)"; words and sections are in the hint. */
export function lengthOptionLabel(l: ScriptLength): string {
  return `${l.label} (${l.duration})`;
}

/** The hint under the length select, e.g. "About 7,500 words, 30–45 minutes, written in 5 sections." */
export function lengthHint(l: ScriptLength): string {
  return `About ${l.words.toLocaleString("en-US")} words, ${l.duration}, written in ${l.chunks} ${l.chunks === 1 ? "section" : "sections"}.`;
}

// ---- Form ----------------------------------------------------------------------------------

export interface ScriptForm {
  title: string;
  length: ScriptLengthId;
  description: string;
  contentType: ContentTypeId;
  tone: ToneId;
  outputType: OutputTypeId;
  targetAudience: string;
  keyPoints: string;
}

/** Reset restores these (spec 000 §4: medium, educational, casual, plain). */
export const DEFAULT_FORM: ScriptForm = {
  title: "",
  length: "medium",
  description: "",
  contentType: "educational",
  tone: "casual",
  outputType: "plain",
  targetAudience: "",
  keyPoints: "",
};

export const MESSAGE_TITLE_REQUIRED = "Please enter a video title.";

/**
 * The spec sets no length limits; these generous ones only keep one request reasonable
 * (the whole form travels with every section request).
 */
export const LIMITS = { title: 1_000, description: 20_000, targetAudience: 1_000, keyPoints: 20_000 } as const;

const FIELD_LABELS: Record<keyof typeof LIMITS, string> = {
  title: "Video Title",
  description: "Video Description",
  targetAudience: "Target Audience",
  keyPoints: "Key Points",
};

export function tooLongMessage(field: keyof typeof LIMITS): string {
  return `The ${FIELD_LABELS[field]} field is too long: at most ${LIMITS[field].toLocaleString("en-US")} characters.`;
}

export type LimitedField = keyof typeof LIMITS;

/** Each field's problem: a blank title, or a field past its limit. */
export function fieldErrors(form: ScriptForm): Partial<Record<LimitedField, string>> {
  const errors: Partial<Record<LimitedField, string>> = {};
  if (form.title.trim() === "") errors.title = MESSAGE_TITLE_REQUIRED;
  for (const field of Object.keys(LIMITS) as LimitedField[]) {
    if (!withinCharacters(form[field], LIMITS[field])) errors[field] = tooLongMessage(field);
  }
  return errors;
}

/** The first problem with the form, or null when it can be sent. */
export function validateForm(form: ScriptForm): string | null {
  const errors = fieldErrors(form);
  return errors.title ?? errors.description ?? errors.targetAudience ?? errors.keyPoints ?? null;
}

/** Spec 000 §5: disabled while busy, when the title is blank, or when no API key is configured. */
export function canGenerate(form: Pick<ScriptForm, "title">, busy: boolean, keyConfigured: boolean): boolean {
  return !busy && keyConfigured && form.title.trim() !== "";
}

/** The connection banner (spec 000 §4, §8), shared with the script rewriter. */
export const BANNER_MESSAGES = AI_STATUS_MESSAGES;

// ---- Prompt (spec 000 §7) ------------------------------------------------------------------

export const SECTION_MAX_TOKENS = 3000;
export const SECTION_TEMPERATURE = 0.7;
export const NOT_PROVIDED = "Not provided";
export const GENERAL_AUDIENCE = "General audience";
export const NOT_SPECIFIED = "Not specified";

/** Words each section aims for: words / chunks, rounded up. */
export function targetWordsPerSection(length: ScriptLength): number {
  return Math.ceil(length.words / length.chunks);
}

export const SYSTEM_PROMPT =
  "You are an expert YouTube scriptwriter. You write long-form video scripts that hold attention from the first second to the last: clear structure, natural spoken language, strong hooks and smooth transitions. You answer with the script text only, in plain text without Markdown.";

export const FORMAT_RULES: Record<OutputTypeId, string> = {
  plain: [
    "- Write simple paragraphs of spoken narration only.",
    "- No timestamps, no headings, no bullet points, no scene descriptions, no host notes.",
    "- No formatting of any kind: no Markdown, no asterisks, no hash signs.",
  ].join("\n"),
  detailed: [
    "- Write a detailed production script with timestamps in the form [MM:SS] at the start of each part.",
    "- Add host notes in parentheses, for example (HOST: lean in, slower pace).",
    "- Add scene descriptions in square brackets, for example [SCENE: close-up of the product on a desk].",
    "- Give the script a clear structure: label each part (HOOK, INTRO, MAIN POINT, TRANSITION, OUTRO) on its own line.",
    "- Do not use Markdown: no asterisks, no hash signs, no backticks.",
  ].join("\n"),
};

/** What this section is for, so the parts read as one script. */
export function sectionRole(section: number, total: number): string {
  if (total === 1) return "This is the complete script: open with a strong hook and introduction, cover the topic fully, and close with a conclusion and a call to action.";
  if (section === 1) return "This is the opening section: start with a strong hook and an introduction to the video, then begin the main content. Do not conclude the video.";
  if (section === total) return "This is the final section: continue the main content, then close with a satisfying conclusion, a recap and a call to action (like, subscribe, comment).";
  return "This is a middle section: continue the main content from where the previous section ended. Do not re-introduce the video and do not conclude it.";
}

export interface SectionRequest {
  form: ScriptForm;
  /** 1-based. */
  section: number;
  /** The output language (issue 14); English when left out. */
  language?: LanguageCode;
}

export function sectionUserPrompt({ form, section, language = DEFAULT_LANGUAGE }: SectionRequest): string {
  const length = findLength(form.length);
  const total = length.chunks;
  const contentType = contentTypeOf(form.contentType);
  const outputType = outputTypeOf(form.outputType);
  const words = targetWordsPerSection(length);
  const orNot = (v: string, fallback: string) => (v.trim() === "" ? fallback : v.trim());
  return [
    `Write section ${section} of ${total} of a YouTube video script.`,
    "",
    "Video details:",
    `- Title: ${form.title.trim()}`,
    `- Description: ${orNot(form.description, NOT_PROVIDED)}`,
    `- Content type: ${contentType.label} (${contentType.description})`,
    `- Tone: ${toneOf(form.tone).label}`,
    `- Output type: ${outputType.label} (${outputType.description})`,
    `- Target audience: ${orNot(form.targetAudience, GENERAL_AUDIENCE)}`,
    `- Key points: ${orNot(form.keyPoints, NOT_SPECIFIED)}`,
    `- Total length: about ${length.words} words (${length.duration})`,
    "",
    `Section ${section} of ${total}: ${sectionRole(section, total)}`,
    `Target length for this section: about ${words} words.`,
    "",
    "Format rules:",
    FORMAT_RULES[form.outputType],
    "",
    `Answer with the text of section ${section} only: no title line, no "Section ${section}" label, no notes about the script.`,
    languageInstruction(language, "this section"),
  ].join("\n");
}

export interface ChatParts {
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
}

/** The request for one section: system message plus user prompt, 3000 tokens, temperature 0.7. */
export function buildSectionRequest(req: SectionRequest): ChatParts {
  return {
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: sectionUserPrompt(req) },
    ],
    maxTokens: SECTION_MAX_TOKENS,
    temperature: SECTION_TEMPERATURE,
  };
}

export function sectionOutOfRangeMessage(total: number): string {
  return `The section must be a whole number from 1 to ${total}.`;
}

// ---- Joining sections (spec 000 §7) --------------------------------------------------------

/** The separator line before section n. */
export function sectionSeparator(n: number): string {
  return `SECTION ${n}`;
}

/**
 * The script: each section under its "SECTION n" line, separated by blank lines. A one-section
 * script has nothing to join and is the section's text alone.
 */
export function joinSections(sections: readonly string[], total: number): string {
  const parts = sections.map((s) => s.trim());
  if (total <= 1) return parts.join("\n\n");
  return parts.map((text, i) => (text ? `${sectionSeparator(i + 1)}\n\n${text}` : sectionSeparator(i + 1))).join("\n\n");
}

// ---- Progress (spec 000 §4, §9; DESIGN.md decision 2) -------------------------------------

export const GENERATOR_STEPS = [
  { progress: 10, message: "Analyzing your video concept..." },
  { progress: 25, message: "Structuring content outline..." },
  { progress: 40, message: "Writing engaging introduction..." },
  { progress: 60, message: "Developing main content..." },
  { progress: 80, message: "Adding hooks and transitions..." },
  { progress: 95, message: "Finalizing script..." },
] as const;

export const COMPLETE_MESSAGE = "Script generation complete!";

export function sectionStageMessage(section: number, total: number): string {
  return `Generating section ${section} of ${total}...`;
}

/** The spec's progress while section n runs: 95 + (section / chunks) x 5. */
export function specSectionProgress(section: number, total: number): number {
  return 95 + (section / total) * 5;
}

/** Share of the bar the six preparatory steps take when they are not timed (no waits). */
const PREP_SHARE = 5;

/** Progress of preparatory step i (0-based): the spec's value with SPEC_WAITS, else a small real share. */
export function prepProgress(step: number, specWaits: boolean): number {
  const s = GENERATOR_STEPS[Math.max(0, Math.min(step, GENERATOR_STEPS.length - 1))]!;
  return specWaits ? s.progress : (PREP_SHARE * (step + 1)) / GENERATOR_STEPS.length;
}

/**
 * Progress while section n of total is being written and `words` of it have arrived: with
 * SPEC_WAITS the spec's figure, else the real share of the work done over all sections.
 */
export function sectionProgress(section: number, total: number, words: number, targetWords: number, specWaits: boolean): number {
  if (specWaits) return specSectionProgress(section, total);
  const partial = targetWords > 0 ? Math.min(words / targetWords, 0.99) : 0;
  return PREP_SHARE + ((100 - PREP_SHARE) * (section - 1 + partial)) / total;
}

/** The spec's fake-progress total with SPEC_WAITS=on: 15000 ms + chunks x 5000 ms. */
export function specPrepTotalMs(chunks: number): number {
  return 15_000 + chunks * 5_000;
}

/** Each of the six steps' share of that total. */
export function specStepMs(chunks: number): number {
  return specPrepTotalMs(chunks) / GENERATOR_STEPS.length;
}

/** Pause between sections with SPEC_WAITS=on (spec 000 §9). */
export const SPEC_SECTION_PAUSE_MS = 1000;

// ---- Counts, files, copy ------------------------------------------------------------------

export { formatCounts, textCounts, WORDS_PER_MINUTE, type TextCounts } from "../../app/lib/script-counts";

/** Words in any script: runs of letters with their marks; Japanese, Chinese and Thai by Intl.Segmenter. */
export { countWords } from "../../app/lib/text";

/**
 * {title with everything but letters (with their marks) and digits replaced by hyphens, or
 * "youtube-script"}-{YYYY-MM-DD}.txt: a Hindi or Japanese title stays readable in the name.
 */
export function scriptFileName(title: string, date: string): string {
  const base = title.trim().replace(NON_WORD_CHAR, "-");
  return `${base || "youtube-script"}-${date}.txt`;
}

export const COPIED_LABEL = "Copied!";
export const COPY_CONFIRM_MS = 2000;

// ---- Errors (spec 000 §8) -----------------------------------------------------------------

export const FAILURE_PREFIX = "Failed to generate script: ";

/** The long-form generator's failure view: the shared one after "Failed to generate script: ". */
export function failureView(info: AiErrorInfo, prefix: string = FAILURE_PREFIX): FailureView {
  return sharedFailureView(info, prefix);
}

// ---- Runs (DESIGN.md decision 6) ----------------------------------------------------------

/** A generation in progress or done: kept as a draft so finished sections survive a reload. */
export interface ScriptRun {
  form: ScriptForm;
  total: number;
  sections: string[];
  error: FailureView | null;
  complete: boolean;
}

export function newRun(form: ScriptForm): ScriptRun {
  return { form, total: findLength(form.length).chunks, sections: [], error: null, complete: false };
}

/** The section to write next (1-based), or null when the run is done. */
export function nextSection(run: ScriptRun): number | null {
  return run.sections.length < run.total ? run.sections.length + 1 : null;
}

/** A stored run is used only if it is whole and consistent. */
export function isUsableRun(v: unknown): v is ScriptRun {
  if (!v || typeof v !== "object") return false;
  const r = v as Partial<ScriptRun>;
  return (
    typeof r.total === "number" &&
    Array.isArray(r.sections) &&
    r.sections.every((s) => typeof s === "string") &&
    r.sections.length <= r.total &&
    typeof r.complete === "boolean" &&
    !!r.form &&
    typeof r.form === "object" &&
    typeof (r.form as ScriptForm).title === "string" &&
    LENGTH_IDS.includes((r.form as ScriptForm).length) &&
    findLength((r.form as ScriptForm).length).chunks === r.total
  );
}

export function interruptedMessage(run: ScriptRun): string {
  return `${run.sections.length} of ${run.total} sections are ready. Continue to write ${
    run.total - run.sections.length === 1 ? `section ${run.total}` : `sections ${run.sections.length + 1}–${run.total}`
  }.`;
}

/** Joins sentences that may or may not end with a full stop. */
export function sentences(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((p) => p?.trim())
    .filter((p): p is string => !!p)
    .map((p) => (/[.!?]$/.test(p) ? p : `${p}.`))
    .join(" ");
}

export const SCRIPT_API_PATH = "/api/ai/youtube-long-script-generator";
