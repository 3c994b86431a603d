import { aiTestApp, rejection } from "../../tests/helpers/ai-app";
import { describe, expect, it } from "vitest";
import { postStream } from "../../app/lib/ai-client";
import { chatCompletion, chatStream, lastUserMessage, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import { MESSAGE_CHANNEL_REQUIRED, MESSAGE_CHANNEL_TOO_LONG, MESSAGE_SCRIPT_REQUIRED, MESSAGE_SCRIPT_TOO_LONG, REWRITE_API_PATH } from "./logic";

const app = aiTestApp(REWRITE_API_PATH);
const serve = app.serve;


const input = { channelName: "Bread Lab", script: "Hi, welcome to Old Channel. Today: sourdough.\n\nFeed the starter first." };

describe("POST /api/ai/youtube-script-rewriter", () => {
  it("streams the rewrite, asking upstream with the channel name and script, max_tokens 4000, temperature 0.7", async () => {
    const url = await serve((req) => (wantsStream(req) ? chatStream(["Hey, welcome ", "to Bread Lab."]) : chatCompletion("x")));
    expect(await postStream(url, input)).toBe("Hey, welcome to Bread Lab.");
    const req = app.fake!.requests[0]!;
    expect(wantsStream(req)).toBe(true);
    const body = req.json() as { model: string; max_tokens: number; temperature: number; messages: { role: string; content: string }[] };
    expect(body.model).toBe("llama-3.1-8b-instant");
    expect(body.max_tokens).toBe(4000);
    expect(body.temperature).toBe(0.7);
    expect(body.messages.map((m) => m.role)).toEqual(["user"]);
    const user = lastUserMessage(req);
    expect(user).toContain('"Bread Lab"');
    expect(user).toContain(input.script);
    expect(user).toMatch(/8th–9th grade/);
    expect(user).toMatch(/same length/);
    expect(user).toMatch(/Plain text only/);
    expect(user).toMatch(/subtle hook/);
  });

  it("strips Markdown across pieces", async () => {
    const url = await serve(() => chatStream(["**Hey** there, _fri", "ends_!\n# Next\nMore."]));
    expect(await postStream(url, input)).toBe("Hey there, friends!\nNext\nMore.");
  });

  it("validates with the spec's messages and the 100,000-character limit", async () => {
    const url = await serve(() => chatStream(["x"]));
    expect((await rejection(postStream(url, { ...input, script: "  " }))).info).toMatchObject({ status: 400, message: MESSAGE_SCRIPT_REQUIRED });
    expect((await rejection(postStream(url, { channelName: "C" }))).info).toMatchObject({ status: 400, message: MESSAGE_SCRIPT_REQUIRED });
    expect((await rejection(postStream(url, { ...input, channelName: "" }))).info).toMatchObject({ status: 400, message: MESSAGE_CHANNEL_REQUIRED });
    expect((await rejection(postStream(url, { ...input, script: "x".repeat(100_001) }))).info).toMatchObject({ status: 413, message: MESSAGE_SCRIPT_TOO_LONG });
    expect((await rejection(postStream(url, { ...input, channelName: "c".repeat(201) }))).info).toMatchObject({ status: 413, message: MESSAGE_CHANNEL_TOO_LONG });
    expect(app.fake!.requests).toHaveLength(0);
  });

  it("accepts a script of exactly 100,000 characters", async () => {
    const url = await serve(() => chatStream(["ok"]));
    expect(await postStream(url, { ...input, script: "word ".repeat(20_000) })).toBe("ok");
  });

  it("without a key: 503 and 'Groq API key not configured.'", async () => {
    const url = await serve(null);
    expect((await rejection(postStream(url, input))).info).toMatchObject({ status: 503, message: "Groq API key not configured." });
  });

  it("429 from the provider is passed on without retrying; 500 is retried then reported", async () => {
    let url = await serve(() => providerError(429, "slow down"));
    expect((await rejection(postStream(url, input))).info).toMatchObject({ status: 429, upstreamStatus: 429 });
    expect(app.fake!.requests).toHaveLength(1);
    await app.stop();
    url = await serve(() => providerError(500, "boom"));
    expect((await rejection(postStream(url, input))).info).toMatchObject({ code: "llm_server_error", upstreamStatus: 500 });
    expect(app.fake!.requests).toHaveLength(4);
  });

  it("an empty answer is an invalid response", async () => {
    const url = await serve(() => chatStream([]));
    expect((await rejection(postStream(url, input))).info.code).toBe("llm_invalid_response");
  });
});
