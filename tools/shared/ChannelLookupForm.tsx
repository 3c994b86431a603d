import type { FormEvent } from "react";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";
import { TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";

/** The channel image downloaders' form: the channel field, the button, an example, and the progress row. */
export function ChannelLookupForm({
  labels,
  progressLabel,
  lookup,
}: {
  labels: { input: string; placeholder: string; get: string };
  progressLabel: string;
  lookup: {
    draft: { input: string };
    setDraft: (d: { input: string }) => void;
    fieldError: string | null;
    loading: boolean;
    progress: { value: number; stage: string };
    onSubmit: (e: FormEvent) => void;
  };
}) {
  const { draft, setDraft, fieldError, loading, progress, onSubmit } = lookup;
  return (
    <form className="card flex flex-col gap-4 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-busy={loading}>
      <TextField
        label={labels.input}
        name="channel"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={labels.placeholder}
        value={draft.input}
        onChange={(e) => setDraft({ input: e.target.value })}
        error={fieldError}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={loading}>
          {labels.get}
        </button>
        <ExampleButton example={EXAMPLES.channelUrl} onFill={() => setDraft({ input: EXAMPLES.channelUrl })} />
      </div>
      {/* The bar's row is always there, so nothing moves when a lookup starts. */}
      <div className={progress.value > 0 ? "" : "invisible"} aria-hidden={progress.value > 0 ? undefined : true}>
        <ProgressBar value={progress.value} stage={progress.stage} label={progressLabel} />
      </div>
    </form>
  );
}
