import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE, seriousA11yViolations, waitForHydration, chooseLanguage, chosenLanguage } from "../../tests/helpers/browser";
import { fakeSpeech } from "../../server/services/speech/fake";
import { DEFAULT_VOICES, MESSAGES, TOO_LONG_MESSAGE, MAX_TEXT_LENGTH, type SynthesisResponse, type VoicesResponse } from "./logic";
import { mp3DurationMs } from "../../server/services/speech/mp3";
import { attachPunctuation, SpeechService } from "../../server/services/speech/service";
import { FakeSpeechEngine } from "../../server/services/speech/fake";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { MemoryCache } from "../../server/services/cache";

const baseUrl = inject("baseUrl");
const PATH = "/text-to-speech";
const SCRIPT =
  "Welcome back to the channel. Today we look at three simple ways to make your videos sound better. First, record in a quiet room. Second, speak a little slower than feels natural. Third, leave a short pause between ideas.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VOICES: VoicesResponse = {
  engine: "edge",
  source: "online",
  voices: [
    ...DEFAULT_VOICES.slice(0, 3),
    { value: "de-DE-KatjaNeural", label: "Katja (Germany, Female)", language: "German", locale: "de-DE", gender: "Female" },
    { value: "fr-FR-HenriNeural", label: "Henri (France, Male)", language: "French", locale: "fr-FR", gender: "Male" },
  ],
};

const MORE_VOICES: VoicesResponse["voices"] = [
  { value: "hi-IN-SwaraNeural", label: "Swara (India, Female)", language: "Hindi", locale: "hi-IN", gender: "Female" },
  { value: "hi-IN-MadhurNeural", label: "Madhur (India, Male)", language: "Hindi", locale: "hi-IN", gender: "Male" },
  { value: "ar-EG-SalmaNeural", label: "Salma (Egypt, Female)", language: "Arabic", locale: "ar-EG", gender: "Female" },
];

/** Answers the two speech endpoints like the server with the fake engine would. */
async function fakeSpeechApi(page: Page, bodies: unknown[] = []) {
  await page.route("**/api/tts/voices", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(VOICES) }));
  await page.route("**/api/tts/synthesize", async (route: Route) => {
    const body = route.request().postDataJSON() as { text: string; speed: number };
    bodies.push(body);
    const r = fakeSpeech(body.text, { rate: Math.round((body.speed - 1) * 100) });
    const reply: SynthesisResponse = {
      audio: r.audio.toString("base64"),
      mimeType: "audio/mpeg",
      durationMs: mp3DurationMs(r.audio),
      pieces: 1,
      wordBoundaries: attachPunctuation(body.text, r.wordBoundaries ?? []),
    };
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(reply) });
  });
}

/** Replaces the browser's speech engine with a recorder that "speaks" each piece for 300 ms. */
async function stubBrowserSpeech(page: Page) {
  await page.addInitScript(() => {
    type Spoken = { text: string; rate: number; pitch: number; volume: number; lang: string };
    const w = window as unknown as { spoken: Spoken[]; speechLog: string[] };
    w.spoken = [];
    w.speechLog = [];
    const queue: SpeechSynthesisUtterance[] = [];
    let paused = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      const u = queue[0];
      if (!u) return;
      u.dispatchEvent(new Event("start"));
      timer = setTimeout(() => {
        queue.shift();
        u.dispatchEvent(new Event("end"));
        next();
      }, 300);
    };
    const fake = {
      get speaking() {
        return queue.length > 0;
      },
      get paused() {
        return paused;
      },
      pending: false,
      getVoices: () => [],
      speak(u: SpeechSynthesisUtterance) {
        w.spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume, lang: u.lang });
        queue.push(u);
        if (queue.length === 1) setTimeout(next, 10);
      },
      cancel() {
        w.speechLog.push("cancel");
        clearTimeout(timer);
        queue.length = 0;
      },
      pause() {
        w.speechLog.push("pause");
        paused = true;
      },
      resume() {
        w.speechLog.push("resume");
        paused = false;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: fake, configurable: true });
  });
}

async function open(page: Page) {
  await page.goto(baseUrl + PATH);
  await waitForHydration(page);
}

const status = (page: Page) => page.locator("[data-count=status]");
const textBox = (page: Page) => page.getByLabel("Text to convert");

async function waitForStatus(page: Page, want: string) {
  await page.waitForFunction((w) => document.querySelector("[data-count=status]")?.textContent === w, want);
}

async function setSlider(page: Page, label: string, value: number) {
  await page.getByLabel(label, { exact: true }).evaluate((el, v) => {
    const input = el as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setter.call(input, String(v));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

/** The console logs the expected failed requests of the fallback path as errors. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of (413|502|503|504)/.test(e));

describe("text to speech", () => {
  it("generates with the chosen voice and settings, plays, pauses, stops, and downloads the MP3 and subtitles", async () => {
    const { page, context, errors } = await openPage(browser);
    const bodies: unknown[] = [];
    try {
      await fakeSpeechApi(page, bodies);
      await open(page);

      // Counters and the empty state.
      const generate = page.getByRole("button", { name: "Generate Speech" });
      expect(await generate.isDisabled()).toBe(true);
      expect(await status(page).textContent()).toBe("Idle");
      await textBox(page).fill(SCRIPT);
      expect(await page.locator("[data-count=characters]").textContent()).toBe(String(SCRIPT.length));
      expect(await page.locator("[data-count=words]").textContent()).toBe("39");
      expect(await page.locator("[data-count=estimate]").textContent()).toBe("4 s");

      // The voice list: grouped by language, searchable.
      await page.waitForFunction(() => document.querySelectorAll("#tts-voice optgroup").length === 3);
      expect(await page.locator("#tts-voice optgroup").evaluateAll((gs) => gs.map((g) => g.getAttribute("label")))).toEqual(["English", "French", "German"]);
      await page.getByLabel("Search voices").fill("germ");
      expect(await page.locator("#tts-voice option").allTextContents()).toEqual(["Aria (United States, Female)", "Katja (Germany, Female)"]);
      await page.getByLabel("Voice", { exact: true }).selectOption("de-DE-KatjaNeural");
      await setSlider(page, "Speed", 1.5);
      await setSlider(page, "Pitch", 0.8);
      await setSlider(page, "Volume", 0.6);
      expect(await page.locator("output[data-value=speed]").textContent()).toBe("1.5×");
      expect(await page.locator("output[data-value=volume]").textContent()).toBe("60%");

      const clicked = Date.now();
      await generate.click();
      await waitForStatus(page, "Playing");
      const firstAudioMs = Date.now() - clicked;
      console.info(`time to first audio in the browser, ${SCRIPT.length} characters, fake speech API: ${firstAudioMs} ms`);
      expect(bodies).toEqual([{ text: SCRIPT, voice: "de-DE-KatjaNeural", speed: 1.5, pitch: 0.8, volume: 0.6 }]);
      await page.getByRole("progressbar", { name: "Synthesis progress" }).waitFor({ state: "detached" });

      // Player: Pause, Play, Stop.
      await page.getByRole("button", { name: "Pause" }).click();
      await waitForStatus(page, "Paused");
      await page.getByRole("button", { name: "Play" }).click();
      await waitForStatus(page, "Playing");
      await page.getByRole("button", { name: "Stop" }).click();
      await waitForStatus(page, "Stopped");
      expect(await page.getByTestId("tts-position").textContent()).toMatch(/^0:00 \/ 0:\d\d$/);

      // Download: an .mp3 named with a timestamp, holding exactly the audio the server sent.
      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download MP3" }).click()]);
      expect(dl.suggestedFilename()).toMatch(/^text-to-speech-\d{4}-\d{2}-\d{2}-\d{6}\.mp3$/);
      const saved = readFileSync((await dl.path())!);
      const expected = fakeSpeech(SCRIPT, { rate: 50 }).audio;
      expect(saved.equals(expected)).toBe(true);

      // Subtitles from the word timings.
      const [srt] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Subtitles (.srt)" }).click()]);
      expect(srt.suggestedFilename()).toBe(dl.suggestedFilename().replace(/\.mp3$/, ".srt"));
      const srtText = readFileSync((await srt.path())!, "utf8");
      expect(srtText).toMatch(/^1\n00:00:00,100 --> 00:00:0\d,\d{3}\nWelcome back to the channel\.\n\n2\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\nToday we look at three simple ways to\n/);

      // Preview speaks a short sample in the chosen voice, pausing the main audio first.
      await page.getByRole("button", { name: "Play" }).click();
      await waitForStatus(page, "Playing");
      await page.getByRole("button", { name: "Preview Voice" }).click();
      await waitForStatus(page, "Paused");
      await expect.poll(() => bodies.length).toBe(2);
      expect(bodies[1]).toMatchObject({ text: "Hallo! Ich bin Katja. So klingt meine Stimme. Danke fürs Zuhören.", voice: "de-DE-KatjaNeural", speed: 1.5 });
      await page.getByRole("button", { name: "Preview Voice" }).waitFor();
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("puts the chosen language's voices first, switches to one of them, previews in that language and counts its text right", async () => {
    const { page, context, errors } = await openPage(browser);
    const bodies: { text: string; voice: string }[] = [];
    try {
      await fakeSpeechApi(page, bodies);
      await page.route("**/api/tts/voices", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ ...VOICES, voices: [...VOICES.voices, ...MORE_VOICES] }) }),
      );
      await open(page);
      await page.waitForFunction(() => document.querySelectorAll("#tts-voice optgroup").length === 5);

      await chooseLanguage(page, "hi", "Language");
      await expect.poll(() => page.getByLabel("Voice", { exact: true }).inputValue()).toBe("hi-IN-MadhurNeural");
      expect(await page.locator("#tts-voice optgroup").evaluateAll((gs) => gs.map((g) => g.getAttribute("label")))).toEqual(["Hindi", "English", "Arabic", "French", "German"]);

      // Ten letters with their vowel signs, four words: counted as a reader sees them.
      await textBox(page).fill("हम भारत में हैं");
      expect(await page.locator("[data-count=characters]").textContent()).toBe("10");
      expect(await page.locator("[data-count=words]").textContent()).toBe("4");

      await page.getByRole("button", { name: "Preview Voice" }).click();
      await expect.poll(() => bodies.length).toBe(1);
      expect(bodies[0]).toMatchObject({ text: "नमस्ते! मैं Madhur हूँ। मेरी आवाज़ ऐसी सुनाई देती है। सुनने के लिए धन्यवाद।", voice: "hi-IN-MadhurNeural" });
      await page.getByRole("button", { name: "Preview Voice" }).waitFor();

      // Arabic: its voice, its sample, and the text runs right to left.
      await chooseLanguage(page, "ar", "Language");
      await expect.poll(() => page.getByLabel("Voice", { exact: true }).inputValue()).toBe("ar-EG-SalmaNeural");
      await textBox(page).fill("مرحبا بكم في قناتي");
      expect(await textBox(page).evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      expect(await page.locator("[data-count=words]").textContent()).toBe("4");
      await page.getByRole("button", { name: "Preview Voice" }).click();
      await expect.poll(() => bodies.length).toBe(2);
      expect(bodies[1]).toMatchObject({ text: "مرحبًا! أنا Salma. هكذا يبدو صوتي. شكرًا على الاستماع.", voice: "ar-EG-SalmaNeural" });

      // The choice is remembered for the next visit.
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => chosenLanguage(page, "Language")).toBe("ar");
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("works end to end through the real API with the fake engine behind the speech service (1,000 characters)", async () => {
    // The production app from the same build, in this process, with the engine replaced behind its interface.
    const config = loadConfig({ RATE_LIMIT_AI_PER_MIN: "50" });
    const cache = new MemoryCache();
    const engine = new FakeSpeechEngine();
    const root = resolve(import.meta.dirname, "../..");
    const serverBuild = (await import(pathToFileURL(resolve(root, "build/server/index.js")).href)) as ServerBuild;
    const { app } = createApp({ config, clientDir: resolve(root, "build/client"), serverBuild, services: { cache, speech: new SpeechService(config, cache, { engine }) } });
    const server: Server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { page, context, errors } = await openPage(browser);
    try {
      const text = SCRIPT.repeat(5).slice(0, 1000);
      await page.goto(local + PATH);
      await waitForHydration(page);
      await page.waitForFunction(() => /neural voices/.test(document.getElementById("tts-voice-note")?.textContent ?? ""));
      await textBox(page).fill(text);
      const clicked = Date.now();
      await page.getByRole("button", { name: "Generate Speech" }).click();
      await waitForStatus(page, "Playing");
      console.info(`time to first audio in the browser, 1,000 characters, real API + fake engine: ${Date.now() - clicked} ms`);
      expect(engine.calls.map((c) => c.text)).toEqual([text.trim()]);
      const [dl] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download MP3" }).click()]);
      expect(dl.suggestedFilename()).toMatch(/^text-to-speech-\d{4}-\d{2}-\d{2}-\d{6}\.mp3$/);
      expect(readFileSync((await dl.path())!).equals(fakeSpeech(text.trim(), { rate: 0 }).audio)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await new Promise((r) => server.close(r));
    }
  });

  it("falls back to the browser's voice with the same settings when the server cannot synthesize, with no MP3 download", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await stubBrowserSpeech(page);
      await open(page); // the test server has no internet: its voice list and synthesis fail
      await page.waitForFunction(() => /English voices/.test(document.getElementById("tts-voice-note")?.textContent ?? ""));
      expect(await page.locator("#tts-voice option").count()).toBe(24);
      expect(errors).toEqual([]); // the failed voice list is silent: no failed request on load
      await textBox(page).fill(SCRIPT);
      await page.getByLabel("Voice", { exact: true }).selectOption("en-GB-RyanNeural");
      await setSlider(page, "Speed", 1.2);
      await setSlider(page, "Pitch", 1.5);
      await setSlider(page, "Volume", 0.3);
      await page.getByRole("button", { name: "Generate Speech" }).click();
      const notice = page.getByTestId("tts-notice");
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/browser's own voice is reading the text\. MP3 download is not available/);
      await waitForStatus(page, "Playing");
      const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; rate: number; pitch: number; volume: number; lang: string }[] }).spoken);
      expect(spoken.length).toBeGreaterThan(0);
      expect(spoken.map((s) => s.text).join(" ")).toBe(SCRIPT);
      for (const s of spoken) {
        expect(s.rate).toBeCloseTo(1.2);
        expect(s.pitch).toBeCloseTo(1.5);
        expect(s.volume).toBeCloseTo(0.3);
        expect(s.lang).toBe("en-GB");
      }
      expect(await page.getByRole("button", { name: "Download MP3" }).isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Download Subtitles (.srt)" }).count()).toBe(0);

      // Pause and resume go to the browser's engine; Stop cancels it.
      await page.getByRole("button", { name: "Pause" }).click();
      await waitForStatus(page, "Paused");
      await page.getByRole("button", { name: "Play" }).click();
      await waitForStatus(page, "Playing");
      await page.getByRole("button", { name: "Stop" }).click();
      await waitForStatus(page, "Stopped");
      const log = await page.evaluate(() => (window as unknown as { speechLog: string[] }).speechLog);
      expect(log).toEqual(expect.arrayContaining(["pause", "resume", "cancel"]));
      expect(unexpected(errors)).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("goes straight to the browser's voice when the online engine is off, and says so", async () => {
    const { page, context, errors } = await openPage(browser);
    let synthCalls = 0;
    try {
      await stubBrowserSpeech(page);
      await page.route("**/api/tts/voices", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ engine: "off", source: "default", voices: DEFAULT_VOICES }) }),
      );
      await page.route("**/api/tts/synthesize", (route) => {
        synthCalls++;
        return route.abort();
      });
      await open(page);
      await page.waitForFunction(() => /Online voices are off/.test(document.getElementById("tts-voice-note")?.textContent ?? ""));
      await textBox(page).fill("Hello there.");
      await page.getByRole("button", { name: "Generate Speech" }).click();
      await waitForStatus(page, "Playing");
      expect(await page.getByTestId("tts-notice").textContent()).toMatch(/^Online voices are turned off on this site/);
      expect(synthCalls).toBe(0);
      // Preview speaks a short sample in the browser too.
      await page.getByRole("button", { name: "Preview Voice" }).click();
      await page.waitForFunction(() => (window as unknown as { spoken: { text: string }[] }).spoken.some((s) => s.text.startsWith("Hello! I'm Aria.")));
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says when the browser cannot speak either, and shows input errors without falling back", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await page.addInitScript(() => {
        Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
        delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
      });
      await page.route("**/api/tts/synthesize", (route) =>
        route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: { code: "tts_no_audio", message: MESSAGES.noAudio } }) }),
      );
      await open(page);
      await textBox(page).fill("Hello there.");
      await page.getByRole("button", { name: "Generate Speech" }).click();
      await page.getByRole("alert").filter({ hasText: MESSAGES.unsupported }).waitFor();
      expect(await status(page).textContent()).toBe("Idle");

      // Too long: the message, and Generate disabled.
      await textBox(page).fill("a".repeat(MAX_TEXT_LENGTH + 1));
      expect(await page.getByText(TOO_LONG_MESSAGE).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Generate Speech" }).isDisabled()).toBe(true);

      // A 413 from the server is shown as it is.
      await page.unroute("**/api/tts/synthesize");
      await page.route("**/api/tts/synthesize", (route) =>
        route.fulfill({ status: 413, contentType: "application/json", body: JSON.stringify({ error: { code: "invalid_input", message: TOO_LONG_MESSAGE } }) }),
      );
      await textBox(page).fill("Short again.");
      await page.getByRole("button", { name: "Generate Speech" }).click();
      await page.getByRole("alert").filter({ hasText: TOO_LONG_MESSAGE }).waitFor();
      expect(await page.getByTestId("tts-notice").count()).toBe(0);

      // Empty text: Generate is disabled and Copy says what to do.
      await textBox(page).fill("");
      expect(await page.getByRole("button", { name: "Generate Speech" }).isDisabled()).toBe(true);
      await page.getByRole("button", { name: "Copy" }).click();
      expect(await page.getByText(MESSAGES.emptyText).isVisible()).toBe(true);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("copies the text and keeps the draft across a reload", async () => {
    const { page, context, errors } = await openPage(browser);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await fakeSpeechApi(page);
      await open(page);
      await textBox(page).fill(SCRIPT);
      await page.waitForFunction(() => document.querySelectorAll("#tts-voice optgroup").length === 3);
      await page.getByLabel("Voice", { exact: true }).selectOption("fr-FR-HenriNeural");
      await setSlider(page, "Speed", 0.7);
      await page.getByRole("button", { name: "Copy" }).click();
      await page.getByRole("button", { name: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SCRIPT);
      // The label returns after 1.5 s.
      await page.getByRole("button", { name: "Copy", exact: true }).waitFor({ timeout: 3000 });

      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction((t) => (document.querySelector("textarea") as HTMLTextAreaElement).value === t, SCRIPT);
      await page.waitForFunction(() => (document.getElementById("tts-voice") as HTMLSelectElement).value === "fr-FR-HenriNeural");
      expect(await page.locator("output[data-value=speed]").textContent()).toBe("0.7×");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("fits a 390 px phone without horizontal scrolling and with the player reachable", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    try {
      await fakeSpeechApi(page);
      await open(page);
      await textBox(page).fill(SCRIPT);
      await page.getByRole("button", { name: "Generate Speech" }).click();
      await waitForStatus(page, "Playing");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const name of ["Generate Speech", "Pause", "Stop", "Download MP3", "Preview Voice"]) {
        const box = await page.getByRole("button", { name }).boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
      expect(errors).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
