import { useCallback, useEffect, useState } from "react";
import type { ConnectionState } from "../ui/StatusBanner";
import { fetchAiStatus, NETWORK_ERROR_MESSAGE, type AiStatus } from "./ai-client";
import { getPublicSettings } from "./public-settings";

export interface AiStatusView {
  /** "unconfigured": the site has no language-model key (known from the page, no request made). */
  state: ConnectionState | "unconfigured";
  /** Why it failed: the provider's "not configured" message or the catalogue message. */
  message?: string;
  status?: AiStatus;
  retry: () => void;
}

/**
 * The connection banner's state from our server's cached probe (DESIGN.md decision 4):
 * opening a page sends no completion upstream.
 */
export function useAiStatus(): AiStatusView {
  const [view, setView] = useState<Omit<AiStatusView, "retry">>({ state: "checking" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const missing = getPublicSettings().unconfigured?.llm;
    if (missing) {
      setView({ state: "unconfigured", message: missing });
      return;
    }
    const controller = new AbortController();
    setView({ state: "checking" });
    fetchAiStatus(controller.signal)
      .then((s) => setView({ state: s.state === "connected" ? "connected" : "failed", message: s.message, status: s }))
      .catch(() => {
        if (!controller.signal.aborted) setView({ state: "failed", message: NETWORK_ERROR_MESSAGE });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...view, retry };
}
