export type ConnectionState = "checking" | "connected" | "failed";

export interface StatusBannerProps {
  /** "unconfigured": the page frame's not-configured notice speaks instead; the banner shows nothing. */
  state: ConnectionState | "unconfigured";
  messages: Record<ConnectionState, string>;
  onRetry?: () => void;
  retryLabel?: string;
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

export function StatusBanner({ state, messages, onRetry, retryLabel = "Retry" }: StatusBannerProps) {
  if (state === "unconfigured") return null;
  return (
    <div
      role="status"
      data-state={state}
      className={`flex min-h-12 flex-wrap items-center gap-3 rounded-xl border px-4 py-2 text-sm font-medium ${STYLES[state]}`}
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
