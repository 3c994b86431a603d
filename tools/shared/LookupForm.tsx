import type { FormEvent, ReactNode } from "react";
import { TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import type { Progress } from "./use-video-lookup";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";

export interface LookupFormProps {
  label: string;
  placeholder: string;
  button: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  loading: boolean;
  fieldError: string | null;
  progress: Progress;
  progressLabel: string;
  /** Shown under the button (the tool's note). */
  children?: ReactNode;
}

/** The input, button and progress bar both extractors share. The bar's space is kept when idle (no layout shift). */
export function LookupForm({ label, placeholder, button, value, onChange, onSubmit, loading, fieldError, progress, progressLabel, children }: LookupFormProps) {
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  const active = progress.value > 0;
  return (
    <form className="card flex flex-col gap-4 p-5 sm:p-6" onSubmit={submit} noValidate aria-busy={loading}>
      <TextField
        label={label}
        name="video"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={fieldError}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={loading}>
          {button}
        </button>
        <ExampleButton example={EXAMPLES.videoUrl} onFill={() => onChange(EXAMPLES.videoUrl)} />
      </div>
      <div className={active ? "" : "invisible"} aria-hidden={active ? undefined : true}>
        <ProgressBar value={progress.value} stage={progress.stage || "\u00a0"} label={progressLabel} />
      </div>
      {children}
    </form>
  );
}
