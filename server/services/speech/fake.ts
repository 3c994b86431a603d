import type { EngineResult, EngineSettings, EngineVoice, SpeechEngine } from "./engine";
import { silentMp3 } from "./mp3";
import { WORD_CHAR_CLASS } from "../../../app/lib/text";

/**
 * A speech engine for tests and local runs without the internet: silent MP3 whose length
 * follows the text (about 3,400 characters a minute, like the page's estimate, changed by the
 * rate), and one word timing per word without its punctuation, as the real service sends
 * them. Every call is recorded.
 */

export const FAKE_VOICES: EngineVoice[] = [
  { name: "en-US-AriaNeural", locale: "en-US", gender: "Female", displayName: "Aria", language: "English", region: "United States" },
  { name: "en-GB-RyanNeural", locale: "en-GB", gender: "Male", displayName: "Ryan", language: "English", region: "United Kingdom" },
  { name: "de-DE-KatjaNeural", locale: "de-DE", gender: "Female", displayName: "Katja", language: "German", region: "Germany" },
  { name: "fr-FR-HenriNeural", locale: "fr-FR", gender: "Male", displayName: "Henri", language: "French", region: "France" },
];

/** 24 ms per frame of the service's format. */
export const FRAME_MS = 24;

export interface FakeCall {
  text: string;
  settings: EngineSettings;
}

export type FakeBehaviour = (text: string, settings: EngineSettings, signal?: AbortSignal) => Promise<EngineResult> | EngineResult;

const EDGE_PUNCTUATION = new RegExp(`^[^${WORD_CHAR_CLASS}]+|[^${WORD_CHAR_CLASS}]+$`, "gu");

/** Speech timing the fake makes up: each word takes time in proportion to its length. */
export function fakeSpeech(text: string, settings: Pick<EngineSettings, "rate">): EngineResult {
  const msPerChar = 60_000 / 3400 / (1 + settings.rate / 100);
  const wordBoundaries: NonNullable<EngineResult["wordBoundaries"]> = [];
  let t = 100;
  for (const m of text.matchAll(/\S+/g)) {
    // Marks and joiners are parts of words: "नमस्ते" keeps its final vowel sign.
    const word = m[0].replace(EDGE_PUNCTUATION, "");
    const d = Math.max(80, Math.round(m[0].length * msPerChar));
    if (word) wordBoundaries.push({ offsetMs: t, durationMs: d, text: word });
    t += d + Math.round(msPerChar);
  }
  const frames = Math.max(1, Math.ceil((t + 100) / FRAME_MS));
  return { audio: Buffer.from(silentMp3(frames)), wordBoundaries };
}

export class FakeSpeechEngine implements SpeechEngine {
  readonly name = "fake";
  readonly calls: FakeCall[] = [];
  voiceListCalls = 0;
  behaviour: FakeBehaviour = (text, settings) => fakeSpeech(text, settings);
  voiceList: () => Promise<EngineVoice[]> | EngineVoice[] = () => FAKE_VOICES;

  async listVoices(): Promise<EngineVoice[]> {
    this.voiceListCalls++;
    return this.voiceList();
  }

  async synthesize(text: string, settings: EngineSettings, signal?: AbortSignal): Promise<EngineResult> {
    this.calls.push({ text, settings });
    return this.behaviour(text, settings, signal);
  }
}

/** A behaviour that never answers until aborted (timeouts). */
export const hangs: FakeBehaviour = (_t, _s, signal) =>
  new Promise((_, reject) => {
    signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
