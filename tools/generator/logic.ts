/**
 * Manual JSON video-prompt generator (/generator), spec 000 §2–§9 "Manual JSON generator".
 * Pure logic: form state, generator types, output builders, preview, export guard,
 * list editing and presets. The page component only renders and calls these.
 */
import {
  CAMERA_SIMULATION_OPTIONS,
  CINEMA_TONE_OPTIONS,
  EFFECT_OPTIONS,
  MOVEMENT_STYLE_OPTIONS,
  NEGATIVE_PROMPT_OPTIONS,
} from "./options";
import { PRESETS, type PresetId, type VideoPreset } from "./presets";

export {
  CAMERA_SIMULATION_OPTIONS,
  CINEMA_TONE_OPTIONS,
  EFFECT_OPTIONS,
  MOVEMENT_STYLE_OPTIONS,
  NEGATIVE_PROMPT_OPTIONS,
} from "./options";
export { PRESETS, PRESET_IDS, type PresetId, type VideoPreset } from "./presets";

// ---------------------------------------------------------------------------
// Constants and messages (spec 000 §4, §5, §7, §8, §9)
// ---------------------------------------------------------------------------

export const PREVIEW_PLACEHOLDER = "Fill in the prompt to see JSON preview";
export const EMPTY_EXPORT_MESSAGE = "Please fill in the prompt to generate JSON first.";
export const COPY_SUCCESS_MESSAGE = "JSON copied to clipboard!";
export const DOWNLOAD_FILE_NAME = "veo3-prompt.json";
export const DOWNLOAD_MIME_TYPE = "application/json";
export const JSON_INDENT = 2;
export const PREVIEW_MAX_HEIGHT_PX = 600;
/** Closing sentence of every text preview string (§5). */
export const FINAL_PROMPT_ENDING = "No subtitles, no text overlay.";
/** Labels used when the effects and negative-prompt lists are written into final_prompt. */
export const FINAL_PROMPT_EFFECTS_LABEL = "Effects:";
export const FINAL_PROMPT_NEGATIVES_LABEL = "Avoid:";

/** Analytics event names this page sends (spec 000 §1 shared conventions). */
export const ANALYTICS_EVENTS = {
  presetUsed: "preset_used",
  jsonGenerated: "json_generated",
  copy: "copy_to_clipboard",
  copyFailed: "copy_failed",
  download: "file_download",
  generatorTypeChange: "generator_type_change",
} as const;

/** Section headings of the form, in page order (§2). */
export const FORM_SECTIONS = [
  "Scene Settings",
  "Camera & Technical Settings",
  "Audio Settings",
  "Negative Prompts",
  "Effects",
  "Additional Notes",
] as const;

// ---------------------------------------------------------------------------
// Form state (§3)
// ---------------------------------------------------------------------------

export const FORM_FIELD_KEYS = [
  "subject",
  "camera_position",
  "location",
  "action",
  "visual_style",
  "lighting",
  "movement_quality",
  "camera_motion",
  "composition",
  "ambiance_or_mood",
  "dialogue",
  "soundtrack",
  "sound_design",
  "cam_sim",
  "cinema_tone",
  "realism_tokens",
  "movement_style",
  "depth_enhance",
  "shot_notes",
] as const;

export type FormFieldKey = (typeof FORM_FIELD_KEYS)[number];
export type FormFields = Record<FormFieldKey, string>;

export const LIST_KEYS = [
  "selectedNegativePrompts",
  "selectedEffects",
  "customNegativePrompts",
  "customEffects",
] as const;

export type ListKey = (typeof LIST_KEYS)[number];

export interface GeneratorState {
  form: FormFields;
  selectedNegativePrompts: string[];
  selectedEffects: string[];
  customNegativePrompts: string[];
  customEffects: string[];
}

export function createEmptyForm(): FormFields {
  const form = {} as FormFields;
  for (const key of FORM_FIELD_KEYS) form[key] = "";
  return form;
}

/** The state on first load and after Clear All: every field and list empty. */
export function createEmptyState(): GeneratorState {
  return {
    form: createEmptyForm(),
    selectedNegativePrompts: [],
    selectedEffects: [],
    customNegativePrompts: [],
    customEffects: [],
  };
}

/** Clear All (§4): empties every field and list; the generator type is kept. */
export function clearAll(): GeneratorState {
  return createEmptyState();
}

export function setField(state: GeneratorState, key: FormFieldKey, value: string): GeneratorState {
  return { ...state, form: { ...state.form, [key]: value } };
}

// ---------------------------------------------------------------------------
// Generator types (§2, §3, §4, §9)
// ---------------------------------------------------------------------------

export const GENERATOR_TYPE_IDS = [
  "assertive",
  "masterpiece",
  "meta-style",
  "nested",
  "powerhouse",
  "director",
] as const;

export type GeneratorTypeId = (typeof GENERATOR_TYPE_IDS)[number];
export type OutputStructure = "flat" | "nested" | "enhanced" | "powerhouse";

export interface GeneratorType {
  id: GeneratorTypeId;
  name: string;
  description: string;
  features: string[];
  structure: OutputStructure;
  /** Card badge: the type fills gaps for you from minimal input. Descriptive only. */
  autoInfer: boolean;
  /** Card badge: a subject and a few fields are enough. Descriptive only. */
  requiresMinimalInput: boolean;
}

export const DEFAULT_GENERATOR_TYPE: GeneratorTypeId = "nested";

/**
 * The six generator-type cards. §3 names five types; §2 and §9 say six cards plus a
 * separate link card to the AI builder, and §4 sends "any other value" to the flat
 * shape. The sixth card is therefore "director": a flat-output type for people who
 * write every camera and meta token themselves.
 */
export const GENERATOR_TYPES: readonly GeneratorType[] = [
  {
    id: "assertive",
    name: "Assertive",
    description: "Direct, flat JSON with one key per idea. Give a subject and a few details; the rest stays out of the way.",
    features: [
      "Flat key-value output",
      "Works from minimal input",
      "Short, commanding prompt",
      "Subject, place and action always present",
    ],
    structure: "flat",
    autoInfer: true,
    requiresMinimalInput: true,
  },
  {
    id: "masterpiece",
    name: "Masterpiece",
    description: "Flat JSON built only from what you write. Fill in every field for full, hand-crafted control.",
    features: [
      "Flat key-value output",
      "Nothing inferred: your words only",
      "Made for detailed input",
      "Every camera and audio field available",
    ],
    structure: "flat",
    autoInfer: false,
    requiresMinimalInput: false,
  },
  {
    id: "meta-style",
    name: "Meta-Style",
    description: "Nested JSON plus meta enhancements: camera simulation, cinematic LUT, render style and realism enhancers.",
    features: [
      "Nested output with meta enhancements",
      "Camera simulation defaults to ARRI ALEXA 35",
      "Cinematic LUT defaults to Moody Contrast",
      "Realism enhancers added automatically",
    ],
    structure: "enhanced",
    autoInfer: true,
    requiresMinimalInput: true,
  },
  {
    id: "nested",
    name: "Nested",
    description: "Grouped JSON: visuals, camera, audio and meta tokens each in their own object. The default.",
    features: [
      "Grouped, readable structure",
      "Empty groups left out",
      "Meta tokens for camera, tone and realism",
      "Matches the quick-start presets",
    ],
    structure: "nested",
    autoInfer: true,
    requiresMinimalInput: true,
  },
  {
    id: "powerhouse",
    name: "Powerhouse",
    description: "Nested JSON plus generation metadata marking maximum optimisation for Veo 3.",
    features: [
      "Everything in the nested shape",
      "Generation metadata block",
      "Optimisation level: maximum",
      "Veo 3 compatibility marker",
    ],
    structure: "powerhouse",
    autoInfer: true,
    requiresMinimalInput: true,
  },
  {
    id: "director",
    name: "Director",
    description: "Flat JSON for shot-by-shot control: you set the lens, movement, grade and meta tokens yourself.",
    features: [
      "Flat key-value output",
      "Camera and meta tokens as top-level keys",
      "Made for detailed input",
      "Easy to edit by hand afterwards",
    ],
    structure: "flat",
    autoInfer: true,
    requiresMinimalInput: false,
  },
];

/** The link card shown after the six type cards (§2); it is not a generator type. */
export const AI_BUILDER_LINK_CARD = {
  name: "AI JSON Builder",
  description: "Describe your idea in plain words and let AI write the whole JSON prompt for you.",
  href: "/ai-json-builder",
} as const;

export function isGeneratorTypeId(value: string): value is GeneratorTypeId {
  return (GENERATOR_TYPE_IDS as readonly string[]).includes(value);
}

export function findGeneratorType(id: string): GeneratorType | undefined {
  return GENERATOR_TYPES.find((t) => t.id === id);
}

// ---------------------------------------------------------------------------
// Output shapes (§3)
// ---------------------------------------------------------------------------

export interface FlatOutput {
  subject: string;
  camera_position: string;
  location: string;
  action: string;
  ambiance_or_mood: string;
  dialogue: string;
  visual_style_and_lighting?: string;
  lighting?: string;
  movement_quality?: string;
  camera_motion_and_composition?: string;
  composition?: string;
  audio_elements?: string;
  sound_design?: string;
  cam_sim?: string;
  cinema_tone?: string;
  realism_tokens?: string;
  movement_style?: string;
  depth_enhance?: string;
  negative_prompts?: string[];
  effects?: string[];
  final_prompt?: string;
}

export interface MetaTokens {
  CAM_SIM?: string;
  CINEMA_TONE?: string;
  REALISM_TOKENS?: string;
  MOVEMENT_STYLE?: string;
  DEPTH_ENHANCE?: string;
}

export interface NestedOutput {
  subject?: string;
  camera_position?: string;
  location?: string;
  action?: string;
  visual_and_lighting?: { style?: string; lighting?: string };
  movement_quality?: string;
  camera_motion?: { type?: string; composition?: string };
  ambiance_or_mood?: string;
  dialogue?: string;
  audio?: { soundtrack?: string; sound_design?: string };
  meta_tokens?: MetaTokens;
  negative_prompts?: string[];
  effects?: string[];
  final_prompt?: string;
}

export const GENERATION_METADATA = {
  generator_type: "powerhouse",
  optimization_level: "maximum",
  veo3_compatibility: "verified",
} as const;

export interface PowerhouseOutput extends NestedOutput {
  generation_metadata: typeof GENERATION_METADATA;
}

export const META_ENHANCEMENT_DEFAULTS = {
  camera_simulation: "ARRI ALEXA 35",
  cinematic_lut: "Moody Contrast",
  render_style: "photorealistic",
  file_signature: "VEO3_ENHANCED.json",
} as const;

export const REALISM_ENHANCERS = [
  "high dynamic range",
  "natural motion blur",
  "volumetric lighting",
  "film grain overlay",
] as const;

export interface MetaStyleOutput extends NestedOutput {
  meta_enhancements: {
    camera_simulation: string;
    cinematic_lut: string;
    render_style: string;
    file_signature: string;
  };
  realism_enhancers: string[];
}

export type BuiltOutput = FlatOutput | NestedOutput | PowerhouseOutput | MetaStyleOutput;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** Trimmed, non-blank, first occurrence kept. */
export function combineLists(...lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const list of lists) {
    for (const raw of list) {
      const item = raw.trim();
      if (item !== "" && !out.includes(item)) out.push(item);
    }
  }
  return out;
}

/** Selected then custom negative prompts, as they appear in every output. */
export function allNegativePrompts(state: GeneratorState): string[] {
  return combineLists(state.selectedNegativePrompts, state.customNegativePrompts);
}

/** Selected then custom effects, as they appear in every output. */
export function allEffects(state: GeneratorState): string[] {
  return combineLists(state.selectedEffects, state.customEffects);
}

function trimmedForm(form: FormFields): FormFields {
  const out = {} as FormFields;
  for (const key of FORM_FIELD_KEYS) out[key] = (form[key] ?? "").trim();
  return out;
}

/** Copies only the entries whose value is a non-empty string. */
function compact<T extends Record<string, string>>(entries: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(entries) as (keyof T)[]) {
    if (entries[key] !== "") out[key] = entries[key];
  }
  return out;
}

function hasKeys(obj: object): boolean {
  return Object.keys(obj).length > 0;
}

/** True when a built value carries anything a person typed or chose. */
function hasContent(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === "object") return Object.values(value).some(hasContent);
  return false;
}

// ---------------------------------------------------------------------------
// Text preview string (§5)
// ---------------------------------------------------------------------------

function withoutTrailingPunctuation(text: string): string {
  return text.replace(/[\s.,;:]+$/u, "");
}

/**
 * The final_prompt text: empty when the subject is blank; otherwise subject, camera
 * position, "in {location}", action, style, lighting, movement quality, camera motion
 * type, composition, dialogue, soundtrack, sound design and mood joined with ", ", then
 * "Effects: …." and "Avoid: …." when those lists are non-empty, then
 * "No subtitles, no text overlay.".
 */
export function buildTextPrompt(state: GeneratorState): string {
  const f = trimmedForm(state.form);
  if (f.subject === "") return "";
  const parts = [
    f.subject,
    f.camera_position,
    f.location === "" ? "" : `in ${f.location}`,
    f.action,
    f.visual_style,
    f.lighting,
    f.movement_quality,
    f.camera_motion,
    f.composition,
    f.dialogue,
    f.soundtrack,
    f.sound_design,
    f.ambiance_or_mood,
  ]
    .map(withoutTrailingPunctuation)
    .filter((p) => p !== "");
  const sentences = [`${parts.join(", ")}.`];
  const effects = allEffects(state);
  if (effects.length > 0) sentences.push(`${FINAL_PROMPT_EFFECTS_LABEL} ${effects.join(", ")}.`);
  const negatives = allNegativePrompts(state);
  if (negatives.length > 0) sentences.push(`${FINAL_PROMPT_NEGATIVES_LABEL} ${negatives.join(", ")}.`);
  sentences.push(FINAL_PROMPT_ENDING);
  return sentences.join(" ");
}

// ---------------------------------------------------------------------------
// Builders (§3). None of them adds final_prompt; buildOutput does.
// ---------------------------------------------------------------------------

/** Flat shape: assertive, masterpiece, director and any unknown type value. */
export function buildFlatOutput(state: GeneratorState): FlatOutput {
  const f = trimmedForm(state.form);
  const out: FlatOutput = {
    subject: f.subject,
    camera_position: f.camera_position,
    location: f.location,
    action: f.action,
    ambiance_or_mood: f.ambiance_or_mood,
    dialogue: f.dialogue,
    ...compact({
      visual_style_and_lighting: f.visual_style,
      lighting: f.lighting,
      movement_quality: f.movement_quality,
      camera_motion_and_composition: f.camera_motion,
      composition: f.composition,
      audio_elements: f.soundtrack,
      sound_design: f.sound_design,
      cam_sim: f.cam_sim,
      cinema_tone: f.cinema_tone,
      realism_tokens: f.realism_tokens,
      movement_style: f.movement_style,
      depth_enhance: f.depth_enhance,
    }),
  };
  const negatives = allNegativePrompts(state);
  if (negatives.length > 0) out.negative_prompts = negatives;
  const effects = allEffects(state);
  if (effects.length > 0) out.effects = effects;
  return out;
}

/** Nested shape (the default type). Blank keys and empty groups are left out. */
export function buildNestedOutput(state: GeneratorState): NestedOutput {
  const f = trimmedForm(state.form);
  const out: NestedOutput = compact({
    subject: f.subject,
    camera_position: f.camera_position,
    location: f.location,
    action: f.action,
  });
  const visual = compact({ style: f.visual_style, lighting: f.lighting });
  if (hasKeys(visual)) out.visual_and_lighting = visual;
  if (f.movement_quality !== "") out.movement_quality = f.movement_quality;
  const motion = compact({ type: f.camera_motion, composition: f.composition });
  if (hasKeys(motion)) out.camera_motion = motion;
  if (f.ambiance_or_mood !== "") out.ambiance_or_mood = f.ambiance_or_mood;
  if (f.dialogue !== "") out.dialogue = f.dialogue;
  const audio = compact({ soundtrack: f.soundtrack, sound_design: f.sound_design });
  if (hasKeys(audio)) out.audio = audio;
  const tokens: MetaTokens = compact({
    CAM_SIM: f.cam_sim,
    CINEMA_TONE: f.cinema_tone,
    REALISM_TOKENS: f.realism_tokens,
    MOVEMENT_STYLE: f.movement_style,
    DEPTH_ENHANCE: f.depth_enhance,
  });
  if (hasKeys(tokens)) out.meta_tokens = tokens;
  const negatives = allNegativePrompts(state);
  if (negatives.length > 0) out.negative_prompts = negatives;
  const effects = allEffects(state);
  if (effects.length > 0) out.effects = effects;
  return out;
}

export function buildPowerhouseOutput(state: GeneratorState): PowerhouseOutput {
  return { ...buildNestedOutput(state), generation_metadata: { ...GENERATION_METADATA } };
}

export function buildMetaStyleOutput(state: GeneratorState): MetaStyleOutput {
  const f = trimmedForm(state.form);
  return {
    ...buildNestedOutput(state),
    meta_enhancements: {
      camera_simulation: f.cam_sim || META_ENHANCEMENT_DEFAULTS.camera_simulation,
      cinematic_lut: f.cinema_tone || META_ENHANCEMENT_DEFAULTS.cinematic_lut,
      render_style: META_ENHANCEMENT_DEFAULTS.render_style,
      file_signature: META_ENHANCEMENT_DEFAULTS.file_signature,
    },
    realism_enhancers: [...REALISM_ENHANCERS],
  };
}

/**
 * The JSON for a generator type, or null when the form gives it nothing to say
 * (the preview then keeps its placeholder). Emptiness is judged on what the form
 * contributes, so the constant blocks of powerhouse and meta-style alone never count.
 * final_prompt is appended when the subject is non-blank.
 */
export function buildOutput(state: GeneratorState, generatorType: string): BuiltOutput | null {
  const isFlat = generatorType !== "nested" && generatorType !== "powerhouse" && generatorType !== "meta-style";
  const base = isFlat ? buildFlatOutput(state) : buildNestedOutput(state);
  if (!hasContent(base)) return null;
  let out: BuiltOutput = base;
  if (generatorType === "powerhouse") out = buildPowerhouseOutput(state);
  else if (generatorType === "meta-style") out = buildMetaStyleOutput(state);
  const finalPrompt = buildTextPrompt(state);
  if (finalPrompt !== "") out = { ...out, final_prompt: finalPrompt };
  return out;
}

// ---------------------------------------------------------------------------
// Preview and export (§4, §5, §7, §8)
// ---------------------------------------------------------------------------

export interface Preview {
  /** What the preview panel shows: the placeholder or the indented JSON. */
  text: string;
  isPlaceholder: boolean;
  output: BuiltOutput | null;
  /** True when a json_generated event should be sent (non-empty result with a subject). */
  trackGeneration: boolean;
}

export function formatJson(output: BuiltOutput): string {
  return JSON.stringify(output, null, JSON_INDENT);
}

export function computePreview(state: GeneratorState, generatorType: string): Preview {
  const output = buildOutput(state, generatorType);
  if (output === null) {
    return { text: PREVIEW_PLACEHOLDER, isPlaceholder: true, output: null, trackGeneration: false };
  }
  return {
    text: formatJson(output),
    isPlaceholder: false,
    output,
    trackGeneration: output.final_prompt !== undefined,
  };
}

export type ExportCheck = { ok: true; content: string } | { ok: false; message: string };

/** Copy and Download guard: while the placeholder shows, alert and do nothing else. */
export function checkExport(previewText: string): ExportCheck {
  if (previewText === PREVIEW_PLACEHOLDER || previewText.trim() === "") {
    return { ok: false, message: EMPTY_EXPORT_MESSAGE };
  }
  return { ok: true, content: previewText };
}

// ---------------------------------------------------------------------------
// Lists (§2, §5)
// ---------------------------------------------------------------------------

/** Checkbox on a predefined item: adds it at the end, or removes it when present. */
export function toggleItem(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export type AddCustomResult =
  | { ok: true; list: string[] }
  | { ok: false; reason: "blank" | "duplicate" };

/**
 * Custom negative prompt or effect typed and confirmed with Enter: it must be non-blank
 * after trimming and not already in that custom list. On success the input is cleared.
 */
export function addCustomItem(list: readonly string[], raw: string): AddCustomResult {
  const item = raw.trim();
  if (item === "") return { ok: false, reason: "blank" };
  if (list.includes(item)) return { ok: false, reason: "duplicate" };
  return { ok: true, list: [...list, item] };
}

/** The × button on a custom entry. */
export function removeCustomItem(list: readonly string[], item: string): string[] {
  return list.filter((x) => x !== item);
}

// ---------------------------------------------------------------------------
// Presets (§3, §4)
// ---------------------------------------------------------------------------

/** Items found in the predefined list become checked boxes; the rest become custom entries. */
function splitByOptions(items: readonly string[], options: readonly string[]) {
  const selected: string[] = [];
  const custom: string[] = [];
  for (const item of combineLists(items)) (options.includes(item) ? selected : custom).push(item);
  return { selected, custom };
}

/**
 * Maps a nested preset back to the flat form: visual_and_lighting.style → visual_style,
 * .lighting → lighting, camera_motion.type → camera_motion, .composition → composition,
 * audio.soundtrack/sound_design → soundtrack/sound_design, meta_tokens.CAM_SIM … DEPTH_ENHANCE
 * → cam_sim … depth_enhance, missing dialogue → "", shot_notes → "". The effect and
 * negative-prompt lists (selected and custom) are replaced.
 */
export function presetToState(preset: VideoPreset): GeneratorState {
  const negatives = splitByOptions(preset.negative_prompts, NEGATIVE_PROMPT_OPTIONS);
  const effects = splitByOptions(preset.effects, EFFECT_OPTIONS);
  return {
    form: {
      subject: preset.subject,
      camera_position: preset.camera_position,
      location: preset.location,
      action: preset.action,
      visual_style: preset.visual_and_lighting.style,
      lighting: preset.visual_and_lighting.lighting,
      movement_quality: preset.movement_quality,
      camera_motion: preset.camera_motion.type,
      composition: preset.camera_motion.composition,
      ambiance_or_mood: preset.ambiance_or_mood,
      dialogue: preset.dialogue ?? "",
      soundtrack: preset.audio.soundtrack,
      sound_design: preset.audio.sound_design,
      cam_sim: preset.meta_tokens.CAM_SIM,
      cinema_tone: preset.meta_tokens.CINEMA_TONE,
      realism_tokens: preset.meta_tokens.REALISM_TOKENS,
      movement_style: preset.meta_tokens.MOVEMENT_STYLE,
      depth_enhance: preset.meta_tokens.DEPTH_ENHANCE,
      shot_notes: "",
    },
    selectedNegativePrompts: negatives.selected,
    customNegativePrompts: negatives.custom,
    selectedEffects: effects.selected,
    customEffects: effects.custom,
  };
}

export function applyPreset(id: PresetId): GeneratorState {
  return presetToState(PRESETS[id].data);
}

// ---------------------------------------------------------------------------
// Draft (local storage) — DESIGN.md "Nothing a visitor typed is lost"
// ---------------------------------------------------------------------------

export const DRAFT_STORAGE_KEY = "draft:generator";

export interface Draft {
  generatorType: GeneratorTypeId;
  state: GeneratorState;
}

// Hand-written rather than a zod schema: this runs in the page, and zod would add
// more to the page's JavaScript than all of the generator's own code.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A list of strings, or [] when the stored value is anything else. */
function stringList(value: unknown): string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? [...value] : [];
}

export function serializeDraft(draft: Draft): string {
  return JSON.stringify(draft);
}

/** Reads a stored draft; unknown keys are dropped and bad values fall back to empty. */
export function parseDraft(raw: string | null): Draft | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(json) || !isRecord(json.state)) return null;
  const state = json.state;
  const storedForm = isRecord(state.form) ? state.form : {};
  const form = createEmptyForm();
  for (const key of FORM_FIELD_KEYS) {
    const value = storedForm[key];
    if (typeof value === "string") form[key] = value;
  }
  const generatorType = typeof json.generatorType === "string" ? json.generatorType : DEFAULT_GENERATOR_TYPE;
  return {
    generatorType: isGeneratorTypeId(generatorType) ? generatorType : DEFAULT_GENERATOR_TYPE,
    state: {
      form,
      selectedNegativePrompts: stringList(state.selectedNegativePrompts),
      selectedEffects: stringList(state.selectedEffects),
      customNegativePrompts: stringList(state.customNegativePrompts),
      customEffects: stringList(state.customEffects),
    },
  };
}

// ---------------------------------------------------------------------------
// Page layout data: which field goes in which section, with its label (§2, §3)
// ---------------------------------------------------------------------------

export type FormSection = (typeof FORM_SECTIONS)[number];

/** A predefined suggestion list offered while typing in a text field. */
export type SuggestionList = "cam_sim" | "cinema_tone" | "movement_style";

export interface FieldDefinition {
  key: FormFieldKey;
  label: string;
  section: FormSection;
  placeholder: string;
  multiline: boolean;
  /** Suggestions from the predefined lists; the field still accepts any text. */
  suggestions?: SuggestionList;
  hint?: string;
}

export const SUGGESTION_OPTIONS: Readonly<Record<SuggestionList, readonly string[]>> = {
  cam_sim: CAMERA_SIMULATION_OPTIONS,
  cinema_tone: CINEMA_TONE_OPTIONS,
  movement_style: MOVEMENT_STYLE_OPTIONS,
};

/** Every text field of the form, in page order, each in exactly one section. */
export const FIELD_DEFINITIONS: readonly FieldDefinition[] = [
  { key: "subject", label: "Subject", section: "Scene Settings", multiline: true, placeholder: "Who or what the shot is about, e.g. a red fox with frost on its fur" },
  { key: "camera_position", label: "Camera Position", section: "Scene Settings", multiline: false, placeholder: "e.g. low angle, eye level, over the shoulder" },
  { key: "location", label: "Location", section: "Scene Settings", multiline: false, placeholder: "e.g. a snowy pine forest at dawn" },
  { key: "action", label: "Action", section: "Scene Settings", multiline: true, placeholder: "What happens in the shot" },
  { key: "visual_style", label: "Visual Style", section: "Scene Settings", multiline: false, placeholder: "e.g. photoreal, film noir, anime" },
  { key: "lighting", label: "Lighting", section: "Scene Settings", multiline: false, placeholder: "e.g. soft golden-hour backlight" },
  { key: "movement_quality", label: "Movement Quality", section: "Scene Settings", multiline: false, placeholder: "e.g. graceful, jerky, slow motion" },
  { key: "ambiance_or_mood", label: "Ambiance or Mood", section: "Scene Settings", multiline: false, placeholder: "e.g. quiet wonder, tense, nostalgic" },
  { key: "camera_motion", label: "Camera Motion", section: "Camera & Technical Settings", multiline: false, placeholder: "e.g. slow dolly in, handheld tracking shot" },
  { key: "composition", label: "Composition", section: "Camera & Technical Settings", multiline: false, placeholder: "e.g. rule of thirds, centred close-up" },
  { key: "cam_sim", label: "Camera Simulation (CAM_SIM)", section: "Camera & Technical Settings", multiline: false, placeholder: "e.g. ARRI ALEXA 35", suggestions: "cam_sim" },
  { key: "cinema_tone", label: "Cinema Tone (CINEMA_TONE)", section: "Camera & Technical Settings", multiline: false, placeholder: "e.g. Moody Contrast", suggestions: "cinema_tone" },
  { key: "movement_style", label: "Movement Style (MOVEMENT_STYLE)", section: "Camera & Technical Settings", multiline: false, placeholder: "e.g. Gimbal smooth", suggestions: "movement_style" },
  { key: "realism_tokens", label: "Realism Tokens (REALISM_TOKENS)", section: "Camera & Technical Settings", multiline: false, placeholder: "e.g. skin pores, fabric texture, natural imperfections" },
  { key: "depth_enhance", label: "Depth Enhance (DEPTH_ENHANCE)", section: "Camera & Technical Settings", multiline: false, placeholder: "e.g. shallow depth of field, foreground haze" },
  { key: "dialogue", label: "Dialogue", section: "Audio Settings", multiline: true, placeholder: "Spoken lines, if any" },
  { key: "soundtrack", label: "Soundtrack", section: "Audio Settings", multiline: false, placeholder: "e.g. soft piano, rising strings" },
  { key: "sound_design", label: "Sound Design", section: "Audio Settings", multiline: false, placeholder: "e.g. crunching snow, distant wind" },
  {
    key: "shot_notes",
    label: "Shot Notes",
    section: "Additional Notes",
    multiline: true,
    placeholder: "Notes for yourself about this shot",
    hint: "For your own reference: shot notes are kept with your draft but are not part of the JSON.",
  },
];

export function fieldsInSection(section: FormSection): FieldDefinition[] {
  return FIELD_DEFINITIONS.filter((f) => f.section === section);
}

/** Predefined checkbox options whose text contains the trimmed query, case-insensitively. */
export function filterOptions(options: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  return q === "" ? [...options] : options.filter((o) => o.toLowerCase().includes(q));
}

export type CustomListKind = "negative" | "effect";

/** Plain message shown when a custom entry is refused (§5 rules; the spec gives no wording). */
export function customItemMessage(reason: "blank" | "duplicate", kind: CustomListKind, raw: string): string {
  const noun = kind === "negative" ? "negative prompt" : "effect";
  if (reason === "blank") return `Type ${kind === "negative" ? "a" : "an"} ${noun} before pressing Enter.`;
  return `“${raw.trim()}” is already in your custom ${noun}s.`;
}
