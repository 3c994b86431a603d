import { wait as pauseFor } from "../../app/lib/wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { getPublicSettings } from "../../app/lib/public-settings";
import { findToolEntry } from "../../app/lib/tool-index";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadJson } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { toolPath } from "../types";
import article from "./article.md";
import {
  canSearch,
  CHANNEL_ID_FINDER_SLUG,
  channelsCsv,
  channelsJson,
  channelUrl,
  checkQuery,
  chips,
  clampMaxResults,
  COPY_CONFIRM_MS,
  DEFAULT_FORM,
  DRAFT_KEY,
  errorHint,
  handleText,
  handleUrl,
  isOrder,
  jsonFileName,
  LABELS,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  MESSAGES,
  ORDERS,
  PROGRESS_RESET_MS,
  QUOTA_NOTE,
  readApiError,
  readSearchResponse,
  REGIONS,
  requestPath,
  STAGES,
  TIP,
  waitMs,
  type ChannelItem,
  type StageId,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; items: ChannelItem[]; statsError: string | null; order: string }
  | { kind: "error"; message: string; hint: string | null };

const finder = findToolEntry(CHANNEL_ID_FINDER_SLUG);

function Avatar({ url, title }: { url: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-2 text-2xl font-bold text-muted" aria-hidden="true">
      {url && !failed ? (
        <img src={url} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        title.trim().charAt(0).toUpperCase() || "?"
      )}
    </div>
  );
}

function ChannelCard({ item, statsLoaded }: { item: ChannelItem; statsLoaded: boolean }) {
  return (
    <li className="card flex min-w-0 flex-col gap-3 p-4 sm:p-5" data-channel={item.channelId}>
      <div className="flex items-center gap-3">
        <Avatar url={item.thumbnail} title={item.title} />
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-bold [overflow-wrap:anywhere]">{item.title || item.channelId}</h3>
          {item.customUrl ? (
            <a className="link inline-flex min-h-11 items-center text-sm break-all" href={handleUrl(item.customUrl)} target="_blank" rel="noopener noreferrer" data-field="handle">
              {handleText(item.customUrl)}
            </a>
          ) : null}
        </div>
      </div>
      {item.description ? <p className="line-clamp-3 text-sm text-muted [overflow-wrap:anywhere]">{item.description}</p> : null}
      <ul className="flex flex-wrap gap-2" aria-label="Channel statistics">
        {chips(item, statsLoaded).map((c) => (
          <li key={c.name} className="rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-ink" title={c.title} data-chip={c.name}>
            {c.text}
          </li>
        ))}
      </ul>
      <a
        className="btn-secondary mt-auto w-full"
        href={channelUrl(item.channelId)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${LABELS.openChannel}: ${item.title || item.channelId}`}
        onClick={() => track("channel_search_open_channel", { tool: tool.slug })}
      >
        {LABELS.openChannel}
      </a>
    </li>
  );
}

export default function YoutubeChannelSearchTool() {
  const { unavailable } = useToolAvailability(tool.needs);
  const [form, setForm] = useDraft(DRAFT_KEY, DEFAULT_FORM);
  const [state, setState] = useState<State>({ kind: "idle" });
  const [fieldError, setFieldError] = useState<string | null>(null);
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
    const check = checkQuery(form.keyword);
    if (!check.ok) {
      setFieldError(check.error);
      return;
    }
    setFieldError(null);
    const request = { ...form, maxResults: String(clampMaxResults(form.maxResults)) };
    setForm(request);
    const run = new AbortController();
    controller.current = run;
    clearTimeout(resetTimer.current);
    // §4: results are cleared at the start.
    setState({ kind: "loading" });
    stage("preparing");
    track("channel_search", { tool: tool.slug, order: request.order, region: request.region });
    const fail = (message: string, hint: string | null, code: string) => {
      track("channel_search_error", { tool: tool.slug, code });
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
      const res = await fetch(requestPath(request, check.q), { signal: run.signal, headers: { Accept: "application/json" } });
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const error = readApiError(body);
        return fail(error?.message ?? MESSAGES.apiError(res.status), error ? errorHint(error.code) : null, error?.code ?? `http_${res.status}`);
      }
      stage("finalizing");
      const data = readSearchResponse(body);
      if (!data) return fail(MESSAGES.badReply, null, "bad_reply");
      setState({ kind: "done", items: data.items, statsError: data.statsError, order: isOrder(request.order) ? request.order : "relevance" });
      stage("complete");
      track("channel_search_results", { tool: tool.slug, count: data.items.length });
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
        <TextField
          label={LABELS.keyword}
          name="keyword"
          type="search"
          autoComplete="off"
          required
          maxCharacters={MAX_QUERY_LENGTH}
          placeholder={LABELS.keywordPlaceholder}
          value={form.keyword}
          onChange={(e) => setForm((f) => ({ ...f, keyword: e.target.value }))}
          error={fieldError}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={LABELS.order}
            name="order"
            options={ORDERS}
            value={form.order}
            onChange={(e) => {
              const v = e.target.value;
              if (isOrder(v)) setForm((f) => ({ ...f, order: v }));
            }}
          />
          <SelectField label={LABELS.region} name="region" options={REGIONS} value={form.region} onChange={(e) => setForm((f) => ({ ...f, region: e.target.value }))} />
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
          <button type="submit" className="btn-primary w-full shrink-0 sm:w-auto" disabled={!canSearch(form.keyword, loading) || unavailable}>
            {loading ? LABELS.searching : LABELS.search}
          </button>
          {/* Space kept for the progress bar, so nothing below moves when it appears. */}
          <div className="min-h-9 min-w-0 flex-1">{progress ? <ProgressBar value={progress.value} stage={progress.stage} label="Channel search progress" /> : null}</div>
        </div>
        <p role="note" data-tone="note" className="rounded-xl border border-line bg-surface-2 p-3 text-sm text-ink" data-tip>
          {TIP.before}
          {finder ? (
            <Link className="link" to={toolPath(finder.slug)}>
              {TIP.linkText}
            </Link>
          ) : (
            TIP.linkText
          )}
          {TIP.after}
        </p>
        <p className="text-xs text-muted">{QUOTA_NOTE}</p>
      </form>

      <p role="status" className="sr-only">
        {state.kind === "done" ? `${state.items.length} ${state.items.length === 1 ? "channel" : "channels"} found` : ""}
      </p>
      <section aria-labelledby="channel-results" className="mt-8">
        <h2 id="channel-results" className="sr-only">
          {LABELS.results}
        </h2>
        {state.kind === "error" ? <ErrorBox title={state.hint ? state.message : undefined} message={state.hint ?? state.message} /> : null}
        {state.kind === "done" && items.length === 0 ? (
          <p className="card p-5 text-sm font-medium text-ink" data-empty>
            {MESSAGES.noResults}
          </p>
        ) : null}
        {state.kind === "done" && items.length > 0 ? (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-lg font-bold" data-count>
                {items.length} {items.length === 1 ? "channel" : "channels"}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <CopyButton
                  text={() => channelsCsv(items)}
                  label={LABELS.copyCsv}
                  copiedLabel={LABELS.copied}
                  confirmMs={COPY_CONFIRM_MS}
                  trackContext={{ tool: tool.slug, format: "csv" }}
                  className="btn-secondary w-full sm:w-auto"
                />
                <button type="button" className="btn-secondary w-full sm:w-auto" onClick={() => downloadJson(jsonFileName(state.order), channelsJson(items))}>
                  {LABELS.downloadJson}
                </button>
              </div>
            </div>
            {state.statsError ? (
              <p className="mt-3 rounded-xl border border-warn/40 bg-warn-soft p-3 text-sm font-medium text-warn" data-stats-error>
                {MESSAGES.statsMissing(state.statsError)}
              </p>
            ) : null}
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
              {items.map((item, i) => (
                <ChannelCard key={`${i}-${item.channelId}`} item={item} statsLoaded={state.statsError === null} />
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </ToolLayout>
  );
}
