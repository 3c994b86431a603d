// Pure functions of the script-to-image-prompt generator (spec 001 §2–§5, §7–§9): no React, no fetch, no DOM.
import type { ChatRequest } from "../../server/services/llm";
import type { AiErrorInfo } from "../../app/lib/ai-client";
import { STYLES, type VisualStyle } from "./styles";
import { AI_STATUS_MESSAGES } from "../../app/lib/ai-messages";
import { countGraphemes, countWords, wordStarts } from "../../app/lib/text";
import { DEFAULT_LANGUAGE, jsonLanguageInstruction, type LanguageCode } from "../../app/lib/languages";

export { STYLES, type VisualStyle } from "./styles";

// ---------------------------------------------------------------------------
// Words on screen (spec 001 §2, §4, §5, §8)
// ---------------------------------------------------------------------------

export const SCRIPT_LABEL = "Your YouTube Script";
export const STYLE_SEARCH_LABEL = "Search visual styles";
export const STYLE_PICKER_LABEL = "Visual Style";
export const SCENE_COUNT_LABEL = "Number of Scenes";
export const GENERATE_LABEL = "Generate Image Prompts";
export const RESET_LABEL = "Reset";
export const USE_RECOMMENDED_LABEL = "Use Recommended Scenes";
export const PREVIOUS_LABEL = "Previous";
export const NEXT_LABEL = "Next";
export const COPY_ALL_LABEL = "Copy All";
export const DOWNLOAD_TXT_LABEL = "Download TXT";
export const CONTINUE_LABEL = "Continue";
export const RETRY_LABEL = "Retry";

export const EMPTY_SCRIPT_MESSAGE = "Please paste your YouTube script.";
export const INVALID_SCENE_COUNT_MESSAGE = "Enter a valid positive scene count.";
export const PLACEHOLDER_PROMPT = "Describe this scene based on adjacent narrative, consistent style.";
export const FAILED_PREFIX = "Failed to generate prompts.";
export const PLEASE_TRY_AGAIN = "Please try again.";

/** The spec's check messages (§8 "Script tool connection check"). */
export const CHECK_MESSAGES = {
  rateLimited: "Rate limit exceeded. Please wait a moment and try again.",
  invalidKey: "Invalid API key. Please check your configuration.",
  network: "Network error. Please check your connection.",
  apiError: (status: number) => `API error: ${status}`,
} as const;
export const BANNER_MESSAGES = AI_STATUS_MESSAGES;

/** The five staged steps (§4), shown only with SPEC_WAITS=on, at 10/25/45/70/90 %. */
export const SPEC_STAGES = [
  { value: 10, message: "Analyzing script..." },
  { value: 25, message: "Identifying key visual moments..." },
  { value: 45, message: "Structuring narrative flow..." },
  { value: 70, message: "Generating image prompts..." },
  { value: 90, message: "Optimizing for consistency..." },
] as const;

// ---------------------------------------------------------------------------
// Constants (spec 001 §9)
// ---------------------------------------------------------------------------

export const API_PATH = "/api/ai/script-to-image-prompt-generator";
export const SCENES = { min: 1, max: 200, default: 10 } as const;
export const BATCH_SIZE = 20;
export const BATCH_PAUSE_MS = 600;
export const MAX_RETRIES = 4;
export const RETRY_BASE_MS = 1800;
export const PAGE_SIZE = 20;
export const AD_EVERY = 6;
export const TEMPERATURE = 0.4;
export const MAX_TOKENS = 4000;
export const SPEC_PROGRESS_MIN_MS = 8000;
export const SPEC_PROGRESS_MAX_MS = 45000;
export const TXT_FILE_NAME = "youtube-script-prompts.txt";
/** The spec sets no limit; this keeps one request sane (about 15,000 words). */
export const MAX_SCRIPT_CHARS = 100_000;
export const WORDS_PER_RECOMMENDED_BLOCK = 200;
export const SCENES_PER_RECOMMENDED_BLOCK = 5;

export const DEFAULT_STYLE_ID = "cinematic";

export function findStyle(id: string): VisualStyle {
  return STYLES.find((s) => s.id === id) ?? STYLES.find((s) => s.id === DEFAULT_STYLE_ID)!;
}

/** Styles whose label, id or description contain the query (trimmed, case-insensitive). */
export function filterStyles(query: string, list: readonly VisualStyle[] = STYLES): VisualStyle[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((s) => s.label.toLowerCase().includes(q) || s.id.includes(q.replace(/\s+/g, "_")) || s.description.toLowerCase().includes(q));
}

// ---------------------------------------------------------------------------
// Stats (spec 001 §3, §5)
// ---------------------------------------------------------------------------

export interface ScriptStats {
  words: number;
  paragraphs: number;
  characters: number;
  recommendedScenes: number;
}

export function recommendedScenes(words: number): number {
  return Math.max(1, Math.round((words / WORDS_PER_RECOMMENDED_BLOCK) * SCENES_PER_RECOMMENDED_BLOCK));
}

export function scriptStats(text: string): ScriptStats {
  const words = countWords(text);
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim()).length;
  return { words, paragraphs, characters: countGraphemes(text), recommendedScenes: Math.min(SCENES.max, recommendedScenes(words)) };
}

// ---------------------------------------------------------------------------
// Validation (spec 001 §5)
// ---------------------------------------------------------------------------

export type SceneCountResult = { ok: true; value: number } | { ok: false; message: string };

/** Missing, non-numeric or not above 0 is the spec's message; above 200 is held to 200. */
export function parseSceneCount(raw: string | number): SceneCountResult {
  const text = String(raw).trim();
  const n = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(n) || Math.floor(n) < SCENES.min) return { ok: false, message: INVALID_SCENE_COUNT_MESSAGE };
  return { ok: true, value: Math.min(SCENES.max, Math.floor(n)) };
}

export type FormCheck = { ok: true; scenes: number } | { ok: false; message: string };

export function validateForm(script: string, sceneCount: string): FormCheck {
  if (!script.trim()) return { ok: false, message: EMPTY_SCRIPT_MESSAGE };
  const c = parseSceneCount(sceneCount);
  return c.ok ? { ok: true, scenes: c.value } : c;
}

// ---------------------------------------------------------------------------
// Batches (spec 001 §7, §9)
// ---------------------------------------------------------------------------

export interface Batch {
  /** 1-based. */
  index: number;
  /** First scene number of the batch (1-based). */
  start: number;
  count: number;
}

/** 20 scenes per batch: 45 → 20, 20, 5. */
export function planBatches(total: number): Batch[] {
  const out: Batch[] = [];
  for (let start = 1, index = 1; start <= total; start += BATCH_SIZE, index++) {
    out.push({ index, start, count: Math.min(BATCH_SIZE, total - start + 1) });
  }
  return out;
}

/**
 * The script split by words into one segment per batch, each segment's share of the words
 * matching its share of the scenes (so the short last batch gets the short last part).
 * A batch that would get no words (a very short script) gets the whole script.
 */
export function splitScript(script: string, batches: readonly Batch[]): string[] {
  // Word starts in any script (Japanese, Chinese, Thai by Intl.Segmenter): each part is the
  // script's own text from one word to another, punctuation and line breaks as written.
  const starts = wordStarts(script);
  const n = starts.length;
  const total = batches.reduce((sum, b) => sum + b.count, 0);
  const whole = script.trim();
  return batches.map((b) => {
    const from = Math.round((n * (b.start - 1)) / total);
    const to = Math.round((n * (b.start - 1 + b.count)) / total);
    if (to <= from) return whole;
    return script.slice(starts[from], to < n ? starts[to] : script.length).trim();
  });
}

export function batchLabel(index: number, count: number): string {
  return `Batch ${index} of ${count}`;
}

// ---------------------------------------------------------------------------
// The request (spec 001 §7)
// ---------------------------------------------------------------------------

export const SYSTEM_PROMPT =
  "You turn video scripts into image prompts. Return ONLY strict JSON: one object, no Markdown, no code fences, no comments, no text before or after it.";

export interface BatchInput {
  script: string;
  style: string;
  totalScenes: number;
  /** 1-based batch index. */
  batch: number;
  /** The language of the titles and prompts; English unless chosen. */
  language?: LanguageCode;
}

export function stylePrefix(style: VisualStyle): string {
  return `${style.label} style:`;
}

export function buildBatchRequest(input: BatchInput): { request: ChatRequest; batch: Batch; batches: number } {
  const style = findStyle(input.style);
  const plan = planBatches(input.totalScenes);
  const batch = plan[Math.min(plan.length, Math.max(1, input.batch)) - 1]!;
  const segment = splitScript(input.script, plan)[batch.index - 1]!;
  const end = batch.start + batch.count - 1;
  const user = [
    `Split the script segment below into exactly ${batch.count} consecutive visual scenes and write one image prompt per scene.`,
    `Visual style: ${style.label} (${style.description}).`,
    `This is batch ${batch.index} of ${plan.length}: number the scenes from ${batch.start} to ${end} (the whole video has ${input.totalScenes} scenes).`,
    `Every prompt must start with "${stylePrefix(style)}" and then describe one frame: subject, setting, action, composition, lighting, colours and mood, in 40 to 90 words. Keep characters, places and the look consistent from scene to scene. No text overlays, no captions.`,
    `Give each scene a short title (2 to 6 words).`,
    jsonLanguageInstruction(input.language ?? DEFAULT_LANGUAGE, `every title and every prompt after "${stylePrefix(style)}"`),
    `Answer with this JSON shape: {"style": "${style.label}", "total_scenes": ${input.totalScenes}, "scenes": [{"number": ${batch.start}, "title": "...", "prompt": "${stylePrefix(style)} ..."}]}`,
    "",
    `Script segment (part ${batch.index} of ${plan.length}):`,
    '"""',
    segment,
    '"""',
  ].join("\n");
  return {
    request: {
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: user },
      ],
      temperature: TEMPERATURE,
      maxTokens: MAX_TOKENS,
      json: true,
    },
    batch,
    batches: plan.length,
  };
}

// ---------------------------------------------------------------------------
// Reply handling (spec 001 §5)
// ---------------------------------------------------------------------------

export interface Scene {
  number: number;
  title: string;
  prompt: string;
}

export interface BatchReply {
  scenes: Scene[];
  batch: number;
  batches: number;
  repaired: boolean;
}

/** Adds "{style label} style:" when the prompt does not start with it (case-insensitive). */
export function withStylePrefix(prompt: string, style: VisualStyle): string {
  const p = prompt.trim();
  const prefix = stylePrefix(style);
  return p.toLowerCase().startsWith(prefix.toLowerCase()) ? p : `${prefix} ${p}`;
}

/**
 * Exactly `count` scenes numbered from `start`: prompts prefixed, missing scenes filled with
 * the placeholder prompt, surplus scenes cut.
 */
export function normalizeScenes(scenes: readonly { title?: string; prompt: string }[], count: number, style: VisualStyle, start = 1): Scene[] {
  const out: Scene[] = [];
  for (let i = 0; i < count; i++) {
    const s = scenes[i];
    const number = start + i;
    const prompt = s && s.prompt.trim() ? s.prompt : PLACEHOLDER_PROMPT;
    out.push({ number, title: s?.title?.trim() || `Scene ${number}`, prompt: withStylePrefix(prompt, style) });
  }
  return out;
}

/** Scenes found in a message (spec §8: "if the message contains parseable scenes JSON, those scenes are shown"). */
export function scenesFromText(text: string): { title?: string; prompt: string }[] | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    const v = JSON.parse(text.slice(start, end + 1)) as { scenes?: unknown };
    if (!Array.isArray(v.scenes)) return null;
    const list = v.scenes
      .filter((s): s is { title?: unknown; prompt: string } => !!s && typeof s === "object" && typeof (s as { prompt?: unknown }).prompt === "string")
      .map((s) => ({ title: typeof s.title === "string" ? s.title : undefined, prompt: s.prompt }));
    return list.length ? list : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// Retries (spec 001 §8 "Script generation")
// ---------------------------------------------------------------------------

export type FailureKind = "busy" | "temporary" | "fatal";

/**
 * How the page treats one failed batch request:
 * - busy: our API answered 429 or 5xx for a provider that is rate-limited or down → wait and retry;
 * - temporary: no answer, an empty or unusable model reply → retry;
 * - fatal: a non-retryable status (the provider refused the key, the input was rejected, no key).
 */
export function classifyFailure(info: AiErrorInfo): FailureKind {
  if (info.code === "llm_not_configured") return "fatal";
  const up = info.upstreamStatus;
  if (up !== undefined && up >= 400 && up < 500 && up !== 429) return "fatal";
  if (info.status === 0 || info.code === "empty_response" || info.code === "invalid_scenes" || info.code === "llm_invalid_response") return "temporary";
  if (info.status === 429 || info.status >= 500) return "busy";
  return "fatal";
}

/** attempt² × 1.8 s, or the server's Retry-After for a busy answer. */
export function retryWaitMs(attempt: number, kind: FailureKind, retryAfterSeconds?: number): number {
  if (kind === "busy" && retryAfterSeconds !== undefined && retryAfterSeconds > 0) return retryAfterSeconds * 1000;
  return Math.round(attempt * attempt * RETRY_BASE_MS);
}

export function retryMessage(kind: FailureKind, waitMs: number, attempt: number): string {
  const s = Math.round(waitMs / 100) / 10;
  return kind === "busy" ? `Rate-limited or server busy. Waiting ${s}s before retry ${attempt}/${MAX_RETRIES}...` : `Temporary error. Retrying in ${s}s... (${attempt}/${MAX_RETRIES})`;
}

/** The thrown message for a failure (spec: a non-retryable status throws "{status}: {body}"). */
export function failureText(info: AiErrorInfo): string {
  if (info.code === "llm_not_configured") return info.message;
  const up = info.upstreamStatus;
  if (up !== undefined && up >= 400 && up < 500 && up !== 429) return `${up}: ${info.providerMessage ?? info.message}`;
  if (info.status >= 400 && info.status < 500 && info.status !== 429) return `${info.status}: ${info.message}`;
  return info.message;
}

export function finalFailureMessage(message: string): string {
  return message.trim() ? `${FAILED_PREFIX} (${message.trim()})` : `${FAILED_PREFIX} ${PLEASE_TRY_AGAIN}`;
}

export function emptyResponseMessage(batch: number): string {
  return `Empty response from model (batch ${batch})`;
}

/** The spec's connection-check messages from a failed status (§8). */
export function checkFailureMessage(upstreamStatus: number | undefined, code: string | undefined, message: string | undefined): string {
  if (code === "llm_not_configured") return message ?? "API key not configured.";
  if (upstreamStatus === 429) return CHECK_MESSAGES.rateLimited;
  if (upstreamStatus === 401) return CHECK_MESSAGES.invalidKey;
  if (upstreamStatus === 0 || upstreamStatus === undefined) return code === "llm_network" || code === "llm_timeout" || !message ? CHECK_MESSAGES.network : message;
  return message || CHECK_MESSAGES.apiError(upstreamStatus);
}

/** The spec's fake progress: clamped 8–45 s (1 s per scene), split into 5 equal steps. */
export function specProgressStepMs(scenes: number): number {
  const total = Math.min(SPEC_PROGRESS_MAX_MS, Math.max(SPEC_PROGRESS_MIN_MS, scenes * 1000));
  return total / SPEC_STAGES.length;
}

// ---------------------------------------------------------------------------
// Results: pages, copy, download (spec 001 §2, §9)
// ---------------------------------------------------------------------------

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function pageSlice<T>(items: readonly T[], page: number): { items: T[]; from: number; to: number } {
  const p = Math.min(Math.max(1, page), pageCount(items.length));
  const from = (p - 1) * PAGE_SIZE;
  const slice = items.slice(from, from + PAGE_SIZE);
  return { items: slice, from: slice.length ? from + 1 : 0, to: from + slice.length };
}

export function showingLine(from: number, to: number, total: number): string {
  return `Showing ${from}–${to} of ${total}`;
}

/** Whether an ad follows the card at this 0-based position on the page. */
export function adAfter(indexOnPage: number): boolean {
  return (indexOnPage + 1) % AD_EVERY === 0;
}

export function scenesText(scenes: readonly Scene[]): string {
  return scenes.map((s) => `Scene ${s.number}: ${s.title}\n${s.prompt}`).join("\n\n");
}

export function formatGenerated(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const TXT_HEADER_TITLE = "YouTube Script to Image Prompts";

/** The TXT export: a header, the style, total scenes and generated date, then numbered scenes. */
export function buildTxt(scenes: readonly Scene[], style: VisualStyle, generated: Date): string {
  return [
    TXT_HEADER_TITLE,
    `Style: ${style.label}`,
    `Total Scenes: ${scenes.length}`,
    `Generated: ${formatGenerated(generated)}`,
    "",
    scenesText(scenes),
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------
// Draft
// ---------------------------------------------------------------------------

export interface Draft {
  script: string;
  style: string;
  sceneCount: string;
}

export const DEFAULT_DRAFT: Draft = { script: "", style: DEFAULT_STYLE_ID, sceneCount: String(SCENES.default) };
