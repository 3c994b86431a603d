import { wait } from "../../app/lib/wait";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { useEffect, useRef, useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { AiRequestError, postStream } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { MEDIA_PROMPT_LANGUAGE_NOTE } from "../../app/lib/languages";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadJson } from "../../app/ui/download";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextAreaField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { StatusBanner } from "../../app/ui/StatusBanner";
import article from "./article.md";
import { EXAMPLE_DESCRIPTION, EXAMPLE_OUTPUT } from "./example";
import {
  ADVANCED_MODE_LABEL,
  API_PATH,
  ASPECT_RATIO_LABEL,
  ASPECT_RATIO_OPTIONS,
  BASIC_OPTIONS_HEADING,
  CAMERA_DIRECTION_LABEL,
  CAMERA_DIRECTION_OPTIONS,
  CAMERA_STYLE_LABEL,
  CAMERA_STYLE_OPTIONS,
  CFG,
  CFG_SCALE_LABEL,
  COMPLEXITY_LABEL,
  COMPLEXITY_OPTIONS,
  COPIED_LABEL,
  COPY_LABEL,
  CUSTOM_INSTRUCTIONS_LABEL,
  DEFAULT_DRAFT,
  DESCRIPTION_LABEL,
  DESCRIPTION_REQUIRED_MESSAGE,
  DOWNLOAD_FILE_NAME,
  DOWNLOAD_LABEL,
  DURATION_LABEL,
  DURATION_OPTIONS,
  EMPTY_EXPORT_MESSAGE,
  ERROR_TITLE,
  FOCUS_LABEL,
  FOCUS_OPTIONS,
  GENERATE_ADVANCED_LABEL,
  GENERATE_LABEL,
  HIGH_TRAFFIC_TITLE,
  INVALID_RESPONSE_MESSAGE,
  LIMITS,
  MOOD_LABEL,
  MOOD_OPTIONS,
  OUTPUT_PLACEHOLDER,
  PACING_LABEL,
  PACING_OPTIONS,
  PROMPT_LENGTH_LABEL,
  PROMPT_LENGTH_OPTIONS,
  RAW_OUTPUT_NOTE,
  REPAIRED_NOTE,
  RESET_LABEL,
  RESOLUTION_LABEL,
  RESOLUTION_OPTIONS,
  SPECIAL_EFFECTS_LABEL,
  SPECIAL_EFFECTS_OPTIONS,
  SPEC_PROGRESS_STEP_MS,
  SPEC_STAGES,
  STAGES,
  STATUS_MESSAGES,
  STYLE_LABEL,
  STYLE_OPTIONS,
  TEMPLATE_LABEL,
  TEMPLATE_OPTIONS,
  TRY_AGAIN_LABEL,
  canGenerate,
  cfgGuidanceLabel,
  characterCountLabel,
  generationErrorMessage,
  highTrafficText,
  isHighTraffic,
  isOption,
  isStatusRateLimited,
  normalizeDraft,
  outputText,
  parseDuration,
  readBuilderEvent,
  requestBody,
  retryAttemptLabel,
  roundCfg,
  tooLongMessage,
  type AdvancedOptions,
  type BuilderDraft,
  type BuilderResult,
  type Option,
  type StageId,
} from "./logic";
import { withinCharacters } from "../../app/lib/text";
import { meta as tool } from "./meta";
import { useBuilderStatus, type BuilderStatus } from "./use-builder-status";

export const meta = () => toolPageMeta(tool);

type Mode = "basic" | "advanced";

interface Failure {
  message: string;
  highTraffic: boolean;
  retryAfterSeconds?: number;
}


const EXAMPLE_TEXT = JSON.stringify(EXAMPLE_OUTPUT, null, 2);

const HOW_IT_WORKS = [
  { title: "Describe your idea", text: "Write what happens in your video in a sentence or two: who, where, what they do." },
  { title: "Pick the look", text: "Choose a style, a mood and a duration. Open More options for resolution, aspect ratio and language." },
  { title: "Generate", text: "The AI writes the full JSON: shots with timings, camera, audio, style and negative prompts. Every reply is checked against the structure." },
  { title: "Copy or download", text: "Copy the JSON or download ai-video-prompt.json and paste it into your AI video tool." },
];

function StatusPanel({ status }: { status: BuilderStatus }) {
  const { state, failure, used, nextRetryMs } = status;
  const retrying = state === "failed" && nextRetryMs !== null;
  const checkingText = used > 0 ? `${STATUS_MESSAGES.checking} ${retryAttemptLabel(used)}` : STATUS_MESSAGES.checking;
  const failedText = retrying
    ? `${failure?.message ?? STATUS_MESSAGES.failed} ${retryAttemptLabel(used + 1)} in ${Math.round((nextRetryMs ?? 0) / 1000)} seconds...`
    : STATUS_MESSAGES.failed;
  return (
    <div className="flex flex-col gap-2" data-testid="server-status">
      <StatusBanner
        state={state}
        messages={{ checking: checkingText, connected: STATUS_MESSAGES.connected, failed: failedText }}
        onRetry={retrying ? undefined : status.tryAgain}
        retryLabel={TRY_AGAIN_LABEL}
      />
      {state === "failed" && !retrying && failure ? <p className="text-sm font-medium text-danger">{failure.message}</p> : null}
    </div>
  );
}

function HighTrafficNotice({ retryAfterSeconds }: { retryAfterSeconds?: number }) {
  return (
    <div role="status" className="rounded-xl border border-warn/40 bg-warn-soft p-4 text-warn" data-testid="high-traffic">
      <p className="font-semibold">{HIGH_TRAFFIC_TITLE}</p>
      <p className="mt-1 text-sm">{highTrafficText(retryAfterSeconds)}</p>
    </div>
  );
}

function CfgSlider({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const label = cfgGuidanceLabel(value);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor="cfg-scale" className="text-sm font-semibold text-ink">
          {CFG_SCALE_LABEL}
        </label>
        <span className="text-sm text-muted" data-testid="cfg-value">
          {value.toFixed(1)} – {label}
        </span>
      </div>
      <input
        id="cfg-scale"
        type="range"
        min={CFG.min}
        max={CFG.max}
        step={CFG.step}
        value={value}
        aria-valuetext={`${value.toFixed(1)}, ${label}`}
        className="h-11 w-full accent-[var(--c-brand)]"
        onChange={(e) => onChange(roundCfg(Number(e.target.value)))}
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>0 · low</span>
        <span>0.4–0.7 · medium</span>
        <span>1 · high</span>
      </div>
    </div>
  );
}

export default function AiJsonBuilder() {
  const [rawDraft, setDraft, clearDraft] = useDraft<BuilderDraft>(tool.slug, DEFAULT_DRAFT);
  const draft = normalizeDraft(rawDraft);
  const status = useBuilderStatus();
  const [language, setLanguage] = useOutputLanguage(tool.slug, { englishFirst: true });
  const [specWaits, setSpecWaits] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ value: number; message: string } | null>(null);
  const [retryNote, setRetryNote] = useState<string | null>(null);
  const [result, setResult] = useState<BuilderResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [announce, setAnnounce] = useState("");
  const running = useRef<AbortController | null>(null);
  const lastMode = useRef<Mode>("basic");

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => running.current?.abort();
  }, []);

  function update<K extends keyof BuilderDraft>(key: K, value: BuilderDraft[K]) {
    setDraft((prev) => ({ ...normalizeDraft(prev), [key]: value }));
  }
  function updateAdvanced<K extends keyof AdvancedOptions>(key: K, value: AdvancedOptions[K]) {
    setDraft((prev) => {
      const d = normalizeDraft(prev);
      return { ...d, advanced: { ...d.advanced, [key]: value } };
    });
  }

  const enabled = canGenerate(draft.description, busy, status.state);
  /** Generate stays disabled until there is an idea (spec); the hint beside it says so. */
  const blank = draft.description.trim().length === 0;

  async function generate(mode: Mode) {
    if (!canGenerate(draft.description, busy, status.state)) return;
    lastMode.current = mode;
    const body = { ...requestBody(draft, mode), language };
    const controller = new AbortController();
    running.current?.abort();
    running.current = controller;
    setBusy(true);
    setFailure(null);
    setRetryNote(null);
    setAnnounce("");
    track("form_submit", { tool: tool.slug, mode, style: body.style, mood: body.mood, duration: body.duration });
    const show = (id: StageId) => setProgress(STAGES[id]);
    try {
      let received: BuilderResult | null = null;
      // With SPEC_WAITS=on the spec's staged progress runs (5 steps, 800 ms each); otherwise only real steps show.
      const specTimeline = specWaits
        ? (async () => {
            for (const stage of SPEC_STAGES) {
              setProgress(stage);
              await wait(SPEC_PROGRESS_STEP_MS, controller.signal);
            }
          })()
        : null;
      if (!specWaits) show("writing");
      await postStream(
        API_PATH,
        body,
        {
          onDelta: (text) => {
            const ev = readBuilderEvent(text);
            if (!ev) return;
            if ("stage" in ev) {
              setRetryNote(null);
              if (!specWaits) show(ev.stage);
            } else received = ev.result;
          },
          onRetry: (r) => setRetryNote(`${retryAttemptLabel(r.attempt, r.max)}: ${r.message}`),
        },
        controller.signal,
      );
      await specTimeline;
      const final = received as BuilderResult | null;
      if (!final) throw new AiRequestError({ status: 200, code: "llm_invalid_response", message: INVALID_RESPONSE_MESSAGE });
      setResult(final);
      setAnnounce(final.kind === "json" ? "JSON generated." : "The AI's reply is shown as written; it did not match the expected structure.");
      if (final.kind === "json") track("json_generated", { tool: tool.slug, mode, repaired: final.repaired });
    } catch (err) {
      if (controller.signal.aborted) return;
      const info =
        err instanceof AiRequestError
          ? err.info
          : { status: 200, code: "llm_invalid_response", message: INVALID_RESPONSE_MESSAGE };
      setFailure({ message: generationErrorMessage(info), highTraffic: isHighTraffic(info), retryAfterSeconds: info.retryAfterSeconds });
    } finally {
      if (running.current === controller) running.current = null;
      if (!controller.signal.aborted) {
        setBusy(false);
        setProgress(null);
        setRetryNote(null);
      }
    }
  }

  function onReset() {
    running.current?.abort();
    running.current = null;
    clearDraft();
    setBusy(false);
    setProgress(null);
    setRetryNote(null);
    setResult(null);
    setFailure(null);
    setAnnounce("");
  }

  function onDownload() {
    const text = outputText(result);
    if (!text) {
      window.alert(EMPTY_EXPORT_MESSAGE);
      return;
    }
    downloadJson(DOWNLOAD_FILE_NAME, text);
  }

  const text = outputText(result);
  const statusRateLimited = status.state === "failed" && status.failure !== null && isStatusRateLimited(status.failure);
  const showHighTraffic = (failure?.highTraffic ?? false) || statusRateLimited;

  const select = (
    label: string,
    value: string,
    list: readonly Option[],
    onChange: (v: string) => unknown,
    name: string,
  ) => <SelectField label={label} name={name} options={list} value={value} onChange={(e) => onChange(e.target.value)} />;

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="flex flex-col gap-6">
        <StatusPanel status={status} />

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <section aria-labelledby="builder-heading" className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6">
            <h2 id="builder-heading" className="text-xl font-bold">
              Your video idea
            </h2>
            <div className="grid gap-4 sm:grid-cols-3">
              {select(STYLE_LABEL, draft.style, STYLE_OPTIONS, (v) => isOption(STYLE_OPTIONS, v) && update("style", v), "style")}
              {select(MOOD_LABEL, draft.mood, MOOD_OPTIONS, (v) => isOption(MOOD_OPTIONS, v) && update("mood", v), "mood")}
              {select(DURATION_LABEL, String(draft.duration), DURATION_OPTIONS, (v) => update("duration", parseDuration(v) ?? DEFAULT_DRAFT.duration), "duration")}
            </div>
            <TextAreaField
              id="video-description"
              label={DESCRIPTION_LABEL}
              required
              name="description"
              rows={3}
              value={draft.description}
              placeholder="e.g. A lighthouse keeper climbs the stairs in a storm to relight the lamp as a boat drifts toward the rocks"
              onChange={(e) => update("description", e.target.value)}
              aside={<span data-testid="char-count">{characterCountLabel(draft.description)}</span>}
              error={!withinCharacters(draft.description.trim(), LIMITS.description) ? tooLongMessage("video description", LIMITS.description) : null}
            />

            <div className="flex flex-wrap items-start gap-3">
              <button
                type="button"
                className={draft.advancedMode ? "btn-primary" : "btn-secondary"}
                aria-pressed={draft.advancedMode}
                onClick={() => update("advancedMode", !draft.advancedMode)}
              >
                {ADVANCED_MODE_LABEL}
              </button>

            <MoreOptions
              id="basic-options"
              className="min-w-0 flex-1 basis-64"
              summary={`${BASIC_OPTIONS_HEADING}: resolution, aspect ratio, language`}
              defaultOpen={draft.showBasicOptions}
              onToggle={(open) => {
                if (open !== draft.showBasicOptions) update("showBasicOptions", open);
              }}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                {select(RESOLUTION_LABEL, draft.resolution, RESOLUTION_OPTIONS, (v) => isOption(RESOLUTION_OPTIONS, v) && update("resolution", v), "resolution")}
                {select(ASPECT_RATIO_LABEL, draft.aspectRatio, ASPECT_RATIO_OPTIONS, (v) => isOption(ASPECT_RATIO_OPTIONS, v) && update("aspectRatio", v), "aspectRatio")}
                <div className="sm:col-span-2">
                  <LanguageSelect value={language} onChange={setLanguage} hint={MEDIA_PROMPT_LANGUAGE_NOTE} />
                </div>
              </div>
            </MoreOptions>
            </div>

            {draft.advancedMode ? (
              <fieldset className="grid gap-4 rounded-xl border border-line p-4" data-testid="advanced-form">
                <legend className="px-1 text-sm font-semibold">{ADVANCED_MODE_LABEL}</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {select(TEMPLATE_LABEL, draft.advanced.template, TEMPLATE_OPTIONS, (v) => isOption(TEMPLATE_OPTIONS, v) && updateAdvanced("template", v), "template")}
                  {select(COMPLEXITY_LABEL, draft.advanced.complexity, COMPLEXITY_OPTIONS, (v) => isOption(COMPLEXITY_OPTIONS, v) && updateAdvanced("complexity", v), "complexity")}
                  {select(FOCUS_LABEL, draft.advanced.focus, FOCUS_OPTIONS, (v) => isOption(FOCUS_OPTIONS, v) && updateAdvanced("focus", v), "focus")}
                  {select(PROMPT_LENGTH_LABEL, draft.advanced.promptLength, PROMPT_LENGTH_OPTIONS, (v) => isOption(PROMPT_LENGTH_OPTIONS, v) && updateAdvanced("promptLength", v), "promptLength")}
                  {select(CAMERA_STYLE_LABEL, draft.advanced.cameraStyle, CAMERA_STYLE_OPTIONS, (v) => isOption(CAMERA_STYLE_OPTIONS, v) && updateAdvanced("cameraStyle", v), "cameraStyle")}
                  {select(CAMERA_DIRECTION_LABEL, draft.advanced.cameraDirection, CAMERA_DIRECTION_OPTIONS, (v) => isOption(CAMERA_DIRECTION_OPTIONS, v) && updateAdvanced("cameraDirection", v), "cameraDirection")}
                  {select(PACING_LABEL, draft.advanced.pacing, PACING_OPTIONS, (v) => isOption(PACING_OPTIONS, v) && updateAdvanced("pacing", v), "pacing")}
                  {select(SPECIAL_EFFECTS_LABEL, draft.advanced.specialEffects, SPECIAL_EFFECTS_OPTIONS, (v) => isOption(SPECIAL_EFFECTS_OPTIONS, v) && updateAdvanced("specialEffects", v), "specialEffects")}
                </div>
                <CfgSlider value={draft.advanced.cfgScale} onChange={(v) => updateAdvanced("cfgScale", v)} />
                <TextAreaField
                  label={CUSTOM_INSTRUCTIONS_LABEL}
                  name="customInstructions"
                  rows={3}
                  maxCharacters={LIMITS.customInstructions}
                  value={draft.advanced.customInstructions}
                  placeholder="e.g. End on a slow fade to black; no people's faces in close-up"
                  onChange={(e) => updateAdvanced("customInstructions", e.target.value)}
                />
                <div className="flex flex-col gap-3 sm:flex-row">
                  <button type="button" className="btn-primary" disabled={!enabled} onClick={() => void generate("advanced")} aria-describedby={blank ? "json-generate-hint" : undefined}>
                    {busy ? "Generating…" : GENERATE_ADVANCED_LABEL}
                  </button>
                  <button type="button" className="btn-secondary" onClick={onReset}>
                    {RESET_LABEL}
                  </button>
                </div>
              </fieldset>
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row">
                <button type="button" className="btn-primary" disabled={!enabled} onClick={() => void generate("basic")} aria-describedby={blank ? "json-generate-hint" : undefined}>
                  {busy ? "Generating…" : GENERATE_LABEL}
                </button>
                <button type="button" className="btn-secondary" onClick={onReset}>
                  {RESET_LABEL}
                </button>
              </div>
            )}
            {blank ? (
              <p id="json-generate-hint" className="text-sm text-muted">
                {DESCRIPTION_REQUIRED_MESSAGE}
              </p>
            ) : null}

            {progress ? (
              <div className="flex flex-col gap-2">
                <ProgressBar value={progress.value} stage={progress.message} label="JSON generation progress" />
                {retryNote ? (
                  <p className="text-sm text-muted" aria-live="polite">
                    {retryNote}
                  </p>
                ) : null}
              </div>
            ) : null}
            {showHighTraffic ? <HighTrafficNotice retryAfterSeconds={failure?.retryAfterSeconds} /> : null}
            {failure ? (
              <ErrorBox title={ERROR_TITLE} message={failure.message} onRetry={() => void generate(lastMode.current)} retryLabel={TRY_AGAIN_LABEL} />
            ) : null}
          </section>

          <section aria-labelledby="output-heading" className="card flex min-w-0 flex-col gap-3 p-5 sm:p-6 lg:sticky lg:top-20">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="output-heading" className="text-xl font-bold">
                Generated JSON
              </h2>
              <div className="flex flex-wrap gap-2">
                <CopyButton
                  text={() => outputText(result)}
                  label={COPY_LABEL}
                  copiedLabel={COPIED_LABEL}
                  onEmpty={() => window.alert(EMPTY_EXPORT_MESSAGE)}
                  trackContext={{ tool: tool.slug, mode: result?.mode }}
                />
                <button type="button" className="btn-primary" onClick={onDownload}>
                  {DOWNLOAD_LABEL}
                </button>
              </div>
            </div>
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
            <pre
              tabIndex={0}
              aria-label="Generated JSON"
              data-testid="json-output"
              className={`min-h-64 max-h-[600px] overflow-auto rounded-lg border border-line bg-surface-2 p-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap ${
                text ? "text-ink" : "text-muted italic"
              }`}
            >
              {text || OUTPUT_PLACEHOLDER}
            </pre>
            <p className="sr-only" aria-live="polite">
              {announce}
            </p>
          </section>
        </div>

        <section aria-labelledby="how-heading" className="mt-4">
          <h2 id="how-heading" className="text-2xl font-bold">
            How It Works
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {HOW_IT_WORKS.map((s, i) => (
              <li key={s.title} className="card p-5">
                <p className="text-sm font-semibold text-brand">Step {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{s.title}</h3>
                <p className="mt-1 text-sm text-muted">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="example-heading" className="mt-4">
          <h2 id="example-heading" className="text-2xl font-bold">
            Example Output
          </h2>
          <p className="mt-2 text-muted">
            For the idea <q className="text-ink">{EXAMPLE_DESCRIPTION}</q> with the defaults (Cinematic, Dramatic, 9 seconds, 1080p, 16:9), the
            builder returns JSON like this:
          </p>
          <pre
            tabIndex={0}
            aria-label="Example JSON output"
            className="mt-4 max-h-[480px] overflow-auto rounded-lg border border-line bg-surface-2 p-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap text-ink"
          >
            {EXAMPLE_TEXT}
          </pre>
        </section>
      </div>
    </ToolLayout>
  );
}
