/**
 * The browser side of the AI endpoints: JSON requests, NDJSON streams (see server/http/ai.ts)
 * and the error shape, so every AI tool handles failures the same way.
 */
import { readLines } from "./ndjson";

export interface AiErrorInfo {
  /** Our API's HTTP status (429, 502, 503, ...); 0 when the request never reached us. */
  status: number;
  code: string;
  message: string;
  /** The provider's status, for messages such as "API request failed: {status}". */
  upstreamStatus?: number;
  providerMessage?: string;
  retryAfterSeconds?: number;
}

export class AiRequestError extends Error {
  constructor(public readonly info: AiErrorInfo) {
    super(info.message);
    this.name = "AiRequestError";
  }
  /** The spec's high-traffic notice shows for any rate-limit failure. */
  get isRateLimit(): boolean {
    return this.info.status === 429 || this.info.upstreamStatus === 429 || this.info.code.includes("rate_limit");
  }
}

export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";

async function errorFrom(res: Response): Promise<AiRequestError> {
  let body: { error?: Partial<AiErrorInfo> } = {};
  try {
    body = await res.json();
  } catch {
    // not JSON: keep the status
  }
  const e = body.error ?? {};
  return new AiRequestError({
    status: res.status,
    code: e.code ?? `http_${res.status}`,
    message: e.message ?? `API request failed: ${res.status}`,
    upstreamStatus: e.upstreamStatus,
    providerMessage: e.providerMessage,
    retryAfterSeconds: e.retryAfterSeconds ?? (Number(res.headers.get("retry-after")) || undefined),
  });
}

async function send(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json, application/x-ndjson" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new AiRequestError({ status: 0, code: "network", message: NETWORK_ERROR_MESSAGE });
  }
}

export async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const res = await send(url, body, signal);
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as T;
}

export interface StreamHandlers {
  onDelta?: (text: string, soFar: string) => void;
  onRetry?: (r: { attempt: number; max: number; delayMs: number; message: string }) => void;
}

type StreamEvent =
  | { type: "delta"; text: string }
  | { type: "retry"; attempt: number; max: number; delayMs: number; message: string }
  | { type: "done" }
  | { type: "error"; error: Partial<AiErrorInfo> };

/** Posts and reads an NDJSON stream; resolves with the whole text, rejects with AiRequestError. */
export async function postStream(url: string, body: unknown, handlers: StreamHandlers = {}, signal?: AbortSignal): Promise<string> {
  const res = await send(url, body, signal);
  if (!res.ok || !res.body) throw await errorFrom(res);
  const stream = res.body;
  let text = "";
  let done = false;
  const handle = (line: string) => {
    if (!line.trim()) return;
    const ev = JSON.parse(line) as StreamEvent;
    if (ev.type === "delta") {
      text += ev.text;
      handlers.onDelta?.(ev.text, text);
    } else if (ev.type === "retry") handlers.onRetry?.(ev);
    else if (ev.type === "done") done = true;
    else if (ev.type === "error") {
      throw new AiRequestError({
        status: ev.error.status ?? 502,
        code: ev.error.code ?? "stream_error",
        message: ev.error.message ?? "Unknown error occurred",
        upstreamStatus: ev.error.upstreamStatus,
        providerMessage: ev.error.providerMessage,
      });
    }
  };
  try {
    await readLines(stream, handle);
  } catch (e) {
    if (e instanceof AiRequestError || signal?.aborted) throw e;
    throw new AiRequestError({ status: 0, code: "network", message: NETWORK_ERROR_MESSAGE });
  }
  if (!done) throw new AiRequestError({ status: 0, code: "network", message: NETWORK_ERROR_MESSAGE });
  return text;
}

export interface AiStatus {
  configured: boolean;
  provider: string;
  model: string;
  state: "connected" | "failed" | "not_configured";
  message?: string;
}

export async function fetchAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  const res = await fetch("/api/ai/status", { signal });
  if (!res.ok) throw await errorFrom(res);
  return (await res.json()) as AiStatus;
}
