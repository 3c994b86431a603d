// Pure functions of the AI JSON builder (spec 000 §2, §3, §4, §5, §7, §8, §9): no React, no fetch, no DOM.
// The zod schemas of the model's replies live in schema.ts, so the page's bundle does not carry zod.
import type { ChatRequest } from "../../server/services/llm";
import { LLM_MAX_RETRIES, LLM_MESSAGES, LLM_RETRY_DELAYS_MS } from "../../server/services/llm-errors";
import { AI_STATUS_MESSAGES } from "../../app/lib/ai-messages";
import { DEFAULT_LANGUAGE, jsonLanguageInstruction, type LanguageCode } from "../../app/lib/languages";

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const STYLE_LABEL = "Style";
export const MOOD_LABEL = "Mood";
export const DURATION_LABEL = "Duration";
export const DESCRIPTION_LABEL = "Video Description";
export const RESOLUTION_LABEL = "Resolution";
export const ASPECT_RATIO_LABEL = "Aspect Ratio";
export const ADVANCED_MODE_LABEL = "Advanced Mode";
export const BASIC_OPTIONS_HEADING = "Basic Options";
export const GENERATE_LABEL = "Generate JSON";
export const GENERATE_ADVANCED_LABEL = "Generate Advanced JSON Prompt";
export const RESET_LABEL = "Reset";
export const COPY_LABEL = "Copy JSON";
export const COPIED_LABEL = "Copied!";
export const DOWNLOAD_LABEL = "Download";
export const TRY_AGAIN_LABEL = "Try Again";
export const ERROR_TITLE = "Something went wrong";
export const HIGH_TRAFFIC_TITLE = "High Traffic Detected";

export const TEMPLATE_LABEL = "Style Template";
export const COMPLEXITY_LABEL = "Complexity";
export const FOCUS_LABEL = "Focus";
export const CAMERA_STYLE_LABEL = "Camera Style";
export const CAMERA_DIRECTION_LABEL = "Camera Direction";
export const PACING_LABEL = "Pacing";
export const SPECIAL_EFFECTS_LABEL = "Special Effects";
export const PROMPT_LENGTH_LABEL = "Prompt Length";
export const CFG_SCALE_LABEL = "CFG Scale";
export const CUSTOM_INSTRUCTIONS_LABEL = "Custom Instructions (optional)";

/** The output panel before anything is generated (spec 000 §4: a placeholder comment). */
export const OUTPUT_PLACEHOLDER = '// Describe your video idea and click "Generate JSON" to build your AI video prompt here.';
export const DOWNLOAD_FILE_NAME = "ai-video-prompt.json";

// ---------------------------------------------------------------------------
// Messages (spec 000 §5, §8)
// ---------------------------------------------------------------------------

export const EMPTY_EXPORT_MESSAGE = "Please describe your video idea to generate JSON first.";
export const DESCRIPTION_REQUIRED_MESSAGE = "Please describe your video idea.";
export const INVALID_RESPONSE_MESSAGE = LLM_MESSAGES.invalidResponse;
export const REQUEST_FAILED_FALLBACK = "Request failed";
export const HIGH_TRAFFIC_MESSAGE = "Our AI service is handling a lot of requests right now. Please wait a moment, then try again.";
export const RAW_OUTPUT_NOTE =
  "The AI's reply did not match the expected JSON structure, even after one automatic repair. It is shown below exactly as the AI wrote it: check it before you use it, or generate again.";
export const REPAIRED_NOTE = "The AI's first reply did not match the expected structure; it was repaired automatically.";

/** Banner words (spec 000 §8) and the spec's automatic-retry counter (§4). */
export const STATUS_MESSAGES = AI_STATUS_MESSAGES;
export function retryAttemptLabel(n: number, max = LLM_MAX_RETRIES): string {
  return `Retry attempt ${n}/${max}`;
}

export function tooLongMessage(field: string, max: number): string {
  const verb = field.endsWith("s") ? "are" : "is";
  return `The ${field} ${verb} too long: at most ${max.toLocaleString("en-US")} characters.`;
}

export const API_PATH = "/api/ai/ai-json-builder";

// ---------------------------------------------------------------------------
// Constants (spec 000 §3, §7, §9)
// ---------------------------------------------------------------------------

export const MAX_TOKENS = 2000;
export const TEMPERATURE = 0.8;
export const FPS = 24;
export const MAX_STATUS_RETRIES = LLM_MAX_RETRIES;
/** The spec's fake progress step; used only with SPEC_WAITS=on (DESIGN.md decision 2). */
export const SPEC_PROGRESS_STEP_MS = 800;
/** Longest accepted inputs (the spec sets none; these keep requests sane). */
export const LIMITS = { description: 5000, customInstructions: 1000 } as const;
/** Shots of the basic JSON: the template's default of 3–4 (spec 000 §3). */
export const BASIC_SHOTS = { min: 3, max: 4 } as const;
/** Shot times may differ from the plan by this much (seconds) and still count as covering it. */
export const TIME_TOLERANCE = 0.05;

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

/** Whether a value (e.g. from a select) is one of the list's options. */
export function isOption<T extends string>(list: readonly Option<T>[], v: unknown): v is T {
  return list.some((o) => o.value === v);
}

function options<const T extends readonly (readonly [string, string])[]>(list: T): Option<T[number][0]>[] {
  return list.map(([value, label]) => ({ value, label }));
}

export const STYLES = ["cinematic", "documentary", "artistic", "commercial"] as const;
export type VideoStyle = (typeof STYLES)[number];
export const STYLE_OPTIONS = options([
  ["cinematic", "Cinematic"], ["documentary", "Documentary"], ["artistic", "Artistic"], ["commercial", "Commercial"],
] as const);

export const MOODS = ["dramatic", "peaceful", "energetic", "mysterious", "romantic", "adventurous"] as const;
export type VideoMood = (typeof MOODS)[number];
export const MOOD_OPTIONS = options([
  ["dramatic", "Dramatic"], ["peaceful", "Peaceful"], ["energetic", "Energetic"], ["mysterious", "Mysterious"],
  ["romantic", "Romantic"], ["adventurous", "Adventurous"],
] as const);

export const DURATIONS = [5, 9, 15, 30] as const;
export type Duration = (typeof DURATIONS)[number];
export const DURATION_OPTIONS: Option[] = DURATIONS.map((d) => ({ value: String(d), label: `${d} seconds` }));

export const RESOLUTIONS = ["1080p", "4k", "720p"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const RESOLUTION_OPTIONS = options([
  ["1080p", "1080p (Full HD)"], ["4k", "4K (Ultra HD)"], ["720p", "720p (HD)"],
] as const);

export const ASPECT_RATIOS = ["16:9", "9:16", "1:1", "21:9"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const ASPECT_RATIO_OPTIONS = options([
  ["16:9", "16:9 (Landscape)"], ["9:16", "9:16 (Portrait)"], ["1:1", "1:1 (Square)"], ["21:9", "21:9 (Ultrawide)"],
] as const);
const FRAME_SHAPES: Record<AspectRatio, string> = {
  "16:9": "a wide landscape frame",
  "9:16": "a tall vertical frame for phones (Shorts, Reels, TikTok)",
  "1:1": "a square frame",
  "21:9": "an ultrawide cinema frame",
};

// ---- Advanced Mode (spec 000 §2, §3) --------------------------------------

export const TEMPLATES = STYLES;
export type Template = VideoStyle;
export const TEMPLATE_OPTIONS = STYLE_OPTIONS;

export const COMPLEXITY_SHOTS = { simple: 2, medium: 3, complex: 4, expert: 5 } as const;
export type Complexity = keyof typeof COMPLEXITY_SHOTS;
export const COMPLEXITIES = ["simple", "medium", "complex", "expert"] as const satisfies readonly Complexity[];
export const COMPLEXITY_OPTIONS: Option<Complexity>[] = COMPLEXITIES.map((c) => ({
  value: c,
  label: `${c.charAt(0).toUpperCase()}${c.slice(1)} (${COMPLEXITY_SHOTS[c]} shots)`,
}));

export const FOCUSES = ["visual", "narrative", "technical", "emotional"] as const;
export type Focus = (typeof FOCUSES)[number];
export const FOCUS_OPTIONS = options([
  ["visual", "Visual"], ["narrative", "Narrative"], ["technical", "Technical"], ["emotional", "Emotional"],
] as const);
const FOCUS_GUIDANCE: Record<Focus, string> = {
  visual: "composition, light, colour and texture",
  narrative: "story beats, character intent and a clear beginning, middle and end",
  technical: "precise camera, lens, lighting and timing details",
  emotional: "the feeling each moment should leave with the viewer",
};

export const PROMPT_LENGTHS = ["short", "medium", "long"] as const;
export type PromptLength = (typeof PROMPT_LENGTHS)[number];
export const PROMPT_LENGTH_OPTIONS = options([
  ["short", "Short"], ["medium", "Medium"], ["long", "Long"],
] as const);
export const PROMPT_LENGTH_WORDS: Record<PromptLength, string> = {
  short: "60 to 100 words",
  medium: "150 to 250 words",
  long: "300 to 450 words",
};

/** Each advanced list: none, default and the spec's nine options (11 entries, spec 000 §9). */
export const CAMERA_STYLE_OPTIONS = options([
  ["none", "None"], ["default", "Default"], ["steadicam", "Steadicam"], ["drone", "Drone"], ["handheld", "Handheld"],
  ["crane", "Crane"], ["dolly", "Dolly"], ["vr360", "VR 360°"], ["multiangle", "Multi-angle"], ["static", "Static"],
  ["gimbal", "Gimbal"],
] as const);
export type CameraStyle = (typeof CAMERA_STYLE_OPTIONS)[number]["value"];

export const CAMERA_DIRECTION_OPTIONS = options([
  ["none", "None"], ["default", "Default"], ["zoom_in", "Zoom in"], ["zoom_out", "Zoom out"], ["pan_left", "Pan left"],
  ["pan_right", "Pan right"], ["tilt_up", "Tilt up"], ["tilt_down", "Tilt down"], ["orbital", "Orbital"], ["push_in", "Push in"],
  ["pull_out", "Pull out"],
] as const);
export type CameraDirection = (typeof CAMERA_DIRECTION_OPTIONS)[number]["value"];

export const PACING_OPTIONS = options([
  ["none", "None"], ["default", "Default"], ["slow_burn", "Slow burn"], ["rhythmic", "Rhythmic"], ["frantic", "Frantic"],
  ["ebb_flow", "Ebb and flow"], ["hypnotic", "Hypnotic"], ["timelapse", "Time-lapse"], ["stopmotion", "Stop-motion"],
  ["gradual", "Gradual"], ["quick_cut", "Quick cut"],
] as const);
export type Pacing = (typeof PACING_OPTIONS)[number]["value"];

export const SPECIAL_EFFECTS_OPTIONS = options([
  ["none", "None"], ["default", "Default"], ["practical", "Practical effects"], ["cgi", "CGI"], ["analog_glitch", "Analog glitch"],
  ["light_painting", "Light painting"], ["projection", "Projection mapping"], ["nanosecond", "Nanosecond (extreme slow motion)"],
  ["double_exposure", "Double exposure"], ["smoke_diffusion", "Smoke diffusion"], ["lens_flare", "Lens flare"],
] as const);
export type SpecialEffects = (typeof SPECIAL_EFFECTS_OPTIONS)[number]["value"];

export const CAMERA_STYLES = CAMERA_STYLE_OPTIONS.map((o) => o.value) as [CameraStyle, ...CameraStyle[]];
export const CAMERA_DIRECTIONS = CAMERA_DIRECTION_OPTIONS.map((o) => o.value) as [CameraDirection, ...CameraDirection[]];
export const PACINGS = PACING_OPTIONS.map((o) => o.value) as [Pacing, ...Pacing[]];
export const SPECIAL_EFFECTS = SPECIAL_EFFECTS_OPTIONS.map((o) => o.value) as [SpecialEffects, ...SpecialEffects[]];

export const CFG = { min: 0, max: 1, step: 0.1, default: 0.7 } as const;
export type GuidanceLevel = "low" | "medium" | "high";

/** Rounds to the slider's step, so 0.30000000000000004 counts as 0.3. */
export function roundCfg(v: number): number {
  if (!Number.isFinite(v)) return CFG.default;
  return Math.min(CFG.max, Math.max(CFG.min, Math.round(v * 10) / 10));
}

/** The spec's bands: 0–0.3 low, 0.4–0.7 medium, 0.8–1.0 high guidance. */
export function cfgGuidance(v: number): GuidanceLevel {
  const r = roundCfg(v);
  if (r <= 0.3) return "low";
  if (r <= 0.7) return "medium";
  return "high";
}

export function cfgGuidanceLabel(v: number): string {
  const level = cfgGuidance(v);
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} guidance`;
}

const CFG_GUIDANCE_TEXT: Record<GuidanceLevel, string> = {
  low: "low guidance: treat the idea loosely and take creative liberties",
  medium: "medium guidance: follow the idea closely but interpret the details creatively",
  high: "high guidance: follow the idea and every setting as literally as possible",
};

// ---------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------

export interface AdvancedOptions {
  template: Template;
  complexity: Complexity;
  focus: Focus;
  cameraStyle: CameraStyle;
  cameraDirection: CameraDirection;
  pacing: Pacing;
  specialEffects: SpecialEffects;
  promptLength: PromptLength;
  cfgScale: number;
  customInstructions: string;
}

export interface BuilderSettings {
  description: string;
  style: VideoStyle;
  mood: VideoMood;
  duration: Duration;
  resolution: Resolution;
  aspectRatio: AspectRatio;
}

/** What the page keeps as a draft. */
export interface BuilderDraft extends BuilderSettings {
  advancedMode: boolean;
  showBasicOptions: boolean;
  advanced: AdvancedOptions;
}

/** What the page sends to our API; the server builds the prompt from it. */
export type BuilderRequestBody =
  | ({ mode: "basic" } & BuilderSettings)
  | ({ mode: "advanced"; advanced: AdvancedOptions } & BuilderSettings);

export const DEFAULT_ADVANCED: AdvancedOptions = {
  template: "cinematic",
  complexity: "medium",
  focus: "visual",
  cameraStyle: "default",
  cameraDirection: "default",
  pacing: "default",
  specialEffects: "default",
  promptLength: "medium",
  cfgScale: CFG.default,
  customInstructions: "",
};

/** Spec 000 §4: Reset restores cinematic, dramatic, 9 s and leaves Advanced Mode. */
export const DEFAULT_DRAFT: BuilderDraft = {
  description: "",
  style: "cinematic",
  mood: "dramatic",
  duration: 9,
  resolution: "1080p",
  aspectRatio: "16:9",
  advancedMode: false,
  showBasicOptions: false,
  advanced: DEFAULT_ADVANCED,
};

function oneOf<T extends string | number>(list: readonly T[], v: unknown): v is T {
  return (list as readonly unknown[]).includes(v);
}
function pick<T extends string | number>(list: readonly T[], v: unknown, fallback: T): T {
  return oneOf(list, v) ? v : fallback;
}

export const isStyle = (v: unknown): v is VideoStyle => oneOf(STYLES, v);
export const isMood = (v: unknown): v is VideoMood => oneOf(MOODS, v);
export const isResolution = (v: unknown): v is Resolution => oneOf(RESOLUTIONS, v);
export const isAspectRatio = (v: unknown): v is AspectRatio => oneOf(ASPECT_RATIOS, v);
export function parseDuration(v: unknown): Duration | undefined {
  const n = typeof v === "string" ? Number(v) : v;
  return oneOf(DURATIONS, n) ? n : undefined;
}

/** A stored draft with anything no longer offered put back to its default. */
export function normalizeDraft(d: Partial<BuilderDraft> | undefined): BuilderDraft {
  const v = d ?? {};
  const a: Partial<AdvancedOptions> = v.advanced && typeof v.advanced === "object" ? v.advanced : {};
  return {
    description: typeof v.description === "string" ? v.description : "",
    style: pick(STYLES, v.style, DEFAULT_DRAFT.style),
    mood: pick(MOODS, v.mood, DEFAULT_DRAFT.mood),
    duration: parseDuration(v.duration) ?? DEFAULT_DRAFT.duration,
    resolution: pick(RESOLUTIONS, v.resolution, DEFAULT_DRAFT.resolution),
    aspectRatio: pick(ASPECT_RATIOS, v.aspectRatio, DEFAULT_DRAFT.aspectRatio),
    advancedMode: v.advancedMode === true,
    showBasicOptions: v.showBasicOptions === true,
    advanced: {
      template: pick(TEMPLATES, a.template, DEFAULT_ADVANCED.template),
      complexity: pick(COMPLEXITIES, a.complexity, DEFAULT_ADVANCED.complexity),
      focus: pick(FOCUSES, a.focus, DEFAULT_ADVANCED.focus),
      cameraStyle: pick(CAMERA_STYLES, a.cameraStyle, DEFAULT_ADVANCED.cameraStyle),
      cameraDirection: pick(CAMERA_DIRECTIONS, a.cameraDirection, DEFAULT_ADVANCED.cameraDirection),
      pacing: pick(PACINGS, a.pacing, DEFAULT_ADVANCED.pacing),
      specialEffects: pick(SPECIAL_EFFECTS, a.specialEffects, DEFAULT_ADVANCED.specialEffects),
      promptLength: pick(PROMPT_LENGTHS, a.promptLength, DEFAULT_ADVANCED.promptLength),
      cfgScale: typeof a.cfgScale === "number" ? roundCfg(a.cfgScale) : DEFAULT_ADVANCED.cfgScale,
      customInstructions: typeof a.customInstructions === "string" ? a.customInstructions : "",
    },
  };
}

/** The body for our API from the draft, in the mode the visitor chose. */
export function requestBody(d: BuilderDraft, mode: "basic" | "advanced"): BuilderRequestBody {
  const settings: BuilderSettings = {
    description: d.description.trim(),
    style: d.style,
    mood: d.mood,
    duration: d.duration,
    resolution: d.resolution,
    aspectRatio: d.aspectRatio,
  };
  return mode === "advanced" ? { mode, ...settings, advanced: { ...d.advanced, customInstructions: d.advanced.customInstructions.trim() } } : { mode, ...settings };
}

/** Spec 000 §5: disabled while generating, with a blank description, or when the server is not connected. */
export function canGenerate(description: string, busy: boolean, status: "checking" | "connected" | "failed" | "unconfigured"): boolean {
  return !busy && description.trim().length > 0 && status === "connected";
}

export function characterCountLabel(text: string): string {
  const n = text.length;
  return `${n.toLocaleString("en-US")} character${n === 1 ? "" : "s"}`;
}

// ---------------------------------------------------------------------------
// Shots
// ---------------------------------------------------------------------------

/** How many shots the basic JSON asks for: 3 for short clips, 4 from 15 s (template default 3–4). */
export function basicShotCount(duration: number): number {
  return duration >= 15 ? BASIC_SHOTS.max : BASIC_SHOTS.min;
}

/** Even shot boundaries over 0..duration, to one decimal, so the model gets concrete times. */
export function shotTimings(duration: number, shots: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (let i = 0; i < shots; i++) {
    const start = Math.round(((duration * i) / shots) * 10) / 10;
    const end = i === shots - 1 ? duration : Math.round(((duration * (i + 1)) / shots) * 10) / 10;
    out.push({ start, end });
  }
  return out;
}

function formatSeconds(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

/**
 * Problems with shot times: they must start at 0, follow each other without gaps or
 * overlaps, and end at the video's duration (spec 000 §3, our rule: shots cover 0..duration).
 */
export function shotCoverageIssues(shots: readonly { start: number; end: number }[], duration: number, tolerance = TIME_TOLERANCE): string[] {
  const issues: string[] = [];
  if (shots.length === 0) return ["shots: there are no shots"];
  const near = (a: number, b: number) => Math.abs(a - b) <= tolerance;
  if (!near(shots[0]!.start, 0)) issues.push(`shots.0.start: the first shot must start at 0, not ${shots[0]!.start}`);
  shots.forEach((s, i) => {
    if (!(s.end > s.start)) issues.push(`shots.${i}: end (${s.end}) must be after start (${s.start})`);
    if (i > 0 && !near(s.start, shots[i - 1]!.end)) {
      issues.push(`shots.${i}.start: must equal the previous shot's end (${shots[i - 1]!.end}), not ${s.start}`);
    }
  });
  const last = shots[shots.length - 1]!;
  if (!near(last.end, duration)) issues.push(`shots.${shots.length - 1}.end: the last shot must end at ${duration}, not ${last.end}`);
  return issues;
}

// ---------------------------------------------------------------------------
// Prompts (spec 000 §7: system message demanding JSON only, max_tokens 2000, temperature 0.8)
// ---------------------------------------------------------------------------

export const SYSTEM_PROMPT =
  "You are a prompt engineer for AI video generation models. You answer with one valid JSON object and nothing else: " +
  "no Markdown, no code fences, no comments, no text before or after the JSON.";

function labelOf(list: readonly Option[], value: string): string {
  return list.find((o) => o.value === value)?.label ?? value;
}

/** The skeleton shown to the model: every key of the §3 shape, with the value types. */
export function videoJsonSkeleton(s: Pick<BuilderSettings, "duration" | "resolution" | "aspectRatio">): string {
  const skeleton = {
    title: "string",
    description: "string",
    duration_seconds: s.duration,
    fps: FPS,
    resolution: s.resolution,
    aspect_ratio: s.aspectRatio,
    style: { visual_style: "string", palette: "string", lighting: "string", color_grade: "string", camera_texture: "string" },
    audio: {
      music_mood: "string",
      sfx: [{ t: 0, cue: "string" }],
      dialogue: [{ t: 0, speaker: "string", text: "string", emotion: "string", volume: "soft | normal | loud" }],
    },
    global_constraints: { avoid: ["string"], physics: "string", particles: "string" },
    shots: [
      {
        id: 1,
        start: 0,
        end: 3,
        prompt: "string",
        camera: { type: "string", lens: "string", movement: "string", framing: "string" },
        actions: ["string"],
        vfx: { effects: ["string"], transitions: ["string"] },
      },
    ],
    negative_prompts: ["string"],
    seed: 12345,
    safety: { copyright: "string", privacy: "string", content_rating: "string" },
  };
  return JSON.stringify(skeleton, null, 2);
}

/** The basic request: the §3 video JSON for the description and the selectors. */
export function buildBasicRequest(s: BuilderSettings, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const shots = basicShotCount(s.duration);
  const timings = shotTimings(s.duration, shots)
    .map((t, i) => `shot ${i + 1}: ${formatSeconds(t.start)}–${formatSeconds(t.end)} s`)
    .join(", ");
  const user = [
    "Create a structured JSON prompt for an AI video generation model.",
    "",
    `Video idea: ${s.description.trim()}`,
    `Style: ${labelOf(STYLE_OPTIONS, s.style)}`,
    `Mood: ${labelOf(MOOD_OPTIONS, s.mood)}`,
    `Duration: ${s.duration} seconds`,
    `Frame rate: ${FPS} fps`,
    `Resolution: ${s.resolution}`,
    `Aspect ratio: ${s.aspectRatio} (${FRAME_SHAPES[s.aspectRatio]})`,
    `Shots: ${shots}`,
    "",
    "Answer with one JSON object with exactly these keys and value types:",
    videoJsonSkeleton(s),
    "",
    "Rules:",
    `- "duration_seconds" is ${s.duration}, "fps" is ${FPS}, "resolution" is "${s.resolution}" and "aspect_ratio" is "${s.aspectRatio}".`,
    `- Write exactly ${shots} shots with ids 1 to ${shots}. Times are in seconds: the first shot starts at 0, every shot starts where the previous one ends, and the last shot ends at ${s.duration} (suggested: ${timings}).`,
    `- Compose every shot for ${FRAME_SHAPES[s.aspectRatio]}.`,
    `- Match the ${s.style} style and a ${s.mood} mood in the visuals, lighting, camera work and music.`,
    `- Every "t" in "sfx" and "dialogue" lies between 0 and ${s.duration}. Use an empty "dialogue" list when nobody speaks.`,
    '- "seed" is a whole number. Every other value is text, a list of text or a number as in the skeleton.',
    "- Keep each shot prompt concrete and visual: subject, setting, action, light.",
    `- ${jsonLanguageInstruction(language, "the title, the description, every prompt, cue, line of dialogue and every other text value")}`,
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

function choiceLine(name: string, list: readonly Option[], value: string, what: string): string {
  if (value === "default") return `${name}: default (choose the ${what} that suits the style template best)`;
  if (value === "none") return `${name}: none (do not ask for any particular ${what})`;
  return `${name}: ${labelOf(list, value)}`;
}

/** The advanced request: one text prompt, returned as an object with a single "prompt" key (spec 000 §7). */
export function buildAdvancedRequest(s: BuilderSettings, a: AdvancedOptions, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const shots = COMPLEXITY_SHOTS[a.complexity];
  const cfg = roundCfg(a.cfgScale);
  const custom = a.customInstructions.trim();
  const user = [
    "Write one detailed text prompt for an AI video generation model.",
    "",
    `Video idea: ${s.description.trim()}`,
    `Style template: ${labelOf(TEMPLATE_OPTIONS, a.template)}`,
    `Mood: ${labelOf(MOOD_OPTIONS, s.mood)}`,
    `Duration: ${s.duration} seconds`,
    `Resolution: ${s.resolution}`,
    `Aspect ratio: ${s.aspectRatio} (${FRAME_SHAPES[s.aspectRatio]})`,
    `Complexity: ${a.complexity} — describe exactly ${shots} shots in order, with times that run from 0 to ${s.duration} seconds`,
    `Focus: ${a.focus} — give most attention to ${FOCUS_GUIDANCE[a.focus]}`,
    choiceLine("Camera style", CAMERA_STYLE_OPTIONS, a.cameraStyle, "camera style"),
    choiceLine("Camera direction", CAMERA_DIRECTION_OPTIONS, a.cameraDirection, "camera direction"),
    choiceLine("Pacing", PACING_OPTIONS, a.pacing, "pacing"),
    choiceLine("Special effects", SPECIAL_EFFECTS_OPTIONS, a.specialEffects, "special effect"),
    `Prompt length: ${a.promptLength} (${PROMPT_LENGTH_WORDS[a.promptLength]})`,
    `CFG scale: ${cfg.toFixed(1)} — ${CFG_GUIDANCE_TEXT[cfgGuidance(cfg)]}`,
    ...(custom ? [`Custom instructions: ${custom}`] : []),
    "",
    'Answer with a JSON object with a single key "prompt" whose value is the whole video prompt as one string: {"prompt": "..."}',
    jsonLanguageInstruction(language, "the video prompt"),
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

export const ADVANCED_FORMAT = "advanced_json_prompt";

export interface AdvancedOutput {
  generated_prompt: string;
  configuration_used: {
    template: Template;
    complexity: Complexity;
    focus: Focus;
    camera_style: CameraStyle;
    camera_direction: CameraDirection;
    pacing: Pacing;
    special_effects: SpecialEffects;
    prompt_length: PromptLength;
    cfg_scale: number;
    custom_instructions: string;
    duration_seconds: Duration;
    mood: VideoMood;
    resolution: Resolution;
    aspect_ratio: AspectRatio;
  };
  format: typeof ADVANCED_FORMAT;
}

/** Spec 000 §3's advanced output, with the Basic Options the visitor chose (they reach the output here). */
export function buildAdvancedOutput(prompt: string, s: BuilderSettings, a: AdvancedOptions): AdvancedOutput {
  return {
    generated_prompt: prompt.trim(),
    configuration_used: {
      template: a.template,
      complexity: a.complexity,
      focus: a.focus,
      camera_style: a.cameraStyle,
      camera_direction: a.cameraDirection,
      pacing: a.pacing,
      special_effects: a.specialEffects,
      prompt_length: a.promptLength,
      cfg_scale: roundCfg(a.cfgScale),
      custom_instructions: a.customInstructions.trim(),
      duration_seconds: s.duration,
      mood: s.mood,
      resolution: s.resolution,
      aspect_ratio: s.aspectRatio,
    },
    format: ADVANCED_FORMAT,
  };
}

/** What our API answers (as the one result event of its stream). */
export type BuilderResult =
  | { kind: "json"; mode: "basic" | "advanced"; output: Record<string, unknown>; repaired: boolean }
  | { kind: "raw"; mode: "basic" | "advanced"; raw: string; issues: string[] };

/** Progress events the server sends while it works, one per real step. */
export type BuilderStage = "writing" | "checking" | "repairing";
export type BuilderEvent = { stage: BuilderStage } | { result: BuilderResult };

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** One event of the builder's stream, or null when the text is not one. */
export function readBuilderEvent(text: string): BuilderEvent | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  if (v.stage === "writing" || v.stage === "checking" || v.stage === "repairing") return { stage: v.stage };
  const r = v.result;
  if (!isRecord(r) || (r.mode !== "basic" && r.mode !== "advanced")) return null;
  if (r.kind === "json" && isRecord(r.output)) return { result: { kind: "json", mode: r.mode, output: r.output, repaired: r.repaired === true } };
  if (r.kind === "raw" && typeof r.raw === "string") {
    const issues = Array.isArray(r.issues) ? r.issues.filter((i): i is string => typeof i === "string") : [];
    return { result: { kind: "raw", mode: r.mode, raw: r.raw, issues } };
  }
  return null;
}

/** The text the output panel, Copy and Download use. */
export function outputText(r: BuilderResult | null): string {
  if (!r) return "";
  return r.kind === "json" ? JSON.stringify(r.output, null, 2) : r.raw;
}

/** Progress of the real steps: the model writing (request sent), the server checking, repairing. */
export const STAGES = {
  writing: { value: 40, message: "Writing your video JSON..." },
  checking: { value: 60, message: "Checking the JSON structure..." },
  repairing: { value: 80, message: "Repairing the JSON structure..." },
} as const;
export type StageId = keyof typeof STAGES;

/** The spec's fake five steps (20/40/60/80/100, 800 ms each), only with SPEC_WAITS=on. */
export const SPEC_STAGES = [
  { value: 20, message: "Analyzing your video idea..." },
  { value: 40, message: "Planning shots and camera work..." },
  { value: 60, message: "Writing the JSON prompt..." },
  { value: 80, message: "Checking the JSON structure..." },
  { value: 100, message: "Finalizing..." },
] as const;

// ---------------------------------------------------------------------------
// Errors (spec 000 §8)
// ---------------------------------------------------------------------------

/** What the browser knows about a failed request (AiRequestError.info). */
export interface FailureInfo {
  status: number;
  code: string;
  message: string;
  upstreamStatus?: number;
  providerMessage?: string;
  retryAfterSeconds?: number;
}

/**
 * The generation failure line (spec 000 §8): "{status}: {provider message or Request failed}",
 * or the catalogue's own words where there is no status to show (no key, network, no content).
 */
export function generationErrorMessage(e: FailureInfo): string {
  if (e.code === "llm_invalid_response") return INVALID_RESPONSE_MESSAGE;
  if (e.code === "llm_not_configured" || e.code === "invalid_input" || e.code === "llm_network" || e.code === "llm_timeout" || e.status === 0) {
    return e.message;
  }
  const status = e.upstreamStatus && e.upstreamStatus > 0 ? e.upstreamStatus : e.status;
  return `${status}: ${e.providerMessage || REQUEST_FAILED_FALLBACK}`;
}

/** Spec 000 §8: an error containing 429 also shows the high-traffic notice. */
export function isHighTraffic(e: FailureInfo): boolean {
  return e.status === 429 || e.upstreamStatus === 429 || e.code.includes("rate_limit");
}

export function highTrafficText(retryAfterSeconds?: number): string {
  return retryAfterSeconds && retryAfterSeconds > 0
    ? `${HIGH_TRAFFIC_MESSAGE} You can try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`
    : HIGH_TRAFFIC_MESSAGE;
}

/** Why the status check failed, from our /api/ai/status answer (its `failure`) or the network. */
export interface StatusFailure {
  code: string;
  upstreamStatus: number;
  message: string;
}

export function statusFailureOf(status: unknown, message: string | undefined): StatusFailure {
  const msg = message ?? LLM_MESSAGES.unknown;
  if (!isRecord(status)) return { code: "llm_network", upstreamStatus: 0, message: msg };
  if (status.state === "not_configured") return { code: "llm_not_configured", upstreamStatus: 0, message: msg };
  const f = isRecord(status.failure) ? status.failure : {};
  return {
    code: typeof f.code === "string" ? f.code : "llm_provider_error",
    upstreamStatus: typeof f.upstreamStatus === "number" ? f.upstreamStatus : 0,
    message: msg,
  };
}

/**
 * The wait before an automatic status retry (spec 000 §8), or null when the failure is not
 * retried: 429 (high-traffic notice instead), no key, and other client errors.
 */
export function statusRetryDelay(f: StatusFailure): number | null {
  switch (f.code) {
    case "llm_rate_limited":
    case "llm_not_configured":
    case "llm_invalid_response":
      return null;
    case "llm_unavailable":
      return LLM_RETRY_DELAYS_MS.unavailable;
    case "llm_server_error":
      return LLM_RETRY_DELAYS_MS.serverError;
    case "llm_network":
    case "llm_timeout":
      return LLM_RETRY_DELAYS_MS.network;
    default:
      return f.upstreamStatus >= 500 ? LLM_RETRY_DELAYS_MS.otherServerError : null;
  }
}

/** Whether another automatic retry follows after `used` retries. */
export function shouldRetryStatus(f: StatusFailure, used: number, max = MAX_STATUS_RETRIES): boolean {
  return used < max && statusRetryDelay(f) !== null;
}

export function isStatusRateLimited(f: StatusFailure): boolean {
  return f.code === "llm_rate_limited" || f.upstreamStatus === 429;
}
