// Pure functions of the video kit (issue 17): one idea in, every part of an upload out, each part
// made by the endpoint that already makes it (titles, description, tags, hashtags, speech, the
// image model); only the script outline has its own endpoint. No React, no fetch, no DOM.
import type { ChatRequest } from "../../server/services/llm";
import { DEFAULT_LANGUAGE, languageInstruction, type LanguageCode } from "../../app/lib/languages";
import { base64ToBytes } from "../../app/lib/base64";
import { countGraphemes, slugify } from "../../app/lib/text";
import { ABOVE_TITLE_COUNT, PLATFORM_HASHTAG_LIMIT, tagBudget } from "../shared/tag-budget";
import { buildThumbnailPrompt, type Mood } from "../shared/thumbnail-prompt";
import { voiceLanguage, type WordBoundary } from "../shared/speech";

export const SLUG = "youtube-video-kit";

// ---- Words on screen ---------------------------------------------------------------------

export const LABELS = {
  topic: "Video idea",
  audience: "Audience (optional)",
  keywords: "Keywords (optional)",
  tone: "Tone",
  timestamps: "Include timestamps",
  hashtags: "Include hashtags",
  socialLinks: "Include social links",
  generate: "Generate Video Kit",
  generating: "Making your kit…",
  chooseTitle: "Choose your title",
  regenerate: "Regenerate",
  updateParts: "Update them for this title",
  voiceover: "Make voice-over",
  downloadAll: "Download all (ZIP)",
  clear: "Start over",
} as const;

export const MESSAGE_TOPIC_REQUIRED = "Please describe your video idea.";
export const MESSAGE_NO_TITLES = "No titles came back. Please try again.";
export const MESSAGE_NO_TAGS = "No tags came back. Please try again.";
export const MESSAGE_NO_HASHTAGS = "No hashtags came back. Please try again.";
export const MESSAGE_OUTLINE_UNREADABLE = "The outline could not be read. Please regenerate it.";
export const MESSAGE_NO_OUTLINE_FOR_VOICE = "Make the script outline first: the voice-over reads its opening.";
export const OUTLINE_UNREADABLE_CODE = "outline_unreadable";

export const LIMITS = { topic: 500, audience: 200, keywords: 300 } as const;

/** Each part of a kit, in the order the page shows them. */
export const PART_IDS = ["titles", "description", "tags", "hashtags", "outline", "thumbnail", "voiceover"] as const;
export type PartId = (typeof PART_IDS)[number];
export const PART_LABELS: Record<PartId, string> = {
  titles: "Title ideas",
  description: "Description",
  tags: "Tags",
  hashtags: "Hashtags",
  outline: "Script outline",
  thumbnail: "Thumbnail",
  voiceover: "Voice-over",
};
/** The parts made for the chosen title (all at the same time, once the titles are in). */
export const TITLE_PARTS = ["description", "tags", "hashtags", "outline", "thumbnail"] as const satisfies readonly PartId[];
export type TitlePart = (typeof TITLE_PARTS)[number];

/** Language-model calls one kit makes: titles, then description, tags, hashtags and outline. */
export const MODEL_CALLS_PER_KIT = 5;
/** The default per-visitor limit on the AI endpoints (RATE_LIMIT_AI_PER_MIN). */
export const DEFAULT_AI_LIMIT_PER_MIN = 20;

export function callsNote(limitPerMin = DEFAULT_AI_LIMIT_PER_MIN): string {
  return `One kit makes ${MODEL_CALLS_PER_KIT} language-model calls (the titles, then the description, tags, hashtags and outline at the same time), one thumbnail image, and a voice-over only when you ask. This site allows ${limitPerMin} model calls a minute per visitor, so a whole kit and a few regenerations fit in one minute.`;
}

/** The endpoints the kit calls: the tools' own (no second copy of their prompts), and its outline. */
export const ENDPOINTS = {
  titles: "/api/ai/youtube-title-generator",
  description: "/api/ai/youtube-description-generator",
  tags: "/api/ai/youtube-tag-generator",
  hashtags: "/api/ai/youtube-hashtag-generator",
  outline: "/api/ai/youtube-video-kit/outline",
  voices: "/api/tts/voices",
  speech: "/api/tts/synthesize",
} as const;

// ---- The idea ------------------------------------------------------------------------------

export const KIT_TONES = ["engaging", "professional", "casual", "humorous", "dramatic"] as const;
export type KitTone = (typeof KIT_TONES)[number];
export const TONE_OPTIONS = KIT_TONES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }));

/** One tone, in each tool's own words: the title tone, the description style, the thumbnail mood. */
export const TONE_MAP: Record<KitTone, { title: string; description: string; mood: Mood }> = {
  engaging: { title: "engaging", description: "engaging", mood: "energetic" },
  professional: { title: "professional", description: "professional", mood: "professional" },
  casual: { title: "casual", description: "casual", mood: "happy" },
  humorous: { title: "humorous", description: "entertainment", mood: "fun" },
  dramatic: { title: "dramatic", description: "engaging", mood: "dramatic" },
};

export interface KitInput {
  topic: string;
  audience: string;
  keywords: string;
  tone: KitTone;
  includeTimestamps: boolean;
  includeHashtags: boolean;
  includeSocialLinks: boolean;
}

export const DEFAULT_INPUT: KitInput = {
  topic: "",
  audience: "",
  keywords: "",
  tone: "engaging",
  includeTimestamps: true,
  includeHashtags: true,
  includeSocialLinks: false,
};

export function isKitTone(v: unknown): v is KitTone {
  return typeof v === "string" && (KIT_TONES as readonly string[]).includes(v);
}

/** A stored draft with anything no longer offered put back to its default. */
export function normalizeInput(v: Partial<KitInput> | null | undefined): KitInput {
  const d = { ...DEFAULT_INPUT, ...(v ?? {}) };
  const text = (s: unknown, max: number) => (typeof s === "string" ? s.slice(0, max) : "");
  return {
    topic: text(d.topic, LIMITS.topic),
    audience: text(d.audience, LIMITS.audience),
    keywords: text(d.keywords, LIMITS.keywords),
    tone: isKitTone(d.tone) ? d.tone : DEFAULT_INPUT.tone,
    includeTimestamps: d.includeTimestamps !== false,
    includeHashtags: d.includeHashtags !== false,
    includeSocialLinks: d.includeSocialLinks === true,
  };
}

export function validateInput(input: KitInput): string | null {
  return input.topic.trim() ? null : MESSAGE_TOPIC_REQUIRED;
}

/** The idea as one sentence for the tools that take a description. */
export function ideaText(input: KitInput): string {
  const audience = input.audience.trim();
  return [input.topic.trim(), audience ? `For: ${audience}.` : ""].filter(Boolean).join(" ");
}

// ---- Requests to the tools' endpoints -------------------------------------------------------

export function titlesRequest(input: KitInput, language: LanguageCode) {
  const audience = input.audience.trim();
  return {
    topic: input.topic.trim(),
    description: audience ? `Audience: ${audience}` : "",
    keywords: input.keywords.trim(),
    tone: TONE_MAP[input.tone].title,
    language,
  };
}

export function descriptionRequest(input: KitInput, title: string, language: LanguageCode) {
  return {
    title,
    topic: ideaText(input),
    keywords: input.keywords.trim(),
    style: TONE_MAP[input.tone].description,
    includeTimestamps: input.includeTimestamps,
    includeHashtags: input.includeHashtags,
    includeSocialLinks: input.includeSocialLinks,
    language,
  };
}

/** Tags (about 10-15) and hashtags (5-10) for the chosen title, from the list generators. */
export function listRequest(kind: "tags" | "hashtags", input: KitInput, title: string, language: LanguageCode) {
  return { title, description: ideaText(input), keywords: input.keywords.trim(), count: kind === "tags" ? "medium" : "few", language };
}

export function outlineRequestBody(input: KitInput, title: string, language: LanguageCode) {
  return { title, topic: input.topic.trim(), audience: input.audience.trim(), keywords: input.keywords.trim(), tone: input.tone, language };
}

/** The thumbnail maker's prompt, for the chosen title: bold words in the output language. */
export function kitThumbnailPrompt(input: KitInput, title: string, language: LanguageCode): string {
  return buildThumbnailPrompt(
    {
      idea: `${title} (${input.topic.trim()})`,
      style: "modern",
      mood: TONE_MAP[input.tone].mood,
      colors: "vibrant",
      quality: "high",
      template: "standard",
      textOverlay: "bold",
    },
    language,
  );
}

// ---- Reading the answers --------------------------------------------------------------------

/** A list of non-empty strings under `key` of an answer, or null when the answer has none. */
export function readList(body: unknown, key: string): string[] | null {
  const v = (body as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(v)) return null;
  const list = v.filter((s): s is string => typeof s === "string" && s.trim() !== "").map((s) => s.trim());
  return list.length ? list : null;
}

/** Tags that fit YouTube's 500-character budget (counted as YouTube counts), from the first. */
export function fitTags(tags: readonly string[]): { kept: string[]; dropped: string[] } {
  const b = tagBudget(tags);
  return { kept: tags.slice(0, b.fitCount), dropped: tags.slice(b.fitCount) };
}

/** Fewer than the three YouTube shows above the title is worth a note. */
export const MIN_HASHTAGS = ABOVE_TITLE_COUNT;
export { ABOVE_TITLE_COUNT };

/** Hashtags as YouTube takes them: with "#", once each, at most 15. */
export function kitHashtags(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const tag = raw.trim().replace(/^#*/, "#");
    if (tag.length > 1 && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
  }
  return out.slice(0, PLATFORM_HASHTAG_LIMIT);
}

export function hashtagNote(count: number): string | null {
  return count < MIN_HASHTAGS ? `Only ${count} hashtag${count === 1 ? "" : "s"} came back; YouTube shows up to three above the title, so regenerate for more.` : null;
}

// ---- The outline (its own endpoint) -----------------------------------------------------------

export interface Outline {
  hook: string;
  sections: { heading: string; points: string[] }[];
  callToAction: string;
}

export const OUTLINE_SECTIONS = { min: 2, max: 8 } as const;
export const OUTLINE_POINTS = { min: 1, max: 6 } as const;

const nonEmpty = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/**
 * An outline from the model's JSON (or from storage): a hook, 2 to 8 sections of 1 to 6 points,
 * and a call to action, every text non-empty; null when it is not that.
 */
export function readOutline(v: unknown): Outline | null {
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  const hook = nonEmpty(o.hook);
  const callToAction = nonEmpty(o.callToAction);
  if (!hook || !callToAction || !Array.isArray(o.sections)) return null;
  if (o.sections.length < OUTLINE_SECTIONS.min || o.sections.length > OUTLINE_SECTIONS.max) return null;
  const sections: Outline["sections"] = [];
  for (const raw of o.sections) {
    const sec = (raw ?? {}) as Record<string, unknown>;
    const heading = nonEmpty(sec.heading);
    const points = Array.isArray(sec.points) ? sec.points.map(nonEmpty) : [];
    if (!heading || points.length < OUTLINE_POINTS.min || points.length > OUTLINE_POINTS.max || points.some((p) => p === null)) return null;
    sections.push({ heading, points: points as string[] });
  }
  return { hook, sections, callToAction };
}

/** What the outline endpoint takes (checked by the server's schema). */
export interface OutlineInput {
  title: string;
  topic: string;
  audience: string;
  keywords: string;
  tone: KitTone;
}

export const MESSAGE_TITLE_REQUIRED = "Please choose a title first.";

export const OUTLINE_SYSTEM_PROMPT =
  "You are a YouTube scriptwriter. You plan videos that hold attention: a hook in the first seconds, clear sections, and one call to action. You answer with JSON only.";

export function buildOutlineRequest(input: OutlineInput, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const lines = [
    "Plan a short script outline for this YouTube video.",
    "",
    `Title: ${input.title}`,
    `Video idea: ${input.topic}`,
    ...(input.audience ? [`Audience: ${input.audience}`] : []),
    ...(input.keywords ? [`Keywords: ${input.keywords}`] : []),
    `Tone: ${input.tone}`,
    "",
    "Answer with one JSON object of this shape and nothing else:",
    '{"hook": "the first 10 seconds, spoken, one or two sentences", "sections": [{"heading": "…", "points": ["…", "…"]}], "callToAction": "one spoken sentence"}',
    "",
    "Rules:",
    "- 3 to 5 sections, each with 2 to 4 short points.",
    "- The hook is written to be read aloud and makes the title's promise.",
    `- ${languageInstruction(language, "the hook, the headings, the points and the call to action")}`,
    "- Keep the JSON keys exactly as shown, in English.",
  ];
  return {
    messages: [
      { role: "system", content: OUTLINE_SYSTEM_PROMPT },
      { role: "user", content: lines.join("\n") },
    ],
    maxTokens: 900,
    temperature: 0.7,
    json: true,
  };
}

/** The outline as plain text (outline.txt and Copy). */
export function outlineText(o: Outline): string {
  const sections = o.sections.map((s, i) => [`${i + 1}. ${s.heading}`, ...s.points.map((p) => `   - ${p}`)].join("\n"));
  return ["Hook", o.hook, "", ...sections.flatMap((s) => [s, ""]), "Call to action", o.callToAction].join("\n");
}

/** Longest voice-over text: the opening, about 30 seconds read aloud. */
export const VOICEOVER_MAX_CHARS = 600;

/** What the voice-over reads: the script's opening (the hook, then the first section's points). */
export function voiceoverText(o: Outline): string {
  const first = o.sections[0];
  const parts = [o.hook, ...(first ? [first.heading + ".", ...first.points.map((p) => (/[.!?。！？]$/.test(p) ? p : `${p}.`))] : [])];
  let text = "";
  for (const p of parts) {
    const next = text ? `${text} ${p}` : p;
    if (countGraphemes(next) > VOICEOVER_MAX_CHARS) break;
    text = next;
  }
  return text || o.hook.slice(0, VOICEOVER_MAX_CHARS);
}

export const DEFAULT_VOICE = "en-US-AriaNeural";

/** A voice that speaks the kit's language: that exact locale first, else the language, else the default. */
export function voiceFor(voices: readonly { value: string; locale: string }[], language: LanguageCode): string {
  const speaking = voices.filter((v) => voiceLanguage(v.locale) === language && !/Multilingual/.test(v.value));
  return (speaking.find((v) => v.locale === language) ?? speaking[0])?.value ?? DEFAULT_VOICE;
}

// ---- The kit and its files --------------------------------------------------------------------

export interface KitResults {
  titles: string[];
  /** Index of the chosen title. */
  chosen: number;
  /** The title the other parts were made for (they follow the chosen one). */
  madeFor: string | null;
  description: string | null;
  tags: string[] | null;
  droppedTags: string[];
  hashtags: string[] | null;
  outline: Outline | null;
  thumbnailPrompt: string | null;
}

export const EMPTY_RESULTS: KitResults = {
  titles: [],
  chosen: 0,
  madeFor: null,
  description: null,
  tags: null,
  droppedTags: [],
  hashtags: null,
  outline: null,
  thumbnailPrompt: null,
};

export interface KitImage {
  /** data: URL, so it survives a reload. */
  dataUrl: string;
  mimeType: string;
}

export interface KitVoiceover {
  text: string;
  voice: string;
  /** MP3, base64. */
  audio: string;
  srt: string;
}

export function chosenTitle(r: KitResults): string | null {
  return r.titles[r.chosen] ?? r.titles[0] ?? null;
}

/** True when the other parts were made for another title than the one now chosen. */
export function partsOutOfDate(r: KitResults): boolean {
  const title = chosenTitle(r);
  const made = r.description !== null || r.tags !== null || r.hashtags !== null || r.outline !== null || r.thumbnailPrompt !== null;
  return made && title !== null && r.madeFor !== null && r.madeFor !== title;
}

/** Results from storage, with anything malformed dropped. */
export function normalizeResults(v: unknown): KitResults {
  const r = (v && typeof v === "object" ? v : {}) as Partial<KitResults>;
  const strings = (a: unknown) => (Array.isArray(a) ? a.filter((s): s is string => typeof s === "string") : null);
  const outline = readOutline(r.outline);
  const titles = strings(r.titles) ?? [];
  return {
    titles,
    chosen: Number.isInteger(r.chosen) && r.chosen! >= 0 && r.chosen! < titles.length ? r.chosen! : 0,
    madeFor: typeof r.madeFor === "string" ? r.madeFor : null,
    description: typeof r.description === "string" ? r.description : null,
    tags: strings(r.tags),
    droppedTags: strings(r.droppedTags) ?? [],
    hashtags: strings(r.hashtags),
    outline,
    thumbnailPrompt: typeof r.thumbnailPrompt === "string" ? r.thumbnailPrompt : null,
  };
}

export function kitFileName(title: string | null): string {
  return `${(title && slugify(title)) || "video-kit"}.zip`;
}

export function imageExtension(mimeType: string): "png" | "jpg" | "webp" {
  if (/jpe?g/i.test(mimeType)) return "jpg";
  if (/webp/i.test(mimeType)) return "webp";
  return "png";
}

/** Bytes of a data: URL (base64 or percent-encoded). */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(",");
  const meta = dataUrl.slice(0, comma);
  const data = dataUrl.slice(comma + 1);
  if (/;base64$/i.test(meta)) return base64ToBytes(data);
  return new TextEncoder().encode(decodeURIComponent(data));
}

/** Every file of the ZIP, by name: text as strings, media as bytes; kit.json has everything. */
export function kitFiles(o: {
  input: KitInput;
  language: LanguageCode;
  results: KitResults;
  image: KitImage | null;
  voiceover: KitVoiceover | null;
  createdAt: Date;
}): Record<string, string | Uint8Array> {
  const { results: r } = o;
  const title = chosenTitle(r);
  const files: Record<string, string | Uint8Array> = {};
  if (title) files["title.txt"] = `${title}\n`;
  if (r.description) files["description.txt"] = `${r.description.trim()}\n`;
  if (r.tags?.length) files["tags.txt"] = `${r.tags.join(", ")}\n`;
  if (r.hashtags?.length) files["hashtags.txt"] = `${r.hashtags.join(" ")}\n`;
  if (r.outline) files["outline.txt"] = `${outlineText(r.outline)}\n`;
  if (o.image) files[`thumbnail.${imageExtension(o.image.mimeType)}`] = dataUrlBytes(o.image.dataUrl);
  if (o.voiceover) {
    files["voiceover.mp3"] = base64ToBytes(o.voiceover.audio);
    files["voiceover.srt"] = o.voiceover.srt;
  }
  files["kit.json"] = `${JSON.stringify(
    {
      createdAt: o.createdAt.toISOString(),
      idea: o.input,
      language: o.language,
      title,
      titleIdeas: r.titles,
      description: r.description,
      tags: r.tags,
      hashtags: r.hashtags,
      hashtagsAboveTitle: r.hashtags?.slice(0, ABOVE_TITLE_COUNT) ?? null,
      outline: r.outline,
      thumbnailPrompt: r.thumbnailPrompt,
      thumbnailFile: o.image ? `thumbnail.${imageExtension(o.image.mimeType)}` : null,
      voiceover: o.voiceover ? { text: o.voiceover.text, voice: o.voiceover.voice, audioFile: "voiceover.mp3", subtitlesFile: "voiceover.srt" } : null,
    },
    null,
    2,
  )}\n`;
  return files;
}

export type { WordBoundary };

// ---- Errors ------------------------------------------------------------------------------------

/** "Failed to make the tags: …" — each part says which part failed. */
export function partErrorPrefix(part: PartId): string {
  return `Failed to make the ${part === "titles" ? "titles" : PART_LABELS[part].toLowerCase()}: `;
}

export const MESSAGE_NO_IMAGE = "The image model sent no image. Please regenerate.";
export const MESSAGE_NO_IMAGE_MODEL =
  "The built-in image model is not switched on here and no image key is saved, so here is the prompt to use in any image tool. Save a Gemini or OpenAI key in the YouTube Thumbnail Maker to draw it here.";
