import { wait as pauseFor } from "../../app/lib/wait";
import { ScriptActions, ScriptResultHeader } from "../shared/ScriptActions";
import { useEffect, useRef, useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { AiRequestError, postStream, type AiErrorInfo } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useAiStatus } from "../../app/lib/use-ai-status";
import { useDraft } from "../../app/lib/use-draft";
import { dateStamp, downloadText } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { StatusBanner } from "../../app/ui/StatusBanner";
import article from "./article.md";
import {
  BANNER_MESSAGES,
  COMPLETE_MESSAGE,
  CONTENT_TYPES,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  DEFAULT_FORM,
  GENERATOR_STEPS,
  OUTPUT_TYPES,
  SCRIPT_API_PATH,
  SCRIPT_LENGTHS,
  SPEC_SECTION_PAUSE_MS,
  TONES,
  canGenerate,
  contentTypeOf,
  countWords,
  failureView,
  fieldErrors,
  findLength,
  formatCounts,
  interruptedMessage,
  isUsableRun,
  joinSections,
  lengthHint,
  lengthOptionLabel,
  newRun,
  nextSection,
  prepProgress,
  scriptFileName,
  sectionProgress,
  sectionStageMessage,
  sentences,
  specStepMs,
  targetWordsPerSection,
  textCounts,
  validateForm,
  type ScriptForm,
  type ScriptRun,
  MESSAGE_TITLE_REQUIRED,
} from "./logic";
import { meta as tool } from "./meta";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { languageLabel } from "../../app/lib/languages";

export const meta = () => toolPageMeta(tool);

const FORM_DRAFT_KEY = "youtube-long-script-generator";
const RUN_DRAFT_KEY = "youtube-long-script-generator:run";
/** Our own per-visitor limit may stop a long script part-way; wait it out this many times per section. */
const MAX_LIMIT_WAITS = 2;
const MAX_LIMIT_WAIT_SECONDS = 60;

const LENGTH_OPTIONS = SCRIPT_LENGTHS.map((l) => ({ value: l.id, label: lengthOptionLabel(l) }));
const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((c) => ({ value: c.id, label: c.label }));
const TONE_OPTIONS = TONES.map((t) => ({ value: t.id, label: t.label }));

function errorInfo(e: unknown): AiErrorInfo {
  if (e instanceof AiRequestError) return e.info;
  return { status: 0, code: "unknown", message: e instanceof Error && e.message ? e.message : "Unknown error occurred" };
}

/** The output type's icon (spec 000 §3): a page of text, or a clapperboard for a production script. */
function OutputTypeIcon({ id }: { id: ScriptForm["outputType"] }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-brand" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {id === "plain" ? (
        <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5" />
      ) : (
        <path d="M4 11h16v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 11l-.6-3.2a2 2 0 0 1 1.6-2.3l11.8-2.2a2 2 0 0 1 2.3 1.6L19.6 7 4 11zM8.5 6.4l2.3 3M13.4 5.5l2.3 3" />
      )}
    </svg>
  );
}

export default function YoutubeLongScriptGenerator() {
  const ai = useAiStatus();
  const [form, setForm, clearForm] = useDraft<ScriptForm>(FORM_DRAFT_KEY, DEFAULT_FORM);
  const [language, setLanguage] = useOutputLanguage(tool.slug);
  const [storedRun, setRun, clearRun] = useDraft<ScriptRun | null>(RUN_DRAFT_KEY, null);
  const run = isUsableRun(storedRun) ? storedRun : null;

  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState("");
  const [progress, setProgress] = useState(0);
  const [showProgress, setShowProgress] = useState(false);
  const [partial, setPartial] = useState<{ section: number; text: string } | null>(null);
  const [titleTouched, setTitleTouched] = useState(false);
  const [specWaits, setSpecWaits] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const scrollBox = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => abortRef.current?.abort();
  }, []);

  const keyMissing = ai.state === "unconfigured" || ai.status?.configured === false;
  const sections = run ? (partial ? [...run.sections, partial.text] : run.sections) : [];
  const scriptText = run ? joinSections(sections, run.total) : "";
  const counts = textCounts(scriptText);
  const hasResult = scriptText.trim() !== "";
  const errors = fieldErrors(form);
  // A blank title is pointed out once the visitor has been in the field; a field that is too long at once.
  const titleError = form.title.trim() === "" ? (titleTouched ? (errors.title ?? null) : null) : (errors.title ?? null);
  const lengthChoice = findLength(form.length);
  const contentChoice = contentTypeOf(form.contentType);

  useEffect(() => {
    const el = scrollBox.current;
    if (el && busy && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [scriptText, busy]);

  function update<K extends keyof ScriptForm>(key: K, value: ScriptForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  async function execute(start: ScriptRun, withPreparation: boolean) {
    const controller = new AbortController();
    abortRef.current = controller;
    const { signal } = controller;
    const total = start.total;
    const target = targetWordsPerSection(findLength(start.form.length));
    let current: ScriptRun = { ...start, error: null, complete: false };
    setRun(current);
    setBusy(true);
    setShowProgress(true);
    stickToBottom.current = true;
    try {
      if (withPreparation) {
        // The spec's six steps, in order. Without SPEC_WAITS they pass as quickly as the
        // browser paints them; with it, each takes its share of the spec's total.
        for (let i = 0; i < GENERATOR_STEPS.length; i++) {
          setStage(GENERATOR_STEPS[i]!.message);
          setProgress(prepProgress(i, specWaits));
          await pauseFor(specWaits ? specStepMs(total) : 0, signal);
        }
      }
      let first = true;
      for (let n = nextSection(current); n !== null; n = nextSection(current)) {
        if (specWaits && !first) await pauseFor(SPEC_SECTION_PAUSE_MS, signal);
        first = false;
        const section = n;
        let limitWaits = 0;
        for (;;) {
          setStage(sectionStageMessage(section, total));
          setProgress(sectionProgress(section, total, 0, target, specWaits));
          setPartial({ section, text: "" });
          try {
            const text = await postStream(
              SCRIPT_API_PATH,
              { ...current.form, section, language },
              {
                onDelta: (_piece, soFar) => {
                  setPartial({ section, text: soFar });
                  setProgress(sectionProgress(section, total, countWords(soFar), target, specWaits));
                },
                onRetry: (r) => setStage(`${sectionStageMessage(section, total)} ${r.message} Retry ${r.attempt}/${r.max}...`),
              },
              signal,
            );
            if (text.trim() === "") {
              throw new AiRequestError({ status: 502, code: "llm_invalid_response", message: "Invalid response structure from AI service" });
            }
            current = { ...current, sections: [...current.sections, text.trim()] };
            setRun(current);
            setPartial(null);
            break;
          } catch (e) {
            // Our own per-visitor limit (not the provider's) can stop a long script part-way:
            // wait as long as it says, then go on with the same section.
            const info = errorInfo(e);
            const wait = info.code === "rate_limited" ? (info.retryAfterSeconds ?? 0) : 0;
            if (signal.aborted || wait <= 0 || wait > MAX_LIMIT_WAIT_SECONDS || limitWaits >= MAX_LIMIT_WAITS) throw e;
            limitWaits += 1;
            setPartial(null);
            setStage(`${info.message} Continuing in ${wait} seconds...`);
            await pauseFor(wait * 1000, signal);
          }
        }
      }
      current = { ...current, complete: true };
      setRun(current);
      setStage(COMPLETE_MESSAGE);
      setProgress(100);
      track("script_generated", { tool: tool.slug, length: current.form.length, words: countWords(joinSections(current.sections, total)) });
    } catch (e) {
      setPartial(null);
      if (signal.aborted) {
        setShowProgress(false);
        return;
      }
      const view = failureView(errorInfo(e));
      current = { ...current, error: view };
      setRun(current);
      setShowProgress(false);
      track("script_generation_failed", { tool: tool.slug, section: current.sections.length + 1 });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setBusy(false);
    }
  }

  function onGenerate() {
    setTitleTouched(true);
    if (validateForm(form)) return;
    const fresh = newRun(form);
    track("form_submit", { tool: tool.slug, length: form.length, content_type: form.contentType, tone: form.tone, output_type: form.outputType });
    void execute(fresh, true);
  }

  function onContinue() {
    if (!run || busy) return;
    track("click", { tool: tool.slug, button: "continue", section: run.sections.length + 1 });
    void execute(run, run.sections.length === 0);
  }

  function onStop() {
    abortRef.current?.abort(new DOMException("Stopped", "AbortError"));
  }

  function onReset() {
    abortRef.current?.abort();
    clearForm();
    clearRun();
    setPartial(null);
    setStage("");
    setProgress(0);
    setShowProgress(false);
    setTitleTouched(false);
  }

  function onDownload() {
    if (!run || !scriptText) return;
    downloadText(scriptFileName(run.form.title, dateStamp()), scriptText);
  }

  const incomplete = run && !run.complete && !busy;
  const errorExtra = run?.error ? sentences([run.error.detail, run.sections.length > 0 ? interruptedMessage(run) : null]) : "";
  const disabled = !canGenerate(form, busy, !keyMissing);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <div className="flex flex-col gap-6">

        <section aria-labelledby="script-config-heading" className="card p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="script-config-heading" className="text-xl font-bold">
              Script Configuration
            </h2>
            <StatusBanner state={ai.state} messages={BANNER_MESSAGES} onRetry={ai.retry} compact />
          </div>
          {ai.state === "failed" && ai.message ? <p className="mt-2 text-sm font-medium text-danger">{ai.message}</p> : null}
          <form
            className="mt-5"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!disabled) onGenerate();
            }}
          >
            <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
              <TextField
                label="Video Title"
                required
                value={form.title}
                onChange={(e) => update("title", e.target.value)}
                onBlur={() => setTitleTouched(true)}
                placeholder="e.g. How to Start a YouTube Channel"
                autoComplete="off"
                error={titleError}
              />
              <SelectField
                label="Script Length"
                value={form.length}
                options={LENGTH_OPTIONS}
                onChange={(e) => update("length", e.target.value as ScriptForm["length"])}
                hint={lengthHint(lengthChoice)}
              />
              <MoreOptions
                summary={`language: ${languageLabel(language)}, description, content type, tone, output type, audience, key points`}
                forceOpen={Boolean(errors.description || errors.targetAudience || errors.keyPoints)}
              >
                <LanguageSelect value={language} onChange={setLanguage} />
                <TextAreaField
                  label="Video Description"
                  rows={3}
                  value={form.description}
                  onChange={(e) => update("description", e.target.value)}
                  placeholder="What is the video about? (optional)"
                  error={errors.description}
                />
                <div className="grid gap-5 sm:grid-cols-2">
                  <SelectField
                    label="Content Type"
                    value={form.contentType}
                    options={CONTENT_TYPE_OPTIONS}
                    onChange={(e) => update("contentType", e.target.value as ScriptForm["contentType"])}
                    hint={contentChoice.description}
                  />
                  <SelectField
                    label="Tone"
                    value={form.tone}
                    options={TONE_OPTIONS}
                    onChange={(e) => update("tone", e.target.value as ScriptForm["tone"])}
                  />
                </div>
                <fieldset>
                  <legend className="text-sm font-semibold text-ink">Output Type</legend>
                  <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
                    {OUTPUT_TYPES.map((o) => {
                      const checked = form.outputType === o.id;
                      return (
                        <label
                          key={o.id}
                          className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-4 ${checked ? "border-brand bg-brand-soft" : "border-line bg-card hover:bg-surface-2"}`}
                        >
                          <input
                            type="radio"
                            name="output-type"
                            value={o.id}
                            checked={checked}
                            onChange={() => update("outputType", o.id)}
                            className="mt-1 h-5 w-5 shrink-0 accent-[var(--c-brand)]"
                          />
                          <span>
                            <span className="flex items-center gap-2 font-semibold text-ink">
                              <OutputTypeIcon id={o.id} />
                              {o.label}
                            </span>
                            <span className="block text-sm text-muted">{o.description}</span>
                          </span>
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
                <TextField
                  label="Target Audience"
                  value={form.targetAudience}
                  onChange={(e) => update("targetAudience", e.target.value)}
                  placeholder="e.g. beginners aged 18–30"
                  autoComplete="off"
                  error={errors.targetAudience}
                />
                <TextAreaField
                  label="Key Points"
                  rows={3}
                  value={form.keyPoints}
                  onChange={(e) => update("keyPoints", e.target.value)}
                  placeholder="Points the script must cover, one per line (optional)"
                  error={errors.keyPoints}
                />
              </MoreOptions>
            </fieldset>

            <ScriptActions
              label="Generate Script"
              disabled={disabled}
              hint={!busy && !keyMissing && !titleError && form.title.trim() === "" ? MESSAGE_TITLE_REQUIRED : null}
              hintId="script-missing"
              busy={busy}
              onStop={onStop}
              canReset={hasResult}
              onReset={onReset}
            />
          </form>
        </section>

        {showProgress ? (
          <div className="card p-5">
            <ProgressBar value={progress} stage={stage} label="Script generation progress" />
          </div>
        ) : null}

        {run?.error && !busy ? (
          <ErrorBox
            title={errorExtra ? run.error.message : undefined}
            message={errorExtra || run.error.message}
            onRetry={onContinue}
            retryLabel={run.sections.length > 0 ? "Continue" : "Try Again"}
          />
        ) : null}

        {incomplete && !run.error && run.sections.length > 0 ? (
          <div role="status" className="flex flex-col gap-3 rounded-xl border border-warn/40 bg-warn-soft p-4 text-warn sm:flex-row sm:items-center">
            <p className="flex-1 text-sm font-medium">Generation stopped. {interruptedMessage(run)}</p>
            <button type="button" className="btn-secondary" onClick={onContinue}>
              Continue
            </button>
          </div>
        ) : null}

        {run && (hasResult || busy) ? (
          <section aria-labelledby="script-result-heading" className="card p-5 sm:p-6">
            <ScriptResultHeader
              headingId="script-result-heading"
              title="Your Script"
              text={scriptText}
              ready={!busy && hasResult}
              onDownload={onDownload}
              slug={tool.slug}
              counts={formatCounts(counts)}
              countsTestId="script-counts"
              copiedLabel={COPIED_LABEL}
              confirmMs={COPY_CONFIRM_MS}
            />
            <div
              ref={scrollBox}
              role="region"
              aria-label="Script text"
              aria-busy={busy}
              tabIndex={0}
              onScroll={(e) => {
                const el = e.currentTarget;
                stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
              }}
              data-testid="script-text"
              dir="auto"
              className="mt-4 h-[28rem] overflow-y-auto rounded-lg border border-line bg-surface-2 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
            >
              {scriptText}
            </div>
          </section>
        ) : null}
      </div>
    </ToolLayout>
  );
}
