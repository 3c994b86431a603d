/**
 * Words every AI tool shows the same way (spec 000 §8): the connection banner and how a
 * failed request reads after the tool's own "Failed to ...: " prefix.
 */
import type { AiErrorInfo } from "./ai-client";

export const AI_STATUS_MESSAGES = {
  checking: "Checking API connection...",
  connected: "API connected successfully",
  failed: "API connection failed. Please check your configuration.",
} as const;

export interface FailureView {
  /** The spec's sentence, e.g. "Failed to generate script: API request failed: 400". */
  message: string;
  /** The provider's own words or the wait, when there are any. */
  detail?: string;
}

const PROVIDER_STATUS_CODES = new Set(["llm_provider_error", "llm_server_error", "llm_unavailable"]);

/**
 * What the visitor reads when a request fails: validation and "not configured" as they are,
 * a provider's status as "API request failed: {status}", anything else (rate limit, network,
 * empty reply) with the catalogue's words, all after the tool's "Failed to ...: " prefix.
 */
export function failureView(info: AiErrorInfo, prefix: string): FailureView {
  if (info.code === "llm_not_configured" || info.code === "invalid_input") return { message: info.message };
  if (info.status === 429 || info.upstreamStatus === 429 || info.code.includes("rate_limit")) {
    return {
      message: prefix + info.message,
      detail: info.retryAfterSeconds ? `You can try again in ${info.retryAfterSeconds} seconds.` : undefined,
    };
  }
  if (PROVIDER_STATUS_CODES.has(info.code) && info.upstreamStatus) {
    return { message: `${prefix}API request failed: ${info.upstreamStatus}`, detail: info.providerMessage || undefined };
  }
  return { message: prefix + info.message };
}
