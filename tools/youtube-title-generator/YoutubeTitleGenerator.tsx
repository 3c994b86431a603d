import { wait } from "../../app/lib/wait";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { useReveal } from "../../app/ui/reveal";
import { AiRequestError, postJson } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  API_PATH,
  COPIED_LABEL,
  COPY_LABEL,
  DEFAULT_INPUT,
  DESCRIPTION_LABEL,
  FITS_LABEL,
  GENERATE_LABEL,
  KEYWORDS_LABEL,
  LENGTH_LABEL,
  LENGTH_OPTIONS,
  LIMITS,
  MAY_BE_CUT_LABEL,
  MESSAGE_NO_TITLES,
  MESSAGE_PARSE_FAILED,
  NO_TITLES_CODE,
  SEARCH_VISIBLE_CHARS,
  SPEC_WAIT_MS,
  STYLE_LABEL,
  STYLE_OPTIONS,
  TONE_LABEL,
  TONE_OPTIONS,
  TOPIC_LABEL,
  charCount,
  characterLabel,
  fitsSearchResults,
  isTitleLength,
  isTitleStyle,
  isTitleTone,
  normalizeTitleInput,
  rateLimitNotice,
  readTitlesResponse,
  titleErrorMessage,
  validateTitleInput,
  wrapTitleError,
  type TitleInput,
} from "./logic";
import { meta as tool } from "./meta";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";
import { countGraphemes } from "../../app/lib/text";

export const meta = () => toolPageMeta(tool);

interface Failure {
  message: string;
  notice?: string;
}


function TitleCard({ title, index }: { title: string; index: number }) {
  const n = charCount(title);
  const fits = fitsSearchResults(title);
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="title-item">
      <p dir="auto" className="min-w-0 flex-1 text-base font-semibold break-words text-ink">
        {title}
      </p>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <span className="text-sm text-muted" data-testid="char-count">
          {characterLabel(n)}
        </span>
        <span
          data-testid="fit-badge"
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${fits ? "bg-ok-soft text-ok" : "bg-warn-soft text-warn"}`}
        >
          {fits ? FITS_LABEL : MAY_BE_CUT_LABEL}
          <span className="sr-only"> in search results</span>
        </span>
        <CopyButton
          text={title}
          label={COPY_LABEL}
          copiedLabel={COPIED_LABEL}
          ariaLabel={`${COPY_LABEL} title ${index + 1}`}
          trackContext={{ tool: tool.slug, item: index + 1 }}
          className="btn-secondary ml-auto min-w-24 sm:ml-0"
        />
      </div>
    </li>
  );
}

export default function YoutubeTitleGenerator() {
  const [draft, setDraft] = useDraft<TitleInput>(tool.slug, DEFAULT_INPUT);
  const [language, setLanguage] = useOutputLanguage(tool.slug);
  const input = normalizeTitleInput(draft);
  const [specWaits, setSpecWaits] = useState(false);
  const [topicError, setTopicError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ value: number; stage: string } | null>(null);
  const [titles, setTitles] = useState<string[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => running.current?.abort();
  }, []);

  function update<K extends keyof TitleInput>(key: K, value: TitleInput[K]) {
    setDraft((prev) => ({ ...prev, [key]: value }));
    if (key === "topic") setTopicError(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = validateTitleInput(input);
    if (problem) {
      setTopicError(problem);
      document.getElementById("title-topic")?.focus();
      return;
    }
    setTopicError(null);
    setFailure(null);
    setBusy(true);
    track("generate_titles", { tool: tool.slug, style: input.style, length: input.length, tone: input.tone });
    const controller = new AbortController();
    running.current = controller;
    try {
      if (specWaits) {
        setProgress({ value: 0, stage: "Getting ready…" });
        await wait(SPEC_WAIT_MS, controller.signal);
      }
      setProgress({ value: 50, stage: "Writing 10 titles…" });
      const body = await postJson<unknown>(API_PATH, { ...input, language }, controller.signal);
      setProgress({ value: 90, stage: "Checking the titles…" });
      const list = readTitlesResponse(body);
      if (!list) throw new AiRequestError({ status: 200, code: "llm_invalid_response", message: MESSAGE_PARSE_FAILED });
      if (list.length === 0) throw new AiRequestError({ status: 200, code: NO_TITLES_CODE, message: MESSAGE_NO_TITLES });
      setProgress({ value: 100, stage: "Done" });
      setTitles(list);
    } catch (err) {
      if (controller.signal.aborted) return;
      if (err instanceof AiRequestError) {
        setFailure({ message: titleErrorMessage(err.info), notice: err.isRateLimit ? rateLimitNotice(err.info.retryAfterSeconds) : undefined });
      } else {
        // Only an answer that is not JSON gets here (postJson could not read it).
        setFailure({ message: wrapTitleError(MESSAGE_PARSE_FAILED) });
      }
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) {
        setBusy(false);
        setProgress(null);
      }
    }
  }

  const { unavailable } = useToolAvailability(tool.needs);
  const resultsRef = useReveal<HTMLElement>(titles.length > 0 ? titles.join("\n") : null);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <form className="card grid gap-5 p-5 sm:p-6" onSubmit={onSubmit} noValidate aria-label="Title generator">
        <TextField
          id="title-topic"
          label={TOPIC_LABEL}
          required
          name="topic"
          value={input.topic}
          maxCharacters={LIMITS.topic}
          placeholder="e.g. How to grow a YouTube channel from zero in 2025"
          autoComplete="off"
          onChange={(e) => update("topic", e.target.value)}
          error={topicError}
        />
        <TextAreaField
          label={DESCRIPTION_LABEL}
          name="description"
          value={input.description}
          maxCharacters={LIMITS.description}
          rows={3}
          placeholder="What happens in the video, who it is for, what viewers will learn"
          onChange={(e) => update("description", e.target.value)}
          aside={`${countGraphemes(input.description).toLocaleString("en-US")}/${LIMITS.description.toLocaleString("en-US")}`}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            label={STYLE_LABEL}
            name="style"
            options={STYLE_OPTIONS}
            value={input.style}
            onChange={(e) => isTitleStyle(e.target.value) && update("style", e.target.value)}
          />
          <SelectField
            label={LENGTH_LABEL}
            name="length"
            options={LENGTH_OPTIONS}
            value={input.length}
            onChange={(e) => isTitleLength(e.target.value) && update("length", e.target.value)}
          />
          <SelectField
            label={TONE_LABEL}
            name="tone"
            options={TONE_OPTIONS}
            value={input.tone}
            onChange={(e) => isTitleTone(e.target.value) && update("tone", e.target.value)}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={KEYWORDS_LABEL}
            name="keywords"
            value={input.keywords}
            maxCharacters={LIMITS.keywords}
            placeholder="e.g. youtube growth, small channel, subscribers"
            hint="Separate keywords with commas."
            autoComplete="off"
            onChange={(e) => update("keywords", e.target.value)}
          />
          <LanguageSelect value={language} onChange={setLanguage} />
        </div>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || unavailable}>
              {busy ? "Generating…" : GENERATE_LABEL}
            </button>
            <ExampleButton example={EXAMPLES.videoTopic} onFill={() => update("topic", EXAMPLES.videoTopic)} />
          </div>
          {progress ? <ProgressBar value={progress.value} stage={progress.stage} label="Title generation progress" /> : null}
        </div>
      </form>

      {failure ? (
        <div className="mt-6">
          <ErrorBox title={failure.notice} message={failure.message} />
        </div>
      ) : null}

      <p role="status" className="sr-only">
        {titles.length > 0 ? `${titles.length} titles generated.` : ""}
      </p>
      {titles.length > 0 ? (
        <section ref={resultsRef} aria-labelledby="titles-heading" className="mt-8 outline-none">
          <h2 id="titles-heading" className="text-xl font-bold">
            Your title ideas
          </h2>
          <p className="mt-1 text-sm text-muted">
            Search results show about the first {SEARCH_VISIBLE_CHARS} characters of a title; longer ones may be cut off there.
          </p>
          <ol className="mt-4 grid gap-3">
            {titles.map((t, i) => (
              <TitleCard key={`${i}-${t}`} title={t} index={i} />
            ))}
          </ol>
        </section>
      ) : null}
    </ToolLayout>
  );
}
