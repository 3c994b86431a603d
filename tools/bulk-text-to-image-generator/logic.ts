// Pure functions of the tool: no React, no fetch, no DOM.
import { toCsv } from "../../app/lib/csv";

// ---- Words on screen (spec 001 §2, §5) -----------------------------------------------------

export const PROMPTS_LABEL = "Prompts (one per line)";
export const MODEL_LABEL = "Model";
export const NEGATIVE_LABEL = "Negative prompt (optional)";
export const DELAY_LABEL = "Request delay";
export const ASPECT_LABEL = "Aspect ratio";
export const GEMINI_KEY_LABEL = "Gemini API key";
export const SAVE_LABEL = "Save";
export const REMOVE_KEY_LABEL = "Remove key";
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
export const GEMINI_IMAGE_MODEL = "gemini-2.5-flash-image";

/** Spec 001 §9: one image per prompt; a default-model limit of 6 a minute. */
export const IMAGES_PER_PROMPT = 1;
export const DEFAULT_MODEL_PER_MINUTE = 6;
/** Spec 001 §4: the pause between files while the ZIP is built (only with SPEC_WAITS=on: our images are already in memory). */
export const ZIP_PAUSE_MS = 500;
export const MAX_PROMPTS = 200;
export const MAX_PROMPT_CHARS = 2000;
export const MAX_NEGATIVE_CHARS = 1000;

export const IMAGE_API_PATH = "/api/images/generate";
export const IMAGE_STATUS_PATH = "/api/images/status";
/** Every request has a deadline: the server's own is 60 s. */
export const DEFAULT_MODEL_TIMEOUT_MS = 90_000;
export const PROVIDER_TIMEOUT_MS = 120_000;

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

// ---- Visitor keys (DESIGN decision 1) ------------------------------------------------------

/** Local-storage names of the visitor's own keys; never shown on screen (spec 001 §3). */
export const KEY_STORAGE = {
  gemini: "creator-toolbox:image-key:gemini",
  openai: "creator-toolbox:image-key:openai",
} as const;

/** Shows only the last 5 characters of a key. */
export function maskKey(key: string): string {
  const k = key.trim();
  if (k.length <= 5) return "•".repeat(k.length);
  return `${"•".repeat(Math.min(k.length - 5, 12))}${k.slice(-5)}`;
}

// ---- Provider wire formats (the browser calls the provider directly) ----------------------

export function geminiUrl(baseUrl: string, model = GEMINI_IMAGE_MODEL): string {
  return `${baseUrl.replace(/\/+$/, "")}/models/${model}:generateContent`;
}

export function geminiBody(prompt: string, aspectRatio: string) {
  return {
    contents: [{ parts: [{ text: prompt }] }],
    generationConfig: { responseModalities: ["IMAGE"], imageConfig: { aspectRatio } },
  };
}

export interface InlineImage {
  base64: string;
  mimeType: string;
}

/** candidates[0].content.parts, the first part with inlineData; undefined when there is none. */
export function geminiImageOf(reply: unknown): InlineImage | undefined {
  const parts = (reply as { candidates?: { content?: { parts?: unknown[] } }[] } | null)?.candidates?.[0]?.content?.parts;
  if (!Array.isArray(parts)) return undefined;
  for (const p of parts) {
    const d = (p as { inlineData?: { data?: unknown; mimeType?: unknown }; inline_data?: { data?: unknown; mime_type?: unknown } } | null) ?? {};
    const data = d.inlineData?.data ?? d.inline_data?.data;
    const mime = d.inlineData?.mimeType ?? d.inline_data?.mime_type;
    if (typeof data === "string" && data.length > 0) return { base64: data, mimeType: typeof mime === "string" ? mime : "image/png" };
  }
  return undefined;
}

/** The provider's own message from an error body, shortened. */
export function providerMessage(body: string): string {
  let out = body.trim();
  try {
    const j = JSON.parse(out) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof j.error === "string") out = j.error;
    else if (j.error && typeof j.error.message === "string") out = j.error.message;
    else if (typeof j.message === "string") out = j.message;
  } catch {
    // plain text
  }
  return out.length > 300 ? `${out.slice(0, 300)}…` : out;
}

/** Spec 001 §8 (bulk): a per-prompt failure names the status, and the provider's words when it gave some. */
export function imageApiFailed(status: number, body = ""): string {
  const msg = providerMessage(body);
  return msg ? `Image API failed (${status}): ${msg}` : `Image API failed (${status})`;
}
export const MESSAGE_NO_IMAGE = "No image was returned for this prompt.";
export const MESSAGE_PROVIDER_TIMEOUT = "The image service took too long to answer. Please try again.";
export const MESSAGE_PROVIDER_UNREACHABLE = "Could not reach the image service. Please check your connection.";

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
