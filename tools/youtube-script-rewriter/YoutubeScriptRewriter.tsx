import { wait } from "../../app/lib/wait";
import { ScriptActions, ScriptResultHeader } from "../shared/ScriptActions";
import { useEffect, useRef, useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { AiRequestError, postStream, type AiErrorInfo } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useAiStatus } from "../../app/lib/use-ai-status";
import { useDraft } from "../../app/lib/use-draft";
import { dateStamp, downloadText } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { StatusBanner } from "../../app/ui/StatusBanner";
import { AI_STATUS_MESSAGES as BANNER_MESSAGES } from "../../app/lib/ai-messages";
import { countWords, withinCharacters } from "../../app/lib/text";
import article from "./article.md";
import {
  COMPLETE_MESSAGE,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  DEFAULT_FORM,
  MAX_CHANNEL_CHARS,
  MAX_SCRIPT_CHARS,
  MESSAGE_CHANNEL_REQUIRED,
  MESSAGE_CHANNEL_TOO_LONG,
  MESSAGE_SCRIPT_REQUIRED,
  MESSAGE_SCRIPT_TOO_LONG,
  REWRITER_STEPS,
  REWRITE_API_PATH,
  canRewrite,
  formatCounts,
  rewriteFailureView,
  rewriteMissing,
  rewriteFileName,
  specStepMs,
  streamingProgress,
  streamingStep,
  textCounts,
  validateForm,
  type FailureView,
  type RewriteForm,
} from "./logic";
import { meta as tool } from "./meta";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { LanguageSelect } from "../../app/ui/LanguageSelect";

export const meta = () => toolPageMeta(tool);

const FORM_DRAFT_KEY = "youtube-script-rewriter";
const RESULT_DRAFT_KEY = "youtube-script-rewriter:result";

interface RewriteResult {
  channelName: string;
  text: string;
}

function errorInfo(e: unknown): AiErrorInfo {
  if (e instanceof AiRequestError) return e.info;
  return { status: 0, code: "unknown", message: e instanceof Error && e.message ? e.message : "Unknown error occurred" };
}

export default function YoutubeScriptRewriter() {
  const ai = useAiStatus();
  const [form, setForm, clearForm] = useDraft<RewriteForm>(FORM_DRAFT_KEY, DEFAULT_FORM);
  const [language, setLanguage] = useOutputLanguage(tool.slug);
  const [result, setResult, clearResult] = useDraft<RewriteResult | null>(RESULT_DRAFT_KEY, null);
  const saved = result && typeof result.text === "string" && typeof result.channelName === "string" ? result : null;

  const [busy, setBusy] = useState(false);
  const [streamed, setStreamed] = useState<string | null>(null);
  const [stage, setStage] = useState("");
  const [progress, setProgress] = useState(0);
  const [showProgress, setShowProgress] = useState(false);
  const [error, setError] = useState<FailureView | null>(null);
  const [touched, setTouched] = useState({ channelName: false, script: false });
  const [specWaits, setSpecWaits] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => abortRef.current?.abort();
  }, []);

  const keyMissing = ai.state === "unconfigured" || ai.status?.configured === false;
  const text = streamed ?? saved?.text ?? "";
  const hasResult = text.trim() !== "";
  const inputCounts = textCounts(form.script);
  const resultCounts = textCounts(text);

  const channelError =
    !withinCharacters(form.channelName, MAX_CHANNEL_CHARS)
      ? MESSAGE_CHANNEL_TOO_LONG
      : touched.channelName && form.channelName.trim() === ""
        ? MESSAGE_CHANNEL_REQUIRED
        : null;
  const scriptError =
    !withinCharacters(form.script, MAX_SCRIPT_CHARS) ? MESSAGE_SCRIPT_TOO_LONG : touched.script && form.script.trim() === "" ? MESSAGE_SCRIPT_REQUIRED : null;

  function update<K extends keyof RewriteForm>(key: K, value: RewriteForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  function showStep(i: number, value?: number) {
    const step = REWRITER_STEPS[i]!;
    setStage(step.message);
    setProgress((p) => Math.max(p, value ?? step.progress));
  }

  async function onRewrite() {
    setTouched({ channelName: true, script: true });
    if (busy || validateForm(form)) return;
    const input: RewriteForm = { channelName: form.channelName.trim(), script: form.script };
    const originalWords = countWords(input.script);
    const controller = new AbortController();
    abortRef.current = controller;
    const { signal } = controller;
    setBusy(true);
    setError(null);
    setProgress(0);
    setShowProgress(true);
    setStreamed("");
    track("form_submit", { tool: tool.slug, words: originalWords });
    try {
      if (specWaits) {
        // The spec's fake progress, only with SPEC_WAITS=on: six equal steps before the request.
        for (let i = 0; i < REWRITER_STEPS.length; i++) {
          showStep(i);
          await wait(specStepMs(input.script), signal);
        }
      } else {
        showStep(0);
      }
      if (!specWaits) showStep(1);
      let step = 1;
      const rewritten = await postStream(
        REWRITE_API_PATH,
        { ...input, language },
        {
          onDelta: (_piece, soFar) => {
            setStreamed(soFar);
            if (specWaits) return;
            const words = countWords(soFar);
            const next = streamingStep(words, originalWords, false);
            if (next > step) step = next;
            showStep(step, streamingProgress(words, originalWords));
          },
          onRetry: (r) => setStage(`${r.message} Retry ${r.attempt}/${r.max}...`),
        },
        signal,
      );
      if (!specWaits) showStep(5);
      const finalText = rewritten.trim();
      if (finalText === "") {
        throw new AiRequestError({ status: 502, code: "llm_invalid_response", message: "Invalid response structure from AI service" });
      }
      setResult({ channelName: input.channelName, text: finalText });
      setStreamed(null);
      setStage(COMPLETE_MESSAGE);
      setProgress(100);
      track("script_rewritten", { tool: tool.slug, words: countWords(finalText) });
    } catch (e) {
      setStreamed(null);
      setShowProgress(false);
      if (signal.aborted) return;
      setError(rewriteFailureView(errorInfo(e)));
      track("script_rewrite_failed", { tool: tool.slug });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setBusy(false);
    }
  }

  function onStop() {
    abortRef.current?.abort(new DOMException("Stopped", "AbortError"));
  }

  function onReset() {
    abortRef.current?.abort();
    clearForm();
    clearResult();
    setStreamed(null);
    setStage("");
    setProgress(0);
    setShowProgress(false);
    setError(null);
    setTouched({ channelName: false, script: false });
  }

  function onDownload() {
    if (!saved || !hasResult) return;
    downloadText(rewriteFileName(saved.channelName, dateStamp()), text);
  }

  // Beside the disabled button, what is missing, until the field itself says it.
  const missingHint = !busy && !keyMissing && !channelError && !scriptError ? rewriteMissing(form) : null;

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <div className="flex flex-col gap-6">

        <section aria-labelledby="rewriter-config-heading" className="card p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="rewriter-config-heading" className="text-xl font-bold">
              Script Rewriter Configuration
            </h2>
            <StatusBanner state={ai.state} messages={BANNER_MESSAGES} onRetry={ai.retry} compact />
          </div>
          {ai.state === "failed" && ai.message ? <p className="mt-2 text-sm font-medium text-danger">{ai.message}</p> : null}
          <form
            className="mt-5"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void onRewrite();
            }}
          >
            <fieldset disabled={busy} className="flex min-w-0 flex-col gap-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Channel Name"
                  required
                  value={form.channelName}
                  onChange={(e) => update("channelName", e.target.value)}
                  onBlur={() => setTouched((t) => ({ ...t, channelName: true }))}
                  placeholder="e.g. Creator Academy"
                  autoComplete="off"
                  error={channelError}
                />
                <LanguageSelect value={language} onChange={setLanguage} />
              </div>
              <TextAreaField
                label="Original Script"
                required
                rows={8}
                value={form.script}
                onChange={(e) => update("script", e.target.value)}
                onBlur={() => setTouched((t) => ({ ...t, script: true }))}
                placeholder="Paste the script you want to rewrite"
                error={scriptError}
                hint={form.script.length > 0 ? <span data-testid="input-counts">{formatCounts(inputCounts)}</span> : null}
              />
            </fieldset>
            <ScriptActions
              label="Rewrite Script"
              disabled={!canRewrite(form, busy) || keyMissing}
              hint={missingHint}
              hintId="rewrite-missing"
              busy={busy}
              onStop={onStop}
              canReset={hasResult}
              onReset={onReset}
            />
          </form>
        </section>

        {showProgress ? (
          <div className="card p-5">
            <ProgressBar value={progress} stage={stage} label="Script rewrite progress" />
          </div>
        ) : null}

        {error && !busy ? <ErrorBox title={error.detail ? error.message : undefined} message={error.detail ?? error.message} /> : null}

        {hasResult || busy ? (
          <section aria-labelledby="rewrite-result-heading" className="card p-5 sm:p-6">
            <ScriptResultHeader
              headingId="rewrite-result-heading"
              title="Rewritten Script"
              text={text}
              ready={!busy && hasResult}
              onDownload={onDownload}
              slug={tool.slug}
              counts={formatCounts(resultCounts)}
              countsTestId="result-counts"
              copiedLabel={COPIED_LABEL}
              confirmMs={COPY_CONFIRM_MS}
            />
            <div
              role="region"
              aria-label="Rewritten script text"
              aria-busy={busy}
              tabIndex={0}
              data-testid="rewrite-text"
              dir="auto"
              className="mt-4 max-h-[28rem] min-h-48 overflow-y-auto rounded-lg border border-line bg-surface-2 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink"
            >
              {text}
            </div>
          </section>
        ) : null}
      </div>
    </ToolLayout>
  );
}
