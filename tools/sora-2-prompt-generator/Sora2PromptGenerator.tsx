import { useEffect, useRef, useState } from "react";
import { useToolAvailability } from "../../app/components/ToolAvailability";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { truncateGraphemes } from "../../app/lib/text";
import { AiRequestError, NETWORK_ERROR_MESSAGE, postJson } from "../../app/lib/ai-client";
import { getPublicSettings } from "../../app/lib/public-settings";
import { track } from "../../app/lib/track";
import { useAiStatus } from "../../app/lib/use-ai-status";
import { Notice } from "../../app/ui/Notice";
import { useDraft } from "../../app/lib/use-draft";
import { useOutputLanguage } from "../../app/lib/use-output-language";
import { MEDIA_PROMPT_LANGUAGE_NOTE } from "../../app/lib/languages";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import { ProgressBar } from "../../app/ui/ProgressBar";
import article from "./article.md";
import {
  ACTIONS_LABEL,
  ADD_ACTION_LABEL,
  API_PATH,
  CAMERA_SHOT_LABEL,
  COPIED_LABEL,
  COPY_LABEL,
  DEFAULT_FIELDS,
  DIALOGUE_LABEL,
  GENERATE_LABEL,
  IDEA_LABEL,
  IDEA_REQUIRED_MESSAGE,
  LIMITS,
  MODELS,
  MODEL_LABEL,
  MOOD_LABEL,
  PREVIEW_HEADING,
  PREVIEW_PLACEHOLDER,
  PROSE_LABEL,
  RESET_LABEL,
  SECONDS,
  SECONDS_LABEL,
  SIZE_LABEL,
  SPEC_MIN_PROGRESS_MS,
  VISUAL_CUES_LABEL,
  actionLabel,
  applyReply,
  assemblePrompt,
  changeModel,
  generationErrorMessage,
  isModel,
  normalizeFields,
  parseSeconds,
  removeActionLabel,
  sizesFor,
  type AiFields,
  type SoraFields,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

export default function Sora2PromptGenerator() {
  const [raw, setDraft, clearDraft] = useDraft<SoraFields>(tool.slug, DEFAULT_FIELDS);
  const f = normalizeFields(raw);
  const status = useAiStatus();
  const [language, setLanguage] = useOutputLanguage(tool.slug, { englishFirst: true });
  const { unavailable } = useToolAvailability(tool.needs);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  const [specWaits, setSpecWaits] = useState(false);
  const active = useRef<AbortController | null>(null);

  useEffect(() => {
    setSpecWaits(getPublicSettings().specWaits);
    return () => active.current?.abort();
  }, []);

  const set = <K extends keyof SoraFields>(key: K, value: SoraFields[K]) => setDraft((prev) => ({ ...normalizeFields(prev), [key]: value }));
  const setAction = (i: number, value: string) => setDraft((prev) => {
    const p = normalizeFields(prev);
    return { ...p, actions: p.actions.map((a, j) => (j === i ? value : a)) };
  });
  const removeAction = (i: number) => setDraft((prev) => {
    const p = normalizeFields(prev);
    const actions = p.actions.filter((_, j) => j !== i);
    return { ...p, actions: actions.length ? actions : [""] };
  });

  const provider = status.status?.provider ?? "Groq";
  const preview = assemblePrompt(f);

  async function onGenerate() {
    if (active.current) return;
    if (!f.idea.trim()) {
      setError(IDEA_REQUIRED_MESSAGE);
      return;
    }
    const controller = new AbortController();
    active.current = controller;
    setBusy(true);
    setError(null);
    setAnnounce("");
    setProgress(10);
    track("form_submit", { tool: tool.slug, model: f.model, seconds: f.seconds });
    const started = Date.now();
    // With SPEC_WAITS=on the progress runs for at least 10 s (spec 002 §4, §9); otherwise it shows the real wait.
    const tick = setInterval(() => {
      const share = (Date.now() - started) / SPEC_MIN_PROGRESS_MS;
      setProgress(Math.min(90, 10 + Math.round(share * 80)));
    }, 250);
    try {
      const reply = await postJson<{ fields: AiFields }>(API_PATH, { idea: f.idea, model: f.model, size: f.size, seconds: f.seconds, language }, controller.signal);
      if (specWaits) {
        const left = SPEC_MIN_PROGRESS_MS - (Date.now() - started);
        if (left > 0) await new Promise((r) => setTimeout(r, left));
      }
      setDraft((prev) => applyReply(normalizeFields(prev), reply.fields));
      setProgress(100);
      setAnnounce("Prompt generated. The fields and the Generated Prompt are filled in.");
      track("prompt_generated", { tool: tool.slug });
    } catch (e) {
      if (controller.signal.aborted) return;
      const info = e instanceof AiRequestError ? e.info : { status: 0, code: "network", message: NETWORK_ERROR_MESSAGE };
      const message = generationErrorMessage(info, provider);
      // A rate limit is said plainly under the provider's status.
      setError(info.status === 429 ? `${message}. ${info.message}` : message);
    } finally {
      clearInterval(tick);
      if (active.current === controller) active.current = null;
      if (!controller.signal.aborted) {
        setBusy(false);
        setProgress(0);
      }
    }
  }

  function onReset() {
    active.current?.abort();
    active.current = null;
    clearDraft();
    setBusy(false);
    setError(null);
    setAnnounce("");
  }

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="sora-form-heading" className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6">
          <h2 id="sora-form-heading" className="text-xl font-bold">
            Build your Sora 2 prompt
          </h2>
          {status.state === "failed" ? (
            <Notice tone="error">{status.message ?? NETWORK_ERROR_MESSAGE}</Notice>
          ) : null}
          <TextAreaField
            id="sora-idea"
            label={IDEA_LABEL}
            required
            rows={3}
            maxCharacters={LIMITS.idea}
            value={f.idea}
            placeholder="e.g. A corgi surfs a small wave at sunset while a crowd cheers on the beach"
            onChange={(e) => set("idea", e.target.value)}
          />
          <LanguageSelect value={language} onChange={setLanguage} hint={MEDIA_PROMPT_LANGUAGE_NOTE} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn-primary" disabled={busy || unavailable} onClick={() => void onGenerate()}>
              {busy ? "Generating…" : GENERATE_LABEL}
            </button>
            <button type="button" className="btn-secondary" onClick={onReset}>
              {RESET_LABEL}
            </button>
          </div>
          {busy ? <ProgressBar value={progress} stage="Writing your prompt..." label="Prompt generation progress" /> : null}
          {error ? <ErrorBox message={error} /> : null}

          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              id="sora-model"
              label={MODEL_LABEL}
              value={f.model}
              options={MODELS.map((m) => ({ value: m, label: m }))}
              onChange={(e) => isModel(e.target.value) && setDraft((prev) => changeModel(normalizeFields(prev), e.target.value as (typeof MODELS)[number]))}
            />
            <SelectField id="sora-size" label={SIZE_LABEL} value={f.size} options={sizesFor(f.model).map((s) => ({ value: s, label: s }))} onChange={(e) => set("size", e.target.value)} />
            <SelectField
              id="sora-seconds"
              label={SECONDS_LABEL}
              value={String(f.seconds)}
              options={SECONDS.map((s) => ({ value: String(s), label: `${s} seconds` }))}
              onChange={(e) => set("seconds", parseSeconds(Number(e.target.value)) ?? DEFAULT_FIELDS.seconds)}
            />
          </div>
          <TextAreaField id="sora-prose" label={PROSE_LABEL} rows={4} maxCharacters={LIMITS.field} value={f.prose} onChange={(e) => set("prose", e.target.value)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="sora-camera" label={CAMERA_SHOT_LABEL} maxCharacters={LIMITS.field} value={f.cameraShot} placeholder="e.g. Low-angle tracking shot" onChange={(e) => set("cameraShot", e.target.value)} />
            <TextField id="sora-mood" label={MOOD_LABEL} maxCharacters={LIMITS.field} value={f.mood} placeholder="e.g. Joyful, golden-hour warmth" onChange={(e) => set("mood", e.target.value)} />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-semibold text-ink">{ACTIONS_LABEL}</legend>
            <ol className="flex flex-col gap-2">
              {f.actions.map((a, i) => (
                <li key={i} className="flex items-center gap-2">
                  <input
                    aria-label={actionLabel(i)}
                    className="input min-h-11 min-w-0 flex-1"
                    dir="auto"
                    value={a}
                    placeholder={i === 0 ? "e.g. The corgi paddles out and stands up on the board" : ""}
                    onChange={(e) => setAction(i, truncateGraphemes(e.target.value, LIMITS.action))}
                  />
                  <button type="button" className="btn-ghost shrink-0" aria-label={removeActionLabel(i)} onClick={() => removeAction(i)}>
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="btn-secondary self-start"
              disabled={f.actions.length >= LIMITS.actions}
              onClick={() => setDraft((prev) => {
                const p = normalizeFields(prev);
                return { ...p, actions: [...p.actions, ""] };
              })}
            >
              {ADD_ACTION_LABEL}
            </button>
          </fieldset>
          <TextAreaField id="sora-dialogue" label={DIALOGUE_LABEL} rows={3} maxCharacters={LIMITS.field} value={f.dialogue} onChange={(e) => set("dialogue", e.target.value)} />
          <TextAreaField id="sora-cues" label={VISUAL_CUES_LABEL} rows={3} maxCharacters={LIMITS.field} value={f.visualCues} onChange={(e) => set("visualCues", e.target.value)} />
        </section>

        <section aria-labelledby="sora-preview-heading" className="card flex min-w-0 flex-col gap-3 p-5 sm:p-6 lg:sticky lg:top-20">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="sora-preview-heading" className="text-xl font-bold">
              {PREVIEW_HEADING}
            </h2>
            <CopyButton text={() => preview} label={COPY_LABEL} copiedLabel={COPIED_LABEL} disabled={!preview} trackContext={{ tool: tool.slug }} />
          </div>
          <pre
            tabIndex={0}
            aria-label={PREVIEW_HEADING}
            data-testid="sora-preview"
            dir="auto"
            className={`min-h-64 max-h-[600px] overflow-auto rounded-lg border border-line bg-surface-2 p-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap ${preview ? "text-ink" : "text-muted italic"}`}
          >
            {preview || PREVIEW_PLACEHOLDER}
          </pre>
          <p className="sr-only" aria-live="polite">
            {announce}
          </p>
        </section>
      </div>
    </ToolLayout>
  );
}
