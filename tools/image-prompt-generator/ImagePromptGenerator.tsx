import { wait } from "../../app/lib/wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { AiRequestError, postJson } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { languageLabel, MEDIA_PROMPT_LANGUAGE_NOTE } from "../../app/lib/languages";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadJson } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  API_PATH,
  ASPECT_RATIO_LABEL,
  ASPECT_RATIO_OPTIONS,
  COLOR_SCHEME_LABEL,
  COLOR_SCHEME_OPTIONS,
  COPIED_LABEL,
  COPY_CONFIRM_MS,
  COPY_LABEL,
  CUSTOM_STYLE_LABEL,
  DEFAULT_INPUT,
  DESCRIPTION_LABEL,
  DESCRIPTION_REQUIRED_MESSAGE,
  DOWNLOAD_FILE_NAME,
  DOWNLOAD_LABEL,
  EMPTY_STATE,
  GENERATE_LABEL,
  IMAGE_TYPE_LABEL,
  IMAGE_TYPE_OPTIONS,
  INVALID_RESPONSE_MESSAGE,
  LIGHTING_LABEL,
  LIGHTING_OPTIONS,
  LIMITS,
  MOOD_LABEL,
  MOOD_OPTIONS,
  QUALITY_LABEL,
  QUALITY_OPTIONS,
  RAW_OUTPUT_NOTE,
  REPAIRED_NOTE,
  RESET_LABEL,
  SPEC_PROGRESS_STEP_MS,
  SPEC_STAGES,
  STYLE_LABEL,
  STYLE_OPTIONS,
  WORKING_STAGE,
  canGenerate,
  counterLabel,
  imageErrorMessage,
  isOption,
  isRateLimited,
  mainPrompt,
  normalizeInput,
  outputText,
  rateLimitNotice,
  readImageResponse,
  requestBody,
  validateInput,
  wrapImageError,
  type ImageInput,
  type ImageResult,
  type Option,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

interface Failure {
  message: string;
  notice?: string;
}


export default function ImagePromptGenerator() {
  const [draft, setDraft, clearDraft] = useDraft<ImageInput>(tool.slug, DEFAULT_INPUT);
  const input = normalizeInput(draft);
  const [language, setLanguage] = useOutputLanguage(tool.slug, { englishFirst: true });
  const [specWaits, setSpecWaits] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: "description" | "customStyle"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ value: number; message: string } | null>(null);
  const [result, setResult] = useState<ImageResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => running.current?.abort();
  }, []);

  function update<K extends keyof ImageInput>(key: K, value: ImageInput[K]) {
    setDraft((prev) => ({ ...normalizeInput(prev), [key]: value }));
    if (fieldError?.field === key) setFieldError(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canGenerate(input.description, busy)) return;
    const problem = validateInput(input);
    if (problem) {
      setFieldError(problem);
      document.getElementById(problem.field === "description" ? "image-description" : "custom-style")?.focus();
      return;
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    const body = { ...requestBody(input), language };
    track("form_submit", { tool: tool.slug, image_type: body.imageType, style: body.style, aspect_ratio: body.aspectRatio });
    const controller = new AbortController();
    running.current = controller;
    try {
      // With SPEC_WAITS=on the spec's five 300 ms steps run alongside the request; otherwise only the real wait shows.
      const specTimeline = specWaits
        ? (async () => {
            for (const s of SPEC_STAGES) {
              setProgress(s);
              await wait(SPEC_PROGRESS_STEP_MS, controller.signal);
            }
          })()
        : null;
      if (!specWaits) setProgress(WORKING_STAGE);
      const answer = await postJson<unknown>(API_PATH, body, controller.signal);
      await specTimeline;
      const r = readImageResponse(answer);
      if (!r) throw new AiRequestError({ status: 200, code: "llm_invalid_response", message: INVALID_RESPONSE_MESSAGE });
      setResult(r);
      if (r.kind === "json") track("json_generated", { tool: tool.slug, repaired: r.repaired });
    } catch (err) {
      if (controller.signal.aborted) return;
      if (err instanceof AiRequestError) {
        setFailure({ message: imageErrorMessage(err.info), notice: isRateLimited(err.info) ? rateLimitNotice(err.info.retryAfterSeconds) : undefined });
      } else {
        setFailure({ message: wrapImageError(INVALID_RESPONSE_MESSAGE) });
      }
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) {
        setBusy(false);
        setProgress(null);
      }
    }
  }

  function onReset() {
    running.current?.abort();
    running.current = null;
    clearDraft();
    setBusy(false);
    setProgress(null);
    setResult(null);
    setFailure(null);
    setFieldError(null);
  }

  const text = outputText(result);
  const prompt = mainPrompt(result);
  const { unavailable } = useToolAvailability(tool.needs);
  const blank = input.description.trim().length === 0;

  const select = (label: string, name: keyof ImageInput, list: readonly Option[], value: string, onChange: (v: string) => unknown) => (
    <SelectField label={label} name={name} options={list} value={value} onChange={(e) => onChange(e.target.value)} />
  );

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-labelledby="image-form-heading">
          <h2 id="image-form-heading" className="text-xl font-bold">
            Your image
          </h2>
          <TextAreaField
            id="image-description"
            label={DESCRIPTION_LABEL}
            required
            name="description"
            rows={5}
            value={input.description}
            placeholder="e.g. A red fox sitting in a snowy birch forest at sunrise, looking at the camera"
            onChange={(e) => update("description", e.target.value)}
            aside={<span data-testid="char-count">{counterLabel(input.description)}</span>}
            error={fieldError?.field === "description" ? fieldError.message : null}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {select(IMAGE_TYPE_LABEL, "imageType", IMAGE_TYPE_OPTIONS, input.imageType, (v) => isOption(IMAGE_TYPE_OPTIONS, v) && update("imageType", v))}
            {select(STYLE_LABEL, "style", STYLE_OPTIONS, input.style, (v) => isOption(STYLE_OPTIONS, v) && update("style", v))}
          </div>
          {input.style === "custom" ? (
            <TextField
              id="custom-style"
              label={CUSTOM_STYLE_LABEL}
              required
              name="customStyle"
              value={input.customStyle}
              maxCharacters={LIMITS.customStyle}
              placeholder="e.g. 1970s sci-fi paperback cover"
              autoComplete="off"
              onChange={(e) => update("customStyle", e.target.value)}
              error={fieldError?.field === "customStyle" ? fieldError.message : null}
            />
          ) : null}
          <MoreOptions summary={`aspect ratio, quality, lighting, mood, colours, language: ${languageLabel(language)}`}>
            <div className="grid gap-4 sm:grid-cols-2">
              {select(ASPECT_RATIO_LABEL, "aspectRatio", ASPECT_RATIO_OPTIONS, input.aspectRatio, (v) => isOption(ASPECT_RATIO_OPTIONS, v) && update("aspectRatio", v))}
              {select(QUALITY_LABEL, "quality", QUALITY_OPTIONS, input.quality, (v) => isOption(QUALITY_OPTIONS, v) && update("quality", v))}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              {select(LIGHTING_LABEL, "lighting", LIGHTING_OPTIONS, input.lighting, (v) => isOption(LIGHTING_OPTIONS, v) && update("lighting", v))}
              {select(MOOD_LABEL, "mood", MOOD_OPTIONS, input.mood, (v) => isOption(MOOD_OPTIONS, v) && update("mood", v))}
              {select(COLOR_SCHEME_LABEL, "colorScheme", COLOR_SCHEME_OPTIONS, input.colorScheme, (v) => isOption(COLOR_SCHEME_OPTIONS, v) && update("colorScheme", v))}
            </div>
            <LanguageSelect value={language} onChange={setLanguage} hint={MEDIA_PROMPT_LANGUAGE_NOTE} />
          </MoreOptions>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="submit" className="btn-primary" disabled={!canGenerate(input.description, busy) || unavailable} aria-describedby={blank ? "generate-hint" : undefined}>
              {busy ? "Generating…" : GENERATE_LABEL}
            </button>
            <button type="button" className="btn-secondary" onClick={onReset}>
              {RESET_LABEL}
            </button>
          </div>
          {blank ? (
            <p id="generate-hint" className="text-sm text-muted">
              {DESCRIPTION_REQUIRED_MESSAGE}
            </p>
          ) : null}
          {progress ? <ProgressBar value={progress.value} stage={progress.message} label="Image prompt progress" /> : null}
          {failure ? <ErrorBox title={failure.notice} message={failure.message} /> : null}
        </form>

        <section aria-labelledby="image-output-heading" className="card flex min-w-0 flex-col gap-3 p-5 sm:p-6 lg:sticky lg:top-20">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="image-output-heading" className="text-xl font-bold">
              Generated Prompt
            </h2>
            <div className="flex flex-wrap gap-2">
              <CopyButton
                text={text}
                label={COPY_LABEL}
                copiedLabel={COPIED_LABEL}
                confirmMs={COPY_CONFIRM_MS}
                disabled={!text}
                trackContext={{ tool: tool.slug }}
              />
              <button type="button" className="btn-primary" disabled={!text} onClick={() => downloadJson(DOWNLOAD_FILE_NAME, text)}>
                {DOWNLOAD_LABEL}
              </button>
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {result ? (result.kind === "json" ? "Image prompt generated." : "The AI's reply is shown as written; it did not match the expected structure.") : ""}
          </p>
          <div className="flex flex-col gap-3">
            {!result ? (
              <p className="flex min-h-64 items-center justify-center rounded-lg border border-dashed border-line bg-surface-2 p-6 text-center text-muted" data-testid="empty-state">
                {EMPTY_STATE}
              </p>
            ) : null}
            {result?.kind === "raw" ? (
              <div role="note" className="rounded-lg border border-warn/40 bg-warn-soft p-3 text-sm text-warn" data-testid="raw-note">
                <p className="font-semibold">{RAW_OUTPUT_NOTE}</p>
                {result.issues.length ? (
                  <ul className="mt-2 list-disc pl-5 break-words">
                    {result.issues.slice(0, 5).map((i) => (
                      <li key={i}>{i}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            {result?.kind === "json" && result.repaired ? <p className="text-sm text-muted">{REPAIRED_NOTE}</p> : null}
            {prompt ? (
              <div className="rounded-lg border border-line p-3">
                <h3 className="text-sm font-semibold text-muted">Prompt</h3>
                <p className="mt-1 break-words text-ink" data-testid="main-prompt" dir="auto">
                  {prompt}
                </p>
              </div>
            ) : null}
            {result ? (
              <pre
                tabIndex={0}
                aria-label="Generated image prompt JSON"
                data-testid="json-output"
                className="max-h-[600px] overflow-auto rounded-lg border border-line bg-surface-2 p-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-ink"
              >
                {text}
              </pre>
            ) : null}
          </div>
        </section>
      </div>
    </ToolLayout>
  );
}
