// The thumbnail prompt every image model receives (the thumbnail maker, the video kit): the
// option lists that shape it and the words each option adds. Pure.
import { DEFAULT_LANGUAGE, imageTextInstruction, type LanguageCode } from "../../app/lib/languages";

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
