import type { ReactNode } from "react";

/**
 * The three kinds of message a tool page shows, each with one look everywhere:
 *  - error (red): something failed or the input cannot be used;
 *  - warning (amber): it worked, or can work, with a limitation the person should know;
 *  - note (neutral): a tip or an explanation, never alarming.
 * Errors are announced at once (role "alert"); warnings and notes politely (role "status"),
 * or not at all when `live` is false (a note that is part of the page from the start).
 */
export type NoticeTone = "error" | "warning" | "note";

const TONES: Record<NoticeTone, string> = {
  error: "border-danger/40 bg-danger-soft text-danger",
  warning: "border-warn/40 bg-warn-soft text-warn",
  note: "border-line bg-surface-2 text-ink",
};

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  title?: ReactNode;
  /** Announce it when it appears (default: true for errors and warnings). */
  live?: boolean;
  className?: string;
  id?: string;
  "data-testid"?: string;
}

export function Notice({ tone, children, title, live, className = "", id, "data-testid": testId }: NoticeProps) {
  const announce = live ?? tone !== "note";
  const role = !announce ? "note" : tone === "error" ? "alert" : "status";
  return (
    <div id={id} role={role} data-tone={tone} data-testid={testId} className={`rounded-xl border p-3 text-sm ${TONES[tone]} ${className}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-1" : "font-medium"}>{children}</div>
    </div>
  );
}
