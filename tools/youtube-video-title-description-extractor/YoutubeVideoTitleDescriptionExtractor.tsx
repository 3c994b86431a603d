import { VideoLookupTool } from "../shared/VideoLookupTool";
import { toolPageMeta } from "../../app/components/ToolLayout";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadText } from "../../app/ui/download";
import article from "./article.md";
import {
  API_PATH,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  DRAFT_KEY,
  exportFile,
  FORMATS,
  LABELS,
  MESSAGES,
  NOTE,
  readTitleDescriptionResult,
  RESTRICTION_NOTES,
  watchUrl,
  type ExportFormat,
  type TitleDescriptionResult,
} from "./logic";
import { meta as tool } from "./meta";
import { Notice } from "../../app/ui/Notice";


export const meta = () => toolPageMeta(tool);

function Copy({ text, field, label }: { text: string; field: string; label: string }) {
  return (
    <CopyButton
      text={text}
      label={LABELS.copy}
      copiedLabel={COPIED_LABEL}
      confirmMs={COPY_CONFIRM_MS}
      ariaLabel={`${LABELS.copy} ${label}`}
      trackContext={{ tool: tool.slug, field }}
      className="btn-secondary w-full shrink-0 sm:w-28"
      disabled={text === ""}
    />
  );
}

function Result({ result }: { result: TitleDescriptionResult }) {
  function download(format: ExportFormat) {
    const f = exportFile(format, result);
    downloadText(f.fileName, f.text, f.mimeType);
  }
  return (
    <div className="card flex flex-col gap-5 p-5 sm:p-6" data-result>
      <section className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" aria-labelledby="video-id-heading">
        <div className="min-w-0">
          <h2 id="video-id-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {LABELS.videoId}
          </h2>
          <a className="link mt-1 block break-all font-mono text-lg font-bold" href={watchUrl(result.videoId)} target="_blank" rel="noopener noreferrer" data-field="videoId">
            {result.videoId}
          </a>
        </div>
        <Copy text={result.videoId} field="videoId" label={LABELS.videoId} />
      </section>

      {result.restriction ? (
        <Notice tone="warning" live={false}>
          {RESTRICTION_NOTES[result.restriction]}
        </Notice>
      ) : null}

      <section className="flex flex-col gap-3 border-t border-line pt-5" aria-labelledby="title-heading">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="title-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
              {LABELS.title}
            </h2>
            <p className="mt-1 break-words text-lg font-bold text-ink" data-field="title">
              {result.title}
            </p>
          </div>
          <Copy text={result.title} field="title" label={LABELS.title} />
        </div>
      </section>

      <section className="flex flex-col gap-3 border-t border-line pt-5" aria-labelledby="description-heading">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="description-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {LABELS.description}
          </h2>
          <Copy text={result.description} field="description" label={LABELS.description} />
        </div>
        {result.description ? (
          <div
            className="max-h-96 overflow-y-auto whitespace-pre-wrap break-words rounded-xl border border-line bg-surface-2 p-4 text-sm text-ink"
            data-field="description"
            tabIndex={0}
            role="region"
            aria-label={LABELS.description}
          >
            {result.description}
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-line bg-surface-2 p-4 text-sm text-muted" data-field="noDescription">
            {MESSAGES.noDescription}
          </p>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-5">
        <span className="mr-1 text-sm font-semibold text-ink">{LABELS.downloads}:</span>
        {FORMATS.map((f) => (
          <button key={f} type="button" className="btn-secondary min-w-20" onClick={() => download(f)} aria-label={`Download ${LABELS[f]}`}>
            {LABELS[f]}
          </button>
        ))}
      </div>
    </div>
  );
}

export default function YoutubeVideoTitleDescriptionExtractor() {
  return (
    <VideoLookupTool
      tool={tool}
      article={article}
      apiPath={API_PATH}
      read={readTitleDescriptionResult}
      draftKey={DRAFT_KEY}
      labels={LABELS}
      progressLabel="Title and description extraction progress"
      note={NOTE}
      status={(r) => `${LABELS.title}: ${r.title}`}
    >
      {(result, run) => <Result key={run} result={result} />}
    </VideoLookupTool>
  );
}
