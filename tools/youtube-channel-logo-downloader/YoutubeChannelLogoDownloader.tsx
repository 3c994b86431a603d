import { useChannelLookup } from "../shared/use-channel-lookup";
import { canvasJpeg } from "../shared/canvas-jpeg";
import { useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
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
} from "./logic";
import { meta as tool } from "./meta";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";

export const meta = () => toolPageMeta(tool);




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
        downloadBlob(fileName, await canvasJpeg(size.url, JPEG_QUALITY, MESSAGES));
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
  const { draft, setDraft, fieldError, error, lookup, loading, progress, onSubmit } = useChannelLookup<LogoLookup>({
    slug: tool.slug,
    draftKey: DRAFT_KEY,
    check: checkInput,
    path: lookupPath,
    read: readLogoLookup,
    readError: readApiError,
    stages: STAGES,
    before: ["resolve"],
    after: ["fetch"],
    messages: MESSAGES,
    waitMs: preLookupWaitMs,
    resetMs: PROGRESS_RESET_MS,
    events: { start: "get_channel_logos", error: "channel_logos_error", found: "channel_logos_found" },
    found: (r) => ({ source: r.channel.source }),
  });
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
