import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";
import { AiRequestError } from "../../app/lib/ai-client";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { LlmService } from "../../server/services/llm";
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from "./fake-upstream";

/**
 * Our app against a fake language-model provider, for an AI tool's API tests: `serve(handler)`
 * starts both and answers the tool's endpoint URL (without a key when `handler` is null), and
 * both are closed after each test. `fake` is the provider of the running test.
 */
export function aiTestApp(apiPath: string, baseEnv: Record<string, string> = {}) {
  let fake: FakeUpstream | undefined;
  let close: (() => Promise<void>) | undefined;
  async function stop(): Promise<void> {
    await close?.();
    await fake?.close();
    fake = undefined;
    close = undefined;
  }
  afterEach(stop);
  async function serve(handler: FakeHandler | null, env: Record<string, string> = {}): Promise<string> {
    fake = handler ? await startFakeUpstream(handler) : undefined;
    const config = loadConfig({ ...(fake ? { LLM_API_KEY: "sk-test", LLM_BASE_URL: fake.url } : {}), ...baseEnv, ...env });
    const { app } = createApp({ config, services: { llm: new LlmService(config.llm, { delayScale: 0.001, timeoutMs: 2000 }) } });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    close = () => new Promise((r) => server.close(() => r()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}${apiPath}`;
  }
  return {
    serve,
    /** Closes the app and the provider now (for a test that serves several times). */
    stop,
    get fake(): FakeUpstream | undefined {
      return fake;
    },
  };
}

/** The AiRequestError a promise rejects with (any other outcome fails the test). */
export async function rejection(p: Promise<unknown>): Promise<AiRequestError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AiRequestError) return e;
    throw e;
  }
  throw new Error("expected a rejection");
}
