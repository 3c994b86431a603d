import { connect } from "node:net";
import type { TTSChunk, Voice as EdgeVoice } from "edge-tts-universal";
import { signedHz, signedPercent } from "../../../tools/text-to-speech/logic";
import { speechErrors, SpeechError, VOICE_NAME_PATTERN, type EngineResult, type EngineSettings, type EngineVoice, type SpeechEngine } from "./engine";

/**
 * Microsoft Edge's online read-aloud voices through `edge-tts-universal`, which keeps up with
 * what the service demands (the Sec-MS-GEC token, Edge's headers, the MUID cookie, clock-skew
 * correction). The library is loaded on first use, so a server that never speaks never loads it.
 *
 * The library does not take a timeout or an AbortSignal, and when the connection cannot be
 * made its stream never settles. So this engine adds what the service needs from us: a quick
 * reachability check (cached), a timeout for the first answer, and giving up on abort.
 */

export const EDGE_HOST = "speech.platform.bing.com";

export interface CommunicateLike {
  stream(): AsyncIterable<TTSChunk>;
}

export interface EdgeEngineOptions {
  /** Replaces the library's Communicate (tests). */
  communicate?: (text: string, options: { voice: string; rate: string; pitch: string; volume: string; connectionTimeout: number }) => CommunicateLike;
  /** Replaces the library's voice list call (tests). */
  fetchVoices?: () => Promise<EdgeVoice[]>;
  /** Resolves when the service's host accepts a connection; rejects otherwise. */
  probe?: (signal: AbortSignal) => Promise<void>;
  /** How long to wait for the first audio or timing message. */
  firstChunkTimeoutMs?: number;
  probeTimeoutMs?: number;
  /** How long a probe result is trusted. Failures are retried sooner than successes. */
  probeOkTtlMs?: number;
  probeFailTtlMs?: number;
}

type EdgeLibrary = typeof import("edge-tts-universal");
let library: Promise<EdgeLibrary> | undefined;
function loadLibrary(): Promise<EdgeLibrary> {
  library ??= import("edge-tts-universal");
  return library;
}

/** TCP connect to the service's host: fails in milliseconds where DNS or the route is missing. */
export function tcpProbe(host: string, port: number): (signal: AbortSignal) => Promise<void> {
  return (signal) =>
    new Promise((resolve, reject) => {
      const socket = connect({ host, port });
      const done = (err?: Error) => {
        socket.destroy();
        signal.removeEventListener("abort", onAbort);
        if (err) reject(err);
        else resolve();
      };
      const onAbort = () => done(new Error("probe aborted"));
      signal.addEventListener("abort", onAbort, { once: true });
      socket.once("connect", () => done());
      socket.once("error", (e) => done(e));
    });
}

/** Rejects when the signal aborts; the promise itself is left to settle or not. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener("abort", onAbort);
        reject(e);
      },
    );
  });
}

/** "Microsoft Aria Online (Natural) - English (United States)" → Aria, English, United States. */
export function parseFriendlyName(friendly: string): { displayName: string; language: string; region: string } | undefined {
  const m = /^Microsoft (.+?) Online \(Natural\) - (.+?)(?: \((.+)\))?$/.exec(friendly.trim());
  if (!m) return undefined;
  const displayName = m[1]!.replace(/([a-z])(Multilingual)$/, "$1 $2");
  return { displayName, language: m[2]!, region: m[3] ?? "" };
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The library's voice record in our shape; undefined for voices its client cannot address. */
export function toEngineVoice(v: EdgeVoice): EngineVoice | undefined {
  if (!VOICE_NAME_PATTERN.test(v.ShortName)) return undefined;
  const parsed = parseFriendlyName(v.FriendlyName ?? "");
  const [lang = "", region = ""] = v.Locale.split("-");
  const safe = (f: () => string | undefined, fallback: string) => {
    try {
      return f() ?? fallback;
    } catch {
      return fallback;
    }
  };
  return {
    name: v.ShortName,
    locale: v.Locale,
    gender: v.Gender,
    displayName: parsed?.displayName ?? v.ShortName.split("-").pop()!.replace(/Neural$/, ""),
    language: parsed?.language ?? safe(() => languageNames.of(lang), lang),
    region: parsed?.region ?? safe(() => regionNames.of(region.toUpperCase()), region),
  };
}

function messageOf(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** Library failures to the catalogue: no audio is its own case (the spec names it). */
export function toSpeechError(e: unknown): SpeechError {
  if (e instanceof SpeechError) return e;
  const name = e instanceof Error ? e.name : "";
  const text = messageOf(e);
  if (name === "NoAudioReceived" || /no audio/i.test(text)) return speechErrors.noAudio();
  if (name === "TimeoutError" || /timed? ?out/i.test(text)) return speechErrors.timeout();
  if (name === "WebSocketError" || /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|socket hang up|Unexpected server response/i.test(text)) {
    return speechErrors.unavailable();
  }
  return speechErrors.failed();
}

export class EdgeSpeechEngine implements SpeechEngine {
  readonly name = "edge";
  private readonly opts: Required<Omit<EdgeEngineOptions, "communicate" | "fetchVoices">> & Pick<EdgeEngineOptions, "communicate" | "fetchVoices">;
  private probeState: { at: number; ok: boolean; pending?: Promise<boolean> } | undefined;

  constructor(opts: EdgeEngineOptions = {}) {
    this.opts = {
      communicate: opts.communicate,
      fetchVoices: opts.fetchVoices,
      probe: opts.probe ?? tcpProbe(EDGE_HOST, 443),
      firstChunkTimeoutMs: opts.firstChunkTimeoutMs ?? 15_000,
      probeTimeoutMs: opts.probeTimeoutMs ?? 4000,
      probeOkTtlMs: opts.probeOkTtlMs ?? 60_000,
      probeFailTtlMs: opts.probeFailTtlMs ?? 10_000,
    };
  }

  /** Whether the service's host is reachable, asked at most once per TTL and shared by concurrent callers. */
  private async reachable(): Promise<boolean> {
    const now = Date.now();
    const s = this.probeState;
    if (s?.pending) return s.pending;
    if (s && now - s.at < (s.ok ? this.opts.probeOkTtlMs : this.opts.probeFailTtlMs)) return s.ok;
    const pending = this.opts
      .probe(AbortSignal.timeout(this.opts.probeTimeoutMs))
      .then(() => true)
      .catch(() => false)
      .then((ok) => {
        this.probeState = { at: Date.now(), ok };
        return ok;
      });
    this.probeState = { at: now, ok: s?.ok ?? false, pending };
    return pending;
  }

  async listVoices(signal?: AbortSignal): Promise<EngineVoice[]> {
    const fetchVoices = this.opts.fetchVoices ?? (async () => (await loadLibrary()).listVoices());
    let raw: EdgeVoice[];
    try {
      raw = await untilAborted(fetchVoices(), signal);
    } catch (e) {
      if (signal?.aborted) throw e;
      throw toSpeechError(e);
    }
    if (!Array.isArray(raw)) throw speechErrors.failed();
    return raw.flatMap((v) => {
      const voice = v && typeof v.ShortName === "string" && typeof v.Locale === "string" ? toEngineVoice(v) : undefined;
      return voice ? [voice] : [];
    });
  }

  async synthesize(text: string, settings: EngineSettings, signal?: AbortSignal): Promise<EngineResult> {
    if (!VOICE_NAME_PATTERN.test(settings.voice)) throw speechErrors.invalidVoice();
    if (!(await untilAborted(this.reachable(), signal))) throw speechErrors.unavailable();
    const options = {
      voice: settings.voice,
      rate: signedPercent(settings.rate),
      pitch: signedHz(settings.pitch),
      volume: signedPercent(settings.volume),
      connectionTimeout: this.opts.firstChunkTimeoutMs,
    };
    let communicate: NonNullable<EdgeEngineOptions["communicate"]>;
    if (this.opts.communicate) communicate = this.opts.communicate;
    else {
      const lib = await loadLibrary();
      communicate = (t, o) => new lib.Communicate(t, o);
    }
    let iterator: AsyncIterator<TTSChunk>;
    try {
      iterator = communicate(text, options).stream()[Symbol.asyncIterator]();
    } catch (e) {
      throw toSpeechError(e);
    }
    const audio: Buffer[] = [];
    const wordBoundaries: EngineResult["wordBoundaries"] = [];
    let first = true;
    try {
      for (;;) {
        // The first message proves the connection works; later ones come as fast as speech is made.
        const next = iterator.next();
        let r: IteratorResult<TTSChunk>;
        if (first) {
          // A timer of our own, held here until it fires or is cleared: a bare AbortSignal.timeout()
          // inside AbortSignal.any() can be garbage-collected before it fires, and the wait never ends.
          const timer = new AbortController();
          const t = setTimeout(() => timer.abort(new DOMException("The voice service did not answer in time.", "TimeoutError")), this.opts.firstChunkTimeoutMs);
          try {
            r = await untilAborted(next, signal ? AbortSignal.any([timer.signal, signal]) : timer.signal);
          } finally {
            clearTimeout(t);
          }
        } else r = await untilAborted(next, signal);
        first = false;
        if (r.done) break;
        const chunk = r.value;
        if (chunk.type === "audio" && chunk.data && chunk.data.length > 0) audio.push(Buffer.from(chunk.data));
        else if (chunk.type === "WordBoundary" && typeof chunk.offset === "number" && typeof chunk.duration === "number" && chunk.text) {
          // The service counts in 100-nanosecond ticks.
          wordBoundaries.push({ offsetMs: chunk.offset / 10_000, durationMs: chunk.duration / 10_000, text: chunk.text });
        }
      }
    } catch (e) {
      // Let the library finish its socket in the background; it closes on the service's end of turn.
      void iterator.return?.(undefined)?.catch(() => undefined);
      if (signal?.aborted) throw signal.reason;
      throw toSpeechError(e);
    }
    if (audio.length === 0) throw speechErrors.noAudio();
    return { audio: Buffer.concat(audio), wordBoundaries };
  }
}
