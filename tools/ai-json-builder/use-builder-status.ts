import { useCallback, useEffect, useState } from "react";
import { useAiStatus } from "../../app/lib/use-ai-status";
import { shouldRetryStatus, statusFailureOf, statusRetryDelay, type StatusFailure } from "./logic";

export interface BuilderStatus {
  state: "checking" | "connected" | "failed" | "unconfigured";
  failure: StatusFailure | null;
  /** Automatic retries already made (0 to 3). */
  used: number;
  /** Set while an automatic retry is scheduled: the wait in milliseconds. */
  nextRetryMs: number | null;
  tryAgain: () => void;
}

/**
 * The builder's server status (spec 000 §4): the cached probe from useAiStatus, retried
 * automatically up to 3 times after the catalogue's delay on retriable failures. Each retry
 * asks our server again (fetchAiStatus through useAiStatus.retry); Try Again resets the count.
 */
export function useBuilderStatus(): BuilderStatus {
  const ai = useAiStatus();
  const [used, setUsed] = useState(0);
  const failure = ai.state === "failed" ? statusFailureOf(ai.status, ai.message) : null;
  const willRetry = failure !== null && shouldRetryStatus(failure, used);
  const delay = willRetry && failure ? statusRetryDelay(failure) : null;
  const { retry } = ai;

  useEffect(() => {
    if (delay === null) return;
    const t = setTimeout(() => {
      setUsed((n) => n + 1);
      retry();
    }, delay);
    return () => clearTimeout(t);
  }, [delay, retry]);

  const tryAgain = useCallback(() => {
    setUsed(0);
    retry();
  }, [retry]);

  return { state: ai.state, failure, used, nextRetryMs: delay, tryAgain };
}
