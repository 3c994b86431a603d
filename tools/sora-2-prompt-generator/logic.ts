// Pure functions of the Sora 2 prompt generator (spec 002 §2–§5, §7–§9): no React, no fetch, no DOM.
import type { AiErrorInfo } from "../../app/lib/ai-client";
import type { ChatRequest } from "../../server/services/llm";
import { DEFAULT_LANGUAGE, jsonLanguageInstruction, type LanguageCode } from "../../app/lib/languages";

// ---------------------------------------------------------------------------
// Words on screen (spec 002 §2, §5, §8)
// ---------------------------------------------------------------------------

export const IDEA_LABEL = "Your Idea";
export const GENERATE_LABEL = "Generate prompt";
export const MODEL_LABEL = "Model";
export const SIZE_LABEL = "Size";
export const SECONDS_LABEL = "Seconds";
export const PROSE_LABEL = "Prose";
export const CAMERA_SHOT_LABEL = "Camera Shot";
export const MOOD_LABEL = "Mood";
export const ACTIONS_LABEL = "Actions";
export const ADD_ACTION_LABEL = "Add Action";
export const DIALOGUE_LABEL = "Dialogue";
export const VISUAL_CUES_LABEL = "Visual Cues";
export const PREVIEW_HEADING = "Generated Prompt";
export const COPY_LABEL = "Copy";
export const COPIED_LABEL = "Copied!";
export const RESET_LABEL = "Reset";

export const IDEA_REQUIRED_MESSAGE = "Please enter your idea first.";
export const PARSE_FAILED_MESSAGE = "Failed to parse JSON from model output";
export const PREVIEW_PLACEHOLDER = "Fill in the fields or generate from your idea to see the prompt here.";

export function deniedMessage(provider: string): string {
  return `${provider} denied access (401/403). Check API key and permissions.`;
}
export function providerErrorMessage(provider: string, status: number): string {
  return `${provider} error: ${status}`;
}
export function fallbackMessage(provider: string): string {
  return `Failed to generate with ${provider}`;
}
export function actionLabel(i: number): string {
  return `Action ${i + 1}`;
}
export function removeActionLabel(i: number): string {
  return `Remove action ${i + 1}`;
}

// ---------------------------------------------------------------------------
// Constants (spec 002 §3, §7, §9)
// ---------------------------------------------------------------------------

export const API_PATH = "/api/ai/sora-2-prompt-generator";
export const MODELS = ["sora-2", "sora-2-pro"] as const;
export type SoraModel = (typeof MODELS)[number];
export const SIZES: Record<SoraModel, readonly string[]> = {
  "sora-2": ["1280x720", "720x1280"],
  "sora-2-pro": ["1280x720", "720x1280", "1024x1792", "1792x1024"],
};
export const ALL_SIZES = SIZES["sora-2-pro"];
export const SECONDS = [4, 8, 12] as const;
export type Seconds = (typeof SECONDS)[number];
export const TEMPERATURE = 0.7;
/** The spec names none; enough for the JSON of all fields. */
export const MAX_TOKENS = 1200;
export const SPEC_MIN_PROGRESS_MS = 10_000;
export const LIMITS = { idea: 2000, field: 2000, action: 300, actions: 12 } as const;

export function isModel(v: unknown): v is SoraModel {
  return typeof v === "string" && (MODELS as readonly string[]).includes(v);
}
export function sizesFor(model: SoraModel): readonly string[] {
  return SIZES[model];
}
export function isValidSize(model: SoraModel, size: unknown): size is string {
  return typeof size === "string" && SIZES[model].includes(size);
}
/** The size kept when valid for the model, else the model's first size. */
export function sizeForModel(model: SoraModel, size: string): string {
  return isValidSize(model, size) ? size : SIZES[model][0]!;
}
export function parseSeconds(v: unknown): Seconds | null {
  const n = typeof v === "string" ? Number(v.replace(/s(econds?)?$/i, "").trim()) : v;
  return typeof n === "number" && (SECONDS as readonly number[]).includes(n) ? (n as Seconds) : null;
}

// ---------------------------------------------------------------------------
// Fields and the preview
// ---------------------------------------------------------------------------

export interface SoraFields {
  idea: string;
  prose: string;
  cameraShot: string;
  mood: string;
  actions: string[];
  dialogue: string;
  visualCues: string;
  model: SoraModel;
  size: string;
  seconds: Seconds;
}

export const DEFAULT_FIELDS: SoraFields = {
  idea: "",
  prose: "",
  cameraShot: "",
  mood: "",
  actions: [""],
  dialogue: "",
  visualCues: "",
  model: "sora-2",
  size: "1280x720",
  seconds: 8,
};

/** The stored draft made safe: a valid model, a size valid for it, seconds in 4/8/12, string actions. */
export function normalizeFields(f: SoraFields): SoraFields {
  const model = isModel(f.model) ? f.model : DEFAULT_FIELDS.model;
  const actions = Array.isArray(f.actions) ? f.actions.filter((a): a is string => typeof a === "string") : [];
  return { ...f, model, size: sizeForModel(model, f.size), seconds: parseSeconds(f.seconds) ?? DEFAULT_FIELDS.seconds, actions: actions.length ? actions : [""] };
}

/** Changing the model keeps the size only if the new model offers it (spec 002 §4). */
export function changeModel(f: SoraFields, model: SoraModel): SoraFields {
  return { ...f, model, size: sizeForModel(model, f.size) };
}

function sizeWords(size: string): string {
  const [w, h] = size.split("x").map(Number);
  return w! > h! ? "landscape" : "portrait";
}

/** The Generated Prompt, assembled from the fields; empty when no field has text. */
export function assemblePrompt(f: SoraFields): string {
  const actions = f.actions.map((a) => a.trim()).filter(Boolean);
  const parts: string[] = [];
  if (f.prose.trim()) parts.push(f.prose.trim());
  const lines: string[] = [];
  if (f.cameraShot.trim()) lines.push(`Camera: ${f.cameraShot.trim()}`);
  if (f.mood.trim()) lines.push(`Mood: ${f.mood.trim()}`);
  if (lines.length) parts.push(lines.join("\n"));
  if (actions.length) parts.push(["Actions:", ...actions.map((a, i) => `${i + 1}. ${a}`)].join("\n"));
  if (f.dialogue.trim()) parts.push(`Dialogue:\n${f.dialogue.trim()}`);
  if (f.visualCues.trim()) parts.push(`Visual cues: ${f.visualCues.trim()}`);
  if (!parts.length) return "";
  parts.push(`Model: ${f.model} · Size: ${f.size} (${sizeWords(f.size)}) · Duration: ${f.seconds} seconds`);
  return parts.join("\n\n");
}

// ---------------------------------------------------------------------------
// The request and the reply (spec 002 §7)
// ---------------------------------------------------------------------------

export const SYSTEM_PROMPT =
  'You write prompts for the Sora 2 video model. Return ONLY strict JSON (no Markdown, no code fences, no other text) with exactly these keys: "prose" (string: a vivid one-paragraph description of the shot), "cameraShot" (string), "mood" (string), "actions" (array of short strings, in order), "dialogue" (string, empty if none), "visualCues" (string: lighting, colour, texture, style), "model" ("sora-2" or "sora-2-pro"), "size" (string such as "1280x720"), "seconds" (4, 8 or 12).';

export interface GenerateInput {
  idea: string;
  model: SoraModel;
  size: string;
  seconds: Seconds;
}

export function buildRequest(input: GenerateInput, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const user = [
    `Idea: ${input.idea.trim()}`,
    "",
    "Constraints:",
    `- Model: ${input.model} (allowed sizes: ${SIZES[input.model].join(", ")}).`,
    `- Size: ${input.size}. Keep it unless the idea clearly needs another allowed size.`,
    `- Seconds: ${input.seconds} (only 4, 8 or 12). Fit the actions into that duration.`,
    "- Give 2 to 5 actions. Dialogue only if the idea has speech; otherwise an empty string.",
    `- ${jsonLanguageInstruction(language, "the prose, the camera shot, the mood, the actions, the dialogue and the visual cues")}`,
  ].join("\n");
  return {
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: user },
    ],
    temperature: TEMPERATURE,
    maxTokens: MAX_TOKENS,
    json: true,
  };
}

/** What the server sends back after checking the reply. */
export interface AiFields {
  prose: string;
  cameraShot: string;
  mood: string;
  actions: string[];
  dialogue: string;
  visualCues: string;
  model?: string;
  size?: string;
  seconds?: number | string;
}

/**
 * The form after a reply (spec 002 §4): text fields replaced; model kept if valid; size kept
 * only if valid for the model (else the current size if valid, else the model's first);
 * seconds kept only if 4/8/12.
 */
export function applyReply(current: SoraFields, reply: AiFields): SoraFields {
  const model = isModel(reply.model) ? reply.model : current.model;
  const size = isValidSize(model, reply.size) ? reply.size : sizeForModel(model, current.size);
  const actions = reply.actions.map((a) => a.trim()).filter(Boolean);
  return {
    ...current,
    prose: reply.prose.trim(),
    cameraShot: reply.cameraShot.trim(),
    mood: reply.mood.trim(),
    actions: actions.length ? actions : [""],
    dialogue: reply.dialogue.trim(),
    visualCues: reply.visualCues.trim(),
    model,
    size,
    seconds: parseSeconds(reply.seconds) ?? current.seconds,
  };
}

/** The spec's AI provider messages (spec 002 §8) from a failed request. */
export function generationErrorMessage(info: AiErrorInfo, provider: string): string {
  if (info.code === "llm_not_configured") return info.message;
  if (info.code === "unparsable_output") return PARSE_FAILED_MESSAGE;
  const up = info.upstreamStatus;
  if (up === 401 || up === 403) return deniedMessage(provider);
  if (up !== undefined && up > 0 && up !== 200) return providerErrorMessage(provider, up);
  return fallbackMessage(provider);
}
