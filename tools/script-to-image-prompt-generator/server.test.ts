import { aiTestApp, rejection } from "../../tests/helpers/ai-app";
import { describe, expect, it } from "vitest";
import { postJson } from "../../app/lib/ai-client";
import { REPAIR_INSTRUCTION } from "../../server/http/structured-reply";
import { chatCompletion, lastUserMessage, providerError } from "../../tests/helpers/fake-llm";
import { API_PATH, PLACEHOLDER_PROMPT, SYSTEM_PROMPT, classifyFailure, failureText, type BatchReply } from "./logic";

const app = aiTestApp(API_PATH, { RATE_LIMIT_AI_PER_MIN: "1000" });
const serve = app.serve;


const script = Array.from({ length: 90 }, (_, i) => `w${i + 1}`).join(" ");
const input = { script, style: "cinematic", totalScenes: 45, batch: 1 };
const scenesJson = (n: number, start = 1, prefix = "Cinematic style: ") =>
  JSON.stringify({ style: "Cinematic", total_scenes: 45, scenes: Array.from({ length: n }, (_, i) => ({ number: start + i, title: `Title ${start + i}`, prompt: `${prefix}frame ${start + i}` })) });
type Body = { model: string; max_tokens: number; temperature: number; response_format?: { type: string }; messages: { role: string; content: string }[] };

describe("POST /api/ai/script-to-image-prompt-generator", () => {
  it("sends one request per batch: strict-JSON system message, temperature 0.4, max_tokens 4000, json_object, the batch's segment", async () => {
    const url = await serve(() => chatCompletion(scenesJson(5, 41)));
    const r = await postJson<BatchReply>(url, { ...input, batch: 3 });
    expect(app.fake!.requests).toHaveLength(1);
    const body = app.fake!.requests[0]!.json() as Body;
    expect(body).toMatchObject({ max_tokens: 4000, temperature: 0.4, response_format: { type: "json_object" } });
    expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    const user = lastUserMessage(app.fake!.requests[0]!);
    expect(user).toContain("batch 3 of 3");
    expect(user).toContain("w81 w82");
    expect(user).not.toContain("w80 ");
    expect(r).toEqual({ batch: 3, batches: 3, repaired: false, scenes: Array.from({ length: 5 }, (_, i) => ({ number: 41 + i, title: `Title ${41 + i}`, prompt: `Cinematic style: frame ${41 + i}` })) });
  });

  it("reads JSON out of code fences and chatter, adds missing prefixes and fills missing scenes", async () => {
    const reply = `Sure! Here you go:\n\`\`\`json\n${scenesJson(18, 1, "")}\n\`\`\`\nEnjoy.`;
    const url = await serve(() => chatCompletion(reply));
    const r = await postJson<BatchReply>(url, input);
    expect(r.scenes).toHaveLength(20);
    expect(r.scenes[0]).toEqual({ number: 1, title: "Title 1", prompt: "Cinematic style: frame 1" });
    expect(r.scenes[19]).toEqual({ number: 20, title: "Scene 20", prompt: `Cinematic style: ${PLACEHOLDER_PROMPT}` });
  });

  it("cuts surplus scenes to the batch size", async () => {
    const url = await serve(() => chatCompletion(scenesJson(26)));
    const r = await postJson<BatchReply>(url, input);
    expect(r.scenes.map((s) => s.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("asks once for a repair when the reply is not JSON, and uses the repaired reply", async () => {
    const replies = ["I cannot do JSON, sorry", scenesJson(20)];
    const url = await serve(() => chatCompletion(replies.shift()!));
    const r = await postJson<BatchReply>(url, input);
    expect(r.repaired).toBe(true);
    expect(r.scenes).toHaveLength(20);
    expect(app.fake!.requests).toHaveLength(2);
    const second = app.fake!.requests[1]!.json() as Body;
    expect(second.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(second.messages[3]!.content).toContain(REPAIR_INSTRUCTION);
  });

  it("a reply of the wrong shape twice is a 502 invalid_scenes the page retries as a temporary error", async () => {
    const url = await serve(() => chatCompletion(JSON.stringify({ scenes: "twenty scenes" })));
    const e = await rejection(postJson(url, input));
    expect(e.info).toMatchObject({ status: 502, code: "invalid_scenes" });
    expect(app.fake!.requests).toHaveLength(2);
    expect(lastUserMessage(app.fake!.requests[1]!)).toContain("- scenes:");
    expect(classifyFailure(e.info)).toBe("temporary");
  });

  it("an empty model answer is 'Empty response from model (batch n)'", async () => {
    const url = await serve(() => chatCompletion("   "));
    const e = await rejection(postJson(url, { ...input, batch: 2 }));
    expect(e.info).toMatchObject({ status: 502, code: "empty_response", message: "Empty response from model (batch 2)" });
  });

  it("429 is answered at once with Retry-After (the page waits and retries), then succeeds", async () => {
    let n = 0;
    const url = await serve(() => (n++ === 0 ? providerError(429, "Rate limit reached", { "retry-after": "7" }) : chatCompletion(scenesJson(20))));
    const e = await rejection(postJson(url, input));
    expect(e.info).toMatchObject({ status: 429, upstreamStatus: 429, retryAfterSeconds: 7 });
    expect(classifyFailure(e.info)).toBe("busy");
    expect(app.fake!.requests).toHaveLength(1);
    const r = await postJson<BatchReply>(url, input);
    expect(r.scenes).toHaveLength(20);
  });

  it("503 three times is retried by the server and then succeeds", async () => {
    let n = 0;
    const url = await serve(() => (n++ < 3 ? providerError(503, "over capacity") : chatCompletion(scenesJson(20))));
    const r = await postJson<BatchReply>(url, input);
    expect(r.scenes).toHaveLength(20);
    expect(app.fake!.requests).toHaveLength(4);
  });

  it("a 401 from the provider is non-retryable: '401: {body}'", async () => {
    const url = await serve(() => providerError(401, "Invalid API Key"));
    const e = await rejection(postJson(url, input));
    expect(classifyFailure(e.info)).toBe("fatal");
    expect(failureText(e.info)).toBe("401: Invalid API Key");
    expect(app.fake!.requests).toHaveLength(1);
  });

  it("validates the input with clear messages", async () => {
    const url = await serve(() => chatCompletion(scenesJson(20)));
    expect((await rejection(postJson(url, { ...input, script: "  " }))).info).toMatchObject({ status: 400, message: "Please paste your YouTube script." });
    expect((await rejection(postJson(url, { ...input, totalScenes: 0 }))).info).toMatchObject({ status: 400 });
    expect((await rejection(postJson(url, { ...input, totalScenes: 201 }))).info.status).toBe(400);
    expect((await rejection(postJson(url, { ...input, batch: 4 }))).info).toMatchObject({ status: 400, message: "That batch is not part of this run." });
    expect((await rejection(postJson(url, { ...input, style: "made_up" }))).info).toMatchObject({ status: 400, message: "Choose one of the listed visual styles." });
    expect((await rejection(postJson(url, { ...input, script: "x".repeat(100_001) }))).info.status).toBe(413);
    expect(app.fake!.requests).toHaveLength(0);
  });

  it("without a key answers 'Groq API key not configured.'", async () => {
    const url = await serve(null);
    const e = await rejection(postJson(url, input));
    expect(e.info).toMatchObject({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." });
    expect(classifyFailure(e.info)).toBe("fatal");
  });
});
