// Pure functions of the image prompt generator (spec 000 §2, §3, §4, §5, §7, §8, §9): no React, no fetch, no DOM.
// The zod schema of the model's reply lives in schema.ts, so the page's bundle does not carry zod.
import type { ChatRequest } from "../../server/services/llm";
import { LLM_MESSAGES } from "../../server/services/llm-errors";
import { DEFAULT_LANGUAGE, jsonLanguageInstruction, type LanguageCode } from "../../app/lib/languages";
import { withinCharacters } from "../../app/lib/text";

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const DESCRIPTION_LABEL = "Describe Your Image";
export const IMAGE_TYPE_LABEL = "Image Type";
export const STYLE_LABEL = "Style";
export const CUSTOM_STYLE_LABEL = "Custom Style";
export const ASPECT_RATIO_LABEL = "Aspect Ratio";
export const QUALITY_LABEL = "Quality";
export const LIGHTING_LABEL = "Lighting";
export const MOOD_LABEL = "Mood";
export const COLOR_SCHEME_LABEL = "Color Scheme";
export const GENERATE_LABEL = "Generate Prompt";
export const RESET_LABEL = "Reset";
export const COPY_LABEL = "Copy";
export const COPIED_LABEL = "Copied!";
export const COPY_CONFIRM_MS = 2000;
export const DOWNLOAD_LABEL = "Download";
export const EMPTY_STATE = "No prompt generated yet";
export const DOWNLOAD_FILE_NAME = "image-prompt.json";
/** The counter's reference length (spec 000 §2, §9): shown, not enforced. */
export const COUNTER_CHARS = 500;

// ---------------------------------------------------------------------------
// Messages (spec 000 §5, §8)
// ---------------------------------------------------------------------------

export const DESCRIPTION_REQUIRED_MESSAGE = "Please describe what type of image you need";
export const CUSTOM_STYLE_REQUIRED_MESSAGE = "Please describe your custom style";
export const RATE_LIMIT_MESSAGE = LLM_MESSAGES.rateLimited;
export const INVALID_RESPONSE_MESSAGE = LLM_MESSAGES.invalidResponse;
export const RAW_OUTPUT_NOTE =
  "The AI's reply did not match the expected JSON structure, even after one automatic repair. It is shown below exactly as the AI wrote it: check it before you use it, or generate again.";
export const REPAIRED_NOTE = "The AI's first reply did not match the expected structure; it was repaired automatically.";

export function apiRequestFailed(status: number): string {
  return `API request failed: ${status}`;
}
export function wrapImageError(message: string): string {
  return `Failed to generate image prompt: ${message}`;
}
export function tooLongMessage(field: string, max: number): string {
  return `The ${field} is too long: at most ${max.toLocaleString("en-US")} characters.`;
}

export const API_PATH = "/api/ai/image-prompt-generator";

// ---------------------------------------------------------------------------
// Constants (spec 000 §3, §7, §9)
// ---------------------------------------------------------------------------

export const MAX_TOKENS = 2000;
export const TEMPERATURE = 0.7;
/** The spec's fake progress step; used only with SPEC_WAITS=on (DESIGN.md decision 2). */
export const SPEC_PROGRESS_STEP_MS = 300;
/** The spec enforces no maximum; the server caps inputs at these so requests stay sane. */
export const LIMITS = { description: 5000, customStyle: 300 } as const;
export const VARIATION_COUNT = 3;

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

function options<const T extends readonly (readonly [string, string])[]>(list: T): Option<T[number][0]>[] {
  return list.map(([value, label]) => ({ value, label }));
}

export function isOption<T extends string>(list: readonly Option<T>[], v: unknown): v is T {
  return list.some((o) => o.value === v);
}

function valuesOf<T extends string>(list: readonly Option<T>[]): [T, ...T[]] {
  return list.map((o) => o.value) as [T, ...T[]];
}

export function labelOf(list: readonly Option[], value: string): string {
  return list.find((o) => o.value === value)?.label ?? value;
}

/** Image types (the spec does not list them). */
export const IMAGE_TYPE_OPTIONS = options([
  ["photograph", "Photograph"], ["portrait", "Portrait"], ["landscape", "Landscape"], ["product", "Product Shot"],
  ["food", "Food Photography"], ["architecture", "Architecture & Interior"], ["illustration", "Illustration"],
  ["concept_art", "Concept Art"], ["character", "Character Design"], ["logo", "Logo or Icon"], ["poster", "Poster"],
  ["thumbnail", "YouTube Thumbnail"], ["social", "Social Media Post"], ["book_cover", "Book Cover"],
  ["infographic", "Infographic"], ["wallpaper", "Wallpaper"],
] as const);
export type ImageType = (typeof IMAGE_TYPE_OPTIONS)[number]["value"];

/** The spec's 21 styles, with its labels. */
export const STYLE_OPTIONS = options([
  ["none", "None"], ["realistic", "Realistic"], ["bohemian_portrait", "Bohemian portrait"], ["default", "Default"],
  ["glass_distortion", "Glass Distortion"], ["blueprint", "Blueprint"], ["photorealistic", "Photorealistic"],
  ["digital_art", "Digital Art"], ["oil_painting", "Oil Painting"], ["watercolor", "Watercolor"], ["sketch", "Sketch"],
  ["anime", "Anime"], ["cartoon", "Cartoon"], ["minimalist", "Minimalist"], ["vintage", "Vintage"], ["futuristic", "Futuristic"],
  ["abstract", "Abstract"], ["impressionist", "Impressionist"], ["surreal", "Surreal"], ["cyberpunk", "Cyberpunk"],
  ["custom", "Custom Style"],
] as const);
export type ImageStyle = (typeof STYLE_OPTIONS)[number]["value"];

/** The spec's 8 aspect ratios, with its labels. */
export const ASPECT_RATIO_OPTIONS = options([
  ["1:1", "1:1 (Square)"], ["16:9", "16:9 (Landscape)"], ["9:16", "9:16 (Portrait)"], ["4:3", "4:3 (Standard)"],
  ["3:4", "3:4 (Vertical)"], ["21:9", "21:9 (Ultrawide)"], ["2:3", "2:3 (Photo)"], ["3:2", "3:2 (Classic)"],
] as const);
export type AspectRatio = (typeof ASPECT_RATIO_OPTIONS)[number]["value"];

export const QUALITY_OPTIONS = options([
  ["high", "High"], ["medium", "Medium"], ["standard", "Standard"],
] as const);
export type Quality = (typeof QUALITY_OPTIONS)[number]["value"];

export const LIGHTING_OPTIONS = options([
  ["natural", "Natural Light"], ["golden_hour", "Golden Hour"], ["blue_hour", "Blue Hour"], ["studio", "Studio Lighting"],
  ["soft", "Soft Diffused"], ["dramatic", "Dramatic"], ["backlit", "Backlit"], ["rim", "Rim Light"], ["neon", "Neon"],
  ["candlelight", "Candlelight"], ["overcast", "Overcast"], ["low_key", "Low Key"], ["high_key", "High Key"],
  ["cinematic", "Cinematic"],
] as const);
export type Lighting = (typeof LIGHTING_OPTIONS)[number]["value"];

export const MOOD_OPTIONS = options([
  ["neutral", "Neutral"], ["happy", "Happy & Cheerful"], ["calm", "Calm & Peaceful"], ["dramatic", "Dramatic"],
  ["mysterious", "Mysterious"], ["romantic", "Romantic"], ["energetic", "Energetic"], ["melancholic", "Melancholic"],
  ["dark", "Dark & Moody"], ["whimsical", "Whimsical"], ["epic", "Epic"], ["nostalgic", "Nostalgic"], ["inspiring", "Inspiring"],
] as const);
export type Mood = (typeof MOOD_OPTIONS)[number]["value"];

export const COLOR_SCHEME_OPTIONS = options([
  ["natural", "Natural"], ["vibrant", "Vibrant"], ["pastel", "Pastel"], ["monochrome", "Monochrome"],
  ["black_white", "Black & White"], ["warm", "Warm Tones"], ["cool", "Cool Tones"], ["earth", "Earth Tones"], ["neon", "Neon"],
  ["muted", "Muted"], ["complementary", "Complementary"], ["sepia", "Sepia"], ["duotone", "Duotone"],
] as const);
export type ColorScheme = (typeof COLOR_SCHEME_OPTIONS)[number]["value"];

export const IMAGE_TYPES = valuesOf(IMAGE_TYPE_OPTIONS);
export const STYLES = valuesOf(STYLE_OPTIONS);
export const ASPECT_RATIOS = valuesOf(ASPECT_RATIO_OPTIONS);
export const QUALITIES = valuesOf(QUALITY_OPTIONS);
export const LIGHTINGS = valuesOf(LIGHTING_OPTIONS);
export const MOODS = valuesOf(MOOD_OPTIONS);
export const COLOR_SCHEMES = valuesOf(COLOR_SCHEME_OPTIONS);

// ---------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------

export interface ImageInput {
  description: string;
  imageType: ImageType;
  style: ImageStyle;
  customStyle: string;
  aspectRatio: AspectRatio;
  quality: Quality;
  lighting: Lighting;
  mood: Mood;
  colorScheme: ColorScheme;
}

export const DEFAULT_INPUT: ImageInput = {
  description: "",
  imageType: "photograph",
  style: "none",
  customStyle: "",
  aspectRatio: "1:1",
  quality: "high",
  lighting: "natural",
  mood: "neutral",
  colorScheme: "natural",
};

function pick<T extends string>(list: readonly Option<T>[], v: unknown, fallback: T): T {
  return isOption(list, v) ? v : fallback;
}

/** A stored draft with anything no longer offered put back to its default. */
export function normalizeInput(v: Partial<ImageInput> | undefined): ImageInput {
  const d = v ?? {};
  return {
    description: typeof d.description === "string" ? d.description : "",
    imageType: pick(IMAGE_TYPE_OPTIONS, d.imageType, DEFAULT_INPUT.imageType),
    style: pick(STYLE_OPTIONS, d.style, DEFAULT_INPUT.style),
    customStyle: typeof d.customStyle === "string" ? d.customStyle : "",
    aspectRatio: pick(ASPECT_RATIO_OPTIONS, d.aspectRatio, DEFAULT_INPUT.aspectRatio),
    quality: pick(QUALITY_OPTIONS, d.quality, DEFAULT_INPUT.quality),
    lighting: pick(LIGHTING_OPTIONS, d.lighting, DEFAULT_INPUT.lighting),
    mood: pick(MOOD_OPTIONS, d.mood, DEFAULT_INPUT.mood),
    colorScheme: pick(COLOR_SCHEME_OPTIONS, d.colorScheme, DEFAULT_INPUT.colorScheme),
  };
}

/** The body for our API: trimmed, and the custom style only when Custom Style is chosen. */
export function requestBody(v: ImageInput): ImageInput {
  return { ...v, description: v.description.trim(), customStyle: v.style === "custom" ? v.customStyle.trim() : "" };
}

/** "n/500 characters" (spec 000 §2): a guide, not a limit. */
export function counterLabel(text: string): string {
  return `${text.length}/${COUNTER_CHARS} characters`;
}

/** Spec 000 §5: the button is disabled while the description is blank (and while generating). */
export function canGenerate(description: string, busy: boolean): boolean {
  return !busy && description.trim().length > 0;
}

/** The first problem with the input, or null when it can be sent. */
export function validateInput(v: ImageInput): { field: "description" | "customStyle"; message: string } | null {
  const description = v.description.trim();
  if (!description) return { field: "description", message: DESCRIPTION_REQUIRED_MESSAGE };
  if (!withinCharacters(description, LIMITS.description)) return { field: "description", message: tooLongMessage("description", LIMITS.description) };
  if (v.style === "custom") {
    const custom = v.customStyle.trim();
    if (!custom) return { field: "customStyle", message: CUSTOM_STYLE_REQUIRED_MESSAGE };
    if (!withinCharacters(custom, LIMITS.customStyle)) return { field: "customStyle", message: tooLongMessage("custom style", LIMITS.customStyle) };
  }
  return null;
}

// ---------------------------------------------------------------------------
// Prompt (spec 000 §7: max_tokens 2000, temperature 0.7)
// ---------------------------------------------------------------------------

export const SYSTEM_PROMPT =
  "You are an expert prompt engineer for AI image generators such as Midjourney, DALL-E, Stable Diffusion and Flux. " +
  "You answer with one valid JSON object and nothing else: no Markdown, no code fences, no comments, no text before or after the JSON.";

/** How the chosen style reads in the prompt. */
export function styleText(v: Pick<ImageInput, "style" | "customStyle">): string {
  if (v.style === "custom") return `custom style: ${v.customStyle.trim()}`;
  if (v.style === "none") return "no particular art style (choose what fits the image type)";
  if (v.style === "default") return "the image generator's default look";
  return labelOf(STYLE_OPTIONS, v.style);
}

export function imageJsonSkeleton(v: Pick<ImageInput, "aspectRatio" | "quality">): string {
  return JSON.stringify(
    {
      prompt: "string",
      negative_prompt: "string",
      style: "string",
      aspect_ratio: v.aspectRatio,
      quality: v.quality,
      lighting: "string",
      mood: "string",
      color_scheme: "string",
      technical_details: { resolution: "string, e.g. 2048x2048", format: "string, e.g. PNG", enhancement_tips: ["string"] },
      variations: ["string"],
    },
    null,
    2,
  );
}

export function buildImageRequest(v: ImageInput, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const user = [
    "Write a detailed prompt for an AI image generator.",
    "",
    `Image description: ${v.description.trim()}`,
    `Image type: ${labelOf(IMAGE_TYPE_OPTIONS, v.imageType)}`,
    `Style: ${styleText(v)}`,
    `Aspect ratio: ${labelOf(ASPECT_RATIO_OPTIONS, v.aspectRatio)}`,
    `Quality: ${v.quality}`,
    `Lighting: ${labelOf(LIGHTING_OPTIONS, v.lighting)}`,
    `Mood: ${labelOf(MOOD_OPTIONS, v.mood)}`,
    `Color scheme: ${labelOf(COLOR_SCHEME_OPTIONS, v.colorScheme)}`,
    "",
    "Answer with one JSON object with exactly these keys and value types:",
    imageJsonSkeleton(v),
    "",
    "Rules:",
    '- "prompt" is one rich paragraph: subject, composition, setting, style, lighting, mood, colours, camera or medium details.',
    '- "negative_prompt" lists what to avoid, separated by commas.',
    `- "aspect_ratio" is "${v.aspectRatio}" and "quality" is "${v.quality}".`,
    `- "technical_details.resolution" fits the ${v.aspectRatio} aspect ratio and ${v.quality} quality.`,
    `- "variations" holds ${VARIATION_COUNT} alternative full prompts that change the angle, setting or details.`,
    `- ${jsonLanguageInstruction(language, "the prompt, the negative prompt, the variations and every other text value")}`,
  ].join("\n");
  return {
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: user },
    ],
    maxTokens: MAX_TOKENS,
    temperature: TEMPERATURE,
    json: true,
  };
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

export type ImageResult =
  | { kind: "json"; output: Record<string, unknown>; repaired: boolean }
  | { kind: "raw"; raw: string; issues: string[] };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Our API's answer, or null when it is not the expected shape. */
export function readImageResponse(body: unknown): ImageResult | null {
  if (!isRecord(body)) return null;
  if (body.kind === "json" && isRecord(body.output)) return { kind: "json", output: body.output, repaired: body.repaired === true };
  if (body.kind === "raw" && typeof body.raw === "string") {
    const issues = Array.isArray(body.issues) ? body.issues.filter((i): i is string => typeof i === "string") : [];
    return { kind: "raw", raw: body.raw, issues };
  }
  return null;
}

/** The text Copy and Download use: two-space JSON, or the raw reply. */
export function outputText(r: ImageResult | null): string {
  if (!r) return "";
  return r.kind === "json" ? JSON.stringify(r.output, null, 2) : r.raw;
}

/** The main prompt of a result, for the readable view above the JSON. */
export function mainPrompt(r: ImageResult | null): string {
  return r?.kind === "json" && typeof r.output.prompt === "string" ? r.output.prompt : "";
}

/** The spec's five fake steps (300 ms each), only with SPEC_WAITS=on. */
export const SPEC_STAGES = [
  { value: 20, message: "Analyzing your description..." },
  { value: 40, message: "Choosing style and composition..." },
  { value: 60, message: "Writing the prompt..." },
  { value: 80, message: "Adding technical details..." },
  { value: 100, message: "Finalizing..." },
] as const;
export const WORKING_STAGE = { value: 50, message: "Writing your image prompt..." } as const;

// ---------------------------------------------------------------------------
// Errors (spec 000 §8)
// ---------------------------------------------------------------------------

export interface FailureInfo {
  status: number;
  code: string;
  message: string;
  upstreamStatus?: number;
  retryAfterSeconds?: number;
}

/** The inner message of "Failed to generate image prompt: {message}". */
export function imageFailureDetail(e: FailureInfo): string {
  if (e.code === "llm_invalid_response") return INVALID_RESPONSE_MESSAGE;
  // Failures without an HTTP status of their own keep their words: no key, network, timeout, bad input.
  if (e.code === "llm_not_configured" || e.code === "invalid_input" || e.code === "llm_network" || e.code === "llm_timeout" || e.status === 0) {
    return e.message;
  }
  const status = e.upstreamStatus && e.upstreamStatus > 0 ? e.upstreamStatus : e.status;
  return apiRequestFailed(status);
}

export function imageErrorMessage(e: FailureInfo): string {
  return wrapImageError(imageFailureDetail(e));
}

export function isRateLimited(e: FailureInfo): boolean {
  return e.status === 429 || e.upstreamStatus === 429 || e.code.includes("rate_limit");
}

/** The plain rate-limit explanation shown above the error, with the wait when known. */
export function rateLimitNotice(retryAfterSeconds?: number): string {
  return retryAfterSeconds && retryAfterSeconds > 0
    ? `${RATE_LIMIT_MESSAGE} You can try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`
    : RATE_LIMIT_MESSAGE;
}
