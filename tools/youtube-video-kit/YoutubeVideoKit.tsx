import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { AiRequestError, postJson, postStream } from "../../app/lib/ai-client";
import { base64ToBytes } from "../../app/lib/base64";
import { failureView } from "../../app/lib/ai-messages";
import { languageLabel } from "../../app/lib/languages";
import { getPublicSettings } from "../../app/lib/public-settings";
import { countGraphemes } from "../../app/lib/text";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadBlob } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { Notice } from "../../app/ui/Notice";
import { useReveal } from "../../app/ui/reveal";
import type { WordBoundary } from "../shared/speech";
import { budgetSummary, tagBudget } from "../shared/tag-budget";
import article from "./article.md";
import {
  ABOVE_TITLE_COUNT,
  DEFAULT_INPUT,
  EMPTY_RESULTS,
  ENDPOINTS,
  LABELS,
  LIMITS,
  MESSAGE_NO_HASHTAGS,
  MESSAGE_NO_IMAGE,
  MESSAGE_NO_IMAGE_MODEL,
  MESSAGE_NO_OUTLINE_FOR_VOICE,
  MESSAGE_NO_TAGS,
  MESSAGE_NO_TITLES,
  MESSAGE_OUTLINE_UNREADABLE,
  PART_LABELS,
  SLUG,
  TITLE_PARTS,
  TONE_OPTIONS,
  callsNote,
  chosenTitle,
  descriptionRequest,
  fitTags,
  hashtagNote,
  isKitTone,
  kitFileName,
  kitFiles,
  kitHashtags,
  kitThumbnailPrompt,
  listRequest,
  normalizeInput,
  normalizeResults,
  outlineRequestBody,
  readOutline,
  outlineText,
  partErrorPrefix,
  partsOutOfDate,
  readList,
  titlesRequest,
  validateInput,
  voiceFor,
  voiceoverText,
  type KitImage,
  type KitInput,
  type KitResults,
  type KitVoiceover,
  type PartId,
  type TitlePart,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

interface PartError {
  message: string;
  detail?: string;
}

function errorOf(part: PartId, e: unknown): PartError {
  const prefix = partErrorPrefix(part);
  if (e instanceof AiRequestError) {
    const v = failureView(e.info, prefix);
    return { message: v.message, detail: v.detail };
  }
  // The image helpers load on first use, so their errors are known by name.
  if (e instanceof Error && e.name === "ProviderHttpError") {
    const { status, detail } = e as Error & { status: number; detail?: string };
    return { message: `${prefix}Image API failed (${status})`, detail };
  }
  if (e instanceof Error && e.name === "NoImageError") return { message: prefix + MESSAGE_NO_IMAGE };
  return { message: prefix + (e instanceof Error ? e.message : String(e)) };
}

const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error("Could not read the image."));
    r.readAsDataURL(blob);
  });

/** A part's card: heading, its own Copy and Regenerate, progress, error or content. */
function PartCard({
  part,
  busy,
  error,
  copyText,
  onRegenerate,
  children,
  extra,
  copyName,
  actions = true,
}: {
  part: PartId;
  busy: boolean;
  error: PartError | null;
  copyText: string | null;
  onRegenerate: () => void;
  children: React.ReactNode;
  extra?: React.ReactNode;
  /** What Copy copies, for its accessible name (default: the part). */
  copyName?: string;
  /** Copy and Regenerate (off until there is something to act on, for parts made on request). */
  actions?: boolean;
}) {
  const label = PART_LABELS[part];
  return (
    <section aria-labelledby={`kit-${part}`} aria-busy={busy || undefined} data-part={part} className="card grid content-start gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`kit-${part}`} className="text-lg font-bold">
          {label}
        </h3>
        <div className="flex flex-wrap gap-2">
          {extra}
          {actions ? (
            <>
              <CopyButton
                text={copyText ?? ""}
                disabled={!copyText || busy}
                ariaLabel={`Copy ${copyName ?? label.toLowerCase()}`}
                className="btn-secondary min-w-20"
                trackContext={{ tool: SLUG, part }}
              />
              <button
                type="button"
                className="btn-secondary"
                onClick={onRegenerate}
                disabled={busy}
                aria-label={`${LABELS.regenerate} ${label.toLowerCase()}`}
              >
                {busy ? "Working…" : LABELS.regenerate}
              </button>
            </>
          ) : null}
        </div>
      </div>
      {error ? <ErrorBox message={error.message} title={error.detail} /> : null}
      {busy && !copyText ? <p className="text-sm text-muted">Writing…</p> : null}
      {children}
    </section>
  );
}

export default function YoutubeVideoKit() {
  const [draft, setDraft] = useDraft<KitInput>(SLUG, DEFAULT_INPUT);
  const input = normalizeInput(draft);
  const [language, setLanguage] = useOutputLanguage(SLUG);
  // Null at first so the stored kit comes back whole (its parts may be null or text); checked by normalizeResults.
  const [stored, setStored, clearStored] = useDraft<KitResults | null>(`${SLUG}-results`, null);
  const results = normalizeResults(stored);
  const [image, setImage, clearImage] = useDraft<KitImage | null>(`${SLUG}-thumbnail`, null);
  const [voiceover, setVoiceover, clearVoiceover] = useDraft<KitVoiceover | null>(`${SLUG}-voiceover`, null);
  const [busy, setBusy] = useState<Partial<Record<PartId, boolean>>>({});
  const [errors, setErrors] = useState<Partial<Record<PartId, PartError | null>>>({});
  const [topicError, setTopicError] = useState<string | null>(null);
  const [imageNote, setImageNote] = useState<string | null>(null);
  // Counts generations: the kit is brought into view when one gives titles or an error, not on a reload.
  const [generation, setGeneration] = useState<number | null>(null);
  const controllers = useRef(new Map<PartId, AbortController>());
  const { unavailable } = useToolAvailability(tool.needs);

  useEffect(() => () => controllers.current.forEach((c) => c.abort()), []);

  const update = (patch: Partial<KitResults>) => setStored((prev) => ({ ...normalizeResults(prev), ...patch }));
  const setPartBusy = (part: PartId, on: boolean) => setBusy((b) => ({ ...b, [part]: on }));
  const setPartError = (part: PartId, e: PartError | null) => setErrors((x) => ({ ...x, [part]: e }));

  /** Runs one part: its own abort, busy flag and error; the other parts are not touched. */
  async function run(part: PartId, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    controllers.current.get(part)?.abort();
    const controller = new AbortController();
    controllers.current.set(part, controller);
    setPartBusy(part, true);
    setPartError(part, null);
    try {
      await work(controller.signal);
    } catch (e) {
      if (!controller.signal.aborted) setPartError(part, errorOf(part, e));
    } finally {
      if (controllers.current.get(part) === controller) {
        controllers.current.delete(part);
        setPartBusy(part, false);
      }
    }
  }

  const makers: Record<TitlePart, (title: string) => Promise<void>> = {
    description: (title) =>
      run("description", async (signal) => {
        update({ description: "" });
        const text = await postStream(
          ENDPOINTS.description,
          descriptionRequest(input, title, language),
          { onDelta: (_d, soFar) => update({ description: soFar }) },
          signal,
        );
        update({ description: text.trim() });
      }),
    tags: (title) =>
      run("tags", async (signal) => {
        const list = readList(await postJson<unknown>(ENDPOINTS.tags, listRequest("tags", input, title, language), signal), "tags");
        if (!list) throw new AiRequestError({ status: 502, code: "no_tags", message: MESSAGE_NO_TAGS });
        const { kept, dropped } = fitTags(list);
        update({ tags: kept, droppedTags: dropped });
      }),
    hashtags: (title) =>
      run("hashtags", async (signal) => {
        const list = readList(await postJson<unknown>(ENDPOINTS.hashtags, listRequest("hashtags", input, title, language), signal), "hashtags");
        if (!list) throw new AiRequestError({ status: 502, code: "no_hashtags", message: MESSAGE_NO_HASHTAGS });
        update({ hashtags: kitHashtags(list) });
      }),
    outline: (title) =>
      run("outline", async (signal) => {
        const body = await postJson<{ outline?: unknown }>(ENDPOINTS.outline, { ...outlineRequestBody(input, title, language), language }, signal);
        const outline = readOutline(body.outline);
        if (!outline) throw new AiRequestError({ status: 502, code: "outline_unreadable", message: MESSAGE_OUTLINE_UNREADABLE });
        update({ outline });
      }),
    thumbnail: (title) =>
      run("thumbnail", async (signal) => {
        const prompt = kitThumbnailPrompt(input, title, language);
        update({ thumbnailPrompt: prompt });
        setImageNote(null);
        // Loaded when a thumbnail is first made: not part of the page's first load.
        const { fetchDefaultStatus, generateDefault, generateGemini, generateOpenAi, readKey, ProviderHttpError } = await import("../shared/image-providers");
        const { providerMessage } = await import("../shared/image-keys");
        const settings = getPublicSettings();
        const builtIn = await fetchDefaultStatus(signal).catch(() => ({ configured: false }));
        let blob: Blob;
        try {
          if (builtIn.configured) blob = await generateDefault({ prompt, aspectRatio: "16:9", purpose: "thumbnail" }, signal);
          else if (readKey("gemini"))
            blob = await generateGemini({ key: readKey("gemini"), baseUrl: settings.geminiBaseUrl, prompt, aspectRatio: "16:9" }, signal);
          else if (readKey("openai"))
            blob = await generateOpenAi(
              { key: readKey("openai"), baseUrl: settings.openaiBaseUrl, model: "dall-e-3", prompt, size: "1792x1024", quality: "hd" },
              signal,
            );
          else {
            clearImage();
            setImageNote(MESSAGE_NO_IMAGE_MODEL);
            return;
          }
        } catch (e) {
          if (e instanceof ProviderHttpError) Object.assign(e, { detail: providerMessage(e.body) || undefined });
          throw e;
        }
        setImage({ dataUrl: await blobToDataUrl(blob), mimeType: blob.type || "image/png" });
      }),
  };

  /** What every card of a part made from the chosen title shares: its state and its Regenerate. */
  const titlePartProps = (part: TitlePart) => ({
    part,
    busy: Boolean(busy[part]),
    error: errors[part] ?? null,
    onRegenerate: () => title && void makers[part](title),
  });

  function makeTitleParts(title: string) {
    update({ madeFor: title });
    clearVoiceover();
    for (const part of TITLE_PARTS) void makers[part](title);
  }

  async function makeTitles(): Promise<string | null> {
    let first: string | null = null;
    await run("titles", async (signal) => {
      const list = readList(await postJson<unknown>(ENDPOINTS.titles, titlesRequest(input, language), signal), "titles");
      if (!list) throw new AiRequestError({ status: 502, code: "no_titles", message: MESSAGE_NO_TITLES });
      update({ titles: list, chosen: 0 });
      first = list[0]!;
    });
    return first;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = validateInput(input);
    if (problem) {
      setTopicError(problem);
      document.getElementById("kit-topic")?.focus();
      return;
    }
    setTopicError(null);
    controllers.current.forEach((c) => c.abort());
    setErrors({});
    setImageNote(null);
    setStored(EMPTY_RESULTS);
    clearImage();
    clearVoiceover();
    track("generate_video_kit", { tool: SLUG, tone: input.tone, language });
    const title = await makeTitles();
    setGeneration((n) => (n ?? 0) + 1);
    if (title) makeTitleParts(title);
  }

  async function makeVoiceover() {
    const outline = results.outline;
    if (!outline) {
      setPartError("voiceover", { message: MESSAGE_NO_OUTLINE_FOR_VOICE });
      return;
    }
    await run("voiceover", async (signal) => {
      const text = voiceoverText(outline);
      const voices = await fetch(ENDPOINTS.voices, { signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ voices?: { value: string; locale: string }[] }>) : { voices: [] }))
        .catch(() => ({ voices: [] }));
      const voice = voiceFor(voices.voices ?? [], language);
      const body = await postJson<{ audio: string; wordBoundaries: WordBoundary[] }>(ENDPOINTS.speech, { text, voice }, signal);
      const { toSrt } = await import("../shared/speech");
      setVoiceover({ text, voice, audio: body.audio, srt: toSrt(body.wordBoundaries ?? []) });
    });
  }

  async function downloadAll() {
    const { zipSync, strToU8 } = await import("fflate");
    const files = kitFiles({ input, language, results, image, voiceover, createdAt: new Date() });
    const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, v]) => [name, typeof v === "string" ? strToU8(v) : v])));
    downloadBlob(kitFileName(chosenTitle(results)), new Blob([zip as BlobPart], { type: "application/zip" }));
    track("download_video_kit", { tool: SLUG, files: Object.keys(files).length });
  }

  function startOver() {
    controllers.current.forEach((c) => c.abort());
    setStored(EMPTY_RESULTS);
    clearStored();
    clearImage();
    clearVoiceover();
    setErrors({});
    setImageNote(null);
  }

  const title = chosenTitle(results);
  const anyBusy = Object.values(busy).some(Boolean);
  const outOfDate = partsOutOfDate(results);
  const hasKit = results.titles.length > 0 || Boolean(errors.titles);
  const resultsRef = useReveal<HTMLElement>(generation);
  const budget = results.tags ? tagBudget(results.tags) : null;
  const audioUrl = useObjectUrl(voiceover?.audio ?? null);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card grid gap-5 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-label="Video kit">
        <TextAreaField
          id="kit-topic"
          label={LABELS.topic}
          required
          name="topic"
          rows={3}
          value={input.topic}
          maxCharacters={LIMITS.topic}
          placeholder="e.g. Keeping a sourdough starter alive on a three-week road trip"
          onChange={(e) => {
            setDraft((p) => ({ ...p, topic: e.target.value }));
            setTopicError(null);
          }}
          error={topicError}
          aside={`${countGraphemes(input.topic)}/${LIMITS.topic}`}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={LABELS.audience}
            name="audience"
            value={input.audience}
            maxCharacters={LIMITS.audience}
            placeholder="e.g. home bakers who travel"
            autoComplete="off"
            onChange={(e) => setDraft((p) => ({ ...p, audience: e.target.value }))}
          />
          <TextField
            label={LABELS.keywords}
            name="keywords"
            value={input.keywords}
            maxCharacters={LIMITS.keywords}
            placeholder="e.g. sourdough, travel baking"
            hint="Separate keywords with commas."
            autoComplete="off"
            onChange={(e) => setDraft((p) => ({ ...p, keywords: e.target.value }))}
          />
          <SelectField
            label={LABELS.tone}
            name="tone"
            options={TONE_OPTIONS}
            value={input.tone}
            onChange={(e) => isKitTone(e.target.value) && setDraft((p) => ({ ...p, tone: e.target.value as KitInput["tone"] }))}
          />
          <LanguageSelect value={language} onChange={setLanguage} />
        </div>
        <MoreOptions id="kit-more-options" summary="Description options">
          <div className="grid gap-1 sm:grid-cols-3">
            <CheckboxField
              label={LABELS.timestamps}
              checked={input.includeTimestamps}
              onChange={(e) => setDraft((p) => ({ ...p, includeTimestamps: e.target.checked }))}
            />
            <CheckboxField
              label={LABELS.hashtags}
              checked={input.includeHashtags}
              onChange={(e) => setDraft((p) => ({ ...p, includeHashtags: e.target.checked }))}
            />
            <CheckboxField
              label={LABELS.socialLinks}
              checked={input.includeSocialLinks}
              onChange={(e) => setDraft((p) => ({ ...p, includeSocialLinks: e.target.checked }))}
            />
          </div>
        </MoreOptions>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={unavailable || busy.titles}>
            {busy.titles ? LABELS.generating : LABELS.generate}
          </button>
          {hasKit ? (
            <button type="button" className="btn-ghost" onClick={startOver} disabled={anyBusy}>
              {LABELS.clear}
            </button>
          ) : null}
        </div>
        <p className="text-sm text-muted" data-testid="calls-note">
          {callsNote()}
        </p>
      </form>

      {hasKit ? (
        <section ref={resultsRef} aria-labelledby="kit-heading" className="mt-8 grid gap-5 outline-none" tabIndex={-1}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="kit-heading" className="text-2xl font-bold">
              Your video kit <span className="text-base font-normal text-muted">({languageLabel(language)})</span>
            </h2>
            <button type="button" className="btn-primary" onClick={() => void downloadAll()} disabled={!title || anyBusy}>
              {LABELS.downloadAll}
            </button>
          </div>

          <PartCard part="titles" busy={Boolean(busy.titles)} error={errors.titles ?? null} copyText={title} onRegenerate={() => void makeTitles()}>
            {results.titles.length > 0 ? (
              <fieldset>
                <legend className="text-sm font-semibold">{LABELS.chooseTitle}</legend>
                <div className="mt-2 grid gap-1">
                  {results.titles.map((t, i) => (
                    <label key={`${i}-${t}`} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface-2">
                      <input
                        type="radio"
                        name="kit-title"
                        className="h-4 w-4 accent-[var(--c-brand)]"
                        checked={results.chosen === i}
                        onChange={() => update({ chosen: i })}
                      />
                      <span dir="auto" className="flex-1 break-words">
                        {t}
                      </span>
                      <span className="shrink-0 text-xs text-muted">{countGraphemes(t)} chars</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </PartCard>

          {outOfDate && title ? (
            <Notice tone="warning" title="These parts were made for another title" data-testid="out-of-date">
              <p>
                The description, tags, hashtags, outline and thumbnail below follow “{results.madeFor}”. Make them again for “{title}”?
              </p>
              <button type="button" className="btn-secondary mt-2" onClick={() => makeTitleParts(title)} disabled={anyBusy}>
                {LABELS.updateParts}
              </button>
            </Notice>
          ) : null}

          {results.madeFor || TITLE_PARTS.some((p) => busy[p] || errors[p]) ? (
            <div className="grid gap-5 lg:grid-cols-2">
              <PartCard {...titlePartProps("description")} copyText={results.description || null}>
                {results.description ? (
                  <p dir="auto" className="whitespace-pre-wrap break-words text-sm" data-testid="kit-description">
                    {results.description}
                  </p>
                ) : null}
              </PartCard>

              <PartCard {...titlePartProps("tags")} copyText={results.tags?.join(", ") || null}>
                {results.tags ? (
                  <>
                    <ul className="flex flex-wrap gap-2" data-testid="kit-tags">
                      {results.tags.map((t) => (
                        <li key={t} dir="auto" className="rounded-full bg-surface-2 px-3 py-1 text-sm">
                          {t}
                        </li>
                      ))}
                    </ul>
                    {budget ? <p className="text-sm text-muted">{budgetSummary(budget)}</p> : null}
                    {results.droppedTags.length > 0 ? (
                      <p className="text-sm text-muted">Left out to stay within 500 characters: {results.droppedTags.join(", ")}</p>
                    ) : null}
                  </>
                ) : null}
              </PartCard>

              <PartCard {...titlePartProps("hashtags")} copyText={results.hashtags?.join(" ") || null}>
                {results.hashtags ? (
                  <>
                    <ol className="flex flex-wrap gap-2" data-testid="kit-hashtags">
                      {results.hashtags.map((h, i) => (
                        <li
                          key={h}
                          dir="auto"
                          className={`rounded-full px-3 py-1 text-sm ${i < ABOVE_TITLE_COUNT ? "bg-brand-soft font-semibold text-ink" : "bg-surface-2"}`}
                        >
                          {h}
                          {i < ABOVE_TITLE_COUNT ? <span className="ml-1 text-xs text-muted">· above title</span> : null}
                        </li>
                      ))}
                    </ol>
                    <p className="text-sm text-muted">
                      {hashtagNote(results.hashtags.length) ?? "YouTube shows the first three above your title; put them first in the description."}
                    </p>
                  </>
                ) : null}
              </PartCard>

              <PartCard {...titlePartProps("outline")} copyText={results.outline ? outlineText(results.outline) : null}>
                {results.outline ? (
                  <div dir="auto" className="grid gap-2 text-sm" data-testid="kit-outline">
                    <p>
                      <span className="font-semibold">Hook: </span>
                      {results.outline.hook}
                    </p>
                    <ol className="list-decimal space-y-1 pl-5">
                      {results.outline.sections.map((s, i) => (
                        <li key={i}>
                          <span className="font-semibold">{s.heading}</span>
                          <ul className="list-disc pl-5 text-muted">
                            {s.points.map((p, j) => (
                              <li key={j}>{p}</li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ol>
                    <p>
                      <span className="font-semibold">Call to action: </span>
                      {results.outline.callToAction}
                    </p>
                  </div>
                ) : null}
              </PartCard>

              <PartCard
                {...titlePartProps("thumbnail")}
                copyText={results.thumbnailPrompt}
                copyName="thumbnail prompt"
              >
                {image ? (
                  <img
                    src={image.dataUrl}
                    alt={`Thumbnail for “${results.madeFor ?? title}”`}
                    width={1280}
                    height={720}
                    className="aspect-video h-auto w-full rounded-lg object-cover"
                  />
                ) : null}
                {busy.thumbnail && !image ? <div className="aspect-video w-full animate-pulse rounded-lg bg-surface-2" aria-hidden="true" /> : null}
                {imageNote ? <Notice tone="note">{imageNote}</Notice> : null}
                {results.thumbnailPrompt ? (
                  <details className="text-sm">
                    <summary className="cursor-pointer font-semibold">Thumbnail prompt</summary>
                    <p className="mt-1 break-words text-muted" data-testid="kit-thumbnail-prompt">
                      {results.thumbnailPrompt}
                    </p>
                  </details>
                ) : null}
              </PartCard>

              <PartCard
                part="voiceover"
                busy={Boolean(busy.voiceover)}
                error={errors.voiceover ?? null}
                copyText={voiceover?.srt ?? null}
                onRegenerate={() => void makeVoiceover()}
                actions={Boolean(voiceover)}
                copyName="subtitles (SRT)"
                extra={
                  voiceover ? null : (
                    <button type="button" className="btn-primary" onClick={() => void makeVoiceover()} disabled={!results.outline || Boolean(busy.voiceover)}>
                      {LABELS.voiceover}
                    </button>
                  )
                }
              >
                {voiceover && audioUrl ? (
                  <>
                    <audio controls src={audioUrl} className="w-full" data-testid="kit-audio" />
                    <p dir="auto" className="text-sm text-muted">
                      {voiceover.text}
                    </p>
                  </>
                ) : (
                  <p className="text-sm text-muted">
                    The opening of the script read aloud in {languageLabel(language)}, as MP3 with SRT subtitles. Made only when you ask.
                  </p>
                )}
              </PartCard>
            </div>
          ) : null}
        </section>
      ) : null}
    </ToolLayout>
  );
}

/** An object URL for base64 MP3, revoked when it changes or the page goes. */
function useObjectUrl(base64: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!base64) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(new Blob([base64ToBytes(base64) as BlobPart], { type: "audio/mpeg" }));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [base64]);
  return url;
}
