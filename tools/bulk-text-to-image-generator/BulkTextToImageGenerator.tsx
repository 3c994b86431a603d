import { useReveal } from "../../app/ui/reveal";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { dateStamp, downloadBlob } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextAreaField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import { KeyEntry } from "../shared/KeyEntry";
import {
  ASPECT_LABEL,
  ASPECT_NAMES,
  ASPECT_RATIOS,
  cleanDraft,
  DEFAULT_DRAFT,
  DELAY_LABEL,
  DELAYS_MS,
  delayLabel,
  DOWNLOAD_LABEL,
  DOWNLOAD_ZIP_LABEL,
  EMPTY_STATE,
  GEMINI_IMAGE_MODEL,
  GEMINI_KEY_LABEL,
  GENERATE_LABEL,
  imageApiFailed,
  imageFileName,
  KEY_STATUS_TEXT,
  MESSAGE_DEFAULT_MISSING,
  MESSAGE_GEMINI_KEY_REQUIRED,
  MESSAGE_NO_IMAGE,
  MESSAGE_NO_PROMPTS,
  MODEL_LABEL,
  MODEL_NAMES,
  MODELS,
  NEGATIVE_LABEL,
  parsePrompts,
  progressPercent,
  progressStage,
  promptCountLabel,
  PROMPTS_LABEL,
  RESET_LABEL,
  RETRY_FAILED_LABEL,
  runSummary,
  STOP_LABEL,
  withNegative,
  ZIP_BUSY_LABEL,
  ZIP_PAUSE_MS,
  zipDoneMessage,
  zipFileName,
  type AspectRatio,
  type BulkDraft,
  type BulkModel,
  type DelayMs,
  type KeyStatus,
} from "./logic";
import { fetchDefaultStatus, generateDefault, generateGemini, ImageRequestError, NoImageError, ProviderHttpError, readKey } from "../shared/image-providers";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

interface GroupImage {
  url: string;
  blob: Blob;
}

interface Group {
  /** The prompt's position in the list, from 1. */
  number: number;
  prompt: string;
  model: string;
  aspectRatio: AspectRatio;
  status: "pending" | "running" | "done" | "error";
  error?: string;
  images: GroupImage[];
}

const DRAFT_KEY = "bulk-text-to-image-generator";

/** The CSS aspect-ratio value for a choice, so image boxes keep their size before images arrive. */
const cssRatio = (a: AspectRatio) => a.replace(":", " / ");

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });
}

export default function BulkTextToImageGenerator() {
  const [rawDraft, setDraft] = useDraft<BulkDraft>(DRAFT_KEY, DEFAULT_DRAFT);
  const draft = cleanDraft(rawDraft);
  const prompts = parsePrompts(draft.prompts);

  const [keyStatus, setKeyStatus] = useState<KeyStatus>("checking");
  const [defaultModelName, setDefaultModelName] = useState("default");
  const [geminiKey, setGeminiKey] = useState("");
  const [touched, setTouched] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ value: number; stage: string } | null>(null);
  const [groups, setGroups] = useState<Group[]>([]);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [summary, setSummary] = useState("");
  const [zipBusy, setZipBusy] = useState(false);
  const [zipMessage, setZipMessage] = useState("");
  const [specWaits, setSpecWaits] = useState(false);
  const [stopping, setStopping] = useState(false);
  /** Counts runs: each start brings the results into view with focus (the Generate button is disabled meanwhile). */
  const [runCount, setRunCount] = useState(0);
  const resultsRef = useReveal<HTMLHeadingElement>(runCount || null);

  const stopRef = useRef(false);
  const delayAbort = useRef<AbortController | null>(null);
  const unmounted = useRef(new AbortController());
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const gone = unmounted.current;
    setSpecWaits(getPublicSettings().specWaits);
    setGeminiKey(readKey("gemini"));
    fetchDefaultStatus(gone.signal)
      .then((s) => {
        setKeyStatus(s.configured ? "ok" : "missing");
        setDefaultModelName(s.model);
        // No built-in model on this site: start on the first model that takes the visitor's own key.
        if (!s.configured) setDraft((prev) => (cleanDraft(prev).model === "default" ? { ...cleanDraft(prev), model: "gemini" } : prev));
      })
      .catch(() => {
        if (!gone.signal.aborted) setKeyStatus("missing");
      });
    const held = urls.current;
    return () => {
      gone.abort();
      delayAbort.current?.abort();
      for (const u of held) URL.revokeObjectURL(u);
      held.clear();
    };
  }, []);

  const model = draft.model;
  const needsKey = model === "gemini" && !geminiKey;
  const canGenerate = prompts.length > 0 && !running && !needsKey;

  function update<K extends keyof BulkDraft>(key: K, value: BulkDraft[K]) {
    setDraft((prev) => ({ ...cleanDraft(prev), [key]: value }));
  }

  function patchGroup(number: number, patch: Partial<Group>) {
    setGroups((gs) => gs.map((g) => (g.number === number ? { ...g, ...patch } : g)));
  }

  function failureMessage(e: unknown): string {
    if (e instanceof ImageRequestError) return e.message;
    if (e instanceof ProviderHttpError) return imageApiFailed(e.status, e.body);
    if (e instanceof NoImageError) return MESSAGE_NO_IMAGE;
    return e instanceof Error && e.message ? e.message : "Something went wrong. Please try again.";
  }

  async function generateOne(prompt: string, opts: { model: BulkModel; negative: string; aspectRatio: AspectRatio }): Promise<Blob> {
    if (opts.model === "gemini") {
      return generateGemini(
        { key: readKey("gemini"), baseUrl: getPublicSettings().geminiBaseUrl, prompt: withNegative(prompt, opts.negative), aspectRatio: opts.aspectRatio },
        unmounted.current.signal,
      );
    }
    return generateDefault({ prompt, negativePrompt: opts.negative.trim() || undefined, aspectRatio: opts.aspectRatio, purpose: "bulk" }, unmounted.current.signal);
  }

  /** Runs the given prompts one after another with the chosen delay between them (spec 001 §4). */
  async function run(list: { number: number; prompt: string }[], fresh: boolean) {
    const opts = { model: draft.model, negative: draft.negativePrompt, aspectRatio: draft.aspectRatio };
    const delayMs = draft.delayMs;
    const modelName = opts.model === "gemini" ? GEMINI_IMAGE_MODEL : defaultModelName;
    stopRef.current = false;
    setStopping(false);
    setRunning(true);
    setRunCount((n) => n + 1);
    setGeneralError(null);
    setSummary("");
    setZipMessage("");
    if (fresh) {
      for (const u of urls.current) URL.revokeObjectURL(u);
      urls.current.clear();
      setGroups(list.map((p) => ({ ...p, model: modelName, aspectRatio: opts.aspectRatio, status: "pending", images: [] })));
    } else {
      const numbers = new Set(list.map((p) => p.number));
      setGroups((gs) =>
        gs.map((g) => (numbers.has(g.number) ? { ...g, model: modelName, aspectRatio: opts.aspectRatio, status: "pending", error: undefined, images: [] } : g)),
      );
    }
    track("generate_images", { tool: tool.slug, model: opts.model, prompts: list.length, aspect_ratio: opts.aspectRatio, retry: !fresh });
    let made = 0;
    let failed = 0;
    let done = 0;
    for (let i = 0; i < list.length; i++) {
      if (stopRef.current || unmounted.current.signal.aborted) break;
      const item = list[i]!;
      setProgress({ value: progressPercent(done, list.length), stage: progressStage(i, list.length, item.prompt) });
      patchGroup(item.number, { status: "running" });
      try {
        const blob = await generateOne(item.prompt, opts);
        const url = URL.createObjectURL(blob);
        urls.current.add(url);
        patchGroup(item.number, { status: "done", images: [{ url, blob }] });
        made++;
      } catch (e) {
        if (unmounted.current.signal.aborted) return;
        patchGroup(item.number, { status: "error", error: failureMessage(e) });
        failed++;
      }
      done++;
      setProgress({ value: progressPercent(done, list.length), stage: progressStage(i, list.length, item.prompt) });
      if (i < list.length - 1 && !stopRef.current) {
        const c = new AbortController();
        delayAbort.current = c;
        await pause(delayMs, c.signal);
        delayAbort.current = null;
      }
    }
    const stopped = done < list.length;
    if (stopped) {
      // Prompts that never ran stay listed, so Retry failed prompts can pick them up.
      const ran = new Set(list.slice(0, done).map((p) => p.number));
      setGroups((gs) => gs.map((g) => (g.status === "pending" && !ran.has(g.number) ? { ...g, status: "error", error: "Not run: the run was stopped." } : g)));
    }
    setRunning(false);
    setProgress(null);
    setSummary(runSummary(made, failed + (list.length - done), stopped));
  }

  function onGenerate(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (running) return;
    if (prompts.length === 0) return setGeneralError(MESSAGE_NO_PROMPTS);
    if (model === "gemini" && !readKey("gemini")) return setGeneralError(MESSAGE_GEMINI_KEY_REQUIRED);
    if (model === "default" && keyStatus === "missing") return setGeneralError(MESSAGE_DEFAULT_MISSING);
    void run(
      prompts.map((prompt, i) => ({ number: i + 1, prompt })),
      true,
    );
  }

  function onStop() {
    stopRef.current = true;
    setStopping(true);
    delayAbort.current?.abort();
  }

  function onRetryFailed() {
    const failedGroups = groups.filter((g) => g.status === "error").map((g) => ({ number: g.number, prompt: g.prompt }));
    if (failedGroups.length === 0 || running) return;
    if (model === "gemini" && !readKey("gemini")) return setGeneralError(MESSAGE_GEMINI_KEY_REQUIRED);
    void run(failedGroups, false);
  }

  function onReset() {
    if (running) return;
    for (const u of urls.current) URL.revokeObjectURL(u);
    urls.current.clear();
    setGroups([]);
    setProgress(null);
    setSummary("");
    setZipMessage("");
    setGeneralError(null);
    setTouched(false);
    setDraft((prev) => ({ ...cleanDraft(prev), prompts: "", negativePrompt: "" }));
  }

  async function onZip() {
    const items = groups.flatMap((g) =>
      g.images.map((img, m) => ({ fileName: imageFileName(g.number, m + 1), blob: img.blob, promptNumber: g.number, prompt: g.prompt, model: g.model })),
    );
    if (items.length === 0 || zipBusy) return;
    setZipBusy(true);
    setZipMessage("");
    try {
      const { buildZip } = await import("./zip");
      const r = await buildZip(items, { pauseMs: specWaits ? ZIP_PAUSE_MS : 0, signal: unmounted.current.signal });
      downloadBlob(zipFileName(dateStamp()), r.blob);
      setZipMessage(zipDoneMessage(r.written, r.skipped));
    } catch (e) {
      setGeneralError(`Could not build the ZIP: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setZipBusy(false);
    }
  }

  const imageCount = groups.reduce((n, g) => n + g.images.length, 0);
  const failedCount = groups.filter((g) => g.status === "error").length;
  const promptsError = touched && prompts.length === 0 ? MESSAGE_NO_PROMPTS : null;

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6" onSubmit={onGenerate} noValidate aria-labelledby="bulk-form-heading">
          <h2 id="bulk-form-heading" className="sr-only">
            Your prompts
          </h2>
          <TextAreaField
            id="bulk-prompts"
            label={PROMPTS_LABEL}
            rows={4}
            value={draft.prompts}
            placeholder={"One prompt per line, e.g.\nA red fox in a snowy forest at sunrise\nA neon city street in the rain, cinematic"}
            onChange={(e) => {
              update("prompts", e.target.value);
              setTouched(true);
            }}
            aside={
              <span data-testid="prompt-count" aria-live="polite">
                {promptCountLabel(prompts.length)}
              </span>
            }
            error={promptsError}
          />
          <SelectField
            id="bulk-model"
            label={MODEL_LABEL}
            value={model}
            options={MODELS.map((m) =>
              m === "default" && keyStatus === "missing" ? { value: m, label: `${MODEL_NAMES[m]} – not available on this site`, disabled: true } : { value: m, label: MODEL_NAMES[m] },
            )}
            onChange={(e) => update("model", e.target.value as BulkModel)}
          />
          {model === "default" ? (
            <>
              <p
                data-testid="key-status"
                data-state={keyStatus}
                className={`text-sm ${keyStatus === "missing" ? "text-warn" : "text-muted"} ${keyStatus === "checking" ? "builtin-images-checking" : ""}`}
                role="status"
              >
                {KEY_STATUS_TEXT[keyStatus]}
              </p>
              {/* Until the code runs, on a site without the built-in model: the key field it will show, in place. */}
              {keyStatus === "checking" ? (
                <div className="builtin-images-missing" aria-hidden="true" inert>
                  <KeyEntry provider="gemini" label={GEMINI_KEY_LABEL} savedKey="" onChange={() => undefined} missingMessage={MESSAGE_GEMINI_KEY_REQUIRED} />
                </div>
              ) : null}
            </>
          ) : (
            <KeyEntry provider="gemini" label={GEMINI_KEY_LABEL} savedKey={geminiKey} onChange={setGeminiKey} missingMessage={MESSAGE_GEMINI_KEY_REQUIRED} />
          )}
          <MoreOptions summary="negative prompt, delay, aspect ratio">
            <TextAreaField
              id="bulk-negative"
              label={NEGATIVE_LABEL}
              rows={2}
              value={draft.negativePrompt}
              placeholder="e.g. text, watermark, blurry, extra fingers"
              onChange={(e) => update("negativePrompt", e.target.value)}
            />
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
              <SelectField
                id="bulk-delay"
                label={DELAY_LABEL}
                value={String(draft.delayMs)}
                options={DELAYS_MS.map((d) => ({ value: String(d), label: delayLabel(d) }))}
                onChange={(e) => update("delayMs", Number(e.target.value) as DelayMs)}
              />
              <SelectField
                id="bulk-aspect"
                label={ASPECT_LABEL}
                value={draft.aspectRatio}
                options={ASPECT_RATIOS.map((a) => ({ value: a, label: ASPECT_NAMES[a] }))}
                onChange={(e) => update("aspectRatio", e.target.value as AspectRatio)}
              />
            </div>
          </MoreOptions>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary min-h-11" disabled={!canGenerate}>
              {GENERATE_LABEL}
            </button>
            {running ? (
              <button type="button" className="btn-secondary min-h-11" onClick={onStop} disabled={stopping}>
                {STOP_LABEL}
              </button>
            ) : null}
            <button type="button" className="btn-ghost min-h-11" onClick={onReset} disabled={running}>
              {RESET_LABEL}
            </button>
          </div>
          {progress ? <ProgressBar value={progress.value} stage={progress.stage} label="Generation progress" /> : null}
          {generalError ? <ErrorBox message={generalError} /> : null}
        </form>

        <section className="card flex min-w-0 flex-col gap-4 p-5 sm:p-6" aria-labelledby="bulk-results-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="bulk-results-heading" ref={resultsRef} className="text-xl font-bold">
              Results
            </h2>
            <div className="flex flex-wrap gap-3">
              {!running && failedCount > 0 ? (
                <button type="button" className="btn-secondary min-h-11" onClick={onRetryFailed}>
                  {RETRY_FAILED_LABEL}
                </button>
              ) : null}
              <button type="button" className="btn-primary min-h-11" onClick={onZip} disabled={imageCount === 0 || zipBusy} aria-busy={zipBusy}>
                {zipBusy ? ZIP_BUSY_LABEL : DOWNLOAD_ZIP_LABEL}
              </button>
            </div>
          </div>
          <p aria-live="polite" className="text-sm text-muted" data-testid="run-summary">
            {[summary, zipMessage].filter(Boolean).join(" ")}
          </p>
          {groups.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-8 text-center text-muted">{EMPTY_STATE}</p>
          ) : (
            <ol className="flex flex-col gap-4">
              {groups.map((g) => (
                <li key={g.number} className="rounded-xl border border-line bg-surface p-4" data-testid="result-card" data-status={g.status}>
                  <h3 className="text-base font-semibold">Prompt {g.number}</h3>
                  <p className="mt-1 text-sm break-words text-muted">{g.prompt}</p>
                  {g.status === "error" ? (
                    <p className="mt-3 rounded-lg bg-danger-soft p-3 text-sm font-medium break-words text-danger" data-testid="prompt-error">
                      {g.error}
                    </p>
                  ) : null}
                  {g.status === "pending" || g.status === "running" ? (
                    <div
                      className="mt-3 flex max-w-sm items-center justify-center rounded-lg bg-surface-2 text-sm text-muted"
                      style={{ aspectRatio: cssRatio(g.aspectRatio) }}
                    >
                      {g.status === "running" ? "Generating…" : "Waiting…"}
                    </div>
                  ) : null}
                  {g.images.map((img, m) => {
                    const name = imageFileName(g.number, m + 1);
                    return (
                      <figure key={img.url} className="mt-3 flex flex-col gap-2">
                        <img
                          src={img.url}
                          alt={`Image ${m + 1} for prompt ${g.number}: ${g.prompt}`}
                          className="w-full max-w-sm rounded-lg bg-surface-2 object-contain"
                          style={{ aspectRatio: cssRatio(g.aspectRatio) }}
                          decoding="async"
                        />
                        <figcaption className="flex flex-wrap items-center gap-3 text-xs text-muted">
                          <span className="break-all">{name}</span>
                          <button type="button" className="btn-secondary min-h-11" aria-label={`${DOWNLOAD_LABEL} ${name}`} onClick={() => downloadBlob(name, img.blob)}>
                            {DOWNLOAD_LABEL}
                          </button>
                        </figcaption>
                      </figure>
                    );
                  })}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </ToolLayout>
  );
}
