/**
 * The script rewriter (spec 000 §2, §3, §4, §5, §7, §8, §9): validation, the rewrite prompt,
 * progress, counts, the file name and messages. Pure: no React, no fetch, no DOM.
 */
import type { AiErrorInfo } from "../../app/lib/ai-client";
import type { ChatMessage } from "../../server/services/llm";
import { failureView, type FailureView } from "../../app/lib/ai-messages";
import { countWords, withinCharacters } from "../../app/lib/text";
import { DEFAULT_LANGUAGE, languageInstruction, type LanguageCode } from "../../app/lib/languages";

export { formatCounts, textCounts, WORDS_PER_MINUTE, type TextCounts } from "../../app/lib/script-counts";

export const COPIED_LABEL = "Copied!";
export const COPY_CONFIRM_MS = 2000;

// ---- Form and validation (spec 000 §5) ----------------------------------------------------

export interface RewriteForm {
  channelName: string;
  script: string;
}

export const DEFAULT_FORM: RewriteForm = { channelName: "", script: "" };

export const MESSAGE_SCRIPT_REQUIRED = "Please enter a script to rewrite.";
export const MESSAGE_CHANNEL_REQUIRED = "Please enter your channel name.";

/** One rewrite request carries the whole script; 100,000 characters is about 16,000 words. */
export const MAX_SCRIPT_CHARS = 100_000;
export const MAX_CHANNEL_CHARS = 200;
export const MESSAGE_SCRIPT_TOO_LONG = `The script is too long: at most ${MAX_SCRIPT_CHARS.toLocaleString("en-US")} characters. Rewrite it in parts.`;
export const MESSAGE_CHANNEL_TOO_LONG = `The channel name is too long: at most ${MAX_CHANNEL_CHARS} characters.`;

/** The first problem with the form, or null when it can be sent (script first, as the spec lists it). */
export function validateForm(form: RewriteForm): string | null {
  if (form.script.trim() === "") return MESSAGE_SCRIPT_REQUIRED;
  if (form.channelName.trim() === "") return MESSAGE_CHANNEL_REQUIRED;
  if (!withinCharacters(form.script, MAX_SCRIPT_CHARS)) return MESSAGE_SCRIPT_TOO_LONG;
  if (!withinCharacters(form.channelName, MAX_CHANNEL_CHARS)) return MESSAGE_CHANNEL_TOO_LONG;
  return null;
}

/** Spec 000 §5: disabled while busy or when either field is blank. */
export function canRewrite(form: RewriteForm, busy: boolean): boolean {
  return !busy && form.script.trim() !== "" && form.channelName.trim() !== "";
}

/** Said beside the disabled Rewrite button: what is still missing (the spec's messages), or null. */
export function rewriteMissing(form: RewriteForm): string | null {
  if (form.channelName.trim() === "") return MESSAGE_CHANNEL_REQUIRED;
  if (form.script.trim() === "") return MESSAGE_SCRIPT_REQUIRED;
  return null;
}

// ---- Prompt (spec 000 §7) ------------------------------------------------------------------

export const REWRITE_MAX_TOKENS = 4000;
export const REWRITE_TEMPERATURE = 0.7;

export function rewritePrompt(form: RewriteForm): string {
  const channel = form.channelName.trim();
  const script = form.script.trim();
  const words = countWords(script);
  return [
    `Rewrite the following YouTube video script for the channel "${channel}".`,
    "",
    "Requirements:",
    "- Write at an 8th–9th grade reading level: short sentences, everyday words, clear ideas.",
    `- Keep the same length as the original: about ${words} ${words === 1 ? "word" : "words"}.`,
    "- Plain text only: no Markdown, no headings, no bullet points, no asterisks, no special formatting.",
    `- Wherever the original names a channel or its host's channel, use "${channel}" instead.`,
    "- End each paragraph with a subtle hook that makes the viewer want to keep watching.",
    "- Keep the meaning, facts and order of the original.",
    "",
    "Answer with the rewritten script only, without any introduction or notes.",
    "",
    "Original script:",
    '"""',
    script,
    '"""',
  ].join("\n");
}

export interface ChatParts {
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
}

/** One user message with the channel name and the original script, 4000 tokens, temperature 0.7. */
export function buildRewriteRequest(form: RewriteForm, language: LanguageCode = DEFAULT_LANGUAGE): ChatParts {
  const content = `${rewritePrompt(form)}\n\n${languageInstruction(language, "the rewritten script")}`;
  return { messages: [{ role: "user", content }], maxTokens: REWRITE_MAX_TOKENS, temperature: REWRITE_TEMPERATURE };
}

// ---- Progress (spec 000 §4, §9; DESIGN.md decision 2) -------------------------------------

export const REWRITER_STEPS = [
  { progress: 15, message: "Analyzing original script..." },
  { progress: 30, message: "Identifying key elements..." },
  { progress: 45, message: "Rewriting content structure..." },
  { progress: 60, message: "Optimizing language and flow..." },
  { progress: 75, message: "Adding engaging hooks..." },
  { progress: 90, message: "Finalizing rewritten script..." },
] as const;

export const COMPLETE_MESSAGE = "Script rewrite complete!";

/**
 * The step a real rewrite is at, without SPEC_WAITS: 0 while checking the input, 1 once the
 * request is sent, 2 when text arrives, 3 and 4 at a third and two thirds of the original's
 * length, 5 when the answer is finished.
 */
export function streamingStep(wordsSoFar: number, originalWords: number, finished: boolean): number {
  if (finished) return 5;
  if (wordsSoFar <= 0) return 1;
  const share = originalWords > 0 ? wordsSoFar / originalWords : 1;
  if (share >= 2 / 3) return 4;
  if (share >= 1 / 3) return 3;
  return 2;
}

/** The bar while text streams: from step 2's 45 % towards step 5's 90 % as the rewrite grows. */
export function streamingProgress(wordsSoFar: number, originalWords: number): number {
  const share = originalWords > 0 ? Math.min(wordsSoFar / originalWords, 1) : 0;
  return REWRITER_STEPS[2].progress + (REWRITER_STEPS[5].progress - REWRITER_STEPS[2].progress) * share;
}

/** The spec's fake-progress total with SPEC_WAITS=on: 8000 ms + 1000 ms per 500 characters + 1000 ms per 100 words. */
export function specTotalMs(script: string): number {
  return 8000 + Math.floor(script.length / 500) * 1000 + Math.floor(countWords(script) / 100) * 1000;
}

export function specStepMs(script: string): number {
  return specTotalMs(script) / REWRITER_STEPS.length;
}

// ---- Files and errors ---------------------------------------------------------------------

/**
 * rewritten-script-{channel}-{date}.txt. The channel name is kept as typed, except characters
 * no file system accepts in a name.
 */
export function rewriteFileName(channelName: string, date: string): string {
  // eslint-disable-next-line no-control-regex
  const channel = channelName.trim().replace(/[\\/:*?"<>|\u0000-\u001f]/g, "-");
  return `rewritten-script-${channel}-${date}.txt`;
}

export const FAILURE_PREFIX = "Failed to rewrite script: ";

export function rewriteFailureView(info: AiErrorInfo): FailureView {
  return failureView(info, FAILURE_PREFIX);
}

export type { FailureView };

export const REWRITE_API_PATH = "/api/ai/youtube-script-rewriter";
