import { useState } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { CopyButton } from "../../app/ui/CopyButton";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import article from "./article.md";
import {
  ALIGN_OPTIONS,
  ASPECT_RATIOS,
  BOOLEAN_OPTIONS,
  COLOR_OPTIONS,
  COPIED_LABEL,
  COPY_CODE_LABEL,
  COPY_CONFIRM_MS,
  GENERATE_LABEL,
  IFRAME_ALLOW,
  IFRAME_TITLE,
  SECTION_ADVANCED,
  SECTION_BASIC,
  RETIRED_NOTE,
  USAGE_NOTE,
  canGenerate,
  defaultState,
  fromSearchParams,
  generateEmbed,
  parseWholeInput,
  toSearchParams,
  validateVideoUrl,
  withAspectRatio,
  withHeight,
  withTime,
  withWidth,
  type Align,
  type AspectRatio,
  type EmbedState,
  type ProgressColor,
  type TimeField,
} from "./logic";
import { meta as tool } from "./meta";
import { NumberField } from "../../app/ui/NumberField";
import { useUrlState } from "../../app/lib/use-url-state";

export const meta = () => toolPageMeta(tool);

const RATIO_OPTIONS = ASPECT_RATIOS.map((r) => ({ value: r, label: r }));
const ALIGN_SELECT = ALIGN_OPTIONS.map((a) => ({ value: a, label: a }));
const COLOR_SELECT = COLOR_OPTIONS.map((c) => ({ value: c, label: c }));

const TIME_GROUPS = [
  { legend: "Start time", fields: ["startHour", "startMinute", "startSecond"] },
  { legend: "End time", fields: ["endHour", "endMinute", "endSecond"] },
] as const satisfies ReadonlyArray<{ legend: string; fields: readonly TimeField[] }>;
const URL_FIELD_ID = "embed-video-url";
const TIME_UNIT_LABELS = ["Hours", "Minutes", "Seconds"] as const;

export default function EmbedCodeGenerator() {
  // `state.url` is the URL last submitted with the generate button; the field holds what is being typed.
  const [state, setState] = useUrlState<EmbedState>(defaultState(), fromSearchParams, toSearchParams, (fromLink) => {
    setUrlInput(fromLink.url);
    if (fromLink.url !== "") {
      const check = validateVideoUrl(fromLink.url);
      setUrlError(check.ok ? null : check.error);
    }
  });
  const [urlInput, setUrlInput] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);

  const result = state.url === "" ? null : generateEmbed(state);
  const code = result?.ok ? result.code : "";

  function generate() {
    const check = validateVideoUrl(urlInput);
    track("generate_embed_code", { valid: check.ok });
    if (!check.ok) {
      setUrlError(check.error);
      setState((s) => ({ ...s, url: "" }));
      document.getElementById(URL_FIELD_ID)?.focus();
      return;
    }
    setUrlError(null);
    setState((s) => ({ ...s, url: urlInput.trim() }));
  }

  function onNumber(text: string, apply: (s: EmbedState, n: number) => EmbedState) {
    const n = parseWholeInput(text);
    if (n !== null) setState((s) => apply(s, n));
  }

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="embed-basic" className="card min-w-0 p-5 sm:p-6 lg:col-start-1">
          <h2 id="embed-basic" className="text-xl font-bold">
            {SECTION_BASIC}
          </h2>
          <div className="mt-4 flex flex-col gap-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <TextField
                  id={URL_FIELD_ID}
                  label="Video URL"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="e.g. https://www.youtube.com/watch?v=… or a Shorts link"
                  value={urlInput}
                  error={urlError}
                  onChange={(e) => {
                    const text = e.target.value;
                    setUrlInput(text);
                    setUrlError(null);
                    // Once there is code, a changed link that is a valid video updates it at once:
                    // the code on screen is never for a link no longer in the field.
                    if (state.url !== "" && validateVideoUrl(text).ok) setState((s) => ({ ...s, url: text.trim() }));
                  }}
                  onKeyDown={(e) => {
                    // Enter generates too; on an empty field it explains what is missing.
                    if (e.key === "Enter") {
                      e.preventDefault();
                      generate();
                    }
                  }}
                />
              </div>
              <button
                type="button"
                className="btn-primary sm:mt-7"
                onClick={generate}
                disabled={!canGenerate({ ...state, url: urlInput })}
              >
                {GENERATE_LABEL}
              </button>
            </div>

            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label="Aspect ratio"
                options={RATIO_OPTIONS}
                value={state.aspectRatio}
                onChange={(e) => setState((s) => withAspectRatio(s, e.target.value as AspectRatio))}
              />
              <NumberField label="Width (px)" value={state.width} onText={(t) => onNumber(t, withWidth)} />
              <NumberField
                label="Height (px)"
                value={state.height}
                hint="Follows width and ratio"
                onText={(t) => onNumber(t, withHeight)}
              />
            </div>

            {TIME_GROUPS.map((group) => (
              <fieldset key={group.legend} className="min-w-0">
                <legend className="text-sm font-semibold text-ink">{group.legend}</legend>
                <div className="mt-2 grid grid-cols-3 gap-3">
                  {group.fields.map((field, i) => (
                    <NumberField
                      key={field}
                      label={<span className="font-normal text-muted">{TIME_UNIT_LABELS[i]}</span>}
                      aria-label={`${group.legend} ${TIME_UNIT_LABELS[i].toLowerCase()}`}
                      value={state[field]}
                      onText={(t) => onNumber(t, (s, n) => withTime(s, field, n))}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </section>

        <section
          aria-labelledby="embed-output"
          className="card min-w-0 p-5 sm:p-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="embed-output" className="text-xl font-bold">
            Embed code
          </h2>
          <p className="sr-only" aria-live="polite">
            {code ? "Embed code ready." : ""}
          </p>
          {state.url !== "" && urlInput.trim() !== state.url ? (
            <p className="mt-3 text-sm text-muted" data-testid="stale-note">
              This code is still for the previous link; finish the new one or press {GENERATE_LABEL}.
            </p>
          ) : null}
          <div className="mt-4">
            <TextAreaField
              label="iframe code"
              readOnly
              rows={7}
              spellCheck={false}
              className="input min-h-40 resize-none font-mono text-sm [overflow-wrap:anywhere]"
              placeholder={`Paste a video URL and press ${GENERATE_LABEL}.`}
              value={code}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <CopyButton
              text={code}
              label={COPY_CODE_LABEL}
              copiedLabel={COPIED_LABEL}
              confirmMs={COPY_CONFIRM_MS}
              className="btn-primary"
              disabled={code === ""}
              trackContext={{ tool: tool.slug }}
            />
          </div>
          <p className="mt-3 text-sm text-muted">{USAGE_NOTE}</p>

          <h3 className="mt-6 text-lg font-semibold">Preview</h3>
          <div
            className="mt-3 relative w-full overflow-hidden rounded-xl border border-line bg-surface-2"
            style={{ aspectRatio: state.aspectRatio.replace(":", " / ") }}
          >
            {result?.ok ? (
              <iframe
                key={result.src}
                className="absolute inset-0 h-full w-full"
                src={result.src}
                title={IFRAME_TITLE}
                loading="lazy"
                allow={IFRAME_ALLOW}
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen={state.allowFullscreen}
              />
            ) : (
              <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-muted">
                The player preview appears here.
              </p>
            )}
          </div>
        </section>

        <section aria-labelledby="embed-advanced" className="card min-w-0 p-5 sm:p-6 lg:col-start-1">
          <h2 id="embed-advanced" className="text-xl font-bold">
            {SECTION_ADVANCED}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Align"
              options={ALIGN_SELECT}
              value={state.align}
              onChange={(e) => setState((s) => ({ ...s, align: e.target.value as Align }))}
            />
            <SelectField
              label="Progress bar colour"
              options={COLOR_SELECT}
              value={state.color}
              onChange={(e) => setState((s) => ({ ...s, color: e.target.value as ProgressColor }))}
            />
          </div>
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-ink">Player options</legend>
            <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
              {BOOLEAN_OPTIONS.map((o) => (
                <div key={o.key} className="flex min-h-11 items-center">
                  <CheckboxField
                    label={o.label}
                    checked={state[o.key]}
                    onChange={(e) => {
                      const checked = e.target.checked;
                      setState((s) => ({ ...s, [o.key]: checked }));
                    }}
                  />
                </div>
              ))}
            </div>
          </fieldset>
          <p className="mt-3 text-sm text-muted">{RETIRED_NOTE}</p>
        </section>
      </div>
    </ToolLayout>
  );
}
