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
  API_PATH,
  budgetSummary,
  canGenerate,
  copyAllText,
  COPY_CONFIRM_MS,
  COUNT_OPTIONS,
  DEFAULT_INPUT,
  DRAFT_KEY,
  ERROR_CODES,
  generationErrorMessage,
  LABELS,
  MAX_LENGTHS,
  MESSAGES,
  normalizeInput,
  preGenerationWaitMs,
  PROGRESS_RESET_MS,
  removeTag,
  STAGES,
  TAG_CATEGORIES,
  tagBudget,
  TIP,
  type TagInput,
  type TagResponse,
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


export default function YoutubeTagGenerator() {
  const [draft, setDraft] = useDraft<TagInput>(DRAFT_KEY, DEFAULT_INPUT);
  const [language, setLanguage] = useOutputLanguage(tool.slug);
  const input = normalizeInput(draft);
  const [touched, setTouched] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [progress, setProgress] = useState<Progress>(IDLE);
  const [error, setError] = useState<string | null>(null);
  const [specWaits, setSpecWaits] = useState(false);
  const { unavailable: notConfigured } = useToolAvailability(tool.needs);
  const run = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resultsRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a removal, where keyboard focus goes: the next tag's × button, or the heading.
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => {
      run.current?.abort();
      clearTimeout(resetTimer.current);
    };
  }, []);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]");
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? headingRef.current)?.focus();
  }, [tags]);

  const update = <K extends keyof TagInput>(key: K, value: TagInput[K]) => setDraft((prev) => ({ ...prev, [key]: value }));
  const ready = canGenerate(input);
  const validation = touched && !ready ? MESSAGES.required : null;
  const budget = tagBudget(tags);

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
    setTags([]);
    setError(null);
    setLoading(true);
    setProgress({ value: STAGES.preparing.progress, stage: STAGES.preparing.message });
    track("form_submit", { tool: tool.slug, category: input.category, count: input.count });
    try {
      const waitMs = preGenerationWaitMs(specWaits);
      if (waitMs > 0) await wait(waitMs, controller.signal);
      setProgress({ value: STAGES.generating.progress, stage: STAGES.generating.message });
      const res = await postJson<TagResponse>(API_PATH, { ...input, language }, controller.signal);
      setProgress({ value: STAGES.processing.progress, stage: STAGES.processing.message });
      const list = Array.isArray(res?.tags) ? res.tags.filter((t): t is string => typeof t === "string" && t !== "") : [];
      if (list.length === 0) throw new AiRequestError({ status: 502, code: ERROR_CODES.empty, message: MESSAGES.empty });
      setTags(list);
      setProgress({ value: STAGES.complete.progress, stage: STAGES.complete.message });
      revealResults();
      track("tags_generated", { tool: tool.slug, count: list.length, category: input.category });
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

  function onRemove(tag: string, index: number) {
    focusAfterRemove.current = index;
    setTags((prev) => removeTag(prev, tag));
    track("tag_removed", { tool: tool.slug });
  }

  const meterPct = Math.min(100, (budget.used / budget.limit) * 100);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <form onSubmit={onSubmit} noValidate className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6" aria-labelledby="tag-form-heading">
          <h2 id="tag-form-heading" className="text-xl font-bold">
            Video details
          </h2>
          <TextField
            label={LABELS.title}
            value={input.title}
            maxLength={MAX_LENGTHS.title}
            placeholder="e.g. Elden Ring: how to beat Malenia"
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
          <MoreOptions summary={`language: ${languageLabel(language)}, category, count, keywords, tag types`}>
            <LanguageSelect value={language} onChange={setLanguage} />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label={LABELS.category}
                options={TAG_CATEGORIES}
                value={input.category}
                onChange={(e) => update("category", e.target.value as TagInput["category"])}
              />
              <SelectField label={LABELS.count} options={COUNT_OPTIONS} value={input.count} onChange={(e) => update("count", e.target.value as TagInput["count"])} />
            </div>
            <TextField
              label={LABELS.keywords}
              value={input.keywords}
              maxLength={MAX_LENGTHS.keywords}
              placeholder="e.g. malenia, bleed build"
              onChange={(e) => update("keywords", e.target.value)}
            />
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-ink">Tag types</legend>
              <CheckboxField label={LABELS.includeTrending} checked={input.includeTrending} onChange={(e) => update("includeTrending", e.target.checked)} />
              <CheckboxField label={LABELS.includeNiche} checked={input.includeNiche} onChange={(e) => update("includeNiche", e.target.checked)} />
              <CheckboxField label={LABELS.includeBroad} checked={input.includeBroad} onChange={(e) => update("includeBroad", e.target.checked)} />
              <CheckboxField label={LABELS.includeLongTail} checked={input.includeLongTail} onChange={(e) => update("includeLongTail", e.target.checked)} />
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
            {progress.value > 0 ? <ProgressBar value={progress.value} stage={progress.stage} label="Tag generation progress" /> : null}
          </div>
          <Notice tone="note">{TIP}</Notice>
        </form>

        <section ref={resultsRef} aria-labelledby="tag-results-heading" className="card flex min-h-64 min-w-0 flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="tag-results-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
              Generated Tags
            </h2>
            {tags.length > 0 ? (
              <CopyButton
                text={() => copyAllText(tags)}
                label={LABELS.copyAll}
                copiedLabel={LABELS.copiedAll}
                confirmMs={COPY_CONFIRM_MS}
                trackContext={{ tool: tool.slug, button: "copy_all", count: tags.length }}
              />
            ) : null}
          </div>
          {error ? <ErrorBox message={error} /> : null}
          <p aria-live="polite" className="text-sm text-muted">
            {tags.length > 0 ? `${tags.length} tags.` : loading ? "Your tags are on their way..." : error ? "" : "Your tags will appear here."}
          </p>
          {tags.length > 0 ? (
            <>
              <div className="flex flex-col gap-2">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span id="tag-budget-label" className="font-semibold text-ink">
                    YouTube tag limit
                  </span>
                  <span className={`font-mono font-semibold ${budget.over ? "text-danger" : "text-ok"}`}>
                    {budget.used} / {budget.limit}
                  </span>
                </div>
                <div
                  role="meter"
                  aria-labelledby="tag-budget-label"
                  aria-valuemin={0}
                  aria-valuemax={budget.limit}
                  aria-valuenow={Math.min(budget.used, budget.limit)}
                  aria-valuetext={`${budget.used} of ${budget.limit} characters`}
                  className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
                >
                  <div className={`h-full rounded-full ${budget.over ? "bg-danger" : "bg-ok"}`} style={{ width: `${meterPct}%` }} />
                </div>
                <p aria-live="polite" data-testid="tag-budget" className={`text-sm ${budget.over ? "font-medium text-danger" : "text-muted"}`}>
                  {budgetSummary(budget)}
                </p>
              </div>
              <ul ref={listRef} className="flex flex-col gap-2" aria-label="Tags">
                {tags.map((tag, i) => {
                  const fits = budget.fits[i];
                  return (
                    <li
                      key={tag}
                      data-fits={fits ? "true" : "false"}
                      className={`flex min-w-0 items-center gap-1 rounded-lg border py-1 pr-1 pl-3 ${fits ? "border-line bg-surface-2" : "border-danger/40 bg-danger-soft"}`}
                    >
                      <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5 py-1">
                        <span dir="auto" className={`max-w-full font-medium [overflow-wrap:anywhere] ${fits ? "text-ink" : "text-danger"}`}>
                          {tag}
                        </span>
                        {fits ? null : <span className="text-xs font-semibold text-danger">Over limit</span>}
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
                      <button
                        type="button"
                        data-remove
                        className="btn-ghost min-w-11 shrink-0 px-2 text-lg leading-none"
                        aria-label={`Remove tag ${tag}`}
                        onClick={() => onRemove(tag, i)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </section>
      </div>
    </ToolLayout>
  );
}
