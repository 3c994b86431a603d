import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion, chatStream, providerError, wantsStream } from "../../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { loadConfig } from "../config";
import { FIRST_BYTE_DEFAULTS, firstByteTimeoutMs, LlmService, type RetryNotice } from "./llm";
import { LLM_MESSAGES, LlmError, parseRetryAfter } from "./llm-errors";

let fake: FakeUpstream | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function service(handler: FakeHandler, opts: ConstructorParameters<typeof LlmService>[1] = {}) {
  fake = await startFakeUpstream(handler);
  const cfg = loadConfig({ LLM_API_KEY: "sk-test", LLM_BASE_URL: `${fake.url}/openai/v1`, LLM_MODEL: "test-model" }).llm;
  return new LlmService(cfg, { delayScale: 0.001, timeoutMs: 2000, ...opts });
}

const REQ = { messages: [{ role: "user" as const, content: "Write" }], maxTokens: 100, temperature: 0.7 };

async function failureOf(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof LlmError) return e.failure;
    throw e;
  }
  throw new Error("expected a failure");
}

describe("LLM service: requests", () => {
  it("sends the spec's body (model, messages, max_tokens, temperature) with the bearer key and reads choices[0].message.content", async () => {
    const llm = await service(() => chatCompletion("Hello there"));
    expect(await llm.complete({ ...REQ, json: true })).toBe("Hello there");
    const r = fake!.requests[0]!;
    expect(r.method).toBe("POST");
    expect(r.path).toBe("/openai/v1/chat/completions");
    expect(r.headers.authorization).toBe("Bearer sk-test");
    expect(r.json()).toMatchObject({
      model: "test-model",
      messages: [{ role: "user", content: "Write" }],
      max_tokens: 100,
      temperature: 0.7,
      response_format: { type: "json_object" },
    });
  });

  it("streams pieces as they arrive", async () => {
    const llm = await service((req) => (wantsStream(req) ? chatStream(["One ", "two ", "three."], 10) : chatCompletion("x")));
    const pieces: string[] = [];
    for await (const p of llm.stream(REQ)) pieces.push(p);
    expect(pieces).toEqual(["One ", "two ", "three."]);
    expect(fake!.requests[0]!.json()).toMatchObject({ stream: true });
  });

  it("without a key says '{provider} API key not configured.' and sends nothing", async () => {
    const llm = new LlmService(loadConfig({ LLM_PROVIDER_NAME: "Groq" }).llm);
    expect(llm.configured).toBe(false);
    const f = await failureOf(llm.complete(REQ));
    expect(f.message).toBe("Groq API key not configured.");
    expect(f.code).toBe("llm_not_configured");
    expect((await llm.status()).state).toBe("not_configured");
  });
});

describe("LLM service: the error catalogue and retries", () => {
  it("429 gives the rate-limit message, no automatic retry, and the upstream Retry-After", async () => {
    const llm = await service(() => providerError(429, "Too many", { "retry-after": "7" }));
    const f = await failureOf(llm.complete(REQ));
    expect(f).toMatchObject({ code: "llm_rate_limited", message: LLM_MESSAGES.rateLimited, upstreamStatus: 429, retryAfterMs: 7000 });
    expect(f.message).toBe("Rate limit exceeded. Please wait a moment before trying again.");
    expect(fake!.requests).toHaveLength(1);
  });

  it("429 without Retry-After waits the spec's 10 s", async () => {
    const llm = await service(() => providerError(429, "Too many"));
    expect((await failureOf(llm.complete(REQ))).retryAfterMs).toBe(10_000);
  });

  it.each([
    [502, "Service temporarily unavailable. Please try again in a few moments.", 5000],
    [503, "Service temporarily unavailable. Please try again in a few moments.", 5000],
    [500, "Internal server error. Please try again later.", 8000],
  ])("%i retries 3 times after %s-style delays, then gives the spec's message", async (status, message, delay) => {
    const notices: RetryNotice[] = [];
    const llm = await service(() => providerError(status, "upstream broke"));
    const f = await failureOf(llm.complete(REQ, { onRetry: (n) => notices.push(n) }));
    expect(f.message).toBe(message);
    expect(f.upstreamStatus).toBe(status);
    expect(fake!.requests).toHaveLength(4);
    expect(notices.map((n) => [n.attempt, n.max])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(notices[0]!.failure.retryAfterMs).toBe(delay);
  });

  it("recovers when a retry succeeds", async () => {
    let n = 0;
    const llm = await service(() => (++n < 3 ? providerError(503, "busy") : chatCompletion("finally")));
    expect(await llm.complete(REQ)).toBe("finally");
    expect(fake!.requests).toHaveLength(3);
  });

  it("honours a Retry-After on a 503", async () => {
    const waits: number[] = [];
    let n = 0;
    const llm = await service(() => (++n === 1 ? providerError(503, "busy", { "retry-after": "2" }) : chatCompletion("ok")), {
      delayScale: 1,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(await llm.complete(REQ)).toBe("ok");
    expect(waits).toEqual([2000]);
  });

  it("other statuses use the provider's message and are not retried below 500", async () => {
    const llm = await service(() => providerError(401, "Invalid API Key"));
    const f = await failureOf(llm.complete(REQ));
    expect(f).toMatchObject({ code: "llm_provider_error", message: "Invalid API Key", upstreamStatus: 401, retriable: false });
    expect(fake!.requests).toHaveLength(1);
  });

  it("a provider error without a message gives 'Unknown error occurred'", async () => {
    const llm = await service(() => ({ status: 418, body: {} }));
    expect((await failureOf(llm.complete(REQ))).message).toBe("Unknown error occurred");
  });

  it("a timeout is retried, then reported plainly", async () => {
    const llm = await service(() => ({ delayMs: 400, ...chatCompletion("late") }), { timeoutMs: 100 });
    const f = await failureOf(llm.complete(REQ));
    expect(f.code).toBe("llm_timeout");
    expect(fake!.requests).toHaveLength(4);
  });

  it("first-byte timeouts are sized to the output and never above the per-attempt timeout", () => {
    expect(FIRST_BYTE_DEFAULTS).toEqual({ baseMs: 4_000, msPerToken: 15, streamMs: 15_000 });
    expect(firstByteTimeoutMs(10, 60_000)).toBe(4_150); // the status probe
    expect(firstByteTimeoutMs(600, 60_000)).toBe(13_000); // tag extractor's expansion
    expect(firstByteTimeoutMs(800, 60_000)).toBe(16_000); // tags, hashtags
    expect(firstByteTimeoutMs(1000, 60_000)).toBe(19_000); // titles
    expect(firstByteTimeoutMs(4000, 60_000)).toBe(60_000); // long outputs keep the full minute
    expect(firstByteTimeoutMs(800, 5_000)).toBe(5_000);
  });

  it("a provider that accepts a short request and goes silent is given up on early, with the spec's retries", async () => {
    const llm = await service(() => ({ delayMs: 30_000, ...chatCompletion("never") }), { timeoutMs: 60_000, firstByte: { baseMs: 50, msPerToken: 1 } });
    const started = performance.now();
    const f = await failureOf(llm.complete(REQ)); // 100 tokens: 150 ms an attempt
    expect(f.code).toBe("llm_timeout");
    expect(fake!.requests).toHaveLength(4);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("a stream whose first byte never comes times out after the stream's first-byte timeout, with retries", async () => {
    const llm = await service(() => ({ delayMs: 30_000, ...chatStream(["never"]) }), { timeoutMs: 60_000, firstByte: { streamMs: 100 } });
    const f = await failureOf((async () => {
      for await (const _ of llm.stream(REQ)) void _;
    })());
    expect(f.code).toBe("llm_timeout");
    expect(fake!.requests).toHaveLength(4);
  });

  it("a stream is limited per piece, not in total; one that stalls times out", async () => {
    const steady = await service(() => chatStream(["a", "b", "c", "d", "e", "f"], 60), { timeoutMs: 250 });
    let text = "";
    for await (const p of steady.stream(REQ)) text += p;
    expect(text).toBe("abcdef"); // about 420 ms in all, under 250 ms between pieces
    await fake!.close();
    const stalled = await service(() => chatStream(["One ", "two"], 600), { timeoutMs: 150 });
    const f = await failureOf((async () => {
      for await (const _ of stalled.stream(REQ)) void _;
    })());
    expect(f.code).toBe("llm_timeout");
  });

  it("a refused connection is a network error", async () => {
    const llm = await service(() => chatCompletion("x"));
    await fake!.close();
    fake = undefined;
    const f = await failureOf(llm.complete(REQ));
    expect(f).toMatchObject({ code: "llm_network", message: "Network error. Please check your connection and try again.", upstreamStatus: 0 });
  });

  it("empty choices, empty content and malformed JSON are an invalid response, not retried", async () => {
    for (const reply of [chatCompletion(null), chatCompletion("   "), { status: 200, headers: { "content-type": "application/json" }, body: "{not json" }]) {
      const llm = await service(() => reply);
      const f = await failureOf(llm.complete(REQ));
      expect(f.message).toBe("Invalid response structure from AI service");
      expect(fake!.requests).toHaveLength(1);
      await fake!.close();
      fake = undefined;
    }
  });

  it("a stream that fails before its first piece is retried; one that ends empty is invalid", async () => {
    let n = 0;
    const llm = await service((req) => (wantsStream(req) && ++n === 1 ? providerError(502, "bad gateway") : chatStream(["ok"])));
    const pieces: string[] = [];
    for await (const p of llm.stream(REQ)) pieces.push(p);
    expect(pieces).toEqual(["ok"]);
    expect(fake!.requests).toHaveLength(2);
    fake!.setHandler(() => chatStream([]));
    const f = await failureOf((async () => {
      for await (const _ of llm.stream(REQ)) void _;
    })());
    expect(f.code).toBe("llm_invalid_response");
  });
});

describe("LLM status probe", () => {
  it("probes with 'Hello', max_tokens 10, temperature 0.7 at most once per interval", async () => {
    const llm = await service(() => chatCompletion("Hi"), { probeTtlMs: 60_000 });
    const [a, b] = await Promise.all([llm.status(), llm.status()]);
    expect(a.state).toBe("connected");
    expect(b.state).toBe("connected");
    await llm.status();
    expect(fake!.requests).toHaveLength(1);
    expect(fake!.requests[0]!.json()).toMatchObject({ messages: [{ role: "user", content: "Hello" }], max_tokens: 10, temperature: 0.7 });
  });

  it("reports a failed probe with the catalogue message, and probes again soon after a failure", async () => {
    const llm = await service(() => providerError(503, "down"), { probeTtlMs: 60_000, failedProbeTtlMs: 50 });
    const s = await llm.status();
    expect(s).toMatchObject({ state: "failed", message: LLM_MESSAGES.unavailable, failure: { upstreamStatus: 503 } });
    fake!.setHandler(() => chatCompletion("Hi"));
    await new Promise((r) => setTimeout(r, 80));
    expect((await llm.status()).state).toBe("connected");
  });
});

describe("Retry-After parsing", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("3")).toBe(3000);
    expect(parseRetryAfter("1.5")).toBe(1500);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString(), Date.now())).toBeGreaterThan(3000);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
