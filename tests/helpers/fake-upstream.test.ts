import { afterEach, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "./fake-upstream";

let fake: FakeUpstream | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe("fake upstream", () => {
  it("listens on loopback, answers with the scripted JSON and records the request", async () => {
    fake = await startFakeUpstream((req) => ({ status: 201, body: { echoed: req.json() } }));
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${fake.url}/v1/chat/completions?x=1`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer k" },
      body: JSON.stringify({ model: "m" }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ echoed: { model: "m" } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe("/v1/chat/completions");
    expect(fake.requests[0]!.query.get("x")).toBe("1");
    expect(fake.requests[0]!.headers.authorization).toBe("Bearer k");
  });

  it("scripts faults: status with Retry-After, then a dropped connection", async () => {
    fake = await startFakeUpstream(() => ({ status: 429, headers: { "retry-after": "3" }, body: { error: { message: "slow down" } } }));
    const r = await fetch(fake.url);
    expect(r.status).toBe(429);
    expect(r.headers.get("retry-after")).toBe("3");
    fake.setHandler(() => ({ destroy: true }));
    await expect(fetch(fake.url)).rejects.toThrow();
  });

  it("delays and streams replies in chunks", async () => {
    fake = await startFakeUpstream(() => ({ chunks: ["data: a\n\n", "data: b\n\n"], chunkDelayMs: 20, headers: { "content-type": "text/event-stream" } }));
    const started = Date.now();
    const text = await (await fetch(fake.url)).text();
    expect(text).toBe("data: a\n\ndata: b\n\n");
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    fake.setHandler(() => ({ delayMs: 300, body: "late" }));
    await expect(fetch(fake.url, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
  });
});
