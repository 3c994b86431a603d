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
  bannerFileName,
  COPY_CONFIRM_MS,
  COPYRIGHT_NOTE,
  dimensionsText,
  downloadErrorMessage,
  downloadPath,
  JPEG_QUALITY,
  LABELS,
  LOOKUP,
  MESSAGES,
  nextPreview,
  type BannerLookup,
  type BannerResult,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

function SizeCard({ size, channel }: { size: BannerResult; channel: BannerLookup["channel"] }) {
  const [preview, setPreview] = useState<"preview" | "alt" | "none">("preview");
  const headingId = `banner-${size.code}`;
  const dims = dimensionsText(size);
  const fileName = bannerFileName(size);
  const { busy, error, download } = useImageDownload({
    serverPath: downloadPath(channel.channelId, size.code),
    url: size.url,
    fileName,
    quality: JPEG_QUALITY,
    messages: MESSAGES,
    onFallback: () => track("banner_download_fallback", { tool: tool.slug, size: size.code }),
    failure: (serverMessage, fallback) => downloadErrorMessage(size.name, serverMessage, fallback),
  });

  const src = preview === "preview" ? size.previewUrl : preview === "alt" ? size.altUrl : null;

  return (
    <li className="card flex min-w-0 flex-col overflow-hidden" aria-labelledby={headingId} data-size={size.code}>
      <div className="relative w-full bg-surface-2" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        {src ? (
          <img
            key={src}
            src={src}
            alt={`${size.name} banner (${dims}) of ${channel.title || channel.channelId}`}
            width={size.width}
            height={size.height}
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
            onError={() => setPreview((p) => nextPreview(p, size.previewUrl, size.altUrl))}
          />
        ) : (
          <p className="absolute inset-0 flex items-center justify-center p-2 text-center text-sm font-medium text-muted" data-preview-missing>
            {MESSAGES.previewNotAvailable}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold">
            {size.name}
          </h3>
          <span className="text-sm text-muted">
            {dims} · <code>{size.code}</code>
          </span>
        </div>
        <p className="text-sm text-muted">{size.description}</p>
        <p className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${size.isRealSource ? "bg-ok-soft text-ok" : "bg-surface-2 text-muted"}`}>
          {size.isRealSource ? LABELS.realSource : LABELS.builtSource}
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <button type="button" className="btn-primary" onClick={download} disabled={busy} aria-label={busy ? undefined : `${LABELS.download} ${size.name} (${dims})`}>
            {busy ? LABELS.downloading : LABELS.download}
          </button>
          <CopyButton
            text={size.url}
            label={LABELS.copyUrl}
            copiedLabel={LABELS.copied}
            confirmMs={COPY_CONFIRM_MS}
            ariaLabel={`${LABELS.copyUrl} of ${size.name} (${dims})`}
            trackContext={{ tool: tool.slug, size: size.code }}
          />
        </div>
        <p aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
          {error}
        </p>
      </div>
    </li>
  );
}

function ChannelInfo({ lookup }: { lookup: BannerLookup }) {
  const { channel, sizes, realSourceCount } = lookup;
  return (
    <dl className="card grid gap-4 p-5 sm:grid-cols-2 sm:p-6 lg:grid-cols-4" data-channel-info>
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
      <div>
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{LABELS.sizes}</dt>
        <dd className="mt-1 text-lg font-bold" data-field="sizes">
          {sizes.length}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{LABELS.realSources}</dt>
        <dd className="mt-1 text-lg font-bold" data-field="realSources">
          {realSourceCount}
        </dd>
      </div>
    </dl>
  );
}

export default function YoutubeChannelBannerDownloader() {
  const lookupState = useChannelLookup<BannerLookup>({
    ...LOOKUP,
    slug: tool.slug,
    events: { start: "get_channel_banners", error: "channel_banners_error", found: "channel_banners_found" },
    found: (r) => ({ source: r.channel.source, real_sources: r.realSourceCount }),
  });
  const { error, lookup } = lookupState;
  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <ChannelLookupForm labels={LABELS} progressLabel="Banner lookup progress" lookup={lookupState} />

      <p role="status" className="sr-only">
        {lookup ? `Found ${lookup.sizes.length} banner sizes for ${lookup.channel.title || lookup.channel.channelId}.` : ""}
      </p>

      <section aria-label="Channel banners" className="mt-8 flex flex-col gap-6">
        {error ? <ErrorBox message={error} /> : null}
        {lookup ? (
          <>
            <ChannelInfo lookup={lookup} />
            <div>
              <h2 className="text-xl font-bold">Banner sizes</h2>
              <ul className="mt-4 grid gap-5 sm:grid-cols-2">
                {lookup.sizes.map((size) => (
                  <SizeCard key={`${lookup.channel.channelId}-${size.code}`} size={size} channel={lookup.channel} />
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
