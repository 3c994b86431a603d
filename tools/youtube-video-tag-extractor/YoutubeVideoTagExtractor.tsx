import { wait } from "../../app/lib/wait";
import { VideoLookupTool } from "../shared/VideoLookupTool";
import { useEffect, useRef, useState } from "react";
import { toolPageMeta } from "../../app/components/ToolLayout";
import { AiRequestError, NETWORK_ERROR_MESSAGE, postJson } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadText } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  API_PATH,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  DRAFT_KEY,
  EXPAND_API_PATH,
  EXPAND_STAGES,
  expandErrorMessage,
  expandWaitMs,
  exportFile,
  HIDDEN_TAGS_NOTE,
  LABELS,
  mergeTags,
  MESSAGES,
  readExpandResponse,
  readTagResult,
  RESTRICTION_NOTES,
  tagCountText,
  tagText,
  validateExpand,
  watchUrl,
  type ExportFormat,
  type TagResult,
} from "./logic";
import { meta as tool } from "./meta";
import { type Progress } from "../shared/use-video-lookup";
import { Notice } from "../../app/ui/Notice";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { LanguageSelect } from "../../app/ui/LanguageSelect";

export const meta = () => toolPageMeta(tool);

const IDLE: Progress = { value: 0, stage: "" };
const FORMATS: ExportFormat[] = ["txt", "csv", "json"];

function TagResultCard({ result }: { result: TagResult }) {
  const [tags, setTags] = useState<string[]>(result.tags);
  const [language, setLanguage] = useOutputLanguage(tool.slug);
  const [expanding, setExpanding] = useState(false);
  const [progress, setProgress] = useState<Progress>(IDLE);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const specWaits = useRef(false);

  useEffect(() => {
    specWaits.current = getPublicSettings().specWaits;
    return () => controller.current?.abort();
  }, []);

  const hasTags = tags.length > 0;
  const text = tagText(tags);

  async function expand() {
    if (expanding) return;
    const input = { title: result.title, tags };
    const invalid = validateExpand(input);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setAdded(null);
    setExpanding(true);
    const c = new AbortController();
    controller.current = c;
    const stage = (id: keyof typeof EXPAND_STAGES) => setProgress({ value: EXPAND_STAGES[id].progress, stage: EXPAND_STAGES[id].message });
    stage("preparing");
    track("expand_tags_ai", { tool: tool.slug, existing: tags.length });
    try {
      const waitMs = expandWaitMs(specWaits.current);
      if (waitMs > 0) {
        stage("wait");
        await wait(waitMs, c.signal);
      }
      stage("expanding");
      const body = readExpandResponse(await postJson<unknown>(EXPAND_API_PATH, { ...input, language }, c.signal));
      stage("processing");
      if (!body) throw new AiRequestError({ status: 502, code: "bad_reply", message: MESSAGES.aiNoTags });
      const merged = mergeTags(tags, body.tags);
      const count = merged.length - tags.length;
      if (count === 0) throw new AiRequestError({ status: 502, code: "no_tags", message: MESSAGES.aiNoTags });
      setTags(merged);
      setAdded(MESSAGES.added(count));
      track("expand_tags_ai_done", { tool: tool.slug, added: count });
    } catch (e) {
      if (c.signal.aborted) return;
      const message = e instanceof AiRequestError ? expandErrorMessage(e.info) : NETWORK_ERROR_MESSAGE;
      setError(message);
      track("expand_tags_ai_error", { tool: tool.slug, code: e instanceof AiRequestError ? e.info.code : "network" });
    } finally {
      if (!c.signal.aborted) {
        setExpanding(false);
        setProgress(IDLE);
      }
    }
  }

  function download(format: ExportFormat) {
    const f = exportFile(format, result, tags);
    downloadText(f.fileName, f.text, f.mimeType);
  }

  return (
    <div className="card flex flex-col gap-5 p-5 sm:p-6" data-result>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">{LABELS.title}</h2>
        <p className="mt-1 break-words text-lg font-bold text-ink" data-field="title">
          {result.title}
        </p>
        <p className="mt-2 text-sm text-muted">
          {LABELS.videoId}:{" "}
          <a className="link break-all font-mono" href={watchUrl(result.videoId)} target="_blank" rel="noopener noreferrer" data-field="videoId">
            {result.videoId}
          </a>
        </p>
      </div>

      {result.restriction ? (
        <Notice tone="warning" live={false}>
          {RESTRICTION_NOTES[result.restriction]}
        </Notice>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          {hasTags ? (
            <label htmlFor="extracted-tags" className="text-sm font-semibold text-ink">
              {LABELS.tags}
            </label>
          ) : (
            <h3 className="text-sm font-semibold text-ink">{LABELS.tags}</h3>
          )}
          <span className="text-xs text-muted" data-field="tagCount">
            {tagCountText(tags.length)}
          </span>
        </div>
        {hasTags ? (
          <textarea id="extracted-tags" className="input min-h-36 break-words" readOnly rows={6} value={text} data-field="tags" />
        ) : (
          <p className="flex min-h-36 items-center justify-center rounded-xl border border-dashed border-line bg-surface-2 p-4 text-center font-semibold text-muted" data-field="noTags">
            {MESSAGES.noTags}
          </p>
        )}
      </div>

      <div className="max-w-xs">
        <LanguageSelect value={language} onChange={setLanguage} hint="The language of the tags Expand with AI suggests." />
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={text}
          label={LABELS.copy}
          copiedLabel={COPIED_LABEL}
          confirmMs={COPY_CONFIRM_MS}
          ariaLabel={`${LABELS.copy} ${LABELS.tags}`}
          trackContext={{ tool: tool.slug, field: "tags" }}
          className="btn-secondary min-w-24"
          disabled={!hasTags}
        />
        <button type="button" className="btn-primary" onClick={expand} disabled={expanding}>
          {LABELS.expand}
        </button>
        {FORMATS.map((f) => (
          <button
            key={f}
            type="button"
            className="btn-secondary min-w-20"
            onClick={() => download(f)}
            disabled={f !== "json" && !hasTags}
            aria-label={`Download ${LABELS[f]}`}
          >
            {LABELS[f]}
          </button>
        ))}
      </div>

      <div className={expanding ? "" : "hidden"} aria-hidden={expanding ? undefined : true}>
        <ProgressBar value={progress.value} stage={progress.stage || "\u00a0"} label="Tag expansion progress" />
      </div>
      <p role="status" className={added ? "rounded-xl bg-ok-soft p-3 text-sm font-medium text-ok" : "sr-only"} data-field="added">
        {added ?? ""}
      </p>
      {error ? <ErrorBox message={error} /> : null}
    </div>
  );
}

export default function YoutubeVideoTagExtractor() {
  return (
    <VideoLookupTool
      tool={tool}
      article={article}
      apiPath={API_PATH}
      read={readTagResult}
      draftKey={DRAFT_KEY}
      labels={LABELS}
      progressLabel="Tag extraction progress"
      note={HIDDEN_TAGS_NOTE}
      status={(r) => `${tagCountText(r.tags.length)}: ${r.title}`}
    >
      {(result, run) => <TagResultCard key={run} result={result} />}
    </VideoLookupTool>
  );
}
