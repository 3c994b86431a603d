import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  audioFileName,
  base64ToBytes,
  buildCues,
  clampSetting,
  countWords,
  textLength,
  DEFAULT_DRAFT,
  DEFAULT_VOICE,
  DEFAULT_VOICES,
  estimatedProgress,
  estimateSeconds,
  fallbackNotice,
  filterVoices,
  findVoice,
  formatClock,
  formatDuration,
  formatSetting,
  groupVoices,
  MAX_TEXT_LENGTH,
  MESSAGES,
  pickBrowserVoice,
  pitchOffsetHz,
  PLAYER_STATES,
  rateOffsetPercent,
  sanitizeDraft,
  shouldFallBack,
  signedHz,
  signedPercent,
  SLIDERS,
  srtTime,
  subtitleFileName,
  toSrt,
  volumeOffsetPercent,
  voiceShortName,
  type WordBoundary,
  PREVIEW_SAMPLES,
  previewSample,
  voiceForLanguage,
  voiceLanguage,
  type VoiceOption,
} from "./logic";
import { LANGUAGE_CODES } from "../../app/lib/languages";

describe("spec constants and messages", () => {
  it("uses the spec's words", () => {
    expect(MESSAGES.emptyText).toBe("Please enter some text to convert to speech.");
    expect(MESSAGES.noAudio).toBe("No audio data received from synthesis");
    expect(MESSAGES.unsupported).toBe("Speech synthesis not supported in this browser");
    expect(MESSAGES.generateError).toBe("Error generating speech. Please try again.");
    expect(MESSAGES.playError).toBe("Error playing audio");
  });

  it("has the spec's states, default voice and slider ranges, all defaulting to 1.0", () => {
    expect(PLAYER_STATES).toEqual(["idle", "synthesizing", "playing", "paused", "stopped"]);
    expect(DEFAULT_VOICE).toBe("en-US-AriaNeural");
    expect(SLIDERS.speed).toEqual({ min: 0.5, max: 2, step: 0.1, default: 1 });
    expect(SLIDERS.pitch).toMatchObject({ min: 0.5, max: 2, default: 1 });
    expect(SLIDERS.volume).toMatchObject({ min: 0.1, max: 1, default: 1 });
    expect(DEFAULT_DRAFT).toEqual({ text: "", voice: "en-US-AriaNeural", speed: 1, pitch: 1, volume: 1 });
    expect(MAX_TEXT_LENGTH).toBe(25_000);
  });
});

describe("offsets (spec 002 §9)", () => {
  it("rate offset = (speed − 1) × 100 %", () => {
    expect(rateOffsetPercent(1)).toBe(0);
    expect(rateOffsetPercent(0.5)).toBe(-50);
    expect(rateOffsetPercent(2)).toBe(100);
    expect(rateOffsetPercent(1.1)).toBe(10); // not 10.000000000000009
    expect(rateOffsetPercent(0.7)).toBe(-30);
  });

  it("pitch offset = (pitch − 1) × 10 Hz", () => {
    expect(pitchOffsetHz(1)).toBe(0);
    expect(pitchOffsetHz(0.5)).toBe(-5);
    expect(pitchOffsetHz(2)).toBe(10);
    expect(pitchOffsetHz(1.3)).toBe(3);
  });

  it("volume offset = (volume − 1) × 100 %", () => {
    expect(volumeOffsetPercent(1)).toBe(0);
    expect(volumeOffsetPercent(0.1)).toBe(-90);
    expect(volumeOffsetPercent(0.6)).toBe(-40);
  });

  it("writes them in the service's notation", () => {
    expect(signedPercent(0)).toBe("+0%");
    expect(signedPercent(25)).toBe("+25%");
    expect(signedPercent(-50)).toBe("-50%");
    expect(signedHz(0)).toBe("+0Hz");
    expect(signedHz(-3)).toBe("-3Hz");
    expect(signedHz(10)).toBe("+10Hz");
  });

  it("property: every slider position gives a whole-number offset within range", () => {
    for (let speed = 0.5; speed <= 2.0001; speed += 0.1) {
      const r = rateOffsetPercent(clampSetting("speed", speed));
      expect(Number.isInteger(r)).toBe(true);
      expect(r).toBeGreaterThanOrEqual(-50);
      expect(r).toBeLessThanOrEqual(100);
    }
    for (let pitch = 0.5; pitch <= 2.0001; pitch += 0.1) expect(Number.isInteger(pitchOffsetHz(clampSetting("pitch", pitch)))).toBe(true);
  });
});

describe("settings", () => {
  it("clamps and rounds to the step; junk becomes the default", () => {
    expect(clampSetting("speed", 3)).toBe(2);
    expect(clampSetting("speed", 0.1)).toBe(0.5);
    expect(clampSetting("speed", 1.23)).toBe(1.2);
    expect(clampSetting("volume", 0)).toBe(0.1);
    expect(clampSetting("pitch", "x")).toBe(1);
    expect(clampSetting("pitch", Number.NaN)).toBe(1);
  });

  it("sanitizes a stored draft", () => {
    expect(sanitizeDraft({ text: "Hi", voice: "", speed: 9, pitch: 0.74, volume: -1 })).toEqual({ text: "Hi", voice: DEFAULT_VOICE, speed: 2, pitch: 0.7, volume: 0.1 });
  });

  it("formats slider values", () => {
    expect(formatSetting("speed", 1)).toBe("1.0×");
    expect(formatSetting("pitch", 0.5)).toBe("0.5");
    expect(formatSetting("volume", 0.7)).toBe("70%");
  });
});

describe("counters", () => {
  it("counts words", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  Hello,   world!\nNew line — here ")).toBe(5);
    expect(countWords("don't stop 2 believin'")).toBe(4);
    expect(countWords("नमस्ते दोस्तों, आज हम खाना बनाएंगे")).toBe(6);
    expect(countWords("வணக்கம் நண்பர்களே")).toBe(2);
    expect(countWords("สวัสดีครับทุกคน")).toBe(4);
    expect(countWords("مرحبا يا أصدقاء")).toBe(3);
    expect(countWords("今日は良い天気です")).toBeGreaterThanOrEqual(4);
  });

  it("counts characters as a reader sees them, as the limit does", () => {
    expect(textLength("hello")).toBe(5);
    expect(textLength("नमस्ते")).toBe(3);
    expect(textLength("👨‍👩‍👧 é")).toBe(3);
  });

  it("estimates 3,400 characters per 60 s, at least 2 s (spec 002 §9)", () => {
    expect(estimateSeconds(0)).toBe(0);
    expect(estimateSeconds(1)).toBe(2);
    expect(estimateSeconds(56)).toBe(2);
    expect(estimateSeconds(3400)).toBe(60);
    expect(estimateSeconds(6800)).toBe(120);
    expect(estimateSeconds(1000)).toBe(18); // 17.6 rounded up
    expect(estimateSeconds(25_000)).toBe(442);
  });

  it("formats durations and clock positions", () => {
    expect(formatDuration(2)).toBe("2 s");
    expect(formatDuration(60)).toBe("1 min");
    expect(formatDuration(442)).toBe("7 min 22 s");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(65.9)).toBe("1:05");
    expect(formatClock(Number.NaN)).toBe("0:00");
  });
});

describe("estimated progress (spec 002 §4)", () => {
  it("starts at 0, rises, and never passes 95 however long it takes", () => {
    expect(estimatedProgress(0, 2000)).toBe(0);
    expect(estimatedProgress(500, 2000)).toBeGreaterThan(20);
    expect(estimatedProgress(2000, 2000)).toBeGreaterThan(75);
    expect(estimatedProgress(10 * 60_000, 2000)).toBe(95);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b, exp) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(estimatedProgress(lo, exp)).toBeLessThanOrEqual(estimatedProgress(hi, exp));
        expect(estimatedProgress(hi, exp)).toBeLessThanOrEqual(95);
      }),
    );
  });
});

describe("voices", () => {
  it("has 24 default English voices from US, GB, AU, CA, IN, IE, NZ and ZA, Aria first", () => {
    expect(DEFAULT_VOICES).toHaveLength(24);
    expect(new Set(DEFAULT_VOICES.map((v) => v.value)).size).toBe(24);
    expect(new Set(DEFAULT_VOICES.map((v) => v.locale.split("-")[1]))).toEqual(new Set(["US", "GB", "AU", "CA", "IN", "IE", "NZ", "ZA"]));
    expect(DEFAULT_VOICES[0]).toEqual({ value: "en-US-AriaNeural", label: "Aria (United States, Female)", language: "English", locale: "en-US", gender: "Female" });
    for (const v of DEFAULT_VOICES) expect(v.value).toMatch(/^en-[A-Z]{2}-[A-Za-z]+Neural$/);
  });

  const list = [
    ...DEFAULT_VOICES.slice(0, 3),
    { value: "de-DE-KatjaNeural", label: "Katja (Germany, Female)", language: "German", locale: "de-DE", gender: "Female" },
    { value: "fr-FR-HenriNeural", label: "Henri (France, Male)", language: "French", locale: "fr-FR", gender: "Male" },
    { value: "es-MX-JorgeNeural", label: "Jorge (México, Male)", language: "Spanish", locale: "es-MX", gender: "Male" },
  ];

  it("searches by name, language, country, locale and gender, ignoring case and accents", () => {
    expect(filterVoices(list, "")).toHaveLength(6);
    expect(filterVoices(list, "katja").map((v) => v.value)).toEqual(["de-DE-KatjaNeural"]);
    expect(filterVoices(list, "GERMAN")).toHaveLength(1);
    expect(filterVoices(list, "mexico").map((v) => v.value)).toEqual(["es-MX-JorgeNeural"]);
    expect(filterVoices(list, "fr-FR")).toHaveLength(1);
    expect(filterVoices(list, "english male").map((v) => v.value)).toEqual(["en-US-GuyNeural"]);
    expect(filterVoices(list, "zzz")).toEqual([]);
    expect(filterVoices(list, "united states fem").map((v) => v.value)).toEqual(["en-US-AriaNeural", "en-US-JennyNeural"]);
  });

  it("groups by language, English first, and keeps the selected voice even when filtered out", () => {
    const groups = groupVoices(list);
    expect(groups.map((g) => g.language)).toEqual(["English", "French", "German", "Spanish"]);
    expect(groups[0]!.voices.map((v) => v.label)).toEqual(["Aria (United States, Female)", "Guy (United States, Male)", "Jenny (United States, Female)"]);
    const kept = groupVoices(filterVoices(list, "german"), list[0]);
    expect(kept.flatMap((g) => g.voices.map((v) => v.value))).toEqual(["en-US-AriaNeural", "de-DE-KatjaNeural"]);
  });

  it("puts the voices of the chosen output language first, its exact locale before the rest", () => {
    const more: VoiceOption[] = [
      ...list,
      { value: "hi-IN-SwaraNeural", label: "Swara (India, Female)", language: "Hindi", locale: "hi-IN", gender: "Female" },
      { value: "pt-PT-RaquelNeural", label: "Raquel (Portugal, Female)", language: "Portuguese", locale: "pt-PT", gender: "Female" },
      { value: "pt-BR-FranciscaNeural", label: "Francisca (Brazil, Female)", language: "Portuguese", locale: "pt-BR", gender: "Female" },
      { value: "ar-EG-SalmaNeural", label: "Salma (Egypt, Female)", language: "Arabic", locale: "ar-EG", gender: "Female" },
    ];
    expect(groupVoices(more, undefined, "hi").map((g) => g.language)).toEqual(["Hindi", "English", "Arabic", "French", "German", "Portuguese", "Spanish"]);
    expect(groupVoices(more, undefined, "ar")[0]!.language).toBe("Arabic");
    const pt = groupVoices(more, undefined, "pt-BR")[0]!;
    expect(pt.voices.map((v) => v.locale)).toEqual(["pt-BR", "pt-PT"]);
    // A language with no voice in the list leaves the usual order.
    expect(groupVoices(more, undefined, "ja").map((g) => g.language)[0]).toBe("English");
    expect(groupVoices(more, undefined, "en").map((g) => g.language)[0]).toBe("English");

    const aria = findVoice(more, "en-US-AriaNeural");
    expect(voiceForLanguage(more, aria, "hi")?.value).toBe("hi-IN-SwaraNeural");
    expect(voiceForLanguage(more, aria, "pt-BR")?.value).toBe("pt-BR-FranciscaNeural");
    expect(voiceForLanguage(more, aria, "en")).toBeNull();
    expect(voiceForLanguage(more, aria, "ta")).toBeNull();
  });

  it("maps voice locales to output languages", () => {
    expect(voiceLanguage("hi-IN")).toBe("hi");
    expect(voiceLanguage("pt-PT")).toBe("pt-BR");
    expect(voiceLanguage("fil-PH")).toBe("fil");
    expect(voiceLanguage("ar-SA")).toBe("ar");
    expect(voiceLanguage("zh-CN")).toBeNull();
  });

  it("previews each voice in its own language, a multilingual voice in the chosen one", () => {
    expect(Object.keys(PREVIEW_SAMPLES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const sample of Object.values(PREVIEW_SAMPLES)) expect(sample).toContain("{name}");
    expect(previewSample({ value: "en-US-AriaNeural", locale: "en-US" })).toBe("Hello! I'm Aria. This is how I sound. Thanks for listening.");
    expect(previewSample({ value: "hi-IN-SwaraNeural", locale: "hi-IN" }, "en")).toBe("नमस्ते! मैं Swara हूँ। मेरी आवाज़ ऐसी सुनाई देती है। सुनने के लिए धन्यवाद।");
    expect(previewSample({ value: "ta-IN-PallaviNeural", locale: "ta-IN" })).toMatch(/^வணக்கம்! நான் Pallavi\./);
    expect(previewSample({ value: "th-TH-PremwadeeNeural", locale: "th-TH" })).toContain("Premwadee");
    expect(previewSample({ value: "ar-EG-SalmaNeural", locale: "ar-EG" })).toBe("مرحبًا! أنا Salma. هكذا يبدو صوتي. شكرًا على الاستماع.");
    expect(previewSample({ value: "ja-JP-NanamiNeural", locale: "ja-JP" })).toBe("こんにちは！Nanamiです。これが私の声です。聞いてくれてありがとう。");
    expect(previewSample({ value: "es-MX-JorgeNeural", locale: "es-MX" })).toBe("¡Hola! Soy Jorge. Así suena mi voz. Gracias por escuchar.");
    expect(previewSample({ value: "en-US-AvaMultilingualNeural", locale: "en-US" }, "ja")).toBe("こんにちは！Avaです。これが私の声です。聞いてくれてありがとう。");
    expect(previewSample({ value: "sw-KE-ZuriNeural", locale: "sw-KE" }, "hi")).toMatch(/^Hello! I'm Zuri\./);
  });

  it("finds a voice, or makes a plain option for an unknown name", () => {
    expect(findVoice([], "en-GB-RyanNeural").label).toBe("Ryan (United Kingdom, Male)");
    expect(findVoice(list, "de-DE-KatjaNeural").language).toBe("German");
    expect(findVoice([], "pt-BR-FranciscaNeural")).toEqual({ value: "pt-BR-FranciscaNeural", label: "pt-BR-FranciscaNeural", language: "Other", locale: "pt-BR", gender: "" });
    expect(voiceShortName("en-US-AndrewMultilingualNeural")).toBe("Andrew");
    expect(voiceShortName("en-US-AriaNeural")).toBe("Aria");
  });

  it("picks the closest browser voice: same person, then locale, then language, then default", () => {
    const voices = [
      { name: "Google US English", lang: "en-US" },
      { name: "Microsoft Aria Online (Natural) - English (United States)", lang: "en-US" },
      { name: "Google UK English Female", lang: "en-GB" },
      { name: "Google Deutsch", lang: "de-DE", default: true },
    ];
    expect(pickBrowserVoice(voices, "en-US-AriaNeural")?.name).toMatch(/Aria/);
    expect(pickBrowserVoice(voices, "en-US-GuyNeural")?.name).toBe("Google US English");
    expect(pickBrowserVoice(voices, "en-AU-NatashaNeural")?.name).toBe("Google US English");
    expect(pickBrowserVoice(voices, "de-AT-IngridNeural")?.name).toBe("Google Deutsch");
    expect(pickBrowserVoice(voices, "ja-JP-NanamiNeural")?.name).toBe("Google Deutsch");
    expect(pickBrowserVoice([{ name: "x", lang: "en_GB" }], "en-GB-RyanNeural")?.name).toBe("x");
    expect(pickBrowserVoice([], "en-US-AriaNeural")).toBeUndefined();
  });
});

describe("subtitles", () => {
  it("writes SRT times as 00:00:01,234", () => {
    expect(srtTime(0)).toBe("00:00:00,000");
    expect(srtTime(1234)).toBe("00:00:01,234");
    expect(srtTime(61_005)).toBe("00:01:01,005");
    expect(srtTime(3_723_456)).toBe("01:02:03,456");
    expect(srtTime(-5)).toBe("00:00:00,000");
    expect(srtTime(999.6)).toBe("00:00:01,000");
  });

  it("property: SRT time round-trips to the millisecond", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 * 3_600_000 }), (ms) => {
        const t = srtTime(ms);
        expect(t).toMatch(/^\d{2}:\d{2}:\d{2},\d{3}$/);
        const [h, m, rest] = t.split(":");
        const [s, milli] = rest!.split(",");
        expect(Number(h) * 3_600_000 + Number(m) * 60_000 + Number(s) * 1000 + Number(milli)).toBe(ms);
      }),
    );
  });

  const words = (list: [string, number, number][]): WordBoundary[] => list.map(([text, offsetMs, durationMs]) => ({ text, offsetMs, durationMs }));

  it("groups words into readable cues, ending at sentences and pauses", () => {
    const w = words([
      ["Hello", 100, 400],
      ["world", 550, 400],
      [".", 950, 10],
      ["This", 1200, 200],
      ["is", 1420, 100],
      ["a", 1540, 50],
      ["test", 1600, 300],
      ["After", 3000, 300],
      ["pause", 3350, 300],
    ]);
    expect(buildCues(w)).toEqual([
      { startMs: 100, endMs: 960, text: "Hello world." },
      { startMs: 1200, endMs: 1900, text: "This is a test" },
      { startMs: 3000, endMs: 3650, text: "After pause" },
    ]);
    expect(toSrt(w)).toBe(
      "1\n00:00:00,100 --> 00:00:00,960\nHello world.\n\n2\n00:00:01,200 --> 00:00:01,900\nThis is a test\n\n3\n00:00:03,000 --> 00:00:03,650\nAfter pause\n",
    );
  });

  it("keeps cues short: at most 42 characters and 8 words", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ text: `word${i}`, offsetMs: i * 300, durationMs: 250 }));
    const cues = buildCues(many);
    for (const c of cues) {
      expect(c.text.length).toBeLessThanOrEqual(42);
      expect(c.text.split(" ").length).toBeLessThanOrEqual(8);
      expect(c.endMs).toBeGreaterThan(c.startMs);
    }
    expect(cues.flatMap((c) => c.text.split(" "))).toEqual(many.map((w) => w.text));
    expect(toSrt([])).toBe("");
  });
});

describe("file names and fallback", () => {
  it("names downloads with a timestamp", () => {
    const d = new Date(2026, 4, 1, 14, 5, 9);
    expect(audioFileName(d)).toBe("text-to-speech-2026-05-01-140509.mp3");
    expect(subtitleFileName(d)).toBe("text-to-speech-2026-05-01-140509.srt");
  });

  it("falls back to the browser's voice for service failures, not for input errors", () => {
    expect(shouldFallBack(0, "network")).toBe(true);
    expect(shouldFallBack(502, "tts_unavailable")).toBe(true);
    expect(shouldFallBack(503, "tts_off")).toBe(true);
    expect(shouldFallBack(504, "tts_timeout")).toBe(true);
    expect(shouldFallBack(429, "rate_limited")).toBe(true);
    expect(shouldFallBack(413, "invalid_input")).toBe(false);
    expect(shouldFallBack(400, "tts_invalid_voice")).toBe(false);
    expect(fallbackNotice("tts_no_audio")).toMatch(/^No audio data received from synthesis, so your browser's own voice/);
    expect(fallbackNotice("tts_off")).toMatch(/turned off/);
    for (const c of ["tts_off", "tts_no_audio", "x"]) expect(fallbackNotice(c)).toMatch(/MP3 download is not available/);
  });
});

describe("base64ToBytes", () => {
  it("decodes what the server encodes", () => {
    const bytes = Buffer.from([0xff, 0xf3, 0x64, 0xc4, 0, 1, 255]);
    expect([...base64ToBytes(bytes.toString("base64"))]).toEqual([...bytes]);
    expect(base64ToBytes("")).toEqual(new Uint8Array());
  });
});
