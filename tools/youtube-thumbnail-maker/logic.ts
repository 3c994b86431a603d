import { DEFAULT_LANGUAGE, imageTextInstruction, type LanguageCode } from "../../app/lib/languages";
// Pure functions of the tool: no React, no fetch, no DOM.

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

export const STYLES = ["modern", "gaming", "tech", "lifestyle", "business", "reaction", "tutorial"] as const;
export const MOODS = ["energetic", "calm", "mysterious", "happy", "dramatic", "professional", "fun"] as const;
export const COLORS = ["vibrant", "pastel", "dark", "warm", "cool", "monochrome", "rainbow"] as const;
export const TEMPLATES = ["standard", "split", "closeup", "product", "tutorial", "reaction"] as const;
export const TEXT_OVERLAYS = ["auto", "bold", "minimal", "dramatic", "none"] as const;
export const QUALITIES = ["high", "ultra"] as const;

export type Style = (typeof STYLES)[number];
export type Mood = (typeof MOODS)[number];
export type Colors = (typeof COLORS)[number];
export type Template = (typeof TEMPLATES)[number];
export type TextOverlay = (typeof TEXT_OVERLAYS)[number];
export type Quality = (typeof QUALITIES)[number];

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

const STYLE_TEXT: Record<Style, string> = {
  modern: "clean modern design with bold shapes and crisp typography space",
  gaming: "high-energy gaming look with neon accents, action and glow effects",
  tech: "sleek technology look with devices, circuits and a futuristic feel",
  lifestyle: "bright lifestyle photography feel, natural and aspirational",
  business: "professional business look, confident and trustworthy",
  reaction: "expressive reaction shot with an exaggerated surprised face",
  tutorial: "clear how-to look showing the subject and the result",
};
const MOOD_TEXT: Record<Mood, string> = {
  energetic: "energetic and exciting",
  calm: "calm and relaxing",
  mysterious: "mysterious and intriguing",
  happy: "happy and cheerful",
  dramatic: "dramatic and intense",
  professional: "professional and polished",
  fun: "fun and playful",
};
const COLOR_TEXT: Record<Colors, string> = {
  vibrant: "vibrant, saturated colours",
  pastel: "soft pastel colours",
  dark: "dark, moody colours with strong highlights",
  warm: "warm oranges, reds and yellows",
  cool: "cool blues, teals and purples",
  monochrome: "a monochrome palette with one accent",
  rainbow: "a bold rainbow palette",
};
const TEMPLATE_TEXT: Record<Template, string> = {
  standard: "one clear main subject with space for a title",
  split: "a split-screen composition comparing two sides",
  closeup: "an extreme close-up of the main subject filling the frame",
  product: "a product showcase with the item large and well lit",
  tutorial: "a before-and-after or step layout that shows the outcome",
  reaction: "a large expressive face on one side and the topic on the other",
};
const OVERLAY_TEXT: Record<TextOverlay, string> = {
  auto: "leave room for a short, readable title if it helps",
  bold: "include a short title in big bold readable letters with outline",
  minimal: "include at most two or three words in clean minimal type",
  dramatic: "include a short title in dramatic, high-contrast type",
  none: "no text, letters or words in the image",
};

export interface ThumbnailInput {
  idea: string;
  style: Style;
  mood: Mood;
  colors: Colors;
  quality: Quality;
  template: Template;
  textOverlay: TextOverlay;
}

/**
 * The prompt every model receives, built from the idea and every option that shapes the image.
 * Quality is selectable but, as the spec says, not used in any request.
 */
export function buildThumbnailPrompt(input: ThumbnailInput, language: LanguageCode = DEFAULT_LANGUAGE): string {
  return [
    `YouTube thumbnail, 16:9, eye-catching at small sizes, for a video about: ${input.idea.trim()}.`,
    `Style: ${input.style} — ${STYLE_TEXT[input.style]}.`,
    `Mood: ${MOOD_TEXT[input.mood]}.`,
    `Colors: ${COLOR_TEXT[input.colors]}.`,
    `Layout (${input.template}): ${TEMPLATE_TEXT[input.template]}.`,
    `Text overlay (${input.textOverlay}): ${OVERLAY_TEXT[input.textOverlay]}.`,
    // With no overlay there are no words to write, in any language.
    ...(input.textOverlay === "none" ? [] : [imageTextInstruction(language)]),
    "High contrast, sharp focus, keep the bottom-right corner free of important detail (the duration badge covers it).",
  ].join(" ");
}

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
