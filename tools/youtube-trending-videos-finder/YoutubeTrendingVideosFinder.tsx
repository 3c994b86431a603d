import { wait as pauseFor } from "../../app/lib/wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadJson } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  ALL_REGION,
  ALL_REGION_NOTE,
  CATEGORIES,
  categoryName,
  clampMaxResults,
  COPY_CONFIRM_MS,
  DEFAULT_FORM,
  DRAFT_KEY,
  errorHint,
  formatCount,
  formatDate,
  formatDuration,
  formatFullCount,
  jsonFileName,
  LABELS,
  MAX_RESULTS,
  MESSAGES,
  MISSING_COUNT,
  MISSING_COUNT_LABEL,
  PROGRESS_RESET_MS,
  QUOTA_NOTE,
  readApiError,
  readTrendingResponse,
  REGIONS,
  requestPath,
  STAGES,
  trendingCsv,
  trendingJson,
  waitMs,
  watchUrl,
  type StageId,
  type TrendingItem,
} from "./logic";
import { meta as tool } from "./meta";
import { Notice } from "../../app/ui/Notice";
import { useReveal } from "../../app/ui/reveal";

export const meta = () => toolPageMeta(tool);

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; items: TrendingItem[]; region: string; category: string }
  | { kind: "error"; message: string; hint: string | null };

const REGION_OPTIONS = REGIONS.map((r) => ({ value: r.code, label: r.code === ALL_REGION ? r.name : `${r.name} (${r.code})` }));
const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.id, label: c.id === "0" ? "All categories" : `${c.name} (${c.id})` }));

function Count({ label, value }: { label: string; value: string | null }) {
  const short = formatCount(value);
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-ink" title={formatFullCount(value) ?? MISSING_COUNT_LABEL}>
        {short ?? (
          <>
            <span aria-hidden="true">{MISSING_COUNT}</span>
            <span className="sr-only">{MISSING_COUNT_LABEL}</span>
          </>
        )}
      </dd>
    </div>
  );
}

function VideoCard({ item }: { item: TrendingItem }) {
  const duration = formatDuration(item.duration);
  const url = watchUrl(item.id);
  const [thumbFailed, setThumbFailed] = useState(false);
  return (
    <li className="card flex min-w-0 flex-col overflow-hidden" data-video={item.id}>
      <div className="relative aspect-video w-full bg-surface-2">
        {item.thumbnail && !thumbFailed ? (
          <img
            src={item.thumbnail}
            alt=""
            width={320}
            height={180}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setThumbFailed(true)}
          />
        ) : null}
        {duration ? (
          <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white">
            <span className="sr-only">{LABELS.duration}: </span>
            {duration}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-base leading-snug font-bold [overflow-wrap:anywhere]">
          <a className="hover:underline" href={url} target="_blank" rel="noopener noreferrer">
            {item.title}
          </a>
        </h3>
        <p className="text-sm text-muted [overflow-wrap:anywhere]" data-field="channel">
          {item.channelTitle}
        </p>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Count label={LABELS.views} value={item.viewCount} />
          <Count label={LABELS.likes} value={item.likeCount} />
          <Count label={LABELS.comments} value={item.commentCount} />
        </dl>
        <p className="text-sm text-muted">
          {LABELS.published} <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
        <a
          className="btn-secondary mt-auto w-full"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${LABELS.openVideo}: ${item.title}`}
          onClick={() => track("trending_open_video", { tool: tool.slug })}
        >
          {LABELS.openVideo}
        </a>
      </div>
    </li>
  );
}

export default function YoutubeTrendingVideosFinder() {
  const { unavailable } = useToolAvailability(tool.needs);
  const [form, setForm] = useDraft(DRAFT_KEY, DEFAULT_FORM);
  const [state, setState] = useState<State>({ kind: "idle" });
  const resultsRef = useReveal<HTMLElement>(state.kind === "done" ? state : null);
  const [progress, setProgress] = useState<{ value: number; stage: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const specWaits = useRef(false);

  useEffect(() => {
    specWaits.current = getPublicSettings().specWaits;
    return () => {
      controller.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const loading = state.kind === "loading";
  const stage = (id: StageId) => setProgress({ value: STAGES[id].progress, stage: STAGES[id].message });
  const endProgress = (after: number) => {
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setProgress(null), after);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    const maxResults = clampMaxResults(form.maxResults);
    const request = { ...form, maxResults: String(maxResults) };
    setForm(request);
    const run = new AbortController();
    controller.current = run;
    clearTimeout(resetTimer.current);
    // §4: results are cleared at the start.
    setState({ kind: "loading" });
    stage("preparing");
    track("trending_search", { tool: tool.slug, region: request.region, category: request.category, max_results: maxResults });
    const fail = (message: string, hint: string | null, code: string) => {
      track("trending_error", { tool: tool.slug, code });
      setState({ kind: "error", message, hint });
      endProgress(0);
    };
    try {
      const wait = waitMs(specWaits.current);
      if (wait > 0) {
        stage("waiting");
        await pauseFor(wait, run.signal);
      }
      stage("fetching");
      const res = await fetch(requestPath(request), { signal: run.signal, headers: { Accept: "application/json" } });
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const error = readApiError(body);
        return fail(error?.message ?? MESSAGES.apiError(res.status), error ? errorHint(error.code) : null, error?.code ?? `http_${res.status}`);
      }
      stage("finalizing");
      const data = readTrendingResponse(body);
      if (!data) return fail(MESSAGES.badReply, null, "bad_reply");
      setState({ kind: "done", items: data.items, region: request.region, category: request.category });
      stage("complete");
      track("trending_results", { tool: tool.slug, count: data.items.length });
      endProgress(PROGRESS_RESET_MS);
    } catch {
      if (run.signal.aborted) return;
      fail(MESSAGES.offline, null, "network");
    }
  }

  const items = state.kind === "done" ? state.items : [];

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card flex flex-col gap-4 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-busy={loading}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={LABELS.region}
            name="region"
            options={REGION_OPTIONS}
            value={form.region}
            onChange={(e) => setForm((f) => ({ ...f, region: e.target.value }))}
            hint={form.region === ALL_REGION ? ALL_REGION_NOTE : undefined}
          />
          <SelectField
            label={LABELS.category}
            name="category"
            options={CATEGORY_OPTIONS}
            value={form.category}
            onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))}
          />
          <TextField
            label={LABELS.maxResults}
            name="maxResults"
            type="number"
            inputMode="numeric"
            min={MAX_RESULTS.min}
            max={MAX_RESULTS.max}
            step={1}
            value={form.maxResults}
            onChange={(e) => setForm((f) => ({ ...f, maxResults: e.target.value }))}
            onBlur={() => setForm((f) => ({ ...f, maxResults: String(clampMaxResults(f.maxResults)) }))}
            hint={`${MAX_RESULTS.min}–${MAX_RESULTS.max}`}
          />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <button type="submit" className="btn-primary w-full shrink-0 sm:w-auto" disabled={loading || unavailable}>
            {loading ? LABELS.finding : LABELS.find}
          </button>
          {/* Space kept for the progress bar, so nothing below moves when it appears. */}
          <div className="min-h-9 min-w-0 flex-1">{progress ? <ProgressBar value={progress.value} stage={progress.stage} label="Trending search progress" /> : null}</div>
        </div>
        <Notice tone="note">{QUOTA_NOTE}</Notice>
      </form>

      <p role="status" className="sr-only">
        {state.kind === "done" ? `${state.items.length} ${LABELS.results.toLowerCase()}` : ""}
      </p>
      <section ref={resultsRef} aria-labelledby="trending-results" className="mt-8 outline-none">
        <h2 id="trending-results" className="sr-only">
          {LABELS.results}
        </h2>
        {state.kind === "error" ? <ErrorBox title={state.hint ? state.message : undefined} message={state.hint ?? state.message} /> : null}
        {state.kind === "done" && items.length === 0 ? (
          <p className="card p-5 text-sm font-medium text-ink" data-empty>
            {MESSAGES.empty}
          </p>
        ) : null}
        {items.length > 0 && state.kind === "done" ? (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-lg font-bold" data-count>
                {items.length} {items.length === 1 ? "video" : "videos"} · {REGIONS.find((r) => r.code === state.region)?.name ?? state.region} · {state.category === "0" ? "All categories" : categoryName(state.category)}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <CopyButton
                  text={() => trendingCsv(items)}
                  label={LABELS.copyCsv}
                  copiedLabel={LABELS.copied}
                  confirmMs={COPY_CONFIRM_MS}
                  trackContext={{ tool: tool.slug, format: "csv" }}
                  className="btn-secondary w-full sm:w-auto"
                />
                <button type="button" className="btn-secondary w-full sm:w-auto" onClick={() => downloadJson(jsonFileName(state.region, state.category), trendingJson(items))}>
                  {LABELS.downloadJson}
                </button>
              </div>
            </div>
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, i) => (
                <VideoCard key={`${i}-${item.id}`} item={item} />
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </ToolLayout>
  );
}
