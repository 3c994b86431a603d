// Pure functions of the tool: no React, no fetch, no DOM.
import { COLORS, MOODS, QUALITIES, STYLES, TEMPLATES, TEXT_OVERLAYS, buildThumbnailPrompt, type Colors, type Mood, type Quality, type Style, type Template, type TextOverlay, type ThumbnailInput } from "../shared/thumbnail-prompt";

export { COLORS, MOODS, QUALITIES, STYLES, TEMPLATES, TEXT_OVERLAYS, buildThumbnailPrompt, type Colors, type Mood, type Quality, type Style, type Template, type TextOverlay, type ThumbnailInput };

// ---- Words on screen (spec 001 §2, §5, §8) -------------------------------------------------

export const IDEA_LABEL = "Video idea";
export const SETTINGS_LABEL = "AI Model Settings";
export const MODEL_LABEL = "Model";
export const SAVE_SETTINGS_LABEL = "Save Settings";
export const STYLE_LABEL = "Style";
export const MOOD_LABEL = "Mood";
export const COLORS_LABEL = "Color scheme";
export const QUALITY_LABEL = "Quality";
export const TEMPLATE_LABEL = "Template";
export const TEXT_OVERLAY_LABEL = "Text overlay";
export const GENERATE_LABEL = "Generate Thumbnail";
export const DOWNLOAD_FULL_LABEL = "Download Full Size";
export const DOWNLOAD_YOUTUBE_LABEL = "Download YouTube-ready";
export const ESTIMATED_TEXT = "Estimated time: 25 s";

export const MESSAGE_IDEA_REQUIRED = "Please enter your video idea to generate a thumbnail.";
export const MESSAGE_KEY_REQUIRED = "Please add your API key in the settings to use this model.";
export const MESSAGE_NOT_FOUND =
  "API endpoint not found. The service may be temporarily unavailable. Please try using a different model with your own API key.";
export const MESSAGE_UNAUTHORIZED = "API key is invalid or expired. Please check your API key in the settings.";
export const MESSAGE_RATE_LIMITED = "Rate limit exceeded. Please wait a moment and try again.";
export const MESSAGE_PROXY_FAILED = "Together.ai API is currently unavailable. Please try using a different model with your own API key.";
export const MESSAGE_NO_THUMBNAIL = "Failed to generate thumbnail";

/** Spec 001 §8: the message for a provider's error status. */
export function statusMessage(status: number, body: string): string {
  if (status === 404) return MESSAGE_NOT_FOUND;
  if (status === 401) return MESSAGE_UNAUTHORIZED;
  if (status === 429) return MESSAGE_RATE_LIMITED;
  const b = body.length > 300 ? `${body.slice(0, 300)}…` : body;
  return `API request failed: ${status} - ${b}`;
}

/** Spec 001 §8: every failure is shown wrapped. */
export function wrapError(message: string): string {
  return `Failed to generate thumbnails: ${message}`;
}

// ---- Options (spec 001 §3) -----------------------------------------------------------------

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const optionsOf = (list: readonly string[], names: Record<string, string> = {}) => list.map((v) => ({ value: v, label: names[v] ?? cap(v) }));
export const TEMPLATE_NAMES: Record<Template, string> = {
  standard: "Standard",
  split: "Split screen",
  closeup: "Close-up",
  product: "Product showcase",
  tutorial: "Tutorial",
  reaction: "Reaction",
};
export const TEXT_OVERLAY_NAMES: Record<TextOverlay, string> = {
  auto: "Auto",
  bold: "Bold",
  minimal: "Minimal",
  dramatic: "Dramatic",
  none: "None",
};
export const QUALITY_NAMES: Record<Quality, string> = { high: "High", ultra: "Ultra" };

// ---- Models (spec 001 §3, §7) --------------------------------------------------------------

export const MODELS = ["default", "gemini", "dall-e-3", "dall-e-2", "gpt-4o"] as const;
export type ThumbModel = (typeof MODELS)[number];
export const MODEL_NAMES: Record<ThumbModel, string> = {
  default: "Built-in model (free, no key needed)",
  gemini: "Gemini 2.5 Flash Image (your Gemini key)",
  "dall-e-3": "DALL·E 3 (your OpenAI key)",
  "dall-e-2": "DALL·E 2 (your OpenAI key)",
  "gpt-4o": "GPT-4o (your OpenAI key; uses DALL·E 3)",
};

export function providerOf(model: ThumbModel): "default" | "gemini" | "openai" {
  if (model === "default") return "default";
  if (model === "gemini") return "gemini";
  return "openai";
}

/** The image-generation model actually called: the chat model falls back to the larger one. */
export function openAiImageModel(model: ThumbModel): "dall-e-3" | "dall-e-2" {
  return model === "dall-e-2" ? "dall-e-2" : "dall-e-3";
}

/** Spec 001 §7: size 1792x1024, quality hd. DALL·E 2 only makes squares and has no quality setting. */
export function openAiParams(model: "dall-e-3" | "dall-e-2"): { size: string; quality?: string } {
  return model === "dall-e-3" ? { size: "1792x1024", quality: "hd" } : { size: "1024x1024" };
}

// ---- Progress (spec 001 §4, DESIGN decision 2) ---------------------------------------------

export const COUNTDOWN_MS = 20_000;
export const COUNTDOWN_FROM = 10;
export const COUNTDOWN_TO = 90;

/** Percent after `elapsedMs` of the spec's 20 s countdown: 10 rising to 90. */
export function countdownPercent(elapsedMs: number): number {
  const t = Math.max(0, Math.min(1, elapsedMs / COUNTDOWN_MS));
  return Math.round(COUNTDOWN_FROM + (COUNTDOWN_TO - COUNTDOWN_FROM) * t);
}

export function countdownStage(elapsedMs: number): string {
  const left = Math.max(0, Math.ceil((COUNTDOWN_MS - elapsedMs) / 1000));
  return `Preparing your thumbnail… ${left} s`;
}

export const REAL_STAGES = {
  sending: { value: 10, stage: "Sending your idea to the model…" },
  waiting: { value: 40, stage: "The model is drawing your thumbnail…" },
  receiving: { value: 90, stage: "Receiving the image…" },
  done: { value: 100, stage: "Done" },
} as const;

// ---- Output --------------------------------------------------------------------------------

export const YOUTUBE_SIZE = { width: 1280, height: 720 } as const;
export const YOUTUBE_MAX_BYTES = 2 * 1024 * 1024;
/** JPEG qualities tried in turn until the file is under 2 MB. */
export const JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.5] as const;

/** The source rectangle that fills dst without distortion (centre crop). */
export function coverCrop(srcW: number, srcH: number, dstW: number, dstH: number): { sx: number; sy: number; sw: number; sh: number } {
  const scale = Math.max(dstW / srcW, dstH / srcH);
  const sw = Math.round(dstW / scale);
  const sh = Math.round(dstH / scale);
  return { sx: Math.round((srcW - sw) / 2), sy: Math.round((srcH - sh) / 2), sw, sh };
}

/** "thumbnail-how-i-built-a-cabin" from the idea: lower case, words joined by hyphens, at most 40 characters. */
export function fileBase(idea: string): string {
  const slug = idea
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return slug ? `thumbnail-${slug}` : "thumbnail";
}

export function extensionFor(mimeType: string): string {
  if (mimeType === "image/jpeg") return "jpg";
  if (mimeType === "image/webp") return "webp";
  return "png";
}

export function fullSizeName(idea: string, mimeType: string): string {
  return `${fileBase(idea)}.${extensionFor(mimeType)}`;
}

export function youtubeReadyName(idea: string): string {
  return `${fileBase(idea)}-1280x720.jpg`;
}

/** Where YouTube shows thumbnails, at about the size it shows them (CSS pixels). */
export const PREVIEW_SIZES = [
  { id: "home", label: "Home feed", width: 320, height: 180 },
  { id: "search", label: "Search results", width: 360, height: 202 },
  { id: "sidebar", label: "Sidebar (up next)", width: 168, height: 94 },
  { id: "phone", label: "Phone", width: 300, height: 169 },
] as const;

export interface ThumbnailDraft extends ThumbnailInput {
  model: ThumbModel;
}

export const DEFAULT_DRAFT: ThumbnailDraft = {
  idea: "",
  style: "modern",
  mood: "energetic",
  colors: "vibrant",
  quality: "high",
  template: "standard",
  textOverlay: "auto",
  model: "default",
};

function pick<T extends string>(list: readonly T[], v: unknown, def: T): T {
  return typeof v === "string" && (list as readonly string[]).includes(v) ? (v as T) : def;
}

export function cleanDraft(d: ThumbnailDraft): ThumbnailDraft {
  return {
    idea: typeof d.idea === "string" ? d.idea : "",
    style: pick(STYLES, d.style, DEFAULT_DRAFT.style),
    mood: pick(MOODS, d.mood, DEFAULT_DRAFT.mood),
    colors: pick(COLORS, d.colors, DEFAULT_DRAFT.colors),
    quality: pick(QUALITIES, d.quality, DEFAULT_DRAFT.quality),
    template: pick(TEMPLATES, d.template, DEFAULT_DRAFT.template),
    textOverlay: pick(TEXT_OVERLAYS, d.textOverlay, DEFAULT_DRAFT.textOverlay),
    model: pick(MODELS, d.model, DEFAULT_DRAFT.model),
  };
}
