import { wait } from "../../app/lib/wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { useReveal } from "../../app/ui/reveal";
import { AiRequestError, NETWORK_ERROR_MESSAGE, postStream } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { CheckboxField, SelectField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { downloadText } from "../../app/ui/download";
import article from "./article.md";
import {
  API_PATH,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  COPY_LABEL,
  CTA_LABEL,
  DEFAULT_INPUT,
  DOWNLOAD_LABEL,
  GENERATE_LABEL,
  HASHTAGS_LABEL,
  KEYWORDS_LABEL,
  LENGTH_LABEL,
  LENGTH_OPTIONS,
  LIMITS,
  MESSAGE_NO_DESCRIPTION,
  SOCIAL_LINKS_LABEL,
  SPEC_WAIT_MS,
  STYLE_LABEL,
  STYLE_OPTIONS,
  TIMESTAMPS_LABEL,
  TITLE_LABEL,
  TOPIC_LABEL,
  YOUTUBE_DESCRIPTION_MAX_CHARS,
  charCount,
  descriptionErrorMessage,
  descriptionFileName,
  isDescriptionLength,
  isDescriptionStyle,
  normalizeDescriptionInput,
  progressStage,
  rateLimitNotice,
  streamProgress,
  validateDescriptionInput,
  wordCount,
  wrapDescriptionError,
  type DescriptionInput,
} from "./logic";
import { meta as tool } from "./meta";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { LanguageSelect } from "../../app/ui/LanguageSelect";

export const meta = () => toolPageMeta(tool);

interface Failure {
  message: string;
  notice?: string;
}

interface Result {
  text: string;
  /** What the description was written for: names the TXT file. */
  title: string;
  topic: string;
  complete: boolean;
}


export default function YoutubeDescriptionGenerator() {
  const [draft, setDraft] = useDraft<DescriptionInput>(tool.slug, DEFAULT_INPUT);
  const [language, setLanguage] = useOutputLanguage(tool.slug);
  const input = normalizeDescriptionInput(draft);
  const [specWaits, setSpecWaits] = useState(false);
  const [inputError, setInputError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ value: number; stage: string } | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => running.current?.abort();
  }, []);

  function update<K extends keyof DescriptionInput>(key: K, value: DescriptionInput[K]) {
    setDraft((prev) => ({ ...prev, [key]: value }));
    if (key === "title" || key === "topic") setInputError(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = validateDescriptionInput(input);
    if (problem) {
      setInputError(problem);
      document.getElementById("description-title")?.focus();
      return;
    }
    setInputError(null);
    setFailure(null);
    setBusy(true);
    track("generate_description", { tool: tool.slug, style: input.style, length: input.length });
    const controller = new AbortController();
    running.current = controller;
    const target = { title: input.title.trim(), topic: input.topic.trim() };
    setResult({ ...target, text: "", complete: false });
    try {
      if (specWaits) {
        setProgress({ value: 0, stage: "Getting ready…" });
        await wait(SPEC_WAIT_MS, controller.signal);
      }
      setProgress({ value: 0, stage: progressStage(0) });
      const full = await postStream(
        API_PATH,
        { ...input, language },
        {
          onDelta: (_piece, soFar) => {
            setResult({ ...target, text: soFar, complete: false });
            setProgress({ value: streamProgress(soFar, input.length), stage: progressStage(wordCount(soFar)) });
          },
          onRetry: (r) => setProgress((p) => ({ value: p?.value ?? 0, stage: progressStage(0, r) })),
        },
        controller.signal,
      );
      const text = full.trim();
      if (!text) throw new AiRequestError({ status: 200, code: "no_description", message: MESSAGE_NO_DESCRIPTION });
      setResult({ ...target, text, complete: true });
    } catch (err) {
      if (controller.signal.aborted) return;
      if (err instanceof AiRequestError) {
        setFailure({ message: descriptionErrorMessage(err.info), notice: err.isRateLimit ? rateLimitNotice(err.info.retryAfterSeconds) : undefined });
      } else {
        setFailure({ message: wrapDescriptionError(NETWORK_ERROR_MESSAGE) });
      }
      // Whatever was written before the failure stays on screen (DESIGN.md decision 6).
      setResult((r) => (r && r.text.trim() ? { ...r, text: r.text.trim() } : null));
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) {
        setBusy(false);
        setProgress(null);
      }
    }
  }

  const { unavailable } = useToolAvailability(tool.needs);
  // Revealed once when the description starts to arrive (not on every streamed piece).
  const resultRef = useReveal<HTMLElement>(result ? "shown" : null);
  const shown = result?.text.trim() ?? "";
  const words = wordCount(shown);
  const chars = charCount(shown);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card grid gap-5 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-label="Description generator">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="description-title"
            label={TITLE_LABEL}
            name="title"
            value={input.title}
            maxCharacters={LIMITS.title}
            placeholder="e.g. I Tried Every Budget Camera Under $500"
            autoComplete="off"
            onChange={(e) => update("title", e.target.value)}
            error={inputError}
            hint="A title or a topic is enough."
          />
          <TextField
            label={TOPIC_LABEL}
            name="topic"
            value={input.topic}
            maxCharacters={LIMITS.topic}
            placeholder="e.g. budget cameras for beginner vloggers"
            autoComplete="off"
            onChange={(e) => update("topic", e.target.value)}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            label={STYLE_LABEL}
            name="style"
            options={STYLE_OPTIONS}
            value={input.style}
            onChange={(e) => isDescriptionStyle(e.target.value) && update("style", e.target.value)}
          />
          <SelectField
            label={LENGTH_LABEL}
            name="length"
            options={LENGTH_OPTIONS}
            value={input.length}
            onChange={(e) => isDescriptionLength(e.target.value) && update("length", e.target.value)}
          />
          <LanguageSelect value={language} onChange={setLanguage} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={KEYWORDS_LABEL}
            name="keywords"
            value={input.keywords}
            maxCharacters={LIMITS.keywords}
            placeholder="e.g. vlogging camera, budget gear"
            hint="Separate keywords with commas."
            autoComplete="off"
            onChange={(e) => update("keywords", e.target.value)}
          />
          <TextField
            label={CTA_LABEL}
            name="callToAction"
            value={input.callToAction}
            maxCharacters={LIMITS.callToAction}
            placeholder="e.g. Download the free checklist linked below"
            autoComplete="off"
            onChange={(e) => update("callToAction", e.target.value)}
          />
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-ink">Include in the description</legend>
          <CheckboxField
            label={TIMESTAMPS_LABEL}
            name="includeTimestamps"
            checked={input.includeTimestamps}
            onChange={(e) => update("includeTimestamps", e.target.checked)}
          />
          <CheckboxField
            label={HASHTAGS_LABEL}
            name="includeHashtags"
            checked={input.includeHashtags}
            onChange={(e) => update("includeHashtags", e.target.checked)}
          />
          <CheckboxField
            label={SOCIAL_LINKS_LABEL}
            name="includeSocialLinks"
            checked={input.includeSocialLinks}
            onChange={(e) => update("includeSocialLinks", e.target.checked)}
          />
        </fieldset>
        <div className="flex flex-col gap-3">
          <button type="submit" className="btn-primary w-full sm:w-auto sm:self-start" disabled={busy || unavailable}>
            {busy ? "Generating…" : GENERATE_LABEL}
          </button>
          {progress ? <ProgressBar value={progress.value} stage={progress.stage} label="Description progress" /> : null}
        </div>
      </form>

      {failure ? (
        <div className="mt-6">
          <ErrorBox title={failure.notice} message={failure.message} />
        </div>
      ) : null}

      <p role="status" className="sr-only">
        {result?.complete ? `Description ready: ${words} words.` : ""}
      </p>
      {result ? (
        <section ref={resultRef} aria-labelledby="description-heading" className="card mt-8 p-5 outline-none sm:p-6" aria-busy={busy}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="description-heading" className="text-xl font-bold">
              {result.complete ? "Your description" : busy ? "Writing your description…" : "Partial description"}
            </h2>
            <p className="text-sm text-muted" data-testid="description-counts">
              <span>
                {words.toLocaleString("en-US")} {words === 1 ? "word" : "words"}
              </span>
              {" · "}
              <span>
                {chars.toLocaleString("en-US")} {chars === 1 ? "character" : "characters"}
              </span>
              {chars > YOUTUBE_DESCRIPTION_MAX_CHARS ? <span className="text-warn"> (YouTube allows 5,000)</span> : null}
            </p>
          </div>
          <div
            data-testid="description-text"
            dir="auto"
            className="mt-4 min-h-40 rounded-lg border border-line bg-surface-2 p-4 text-base whitespace-pre-wrap break-words text-ink"
          >
            {shown || <span className="text-muted">The description appears here as it is written.</span>}
          </div>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <CopyButton
              text={shown}
              label={COPY_LABEL}
              copiedLabel={COPIED_LABEL}
              confirmMs={COPY_CONFIRM_MS}
              disabled={busy || !shown}
              trackContext={{ tool: tool.slug }}
              className="btn-secondary w-full sm:w-auto"
            />
            <button
              type="button"
              className="btn-secondary w-full sm:w-auto"
              disabled={busy || !shown}
              onClick={() => downloadText(descriptionFileName(result.title, result.topic), shown)}
            >
              {DOWNLOAD_LABEL}
            </button>
          </div>
        </section>
      ) : null}
    </ToolLayout>
  );
}
