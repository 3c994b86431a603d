/**
 * The language-model error catalogue (spec 000 §8 "AI builder status check and generation
 * handling"), mapped once. Every AI endpoint answers failures with these words and retry rules.
 */

export const LLM_MESSAGES = {
  rateLimited: "Rate limit exceeded. Please wait a moment before trying again.",
  unavailable: "Service temporarily unavailable. Please try again in a few moments.",
  serverError: "Internal server error. Please try again later.",
  network: "Network error. Please check your connection and try again.",
  timeout: "The AI service did not answer in time. Please try again.",
  unknown: "Unknown error occurred",
  invalidResponse: "Invalid response structure from AI service",
  requestFailed: (status: number) => `API request failed: ${status}`,
  notConfigured: (provider: string) => `${provider} API key not configured.`,
} as const;

/** Delays before an automatic retry, by cause (spec 000 §8, §9: 3/5/8/10 s). */
export const LLM_RETRY_DELAYS_MS = {
  rateLimited: 10_000,
  unavailable: 5_000,
  serverError: 8_000,
  network: 3_000,
  otherServerError: 5_000,
} as const;

export const LLM_MAX_RETRIES = 3;
/** Longest Retry-After we wait for inside one request; longer ones go back to the browser. */
export const LLM_MAX_RETRY_AFTER_MS = 30_000;

export type LlmFailureCode =
  | "llm_not_configured"
  | "llm_rate_limited"
  | "llm_unavailable"
  | "llm_server_error"
  | "llm_network"
  | "llm_timeout"
  | "llm_invalid_response"
  | "llm_provider_error";

export interface LlmFailure {
  code: LlmFailureCode;
  message: string;
  /** The provider's HTTP status; 0 for network failures and timeouts. */
  upstreamStatus: number;
  /** The provider's own error text, when it sent one. */
  providerMessage?: string;
  retriable: boolean;
  /** How long to wait before trying again. */
  retryAfterMs: number;
}

/** Parses a Retry-After header (seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function classifyHttpFailure(status: number, providerMessage?: string, retryAfterHeader?: string | null): LlmFailure {
  const retryAfter = parseRetryAfter(retryAfterHeader);
  const base = { upstreamStatus: status, providerMessage: providerMessage || undefined };
  if (status === 429) {
    // Spec: the high-traffic notice and no automatic retry; the wait goes back to the visitor.
    return { ...base, code: "llm_rate_limited", message: LLM_MESSAGES.rateLimited, retriable: false, retryAfterMs: retryAfter ?? LLM_RETRY_DELAYS_MS.rateLimited };
  }
  if (status === 502 || status === 503) {
    return { ...base, code: "llm_unavailable", message: LLM_MESSAGES.unavailable, retriable: true, retryAfterMs: retryAfter ?? LLM_RETRY_DELAYS_MS.unavailable };
  }
  if (status === 500) {
    return { ...base, code: "llm_server_error", message: LLM_MESSAGES.serverError, retriable: true, retryAfterMs: retryAfter ?? LLM_RETRY_DELAYS_MS.serverError };
  }
  return {
    ...base,
    code: "llm_provider_error",
    message: providerMessage || LLM_MESSAGES.unknown,
    retriable: status >= 500,
    retryAfterMs: retryAfter ?? LLM_RETRY_DELAYS_MS.otherServerError,
  };
}

export function networkFailure(): LlmFailure {
  return { code: "llm_network", message: LLM_MESSAGES.network, upstreamStatus: 0, retriable: true, retryAfterMs: LLM_RETRY_DELAYS_MS.network };
}

export function timeoutFailure(): LlmFailure {
  return { code: "llm_timeout", message: LLM_MESSAGES.timeout, upstreamStatus: 0, retriable: true, retryAfterMs: LLM_RETRY_DELAYS_MS.network };
}

export function invalidResponseFailure(status = 200): LlmFailure {
  return { code: "llm_invalid_response", message: LLM_MESSAGES.invalidResponse, upstreamStatus: status, retriable: false, retryAfterMs: 0 };
}

export function notConfiguredFailure(provider: string): LlmFailure {
  return { code: "llm_not_configured", message: LLM_MESSAGES.notConfigured(provider), upstreamStatus: 0, retriable: false, retryAfterMs: 0 };
}

/** The HTTP status our API answers with for a failure. */
export function httpStatusFor(f: LlmFailure): number {
  switch (f.code) {
    case "llm_not_configured":
      return 503;
    case "llm_rate_limited":
      return 429;
    case "llm_timeout":
      return 504;
    default:
      return 502;
  }
}

export class LlmError extends Error {
  constructor(public readonly failure: LlmFailure) {
    super(failure.message);
    this.name = "LlmError";
  }
}
