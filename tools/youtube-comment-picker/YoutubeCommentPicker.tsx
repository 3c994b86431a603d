import { wait as pauseFor } from "../../app/lib/wait";
import { readLines } from "../../app/lib/ndjson";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadJson } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { CheckboxField, SelectField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  canFetch,
  canPick,
  channelUrl,
  checkVideo,
  clampWinners,
  commentsCsv,
  commentsJson,
  commentUrl,
  COPY_CONFIRM_MS,
  countLabel,
  DEFAULT_FORM,
  drawSummary,
  drawWinners,
  DRAFT_KEY,
  errorHint,
  filterComments,
  formatDate,
  formatLikes,
  jsonFileName,
  LABELS,
  MESSAGES,
  moreNote,
  pageProgress,
  PROGRESS_RESET_MS,
  readApiError,
  readFetchEvent,
  requestPath,
  STAGES,
  waitMs,
  WINNERS,
  type CommentItem,
  type FetchEvent,
  type FetchResult,
  type StageId,
} from "./logic";
import { meta as tool } from "./meta";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";
import { Notice } from "../../app/ui/Notice";

export const meta = () => toolPageMeta(tool);

type State = { kind: "idle" } | { kind: "loading" } | { kind: "done"; result: FetchResult } | { kind: "error"; message: string; hint: string | null };

interface Draw {
  winners: CommentItem[];
  poolSize: number;
  asked: number;
  run: number;
}

const WINNER_OPTIONS = Array.from({ length: WINNERS.max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** Reads the NDJSON body line by line, handing each event over as it arrives. */
function readEvents(body: NonNullable<Response["body"]>, onEvent: (e: FetchEvent | null) => void): Promise<void> {
  return readLines(body, (line) => onEvent(readFetchEvent(line)));
}

function Avatar({ url, name, size }: { url: string | null; name: string; size: "sm" | "lg" }) {
  const [failed, setFailed] = useState(false);
  const box = size === "lg" ? "h-14 w-14 text-xl" : "h-9 w-9 text-sm";
  const px = size === "lg" ? 56 : 36;
  return (
    <div className={`flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-2 font-bold text-muted ${box}`} aria-hidden="true">
      {url && !failed ? (
        <img src={url} alt="" width={px} height={px} loading="lazy" decoding="async" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        name.replace(/^@/, "").trim().charAt(0).toUpperCase() || "?"
      )}
    </div>
  );
}

function WinnerCard({ comment, videoId, place, of }: { comment: CommentItem; videoId: string; place: number; of: number }) {
  return (
    <li className="min-w-0 rounded-xl border-2 border-ok/50 bg-ok-soft p-4" data-winner={comment.id}>
      <p className="text-xs font-semibold tracking-wide text-ok uppercase">{of > 1 ? `${LABELS.winner} ${place} of ${of}` : LABELS.winner}</p>
      <div className="mt-2 flex items-center gap-3">
        <Avatar url={comment.authorProfileImageUrl} name={comment.authorDisplayName} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-bold text-ink [overflow-wrap:anywhere]" data-field="author">
            {comment.authorDisplayName || "(no name)"}
          </p>
          <p className="text-sm text-muted">
            <time dateTime={comment.publishedAt}>{formatDate(comment.publishedAt)}</time> · {formatLikes(comment.likeCount)}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]" data-field="text">
        {comment.text}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a className="link inline-flex min-h-11 items-center" href={commentUrl(videoId, comment.id)} target="_blank" rel="noopener noreferrer">
          {LABELS.viewComment}
        </a>
        {comment.authorChannelId ? (
          <a className="link inline-flex min-h-11 items-center" href={channelUrl(comment.authorChannelId)} target="_blank" rel="noopener noreferrer">
            {LABELS.openChannel}
          </a>
        ) : null}
      </p>
    </li>
  );
}

function CommentRow({ comment }: { comment: CommentItem }) {
  return (
    <li className="flex gap-3 border-t border-line py-3 first:border-t-0" data-comment={comment.id}>
      <Avatar url={comment.authorProfileImageUrl} name={comment.authorDisplayName} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold text-ink [overflow-wrap:anywhere]">{comment.authorDisplayName || "(no name)"}</span>{" "}
          <span className="text-muted">
            · <time dateTime={comment.publishedAt}>{formatDate(comment.publishedAt)}</time> · {formatLikes(comment.likeCount)}
          </span>
        </p>
        {/* Rendered as text: whatever a commenter wrote, markup included, is never HTML here. */}
        <p className="mt-1 text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{comment.text}</p>
      </div>
    </li>
  );
}

export default function YoutubeCommentPicker() {
  const { unavailable } = useToolAvailability(tool.needs);
  const [form, setForm] = useDraft(DRAFT_KEY, DEFAULT_FORM);
  const [state, setState] = useState<State>({ kind: "idle" });
  const [progress, setProgress] = useState<{ value: number; stage: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [draw, setDraw] = useState<Draw | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const specWaits = useRef(false);
  const draws = useRef(0);

  useEffect(() => {
    specWaits.current = getPublicSettings().specWaits;
    return () => {
      controller.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const loading = state.kind === "loading";
  const all = state.kind === "done" ? state.result.comments : null;
  const filtered = useMemo(
    () => (all ? filterComments(all, { uniqueUsers: form.uniqueUsers, include: form.include, exclude: form.exclude }) : []),
    [all, form.uniqueUsers, form.include, form.exclude],
  );

  const setProgressTo = (p: { progress: number; message: string }) => setProgress({ value: p.progress, stage: p.message });
  const stage = (id: StageId) => setProgressTo(STAGES[id]);
  const endProgress = (after: number) => {
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setProgress(null), after);
  };

  async function onFetch(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    const check = checkVideo(form.input);
    if (!check.ok) {
      setFieldError(check.error);
      return;
    }
    setFieldError(null);
    const run = new AbortController();
    controller.current = run;
    clearTimeout(resetTimer.current);
    // §4: results are cleared at the start, and the winner with them.
    setState({ kind: "loading" });
    setDraw(null);
    stage("preparing");
    track("comment_fetch", { tool: tool.slug });
    const fail = (message: string, hint: string | null, code: string) => {
      track("comment_fetch_error", { tool: tool.slug, code });
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
      const res = await fetch(requestPath(check.videoId), { signal: run.signal, headers: { Accept: "application/x-ndjson, application/json" } });
      if (!res.ok || !res.body) {
        const error = readApiError(await res.json().catch(() => undefined));
        return fail(error?.message ?? MESSAGES.apiError(res.status), error ? errorHint(error.code, res.status) : null, error?.code ?? `http_${res.status}`);
      }
      let result: FetchResult | null = null;
      let failure: { status: number; code: string; message: string } | null = null;
      await readEvents(res.body, (event) => {
        if (!event) return;
        if (event.type === "page") setProgressTo(pageProgress(event.page));
        else if (event.type === "result") result = { videoId: event.videoId, comments: event.comments, pages: event.pages, hasMore: event.hasMore };
        else failure = { status: event.status, ...event.error };
      });
      const finalFailure = failure as { status: number; code: string; message: string } | null;
      if (finalFailure) return fail(finalFailure.message, errorHint(finalFailure.code, finalFailure.status), finalFailure.code);
      const finalResult = result as FetchResult | null;
      if (!finalResult) return fail(MESSAGES.badReply, null, "bad_reply");
      stage("finalizing");
      setState({ kind: "done", result: finalResult });
      stage("complete");
      track("comment_fetch_done", { tool: tool.slug, count: finalResult.comments.length, pages: finalResult.pages });
      endProgress(PROGRESS_RESET_MS);
    } catch {
      if (run.signal.aborted) return;
      fail(MESSAGES.offline, null, "network");
    }
  }

  function onPick() {
    if (!canPick(filtered.length, loading)) return;
    const asked = clampWinners(form.winners);
    const winners = drawWinners(filtered, asked);
    draws.current += 1;
    setDraw({ winners, poolSize: filtered.length, asked, run: draws.current });
    track("pick_winner", { tool: tool.slug, pool: filtered.length, winners: winners.length });
  }

  const videoId = state.kind === "done" ? state.result.videoId : "";

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card flex flex-col gap-4 p-5 sm:p-6" onSubmit={onFetch} noValidate aria-busy={loading}>
        <TextField
          label={LABELS.video}
          name="video"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          placeholder={LABELS.videoPlaceholder}
          value={form.input}
          onChange={(e) => setForm((f) => ({ ...f, input: e.target.value }))}
          error={fieldError}
        />
        <CheckboxField label={LABELS.uniqueUsers} name="uniqueUsers" checked={form.uniqueUsers} onChange={(e) => setForm((f) => ({ ...f, uniqueUsers: e.target.checked }))} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={LABELS.include} name="include" type="text" autoComplete="off" value={form.include} onChange={(e) => setForm((f) => ({ ...f, include: e.target.value }))} />
          <TextField label={LABELS.exclude} name="exclude" type="text" autoComplete="off" value={form.exclude} onChange={(e) => setForm((f) => ({ ...f, exclude: e.target.value }))} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <button type="submit" className="btn-primary w-full shrink-0 sm:w-auto" disabled={!canFetch(form.input, loading) || unavailable}>
            {loading ? LABELS.fetching : LABELS.fetch}
          </button>
          <ExampleButton example={EXAMPLES.videoUrl} onFill={() => setForm((f) => ({ ...f, input: EXAMPLES.videoUrl }))} />
          {/* Space kept for the progress bar, so nothing below moves when it appears. */}
          <div className="min-h-9 min-w-0 flex-1">{progress ? <ProgressBar value={progress.value} stage={progress.stage} label="Comment fetch progress" /> : null}</div>
        </div>
      </form>

      <p role="status" className="sr-only">
        {state.kind === "done" ? countLabel(filtered.length, state.result.comments.length) : ""}
      </p>

      <div className="mt-8 flex flex-col gap-6">
        {state.kind === "error" ? <ErrorBox title={state.hint ? state.message : undefined} message={state.hint ?? state.message} /> : null}

        {state.kind === "done" ? (
          <section aria-labelledby="draw-heading" className="card flex flex-col gap-4 p-5 sm:p-6">
            <h2 id="draw-heading" className="text-xl font-bold">
              {draw && draw.winners.length > 1 ? LABELS.winnersHeading : LABELS.winner}
            </h2>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div className="sm:w-48">
                <SelectField
                  label={LABELS.winners}
                  name="winners"
                  options={WINNER_OPTIONS}
                  value={String(clampWinners(form.winners))}
                  onChange={(e) => setForm((f) => ({ ...f, winners: clampWinners(e.target.value) }))}
                />
              </div>
              <button type="button" className="btn-primary w-full sm:w-auto" onClick={onPick} disabled={!canPick(filtered.length, loading)}>
                {LABELS.pickWinner}
              </button>
            </div>
            <div aria-live="polite">
              {draw ? (
                <>
                  <p className="text-sm text-muted" data-draw-summary>
                    {drawSummary(draw.poolSize, draw.winners.length, draw.asked)}
                  </p>
                  <ol className="mt-3 grid grid-cols-1 gap-3">
                    {draw.winners.map((w, i) => (
                      <WinnerCard key={`${draw.run}-${w.id}`} comment={w} videoId={videoId} place={i + 1} of={draw.winners.length} />
                    ))}
                  </ol>
                </>
              ) : (
                <p className="text-sm text-muted">
                  {filtered.length > 0 ? `Ready to draw from ${filtered.length.toLocaleString("en-US")} eligible ${filtered.length === 1 ? "comment" : "comments"}.` : ""}
                </p>
              )}
            </div>
          </section>
        ) : null}

        {state.kind === "done" ? (
          <section aria-labelledby="comments-heading" className="card flex flex-col gap-4 p-5 sm:p-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 id="comments-heading" className="text-xl font-bold">
                  {LABELS.comments}
                </h2>
                <p className="text-sm text-muted" data-count>
                  {countLabel(filtered.length, state.result.comments.length)}
                </p>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <CopyButton
                  text={() => commentsCsv(filtered)}
                  label={LABELS.copyCsv}
                  copiedLabel={LABELS.copied}
                  confirmMs={COPY_CONFIRM_MS}
                  trackContext={{ tool: tool.slug, format: "csv" }}
                  className="btn-secondary w-full sm:w-auto"
                  disabled={filtered.length === 0}
                />
                <button
                  type="button"
                  className="btn-secondary w-full sm:w-auto"
                  disabled={filtered.length === 0}
                  onClick={() => downloadJson(jsonFileName(Date.now()), commentsJson(filtered))}
                >
                  {LABELS.downloadJson}
                </button>
              </div>
            </div>
            {state.result.hasMore ? <Notice tone="note">{moreNote(state.result.pages)}</Notice> : null}
            {state.result.comments.length === 0 ? (
              <p className="text-sm font-medium text-ink">{MESSAGES.noComments}</p>
            ) : filtered.length === 0 ? (
              <p className="text-sm font-medium text-ink">{MESSAGES.noneMatch}</p>
            ) : (
              <div className="max-h-[36rem] overflow-y-auto rounded-xl border border-line px-3" tabIndex={0} role="region" aria-label={`${LABELS.comments} list`}>
                <ul>
                  {filtered.map((c) => (
                    <CommentRow key={c.id} comment={c} />
                  ))}
                </ul>
              </div>
            )}
          </section>
        ) : null}
      </div>
    </ToolLayout>
  );
}
