import { ChannelLookupForm } from "../shared/ChannelLookupForm";
import { useChannelLookup } from "../shared/use-channel-lookup";
import { useImageDownload } from "../shared/use-image-download";
import { useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import article from "./article.md";
import {
  COPY_CONFIRM_MS,
  COPYRIGHT_NOTE,
  dimensionsText,
  downloadErrorMessage,
  downloadPath,
  JPEG_QUALITY,
  LABELS,
  LOOKUP,
  logoFileName,
  MESSAGES,
  nextPreview,
  SIZE_LABELS,
  type LogoLookup,
  type LogoSize,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

function SizeCard({ size, channel }: { size: LogoSize; channel: LogoLookup["channel"] }) {
  const [preview, setPreview] = useState<"preview" | "alt" | "none">("preview");
  const headingId = `logo-${size.key}`;
  const dims = dimensionsText(size);
  const name = SIZE_LABELS[size.key];
  const fileName = logoFileName(size.key);
  const { busy, error, download } = useImageDownload({
    serverPath: downloadPath(channel.channelId, size.key),
    url: size.url,
    fileName,
    quality: JPEG_QUALITY,
    messages: MESSAGES,
    onFallback: () => track("logo_download_fallback", { tool: tool.slug, size: size.key }),
    failure: downloadErrorMessage,
  });

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
  const lookupState = useChannelLookup<LogoLookup>({
    ...LOOKUP,
    slug: tool.slug,
    events: { start: "get_channel_logos", error: "channel_logos_error", found: "channel_logos_found" },
    found: (r) => ({ source: r.channel.source }),
  });
  const { error, lookup } = lookupState;
  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <ChannelLookupForm labels={LABELS} progressLabel="Logo lookup progress" lookup={lookupState} />

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
