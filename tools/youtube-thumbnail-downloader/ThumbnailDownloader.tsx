import { useReveal } from "../../app/ui/reveal";
import { useState, type FormEvent } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { TextField } from "../../app/ui/Field";
import { downloadBlob } from "../../app/ui/download";
import article from "./article.md";
import {
  DOWNLOAD_LABEL,
  GET_THUMBNAILS_LABEL,
  INPUT_LABEL,
  INPUT_PLACEHOLDER,
  MESSAGE_DOWNLOAD_FAILED,
  NOT_AVAILABLE_TEXT,
  buildThumbnailCards,
  downloadPath,
  PREVIEW_FAILED_TEXT,
  previewStateAfter,
  type PreviewState,
  parseThumbnailInput,
  readErrorMessage,
  imageBaseUrl,
  type ThumbnailCard,
} from "./logic";
import { meta as tool } from "./meta";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";

export const meta = () => toolPageMeta(tool);


function SizeCard({ card, videoId }: { card: ThumbnailCard; videoId: string }) {
  const [image, setImage] = useState<PreviewState>("loading");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `thumb-${card.sizeId}`;

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(downloadPath(videoId, card.sizeId));
      if (!res.ok) {
        const body: unknown = await res.json().catch(() => undefined);
        throw new Error(readErrorMessage(body, MESSAGE_DOWNLOAD_FAILED));
      }
      downloadBlob(card.fileName, await res.blob());
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MESSAGE_DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className={`card flex flex-col overflow-hidden ${card.sizeId === "maxresdefault" ? "sm:col-span-2" : ""}`}
      aria-labelledby={headingId}
      data-size={card.sizeId}
    >
      <div className="bg-surface-2">
        {/* The box keeps the size's shape before the image arrives, never wider than the image itself. */}
        <div className="relative mx-auto w-full" style={{ aspectRatio: `${card.width} / ${card.height}`, maxWidth: card.width }}>
        {image === "unavailable" ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm font-medium text-muted">
            {NOT_AVAILABLE_TEXT}
          </p>
        ) : (
          <img
            src={card.url}
            alt={`${card.label} thumbnail (${card.dimensions}) of video ${videoId}`}
            width={card.width}
            height={card.height}
            decoding="async"
            className="absolute inset-0 h-full w-full object-contain"
            onLoad={(e) => setImage(previewStateAfter(card.sizeId, { loaded: true, naturalWidth: e.currentTarget.naturalWidth }))}
            onError={() => setImage(previewStateAfter(card.sizeId, { loaded: false }))}
          />
        )}
        {image === "preview-failed" ? (
          <p className="absolute inset-0 flex items-center justify-center bg-surface-2 p-4 text-center text-sm text-muted">{PREVIEW_FAILED_TEXT}</p>
        ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-semibold">
            {card.label}
          </h3>
          <span className="text-sm text-muted">
            {card.dimensions} · <code className="break-all">{card.sizeId}</code>
          </span>
        </div>
        <button
          type="button"
          className="btn-primary mt-auto w-full"
          onClick={download}
          disabled={busy || image === "unavailable"}
          aria-label={`${DOWNLOAD_LABEL} ${card.label} (${card.dimensions})`}
        >
          {busy ? "Downloading…" : DOWNLOAD_LABEL}
        </button>
        <p aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
          {error}
        </p>
      </div>
    </li>
  );
}

const INPUT_ID = "thumbnail-video";

export default function ThumbnailDownloader() {
  const [draft, setDraft] = useDraft("youtube-thumbnail-downloader", { input: "" });
  const [videoId, setVideoId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseThumbnailInput(draft.input);
    if (!parsed.ok) {
      setError(parsed.error);
      setVideoId(null);
      // The message is at the field: the focus goes there too, so it is read out and fixable at once.
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    setError(null);
    setVideoId(parsed.videoId);
    track("get_thumbnails", { video_id: parsed.videoId });
  }

  // The host is in the page's settings from the first paint (a mirror's is allowed by the CSP).
  const cards = videoId ? buildThumbnailCards(imageBaseUrl(getPublicSettings().youtubeImageBaseUrl), videoId) : [];
  const resultRef = useReveal<HTMLHeadingElement>(videoId);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card flex flex-col gap-4 p-5 sm:p-6" onSubmit={onSubmit} noValidate>
        <TextField
          id={INPUT_ID}
          label={INPUT_LABEL}
          name="video"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={INPUT_PLACEHOLDER}
          value={draft.input}
          onChange={(e) => setDraft({ input: e.target.value })}
          error={error}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {GET_THUMBNAILS_LABEL}
          </button>
          <ExampleButton example={EXAMPLES.videoUrl} onFill={() => setDraft({ input: EXAMPLES.videoUrl })} />
        </div>
      </form>

      <p role="status" className="sr-only">
        {videoId ? `Showing ${cards.length} thumbnail sizes for video ${videoId}.` : ""}
      </p>
      <section aria-label="Thumbnails" className="mt-8">
        {videoId ? (
          <>
            <h2 ref={resultRef} className="text-xl font-bold">
              Thumbnails for video <code className="break-all">{videoId}</code>
            </h2>
            <ul className="mt-4 grid gap-5 sm:grid-cols-2">
              {cards.map((card) => (
                <SizeCard key={`${videoId}-${card.sizeId}-${card.url}`} card={card} videoId={videoId} />
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </ToolLayout>
  );
}
