export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** Stage text shown under the bar and announced to screen readers. */
  stage?: string;
  label?: string;
}

export function ProgressBar({ value, stage, label = "Progress" }: ProgressBarProps) {
  const pct = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="w-full">
      <div className="mb-1 flex justify-between text-sm text-muted">
        <span aria-live="polite">{stage}</span>
        <span>{pct}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={stage ? `${pct}% – ${stage}` : `${pct}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
