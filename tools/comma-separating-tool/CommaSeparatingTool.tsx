import { MoreOptions } from "../../app/ui/MoreOptions";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import article from "./article.md";
import {
  ADVANCED_SETTINGS_LABEL,
  CLEAR_LABEL,
  COLUMN_DATA_LABEL,
  COLUMN_DATA_PLACEHOLDER,
  CONVERT_LEFT_LABEL,
  CONVERT_RIGHT_LABEL,
  CONVERTING_LABEL,
  COPIED_LABEL,
  COPY_CONFIRMATION_MS,
  COPY_LABEL,
  DEFAULT_SETTINGS,
  DELIMITED_DATA_LABEL,
  DELIMITED_DATA_PLACEHOLDER,
  EXPLODE_MODE_OPTIONS,
  MAX_INTERVAL,
  QUOTE_OPTIONS,
  RESULT_PREVIEW_NOTE,
  SETTING_HINTS,
  SETTING_LABELS,
  SHOW_ALL_LABEL,
  convert,
  describeResult,
  normaliseInterval,
  normaliseSettings,
  isLongResult,
  previewText,
  type CommaSettings,
  type ConversionResult,
  type Direction,
  type ExplodeMode,
  type QuoteStyle,
} from "./logic";
import { meta as tool } from "./meta";
import { createWorkerClient, type WorkerClient } from "../../app/lib/worker-client";
import { handleCommaRequest, isLargeInput, type CommaWorkerRequest, type CommaWorkerResponse } from "./worker-protocol";

export const meta = () => toolPageMeta(tool);

type CommaClient = WorkerClient<CommaWorkerRequest, CommaWorkerResponse>;

function createCommaClient(): CommaClient {
  return createWorkerClient<CommaWorkerRequest, CommaWorkerResponse>(
    () => new Worker(new URL("./convert.worker.ts", import.meta.url), { type: "module" }),
    handleCommaRequest,
  );
}

/**
 * A text box here may hold a megabyte. Containment and a compositing layer of its own keep
 * the browser from laying out and repainting all of it whenever something else on the page changes.
 */
const BIG_TEXT_BOX = "[contain:content] [will-change:transform]";

interface Draft {
  column: string;
  delimited: string;
  settings: CommaSettings;
  /**
   * The area holds a conversion's result that has not been shown in full: a long one
   * shows its start only (laying out 1 MB blocks the page for 0.2–0.5 s) until Show all.
   */
  columnIsResult: boolean;
  delimitedIsResult: boolean;
}

const INITIAL_DRAFT: Draft = {
  column: "",
  delimited: "",
  settings: { ...DEFAULT_SETTINGS },
  columnIsResult: false,
  delimitedIsResult: false,
};

type Outcome =
  | { kind: "none" }
  | { kind: "converting"; direction: Direction }
  | { kind: "done"; direction: Direction; result: ConversionResult }
  | { kind: "error"; message: string };

const TAG_FIELDS = ["openTag", "closeTag", "intervalWrapOpen", "intervalWrapClose"] as const satisfies readonly (keyof CommaSettings)[];

export default function CommaSeparatingTool() {
  const [draft, setDraft] = useDraft<Draft>("comma-separating-tool", INITIAL_DRAFT);
  const settings = useMemo(() => normaliseSettings(draft.settings), [draft.settings]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "none" });
  const [intervalText, setIntervalText] = useState<string | null>(null);
  const clientRef = useRef<CommaClient | null>(null);
  // Only the newest conversion may write its result (an older one may finish later).
  const latestConversion = useRef(0);
  const columnId = useId();
  const delimitedId = useId();

  const client = useCallback((): CommaClient => {
    clientRef.current ??= createCommaClient();
    return clientRef.current;
  }, []);
  useEffect(() => () => clientRef.current?.dispose(), []);

  function setSetting<K extends keyof CommaSettings>(key: K, value: CommaSettings[K]) {
    setDraft((d) => ({ ...d, settings: { ...normaliseSettings(d.settings), [key]: value } }));
  }

  function apply(direction: Direction, result: ConversionResult) {
    setDraft((d) =>
      direction === "right"
        ? { ...d, delimited: result.output, delimitedIsResult: true }
        : { ...d, column: result.output, columnIsResult: true },
    );
    setOutcome({ kind: "done", direction, result });
  }

  // Live after the first conversion: the converted side follows every change of its source and
  // of the settings (so it is never stale), until the person edits the converted side itself.
  const liveDirection = useRef<Direction | null>(null);
  const liveKey = useRef("");
  const keyOf = (direction: Direction, text: string) => `${direction}\u0000${JSON.stringify(settings)}\u0000${text}`;
  useEffect(() => {
    const d = liveDirection.current;
    if (!d) return;
    const text = d === "right" ? draft.column : draft.delimited;
    // Emptying the source is how people turn round to convert the other way: keep the result.
    if (text.trim() === "") {
      liveDirection.current = null;
      return;
    }
    const key = keyOf(d, text);
    if (key === liveKey.current) return;
    liveKey.current = key;
    if (!isLargeInput(text)) {
      apply(d, convert(d, text, settings));
      return;
    }
    const t = setTimeout(() => void run(d, true), 300);
    return () => clearTimeout(t);
    // run and apply read only their arguments, settings and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.column, draft.delimited, settings]);

  async function run(direction: Direction, live = false) {
    const text = direction === "right" ? draft.column : draft.delimited;
    const ticket = ++latestConversion.current;
    liveDirection.current = direction;
    liveKey.current = keyOf(direction, text);
    if (!live) track("comma_convert", { tool: tool.slug, direction, length: text.length });
    if (!isLargeInput(text)) {
      apply(direction, convert(direction, text, settings));
      return;
    }
    setOutcome({ kind: "converting", direction });
    const response = await client().request({ direction, text, settings });
    if (ticket !== latestConversion.current) return;
    if (response.type === "result") apply(direction, response.result);
    else setOutcome({ kind: "error", message: response.message });
  }

  function clear() {
    latestConversion.current++;
    liveDirection.current = null;
    setDraft((d) => ({ ...d, column: "", delimited: "", columnIsResult: false, delimitedIsResult: false }));
    setOutcome({ kind: "none" });
    track("clear_text", { tool: tool.slug });
    document.getElementById(columnId)?.focus();
  }

  const busy = outcome.kind === "converting" ? outcome.direction : null;
  const columnShortened = draft.columnIsResult && isLongResult(draft.column);
  const delimitedShortened = draft.delimitedIsResult && isLongResult(draft.delimited);
  // The field shows what was typed while it still means the stored interval ("" and "0" both mean 0).
  const shownInterval =
    intervalText !== null && normaliseInterval(intervalText) === settings.interval ? intervalText : String(settings.interval);
  const explodeHint = EXPLODE_MODE_OPTIONS.find((o) => o.value === settings.explode)?.hint ?? "";
  const quoteExample = QUOTE_OPTIONS.find((o) => o.value === settings.quotes)?.hint ?? "";

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="card flex flex-col gap-6 p-4 sm:p-6">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] lg:items-start">
          <div className="flex min-w-0 flex-col gap-3">
            <TextAreaField
              id={columnId}
              label={COLUMN_DATA_LABEL}
              placeholder={COLUMN_DATA_PLACEHOLDER}
              rows={12}
              spellCheck={false}
              aria-busy={busy === "left" || undefined}
              className={`input min-h-48 resize-y ${BIG_TEXT_BOX} ${busy === "left" ? "opacity-60" : ""} ${columnShortened ? "bg-surface-2" : ""}`}
              readOnly={columnShortened}
              hint={columnShortened ? RESULT_PREVIEW_NOTE : undefined}
              value={columnShortened ? previewText(draft.column) : draft.column}
              onChange={(e) => {
                const column = e.target.value;
                if (liveDirection.current === "left") liveDirection.current = null;
                setDraft((d) => ({ ...d, column, columnIsResult: false }));
              }}
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton
                text={draft.column}
                label={COPY_LABEL}
                copiedLabel={COPIED_LABEL}
                confirmMs={COPY_CONFIRMATION_MS}
                ariaLabel={`${COPY_LABEL} ${COLUMN_DATA_LABEL.toLowerCase()}`}
                className="btn-secondary min-w-24"
                disabled={draft.column === ""}
                trackContext={{ tool: tool.slug, side: "column" }}
              />
              {columnShortened ? (
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={`${SHOW_ALL_LABEL}: ${COLUMN_DATA_LABEL.toLowerCase()}`}
                  onClick={() => setDraft((d) => ({ ...d, columnIsResult: false }))}
                >
                  {SHOW_ALL_LABEL}
                </button>
              ) : null}
            </div>
          </div>

          <div className="grid grid-cols-2 gap-2 lg:flex lg:w-44 lg:flex-col lg:pt-7">
            <button type="button" className="btn-primary px-3 whitespace-nowrap" onClick={() => void run("right")}>
              {CONVERT_RIGHT_LABEL}
              <span aria-hidden="true">
                <span className="lg:hidden">↓</span>
                <span className="hidden lg:inline">→</span>
              </span>
            </button>
            <button type="button" className="btn-primary px-3 whitespace-nowrap" onClick={() => void run("left")}>
              <span aria-hidden="true">
                <span className="lg:hidden">↑</span>
                <span className="hidden lg:inline">←</span>
              </span>
              {CONVERT_LEFT_LABEL}
            </button>
            <button type="button" className="btn-secondary col-span-2" onClick={clear} disabled={draft.column === "" && draft.delimited === ""}>
              {CLEAR_LABEL}
            </button>
          </div>

          <div className="flex min-w-0 flex-col gap-3">
            <TextAreaField
              id={delimitedId}
              label={DELIMITED_DATA_LABEL}
              placeholder={DELIMITED_DATA_PLACEHOLDER}
              rows={12}
              spellCheck={false}
              aria-busy={busy === "right" || undefined}
              className={`input min-h-48 resize-y ${BIG_TEXT_BOX} ${busy === "right" ? "opacity-60" : ""} ${delimitedShortened ? "bg-surface-2" : ""}`}
              readOnly={delimitedShortened}
              hint={delimitedShortened ? RESULT_PREVIEW_NOTE : undefined}
              value={delimitedShortened ? previewText(draft.delimited) : draft.delimited}
              onChange={(e) => {
                const delimited = e.target.value;
                if (liveDirection.current === "right") liveDirection.current = null;
                setDraft((d) => ({ ...d, delimited, delimitedIsResult: false }));
              }}
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton
                text={draft.delimited}
                label={COPY_LABEL}
                copiedLabel={COPIED_LABEL}
                confirmMs={COPY_CONFIRMATION_MS}
                ariaLabel={`${COPY_LABEL} ${DELIMITED_DATA_LABEL.toLowerCase()}`}
                className="btn-secondary min-w-24"
                disabled={draft.delimited === ""}
                trackContext={{ tool: tool.slug, side: "delimited" }}
              />
              {delimitedShortened ? (
                <button
                  type="button"
                  className="btn-ghost"
                  aria-label={`${SHOW_ALL_LABEL}: ${DELIMITED_DATA_LABEL.toLowerCase()}`}
                  onClick={() => setDraft((d) => ({ ...d, delimitedIsResult: false }))}
                >
                  {SHOW_ALL_LABEL}
                </button>
              ) : null}
            </div>
          </div>
        </div>

        <div role="status" aria-live="polite" id="comma-result" className="flex min-h-6 flex-col gap-2 text-sm">
          {outcome.kind === "converting" ? (
            <p className="inline-flex items-center gap-2 text-muted">
              <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-line border-t-brand" />
              {CONVERTING_LABEL}
            </p>
          ) : outcome.kind === "done" ? (
            <>
              <p className="font-medium text-ink">{describeResult(outcome.result)}</p>
              {outcome.result.warnings.length > 0 ? (
                <ul className="flex flex-col gap-1 rounded-lg border border-warn/40 bg-warn-soft px-3 py-2 text-warn">
                  {outcome.result.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : outcome.kind === "error" ? (
            <p className="font-medium text-danger">{outcome.message}</p>
          ) : null}
        </div>

        <MoreOptions id="comma-settings" summary={`${ADVANCED_SETTINGS_LABEL}: delimiter, tidy, dedupe, explode, quotes, tags, interval`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={SETTING_LABELS.delimiter}
              hint={SETTING_HINTS.delimiter}
              autoComplete="off"
              spellCheck={false}
              className="input min-h-11 font-mono"
              maxLength={100}
              value={settings.delimiter}
              onChange={(e) => setSetting("delimiter", e.target.value)}
            />
            <TextField
              label={SETTING_LABELS.interval}
              hint={SETTING_HINTS.interval}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_INTERVAL}
              step={1}
              value={shownInterval}
              onChange={(e) => {
                setIntervalText(e.target.value);
                setSetting("interval", normaliseInterval(e.target.value));
              }}
            />
            <SelectField
              label={SETTING_LABELS.explode}
              hint={`${SETTING_HINTS.explode} ${explodeHint}`}
              options={EXPLODE_MODE_OPTIONS}
              value={settings.explode}
              onChange={(e) => setSetting("explode", e.target.value as ExplodeMode)}
            />
            <SelectField
              label={SETTING_LABELS.quotes}
              hint={
                <>
                  {SETTING_HINTS.quotes} Result: <code className="break-all">{quoteExample}</code>
                </>
              }
              options={QUOTE_OPTIONS}
              value={settings.quotes}
              onChange={(e) => setSetting("quotes", e.target.value as QuoteStyle)}
            />
            <div className="flex min-h-11 items-center">
              <CheckboxField
                label={SETTING_LABELS.tidy}
                hint={SETTING_HINTS.tidy}
                checked={settings.tidy}
                onChange={(e) => setSetting("tidy", e.target.checked)}
              />
            </div>
            <div className="flex min-h-11 items-center">
              <CheckboxField
                label={SETTING_LABELS.dedupe}
                hint={SETTING_HINTS.dedupe}
                checked={settings.dedupe}
                onChange={(e) => setSetting("dedupe", e.target.checked)}
              />
            </div>
            {TAG_FIELDS.map((key) => (
              <TextField
                key={key}
                label={SETTING_LABELS[key]}
                hint={SETTING_HINTS[key]}
                autoComplete="off"
                spellCheck={false}
                className="input min-h-11 font-mono"
                maxLength={1000}
                value={settings[key]}
                onChange={(e) => setSetting(key, e.target.value)}
              />
            ))}
          </div>
        </MoreOptions>
      </div>
    </ToolLayout>
  );
}
