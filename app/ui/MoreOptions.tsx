import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * The one disclosure every tool uses for secondary options, so the main field and the main
 * action stay in the first screen: a native <details> (keyboard and screen readers handled by
 * the browser), labelled "More options" everywhere, with a summary of what is inside.
 */
export const MORE_OPTIONS_LABEL = "More options";

export function MoreOptions({
  children,
  summary,
  defaultOpen = false,
  forceOpen = false,
  id,
  onToggle,
  className = "",
}: {
  children: ReactNode;
  summary?: string;
  defaultOpen?: boolean;
  /** Opens it (and leaves it open) when something inside needs attention, e.g. a field's error. */
  forceOpen?: boolean;
  /** For a link or a test to find this disclosure. */
  id?: string;
  /** Told when the visitor opens or closes it, e.g. to remember that in a draft. */
  onToggle?: (open: boolean) => void;
  /** Extra classes for its place in a layout (e.g. `min-w-0 flex-1` in a row). */
  className?: string;
}) {
  const summaryId = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (forceOpen && ref.current) ref.current.open = true;
  }, [forceOpen]);
  return (
    <details
      ref={ref}
      id={id}
      className={`group rounded-xl border border-line bg-surface-2 open:bg-card ${className}`}
      open={defaultOpen || undefined}
      onToggle={onToggle ? (e) => onToggle(e.currentTarget.open) : undefined}
      data-more-options
    >
      <summary
        className="flex min-h-11 min-w-0 cursor-pointer list-none items-center gap-2 overflow-hidden rounded-xl px-4 py-2 text-sm font-semibold text-ink select-none [&::-webkit-details-marker]:hidden"
        aria-describedby={summary ? summaryId : undefined}
      >
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        <span className="shrink-0 whitespace-nowrap">{MORE_OPTIONS_LABEL}</span>
        {summary ? (
          <span id={summaryId} className="min-w-0 truncate font-normal text-muted">
            {summary}
          </span>
        ) : null}
      </summary>
      <div className="flex flex-col gap-5 border-t border-line p-4">{children}</div>
    </details>
  );
}
