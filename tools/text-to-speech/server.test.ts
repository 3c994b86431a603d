import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { RATE_LIMIT_MESSAGE } from "../../server/http/rate-limit";
import { MemoryCache } from "../../server/services/cache";
import { SPEECH_MESSAGES } from "../../server/services/speech/engine";
import { FakeSpeechEngine, hangs } from "../../server/services/speech/fake";
import { mp3DurationMs, silentMp3 } from "../../server/services/speech/mp3";
import { SpeechService, type SpeechServiceOptions } from "../../server/services/speech/service";
import { API, DEFAULT_VOICES, MAX_TEXT_LENGTH, MESSAGES, TOO_LONG_MESSAGE, type SynthesisResponse, type VoicesResponse } from "./logic";

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

async function start(env: Record<string, string> = {}, opts: SpeechServiceOptions = {}) {
  const config = loadConfig({ RATE_LIMIT_AI_PER_MIN: "50", ...env });
  const engine = new FakeSpeechEngine();
  const cache = new MemoryCache();
  const speech = new SpeechService(config, cache, { engine, pieceTimeoutMs: 300, ...opts });
  const { app } = createApp({ config, services: { cache, speech } });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server!.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const synth = (body: unknown, accept = "application/json") =>
    fetch(`${base}${API.synthesize}`, { method: "POST", headers: { "Content-Type": "application/json", Accept: accept }, body: JSON.stringify(body) });
  return { base, engine, synth };
}

const SCRIPT_1000 = "Welcome back to the channel. Today we look at three simple ways to make your videos sound better. ".repeat(11).slice(0, 1000);

describe("POST /api/tts/synthesize", () => {
  it("answers JSON with the MP3 as base64 and word timings, and sends the spec's offsets", async () => {
    const { synth, engine } = await start();
    const started = performance.now();
    const res = await synth({ text: SCRIPT_1000, voice: "en-GB-RyanNeural", speed: 1.2, pitch: 0.8, volume: 0.5 });
    const firstAudioMs = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as SynthesisResponse;
    const audio = Buffer.from(body.audio, "base64");
    expect(audio.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xf3]));
    expect(body.mimeType).toBe("audio/mpeg");
    expect(body.pieces).toBe(1);
    expect(body.durationMs).toBe(mp3DurationMs(audio));
    expect(body.wordBoundaries.length).toBe(SCRIPT_1000.trim().split(/\s+/).length);
    expect(body.wordBoundaries[0]).toMatchObject({ text: "Welcome", offsetMs: expect.any(Number), durationMs: expect.any(Number) });
    expect(engine.calls[0]!.settings).toEqual({ voice: "en-GB-RyanNeural", rate: 20, pitch: -2, volume: -50 });
    expect(Number(res.headers.get("x-audio-duration-ms"))).toBe(body.durationMs);
    // Time to first audio for 1,000 characters against the fake engine (the whole MP3 arrives at once):
    // the first request of a fresh process, then a warm one.
    const again = performance.now();
    const warm = await synth({ text: SCRIPT_1000 });
    await warm.arrayBuffer();
    const warmMs = performance.now() - again;
    console.info(`time to first audio, 1,000 characters, fake engine: first request ${firstAudioMs.toFixed(1)} ms, warm ${warmMs.toFixed(1)} ms`);
    expect(firstAudioMs).toBeLessThan(1000);
    expect(warmMs).toBeLessThan(500);
  });

  it("answers audio/mpeg itself when JSON is not asked for, with defaults for everything but the text", async () => {
    const { synth, engine } = await start();
    const res = await synth({ text: "Hello there." }, "*/*");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(mp3DurationMs(bytes)).toBeGreaterThan(0);
    expect(engine.calls[0]!.settings).toEqual({ voice: "en-US-AriaNeural", rate: 0, pitch: 0, volume: 0 });
  });

  it("makes one MP3 from a 25,000-character text", async () => {
    const { synth, engine } = await start();
    const text = "This is one sentence of a long narration for a documentary video. ".repeat(400).slice(0, MAX_TEXT_LENGTH);
    const res = await synth({ text });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SynthesisResponse;
    expect(body.pieces).toBeGreaterThanOrEqual(9);
    expect(engine.calls.length).toBe(body.pieces);
    expect(mp3DurationMs(Buffer.from(body.audio, "base64"))).toBe(body.durationMs);
  });

  it("refuses text over the limit with 413 and a clear message, before calling the engine", async () => {
    const { synth, engine } = await start();
    const res = await synth({ text: "a".repeat(MAX_TEXT_LENGTH + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "invalid_input", message: TOO_LONG_MESSAGE } });
    expect(engine.calls.length).toBe(0);
  });

  it("counts the limit in characters a reader sees: Hindi at the limit is accepted though it is twice as many UTF-16 units", async () => {
    const { synth, engine } = await start();
    const atLimit = "कि".repeat(MAX_TEXT_LENGTH); // 25,000 syllables, 50,000 UTF-16 units
    const res = await synth({ text: atLimit });
    expect(res.status).toBe(200);
    expect(engine.calls.map((c) => c.text).join("")).toBe(atLimit);
    const over = await synth({ text: atLimit + "क" });
    expect(over.status).toBe(413);
  });

  it("refuses empty text, odd settings and unsafe voice names with 400", async () => {
    const { synth } = await start();
    for (const body of [{}, { text: "   " }]) {
      const res = await synth(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.emptyText);
    }
    expect((await synth({ text: "Hi", speed: 3 })).status).toBe(400);
    expect((await synth({ text: "Hi", volume: 0 })).status).toBe(400);
    expect((await synth({ text: "Hi", pitch: "high" })).status).toBe(400);
    const bad = await synth({ text: "Hi", voice: "en-US-Aria'/><x Neural" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(SPEECH_MESSAGES.invalidVoice);
  });

  it("reports an engine failure as 502 in the JSON error shape", async () => {
    const { synth, engine } = await start();
    engine.behaviour = () => {
      throw new Error("getaddrinfo ENOTFOUND speech.platform.bing.com");
    };
    const res = await synth({ text: "Hello." });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: "tts_unavailable", message: SPEECH_MESSAGES.unavailable } });
  });

  it("reports no audio with the spec's message", async () => {
    const { synth, engine } = await start();
    engine.behaviour = () => ({ audio: Buffer.alloc(0) });
    const res = await synth({ text: "Hello." });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: "tts_no_audio", message: "No audio data received from synthesis" } });
  });

  it("times out with 504 when the engine does not answer", async () => {
    const { synth, engine } = await start({}, { pieceTimeoutMs: 150 });
    engine.behaviour = hangs;
    const started = Date.now();
    const res = await synth({ text: "Hello." });
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("tts_timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("says the online engine is off with TTS_ENGINE=off", async () => {
    const { synth, base } = await start({ TTS_ENGINE: "off" });
    const res = await synth({ text: "Hello." });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: "tts_off", message: SPEECH_MESSAGES.off } });
    const voices = await fetch(`${base}${API.voices}`);
    expect(voices.status).toBe(200);
    const list = (await voices.json()) as VoicesResponse;
    expect(list).toMatchObject({ engine: "off", source: "default" });
    expect(list.voices).toEqual(DEFAULT_VOICES);
    const status = (await (await fetch(`${base}/api/status`)).json()) as { services: { tts: { engine: string } } };
    expect(status.services.tts.engine).toBe("off");
  });

  it("limits each client to RATE_LIMIT_AI_PER_MIN syntheses a minute", async () => {
    const { synth } = await start({ RATE_LIMIT_AI_PER_MIN: "2" });
    expect((await synth({ text: "One." })).status).toBe(200);
    expect((await synth({ text: "Two." })).status).toBe(200);
    const third = await synth({ text: "Three." });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await third.json()) as { error: { message: string } }).error.message).toBe(RATE_LIMIT_MESSAGE);
  });
});

describe("GET /api/tts/voices", () => {
  it("lists voices and asks the engine only once a day", async () => {
    const { base, engine } = await start();
    const first = await fetch(`${base}${API.voices}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    const body = (await first.json()) as VoicesResponse;
    expect(body).toMatchObject({ engine: "edge", source: "online" });
    expect(body.voices).toContainEqual({ value: "de-DE-KatjaNeural", label: "Katja (Germany, Female)", language: "German", locale: "de-DE", gender: "Female" });
    const second = await fetch(`${base}${API.voices}`);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(((await second.json()) as VoicesResponse).voices).toEqual(body.voices);
    expect(engine.voiceListCalls).toBe(1);
  });

  it("falls back silently to the 24 default voices when the list cannot load (spec 002 §8)", async () => {
    const { base, engine } = await start();
    engine.voiceList = () => Promise.reject(new Error("getaddrinfo ENOTFOUND"));
    const res = await fetch(`${base}${API.voices}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-voice-list-error")).toBe("tts_unavailable");
    expect(await res.json()).toEqual({ engine: "edge", source: "default", voices: DEFAULT_VOICES });
    // The failure is remembered for a minute: no new upstream call.
    await fetch(`${base}${API.voices}`);
    expect(engine.voiceListCalls).toBe(1);
  });
});

describe("hostile input", () => {
  it("never crashes: a result, a JSON 4xx, or a gateway status", async () => {
    const { synth } = await start({ RATE_LIMIT_AI_PER_MIN: "100000" });
    const value = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom("<speak>", "&amp;", "'/>", "\u0000", "a".repeat(30_000)));
    const body = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(fc.constantFrom("text", "voice", "speed", "pitch", "volume", "__proto__"), value));
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await synth(b);
        const text = await res.text();
        expect(res.status, text.slice(0, 200)).not.toBe(500);
        if (res.status >= 400) expect(typeof (JSON.parse(text) as { error: { message: string } }).error.message).toBe("string");
        else expect(res.status).toBe(200);
      }),
      { numRuns: 150 },
    );
  });
});

describe("silent MP3 helper", () => {
  it("is what the fake engine sends", () => {
    expect(mp3DurationMs(silentMp3(10))).toBe(240);
  });
});
