import { wait } from "../../app/lib/wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { Notice } from "../../app/ui/Notice";
import { AiRequestError, postJson } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  ABOVE_TITLE_BADGE,
  ABOVE_TITLE_COUNT,
  ABOVE_TITLE_NOTE,
  API_PATH,
  canGenerate,
  copyAllText,
  COPY_CONFIRM_MS,
  COUNT_OPTIONS,
  DEFAULT_INPUT,
  DRAFT_KEY,
  ERROR_CODES,
  generationErrorMessage,
  HASHTAG_CATEGORIES,
  LABELS,
  MAX_LENGTHS,
  MESSAGES,
  normalizeInput,
  OVER_LIMIT_NOTE,
  PLATFORM_HASHTAG_LIMIT,
  preGenerationWaitMs,
  PROGRESS_RESET_MS,
  STAGES,
  TIP,
  type HashtagInput,
  type HashtagResponse,
} from "./logic";
import { meta as tool } from "./meta";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { languageLabel } from "../../app/lib/languages";

export const meta = () => toolPageMeta(tool);

interface Progress {
  value: number;
  stage: string;
}
const IDLE: Progress = { value: 0, stage: "" };


export default function YoutubeHashtagGenerator() {
  const [draft, setDraft] = useDraft<HashtagInput>(DRAFT_KEY, DEFAULT_INPUT);
  const [language, setLanguage] = useOutputLanguage(tool.slug);
  const input = normalizeInput(draft);
  const [touched, setTouched] = useState(false);
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState<Progress>(IDLE);
  const [error, setError] = useState<string | null>(null);
  const [specWaits, setSpecWaits] = useState(false);
  const { unavailable: notConfigured } = useToolAvailability(tool.needs);
  const run = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => {
      run.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  const update = <K extends keyof HashtagInput>(key: K, value: HashtagInput[K]) => setDraft((prev) => ({ ...prev, [key]: value }));
  const ready = canGenerate(input);
  const validation = touched && !ready ? MESSAGES.required : null;

  /** On narrow screens the results sit below the form: bring them into view when they change. */
  function revealResults() {
    requestAnimationFrame(() => {
      const el = resultsRef.current;
      if (el && el.getBoundingClientRect().top > window.innerHeight / 2) el.scrollIntoView({ block: "start" });
    });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!ready || loading || notConfigured) return;
    const controller = new AbortController();
    run.current = controller;
    clearTimeout(resetTimer.current);
    setHashtags([]);
    setError(null);
    setLoading(true);
    setProgress({ value: STAGES.preparing.progress, stage: STAGES.preparing.message });
    track("form_submit", { tool: tool.slug, category: input.category, count: input.count });
    try {
      const waitMs = preGenerationWaitMs(specWaits);
      if (waitMs > 0) await wait(waitMs, controller.signal);
      setProgress({ value: STAGES.generating.progress, stage: STAGES.generating.message });
      const res = await postJson<HashtagResponse>(API_PATH, { ...input, language }, controller.signal);
      setProgress({ value: STAGES.processing.progress, stage: STAGES.processing.message });
      const list = Array.isArray(res?.hashtags) ? res.hashtags.filter((h): h is string => typeof h === "string" && h !== "") : [];
      if (list.length === 0) throw new AiRequestError({ status: 502, code: ERROR_CODES.empty, message: MESSAGES.empty });
      setHashtags(list);
      setProgress({ value: STAGES.complete.progress, stage: STAGES.complete.message });
      revealResults();
      track("hashtags_generated", { tool: tool.slug, count: list.length, category: input.category });
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err instanceof AiRequestError ? generationErrorMessage(err.info) : MESSAGES.generateFailed(err instanceof Error ? err.message : String(err)));
      revealResults();
    } finally {
      if (run.current === controller) {
        setLoading(false);
        resetTimer.current = setTimeout(() => setProgress(IDLE), PROGRESS_RESET_MS);
      }
    }
  }

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <form onSubmit={onSubmit} noValidate className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6" aria-labelledby="hashtag-form-heading">
          <h2 id="hashtag-form-heading" className="text-xl font-bold">
            Video details
          </h2>
          <TextField
            label={LABELS.title}
            value={input.title}
            maxLength={MAX_LENGTHS.title}
            placeholder="e.g. How to bake sourdough bread at home"
            onChange={(e) => {
              setTouched(true);
              update("title", e.target.value);
            }}
            onBlur={() => setTouched(true)}
            error={validation}
          />
          <TextAreaField
            label={LABELS.description}
            value={input.description}
            maxLength={MAX_LENGTHS.description}
            rows={4}
            placeholder="What is the video about?"
            onChange={(e) => {
              setTouched(true);
              update("description", e.target.value);
            }}
          />
          <MoreOptions summary={`language: ${languageLabel(language)}, category, count, keywords, hashtag types`}>
            <LanguageSelect value={language} onChange={setLanguage} />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label={LABELS.category}
                options={HASHTAG_CATEGORIES}
                value={input.category}
                onChange={(e) => update("category", e.target.value as HashtagInput["category"])}
              />
              <SelectField
                label={LABELS.count}
                options={COUNT_OPTIONS}
                value={input.count}
                onChange={(e) => update("count", e.target.value as HashtagInput["count"])}
              />
            </div>
            <TextField
              label={LABELS.keywords}
              value={input.keywords}
              maxLength={MAX_LENGTHS.keywords}
              placeholder="e.g. sourdough, baking, bread"
              onChange={(e) => update("keywords", e.target.value)}
            />
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-ink">Hashtag types</legend>
              <CheckboxField label={LABELS.includeTrending} checked={input.includeTrending} onChange={(e) => update("includeTrending", e.target.checked)} />
              <CheckboxField label={LABELS.includeNiche} checked={input.includeNiche} onChange={(e) => update("includeNiche", e.target.checked)} />
              <CheckboxField label={LABELS.includeBroad} checked={input.includeBroad} onChange={(e) => update("includeBroad", e.target.checked)} />
            </fieldset>
          </MoreOptions>
          <div className="flex flex-col gap-2">
            <button type="submit" className="btn-primary w-full" disabled={!ready || loading || notConfigured}>
              {LABELS.generate}
            </button>
            <ExampleButton
              example={EXAMPLES.videoTopic}
              onFill={() => {
                setTouched(true);
                update("title", EXAMPLES.videoTopic);
              }}
            />
          </div>
          <div className="min-h-10">
            {progress.value > 0 ? <ProgressBar value={progress.value} stage={progress.stage} label="Hashtag generation progress" /> : null}
          </div>
          <Notice tone="note">{TIP}</Notice>
        </form>

        <section ref={resultsRef} aria-labelledby="hashtag-results-heading" className="card flex min-h-64 min-w-0 flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="hashtag-results-heading" className="text-xl font-bold">
              Generated Hashtags
            </h2>
            {hashtags.length > 0 ? (
              <CopyButton
                text={() => copyAllText(hashtags)}
                label={LABELS.copyAll}
                copiedLabel={LABELS.copiedAll}
                confirmMs={COPY_CONFIRM_MS}
                trackContext={{ tool: tool.slug, button: "copy_all", count: hashtags.length }}
              />
            ) : null}
          </div>
          {error ? <ErrorBox message={error} /> : null}
          <p aria-live="polite" className="text-sm text-muted">
            {hashtags.length > 0
              ? `${hashtags.length} hashtags generated.`
              : loading
                ? "Your hashtags are on their way..."
                : error
                  ? ""
                  : "Your hashtags will appear here."}
          </p>
          {hashtags.length > 0 ? (
            <>
              <ul className="grid gap-2 sm:grid-cols-2" aria-label="Hashtags">
                {hashtags.map((tag, i) => (
                  <li key={tag} className="flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface-2 py-1 pr-1 pl-3">
                    <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5 py-1">
                      <span dir="auto" className="max-w-full font-medium text-ink [overflow-wrap:anywhere]">
                        {tag}
                      </span>
                      {i < ABOVE_TITLE_COUNT ? (
                        <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">{ABOVE_TITLE_BADGE}</span>
                      ) : null}
                    </span>
                    <CopyButton
                      text={tag}
                      label={LABELS.copy}
                      copiedLabel={LABELS.copied}
                      confirmMs={COPY_CONFIRM_MS}
                      ariaLabel={`Copy ${tag}`}
                      trackContext={{ tool: tool.slug, button: "copy_one" }}
                      className="btn-ghost shrink-0 px-3"
                    />
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted">{ABOVE_TITLE_NOTE}</p>
              {hashtags.length > PLATFORM_HASHTAG_LIMIT ? (
                <Notice tone="warning" live={false}>
                  {OVER_LIMIT_NOTE}
                </Notice>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </ToolLayout>
  );
}
