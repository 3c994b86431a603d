import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { IMAGE_MESSAGES, ImagesService, requestFailedMessage } from "../../server/services/images";
import { startFakeUpstream, type FakeReply, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { MESSAGE_NO_PROMPTS } from "./logic";

/** The 8-byte PNG signature and a few bytes: enough for the type check. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 0xff, 0xd9]);

let fake: FakeUpstream;
let next: FakeReply = {};
beforeAll(async () => {
  fake = await startFakeUpstream(() => next);
});
afterAll(() => fake?.close());

async function serve(env: Record<string, string> = {}, timeoutMs = 2000) {
  const config = loadConfig({ TOGETHER_API_KEY: "tg-secret", TOGETHER_BASE_URL: fake.url, TOGETHER_IMAGE_MODEL: "test/flux", ...env });
  const { app } = createApp({ config, services: { images: new ImagesService(config.together, { timeoutMs }) } });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const post = (url: string, body: unknown) =>
  fetch(`${url}/api/images/generate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("POST /api/images/generate (default model)", () => {
  let url = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ url, close } = await serve({ RATE_LIMIT_IMAGE_PER_MIN: "1000" }, 400));
  });
  afterAll(() => close());
  afterEach(() => {
    fake.requests.length = 0;
  });

  it("sends the spec's request and answers with the decoded image bytes", async () => {
    next = { body: { data: [{ b64_json: PNG.toString("base64") }] } };
    const res = await post(url, { prompt: "  a red fox in snow ", negativePrompt: "blurry", aspectRatio: "16:9" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), PNG)).toBe(0);
    expect(fake.requests).toHaveLength(1);
    const r = fake.requests[0]!;
    expect(r.path).toBe("/images/generations");
    expect(r.headers.authorization).toBe("Bearer tg-secret");
    expect(r.json()).toEqual({
      model: "test/flux",
      prompt: "a red fox in snow",
      negative_prompt: "blurry",
      width: 1344,
      height: 768,
      n: 1,
      response_format: "b64_json",
    });
  });

  it("uses 1792x1008 for the thumbnail maker and reports JPEG data as JPEG", async () => {
    next = { body: { data: [{ b64_json: JPEG.toString("base64") }] } };
    const res = await post(url, { prompt: "thumbnail", purpose: "thumbnail" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(fake.requests[0]!.json()).toMatchObject({ width: 1792, height: 1008 });
  });

  it.each<[string, FakeReply, number, string, string]>([
    ["401", { status: 401, body: { error: { message: "bad key" } } }, 502, "image_unauthorized", IMAGE_MESSAGES.unauthorized],
    ["404", { status: 404, body: "Not Found" }, 502, "image_not_found", IMAGE_MESSAGES.notFound],
    ["429", { status: 429, headers: { "retry-after": "12" }, body: { error: { message: "slow down" } } }, 429, "image_rate_limited", IMAGE_MESSAGES.rateLimited],
    ["500", { status: 500, body: { error: { message: "model crashed" } } }, 502, "image_request_failed", requestFailedMessage(500, "model crashed")],
    ["a timeout", { delayMs: 1500, body: { data: [] } }, 504, "image_timeout", IMAGE_MESSAGES.unavailable],
    ["a dropped connection", { destroy: true }, 503, "image_unavailable", IMAGE_MESSAGES.unavailable],
    ["no image in the reply", { body: { data: [] } }, 502, "image_empty", IMAGE_MESSAGES.noImage],
    ["a reply that is not JSON", { body: "<html>oops</html>", headers: { "content-type": "text/html" } }, 502, "image_empty", IMAGE_MESSAGES.noImage],
  ])("answers %s with the spec's message", async (_name, reply, status, code, message) => {
    next = reply;
    const res = await post(url, { prompt: "a fox" });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toBe(message);
    expect(JSON.stringify(body)).not.toContain("tg-secret");
  });

  it("passes the provider's Retry-After on", async () => {
    next = { status: 429, headers: { "retry-after": "12" }, body: {} };
    const res = await post(url, { prompt: "a fox" });
    expect(res.headers.get("retry-after")).toBe("12");
  });

  it("uses the thumbnail maker's wording when no thumbnail comes back", async () => {
    next = { body: { data: [{ url: "https://example.com/x.png" }] } };
    const res = await post(url, { prompt: "a fox", purpose: "thumbnail" });
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(IMAGE_MESSAGES.noThumbnail);
  });

  it.each([
    [{}, MESSAGE_NO_PROMPTS],
    [{ prompt: "   " }, MESSAGE_NO_PROMPTS],
    [{ prompt: "x", aspectRatio: "2:1" }, "Choose an aspect ratio: 1:1, 16:9, 9:16, 4:3, 3:4."],
  ])("refuses bad input %j with 400 and sends nothing upstream", async (body, message) => {
    const res = await post(url, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(fake.requests).toHaveLength(0);
  });

  it("GET /api/images/status says the key is configured, without the key", async () => {
    const res = await fetch(`${url}/api/images/status`);
    const body = await res.json();
    expect(body).toEqual({ configured: true, model: "test/flux" });
  });
});

describe("limits and configuration", () => {
  it("the 7th request in a minute gets 429 with the spec's message", async () => {
    const { url, close } = await serve();
    try {
      next = { body: { data: [{ b64_json: PNG.toString("base64") }] } };
      for (let i = 0; i < 6; i++) expect((await post(url, { prompt: `p${i}` })).status).toBe(200);
      const res = await post(url, { prompt: "p7" });
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
      expect(await res.json()).toEqual({ error: { code: "rate_limited", message: IMAGE_MESSAGES.rateLimited } });
    } finally {
      await close();
    }
  });

  it("without a key: status says missing and generate answers 503 without calling out", async () => {
    const { url, close } = await serve({ TOGETHER_API_KEY: "" });
    try {
      fake.requests.length = 0;
      expect(await (await fetch(`${url}/api/images/status`)).json()).toMatchObject({ configured: false });
      const res = await post(url, { prompt: "a fox" });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("image_not_configured");
      expect(fake.requests).toHaveLength(0);
    } finally {
      await close();
    }
  });
});
