import { aiTestApp, rejection } from "../../tests/helpers/ai-app";
import { describe, expect, it } from "vitest";
import { postJson } from "../../app/lib/ai-client";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { API_PATH, SYSTEM_PROMPT, generationErrorMessage, type AiFields } from "./logic";

const app = aiTestApp(API_PATH, { RATE_LIMIT_AI_PER_MIN: "1000" });
const serve = app.serve;

const FIELDS = { prose: "A corgi surfs a small wave.", cameraShot: "Low tracking shot", mood: "Joyful", actions: ["Paddles out", "Stands up"], dialogue: "", visualCues: "Golden hour", model: "sora-2", size: "1280x720", seconds: 8 };
const input = { idea: "A corgi surfs at sunset", model: "sora-2", size: "1280x720", seconds: 8 };

describe("POST /api/ai/sora-2-prompt-generator", () => {
  it("sends the system message asking for strict JSON, temperature 0.7, the idea and constraints; returns the fields", async () => {
    const url = await serve(() => chatCompletion(JSON.stringify(FIELDS)));
    const r = await postJson<{ fields: AiFields; repaired: boolean }>(url, input);
    expect(r).toEqual({ fields: FIELDS, repaired: false });
    const body = app.fake!.requests[0]!.json() as { temperature: number; messages: { role: string; content: string }[]; response_format: unknown };
    expect(body).toMatchObject({ temperature: 0.7, response_format: { type: "json_object" } });
    expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(lastUserMessage(app.fake!.requests[0]!)).toContain("Idea: A corgi surfs at sunset");
  });
  it("reads JSON in fences with chatter", async () => {
    const url = await serve(() => chatCompletion(`Here you go!\n\`\`\`json\n${JSON.stringify(FIELDS)}\n\`\`\`\nHave fun.`));
    expect((await postJson<{ fields: AiFields }>(url, input)).fields).toEqual(FIELDS);
  });
  it("repairs an invalid reply once", async () => {
    const replies = ["not json at all", JSON.stringify(FIELDS)];
    const url = await serve(() => chatCompletion(replies.shift()!));
    expect(await postJson(url, input)).toEqual({ fields: FIELDS, repaired: true });
    expect(app.fake!.requests).toHaveLength(2);
  });
  it("a wrong shape twice is 'Failed to parse JSON from model output'", async () => {
    const url = await serve(() => chatCompletion(JSON.stringify({ prose: "" })));
    const e = await rejection(postJson(url, input));
    expect(e.info).toMatchObject({ status: 502, code: "unparsable_output" });
    expect(generationErrorMessage(e.info, "Groq")).toBe("Failed to parse JSON from model output");
    expect(app.fake!.requests).toHaveLength(2);
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
    expect(app.fake!.requests).toHaveLength(4);
  });
  it("validates the idea, the size for the model and the seconds", async () => {
    const url = await serve(() => chatCompletion(JSON.stringify(FIELDS)));
    expect((await rejection(postJson(url, { ...input, idea: " " }))).info).toMatchObject({ status: 400, message: "Please enter your idea first." });
    expect((await rejection(postJson(url, { ...input, size: "1792x1024" }))).info).toMatchObject({ status: 400, message: "That size is not available for this model." });
    expect((await rejection(postJson(url, { ...input, seconds: 6 }))).info).toMatchObject({ status: 400, message: "Choose 4, 8 or 12 seconds." });
    expect(app.fake!.requests).toHaveLength(0);
  });
  it("without a key: 'Groq API key not configured.'", async () => {
    const url = await serve(null);
    expect((await rejection(postJson(url, input))).info).toMatchObject({ status: 503, message: "Groq API key not configured." });
  });
});
