import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { AiRequestError, postJson } from "../../app/lib/ai-client";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { LlmService } from "../../server/services/llm";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { API_PATH, SYSTEM_PROMPT, generationErrorMessage, type AiFields } from "./logic";

let fake: FakeUpstream | undefined;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  await fake?.close();
  fake = undefined;
  close = undefined;
});

async function serve(handler: FakeHandler | null): Promise<string> {
  fake = handler ? await startFakeUpstream(handler) : undefined;
  const config = loadConfig({ ...(fake ? { LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url } : {}), RATE_LIMIT_AI_PER_MIN: "1000" });
  const { app } = createApp({ config, services: { llm: new LlmService(config.llm, { delayScale: 0.001, timeoutMs: 2000 }) } });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  close = () => new Promise((r) => server.close(() => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PATH}`;
}
async function rejection(p: Promise<unknown>): Promise<AiRequestError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AiRequestError) return e;
    throw e;
  }
  throw new Error("expected a rejection");
}

const FIELDS = { prose: "A corgi surfs a small wave.", cameraShot: "Low tracking shot", mood: "Joyful", actions: ["Paddles out", "Stands up"], dialogue: "", visualCues: "Golden hour", model: "sora-2", size: "1280x720", seconds: 8 };
const input = { idea: "A corgi surfs at sunset", model: "sora-2", size: "1280x720", seconds: 8 };

describe("POST /api/ai/sora-2-prompt-generator", () => {
  it("sends the system message asking for strict JSON, temperature 0.7, the idea and constraints; returns the fields", async () => {
    const url = await serve(() => chatCompletion(JSON.stringify(FIELDS)));
    const r = await postJson<{ fields: AiFields; repaired: boolean }>(url, input);
    expect(r).toEqual({ fields: FIELDS, repaired: false });
    const body = fake!.requests[0]!.json() as { temperature: number; messages: { role: string; content: string }[]; response_format: unknown };
    expect(body).toMatchObject({ temperature: 0.7, response_format: { type: "json_object" } });
    expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(lastUserMessage(fake!.requests[0]!)).toContain("Idea: A corgi surfs at sunset");
  });
  it("reads JSON in fences with chatter", async () => {
    const url = await serve(() => chatCompletion(`Here you go!\n\`\`\`json\n${JSON.stringify(FIELDS)}\n\`\`\`\nHave fun.`));
    expect((await postJson<{ fields: AiFields }>(url, input)).fields).toEqual(FIELDS);
  });
  it("repairs an invalid reply once", async () => {
    const replies = ["not json at all", JSON.stringify(FIELDS)];
    const url = await serve(() => chatCompletion(replies.shift()!));
    expect(await postJson(url, input)).toEqual({ fields: FIELDS, repaired: true });
    expect(fake!.requests).toHaveLength(2);
  });
  it("a wrong shape twice is 'Failed to parse JSON from model output'", async () => {
    const url = await serve(() => chatCompletion(JSON.stringify({ prose: "" })));
    const e = await rejection(postJson(url, input));
    expect(e.info).toMatchObject({ status: 502, code: "unparsable_output" });
    expect(generationErrorMessage(e.info, "Groq")).toBe("Failed to parse JSON from model output");
    expect(fake!.requests).toHaveLength(2);
  });
  it("401 from the provider is 'Groq denied access (401/403)...'", async () => {
    const url = await serve(() => providerError(401, "Invalid API Key"));
    const e = await rejection(postJson(url, input));
    expect(generationErrorMessage(e.info, "Groq")).toBe("Groq denied access (401/403). Check API key and permissions.");
  });
  it("429 is answered at once; then success", async () => {
    let n = 0;
    const url = await serve(() => (n++ === 0 ? providerError(429, "slow down", { "retry-after": "3" }) : chatCompletion(JSON.stringify(FIELDS))));
    const e = await rejection(postJson(url, input));
    expect(e.info).toMatchObject({ status: 429, retryAfterSeconds: 3 });
    expect(generationErrorMessage(e.info, "Groq")).toBe("Groq error: 429");
    expect((await postJson<{ fields: AiFields }>(url, input)).fields).toEqual(FIELDS);
  });
  it("503 three times is retried by the server, then succeeds", async () => {
    let n = 0;
    const url = await serve(() => (n++ < 3 ? providerError(503, "busy") : chatCompletion(JSON.stringify(FIELDS))));
    expect((await postJson<{ fields: AiFields }>(url, input)).fields).toEqual(FIELDS);
    expect(fake!.requests).toHaveLength(4);
  });
  it("validates the idea, the size for the model and the seconds", async () => {
    const url = await serve(() => chatCompletion(JSON.stringify(FIELDS)));
    expect((await rejection(postJson(url, { ...input, idea: " " }))).info).toMatchObject({ status: 400, message: "Please enter your idea first." });
    expect((await rejection(postJson(url, { ...input, size: "1792x1024" }))).info).toMatchObject({ status: 400, message: "That size is not available for this model." });
    expect((await rejection(postJson(url, { ...input, seconds: 6 }))).info).toMatchObject({ status: 400, message: "Choose 4, 8 or 12 seconds." });
    expect(fake!.requests).toHaveLength(0);
  });
  it("without a key: 'Groq API key not configured.'", async () => {
    const url = await serve(null);
    expect((await rejection(postJson(url, input))).info).toMatchObject({ status: 503, message: "Groq API key not configured." });
  });
});
