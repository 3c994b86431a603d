export type ConnectionState = "checking" | "connected" | "failed";

export interface StatusBannerProps {
  /** "unconfigured": the page frame's not-configured notice speaks instead; the banner shows nothing. */
  state: ConnectionState | "unconfigured";
  messages: Record<ConnectionState, string>;
  onRetry?: () => void;
  retryLabel?: string;
  /** A slimmer bar, for a card's heading row. */
  compact?: boolean;
}

const STYLES: Record<ConnectionState, string> = {
  checking: "border-line bg-surface-2 text-muted",
  connected: "border-ok/40 bg-ok-soft text-ok",
  failed: "border-danger/40 bg-danger-soft text-danger",
};

const DOT: Record<ConnectionState, string> = {
  checking: "bg-muted animate-pulse",
  connected: "bg-ok",
  failed: "bg-danger",
};

export function StatusBanner({ state, messages, onRetry, retryLabel = "Retry", compact = false }: StatusBannerProps) {
  if (state === "unconfigured") return null;
  return (
    <div
      role="status"
      data-state={state}
      className={`llm-status-banner flex flex-wrap items-center gap-3 rounded-xl border px-4 text-sm font-medium ${compact ? "min-h-9 py-1" : "min-h-12 py-2"} ${STYLES[state]}`}
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${DOT[state]}`} />
      <span className="flex-1">{messages[state]}</span>
      {state === "failed" && onRetry ? (
        <button type="button" className="btn-secondary min-h-9 py-1" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
