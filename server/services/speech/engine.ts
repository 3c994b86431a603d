/**
 * The one small interface between the speech service and whatever makes the speech. The
 * Edge read-aloud implementation is in edge.ts; tests use a fake (fake.ts). Replacing the
 * provider means writing another SpeechEngine, nothing else.
 */

export interface EngineVoice {
  /** Short name the engine synthesizes with, e.g. "en-US-AriaNeural". */
  name: string;
  /** BCP 47 locale, e.g. "en-US". */
  locale: string;
  gender: string;
  /** The person's name, e.g. "Aria" or "Andrew Multilingual". */
  displayName: string;
  /** Language in English, e.g. "English". */
  language: string;
  /** Country or variant in English, e.g. "United States". */
  region: string;
}

export interface EngineSettings {
  voice: string;
  /** Speaking-rate offset in percent (0 = normal). */
  rate: number;
  /** Pitch offset in hertz (0 = the voice's own). */
  pitch: number;
  /** Volume offset in percent (0 = normal, −90 = a tenth). */
  volume: number;
}

export interface EngineWordBoundary {
  offsetMs: number;
  durationMs: number;
  text: string;
}

export interface EngineResult {
  /** MP3. */
  audio: Buffer;
  wordBoundaries?: EngineWordBoundary[];
}

export interface SpeechEngine {
  readonly name: string;
  listVoices(signal?: AbortSignal): Promise<EngineVoice[]>;
  /** One piece of text the engine accepts in one request (the service splits longer text). */
  synthesize(text: string, settings: EngineSettings, signal?: AbortSignal): Promise<EngineResult>;
}

export type SpeechErrorCode = "tts_off" | "tts_timeout" | "tts_no_audio" | "tts_unavailable" | "tts_failed" | "tts_invalid_voice";

/** Failures of the speech service, with the HTTP status and plain message the API answers with. */
export class SpeechError extends Error {
  constructor(
    public readonly code: SpeechErrorCode,
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = "SpeechError";
  }
}

export const SPEECH_MESSAGES = {
  off: "The online voice engine is off on this site. Your browser's own voices can read the text instead.",
  timeout: "The online voice service took too long to answer. Please try again.",
  /** Spec 002 §8, word for word. */
  noAudio: "No audio data received from synthesis",
  unavailable: "The online voice service could not be reached. Please try again later.",
  failed: "The online voice service could not make the audio. Please try again.",
  invalidVoice: "That voice is not available. Please choose another one.",
} as const;

export const speechErrors = {
  off: () => new SpeechError("tts_off", SPEECH_MESSAGES.off, 503),
  timeout: () => new SpeechError("tts_timeout", SPEECH_MESSAGES.timeout, 504),
  noAudio: () => new SpeechError("tts_no_audio", SPEECH_MESSAGES.noAudio, 502),
  unavailable: () => new SpeechError("tts_unavailable", SPEECH_MESSAGES.unavailable, 502),
  failed: () => new SpeechError("tts_failed", SPEECH_MESSAGES.failed, 502),
  invalidVoice: () => new SpeechError("tts_invalid_voice", SPEECH_MESSAGES.invalidVoice, 400),
};

/**
 * Voice names the Edge service and its client accept: language, upper-case region, optional
 * variant, a name ending in "Neural". Nothing else is ever put into the SSML the client builds.
 */
export const VOICE_NAME_PATTERN = /^[a-z]{2,3}-[A-Z]{2,}(-[a-z]+)?-[A-Za-z0-9]+Neural$/;
