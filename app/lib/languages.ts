/**
 * The languages the AI tools can write in (issue 14): the 25 most used on YouTube, each with
 * its own name and its English name. The browser sends only a code; the server checks it
 * against this list and builds the instruction to the model itself.
 */
export interface OutputLanguage {
  code: string;
  english: string;
  native: string;
  dir: "ltr" | "rtl";
}

export const OUTPUT_LANGUAGES = [
  { code: "en", english: "English", native: "English", dir: "ltr" },
  { code: "hi", english: "Hindi", native: "हिन्दी", dir: "ltr" },
  { code: "es", english: "Spanish", native: "Español", dir: "ltr" },
  { code: "pt-BR", english: "Portuguese (Brazil)", native: "Português (Brasil)", dir: "ltr" },
  { code: "id", english: "Indonesian", native: "Bahasa Indonesia", dir: "ltr" },
  { code: "ar", english: "Arabic", native: "العربية", dir: "rtl" },
  { code: "ru", english: "Russian", native: "Русский", dir: "ltr" },
  { code: "ja", english: "Japanese", native: "日本語", dir: "ltr" },
  { code: "ko", english: "Korean", native: "한국어", dir: "ltr" },
  { code: "fr", english: "French", native: "Français", dir: "ltr" },
  { code: "de", english: "German", native: "Deutsch", dir: "ltr" },
  { code: "tr", english: "Turkish", native: "Türkçe", dir: "ltr" },
  { code: "vi", english: "Vietnamese", native: "Tiếng Việt", dir: "ltr" },
  { code: "th", english: "Thai", native: "ไทย", dir: "ltr" },
  { code: "bn", english: "Bengali", native: "বাংলা", dir: "ltr" },
  { code: "ur", english: "Urdu", native: "اردو", dir: "rtl" },
  { code: "ta", english: "Tamil", native: "தமிழ்", dir: "ltr" },
  { code: "te", english: "Telugu", native: "తెలుగు", dir: "ltr" },
  { code: "mr", english: "Marathi", native: "मराठी", dir: "ltr" },
  { code: "it", english: "Italian", native: "Italiano", dir: "ltr" },
  { code: "pl", english: "Polish", native: "Polski", dir: "ltr" },
  { code: "fil", english: "Filipino", native: "Filipino", dir: "ltr" },
  { code: "fa", english: "Persian", native: "فارسی", dir: "rtl" },
  { code: "uk", english: "Ukrainian", native: "Українська", dir: "ltr" },
  { code: "nl", english: "Dutch", native: "Nederlands", dir: "ltr" },
] as const satisfies readonly OutputLanguage[];

export type LanguageCode = (typeof OUTPUT_LANGUAGES)[number]["code"];
export const LANGUAGE_CODES = OUTPUT_LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const OUTPUT_LANGUAGE_LABEL = "Output language";

export function isLanguageCode(v: unknown): v is LanguageCode {
  return typeof v === "string" && (LANGUAGE_CODES as readonly string[]).includes(v);
}

export function findLanguage(code: LanguageCode): OutputLanguage {
  return OUTPUT_LANGUAGES.find((l) => l.code === code)!;
}

/** "हिन्दी — Hindi"; English is just "English". */
export function languageLabel(code: LanguageCode): string {
  const l = findLanguage(code);
  return l.native === l.english ? l.english : `${l.native} — ${l.english}`;
}

/**
 * The first of the browser's preferred languages that is offered ("pt-BR" and "pt-PT" both
 * map to Portuguese (Brazil), "hi-IN" to Hindi, "tl" to Filipino), else English.
 */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode {
  for (const raw of preferred) {
    const tag = raw.trim();
    if (isLanguageCode(tag)) return tag;
    const base = tag.split("-")[0]!.toLowerCase();
    if (base === "pt") return "pt-BR";
    if (base === "tl") return "fil";
    if (base === "in") return "id";
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The line the server adds to a prompt. Names the language in English and in its own name,
 * and keeps what must not be translated (names, brands, hashtags the creator typed).
 */
export function languageInstruction(code: LanguageCode, what: string): string {
  const l = findLanguage(code);
  const name = l.native === l.english ? l.english : `${l.english} (${l.native})`;
  return `Write ${what} in ${name}, as a native speaker would for a YouTube audience. Keep names, brands and product names as they are.`;
}

/**
 * Tools whose output is a prompt for an image or video model (JSON builder, image prompts,
 * script-to-image, Sora 2, thumbnails) offer the choice but start in English: say why beside it.
 */
export const MEDIA_PROMPT_LANGUAGE_NOTE = "Image and video models follow English best, so this tool starts in English.";

/**
 * The line for a prompt that answers in JSON: the text is written in the language, the keys
 * (and the fixed values the prompt names, such as sizes and ratios) stay exactly as given.
 */
export function jsonLanguageInstruction(code: LanguageCode, what: string): string {
  return `${languageInstruction(code, what)} Keep every JSON key, and every fixed value given above (sizes, ratios, numbers), exactly as shown.`;
}

/**
 * The line for words drawn inside an image (a thumbnail's title): in the chosen language and
 * its own script, spelled correctly.
 */
export function imageTextInstruction(code: LanguageCode): string {
  const l = findLanguage(code);
  const name = l.native === l.english ? l.english : `${l.english} (${l.native}, in its own script)`;
  return `Any words in the image are in ${name}, spelled correctly.`;
}

/** Case-, accent- and mark-insensitive form for matching what a visitor types. */
function foldForSearch(s: string): string {
  return s.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");
}

/**
 * The languages a typed query finds, for the searchable "Output language" field: by English
 * name, own name or code ("hin", "हिन्", "pt-br", "espanol"), names starting with the query
 * first, then names with a word starting with it, then names containing it. An empty query
 * finds every language in the usual order.
 */
export function searchLanguages(query: string): LanguageCode[] {
  const q = foldForSearch(query.trim());
  if (!q) return [...LANGUAGE_CODES];
  const scored: { code: LanguageCode; score: number }[] = [];
  for (const l of OUTPUT_LANGUAGES) {
    const names = [l.english, l.native, l.code].map(foldForSearch);
    const score = names.some((n) => n.startsWith(q)) ? 0 : names.some((n) => n.split(/[\s()—-]+/).some((w) => w.startsWith(q))) ? 1 : names.some((n) => n.includes(q)) ? 2 : -1;
    if (score >= 0) scored.push({ code: l.code, score });
  }
  // Array.prototype.sort is stable: equal scores keep the list's order.
  return scored.sort((a, b) => a.score - b.score).map((s) => s.code);
}
