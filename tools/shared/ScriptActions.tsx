import { CopyButton } from "../../app/ui/CopyButton";
/**
 * The script tools' (long-form, rewriter) action row: the main button with the hint that says
 * why it is disabled, Stop while writing, and Reset once there is a result.
 */
export function ScriptActions({
  label,
  disabled,
  hint,
  hintId,
  busy,
  onStop,
  canReset,
  onReset,
}: {
  label: string;
  disabled: boolean;
  /** What is missing, shown beside the disabled button; null when nothing is. */
  hint: string | null;
  hintId: string;
  busy: boolean;
  onStop: () => void;
  canReset: boolean;
  onReset: () => void;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={disabled} aria-describedby={hint ? hintId : undefined}>
        {label}
      </button>
      {hint ? (
        <p id={hintId} className="self-center text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {busy ? (
        <button type="button" className="btn-secondary w-full sm:w-auto" onClick={onStop}>
          Stop
        </button>
      ) : null}
      {canReset && !busy ? (
        <button type="button" className="btn-ghost w-full sm:w-auto" onClick={onReset}>
          Reset
        </button>
      ) : null}
    </div>
  );
}

/** The script tools' result heading: its title, Copy and Download (once there is a script), and the counts. */
export function ScriptResultHeader({
  headingId,
  title,
  text,
  ready,
  onDownload,
  slug,
  counts,
  countsTestId,
  copiedLabel,
  confirmMs,
}: {
  headingId: string;
  title: string;
  text: string;
  /** False while writing or when there is nothing yet: Copy and Download wait. */
  ready: boolean;
  onDownload: () => void;
  slug: string;
  counts: string;
  countsTestId: string;
  copiedLabel: string;
  confirmMs: number;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <CopyButton text={text} copiedLabel={copiedLabel} confirmMs={confirmMs} disabled={!ready} trackContext={{ tool: slug }} className="btn-secondary w-full sm:w-auto" />
          <button type="button" className="btn-secondary w-full sm:w-auto" onClick={onDownload} disabled={!ready}>
            Download
          </button>
        </div>
      </div>
      <p className="mt-2 text-sm text-muted" data-testid={countsTestId}>
        {counts}
      </p>
    </>
  );
}
