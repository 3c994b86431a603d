import { describe, expect, it } from "vitest";
import {
  AD_EVERY,
  BATCH_SIZE,
  DEFAULT_DRAFT,
  EMPTY_SCRIPT_MESSAGE,
  INVALID_SCENE_COUNT_MESSAGE,
  MAX_TOKENS,
  PAGE_SIZE,
  PLACEHOLDER_PROMPT,
  SCENES,
  SPEC_STAGES,
  STYLES,
  SYSTEM_PROMPT,
  TEMPERATURE,
  TXT_FILE_NAME,
  adAfter,
  batchLabel,
  buildBatchRequest,
  buildTxt,
  checkFailureMessage,
  classifyFailure,
  emptyResponseMessage,
  failureText,
  filterStyles,
  finalFailureMessage,
  findStyle,
  normalizeScenes,
  pageSlice,
  parseSceneCount,
  planBatches,
  recommendedScenes,
  retryMessage,
  retryWaitMs,
  scenesFromText,
  scriptStats,
  showingLine,
  specProgressStepMs,
  splitScript,
  validateForm,
  withStylePrefix,
} from "./logic";

const words = (n: number, w = "word") => Array.from({ length: n }, (_, i) => `${w}${i + 1}`).join(" ");

describe("styles", () => {
  it("has about 64 styles with id, label, icon and description, ids unique, including the spec's examples", () => {
    expect(STYLES).toHaveLength(64);
    expect(new Set(STYLES.map((s) => s.id)).size).toBe(64);
    for (const s of STYLES) {
      expect(s.label && s.icon && s.description).toBeTruthy();
    }
    for (const id of ["photo_realistic", "cinematic", "hyper_realistic", "anime", "comic_book", "pixar_art", "3d_cartoon", "ghibli", "pixel_art", "film_noir", "synthwave", "vaporwave", "y2k", "watercolor", "oil_painting", "sketch", "data_visualization", "sunset_vibes"]) {
      expect(STYLES.some((s) => s.id === id), id).toBe(true);
    }
  });
  it("searches label, id and description case-insensitively", () => {
    expect(filterStyles("  NOIR ").map((s) => s.id)).toEqual(["film_noir"]);
    expect(filterStyles("pixel art").map((s) => s.id)).toContain("pixel_art");
    expect(filterStyles("")).toHaveLength(64);
    expect(filterStyles("zzzz")).toEqual([]);
  });
  it("falls back to cinematic for an unknown id", () => {
    expect(findStyle("nope").id).toBe("cinematic");
  });
});

describe("stats and recommended scenes", () => {
  it("200 words gives 5; at least 1; rounds", () => {
    expect(recommendedScenes(200)).toBe(5);
    expect(recommendedScenes(0)).toBe(1);
    expect(recommendedScenes(10)).toBe(1);
    expect(recommendedScenes(1000)).toBe(25);
    expect(recommendedScenes(220)).toBe(6); // 5.5 rounds up
  });
  it("counts words, paragraphs and characters", () => {
    const text = "One two three.\n\nFour five.\n\n\n  Six  ";
    expect(scriptStats(text)).toEqual({ words: 6, paragraphs: 3, characters: text.length, recommendedScenes: 1 });
    expect(scriptStats(words(200)).recommendedScenes).toBe(5);
    expect(scriptStats("")).toEqual({ words: 0, paragraphs: 0, characters: 0, recommendedScenes: 1 });
  });
  it("keeps the recommendation within 200", () => {
    expect(scriptStats(words(9000)).recommendedScenes).toBe(200);
  });
});

describe("validation", () => {
  it("empty script and bad scene counts give the spec's messages", () => {
    expect(validateForm("   ", "10")).toEqual({ ok: false, message: EMPTY_SCRIPT_MESSAGE });
    for (const bad of ["", "abc", "0", "-3", "0.5"]) expect(validateForm("x", bad)).toEqual({ ok: false, message: INVALID_SCENE_COUNT_MESSAGE });
    expect(validateForm("x", "45")).toEqual({ ok: true, scenes: 45 });
  });
  it("scene count range 1–200, default 10", () => {
    expect(SCENES).toEqual({ min: 1, max: 200, default: 10 });
    expect(DEFAULT_DRAFT.sceneCount).toBe("10");
    expect(parseSceneCount("500")).toEqual({ ok: true, value: 200 });
    expect(parseSceneCount("1")).toEqual({ ok: true, value: 1 });
    expect(parseSceneCount(" 7.9 ")).toEqual({ ok: true, value: 7 });
  });
});

describe("batches", () => {
  it("holds 20 scenes each: 45 → 20, 20, 5", () => {
    expect(BATCH_SIZE).toBe(20);
    expect(planBatches(45)).toEqual([
      { index: 1, start: 1, count: 20 },
      { index: 2, start: 21, count: 20 },
      { index: 3, start: 41, count: 5 },
    ]);
    expect(planBatches(20)).toEqual([{ index: 1, start: 1, count: 20 }]);
    expect(planBatches(1)).toEqual([{ index: 1, start: 1, count: 1 }]);
    expect(planBatches(200)).toHaveLength(10);
  });
  it("splits the script by words into one segment per batch, in order, covering every word once", () => {
    const script = words(90);
    const segs = splitScript(script, planBatches(45));
    expect(segs).toHaveLength(3);
    expect(segs.map((s) => s.split(" ").length)).toEqual([40, 40, 10]);
    expect(segs.join(" ")).toBe(script);
    expect(segs[2]!.startsWith("word81")).toBe(true);
  });
  it("splits scripts in every writing system at word boundaries, keeping their own punctuation", () => {
    const ja = "今日は晴れです。公園に行きました。友達と遊びました。夕方に帰りました。";
    const jaSegs = splitScript(ja, planBatches(40));
    expect(jaSegs).toHaveLength(2);
    expect(jaSegs.join("")).toBe(ja);
    expect(jaSegs[0]).not.toBe(ja);
    const hi = "पहला दृश्य: सूरज उगता है। दूसरा दृश्य: बाज़ार में भीड़ है। तीसरा दृश्य: शाम होती है।";
    const hiSegs = splitScript(hi, planBatches(60));
    expect(hiSegs).toHaveLength(3);
    expect(hiSegs.join(" ")).toBe(hi);
    for (const seg of hiSegs) expect(seg).not.toMatch(/^[\p{M}]/u); // no part starts with a vowel sign
    const th = "ฉากแรกพระอาทิตย์ขึ้นฉากที่สองตลาดคึกคัก";
    expect(splitScript(th, planBatches(40)).join("")).toBe(th);
  });
  it("counts words and characters in every script", () => {
    expect(scriptStats("नमस्ते दुनिया").words).toBe(2);
    expect(scriptStats("नमस्ते दुनिया").characters).toBe(7);
    expect(scriptStats("สวัสดีครับทุกคน").words).toBe(4);
    expect(scriptStats("مرحبا بالعالم").words).toBe(2);
  });
  it("gives the whole script to a batch that would get no words", () => {
    expect(splitScript("just two", planBatches(60))).toEqual(["just", "just two", "two"]);
  });
  it("labels the batch", () => {
    expect(batchLabel(2, 3)).toBe("Batch 2 of 3");
  });
});

describe("the request", () => {
  it("system demands strict JSON; temperature 0.4, max_tokens 4000, JSON mode; user holds batch instructions and the segment", () => {
    const { request, batch, batches } = buildBatchRequest({ script: words(90), style: "anime", totalScenes: 45, batch: 3 });
    expect(batch).toEqual({ index: 3, start: 41, count: 5 });
    expect(batches).toBe(3);
    expect(request).toMatchObject({ temperature: TEMPERATURE, maxTokens: MAX_TOKENS, json: true });
    expect(TEMPERATURE).toBe(0.4);
    expect(MAX_TOKENS).toBe(4000);
    expect(request.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toContain("strict JSON");
    const user = request.messages[1]!.content;
    expect(user).toContain("exactly 5 consecutive visual scenes");
    expect(user).toContain("batch 3 of 3");
    expect(user).toContain("from 41 to 45");
    expect(user).toContain('"Anime style:"');
    expect(user).toContain("word81 word82");
    expect(user).not.toContain("word80 ");
  });
});

describe("reply handling", () => {
  const cinematic = findStyle("cinematic");
  it("adds the '{style label} style:' prefix only when missing", () => {
    expect(withStylePrefix("A lighthouse at night", cinematic)).toBe("Cinematic style: A lighthouse at night");
    expect(withStylePrefix("Cinematic style: A lighthouse", cinematic)).toBe("Cinematic style: A lighthouse");
    expect(withStylePrefix("cinematic STYLE: A lighthouse", cinematic)).toBe("cinematic STYLE: A lighthouse");
  });
  it("fills missing scenes with the placeholder and cuts surplus, numbering from the batch start", () => {
    const filled = normalizeScenes([{ title: "Dawn", prompt: "Sunrise over hills" }], 3, cinematic, 21);
    expect(filled).toEqual([
      { number: 21, title: "Dawn", prompt: "Cinematic style: Sunrise over hills" },
      { number: 22, title: "Scene 22", prompt: `Cinematic style: ${PLACEHOLDER_PROMPT}` },
      { number: 23, title: "Scene 23", prompt: `Cinematic style: ${PLACEHOLDER_PROMPT}` },
    ]);
    const cut = normalizeScenes(Array.from({ length: 25 }, (_, i) => ({ title: `T${i}`, prompt: `P${i}` })), 20, cinematic);
    expect(cut).toHaveLength(20);
    expect(cut[19]).toEqual({ number: 20, title: "T19", prompt: "Cinematic style: P19" });
    expect(PLACEHOLDER_PROMPT).toBe("Describe this scene based on adjacent narrative, consistent style.");
  });
  it("finds scenes JSON inside a message", () => {
    expect(scenesFromText('oops {"scenes":[{"title":"A","prompt":"B"}]} end')).toEqual([{ title: "A", prompt: "B" }]);
    expect(scenesFromText("no json")).toBeNull();
    expect(scenesFromText('{"scenes": []}')).toBeNull();
  });
});

describe("retries and errors", () => {
  it("waits attempt² × 1.8 s, or Retry-After for a busy answer", () => {
    expect([1, 2, 3, 4].map((a) => retryWaitMs(a, "busy"))).toEqual([1800, 7200, 16200, 28800]);
    expect(retryWaitMs(2, "busy", 3)).toBe(3000);
    expect(retryWaitMs(2, "temporary", 3)).toBe(7200);
  });
  it("shows the spec's retry messages", () => {
    expect(retryMessage("busy", 7200, 2)).toBe("Rate-limited or server busy. Waiting 7.2s before retry 2/4...");
    expect(retryMessage("busy", 3000, 1)).toBe("Rate-limited or server busy. Waiting 3s before retry 1/4...");
    expect(retryMessage("temporary", 1800, 1)).toBe("Temporary error. Retrying in 1.8s... (1/4)");
  });
  it("classifies failures: 429 and 5xx busy; network, empty and unusable replies temporary; 4xx and no key fatal", () => {
    expect(classifyFailure({ status: 429, code: "llm_rate_limited", message: "", upstreamStatus: 429 })).toBe("busy");
    expect(classifyFailure({ status: 502, code: "llm_unavailable", message: "", upstreamStatus: 503 })).toBe("busy");
    expect(classifyFailure({ status: 504, code: "llm_timeout", message: "", upstreamStatus: 0 })).toBe("busy");
    expect(classifyFailure({ status: 0, code: "network", message: "" })).toBe("temporary");
    expect(classifyFailure({ status: 502, code: "empty_response", message: "", upstreamStatus: 200 })).toBe("temporary");
    expect(classifyFailure({ status: 502, code: "invalid_scenes", message: "", upstreamStatus: 200 })).toBe("temporary");
    expect(classifyFailure({ status: 502, code: "llm_provider_error", message: "bad key", upstreamStatus: 401 })).toBe("fatal");
    expect(classifyFailure({ status: 400, code: "invalid_input", message: "x" })).toBe("fatal");
    expect(classifyFailure({ status: 503, code: "llm_not_configured", message: "Groq API key not configured.", upstreamStatus: 0 })).toBe("fatal");
  });
  it("words a non-retryable status as '{status}: {body}' and the final failure", () => {
    expect(failureText({ status: 502, code: "llm_provider_error", message: "Unknown error occurred", upstreamStatus: 401, providerMessage: "Invalid API Key" })).toBe("401: Invalid API Key");
    expect(failureText({ status: 400, code: "invalid_input", message: "Please paste your YouTube script." })).toBe("400: Please paste your YouTube script.");
    expect(failureText({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." })).toBe("Groq API key not configured.");
    expect(finalFailureMessage("401: Invalid API Key")).toBe("Failed to generate prompts. (401: Invalid API Key)");
    expect(finalFailureMessage("")).toBe("Failed to generate prompts. Please try again.");
    expect(emptyResponseMessage(2)).toBe("Empty response from model (batch 2)");
  });
  it("words the connection check as the spec says", () => {
    expect(checkFailureMessage(429, "llm_rate_limited", "x")).toBe("Rate limit exceeded. Please wait a moment and try again.");
    expect(checkFailureMessage(401, "llm_provider_error", "x")).toBe("Invalid API key. Please check your configuration.");
    expect(checkFailureMessage(0, "llm_network", "x")).toBe("Network error. Please check your connection.");
    expect(checkFailureMessage(418, "llm_provider_error", "I'm a teapot")).toBe("I'm a teapot");
    expect(checkFailureMessage(418, "llm_provider_error", "")).toBe("API error: 418");
    expect(checkFailureMessage(undefined, "llm_not_configured", "Groq API key not configured.")).toBe("Groq API key not configured.");
  });
  it("spec progress: 8–45 s split into 5 steps at 10/25/45/70/90", () => {
    expect(SPEC_STAGES.map((s) => s.value)).toEqual([10, 25, 45, 70, 90]);
    expect(specProgressStepMs(1)).toBe(1600);
    expect(specProgressStepMs(200)).toBe(9000);
  });
});

describe("results", () => {
  const scenes = Array.from({ length: 45 }, (_, i) => ({ number: i + 1, title: `T${i + 1}`, prompt: `Anime style: P${i + 1}` }));
  it("pages of 20 with the 'Showing x–y of n' line", () => {
    expect(PAGE_SIZE).toBe(20);
    const third = pageSlice(scenes, 3);
    expect(third.items.map((s) => s.number)).toEqual([41, 42, 43, 44, 45]);
    expect(showingLine(third.from, third.to, 45)).toBe("Showing 41–45 of 45");
    const first = pageSlice(scenes, 1);
    expect(showingLine(first.from, first.to, 45)).toBe("Showing 1–20 of 45");
  });
  it("an ad after every 6th card", () => {
    expect(AD_EVERY).toBe(6);
    expect([0, 4, 5, 6, 11, 17].map(adAfter)).toEqual([false, false, true, false, true, true]);
  });
  it("TXT export: header, style, total scenes, generated date, then numbered scenes", () => {
    expect(TXT_FILE_NAME).toBe("youtube-script-prompts.txt");
    const txt = buildTxt(scenes.slice(0, 2), findStyle("anime"), new Date(2025, 0, 5, 9, 7));
    expect(txt).toBe(
      "YouTube Script to Image Prompts\nStyle: Anime\nTotal Scenes: 2\nGenerated: 2025-01-05 09:07\n\nScene 1: T1\nAnime style: P1\n\nScene 2: T2\nAnime style: P2\n",
    );
  });
});
