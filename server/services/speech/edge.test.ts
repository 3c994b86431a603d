import type { TTSChunk, Voice as EdgeVoice } from "edge-tts-universal";
import { describe, expect, it } from "vitest";
import { EdgeSpeechEngine, parseFriendlyName, tcpProbe, toEngineVoice, toSpeechError, type CommunicateLike } from "./edge";
import { SpeechError } from "./engine";

const settings = { voice: "en-US-AriaNeural", rate: 50, pitch: -3, volume: -20 };

function edgeVoice(ShortName: string, FriendlyName: string, Locale = ShortName.split("-").slice(0, 2).join("-")): EdgeVoice {
  return {
    Name: `Microsoft Server Speech Text to Speech Voice (${Locale}, x)`,
    ShortName,
    Gender: "Female",
    Locale,
    SuggestedCodec: "audio-24khz-48kbitrate-mono-mp3",
    FriendlyName,
    Status: "GA",
    VoiceTag: { ContentCategories: [], VoicePersonalities: [] },
  };
}

function stream(chunks: TTSChunk[], opts: { hang?: boolean; fail?: Error } = {}): CommunicateLike {
  return {
    async *stream() {
      for (const c of chunks) yield c;
      if (opts.fail) throw opts.fail;
      if (opts.hang) await new Promise(() => undefined);
    },
  };
}

const ok = async () => undefined;

describe("Edge voice records", () => {
  it("parses the friendly name", () => {
    expect(parseFriendlyName("Microsoft Aria Online (Natural) - English (United States)")).toEqual({ displayName: "Aria", language: "English", region: "United States" });
    expect(parseFriendlyName("Microsoft AndrewMultilingual Online (Natural) - English (United States)")?.displayName).toBe("Andrew Multilingual");
    expect(parseFriendlyName("Microsoft Xiaobei Online (Natural) - Chinese (Northeastern Mandarin)")?.region).toBe("Northeastern Mandarin");
    expect(parseFriendlyName("something else")).toBeUndefined();
  });

  it("maps voices, naming languages itself when the friendly name is odd, and drops names the client cannot address", () => {
    expect(toEngineVoice(edgeVoice("en-GB-SoniaNeural", "Microsoft Sonia Online (Natural) - English (United Kingdom)"))).toEqual({
      name: "en-GB-SoniaNeural",
      locale: "en-GB",
      gender: "Female",
      displayName: "Sonia",
      language: "English",
      region: "United Kingdom",
    });
    expect(toEngineVoice(edgeVoice("de-DE-KatjaNeural", ""))).toMatchObject({ displayName: "Katja", language: "German", region: "Germany" });
    expect(toEngineVoice(edgeVoice("iu-Cans-CA-SiqiniqNeural", "x", "iu-Cans-CA"))).toBeUndefined();
    expect(toEngineVoice(edgeVoice("en-US-Evil'/><Neural", "x", "en-US"))).toBeUndefined();
  });

  it("lists voices through the library call", async () => {
    const engine = new EdgeSpeechEngine({
      probe: ok,
      fetchVoices: async () => [edgeVoice("en-US-AriaNeural", "Microsoft Aria Online (Natural) - English (United States)"), edgeVoice("bad", "x", "xx")],
    });
    expect((await engine.listVoices()).map((v) => v.name)).toEqual(["en-US-AriaNeural"]);
  });

  it("turns a voice list failure into the catalogue", async () => {
    const engine = new EdgeSpeechEngine({ fetchVoices: async () => Promise.reject(new Error("getaddrinfo ENOTFOUND speech.platform.bing.com")) });
    await expect(engine.listVoices()).rejects.toMatchObject({ code: "tts_unavailable", status: 502 });
  });
});

describe("EdgeSpeechEngine.synthesize", () => {
  it("passes the offsets in the service's notation and joins audio and word timings (100 ns ticks to ms)", async () => {
    const seen: unknown[] = [];
    const engine = new EdgeSpeechEngine({
      probe: ok,
      communicate: (text, options) => {
        seen.push({ text, options });
        return stream([
          { type: "WordBoundary", offset: 1_000_000, duration: 3_000_000, text: "Hello" },
          { type: "audio", data: Buffer.from([1, 2]) },
          { type: "WordBoundary", offset: 4_500_000, duration: 2_500_000, text: "world" },
          { type: "audio", data: Buffer.from([3]) },
        ]);
      },
    });
    const r = await engine.synthesize("Hello world", settings);
    expect(seen).toEqual([{ text: "Hello world", options: { voice: "en-US-AriaNeural", rate: "+50%", pitch: "-3Hz", volume: "-20%", connectionTimeout: 15_000 } }]);
    expect([...r.audio]).toEqual([1, 2, 3]);
    expect(r.wordBoundaries).toEqual([
      { offsetMs: 100, durationMs: 300, text: "Hello" },
      { offsetMs: 450, durationMs: 250, text: "world" },
    ]);
  });

  it("says No audio data received from synthesis when the service sends none", async () => {
    const engine = new EdgeSpeechEngine({ probe: ok, communicate: () => stream([]) });
    await expect(engine.synthesize("Hi", settings)).rejects.toMatchObject({ code: "tts_no_audio", message: "No audio data received from synthesis" });
    const named = Object.assign(new Error("No audio was received."), { name: "NoAudioReceived" });
    const engine2 = new EdgeSpeechEngine({ probe: ok, communicate: () => stream([], { fail: named }) });
    await expect(engine2.synthesize("Hi", settings)).rejects.toMatchObject({ code: "tts_no_audio" });
  });

  it("gives up when the first message does not come (the library never settles on a failed connection)", async () => {
    const engine = new EdgeSpeechEngine({ probe: ok, firstChunkTimeoutMs: 50, communicate: () => stream([], { hang: true }) });
    const started = Date.now();
    await expect(engine.synthesize("Hi", settings)).rejects.toMatchObject({ code: "tts_timeout", status: 504 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("stops at once when the caller aborts, with the caller's reason", async () => {
    const engine = new EdgeSpeechEngine({ probe: ok, communicate: () => stream([{ type: "audio", data: Buffer.from([1]) }], { hang: true }) });
    const c = new AbortController();
    const p = engine.synthesize("Hi", settings, c.signal);
    setTimeout(() => c.abort(new Error("gone")), 20);
    await expect(p).rejects.toThrow("gone");
  });

  it("fails fast without connecting when the host is unreachable, and remembers it for a while", async () => {
    let probes = 0;
    let connects = 0;
    const engine = new EdgeSpeechEngine({
      probe: async () => {
        probes++;
        throw new Error("getaddrinfo ENOTFOUND");
      },
      communicate: () => {
        connects++;
        return stream([]);
      },
    });
    await expect(engine.synthesize("Hi", settings)).rejects.toMatchObject({ code: "tts_unavailable" });
    await expect(engine.synthesize("Hi", settings)).rejects.toMatchObject({ code: "tts_unavailable" });
    expect(probes).toBe(1);
    expect(connects).toBe(0);
  });

  it("refuses voice names that would not be safe inside SSML", async () => {
    const engine = new EdgeSpeechEngine({ probe: ok, communicate: () => stream([]) });
    await expect(engine.synthesize("Hi", { ...settings, voice: "en-US-Aria'/><x Neural" })).rejects.toMatchObject({ code: "tts_invalid_voice", status: 400 });
  });

  it("classifies library errors", () => {
    expect(toSpeechError(Object.assign(new Error("x"), { name: "WebSocketError" })).code).toBe("tts_unavailable");
    expect(toSpeechError(new Error("Unexpected server response: 403")).code).toBe("tts_unavailable");
    expect(toSpeechError(new Error("weird")).code).toBe("tts_failed");
    expect(toSpeechError(new SpeechError("tts_off", "off", 503)).code).toBe("tts_off");
  });

  it("probes by TCP: a closed local port fails quickly", async () => {
    await expect(tcpProbe("127.0.0.1", 1)(AbortSignal.timeout(2000))).rejects.toThrow();
  });
});
