import { wait } from "../../app/lib/wait";
import { useEffect, useRef, useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { AiRequestError, NETWORK_ERROR_MESSAGE, postJson, type AiErrorInfo } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useAiStatus, type AiStatusView } from "../../app/lib/use-ai-status";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { languageLabel, MEDIA_PROMPT_LANGUAGE_NOTE, type LanguageCode } from "../../app/lib/languages";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { AdSlot } from "../../app/ui/AdSlot";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadText } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { StatusBanner } from "../../app/ui/StatusBanner";
import { MoreOptions } from "../../app/ui/MoreOptions";
import article from "./article.md";
import {
  API_PATH,
  BANNER_MESSAGES,
  BATCH_PAUSE_MS,
  CHECK_MESSAGES,
  CONTINUE_LABEL,
  COPY_ALL_LABEL,
  DEFAULT_DRAFT,
  DOWNLOAD_TXT_LABEL,
  GENERATE_LABEL,
  MAX_RETRIES,
  NEXT_LABEL,
  PREVIOUS_LABEL,
  RESET_LABEL,
  RETRY_LABEL,
  SCENES,
  SCENE_COUNT_LABEL,
  SCRIPT_LABEL,
  SPEC_STAGES,
  STYLES,
  STYLE_PICKER_LABEL,
  STYLE_SEARCH_LABEL,
  TXT_FILE_NAME,
  USE_RECOMMENDED_LABEL,
  adAfter,
  batchLabel,
  buildTxt,
  checkFailureMessage,
  classifyFailure,
  failureText,
  filterStyles,
  finalFailureMessage,
  findStyle,
  normalizeScenes,
  pageCount,
  pageSlice,
  planBatches,
  retryMessage,
  retryWaitMs,
  scenesFromText,
  scenesText,
  scriptStats,
  showingLine,
  specProgressStepMs,
  validateForm,
  type BatchReply,
  type Draft,
  type Scene,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

/** The inputs of one run, frozen when it starts so Continue resumes the same run. */
interface Run {
  script: string;
  style: string;
  total: number;
  /** Every batch of a run is written in the language chosen when it started. */
  language: LanguageCode;
  scenes: Scene[];
  /** 1-based batch to run next; past the last batch when done. */
  nextBatch: number;
  batches: number;
}

class BatchFailure extends Error {
  constructor(
    message: string,
    public readonly info: AiErrorInfo,
  ) {
    super(message);
  }
}


function bannerFailure(view: AiStatusView): string {
  const s = view.status as (AiStatusView["status"] & { failure?: { code?: string; upstreamStatus?: number } }) | undefined;
  if (!s) return CHECK_MESSAGES.network;
  return checkFailureMessage(s.failure?.upstreamStatus, s.failure?.code ?? (s.state === "not_configured" ? "llm_not_configured" : undefined), s.message ?? view.message);
}

function errorInfo(e: unknown): AiErrorInfo {
  return e instanceof AiRequestError ? e.info : { status: 0, code: "network", message: NETWORK_ERROR_MESSAGE };
}

export default function ScriptToImagePromptGenerator() {
  const [draft, setDraft, clearDraft] = useDraft<Draft>(tool.slug, DEFAULT_DRAFT);
  const status = useAiStatus();
  const [language, setLanguage] = useOutputLanguage(tool.slug, { englishFirst: true });
  const [query, setQuery] = useState("");
  const [specWaits, setSpecWaits] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ value: number; message: string } | null>(null);
  const [retryNote, setRetryNote] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [announce, setAnnounce] = useState("");
  const active = useRef<AbortController | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => active.current?.abort();
  }, []);

  const stats = scriptStats(draft.script);
  const style = findStyle(draft.style);
  const shownStyles = filterStyles(query);
  const update = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((prev) => ({ ...prev, [key]: value }));

  async function runBatches(start: Run, withStages: boolean) {
    // The guard against a second run while one is active (spec 001 §4).
    if (active.current) return;
    const controller = new AbortController();
    active.current = controller;
    const { signal } = controller;
    setBusy(true);
    setError(null);
    setRetryNote(null);
    setAnnounce("");
    let current = start;
    try {
      if (withStages && specWaits) {
        const step = specProgressStepMs(start.total);
        for (const stage of SPEC_STAGES) {
          setProgress(stage);
          await wait(step, signal);
        }
      }
      for (let b = start.nextBatch; b <= current.batches; b++) {
        setProgress({ value: ((b - 1) / current.batches) * 100, message: batchLabel(b, current.batches) });
        setRetryNote(null);
        if (specWaits) await wait(BATCH_PAUSE_MS, signal);
        const body = { script: current.script, style: current.style, totalScenes: current.total, batch: b, language: current.language };
        let scenes: Scene[] | null = null;
        for (let attempt = 0; scenes === null; attempt++) {
          try {
            const reply = await postJson<BatchReply>(API_PATH, body, signal);
            scenes = reply.scenes;
          } catch (e) {
            if (signal.aborted) throw e;
            const info = errorInfo(e);
            const kind = classifyFailure(info);
            if (kind === "fatal" || attempt >= MAX_RETRIES) {
              // Scenes inside the failure text are shown instead of the error (spec 001 §8).
              const found = scenesFromText(info.providerMessage ?? "");
              if (found) {
                const batch = planBatches(current.total)[b - 1]!;
                scenes = normalizeScenes(found, batch.count, findStyle(current.style), batch.start);
                break;
              }
              throw new BatchFailure(failureText(info), info);
            }
            const ms = retryWaitMs(attempt + 1, kind, info.retryAfterSeconds);
            setRetryNote(retryMessage(kind, ms, attempt + 1));
            await wait(ms, signal);
          }
        }
        current = { ...current, scenes: [...current.scenes, ...(scenes ?? [])], nextBatch: b + 1 };
        setRun(current);
        setRetryNote(null);
      }
      setProgress({ value: 100, message: `${current.scenes.length} image prompts ready` });
      setAnnounce(`${current.scenes.length} image prompts generated.`);
      track("prompts_generated", { tool: tool.slug, style: current.style, scenes: current.total, batches: current.batches });
    } catch (e) {
      if (signal.aborted) return;
      const message = e instanceof BatchFailure ? e.message : "";
      setError(finalFailureMessage(message));
      track("generation_failed", { tool: tool.slug, batch: current.nextBatch });
    } finally {
      if (active.current === controller) active.current = null;
      if (!signal.aborted) {
        setBusy(false);
        setProgress(null);
        setRetryNote(null);
      }
    }
  }

  function onGenerate() {
    if (active.current) return;
    const check = validateForm(draft.script, draft.sceneCount);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    if (status.status?.state === "not_configured") {
      setError(status.status.message ?? status.message ?? null);
      return;
    }
    const fresh: Run = { script: draft.script, style: style.id, total: check.scenes, language, scenes: [], nextBatch: 1, batches: planBatches(check.scenes).length };
    setRun(fresh);
    setPage(1);
    track("form_submit", { tool: tool.slug, style: style.id, scenes: check.scenes });
    void runBatches(fresh, true);
  }

  function onContinue() {
    if (run && run.nextBatch <= run.batches) void runBatches(run, false);
  }

  function onReset() {
    active.current?.abort();
    active.current = null;
    clearDraft();
    setQuery("");
    setBusy(false);
    setProgress(null);
    setRetryNote(null);
    setRun(null);
    setError(null);
    setPage(1);
    setAnnounce("");
  }

  function goTo(p: number) {
    setPage(p);
    resultsRef.current?.focus();
  }

  const scenes = run?.scenes ?? [];
  const pages = pageCount(scenes.length);
  const current = pageSlice(scenes, page);
  const unfinished = run !== null && run.nextBatch <= run.batches && !busy;
  const runStyle = findStyle(run?.style ?? draft.style);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="script-heading" className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="script-heading" className="text-xl font-bold">
              Your script
            </h2>
            <StatusBanner
              compact
              state={status.state}
              messages={{ checking: BANNER_MESSAGES.checking, connected: BANNER_MESSAGES.connected, failed: bannerFailure(status) }}
              onRetry={status.retry}
              retryLabel={RETRY_LABEL}
            />
          </div>
          <TextAreaField
            id="script"
            label={SCRIPT_LABEL}
            required
            rows={4}
            value={draft.script}
            placeholder="Paste your full video script here…"
            onChange={(e) => update("script", e.target.value)}
          />

          <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-3" data-testid="script-stats">
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {[
                ["Words", stats.words],
                ["Paragraphs", stats.paragraphs],
                ["Characters", stats.characters],
                ["Recommended scenes", stats.recommendedScenes],
              ].map(([k, v]) => (
                <div key={k} className="flex items-baseline gap-1.5">
                  <dt className="text-muted">{k}</dt>
                  <dd className="font-bold tabular-nums" data-testid={`stat-${String(k).toLowerCase().replace(/\s+/g, "-")}`}>
                    {v}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <TextField
                id="scene-count"
                label={SCENE_COUNT_LABEL}
                type="number"
                inputMode="numeric"
                min={SCENES.min}
                max={SCENES.max}
                value={draft.sceneCount}
                aside={`${SCENES.min}–${SCENES.max}, written 20 at a time`}
                onChange={(e) => update("sceneCount", e.target.value)}
              />
              <button type="button" className="btn-secondary" onClick={() => update("sceneCount", String(stats.recommendedScenes))}>
                {USE_RECOMMENDED_LABEL}
              </button>
            </div>
          </div>

          <MoreOptions summary={`style: ${style.label}, language: ${languageLabel(language)}`}>
            <LanguageSelect value={language} onChange={setLanguage} hint={MEDIA_PROMPT_LANGUAGE_NOTE} />
            <fieldset className="flex min-w-0 flex-col gap-3">
              <legend className="text-sm font-semibold text-ink">{STYLE_PICKER_LABEL}</legend>
              <p className="text-sm text-muted" data-testid="selected-style">
                Selected:{" "}
                <span className="font-semibold text-ink">
                  <span aria-hidden="true">{style.icon}</span> {style.label}
                </span>{" "}
                – {style.description}
              </p>
              <TextField
                label={STYLE_SEARCH_LABEL}
                type="search"
                value={query}
                placeholder={`Search ${STYLES.length} styles, e.g. anime, noir, watercolor`}
                onChange={(e) => setQuery(e.target.value)}
                aside={<span aria-live="polite">{`${shownStyles.length} of ${STYLES.length}`}</span>}
              />
              <div className="grid max-h-96 grid-cols-1 gap-2 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2 lg:grid-cols-3">
                {shownStyles.length === 0 ? <p className="p-3 text-sm text-muted">No styles match your search.</p> : null}
                {shownStyles.map((s) => {
                  const checked = s.id === style.id;
                  return (
                    <label
                      key={s.id}
                      className={`relative flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border p-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--c-focus)] ${
                        checked ? "border-brand bg-brand-soft" : "border-line bg-card hover:bg-surface-2"
                      }`}
                    >
                      <input type="radio" name="visual-style" value={s.id} checked={checked} onChange={() => update("style", s.id)} className="sr-only" />
                      <span aria-hidden="true" className="text-xl leading-6">
                        {s.icon}
                      </span>
                      <span className="min-w-0">
                        <span className="block font-semibold text-ink">{s.label}</span>
                        <span className="block text-xs text-muted">{s.description}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </MoreOptions>

          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn-primary" disabled={busy || status.state === "unconfigured"} onClick={onGenerate}>
              {busy ? "Generating…" : GENERATE_LABEL}
            </button>
            <button type="button" className="btn-secondary" onClick={onReset}>
              {RESET_LABEL}
            </button>
          </div>

          {progress ? (
            <div className="flex flex-col gap-2" data-testid="progress">
              <ProgressBar value={progress.value} stage={progress.message} label="Image prompt generation progress" />
              {retryNote ? (
                <p className="text-sm text-warn" aria-live="polite" data-testid="retry-note">
                  {retryNote}
                </p>
              ) : null}
            </div>
          ) : null}
          {error ? <ErrorBox message={error} onRetry={unfinished ? onContinue : undefined} retryLabel={CONTINUE_LABEL} /> : null}
        </section>

        <p className="sr-only" aria-live="polite">
          {announce}
        </p>

        {scenes.length > 0 ? (
          <section aria-labelledby="results-heading" className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="results-heading" ref={resultsRef} tabIndex={-1} className="text-xl font-bold">
                Image prompts
              </h2>
              <div className="flex flex-wrap gap-2">
                <CopyButton text={() => scenesText(scenes)} label={COPY_ALL_LABEL} trackContext={{ tool: tool.slug, what: "all" }} />
                <button type="button" className="btn-primary" onClick={() => downloadText(TXT_FILE_NAME, buildTxt(scenes, runStyle, new Date()))}>
                  {DOWNLOAD_TXT_LABEL}
                </button>
              </div>
            </div>
            <p className="text-sm text-muted" data-testid="showing" aria-live="polite">
              {showingLine(current.from, current.to, scenes.length)}
              {run && run.nextBatch <= run.batches ? ` (${run.total} requested)` : ""}
            </p>
            <ol className="flex flex-col gap-4">
              {current.items.map((s, i) => (
                <li key={s.number} className="flex flex-col gap-4">
                  <article className="card flex flex-col gap-2 p-4" data-testid="scene-card">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="font-semibold" dir="auto">
                        Scene {s.number}: {s.title}
                      </h3>
                      <CopyButton text={s.prompt} label="Copy" ariaLabel={`Copy scene ${s.number} prompt`} className="btn-ghost" trackContext={{ tool: tool.slug, what: "scene" }} />
                    </div>
                    <p className="text-sm break-words text-ink" dir="auto">
                      {s.prompt}
                    </p>
                  </article>
                  {adAfter(i) ? <AdSlot format="banner" /> : null}
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
                <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {PREVIOUS_LABEL}
                </button>
                <span className="text-sm text-muted">
                  Page {Math.min(page, pages)} of {pages}
                </span>
                <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  {NEXT_LABEL}
                </button>
              </nav>
            ) : null}
          </section>
        ) : null}
      </div>
    </ToolLayout>
  );
}
