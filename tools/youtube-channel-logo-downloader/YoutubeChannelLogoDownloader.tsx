import { useEffect, useRef, useState, type FormEvent } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadBlob } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  checkInput,
  COPY_CONFIRM_MS,
  COPYRIGHT_NOTE,
  dimensionsText,
  downloadErrorMessage,
  downloadPath,
  DRAFT_KEY,
  JPEG_QUALITY,
  LABELS,
  logoFileName,
  lookupPath,
  MESSAGES,
  nextPreview,
  preLookupWaitMs,
  PROGRESS_RESET_MS,
  readApiError,
  readLogoLookup,
  SIZE_LABELS,
  STAGES,
  type LogoLookup,
  type LogoSize,
  type StageId,
} from "./logic";
import { meta as tool } from "./meta";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";

export const meta = () => toolPageMeta(tool);

const IDLE = { value: 0, stage: "" };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });
}

/** §7's fallback when the file cannot be fetched: draw the image on a canvas and export a JPEG. */
function canvasJpeg(url: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = "anonymous";
    img.onerror = () => reject(new Error(MESSAGES.loadFailed));
    img.onload = () => {
      try {
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext("2d");
        if (!g) throw new Error(MESSAGES.blobFailed);
        g.drawImage(img, 0, 0);
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(MESSAGES.blobFailed))), "image/jpeg", quality);
      } catch {
        reject(new Error(MESSAGES.blobFailed));
      }
    };
    img.src = url;
  });
}

function SizeCard({ size, channel }: { size: LogoSize; channel: LogoLookup["channel"] }) {
  const [preview, setPreview] = useState<"preview" | "alt" | "none">("preview");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `logo-${size.key}`;
  const dims = dimensionsText(size);
  const name = SIZE_LABELS[size.key];
  const fileName = logoFileName(size.key);

  async function download() {
    setBusy(true);
    setError(null);
    let serverMessage: string | null = null;
    try {
      try {
        const res = await fetch(downloadPath(channel.channelId, size.key));
        if (res.ok) {
          downloadBlob(fileName, await res.blob());
          return;
        }
        serverMessage = readApiError(await res.json().catch(() => undefined))?.message ?? null;
      } catch {
        // Offline or the server is down: the browser may still reach the image itself.
      }
      try {
        downloadBlob(fileName, await canvasJpeg(size.url, JPEG_QUALITY));
        track("logo_download_fallback", { tool: tool.slug, size: size.key });
      } catch (e) {
        setError(downloadErrorMessage(serverMessage, e instanceof Error ? e.message : MESSAGES.loadFailed));
      }
    } finally {
      setBusy(false);
    }
  }

  const src = preview === "preview" ? size.url : preview === "alt" ? size.altUrl : null;
  // Each preview at its own size (88, 160, 160 px), never wider than the file itself.
  const shown = Math.min(size.width, 160);

  return (
    <li className="card flex min-w-0 flex-col items-center gap-4 p-5" aria-labelledby={headingId} data-size={size.key}>
      <div className="flex h-40 w-full items-center justify-center">
        <div className="relative overflow-hidden rounded-full bg-surface-2" style={{ width: shown, height: shown }}>
          {src ? (
            <img
              key={src}
              src={src}
              alt={`${name} logo (${dims}) of ${channel.title || channel.channelId}`}
              width={shown}
              height={shown}
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover"
              onError={() => setPreview((p) => nextPreview(p, size.url, size.altUrl))}
            />
          ) : (
            <p className="absolute inset-0 flex items-center justify-center p-2 text-center text-xs font-medium text-muted" data-preview-missing>
              {MESSAGES.previewNotAvailable}
            </p>
          )}
        </div>
      </div>
      <div className="text-center">
        <h3 id={headingId} className="font-semibold">
          {name}
        </h3>
        <p className="text-sm text-muted">
          {dims} · <code>{size.key}</code>
        </p>
      </div>
      <div className="mt-auto grid w-full grid-cols-2 gap-2">
        <button type="button" className="btn-primary" onClick={download} disabled={busy} aria-label={busy ? undefined : `${LABELS.download} ${name} (${dims})`}>
          {busy ? LABELS.downloading : LABELS.download}
        </button>
        <CopyButton
          text={size.url}
          label={LABELS.copyUrl}
          copiedLabel={LABELS.copied}
          confirmMs={COPY_CONFIRM_MS}
          ariaLabel={`${LABELS.copyUrl} of ${name} (${dims})`}
          trackContext={{ tool: tool.slug, size: size.key }}
        />
      </div>
      <p aria-live="polite" className="w-full text-sm font-medium text-danger empty:hidden">
        {error}
      </p>
    </li>
  );
}

function ChannelInfo({ channel }: { channel: LogoLookup["channel"] }) {
  return (
    <dl className="card grid gap-4 p-5 sm:grid-cols-2 sm:p-6" data-channel-info>
      <div className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{LABELS.channelName}</dt>
        <dd className="mt-1 break-words font-semibold" data-field="title">
          {channel.title || "—"}
          {channel.handle ? <span className="block break-all text-sm font-normal text-muted">{channel.handle}</span> : null}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{LABELS.channelId}</dt>
        <dd className="mt-1 break-all font-mono text-sm" data-field="channelId">
          {channel.channelId}
        </dd>
      </div>
    </dl>
  );
}

export default function YoutubeChannelLogoDownloader() {
  const [draft, setDraft] = useDraft(DRAFT_KEY, { input: "" });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lookup, setLookup] = useState<LogoLookup | null>(null);
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState(IDLE);
  const [specWaits, setSpecWaits] = useState(false);
  const run = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => {
      run.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const stage = (id: StageId) => setProgress({ value: STAGES[id].progress, stage: STAGES[id].message });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    const check = checkInput(draft.input);
    if (!check.ok) {
      setFieldError(check.error);
      return;
    }
    setFieldError(null);
    setError(null);
    setLookup(null);
    clearTimeout(resetTimer.current);
    const controller = new AbortController();
    run.current = controller;
    setLoading(true);
    stage("start");
    track("get_channel_logos", { tool: tool.slug, input_kind: check.input.kind });
    try {
      const waitMs = preLookupWaitMs(specWaits);
      if (waitMs > 0) {
        stage("wait");
        await wait(waitMs, controller.signal);
      }
      stage("resolve");
      const res = await fetch(lookupPath(draft.input), { signal: controller.signal, headers: { Accept: "application/json" } });
      stage("fetch");
      const body: unknown = await res.json().catch(() => undefined);
      if (!res.ok) {
        const apiError = readApiError(body);
        track("channel_logos_error", { tool: tool.slug, code: apiError?.code ?? String(res.status) });
        setError(apiError?.message ?? MESSAGES.badReply);
        return;
      }
      const result = readLogoLookup(body);
      if (!result) {
        setError(MESSAGES.badReply);
        return;
      }
      stage("processing");
      setLookup(result);
      stage("complete");
      track("channel_logos_found", { tool: tool.slug, source: result.channel.source });
    } catch {
      if (controller.signal.aborted) return;
      setError(MESSAGES.offline);
    } finally {
      if (run.current === controller) {
        setLoading(false);
        resetTimer.current = setTimeout(() => setProgress(IDLE), PROGRESS_RESET_MS);
      }
    }
  }

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card flex flex-col gap-4 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-busy={loading}>
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
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={loading}>
            {LABELS.get}
          </button>
          <ExampleButton example={EXAMPLES.channelUrl} onFill={() => setDraft({ input: EXAMPLES.channelUrl })} />
        </div>
        <div className={progress.value > 0 ? "" : "invisible"} aria-hidden={progress.value > 0 ? undefined : true}>
          <ProgressBar value={progress.value} stage={progress.stage} label="Logo lookup progress" />
        </div>
      </form>

      <p role="status" className="sr-only">
        {lookup ? `Found ${lookup.sizes.length} logo sizes for ${lookup.channel.title || lookup.channel.channelId}.` : ""}
      </p>

      <section aria-label="Channel logos" className="mt-8 flex flex-col gap-6">
        {error ? <ErrorBox message={error} /> : null}
        {lookup ? (
          <>
            <ChannelInfo channel={lookup.channel} />
            <div>
              <h2 className="text-xl font-bold">Logo sizes</h2>
              <ul className="mt-4 grid gap-5 sm:grid-cols-3">
                {lookup.sizes.map((size) => (
                  <SizeCard key={`${lookup.channel.channelId}-${size.key}`} size={size} channel={lookup.channel} />
                ))}
              </ul>
            </div>
          </>
        ) : null}
        <p className="rounded-xl border border-line bg-surface-2 p-4 text-sm text-muted" data-copyright>
          {COPYRIGHT_NOTE}
        </p>
      </section>
    </ToolLayout>
  );
}
