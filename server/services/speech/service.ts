import type { Config } from "../../config";
import { recordUpstream } from "../../observability";
import { cached, type CacheService } from "../cache";
import {
  pitchOffsetHz,
  rateOffsetPercent,
  volumeOffsetPercent,
  type TtsSettings,
  type VoiceOption,
  type WordBoundary,
} from "../../../tools/text-to-speech/logic";
import { EdgeSpeechEngine, toSpeechError, untilAborted } from "./edge";
import { speechErrors, SpeechError, type EngineVoice, type SpeechEngine } from "./engine";
import { mp3DurationMs } from "./mp3";
import { splitText, ssmlBytes } from "./split";

/**
 * Voice list and synthesis for the text-to-speech tool (DESIGN.md: "speech: voice list,
 * synthesis, browser fallback signalled to the client"). Owns what is the same whatever the
 * engine: the off switch, the cached voice list, splitting long text at sentence boundaries
 * into pieces the engine accepts, timeouts, a retry, and joining audio and word timings.
 */

/**
 * Largest piece sent in one request, in XML-escaped UTF-8 bytes. The Edge client cuts anything
 * over 4,096 bytes at a space (not a sentence); staying under it keeps every cut ours.
 */
export const MAX_PIECE_BYTES = 3000;
export const VOICE_LIST_TTL_MS = 24 * 60 * 60 * 1000;
const VOICE_CACHE_KEY = "tts:voices:v1";

export interface SpeechResult {
  audio: Buffer;
  durationMs: number;
  pieces: number;
  wordBoundaries: WordBoundary[];
}

export interface SpeechServiceOptions {
  /** The engine; by default Edge's read-aloud voices. */
  engine?: SpeechEngine;
  /** Per piece, from request to the last byte. */
  pieceTimeoutMs?: number;
  /** Pieces synthesized at the same time (order is kept). */
  concurrency?: number;
  /** Extra tries per piece after a failure that is not a timeout. */
  retries?: number;
  maxPieceBytes?: number;
  voiceListTtlMs?: number;
  /** After a failed voice list, answer from memory for this long instead of asking again. */
  voiceFailureTtlMs?: number;
}

/**
 * The service times words without their punctuation ("channel", not "channel."). Finding each
 * word in the piece's text and taking the punctuation around it (up to the neighbouring spaces)
 * gives subtitles their full stops, commas and quotes, and lets them break at sentence ends.
 * A word that cannot be found nearby is kept as the service sent it.
 */
export function attachPunctuation(text: string, words: readonly WordBoundary[]): WordBoundary[] {
  let cursor = 0;
  return words.map((w) => {
    const at = w.text ? text.indexOf(w.text, cursor) : -1;
    if (at < 0 || at - cursor > 200) return w;
    let start = at;
    let end = at + w.text.length;
    while (start > cursor && !/\s/.test(text[start - 1]!)) start--;
    while (end < text.length && !/\s/.test(text[end]!) && !/[\p{L}\p{N}]/u.test(text[end]!)) end++;
    cursor = end;
    return { ...w, text: text.slice(start, end) };
  });
}

function toVoiceOption(v: EngineVoice): VoiceOption {
  const region = v.region ? `${v.region}, ` : "";
  return { value: v.name, label: `${v.displayName} (${region}${v.gender || "Voice"})`, language: v.language || v.locale, locale: v.locale, gender: v.gender };
}

/** Runs `tasks` with at most `limit` at once; the first failure stops new ones and rejects. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export class SpeechService {
  readonly engine: SpeechEngine | undefined;
  private readonly pieceTimeoutMs: number;
  private readonly concurrency: number;
  private readonly retries: number;
  readonly maxPieceBytes: number;
  private readonly voiceListTtlMs: number;
  private readonly voiceFailureTtlMs: number;
  private voiceFailure: { until: number; error: SpeechError } | undefined;

  constructor(
    cfg: Pick<Config, "ttsEngine">,
    private readonly cache: CacheService,
    opts: SpeechServiceOptions = {},
  ) {
    this.engine = cfg.ttsEngine === "off" ? undefined : (opts.engine ?? new EdgeSpeechEngine());
    this.pieceTimeoutMs = opts.pieceTimeoutMs ?? 60_000;
    this.concurrency = opts.concurrency ?? 3;
    this.retries = opts.retries ?? 1;
    this.maxPieceBytes = opts.maxPieceBytes ?? MAX_PIECE_BYTES;
    this.voiceListTtlMs = opts.voiceListTtlMs ?? VOICE_LIST_TTL_MS;
    this.voiceFailureTtlMs = opts.voiceFailureTtlMs ?? 60_000;
  }

  get enabled(): boolean {
    return this.engine !== undefined;
  }

  private requireEngine(): SpeechEngine {
    if (!this.engine) throw speechErrors.off();
    return this.engine;
  }

  /** Every voice the engine offers, from the cache for a day; a failure is remembered for a minute. */
  async voices(signal?: AbortSignal): Promise<{ voices: VoiceOption[]; cacheHit: boolean }> {
    const engine = this.requireEngine();
    if (this.voiceFailure && Date.now() < this.voiceFailure.until) throw this.voiceFailure.error;
    try {
      const { value, hit } = await cached(this.cache, `${VOICE_CACHE_KEY}:${engine.name}`, this.voiceListTtlMs, async () => {
        const started = performance.now();
        try {
          const list = (await engine.listVoices(signal)).map(toVoiceOption);
          if (list.length === 0) throw speechErrors.failed();
          recordUpstream("tts", performance.now() - started, "ok");
          return list;
        } catch (e) {
          recordUpstream("tts", performance.now() - started, signal?.aborted ? "aborted" : toSpeechError(e).code);
          throw e;
        }
      });
      this.voiceFailure = undefined;
      return { voices: value, cacheHit: hit };
    } catch (e) {
      if (signal?.aborted) throw e;
      const error = toSpeechError(e);
      this.voiceFailure = { until: Date.now() + this.voiceFailureTtlMs, error };
      throw error;
    }
  }

  /** How the text will be sent: the pieces, in order. */
  pieces(text: string): string[] {
    return splitText(text, this.maxPieceBytes, ssmlBytes);
  }

  /**
   * The whole text as one MP3 with word timings across it. Pieces run a few at a time; each
   * has a timeout and one retry; the first piece that still fails stops the rest.
   */
  async synthesize(text: string, settings: TtsSettings, signal?: AbortSignal): Promise<SpeechResult> {
    const engine = this.requireEngine();
    const pieces = this.pieces(text);
    if (pieces.length === 0) throw speechErrors.noAudio();
    const engineSettings = {
      voice: settings.voice,
      rate: rateOffsetPercent(settings.speed),
      pitch: pitchOffsetHz(settings.pitch),
      volume: volumeOffsetPercent(settings.volume),
    };
    const stopAll = new AbortController();
    const shared = signal ? AbortSignal.any([signal, stopAll.signal]) : stopAll.signal;

    const one = async (piece: string) => {
      for (let attempt = 0; ; attempt++) {
        // Our own timer, held until cleared (a bare AbortSignal.timeout() inside AbortSignal.any() may be collected unfired).
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(new DOMException("The voice service did not answer in time.", "TimeoutError")), this.pieceTimeoutMs);
        const pieceSignal = AbortSignal.any([shared, deadline.signal]);
        const started = performance.now();
        try {
          const r = await untilAborted(engine.synthesize(piece, engineSettings, pieceSignal), pieceSignal);
          if (!r || !Buffer.isBuffer(r.audio) || r.audio.length === 0) throw speechErrors.noAudio();
          recordUpstream("tts", performance.now() - started, "ok");
          return r;
        } catch (e) {
          if (shared.aborted) throw e;
          const error = pieceSignal.aborted ? speechErrors.timeout() : toSpeechError(e);
          recordUpstream("tts", performance.now() - started, error.code);
          const retriable = error.code !== "tts_timeout" && error.code !== "tts_invalid_voice" && error.code !== "tts_off";
          if (!retriable || attempt >= this.retries) throw error;
        } finally {
          clearTimeout(timer);
        }
      }
    };

    let results;
    try {
      results = await mapLimited(pieces, this.concurrency, one);
    } catch (e) {
      stopAll.abort(new Error("another piece failed"));
      throw e;
    }

    let offset = 0;
    const wordBoundaries: WordBoundary[] = [];
    for (const [i, r] of results.entries()) {
      for (const w of attachPunctuation(pieces[i]!, r.wordBoundaries ?? [])) {
        wordBoundaries.push({ offsetMs: Math.round(offset + w.offsetMs), durationMs: Math.round(w.durationMs), text: w.text });
      }
      const last = r.wordBoundaries?.at(-1);
      // Frames give the exact length; the last word's end is a floor if a piece had no parsable frames.
      offset += Math.max(mp3DurationMs(r.audio), last ? last.offsetMs + last.durationMs : 0);
    }
    return { audio: Buffer.concat(results.map((r) => r.audio)), durationMs: Math.round(offset), pieces: pieces.length, wordBoundaries };
  }
}
