import OpenAI from "openai";
import type { Config } from "../config";
import { recordUpstream } from "../observability";
import {
  classifyHttpFailure,
  invalidResponseFailure,
  LLM_MAX_RETRIES,
  LLM_MAX_RETRY_AFTER_MS,
  LlmError,
  networkFailure,
  notConfiguredFailure,
  timeoutFailure,
  type LlmFailure,
} from "./llm-errors";

/**
 * The one client of the OpenAI-compatible chat-completions provider (Groq by default; OpenAI,
 * Together, Ollama, LM Studio and llama.cpp servers fit the same code). Owns the request shape,
 * timeouts, retries with the spec's delays, the error catalogue and the cached status probe.
 */

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
  /** Ask for a JSON object where the provider supports it. */
  json?: boolean;
}

export interface RetryNotice {
  attempt: number;
  max: number;
  delayMs: number;
  failure: LlmFailure;
}

export interface CallOptions {
  signal?: AbortSignal;
  onRetry?: (n: RetryNotice) => void;
}

export interface LlmStatus {
  configured: boolean;
  provider: string;
  model: string;
  /** Result of the last upstream probe (at most one a minute per process). */
  state: "connected" | "failed" | "not_configured";
  message?: string;
  failure?: Pick<LlmFailure, "code" | "upstreamStatus">;
  checkedAt?: string;
}

export interface LlmServiceOptions {
  /** Per attempt, until the reply is complete (or, when streaming, until the next piece). */
  timeoutMs?: number;
  /**
   * How long an attempt may wait for the provider's first byte, sized to the output: short
   * outputs (titles, tags, a status probe) give up on a provider that accepted the request and
   * went silent long before `timeoutMs`. Defaults: FIRST_BYTE_DEFAULTS.
   */
  firstByte?: Partial<FirstByteTimeouts>;
  maxRetries?: number;
  /** Multiplies every retry delay; tests use a small value. */
  delayScale?: number;
  probeTtlMs?: number;
  failedProbeTtlMs?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function providerMessageOf(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return typeof body === "string" ? body : undefined;
  const b = body as { message?: unknown; error?: unknown };
  if (typeof b.message === "string") return b.message;
  if (typeof b.error === "string") return b.error;
  if (b.error && typeof b.error === "object" && typeof (b.error as { message?: unknown }).message === "string") {
    return (b.error as { message: string }).message;
  }
  return undefined;
}

export interface FirstByteTimeouts {
  /** Fixed part: connection, queueing and reading the prompt. */
  baseMs: number;
  /** Per token of max_tokens, for answers sent whole (no streaming): a slow provider's pace. */
  msPerToken: number;
  /** A stream's first piece comes before the answer is written, whatever its length. */
  streamMs: number;
}

/** 4 s + 15 ms a token (a provider writing 67 tokens a second): 16 s for 800 tokens of tags. */
export const FIRST_BYTE_DEFAULTS: FirstByteTimeouts = { baseMs: 4_000, msPerToken: 15, streamMs: 15_000 };

/** The first-byte timeout of a whole (non-streamed) answer of at most `maxTokens`, never above `capMs`. */
export function firstByteTimeoutMs(maxTokens: number, capMs: number, t: FirstByteTimeouts = FIRST_BYTE_DEFAULTS): number {
  return Math.min(capMs, Math.round(t.baseMs + Math.max(0, maxTokens) * t.msPerToken));
}

/** Thrown inside an attempt when a deadline of ours (not the visitor) cut it short. */
class DeadlineExceeded extends Error {
  constructor() {
    super("timed out");
    this.name = "TimeoutError";
  }
}

/**
 * An abort signal that fires `ms` after `arm()` (re-armed on every call) or when `outer` aborts;
 * `deadlineHit` says which.
 */
function deadline(outer: AbortSignal | undefined) {
  const ctrl = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let hit = false;
  const onOuter = () => ctrl.abort(outer?.reason);
  outer?.addEventListener("abort", onOuter, { once: true });
  return {
    signal: ctrl.signal,
    get deadlineHit() {
      return hit;
    },
    arm(ms: number) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        hit = true;
        ctrl.abort(new DeadlineExceeded());
      }, ms);
    },
    done() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuter);
    },
  };
}

export class LlmService {
  private readonly client: OpenAI | undefined;
  private readonly timeoutMs: number;
  private readonly firstByte: FirstByteTimeouts;
  private readonly maxRetries: number;
  private readonly delayScale: number;
  private readonly probeTtlMs: number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private probe: { at: number; ttl: number; status: Promise<LlmStatus> } | undefined;
  /** A failed probe is kept only briefly, so the banner's automatic retries can see recovery. */
  private readonly failedProbeTtlMs: number;

  constructor(
    private readonly cfg: Config["llm"],
    opts: LlmServiceOptions = {},
  ) {
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.firstByte = { ...FIRST_BYTE_DEFAULTS, ...opts.firstByte };
    this.maxRetries = opts.maxRetries ?? LLM_MAX_RETRIES;
    this.delayScale = opts.delayScale ?? 1;
    this.probeTtlMs = opts.probeTtlMs ?? 60_000;
    this.failedProbeTtlMs = Math.min(this.probeTtlMs, opts.failedProbeTtlMs ?? 2_000);
    this.sleep = opts.sleep ?? defaultSleep;
    this.client = cfg.apiKey
      ? new OpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl, maxRetries: 0, timeout: this.timeoutMs })
      : undefined;
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  get providerName(): string {
    return this.cfg.providerName;
  }

  private requireClient(): OpenAI {
    if (!this.client) throw new LlmError(notConfiguredFailure(this.cfg.providerName));
    return this.client;
  }

  /** Turns anything the client library throws into a catalogue failure. */
  toFailure(e: unknown): LlmFailure {
    if (e instanceof LlmError) return e.failure;
    if (e instanceof OpenAI.APIConnectionTimeoutError) return timeoutFailure();
    if (e instanceof OpenAI.APIConnectionError) return networkFailure();
    if (e instanceof OpenAI.APIError && typeof e.status === "number") {
      return classifyHttpFailure(e.status, providerMessageOf(e.error) ?? undefined, e.headers?.get("retry-after"));
    }
    if (e instanceof SyntaxError) return invalidResponseFailure();
    if (e instanceof Error && (e.name === "TimeoutError" || /timed? ?out/i.test(e.message))) return timeoutFailure();
    return networkFailure();
  }

  private body(req: ChatRequest) {
    return {
      model: this.cfg.model,
      messages: req.messages,
      max_tokens: req.maxTokens,
      temperature: req.temperature,
      ...(req.json ? { response_format: { type: "json_object" as const } } : {}),
    };
  }

  /** Runs `attempt` with the spec's retry rules: up to maxRetries more tries for retriable failures. */
  private async withRetries<T>(attempt: () => Promise<T>, opts: CallOptions, mayRetry: () => boolean = () => true): Promise<T> {
    for (let n = 0; ; n++) {
      const started = performance.now();
      try {
        const result = await attempt();
        recordUpstream("llm", performance.now() - started, "ok");
        return result;
      } catch (e) {
        if (opts.signal?.aborted) throw e;
        const failure = this.toFailure(e);
        recordUpstream("llm", performance.now() - started, failure.code);
        const canRetry = failure.retriable && n < this.maxRetries && mayRetry() && failure.retryAfterMs <= LLM_MAX_RETRY_AFTER_MS;
        if (!canRetry) throw new LlmError(failure);
        const delayMs = Math.round(failure.retryAfterMs * this.delayScale);
        opts.onRetry?.({ attempt: n + 1, max: this.maxRetries, delayMs, failure });
        await this.sleep(delayMs, opts.signal);
      }
    }
  }

  /** One complete answer (choices[0].message.content), cleaned of nothing: callers parse it. */
  async complete(req: ChatRequest, opts: CallOptions = {}): Promise<string> {
    const client = this.requireClient();
    const timeout = firstByteTimeoutMs(req.maxTokens, this.timeoutMs, this.firstByte);
    return this.withRetries(async () => {
      const res = await client.chat.completions.create({ ...this.body(req), stream: false }, { signal: opts.signal, timeout });
      const content = (res as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "") throw new LlmError(invalidResponseFailure());
      return content;
    }, opts);
  }

  /**
   * The answer as it is written. Retries happen only before the first piece arrives, so text
   * already shown is never repeated. A stream that ends with nothing is an invalid response.
   * The first piece must come within the stream's first-byte timeout, each later one within
   * `timeoutMs` of the one before.
   */
  async *stream(req: ChatRequest, opts: CallOptions = {}): AsyncGenerator<string, void, undefined> {
    const client = this.requireClient();
    let started = false;
    let current: ReturnType<typeof deadline> | undefined;
    const open = () =>
      this.withRetries(
        async () => {
          current?.done();
          const d = deadline(opts.signal);
          current = d;
          d.arm(Math.min(this.timeoutMs, this.firstByte.streamMs));
          try {
            const s = await client.chat.completions.create({ ...this.body(req), stream: true }, { signal: d.signal, timeout: this.timeoutMs });
            const it = s[Symbol.asyncIterator]();
            // Read the first piece inside the retry loop: failures often arrive here.
            const first = await it.next();
            if (d.deadlineHit) throw new DeadlineExceeded();
            return { it, first };
          } catch (e) {
            if (d.deadlineHit) throw new DeadlineExceeded();
            throw e;
          }
        },
        opts,
        () => !started,
      );
    const { it, first } = await open();
    const d = current!;
    let any = false;
    let result = first;
    try {
      while (!result.done) {
        d.arm(this.timeoutMs);
        const piece = result.value?.choices?.[0]?.delta?.content;
        if (typeof piece === "string" && piece.length > 0) {
          started = true;
          any = true;
          yield piece;
        }
        result = await it.next();
      }
    } catch (e) {
      throw new LlmError(d.deadlineHit ? timeoutFailure() : this.toFailure(e));
    } finally {
      d.done();
    }
    // An aborted stream may simply end: a deadline of ours is still a timeout, not a short answer.
    if (d.deadlineHit) throw new LlmError(timeoutFailure());
    if (!any) throw new LlmError(invalidResponseFailure());
  }

  /**
   * Configured or not, and whether the provider answered a tiny request (spec 000 §7:
   * "Hello", max_tokens 10, temperature 0.7). Probes at most once per `probeTtlMs`, shared by
   * concurrent callers, so page views cost nothing upstream.
   */
  status(force = false): Promise<LlmStatus> {
    const base = { configured: this.configured, provider: this.cfg.providerName, model: this.cfg.model };
    if (!this.configured) {
      return Promise.resolve({ ...base, state: "not_configured", message: notConfiguredFailure(this.cfg.providerName).message });
    }
    const now = Date.now();
    if (!force && this.probe && now - this.probe.at < this.probe.ttl) return this.probe.status;
    const status = (async (): Promise<LlmStatus> => {
      const started = performance.now();
      try {
        await this.requireClient().chat.completions.create(
          { ...this.body({ messages: [{ role: "user", content: "Hello" }], maxTokens: 10, temperature: 0.7 }), stream: false },
          { timeout: firstByteTimeoutMs(10, Math.min(this.timeoutMs, 15_000), this.firstByte) },
        );
        recordUpstream("llm", performance.now() - started, "ok");
        return { ...base, state: "connected", checkedAt: new Date().toISOString() };
      } catch (e) {
        const f = this.toFailure(e);
        recordUpstream("llm", performance.now() - started, f.code);
        return { ...base, state: "failed", message: f.message, failure: { code: f.code, upstreamStatus: f.upstreamStatus }, checkedAt: new Date().toISOString() };
      }
    })();
    const probe = { at: now, ttl: this.probeTtlMs, status };
    this.probe = probe;
    void status.then((s) => {
      if (s.state === "failed") probe.ttl = this.failedProbeTtlMs;
    });
    return status;
  }
}
