import { useEffect, useRef, useState } from "react";
import { copyText } from "./copy";

export interface CopyButtonProps {
  /** The text, or a function that produces it at click time. */
  text: string | (() => string);
  label?: string;
  /** Label shown after a successful copy, for `confirmMs`. */
  copiedLabel?: string;
  confirmMs?: number;
  /** Called instead of copying when there is nothing to copy (e.g. to show the spec's alert). */
  onEmpty?: () => void;
  onCopied?: () => void;
  trackContext?: Record<string, unknown>;
  className?: string;
  disabled?: boolean;
  /** Accessible name when the visible label is not enough (e.g. several Copy buttons). */
  ariaLabel?: string;
}

export function CopyButton({
  text,
  label = "Copy",
  copiedLabel = "Copied!",
  confirmMs = 2000,
  onEmpty,
  onCopied,
  trackContext,
  className = "btn-secondary",
  disabled,
  ariaLabel,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    const value = typeof text === "function" ? text() : text;
    if (!value) {
      onEmpty?.();
      return;
    }
    if (await copyText(value, trackContext)) {
      setCopied(true);
      onCopied?.();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), confirmMs);
    }
  }

  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-label={ariaLabel}>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
