import type { ReactNode } from "react";
import { ToolLayout } from "../../app/components/ToolLayout";
import { useDraft } from "../../app/lib/use-draft";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { Notice } from "../../app/ui/Notice";
import { useReveal } from "../../app/ui/reveal";
import type { ToolMeta } from "../types";
import { LookupForm } from "./LookupForm";
import { useVideoLookup } from "./use-video-lookup";
import type { VideoBase } from "./video-lookup";

/**
 * The whole page of a video lookup tool (tag extractor, title and description extractor): the
 * remembered link, the form with the tool's note, the announced result brought into view with
 * focus, or the error. The tool gives its words and renders its result.
 */
export function VideoLookupTool<T extends VideoBase>({
  tool,
  article,
  apiPath,
  read,
  draftKey,
  labels,
  progressLabel,
  note,
  status,
  children,
}: {
  tool: ToolMeta;
  article: string;
  apiPath: string;
  read: (v: unknown) => T | null;
  draftKey: string;
  labels: { input: string; placeholder: string; extract: string };
  progressLabel: string;
  note: string;
  /** What a screen reader hears when the result arrives. */
  status: (result: T) => string;
  children: (result: T, run: number) => ReactNode;
}) {
  const [draft, setDraft] = useDraft(draftKey, { input: "" });
  const { state, progress, fieldError, lookup, loading } = useVideoLookup(apiPath, read, tool.slug);
  // A new result comes into view with focus (an error box does so by itself).
  const resultRef = useReveal<HTMLElement>(state.kind === "done" ? state.run : null);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <LookupForm
        label={labels.input}
        placeholder={labels.placeholder}
        button={labels.extract}
        value={draft.input}
        onChange={(input) => setDraft({ input })}
        onSubmit={() => void lookup(draft.input)}
        loading={loading}
        fieldError={fieldError}
        progress={progress}
        progressLabel={progressLabel}
      >
        <Notice tone="note">{note}</Notice>
      </LookupForm>

      <p role="status" className="sr-only">
        {state.kind === "done" ? status(state.result) : ""}
      </p>
      <section ref={resultRef} aria-label="Result" className="mt-8 outline-none">
        {state.kind === "done" ? children(state.result, state.run) : null}
        {state.kind === "error" ? <ErrorBox message={state.message} /> : null}
      </section>
    </ToolLayout>
  );
}
