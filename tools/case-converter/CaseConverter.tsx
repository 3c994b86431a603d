import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { TextAreaField } from "../../app/ui/Field";
import article from "./article.md";
import {
  CASE_CONVERSIONS,
  CLEAR_LABEL,
  CONVERTING_LABEL,
  COPIED_LABEL,
  COPY_CONFIRMATION_MS,
  COPY_LABEL,
  COUNT_LABELS,
  INPUT_LABEL,
  INPUT_PLACEHOLDER,
  MORE_CASES_LABEL,
  OUTPUT_LABEL,
  OUTPUT_PLACEHOLDER,
  RESULT_PREVIEW_NOTE,
  SHOW_ALL_LABEL,
  TITLE_CASE_STYLE_NOTE,
  convertedMessage,
  isLongResult,
  previewText,
  type CaseConversion,
  type TextCounts,
} from "./logic";
import { meta as tool } from "./meta";
import { useTextCounts, type CountsState } from "./use-text-counts";
import { createWorkerClient, type WorkerClient } from "../../app/lib/worker-client";
import { handleCaseRequest, isLargeInput, type CaseWorkerRequest, type CaseWorkerResponse } from "./worker-protocol";

export const meta = () => toolPageMeta(tool);

type CaseClient = WorkerClient<CaseWorkerRequest, CaseWorkerResponse>;

function createCaseClient(): CaseClient {
  return createWorkerClient<CaseWorkerRequest, CaseWorkerResponse>(
    () => new Worker(new URL("./convert.worker.ts", import.meta.url), { type: "module" }),
    handleCaseRequest,
  );
}

/**
 * A text box here may hold a megabyte. Containment and a compositing layer of its own keep
 * the browser from laying out and repainting all of it whenever something else on the page changes.
 */
const BIG_TEXT_BOX = "[contain:content] [will-change:transform]";

const SPEC_CASES = CASE_CONVERSIONS.filter((c) => c.inSpec);
const EXTRA_CASES = CASE_CONVERSIONS.filter((c) => !c.inSpec);
/** `caseId`: the case last chosen, applied again live as the input changes (never a stale output). */
const EMPTY_DRAFT = { input: "", output: "", caseId: "" };
/** Large inputs are converted again (in the worker) once typing pauses this long. */
const LIVE_DELAY_MS = 300;
const COUNT_KEYS = ["characters", "words", "lines"] as const satisfies readonly (keyof TextCounts)[];

function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

function Counts({ id, label, state }: { id: string; label: string; state: CountsState }) {
  return (
    <dl
      id={id}
      aria-label={label}
      aria-busy={state.pending || undefined}
      className={`flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted transition-opacity ${state.pending ? "opacity-60" : ""}`}
    >
      {COUNT_KEYS.map((key) => (
        <div key={key} className="flex gap-1.5">
          <dt>{COUNT_LABELS[key]}</dt>
          <dd className="font-semibold text-ink tabular-nums" data-count={key}>
            {state.counts ? formatCount(state.counts[key]) : "…"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Status = { kind: "idle" } | { kind: "converting" } | { kind: "done"; conversion: CaseConversion } | { kind: "error"; message: string };

export default function CaseConverter() {
  const [draft, setDraft, clearDraft] = useDraft("case-converter", EMPTY_DRAFT);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // A long output shows its start only (laying out 1 MB blocks the page) until Show all.
  const [showAllOutput, setShowAllOutput] = useState(false);
  const clientRef = useRef<CaseClient | null>(null);
  // Only the newest conversion may write the output (an older, slower one may finish later).
  const latestConversion = useRef(0);
  const inputId = useId();
  const outputId = useId();

  const client = useCallback((): CaseClient => {
    clientRef.current ??= createCaseClient();
    return clientRef.current;
  }, []);
  useEffect(() => () => clientRef.current?.dispose(), []);

  const countLarge = useCallback(
    async (text: string): Promise<TextCounts> => {
      const response = await client().request({ type: "count", text });
      return response.type === "count" ? response.counts : { characters: 0, words: 0, lines: 0 };
    },
    [client],
  );
  const inputCounts = useTextCounts(draft.input, countLarge);
  const outputCounts = useTextCounts(draft.output, countLarge);

  /** "Converted to …" is announced when a case is chosen, not again on every keystroke. */
  function setDone(conversion: CaseConversion, live: boolean) {
    setStatus((st) => (live && st.kind === "done" && st.conversion.id === conversion.id ? st : { kind: "done", conversion }));
  }

  async function convert(conversion: CaseConversion, text = draft.input, live = false) {
    const ticket = ++latestConversion.current;
    if (!live) track("convert_case", { tool: tool.slug, conversion: conversion.id, length: text.length });
    if (!isLargeInput(text)) {
      if (!live) setShowAllOutput(false);
      const output = conversion.convert(text);
      setDraft((d) => (d.output === output && d.caseId === conversion.id ? d : { ...d, output, caseId: conversion.id }));
      setDone(conversion, live);
      return;
    }
    setStatus({ kind: "converting" });
    const response = await client().request({ type: "convert", conversion: conversion.id, text });
    if (ticket !== latestConversion.current) return;
    if (response.type === "convert") {
      if (!live) setShowAllOutput(false);
      setDraft((d) => ({ ...d, output: response.output, caseId: conversion.id }));
      setDone(conversion, live);
    } else {
      setStatus({ kind: "error", message: response.type === "error" ? response.message : "Conversion failed." });
    }
  }

  // Live: once a case is chosen, every change of the input converts again (at once for normal
  // texts, after a pause in typing for very large ones), so the output is never stale.
  const active = CASE_CONVERSIONS.find((c) => c.id === draft.caseId);
  const lastLive = useRef<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const key = `${active.id}\u0000${draft.input}`;
    if (lastLive.current === key) return;
    lastLive.current = key;
    if (!isLargeInput(draft.input)) {
      void convert(active, draft.input, true);
      return;
    }
    const t = setTimeout(() => void convert(active, draft.input, true), LIVE_DELAY_MS);
    return () => clearTimeout(t);
    // convert reads only its arguments and stable setters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.input, active]);

  function choose(conversion: CaseConversion) {
    lastLive.current = `${conversion.id}\u0000${draft.input}`;
    void convert(conversion);
    // The result is the point: bring the output into view (it sits beside the input on wide screens).
    const out = document.getElementById(outputId);
    if (out) {
      const r = out.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) out.scrollIntoView({ block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    }
  }

  function clear() {
    latestConversion.current++;
    clearDraft();
    setShowAllOutput(false);
    setStatus({ kind: "idle" });
    track("clear_text", { tool: tool.slug });
    document.getElementById(inputId)?.focus();
  }

  const converting = status.kind === "converting";
  const outputShortened = !showAllOutput && isLongResult(draft.output);
  const statusText =
    status.kind === "converting"
      ? CONVERTING_LABEL
      : status.kind === "done"
        ? convertedMessage(status.conversion)
        : status.kind === "error"
          ? status.message
          : "";

  const caseButton = (c: CaseConversion) => (
    <button
      key={c.id}
      type="button"
      className="btn-secondary aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-ink"
      aria-pressed={draft.caseId === c.id}
      aria-describedby={c.id === "title" ? "case-title-style" : undefined}
      onClick={() => choose(c)}
    >
      {c.label}
    </button>
  );

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <div className="card flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-4">
          <div role="group" aria-label="Cases" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {SPEC_CASES.map(caseButton)}
          </div>
          <div
            role="group"
            aria-labelledby="case-more-cases"
            className="flex flex-col gap-2 rounded-xl border border-dashed border-line bg-surface-2 p-3"
          >
            <p id="case-more-cases" className="text-sm font-semibold text-muted">
              {MORE_CASES_LABEL}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">{EXTRA_CASES.map(caseButton)}</div>
          </div>
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-2">
            <TextAreaField
              id={inputId}
              label={INPUT_LABEL}
              placeholder={INPUT_PLACEHOLDER}
              rows={8}
              spellCheck={false}
              className={`input min-h-40 resize-y ${BIG_TEXT_BOX}`}
              value={draft.input}
              onChange={(e) => setDraft((d) => ({ ...d, input: e.target.value }))}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Counts id="case-input-counts" label={`${INPUT_LABEL} counts`} state={inputCounts} />
              <button type="button" className="btn-secondary" onClick={clear} disabled={draft.input === ""}>
                {CLEAR_LABEL}
              </button>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <TextAreaField
              id={outputId}
              label={OUTPUT_LABEL}
              placeholder={OUTPUT_PLACEHOLDER}
              rows={8}
              readOnly
              spellCheck={false}
              aria-busy={converting || undefined}
              className={`input min-h-40 resize-y bg-surface-2 ${BIG_TEXT_BOX} ${converting ? "opacity-60" : ""}`}
              hint={outputShortened ? RESULT_PREVIEW_NOTE : undefined}
              value={outputShortened ? previewText(draft.output) : draft.output}
            />
            <Counts id="case-output-counts" label={`${OUTPUT_LABEL} counts`} state={outputCounts} />
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <CopyButton
                text={draft.output}
                label={COPY_LABEL}
                copiedLabel={COPIED_LABEL}
                confirmMs={COPY_CONFIRMATION_MS}
                className="btn-primary min-w-24"
                disabled={draft.output === ""}
                trackContext={{ tool: tool.slug }}
              />
              {outputShortened ? (
                <button type="button" className="btn-secondary" onClick={() => setShowAllOutput(true)}>
                  {SHOW_ALL_LABEL}
                </button>
              ) : null}
              <p
                role="status"
                aria-live="polite"
                className={`min-h-5 text-sm ${status.kind === "error" ? "text-danger" : "text-muted"}`}
              >
                {converting ? (
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-line border-t-brand" />
                    {statusText}
                  </span>
                ) : (
                  statusText
                )}
              </p>
            </div>
          </div>
        </div>
        <p id="case-title-style" className="text-sm text-muted">
          {TITLE_CASE_STYLE_NOTE}
        </p>
      </div>
    </ToolLayout>
  );
}
