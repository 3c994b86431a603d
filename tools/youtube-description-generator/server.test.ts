import type { FakeHandler } from "../../tests/helpers/fake-upstream";
import { aiTestApp, rejection } from "../../tests/helpers/ai-app";
import { describe, expect, it } from "vitest";
import { postStream } from "../../app/lib/ai-client";
import { chatCompletion, chatStream, lastUserMessage, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import { API_PATH, MESSAGE_TITLE_OR_TOPIC_REQUIRED, descriptionErrorMessage } from "./logic";

const app = aiTestApp(API_PATH);
const serve = app.serve;


const input = {
  title: "I Tried Every Budget Camera",
  topic: "cameras for new vloggers",
  style: "review",
  length: "short",
  keywords: "vlog camera, budget",
  callToAction: "Grab the free checklist",
  includeTimestamps: true,
  includeHashtags: false,
  includeSocialLinks: true,
};

const streamed = (pieces: string[]): FakeHandler => (req) => (wantsStream(req) ? chatStream(pieces, 2) : chatCompletion(pieces.join("")));

describe("POST /api/ai/youtube-description-generator", () => {
  it("sends the spec's request upstream: streamed, messages embedding the inputs, max_tokens 1500, temperature 0.8", async () => {
    const url = await serve(streamed(["Hello"]));
    await postStream(url, input);
    expect(app.fake!.requests).toHaveLength(1);
    const req = app.fake!.requests[0]!;
    expect(wantsStream(req)).toBe(true);
    const body = req.json() as { model: string; max_tokens: number; temperature: number };
    expect(body).toMatchObject({ model: "llama-3.1-8b-instant", max_tokens: 1500, temperature: 0.8 });
    const user = lastUserMessage(req);
    for (const part of [
      "Video title: I Tried Every Budget Camera",
      "Video topic: cameras for new vloggers",
      "Style: review",
      "100-200 words",
      "vlog camera, budget",
      "Grab the free checklist",
      "Include a timestamps section",
      "Do not include hashtags.",
      "follow on social media",
    ]) {
      expect(user).toContain(part);
    }
  });

  it("streams the description piece by piece with Markdown stripped across pieces", async () => {
    const url = await serve(streamed(["## Wel", "come\nThis is **bo", "ld** and *it", "alic* text.\n", "Visit [my site](https://x.org) ", "#vlog #camera"]));
    const seen: string[] = [];
    const text = await postStream(url, input, { onDelta: (t) => seen.push(t) });
    expect(text).toBe("Welcome\nThis is bold and italic text.\nVisit my site #vlog #camera");
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.join("")).not.toMatch(/[*]|##|\]\(/);
  });

  it("a title or a topic suffices; neither gives the spec's message", async () => {
    const url = await serve(streamed(["ok"]));
    expect(await postStream(url, { topic: "cats" })).toBe("ok");
    expect(await postStream(url, { title: "Cats" })).toBe("ok");
    const e = await rejection(postStream(url, { ...input, title: "  ", topic: "" }));
    expect(e.info).toMatchObject({ status: 400, code: "invalid_input", message: MESSAGE_TITLE_OR_TOPIC_REQUIRED });
    expect(app.fake!.requests).toHaveLength(2);
  });

  it("validates field types and lengths", async () => {
    const url = await serve(streamed(["ok"]));
    expect((await rejection(postStream(url, { ...input, callToAction: "x".repeat(301) }))).info).toMatchObject({
      status: 413,
      message: "The call to action is too long: at most 300 characters.",
    });
    expect((await rejection(postStream(url, { ...input, length: "epic" }))).info).toMatchObject({ status: 400, message: expect.stringContaining("Choose a length") });
    expect((await rejection(postStream(url, { ...input, includeHashtags: "yes" }))).info.status).toBe(400);
    expect(app.fake!.requests).toHaveLength(0);
  });

  it("fills in the options the body leaves out", async () => {
    const url = await serve(streamed(["ok"]));
    await postStream(url, { title: "Cats" });
    const user = lastUserMessage(app.fake!.requests[0]!);
    expect(user).toContain("Style: engaging");
    expect(user).toContain("200-400 words");
    expect(user).toContain("Include a timestamps section");
    expect(user).toContain("3 to 5 relevant hashtags");
  });

  it("without a key: 503 and 'Groq API key not configured.'", async () => {
    const url = await serve(null);
    const e = await rejection(postStream(url, input));
    expect(e.info).toMatchObject({ status: 503, code: "llm_not_configured", message: "Groq API key not configured." });
    expect(descriptionErrorMessage(e.info)).toBe("Failed to generate description: Groq API key not configured.");
  });

  it("passes the provider's 429 on with its wait, without retrying", async () => {
    const url = await serve(() => providerError(429, "slow down", { "retry-after": "9" }));
    const e = await rejection(postStream(url, input));
    expect(e.info).toMatchObject({ status: 429, code: "llm_rate_limited", upstreamStatus: 429, retryAfterSeconds: 9 });
    expect(e.isRateLimit).toBe(true);
    expect(app.fake!.requests).toHaveLength(1);
  });

  it("reports retries of a 500 in the stream, then 'API request failed: 500'", async () => {
    const url = await serve(() => providerError(500, "boom"));
    const retries: number[] = [];
    const e = await rejection(postStream(url, input, { onRetry: (r) => retries.push(r.attempt) }));
    expect(retries).toEqual([1, 2, 3]);
    expect(e.info).toMatchObject({ code: "llm_server_error", upstreamStatus: 500 });
    expect(descriptionErrorMessage(e.info)).toBe("Failed to generate description: API request failed: 500");
  });

  it("an empty answer: 'No description generated. Please try again.'", async () => {
    const url = await serve(streamed([]));
    const e = await rejection(postStream(url, input));
    expect(e.info).toMatchObject({ status: 502, code: "llm_invalid_response" });
    expect(descriptionErrorMessage(e.info)).toBe("Failed to generate description: No description generated. Please try again.");
  });
});
