import { useReveal } from "./reveal";

export interface ErrorBoxProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorBox({ message, title, onRetry, retryLabel = "Try Again" }: ErrorBoxProps) {
  // A new error is brought into view and focused (announced as an alert as well).
  const ref = useReveal<HTMLDivElement>(`${title ?? ""}\u0000${message}`);
  return (
    <div ref={ref} role="alert" className="outline-none focus-visible:outline-2 rounded-xl border border-danger/40 bg-danger-soft p-4 text-danger">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p className={title ? "mt-1 text-sm" : "text-sm font-medium"}>{message}</p>
      {onRetry ? (
        <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
