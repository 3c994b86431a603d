import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion } from "../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeUpstream } from "../tests/helpers/fake-upstream";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { LlmService } from "./services/llm";

let closeAll: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closeAll) await c();
  closeAll = [];
});

async function serve(env: Record<string, string>, log?: NodeJS.WritableStream, fake?: FakeUpstream) {
  const config = loadConfig({ ...env, ...(fake ? { LLM_API_KEY: "sk-do-not-log", LLM_BASE_URL: fake.url } : {}) });
  const { app } = createApp({ config, log, services: { llm: new LlmService(config.llm, { delayScale: 0.001 }) } });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  closeAll.push(() => new Promise((r) => server.close(() => r())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("metrics", () => {
  it("are off by default", async () => {
    const url = await serve({});
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  it("with METRICS=on, report requests by route and status, and upstream calls by service", async () => {
    const fake = await startFakeUpstream(() => chatCompletion("Hi"));
    closeAll.push(() => fake.close());
    const url = await serve({ METRICS: "on" }, undefined, fake);
    await fetch(`${url}/api/status`);
    await fetch(`${url}/api/nope`);
    await fetch(`${url}/api/ai/status`);
    const res = await fetch(`${url}/metrics`);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/status",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/unknown",status="404"\} \d+/);
    expect(text).toMatch(/upstream_requests_total\{service="llm",outcome="ok"\} \d+/);
    expect(text).toContain("upstream_request_duration_seconds_bucket");
    expect(text).toContain("rate_limit_rejections_total");
    expect(text).toContain("cache_events_total");
    expect(text).toContain("youtube_quota_units_total");
    expect(text).not.toContain("sk-do-not-log");
  });
});

describe("request logs", () => {
  it("write one JSON line per request with route, status, duration and upstream time, and no query, body or key", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        cb();
      },
    });
    const fake = await startFakeUpstream(() => chatCompletion("Hi"));
    closeAll.push(() => fake.close());
    const url = await serve({}, sink, fake);
    await fetch(`${url}/api/ai/status?secret=visitor-text`);
    await fetch(`${url}/api/status`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "private words" }) });
    await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(first).toMatchObject({ method: "GET", route: "/api/ai/status", status: 200 });
    expect(first.ms).toBeGreaterThanOrEqual(0);
    expect(first.upstreamMs).toBeGreaterThan(0);
    const all = lines.join("\n");
    for (const secret of ["visitor-text", "private words", "sk-do-not-log", "127.0.0.1"]) expect(all).not.toContain(secret);
  });
});
