// Pure functions of the tool: no React, no fetch, no DOM.
import { toCsv } from "../../app/lib/csv";

// ---- Shared with the thumbnail maker (tools/shared/image-keys.ts) --------------------------
export {
  DEFAULT_MODEL_TIMEOUT_MS,
  GEMINI_IMAGE_MODEL,
  geminiBody,
  geminiImageOf,
  geminiUrl,
  IMAGE_API_PATH,
  IMAGE_STATUS_PATH,
  KEY_STORAGE,
  maskKey,
  MESSAGE_PROVIDER_TIMEOUT,
  MESSAGE_PROVIDER_UNREACHABLE,
  PROVIDER_TIMEOUT_MS,
  providerMessage,
  REMOVE_KEY_LABEL,
  SAVE_LABEL,
  type InlineImage,
} from "../shared/image-keys";
import { providerMessage } from "../shared/image-keys";

// ---- Words on screen (spec 001 §2, §5) -----------------------------------------------------

export const PROMPTS_LABEL = "Prompts (one per line)";
export const MODEL_LABEL = "Model";
export const NEGATIVE_LABEL = "Negative prompt (optional)";
export const DELAY_LABEL = "Request delay";
export const ASPECT_LABEL = "Aspect ratio";
export const GEMINI_KEY_LABEL = "Gemini API key";
export const GENERATE_LABEL = "Generate";
export const RESET_LABEL = "Reset";
export const STOP_LABEL = "Stop";
export const RETRY_FAILED_LABEL = "Retry failed prompts";
export const DOWNLOAD_LABEL = "Download";
export const DOWNLOAD_ZIP_LABEL = "Download All as ZIP";
export const ZIP_BUSY_LABEL = "Building ZIP…";
export const EMPTY_STATE = "No images yet";

export const MESSAGE_NO_PROMPTS = "Please enter at least one prompt (one per line).";
export const MESSAGE_GEMINI_KEY_REQUIRED = "Please add your Gemini API key to use the generator.";
export const MESSAGE_DEFAULT_MISSING =
  "The built-in image model is not set up on this server. Choose the Gemini model and add your own API key.";

/** The default model's server-side key status (spec 001 §3: unknown/checking, ok, missing). */
export type KeyStatus = "checking" | "ok" | "missing";
export const KEY_STATUS_TEXT: Record<KeyStatus, string> = {
  checking: "Checking the built-in image model…",
  ok: "Built-in image model ready: no key needed.",
  missing: MESSAGE_DEFAULT_MISSING,
};

// ---- Constants (spec 001 §3, §9) ------------------------------------------------------------

export const ASPECT_RATIOS = ["1:1", "16:9", "9:16", "4:3", "3:4"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const ASPECT_NAMES: Record<AspectRatio, string> = {
  "1:1": "1:1 (square)",
  "16:9": "16:9 (landscape)",
  "9:16": "9:16 (portrait, Shorts)",
  "4:3": "4:3 (classic)",
  "3:4": "3:4 (portrait)",
};

export const DELAYS_MS = [5000, 10000, 15000, 30000] as const;
export type DelayMs = (typeof DELAYS_MS)[number];
export const DEFAULT_DELAY_MS: DelayMs = 10000;
export function delayLabel(ms: number): string {
  return `${ms / 1000} seconds${ms === DEFAULT_DELAY_MS ? " (recommended)" : ""}`;
}

export const MODELS = ["default", "gemini"] as const;
export type BulkModel = (typeof MODELS)[number];
export const MODEL_NAMES: Record<BulkModel, string> = {
  default: "Built-in model (free, no key needed)",
  gemini: "Gemini 2.5 Flash Image (your own API key)",
};

/** Spec 001 §9: one image per prompt; a default-model limit of 6 a minute. */
export const IMAGES_PER_PROMPT = 1;
export const DEFAULT_MODEL_PER_MINUTE = 6;
/** Spec 001 §4: the pause between files while the ZIP is built (only with SPEC_WAITS=on: our images are already in memory). */
export const ZIP_PAUSE_MS = 500;
export const MAX_PROMPTS = 200;
export const MAX_PROMPT_CHARS = 2000;
export const MAX_NEGATIVE_CHARS = 1000;

// ---- Prompts --------------------------------------------------------------------------------

/** Spec 001 §5: split by line, trim, drop empty lines. */
export function parsePrompts(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

export function promptCountLabel(n: number): string {
  return `${n} ${n === 1 ? "prompt" : "prompts"}`;
}

/** Spec 001 §3: prompt_{n}_image_{m}.png, both counted from 1. */
export function imageFileName(promptNumber: number, imageNumber: number): string {
  return `prompt_${promptNumber}_image_${imageNumber}.png`;
}

export function zipFileName(stamp: string): string {
  return `bulk-images-${stamp}.zip`;
}

export function progressPercent(done: number, total: number): number {
  return total <= 0 ? 0 : Math.round((done / total) * 100);
}

export function progressStage(index: number, total: number, prompt: string): string {
  const short = prompt.length > 80 ? `${prompt.slice(0, 79)}…` : prompt;
  return `Prompt ${index + 1} of ${total}: ${short}`;
}

/** The default model's width and height for an aspect ratio (multiples of 16, about one megapixel). */
export const DIMENSIONS: Record<AspectRatio, { width: number; height: number }> = {
  "1:1": { width: 1024, height: 1024 },
  "16:9": { width: 1344, height: 768 },
  "9:16": { width: 768, height: 1344 },
  "4:3": { width: 1152, height: 864 },
  "3:4": { width: 864, height: 1152 },
};

/** The prompt a provider without a negative-prompt field receives. */
export function withNegative(prompt: string, negative: string): string {
  const n = negative.trim();
  return n ? `${prompt}\n\nAvoid: ${n}` : prompt;
}

/** Spec 001 §8 (bulk): a per-prompt failure names the status, and the provider's words when it gave some. */
export function imageApiFailed(status: number, body = ""): string {
  const msg = providerMessage(body);
  return msg ? `Image API failed (${status}): ${msg}` : `Image API failed (${status})`;
}
export const MESSAGE_NO_IMAGE = "No image was returned for this prompt.";

// ---- Results and the ZIP --------------------------------------------------------------------

export interface ManifestRow {
  promptNumber: number;
  prompt: string;
  model: string;
  fileName: string;
}

export const MANIFEST_FILE = "manifest.csv";
export const MANIFEST_HEADER = ["prompt_number", "prompt", "model", "file_name"] as const;

/** manifest.csv inside the ZIP: one row per image actually written. */
export function buildManifest(rows: readonly ManifestRow[]): string {
  return toCsv(
    MANIFEST_HEADER,
    rows.map((r) => [r.promptNumber, r.prompt, r.model, r.fileName]),
    { guardFormulas: true },
  );
}

export function zipDoneMessage(written: number, skipped: number): string {
  const base = `ZIP ready with ${written} ${written === 1 ? "image" : "images"}.`;
  return skipped > 0 ? `${base} ${skipped} ${skipped === 1 ? "image" : "images"} could not be read and ${skipped === 1 ? "was" : "were"} skipped.` : base;
}

export function runSummary(done: number, failed: number, stopped: boolean): string {
  const parts = [`${done} ${done === 1 ? "image" : "images"} generated`];
  if (failed > 0) parts.push(`${failed} ${failed === 1 ? "prompt" : "prompts"} failed`);
  return `${parts.join(", ")}${stopped ? " (stopped)" : ""}.`;
}

export interface BulkDraft {
  prompts: string;
  negativePrompt: string;
  model: BulkModel;
  delayMs: DelayMs;
  aspectRatio: AspectRatio;
}

export const DEFAULT_DRAFT: BulkDraft = { prompts: "", negativePrompt: "", model: "default", delayMs: DEFAULT_DELAY_MS, aspectRatio: "1:1" };

/** Drafts come from storage: anything unknown falls back to the default. */
export function cleanDraft(d: BulkDraft): BulkDraft {
  return {
    prompts: typeof d.prompts === "string" ? d.prompts : "",
    negativePrompt: typeof d.negativePrompt === "string" ? d.negativePrompt : "",
    model: (MODELS as readonly string[]).includes(d.model) ? d.model : "default",
    delayMs: (DELAYS_MS as readonly number[]).includes(d.delayMs) ? d.delayMs : DEFAULT_DELAY_MS,
    aspectRatio: (ASPECT_RATIOS as readonly string[]).includes(d.aspectRatio) ? d.aspectRatio : "1:1",
  };
}
