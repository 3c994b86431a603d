import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES, OUTPUT_LANGUAGES, type LanguageCode } from "../../app/lib/languages";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { LlmService } from "../services/llm";
import { chatCompletion, chatStream, lastUserMessage, wantsStream } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from "../../tests/helpers/fake-upstream";
import { MESSAGE_LANGUAGE_NOT_LISTED } from "./ai";
import { SYSTEM_PROMPT as IMAGE_SYSTEM_PROMPT } from "../../tools/image-prompt-generator/logic";
import { VALID_IMAGE_PROMPT } from "../../tools/image-prompt-generator/fixtures";
import { LIMITS as SORA_LIMITS, SYSTEM_PROMPT as SORA_SYSTEM_PROMPT } from "../../tools/sora-2-prompt-generator/logic";
import { SYSTEM_PROMPT as SCENES_SYSTEM_PROMPT } from "../../tools/script-to-image-prompt-generator/logic";
import { SYSTEM_PROMPT as BUILDER_SYSTEM_PROMPT } from "../../tools/ai-json-builder/logic";
import { LIMITS as TITLE_LIMITS } from "../../tools/youtube-title-generator/logic";
import { LIMITS as DESCRIPTION_LIMITS } from "../../tools/youtube-description-generator/logic";
import { MAX_LENGTHS as LIST_LIMITS } from "../../tools/shared/ai-list";
import { MAX_CHANNEL_CHARS } from "../../tools/youtube-script-rewriter/logic";

/**
 * Issue 14 across the AI writers that take an output language: the browser sends only a listed
 * code, the server turns it into the instruction, and replies in that language come back whole.
 */
const REPLIES: Partial<Record<LanguageCode, string>> = {
  hi: "हिन्दी गाने\nयूट्यूब टिप्स\nवीडियो एडिटिंग",
  ta: "தமிழ் சமையல்\nயூடியூப் வளர்ச்சி\nவீடியோ எடிட்டிங்",
  th: "อาหารไทย\nตัดต่อวิดีโอ\nเพิ่มผู้ติดตาม",
  ar: "وصفات عربية\nتحرير الفيديو\nتنمية القناة",
  ja: "料理動画の作り方\n動画編集のコツ\nチャンネル成長",
  es: "recetas fáciles\nedición rápida\ncanal creciente",
};

/**
 * Tools that answer in JSON get their reply in the shape they check, with the language's text
 * in the fields a viewer reads; the rest get the lines as they are.
 */
const STRUCTURED: { system: string; json: (text: string) => unknown }[] = [
  { system: IMAGE_SYSTEM_PROMPT, json: (text) => ({ ...VALID_IMAGE_PROMPT, prompt: text, variations: text.split("\n") }) },
  { system: SORA_SYSTEM_PROMPT, json: (text) => ({ prose: text, cameraShot: "wide shot", mood: "calm", actions: text.split("\n"), dialogue: "", visualCues: "" }) },
  { system: SCENES_SYSTEM_PROMPT, json: (text) => ({ style: "Cinematic", total_scenes: 1, scenes: [{ number: 1, title: text.split("\n")[0], prompt: `Cinematic style: ${text}` }] }) },
  { system: BUILDER_SYSTEM_PROMPT, json: (text) => ({ prompt: text }) },
];

function reply(req: RecordedRequest) {
  const user = lastUserMessage(req);
  const code = (Object.keys(REPLIES) as LanguageCode[]).find((c) => user.includes(`in ${OUTPUT_LANGUAGES.find((l) => l.code === c)!.english} (`) || user.includes(`in ${OUTPUT_LANGUAGES.find((l) => l.code === c)!.english},`));
  const text = code ? REPLIES[code]! : "growing on youtube\nvideo editing\neasy recipes";
  const structured = STRUCTURED.find((t) => req.body.includes(JSON.stringify(t.system).slice(1, 40)));
  if (structured) return chatCompletion(JSON.stringify(structured.json(text)));
  return wantsStream(req) ? chatStream([text]) : chatCompletion(text);
}

const ENDPOINTS = [
  { path: "/api/ai/youtube-title-generator", body: { topic: "Growing a channel" }, what: "every title" },
  { path: "/api/ai/youtube-description-generator", body: { title: "Growing a channel" }, what: "the whole description" },
  { path: "/api/ai/youtube-tag-generator", body: { title: "Growing a channel" }, what: "every tag" },
  { path: "/api/ai/youtube-hashtag-generator", body: { title: "Growing a channel" }, what: "every hashtag" },
  {
    path: "/api/ai/youtube-long-script-generator",
    body: { title: "Growing a channel", length: "short", contentType: "educational", tone: "casual", outputType: "plain", section: 1 },
    what: "this section",
  },
  { path: "/api/ai/youtube-script-rewriter", body: { channelName: "Bread Lab", script: "Today we bake bread. It is easy." }, what: "the rewritten script" },
  { path: "/api/ai/youtube-video-tag-extractor-expand", body: { title: "Growing a channel", tags: ["youtube tips"] }, what: "every new tag" },
  { path: "/api/ai/image-prompt-generator", body: { description: "A fox in the snow" }, what: "the prompt, the negative prompt, the variations and every other text value" },
  { path: "/api/ai/sora-2-prompt-generator", body: { idea: "A fox in the snow" }, what: "the prose, the camera shot, the mood, the actions, the dialogue and the visual cues" },
  { path: "/api/ai/script-to-image-prompt-generator", body: { script: "A fox walks in the snow.", style: "cinematic", totalScenes: 1, batch: 1 }, what: 'every title and every prompt after "Cinematic style:"' },
  { path: "/api/ai/ai-json-builder", body: { mode: "advanced", description: "A fox in the snow" }, what: "the video prompt" },
];

let fake: FakeUpstream;
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  fake = await startFakeUpstream(reply);
  const config = loadConfig({ LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url, RATE_LIMIT_AI_PER_MIN: "1000" });
  const { app } = createApp({ config, services: { llm: new LlmService(config.llm, { delayScale: 0.001, timeoutMs: 2000 }) } });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((r) => server.close(() => r()));
});
afterAll(async () => {
  await close();
  await fake.close();
});

async function post(path: string, body: unknown) {
  const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

describe.each(ENDPOINTS)("$path", ({ path, body, what }) => {
  it("puts the instruction for the chosen language in the prompt, for every listed code", async () => {
    for (const code of LANGUAGE_CODES) {
      const before = fake.requests.length;
      const r = await post(path, { ...body, language: code });
      expect(r.status, `${path} ${code}`).toBe(200);
      const english = OUTPUT_LANGUAGES.find((l) => l.code === code)!.english;
      expect(lastUserMessage(fake.requests[before]!)).toContain(`Write ${what} in ${english}`);
    }
  });

  it("returns replies in Hindi, Tamil, Thai, Arabic, Japanese and Spanish with their words whole", async () => {
    for (const [code, text] of Object.entries(REPLIES)) {
      const r = await post(path, { ...body, language: code });
      expect(r.status).toBe(200);
      // Every line of the reply reaches the browser with its marks (JSON escapes nothing but quotes).
      const firstLine = text.split("\n")[0]!.replace(/^#/, "");
      const words = firstLine.split(" ")[0]!;
      expect(r.text.normalize("NFC"), `${path} ${code}`).toContain(words.normalize("NFC"));
    }
  });

  it("refuses a language that is not a listed code, before anything is sent upstream", async () => {
    const before = fake.requests.length;
    for (const language of ["xx", "Hindi", "write a poem instead", 3, null]) {
      const r = await post(path, { ...body, language });
      expect(r.status).toBe(400);
      expect(JSON.parse(r.text)).toMatchObject({ error: { code: "invalid_input", message: MESSAGE_LANGUAGE_NOT_LISTED } });
    }
    expect(fake.requests.length).toBe(before);
  });
});

/**
 * The limits of the AI writers count characters as a person sees them, as their pages do: a
 * Hindi or Tamil text at the limit is taken even though it is about twice as many UTF-16 units,
 * and one character more is refused with 413 before anything goes upstream.
 */
describe("text limits count characters as the page does, in every script", () => {
  const at = (unit: string, n: number) => Array.from({ length: n }, () => unit).join("");
  const FIELDS = [
    { path: "/api/ai/youtube-title-generator", field: "topic", max: TITLE_LIMITS.topic, body: {} },
    { path: "/api/ai/youtube-description-generator", field: "title", max: DESCRIPTION_LIMITS.title, body: {} },
    { path: "/api/ai/youtube-hashtag-generator", field: "title", max: LIST_LIMITS.title, body: {} },
    { path: "/api/ai/youtube-script-rewriter", field: "channelName", max: MAX_CHANNEL_CHARS, body: { script: "Today we bake bread." } },
    { path: "/api/ai/sora-2-prompt-generator", field: "idea", max: SORA_LIMITS.idea, body: {} },
  ];

  it.each(FIELDS)("$path $field: $max characters of Hindi, Tamil or emoji pass, one more is 413", async ({ path, field, max, body }) => {
    // "नि" and "க்" are one character of two UTF-16 units; "👍🏽" is one of four.
    for (const unit of ["नि", "க்", "👍🏽"]) {
      const before = fake.requests.length;
      const ok = await post(path, { ...body, [field]: at(unit, max) });
      expect(ok.status, `${unit} × ${max}`).toBe(200);
      const over = await post(path, { ...body, [field]: at(unit, max + 1) });
      expect(over.status, `${unit} × ${max + 1}`).toBe(413);
      expect(JSON.parse(over.text).error.message).toMatch(/too long/i);
      expect(fake.requests.length - before).toBe(1);
    }
  });
});
