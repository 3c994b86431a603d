import { wait } from "../../app/lib/wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { languageLabel, MEDIA_PROMPT_LANGUAGE_NOTE } from "../../app/lib/languages";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { downloadBlob } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextAreaField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { KeyEntry } from "../shared/KeyEntry";
import {
  fetchDefaultStatus,
  generateDefault,
  generateGemini,
  generateOpenAi,
  ImageRequestError,
  NoImageError,
  ProviderHttpError,
  readKey,
  type KeyProvider,
} from "../shared/image-providers";
import article from "./article.md";
import {
  buildThumbnailPrompt,
  cleanDraft,
  COLORS,
  COLORS_LABEL,
  countdownPercent,
  countdownStage,
  coverCrop,
  DEFAULT_DRAFT,
  DOWNLOAD_FULL_LABEL,
  DOWNLOAD_YOUTUBE_LABEL,
  ESTIMATED_TEXT,
  fullSizeName,
  GENERATE_LABEL,
  IDEA_LABEL,
  JPEG_QUALITIES,
  MESSAGE_IDEA_REQUIRED,
  MESSAGE_KEY_REQUIRED,
  MESSAGE_NO_THUMBNAIL,
  MESSAGE_PROXY_FAILED,
  MODEL_LABEL,
  MODEL_NAMES,
  MODELS,
  MOOD_LABEL,
  MOODS,
  openAiImageModel,
  openAiParams,
  optionsOf,
  PREVIEW_SIZES,
  providerOf,
  QUALITIES,
  QUALITY_LABEL,
  QUALITY_NAMES,
  REAL_STAGES,
  SAVE_SETTINGS_LABEL,
  SETTINGS_LABEL,
  statusMessage,
  STYLE_LABEL,
  STYLES,
  TEMPLATE_LABEL,
  TEMPLATE_NAMES,
  TEMPLATES,
  TEXT_OVERLAY_LABEL,
  TEXT_OVERLAY_NAMES,
  TEXT_OVERLAYS,
  wrapError,
  YOUTUBE_MAX_BYTES,
  YOUTUBE_SIZE,
  youtubeReadyName,
  COUNTDOWN_MS,
  type ThumbModel,
  type ThumbnailDraft,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

interface Result {
  id: string;
  url: string;
  blob: Blob;
  prompt: string;
  idea: string;
  style: string;
  mood: string;
  colors: string;
}


/** 1280×720 JPEG under 2 MB, made in the browser from the generated image (centre crop). */
async function youtubeReady(blob: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement("canvas");
  canvas.width = YOUTUBE_SIZE.width;
  canvas.height = YOUTUBE_SIZE.height;
  const g = canvas.getContext("2d");
  if (!g) throw new Error("Canvas is not available in this browser.");
  const c = coverCrop(bitmap.width, bitmap.height, YOUTUBE_SIZE.width, YOUTUBE_SIZE.height);
  g.drawImage(bitmap, c.sx, c.sy, c.sw, c.sh, 0, 0, YOUTUBE_SIZE.width, YOUTUBE_SIZE.height);
  bitmap.close();
  let out: Blob | null = null;
  for (const q of JPEG_QUALITIES) {
    out = await new Promise<Blob | null>((r) => canvas.toBlob(r, "image/jpeg", q));
    if (out && out.size < YOUTUBE_MAX_BYTES) return out;
  }
  if (!out) throw new Error("Could not encode the JPEG.");
  return out;
}

const KEY_LABELS: Record<KeyProvider, string> = { gemini: "Gemini API key", openai: "OpenAI API key" };

export default function YoutubeThumbnailMaker() {
  const [rawDraft, setDraft] = useDraft<ThumbnailDraft>("youtube-thumbnail-maker", DEFAULT_DRAFT);
  const draft = cleanDraft(rawDraft);
  const [language, setLanguage] = useOutputLanguage(tool.slug, { englishFirst: true });
  const [keys, setKeys] = useState<Record<KeyProvider, string>>({ gemini: "", openai: "" });
  const [defaultReady, setDefaultReady] = useState<boolean | null>(null);
  const [specWaits, setSpecWaits] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ value: number; stage: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ideaError, setIdeaError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [converting, setConverting] = useState(false);
  const gone = useRef(new AbortController());
  const currentUrl = useRef<string | null>(null);

  useEffect(() => {
    const c = gone.current;
    setSpecWaits(getPublicSettings().specWaits);
    setKeys({ gemini: readKey("gemini"), openai: readKey("openai") });
    fetchDefaultStatus(c.signal)
      .then((s) => {
        setDefaultReady(s.configured);
        // No built-in model on this site: start on the first model that takes the visitor's own key.
        if (!s.configured) setDraft((prev) => (cleanDraft(prev).model === "default" ? { ...cleanDraft(prev), model: "gemini" } : prev));
      })
      .catch(() => {
        if (!c.signal.aborted) setDefaultReady(false);
      });
    return () => {
      c.abort();
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    };
  }, []);

  const provider = providerOf(draft.model);
  const keyProvider: KeyProvider | null = provider === "default" ? null : provider;

  function update<K extends keyof ThumbnailDraft>(key: K, value: ThumbnailDraft[K]) {
    setDraft((prev) => ({ ...cleanDraft(prev), [key]: value }));
    if (key === "idea") setIdeaError(null);
  }

  async function request(prompt: string, model: ThumbModel, signal: AbortSignal): Promise<Blob> {
    const p = providerOf(model);
    const settings = getPublicSettings();
    if (p === "gemini") return generateGemini({ key: readKey("gemini"), baseUrl: settings.geminiBaseUrl, prompt, aspectRatio: "16:9" }, signal);
    if (p === "openai") {
      const m = openAiImageModel(model);
      return generateOpenAi({ key: readKey("openai"), baseUrl: settings.openaiBaseUrl, model: m, prompt, ...openAiParams(m) }, signal);
    }
    try {
      return await generateDefault({ prompt, aspectRatio: "16:9", purpose: "thumbnail" }, signal);
    } catch (e) {
      // Our server could not be reached at all: the spec's proxy-failure wording.
      if (e instanceof ImageRequestError && e.status === undefined) throw new ImageRequestError(MESSAGE_PROXY_FAILED);
      throw e;
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const idea = draft.idea.trim();
    if (!idea) {
      setIdeaError(MESSAGE_IDEA_REQUIRED);
      document.getElementById("thumb-idea")?.focus();
      return;
    }
    if (keyProvider && !readKey(keyProvider)) {
      setError(MESSAGE_KEY_REQUIRED);
      return;
    }
    setError(null);
    setBusy(true);
    const signal = gone.current.signal;
    const prompt = buildThumbnailPrompt(draft, language);
    track("generate_thumbnail", { tool: tool.slug, model: draft.model, style: draft.style, mood: draft.mood, colors: draft.colors });
    try {
      if (specWaits) {
        // The spec's 20 s countdown, 10 → 90 %, then the request (only with SPEC_WAITS=on).
        const start = performance.now();
        while (performance.now() - start < COUNTDOWN_MS && !signal.aborted) {
          const el = performance.now() - start;
          setProgress({ value: countdownPercent(el), stage: countdownStage(el) });
          await wait(250, signal);
        }
        setProgress({ value: 90, stage: REAL_STAGES.waiting.stage });
      } else {
        setProgress(REAL_STAGES.sending);
        await new Promise((r) => setTimeout(r, 0));
        setProgress(REAL_STAGES.waiting);
      }
      const blob = await request(prompt, draft.model, signal);
      setProgress(REAL_STAGES.receiving);
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
      const url = URL.createObjectURL(blob);
      currentUrl.current = url;
      setResult({ id: url, url, blob, prompt, idea, style: draft.style, mood: draft.mood, colors: draft.colors });
      setProgress(REAL_STAGES.done);
    } catch (err) {
      if (signal.aborted) return;
      let message: string;
      if (err instanceof ProviderHttpError) message = statusMessage(err.status, err.body);
      else if (err instanceof NoImageError) message = MESSAGE_NO_THUMBNAIL;
      else message = err instanceof Error ? err.message : String(err);
      setError(wrapError(message));
      setProgress(null);
    } finally {
      setBusy(false);
    }
  }

  async function onYoutubeReady() {
    if (!result || converting) return;
    setConverting(true);
    try {
      downloadBlob(youtubeReadyName(result.idea), await youtubeReady(result.blob));
    } catch (e) {
      setError(`Could not make the YouTube-ready file: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setConverting(false);
    }
  }

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-labelledby="thumb-form-heading">
          <h2 id="thumb-form-heading" className="sr-only">
            Your video
          </h2>
          <TextAreaField
            id="thumb-idea"
            label={IDEA_LABEL}
            required
            rows={3}
            value={draft.idea}
            placeholder="e.g. I built a tiny off-grid cabin in 30 days with no experience"
            onChange={(e) => update("idea", e.target.value)}
            error={ideaError}
          />
          {/* The model and, for a bring-your-own-key model, its key field are always in view. */}
          <fieldset className="flex min-w-0 flex-col gap-4">
            <legend className="sr-only">{SETTINGS_LABEL}</legend>
            <SelectField
              id="thumb-model"
              label={MODEL_LABEL}
              value={draft.model}
              options={MODELS.map((m) =>
                m === "default" && defaultReady === false ? { value: m, label: `${MODEL_NAMES[m]} – not available on this site`, disabled: true } : { value: m, label: MODEL_NAMES[m] },
              )}
              onChange={(e) => update("model", e.target.value as ThumbModel)}
            />
            {keyProvider ? (
              <KeyEntry
                key={keyProvider}
                provider={keyProvider}
                label={KEY_LABELS[keyProvider]}
                savedKey={keys[keyProvider]}
                onChange={(k) => setKeys((prev) => ({ ...prev, [keyProvider]: k }))}
                missingMessage={MESSAGE_KEY_REQUIRED}
                saveLabel={SAVE_SETTINGS_LABEL}
              />
            ) : (
              <>
                <p className={`text-sm text-muted ${defaultReady === null ? "builtin-images-checking" : ""}`} role="status" data-testid="default-status">
                  {defaultReady === null
                    ? "Checking the built-in image model…"
                    : defaultReady
                      ? "The built-in model needs no key."
                      : "The built-in image model is not set up on this server. Choose a model that uses your own API key."}
                </p>
                {/* Until the code runs, on a site without the built-in model: the key field it will show, in place. */}
                {defaultReady === null ? (
                  <div className="builtin-images-missing" aria-hidden="true" inert>
                    <KeyEntry provider="gemini" label={KEY_LABELS.gemini} savedKey="" onChange={() => undefined} missingMessage={MESSAGE_KEY_REQUIRED} saveLabel={SAVE_SETTINGS_LABEL} />
                  </div>
                ) : null}
              </>
            )}
          </fieldset>
          <MoreOptions summary={`style, mood, colours, quality, template, text, language: ${languageLabel(language)}`}>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField id="thumb-style" label={STYLE_LABEL} value={draft.style} options={optionsOf(STYLES)} onChange={(e) => update("style", e.target.value as ThumbnailDraft["style"])} />
              <SelectField id="thumb-mood" label={MOOD_LABEL} value={draft.mood} options={optionsOf(MOODS)} onChange={(e) => update("mood", e.target.value as ThumbnailDraft["mood"])} />
              <SelectField id="thumb-colors" label={COLORS_LABEL} value={draft.colors} options={optionsOf(COLORS)} onChange={(e) => update("colors", e.target.value as ThumbnailDraft["colors"])} />
              <SelectField
                id="thumb-quality"
                label={QUALITY_LABEL}
                value={draft.quality}
                options={optionsOf(QUALITIES, QUALITY_NAMES)}
                onChange={(e) => update("quality", e.target.value as ThumbnailDraft["quality"])}
              />
              <SelectField
                id="thumb-template"
                label={TEMPLATE_LABEL}
                value={draft.template}
                options={optionsOf(TEMPLATES, TEMPLATE_NAMES)}
                onChange={(e) => update("template", e.target.value as ThumbnailDraft["template"])}
              />
              <SelectField
                id="thumb-overlay"
                label={TEXT_OVERLAY_LABEL}
                value={draft.textOverlay}
                options={optionsOf(TEXT_OVERLAYS, TEXT_OVERLAY_NAMES)}
                onChange={(e) => update("textOverlay", e.target.value as ThumbnailDraft["textOverlay"])}
              />
            </div>
            <LanguageSelect value={language} onChange={setLanguage} hint={`The language of any words on the thumbnail. ${MEDIA_PROMPT_LANGUAGE_NOTE}`} />
          </MoreOptions>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary min-h-11" disabled={busy}>
              {GENERATE_LABEL}
            </button>
            <span className="text-sm text-muted">{ESTIMATED_TEXT}</span>
          </div>
          {progress ? <ProgressBar value={progress.value} stage={progress.stage} label="Thumbnail progress" /> : null}
          {error ? <ErrorBox message={error} /> : null}
        </form>

        <section className="card flex min-w-0 flex-col gap-4 p-5 sm:p-6" aria-labelledby="thumb-result-heading" aria-live="polite">
          <h2 id="thumb-result-heading" className="text-xl font-bold">
            Your thumbnail
          </h2>
          {result ? (
            <div className="flex flex-col gap-4" data-testid="thumb-result">
              <img src={result.url} alt={`AI thumbnail for: ${result.idea}`} className="aspect-video w-full rounded-lg bg-surface-2 object-cover" />
              <p className="text-xs text-muted">
                Style {result.style} · mood {result.mood} · colors {result.colors}
              </p>
              <div className="flex flex-wrap gap-3">
                <button type="button" className="btn-primary min-h-11" onClick={() => downloadBlob(fullSizeName(result.idea, result.blob.type), result.blob)}>
                  {DOWNLOAD_FULL_LABEL}
                </button>
                <button type="button" className="btn-secondary min-h-11" onClick={onYoutubeReady} disabled={converting} aria-busy={converting}>
                  {DOWNLOAD_YOUTUBE_LABEL}
                </button>
              </div>
              <h3 className="text-base font-semibold">How it looks on YouTube</h3>
              <p className="text-xs text-muted">The dashed corner is where YouTube puts the duration badge: keep faces and text out of it.</p>
              <ul className="flex flex-wrap items-end gap-4">
                {PREVIEW_SIZES.map((s) => (
                  <li key={s.id} className="flex max-w-full flex-col gap-1">
                    <div className="relative max-w-full overflow-hidden rounded-md bg-surface-2" style={{ width: s.width, aspectRatio: "16 / 9" }} data-testid={`preview-${s.id}`}>
                      <img src={result.url} alt="" className="h-full w-full object-cover" />
                      <span
                        aria-hidden="true"
                        className="absolute right-1 bottom-1 rounded border border-dashed border-white bg-black/80 px-1 text-[10px] font-semibold text-white"
                      >
                        12:34
                      </span>
                    </div>
                    <span className="text-xs text-muted">
                      {s.label} ({s.width}×{s.height})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="flex aspect-video w-full items-center justify-center rounded-lg border border-dashed border-line text-center text-muted">
              No thumbnail yet
            </div>
          )}
        </section>
      </div>
    </ToolLayout>
  );
}
