import { describe, expect, it } from "vitest";
import { MemoryCache } from "../cache";
import { SPEECH_MESSAGES, SpeechError } from "./engine";
import { FakeSpeechEngine, fakeSpeech, hangs } from "./fake";
import { mp3DurationMs, silentMp3 } from "./mp3";
import { attachPunctuation, SpeechService } from "./service";
import { ssmlBytes } from "./split";

const S = { voice: "en-US-AriaNeural", speed: 1, pitch: 1, volume: 1 };

function service(engine = new FakeSpeechEngine(), opts: ConstructorParameters<typeof SpeechService>[2] = {}) {
  return { engine, speech: new SpeechService({ ttsEngine: "edge" }, new MemoryCache(), { engine, pieceTimeoutMs: 300, ...opts }) };
}

describe("SpeechService", () => {
  it("is off with TTS_ENGINE=off, saying so", async () => {
    const speech = new SpeechService({ ttsEngine: "off" }, new MemoryCache());
    expect(speech.enabled).toBe(false);
    await expect(speech.synthesize("Hello.", S)).rejects.toMatchObject({ code: "tts_off", status: 503, message: SPEECH_MESSAGES.off });
    await expect(speech.voices()).rejects.toMatchObject({ code: "tts_off" });
  });

  it("sends the spec's offsets: rate (speed − 1) × 100 %, pitch (pitch − 1) × 10 Hz, volume (volume − 1) × 100 %", async () => {
    const { engine, speech } = service();
    await speech.synthesize("Hello.", { voice: "en-GB-RyanNeural", speed: 1.5, pitch: 0.7, volume: 0.4 });
    expect(engine.calls[0]!.settings).toEqual({ voice: "en-GB-RyanNeural", rate: 50, pitch: -3, volume: -60 });
    await speech.synthesize("Hello.", { voice: "en-GB-RyanNeural", speed: 0.5, pitch: 2, volume: 1 });
    expect(engine.calls[1]!.settings).toEqual({ voice: "en-GB-RyanNeural", rate: -50, pitch: 10, volume: 0 });
  });

  it("splits 25,000 characters at sentences into pieces under the limit, keeps their order, and shifts word timings by the audio before", async () => {
    const { engine, speech } = service(new FakeSpeechEngine(), { concurrency: 3 });
    // Answer out of order: later pieces finish first.
    engine.behaviour = async (text, settings) => {
      await new Promise((r) => setTimeout(r, text.includes("Sentence 1 ") ? 30 : 1));
      return fakeSpeech(text, settings);
    };
    const text = Array.from({ length: 460 }, (_, i) => `Sentence ${i} says a few more words here for the script.`).join(" ").slice(0, 25_000);
    expect(text.length).toBeGreaterThan(24_000);
    const r = await speech.synthesize(text, S);
    expect(r.pieces).toBe(engine.calls.length);
    expect(r.pieces).toBeGreaterThanOrEqual(9);
    for (const c of engine.calls) expect(ssmlBytes(c.text)).toBeLessThanOrEqual(3000);
    const expected = engine.calls.map((c) => fakeSpeech(c.text, { rate: 0 }));
    const totalMs = expected.reduce((t, e) => t + mp3DurationMs(e.audio), 0);
    expect(r.durationMs).toBe(totalMs);
    expect(mp3DurationMs(r.audio)).toBe(totalMs);
    // One timing per word, in order, never going backwards.
    expect(r.wordBoundaries.length).toBe(text.split(/\s+/).filter(Boolean).length);
    // Punctuation is back on the words, so the timings spell out the text.
    expect(r.wordBoundaries.map((w) => w.text).join(" ")).toBe(text.split(/\s+/).filter(Boolean).join(" "));
    for (let i = 1; i < r.wordBoundaries.length; i++) expect(r.wordBoundaries[i]!.offsetMs).toBeGreaterThan(r.wordBoundaries[i - 1]!.offsetMs);
    // The second piece's first word starts after the whole first piece.
    const firstPieceWords = engine.calls[0]!.text.split(/\s+/).length;
    expect(r.wordBoundaries[firstPieceWords]!.offsetMs).toBeGreaterThanOrEqual(mp3DurationMs(expected[0]!.audio));
  });

  it("retries a failed piece once, then reports the failure", async () => {
    const { engine, speech } = service();
    let n = 0;
    engine.behaviour = (t, s) => {
      if (n++ === 0) throw new Error("socket hang up");
      return fakeSpeech(t, s);
    };
    await expect(speech.synthesize("Hi there.", S)).resolves.toMatchObject({ pieces: 1 });
    engine.behaviour = () => {
      throw new Error("socket hang up");
    };
    await expect(speech.synthesize("Hi there.", S)).rejects.toMatchObject({ code: "tts_unavailable", status: 502 });
    expect(engine.calls.length).toBe(4);
  });

  it("answers an empty result with the spec's no-audio message", async () => {
    const { engine, speech } = service(undefined, { retries: 0 });
    engine.behaviour = () => ({ audio: Buffer.alloc(0) });
    await expect(speech.synthesize("Hi.", S)).rejects.toMatchObject({ code: "tts_no_audio", message: "No audio data received from synthesis" });
  });

  it("times a piece out, without retrying, and stops the other pieces", async () => {
    const { engine, speech } = service(undefined, { pieceTimeoutMs: 100, concurrency: 2, maxPieceBytes: 20 });
    const aborted: string[] = [];
    engine.behaviour = (text, _s, signal) => {
      signal?.addEventListener("abort", () => aborted.push(text));
      return hangs(text, _s, signal);
    };
    const started = Date.now();
    await expect(speech.synthesize("First sentence. Second sentence. Third one.", S)).rejects.toMatchObject({ code: "tts_timeout", status: 504 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(engine.calls.length).toBe(2); // the third never started
    expect(aborted.length).toBe(2);
  });

  it("stops when the visitor goes away", async () => {
    const { engine, speech } = service(undefined, { pieceTimeoutMs: 5000 });
    engine.behaviour = hangs;
    const c = new AbortController();
    setTimeout(() => c.abort(new Error("client closed")), 30);
    await expect(speech.synthesize("Hi.", S, c.signal)).rejects.toThrow("client closed");
  });

  it("caches the voice list for a day and remembers a failure for a minute", async () => {
    const { engine, speech } = service();
    const first = await speech.voices();
    const second = await speech.voices();
    expect(first.cacheHit).toBe(false);
    expect(second.cacheHit).toBe(true);
    expect(engine.voiceListCalls).toBe(1);
    expect(first.voices[0]).toEqual({ value: "en-US-AriaNeural", label: "Aria (United States, Female)", language: "English", locale: "en-US", gender: "Female" });

    const failing = service();
    failing.engine.voiceList = () => Promise.reject(new Error("getaddrinfo ENOTFOUND"));
    await expect(failing.speech.voices()).rejects.toBeInstanceOf(SpeechError);
    await expect(failing.speech.voices()).rejects.toMatchObject({ code: "tts_unavailable" });
    expect(failing.engine.voiceListCalls).toBe(1);
  });

  it("joins real frame audio byte for byte", async () => {
    const { engine, speech } = service(undefined, { maxPieceBytes: 12 });
    engine.behaviour = () => ({ audio: Buffer.from(silentMp3(2)), wordBoundaries: [] });
    const r = await speech.synthesize("One two. Three four.", S);
    expect(r.pieces).toBe(2);
    expect(r.audio.equals(Buffer.concat([Buffer.from(silentMp3(2)), Buffer.from(silentMp3(2))]))).toBe(true);
    expect(r.durationMs).toBe(96);
  });
});

describe("attachPunctuation", () => {
  const w = (text: string, offsetMs = 0) => ({ text, offsetMs, durationMs: 10 });
  it("gives words back the punctuation and quotes around them", () => {
    const text = "“Hello,” she said. Is it 5 p.m.? Yes!";
    const words = ["Hello", "she", "said", "Is", "it", "5", "p", "m", "Yes"].map((t, i) => w(t, i));
    expect(attachPunctuation(text, words).map((x) => x.text)).toEqual(["“Hello,”", "she", "said.", "Is", "it", "5", "p.", "m.?", "Yes!"]);
  });

  it("keeps a word it cannot find as it is, and keeps the timings", () => {
    const out = attachPunctuation("One two.", [w("One", 5), w("zwei", 7), w("two", 9)]);
    expect(out).toEqual([w("One", 5), w("zwei", 7), w("two.", 9)]);
  });
});

describe("the fake engine's word timings", () => {
  it("keep every script's words whole, marks and joiners included", () => {
    const words = (t: string) => fakeSpeech(t, { rate: 0 }).wordBoundaries!.map((w) => w.text);
    expect(words("नमस्ते, दुनिया!")).toEqual(["नमस्ते", "दुनिया"]);
    expect(words("«வணக்கம்» நண்பர்களே.")).toEqual(["வணக்கம்", "நண்பர்களே"]);
    expect(words("می‌خواهم؟")).toEqual(["می‌خواهم"]);
    expect(words("(crème) brûlée…")).toEqual(["crème", "brûlée"]);
  });
});
