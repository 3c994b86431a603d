import { useEffect, useRef, useState, type FormEvent } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { avatarUrlAtSize } from "../../app/lib/youtube-ids";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { TextField } from "../../app/ui/Field";
import article from "./article.md";
import {
  channelUrl,
  checkInput,
  COPY_CONFIRM_MS,
  DRAFT_KEY,
  failureMessage,
  LABELS,
  lookupPath,
  MESSAGES,
  readApiError,
  readFinderResult,
  rssFeedUrl,
  TIP,
  uploadsPlaylistId,
  type FinderResult,
} from "./logic";
import { meta as tool } from "./meta";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";
import { Notice } from "../../app/ui/Notice";
import { useReveal } from "../../app/ui/reveal";

export const meta = () => toolPageMeta(tool);

/** Spec 001 §4: idle, finding, then found or error. */
type State = { kind: "idle" } | { kind: "finding" } | { kind: "found"; result: FinderResult } | { kind: "error"; message: string };

function Avatar({ url, title }: { url: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  const initial = title.trim().charAt(0).toUpperCase() || "?";
  return (
    <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-2 text-2xl font-bold text-muted" aria-hidden="true">
      {url && !failed ? (
        <img src={avatarUrlAtSize(url, 176)} alt="" width={64} height={64} decoding="async" className="h-full w-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </div>
  );
}

function CopyRow({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div className="border-t border-line pt-4">
      <dt className="text-sm font-semibold text-ink">{label}</dt>
      <dd className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <code className="block min-w-0 break-all rounded-lg bg-surface-2 px-2 py-1 text-sm" data-field={name}>
          {value}
        </code>
        <CopyButton
          text={value}
          label={LABELS.copy}
          copiedLabel={LABELS.copied}
          confirmMs={COPY_CONFIRM_MS}
          ariaLabel={`${LABELS.copy} ${label}`}
          trackContext={{ tool: tool.slug, field: name }}
          className="btn-secondary w-full shrink-0 sm:w-28"
        />
      </dd>
    </div>
  );
}

function Result({ result }: { result: FinderResult }) {
  const title = result.title ?? result.channelId;
  return (
    <div className="card flex flex-col gap-5 p-5 sm:p-6" data-result>
      <div className="flex items-center gap-4">
        <Avatar url={result.avatarUrl} title={title} />
        <div className="min-w-0">
          <p className="break-words text-lg font-bold" data-field="title">
            {title}
          </p>
          {result.handle ? (
            <p className="break-all text-sm text-muted" data-field="handle">
              {result.handle}
            </p>
          ) : null}
          <a className="link text-sm" href={channelUrl(result.channelId)} target="_blank" rel="noopener noreferrer">
            {LABELS.openChannel}
          </a>
        </div>
      </div>

      <div className="rounded-xl border border-line bg-surface-2 p-4">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{LABELS.resultHeading}</h2>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <code className="break-all font-mono text-lg font-bold text-ink sm:text-2xl" data-field="channelId">
            {result.channelId}
          </code>
          <CopyButton
            text={result.channelId}
            label={LABELS.copy}
            copiedLabel={LABELS.copied}
            confirmMs={COPY_CONFIRM_MS}
            ariaLabel={`${LABELS.copy} ${LABELS.resultHeading}`}
            trackContext={{ tool: tool.slug, field: "channelId" }}
            className="btn-primary w-full shrink-0 sm:w-28"
          />
        </div>
      </div>

      {result.detailsError ? (
        <p className="rounded-xl border border-warn/40 bg-warn-soft p-3 text-sm font-medium text-warn" data-field="detailsError">
          {MESSAGES.detailsUnavailable(result.detailsError)}
        </p>
      ) : null}

      <dl className="flex flex-col gap-4">
        <CopyRow label={LABELS.uploadsPlaylist} value={uploadsPlaylistId(result.channelId)} name="uploadsPlaylistId" />
        <CopyRow label={LABELS.rssFeed} value={rssFeedUrl(result.channelId)} name="rssFeedUrl" />
      </dl>
    </div>
  );
}

export default function YoutubeChannelIdFinder() {
  const [draft, setDraft] = useDraft(DRAFT_KEY, { input: "" });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: "idle" });
  const resultRef = useReveal<HTMLElement>(state.kind === "found" ? state.result : null);
  const run = useRef<AbortController | null>(null);

  useEffect(() => () => run.current?.abort(), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (state.kind === "finding") return;
    const check = checkInput(draft.input);
    if (!check.ok) {
      setFieldError(check.error);
      setState({ kind: "idle" });
      return;
    }
    setFieldError(null);
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setState({ kind: "finding" });
    track("find_channel_id", { tool: tool.slug, input_kind: check.input.kind });
    try {
      const res = await fetch(lookupPath(draft.input), { signal: controller.signal, headers: { Accept: "application/json" } });
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const error = readApiError(body);
        track("channel_id_error", { tool: tool.slug, code: error?.code ?? String(res.status) });
        setState({ kind: "error", message: failureMessage(error) });
        return;
      }
      const result = readFinderResult(body);
      if (!result) {
        setState({ kind: "error", message: failureMessage(null) });
        return;
      }
      track("channel_id_found", { tool: tool.slug, source: result.source });
      setState({ kind: "found", result });
    } catch {
      if (controller.signal.aborted) return;
      setState({ kind: "error", message: failureMessage(null, MESSAGES.offline) });
    }
  }

  const finding = state.kind === "finding";

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card flex flex-col gap-4 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-busy={finding}>
        <TextField
          label={LABELS.input}
          name="channel"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={LABELS.placeholder}
          value={draft.input}
          onChange={(e) => setDraft({ input: e.target.value })}
          error={fieldError}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={finding}>
            {finding ? LABELS.finding : LABELS.find}
          </button>
          <ExampleButton example={EXAMPLES.channelUrl} onFill={() => setDraft({ input: EXAMPLES.channelUrl })} />
        </div>
        <Notice tone="note">{TIP}</Notice>
      </form>

      <p role="status" className="sr-only">
        {finding ? LABELS.finding : state.kind === "found" ? `${LABELS.resultHeading}: ${state.result.channelId}` : ""}
      </p>
      <section ref={resultRef} aria-label="Result" className="mt-8 outline-none">
        {state.kind === "found" ? <Result key={state.result.channelId} result={state.result} /> : null}
        {state.kind === "error" ? <ErrorBox message={state.message} /> : null}
      </section>
    </ToolLayout>
  );
}
