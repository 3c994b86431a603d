// Pure functions of the text-to-speech tool: no React, no fetch, no DOM.
// Spec 002 §2, §3 "Voice option", §4, §5, §7, §8 and §9 "Text-to-speech".
import { countGraphemes, countWords as countWordsInAnyScript } from "../../app/lib/text";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../app/lib/languages";
import { base64ToBytes } from "../../app/lib/base64";
import { voiceLanguage, type WordBoundary } from "../shared/speech";

export { base64ToBytes, voiceLanguage };

/* ---------------------------------------------------------------- words on screen ---- */

export const MESSAGES = {
  /** §5: empty text. */
  emptyText: "Please enter some text to convert to speech.",
  /** §8: the server answered without audio (the browser voice takes over). */
  noAudio: "No audio data received from synthesis",
  /** §8: neither the server nor the browser can speak. */
  unsupported: "Speech synthesis not supported in this browser",
  /** §8: synthesis failed and no fallback could help. */
  generateError: "Error generating speech. Please try again.",
  /** §8: the audio element could not play the result. */
  playError: "Error playing audio",
} as const;

export const LABELS = {
  text: "Text to convert",
  textPlaceholder: "Type or paste your script here…",
  copy: "Copy",
  copied: "Copied!",
  clear: "Clear",
  language: "Language",
  searchVoices: "Search voices",
  searchPlaceholder: "Name, language or country",
  voice: "Voice",
  speed: "Speed",
  pitch: "Pitch",
  volume: "Volume",
  generate: "Generate Speech",
  generating: "Generating…",
  preview: "Preview Voice",
  play: "Play",
  pause: "Pause",
  stop: "Stop",
  download: "Download",
  downloadSrt: "Download Subtitles (.srt)",
  characters: "Characters",
  words: "Words",
  estimatedTime: "Estimated time",
  status: "Status",
} as const;

/** The text-tool copy confirmation (spec 002 §1 and §9: 1.5 s in the text tools). */
export const COPY_CONFIRMATION_MS = 1500;
/** Spec 002 §9: the progress reset delay. */
export const PROGRESS_RESET_MS = 400;

/* ---------------------------------------------------------------------- states ---- */

/** Spec 002 §4. */
export const PLAYER_STATES = ["idle", "synthesizing", "playing", "paused", "stopped"] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

export const STATE_LABELS: Record<PlayerState, string> = {
  idle: "Idle",
  synthesizing: "Synthesizing",
  playing: "Playing",
  paused: "Paused",
  stopped: "Stopped",
};

/* ------------------------------------------------------------------- constants ---- */

/** Spec 002 §9. */
export const DEFAULT_VOICE = "en-US-AriaNeural";
/** Spec 002 §9: 3,400 characters take about 60 seconds; estimates are at least 2 s. */
export const CHARS_PER_MINUTE = 3400;
export const MIN_ESTIMATE_SECONDS = 2;
/**
 * Longest text one request may carry (about seven minutes of speech). Long texts are split
 * into pieces the voice service accepts on the server, so this only bounds one request's work.
 */
export const MAX_TEXT_LENGTH = 25_000;
/** Characters as a reader sees them (grapheme clusters): what the counter shows and the limit counts. */
export function textLength(text: string): number {
  return countGraphemes(text);
}
export const TOO_LONG_MESSAGE = `The text is too long: at most ${MAX_TEXT_LENGTH.toLocaleString("en-US")} characters at a time. Split it into parts and convert them one by one.`;

export interface SliderSpec {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** Spec 002 §5 and §9. Pitch and volume have no step in the spec; 0.1 matches speed. */
export const SLIDERS = {
  speed: { min: 0.5, max: 2, step: 0.1, default: 1 },
  pitch: { min: 0.5, max: 2, step: 0.1, default: 1 },
  volume: { min: 0.1, max: 1, step: 0.1, default: 1 },
} as const satisfies Record<string, SliderSpec>;

export type SliderName = keyof typeof SLIDERS;

export const API = {
  voices: "/api/tts/voices",
  synthesize: "/api/tts/synthesize",
} as const;

/** What the Preview button says, in the chosen voice. */
export const PREVIEW_TEXT = "Hello! This is how I sound. Thanks for listening.";

/**
 * The preview's sample in each output language (issue 14), `{name}` being the voice's name: a
 * Hindi voice introduces itself in Hindi, not in English.
 */
export const PREVIEW_SAMPLES: Record<LanguageCode, string> = {
  en: "Hello! I'm {name}. This is how I sound. Thanks for listening.",
  hi: "नमस्ते! मैं {name} हूँ। मेरी आवाज़ ऐसी सुनाई देती है। सुनने के लिए धन्यवाद।",
  es: "¡Hola! Soy {name}. Así suena mi voz. Gracias por escuchar.",
  "pt-BR": "Olá! Eu sou {name}. É assim que a minha voz soa. Obrigado por ouvir.",
  id: "Halo! Saya {name}. Beginilah suara saya. Terima kasih sudah mendengarkan.",
  ar: "مرحبًا! أنا {name}. هكذا يبدو صوتي. شكرًا على الاستماع.",
  ru: "Привет! Я {name}. Вот так звучит мой голос. Спасибо, что слушаете.",
  ja: "こんにちは！{name}です。これが私の声です。聞いてくれてありがとう。",
  ko: "안녕하세요! 저는 {name}입니다. 제 목소리는 이렇게 들려요. 들어 주셔서 감사합니다.",
  fr: "Bonjour ! Je suis {name}. Voici ma voix. Merci de votre écoute.",
  de: "Hallo! Ich bin {name}. So klingt meine Stimme. Danke fürs Zuhören.",
  tr: "Merhaba! Ben {name}. Sesim böyle duyuluyor. Dinlediğiniz için teşekkürler.",
  vi: "Xin chào! Tôi là {name}. Đây là giọng nói của tôi. Cảm ơn bạn đã lắng nghe.",
  th: "สวัสดีค่ะ! ฉันชื่อ {name} นี่คือเสียงของฉัน ขอบคุณที่ฟังนะคะ",
  bn: "নমস্কার! আমি {name}। আমার কণ্ঠ এমন শোনায়। শোনার জন্য ধন্যবাদ।",
  ur: "السلام علیکم! میں {name} ہوں۔ میری آواز ایسی سنائی دیتی ہے۔ سننے کا شکریہ۔",
  ta: "வணக்கம்! நான் {name}. என் குரல் இப்படித்தான் ஒலிக்கும். கேட்டதற்கு நன்றி.",
  te: "నమస్కారం! నేను {name}. నా గొంతు ఇలా వినిపిస్తుంది. విన్నందుకు ధన్యవాదాలు.",
  mr: "नमस्कार! मी {name} आहे. माझा आवाज असा ऐकू येतो. ऐकल्याबद्दल धन्यवाद.",
  it: "Ciao! Sono {name}. Ecco come suona la mia voce. Grazie per l'ascolto.",
  pl: "Cześć! Jestem {name}. Tak brzmi mój głos. Dziękuję za wysłuchanie.",
  fil: "Kumusta! Ako si {name}. Ganito ang boses ko. Salamat sa pakikinig.",
  fa: "سلام! من {name} هستم. صدای من این‌طور است. ممنون که گوش دادید.",
  uk: "Привіт! Я {name}. Ось так звучить мій голос. Дякую, що слухаєте.",
  nl: "Hallo! Ik ben {name}. Zo klinkt mijn stem. Bedankt voor het luisteren.",
};

/**
 * What the preview says: in the voice's own language, or, for a multilingual voice (which
 * speaks any language), in the chosen one; English for a voice of another language.
 */
export function previewSample(voice: Pick<VoiceOption, "value" | "locale">, chosen: LanguageCode = DEFAULT_LANGUAGE): string {
  const lang = /Multilingual/.test(voice.value) ? chosen : (voiceLanguage(voice.locale) ?? DEFAULT_LANGUAGE);
  return PREVIEW_SAMPLES[lang].replace("{name}", voiceShortName(voice.value));
}

/**
 * The voice to switch to when the visitor picks a language the current voice does not speak:
 * the first (by label) of that exact locale ("pt-BR"), else of the language; null when the
 * list has none, or when the current voice already speaks it.
 */
export function voiceForLanguage(voices: readonly VoiceOption[], current: VoiceOption, code: LanguageCode): VoiceOption | null {
  if (voiceLanguage(current.locale) === code) return null;
  const speaking = voices.filter((v) => voiceLanguage(v.locale) === code).sort((a, b) => a.label.localeCompare(b.label, "en"));
  return speaking.find((v) => v.locale === code) ?? speaking[0] ?? null;
}

/* ---------------------------------------------------------------------- inputs ---- */

export interface TtsSettings {
  voice: string;
  speed: number;
  pitch: number;
  volume: number;
}

export interface TtsDraft extends TtsSettings {
  text: string;
}

export const DEFAULT_DRAFT: TtsDraft = {
  text: "",
  voice: DEFAULT_VOICE,
  speed: SLIDERS.speed.default,
  pitch: SLIDERS.pitch.default,
  volume: SLIDERS.volume.default,
};

/** Rounds to the slider's step and keeps it in range; anything not a number becomes the default. */
export function clampSetting(name: SliderName, value: unknown): number {
  const s = SLIDERS[name];
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return s.default;
  const stepped = Math.round(n / s.step) * s.step;
  return Math.min(s.max, Math.max(s.min, Number(stepped.toFixed(2))));
}

/** A stored draft may be from an older page or edited by hand: keep it within the sliders. */
export function sanitizeDraft(d: TtsDraft): TtsDraft {
  return {
    text: typeof d.text === "string" ? d.text : "",
    voice: typeof d.voice === "string" && d.voice ? d.voice : DEFAULT_VOICE,
    speed: clampSetting("speed", d.speed),
    pitch: clampSetting("pitch", d.pitch),
    volume: clampSetting("volume", d.volume),
  };
}

export function formatSetting(name: SliderName, value: number): string {
  if (name === "volume") return `${Math.round(value * 100)}%`;
  return name === "speed" ? `${value.toFixed(1)}×` : value.toFixed(1);
}

/* --------------------------------------------------------------------- offsets ---- */

/** Spec 002 §9: rate offset = (speed − 1) × 100 percent. */
export function rateOffsetPercent(speed: number): number {
  return Math.round((speed - 1) * 100);
}

/** Spec 002 §9: pitch offset = (pitch − 1) × 10 Hz. */
export function pitchOffsetHz(pitch: number): number {
  return Math.round((pitch - 1) * 10);
}

/** Volume 1.0 is the voice's normal loudness; 0.1 is 90% quieter. */
export function volumeOffsetPercent(volume: number): number {
  return Math.round((volume - 1) * 100);
}

/** "+10%", "-50%", "+0%" */
export function signedPercent(n: number): string {
  return `${n < 0 ? "-" : "+"}${Math.abs(n)}%`;
}

/** "+5Hz", "-3Hz", "+0Hz" */
export function signedHz(n: number): string {
  return `${n < 0 ? "-" : "+"}${Math.abs(n)}Hz`;
}

/* -------------------------------------------------------------------- counters ---- */

/** Words in any script (Japanese, Chinese and Thai by Intl.Segmenter). */
export function countWords(text: string): number {
  return countWordsInAnyScript(text);
}

/** Spec 002 §9: 3,400 characters per 60 s, at least 2 s. Empty text takes no time. */
export function estimateSeconds(characters: number): number {
  if (characters <= 0) return 0;
  return Math.max(MIN_ESTIMATE_SECONDS, Math.ceil((characters / CHARS_PER_MINUTE) * 60));
}

/** "0 s", "2 s", "1 min 5 s", "7 min" */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return rest ? `${m} min ${rest} s` : `${m} min`;
}

/** "0:00", "1:05", "12:30" — for the player's position. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/* -------------------------------------------------------------------- progress ---- */

/**
 * How long the server will probably take: the voice service makes speech several times
 * faster than real time, plus a connection. Only used to pace the estimated progress bar.
 */
export function expectedSynthesisMs(characters: number): number {
  return 1500 + estimateSeconds(characters) * 1000 * 0.25;
}

/**
 * Spec 002 §4: progress is estimated up to 95%, then 100 when the audio arrives. It rises
 * quickly at first and slows down, so a slow answer never stalls at 95 for long nor passes it.
 */
export function estimatedProgress(elapsedMs: number, expectedMs: number): number {
  if (elapsedMs <= 0) return 0;
  const p = 95 * (1 - Math.exp((-2 * elapsedMs) / Math.max(1, expectedMs)));
  return Math.min(95, Math.round(p));
}

/* ---------------------------------------------------------------------- voices ---- */

/** Spec 002 §3: a voice option has a value (the short voice name) and a label. */
export interface VoiceOption {
  value: string;
  label: string;
  /** Language name the list is grouped by, e.g. "English". */
  language: string;
  locale: string;
  gender: string;
}

function englishVoice(locale: string, region: string, name: string, gender: "Female" | "Male"): VoiceOption {
  return { value: `${locale}-${name}Neural`, label: `${name} (${region}, ${gender})`, language: "English", locale, gender };
}

/** Spec 002 §3: 24 English voices (US, GB, AU, CA, IN, IE, NZ, ZA), used when the list cannot load. */
const ENGLISH_VOICES_BY_REGION: readonly (readonly [locale: string, region: string, people: readonly (readonly [name: string, gender: "Female" | "Male"])[]])[] = [
  ["en-US", "United States", [["Aria", "Female"], ["Jenny", "Female"], ["Guy", "Male"], ["Ana", "Female"], ["Christopher", "Male"], ["Eric", "Male"], ["Michelle", "Female"], ["Roger", "Male"], ["Steffan", "Male"]]],
  ["en-GB", "United Kingdom", [["Sonia", "Female"], ["Ryan", "Male"], ["Libby", "Female"]]],
  ["en-AU", "Australia", [["Natasha", "Female"], ["William", "Male"]]],
  ["en-CA", "Canada", [["Clara", "Female"], ["Liam", "Male"]]],
  ["en-IN", "India", [["Neerja", "Female"], ["Prabhat", "Male"]]],
  ["en-IE", "Ireland", [["Emily", "Female"], ["Connor", "Male"]]],
  ["en-NZ", "New Zealand", [["Molly", "Female"], ["Mitchell", "Male"]]],
  ["en-ZA", "South Africa", [["Leah", "Female"], ["Luke", "Male"]]],
];
export const DEFAULT_VOICES: readonly VoiceOption[] = ENGLISH_VOICES_BY_REGION.flatMap(([locale, region, people]) =>
  people.map(([name, gender]) => englishVoice(locale, region, name, gender)),
);

export interface VoiceGroup {
  language: string;
  voices: VoiceOption[];
}

/** Case- and accent-insensitive text for matching. */
function fold(s: string): string {
  return s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Voices where every word of the query starts a word of the voice's name, label, language,
 * locale or gender ("male" finds male voices, not "female" ones).
 */
export function filterVoices(voices: readonly VoiceOption[], query: string): VoiceOption[] {
  const words = fold(query).split(/[\s,()]+/).filter(Boolean);
  if (!words.length) return [...voices];
  return voices.filter((v) => {
    const hay = fold(`${v.value} ${v.label} ${v.language} ${v.locale} ${v.gender}`).split(/[\s,()]+/);
    return words.every((w) => hay.some((h) => h.startsWith(w)));
  });
}

/**
 * Groups by language: the chosen output language first (issue 14), then English (most
 * visitors write English), then alphabetically; voices inside a group by label. `keep` (the
 * selected voice) always stays in the list so the select never shows a voice other than the
 * one that will be used.
 */
export function groupVoices(voices: readonly VoiceOption[], keep?: VoiceOption, first?: LanguageCode): VoiceGroup[] {
  const list = keep && !voices.some((v) => v.value === keep.value) ? [keep, ...voices] : voices;
  const byLanguage = new Map<string, VoiceOption[]>();
  for (const v of list) {
    const g = byLanguage.get(v.language);
    if (g) g.push(v);
    else byLanguage.set(v.language, [v]);
  }
  const speaksFirst = (vs: readonly VoiceOption[]) => first !== undefined && vs.some((v) => voiceLanguage(v.locale) === first);
  const rank = ([name, vs]: [string, VoiceOption[]]) => (speaksFirst(vs) ? 0 : name === "English" ? 1 : 2);
  return [...byLanguage.entries()]
    .sort((a, b) => rank(a) - rank(b) || a[0].localeCompare(b[0], "en"))
    .map(([language, vs]) => ({
      language,
      // In the chosen language's group, its exact locale ("pt-BR") comes before the others ("pt-PT").
      voices: [...vs].sort((a, b) => Number(b.locale === first) - Number(a.locale === first) || a.label.localeCompare(b.label, "en")),
    }));
}

/** A voice the list knows, or a plain option for a name that is not (yet) in it. */
export function findVoice(voices: readonly VoiceOption[], value: string): VoiceOption {
  const found = voices.find((v) => v.value === value) ?? DEFAULT_VOICES.find((v) => v.value === value);
  if (found) return found;
  const locale = /^([a-z]{2,3}-[A-Za-z]{2,4})/.exec(value)?.[1] ?? "";
  return { value, label: value, language: "Other", locale, gender: "" };
}

/** The person-name part of a voice ("Aria" from "en-US-AriaNeural"). */
export function voiceShortName(value: string): string {
  const last = value.split("-").pop() ?? value;
  return last.replace(/Neural$/, "").replace(/Multilingual$/, "") || value;
}

/** Minimal shape of the browser's SpeechSynthesisVoice, for choosing one without the DOM. */
export interface BrowserVoiceLike {
  name: string;
  lang: string;
  default?: boolean;
}

/**
 * The browser voice closest to the chosen neural voice: same person (Edge offers its online
 * voices by name), then the same locale, then the same language, then the browser's default.
 */
export function pickBrowserVoice<T extends BrowserVoiceLike>(voices: readonly T[], value: string): T | undefined {
  if (!voices.length) return undefined;
  const locale = (/^([a-z]{2,3}-[A-Za-z]{2,4})/.exec(value)?.[1] ?? "en-US").toLowerCase();
  const language = locale.split("-")[0]!;
  const person = voiceShortName(value).toLowerCase();
  const norm = (l: string) => l.replace("_", "-").toLowerCase();
  return (
    voices.find((v) => norm(v.lang) === locale && v.name.toLowerCase().includes(person)) ??
    voices.find((v) => norm(v.lang) === locale) ??
    voices.find((v) => norm(v.lang).split("-")[0] === language) ??
    voices.find((v) => v.default) ??
    voices[0]
  );
}

/* ------------------------------------------------------------------ subtitles ---- */

export { buildCues, SUBTITLE_LIMITS, srtTime, toSrt, type SubtitleCue, type WordBoundary } from "../shared/speech";

/* ------------------------------------------------------------------ file names ---- */

/** "2026-05-01-142530" in the visitor's time zone. */
export function fileTimestamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Spec 002 §7: the audio downloads as an mp3 file named with a timestamp. */
export function audioFileName(d: Date): string {
  return `text-to-speech-${fileTimestamp(d)}.mp3`;
}

export function subtitleFileName(d: Date): string {
  return `text-to-speech-${fileTimestamp(d)}.srt`;
}

/* ------------------------------------------------------------- server answers ---- */

export interface SynthesisResponse {
  /** MP3 bytes, base64. */
  audio: string;
  mimeType: "audio/mpeg";
  durationMs: number;
  /** How many pieces the text was split into for the voice service. */
  pieces: number;
  wordBoundaries: WordBoundary[];
}

/**
 * The voice list. A list the service could not give is not an error for the page (spec 002 §8:
 * it silently falls back to the default voices), so the server answers with the defaults and
 * says where they came from; `engine: "off"` says the online engine is turned off.
 */
export interface VoicesResponse {
  engine: "edge" | "off";
  source: "online" | "default";
  voices: VoiceOption[];
}

/** Error codes of /api/tts/* that mean "use the browser's voice" rather than "fix your input". */
export function shouldFallBack(status: number, code: string): boolean {
  if (status === 400 || status === 413) return false;
  return status === 0 || status >= 429 || code.startsWith("tts_");
}

/** Why the browser's own voice is speaking, in plain words. */
export function fallbackNotice(code: string): string {
  if (code === "tts_off") return "Online voices are turned off on this site, so your browser's own voice is reading the text. MP3 download is not available with the browser's voice.";
  if (code === "tts_no_audio") return `${MESSAGES.noAudio}, so your browser's own voice is reading the text. MP3 download is not available with the browser's voice.`;
  return "The online voice service could not make the audio, so your browser's own voice is reading the text. MP3 download is not available with the browser's voice.";
}

/** Longest piece handed to the browser's speech engine: some stop reading after about 15 s. */
export const BROWSER_PIECE_CHARS = 280;
