import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { CopyButton } from "../../app/ui/CopyButton";
import { downloadText } from "../../app/ui/download";
import { TextAreaField, TextField } from "../../app/ui/Field";
import article from "./article.md";
import {
  AI_BUILDER_LINK_CARD,
  ANALYTICS_EVENTS,
  COPY_SUCCESS_MESSAGE,
  DEFAULT_GENERATOR_TYPE,
  DOWNLOAD_FILE_NAME,
  DOWNLOAD_MIME_TYPE,
  DRAFT_STORAGE_KEY,
  EFFECT_OPTIONS,
  EMPTY_EXPORT_MESSAGE,
  GENERATOR_TYPES,
  NEGATIVE_PROMPT_OPTIONS,
  PRESETS,
  PRESET_IDS,
  PREVIEW_MAX_HEIGHT_PX,
  SUGGESTION_OPTIONS,
  addCustomItem,
  applyPreset,
  checkExport,
  clearAll,
  computePreview,
  createEmptyState,
  customItemMessage,
  fieldsInSection,
  filterOptions,
  findGeneratorType,
  parseDraft,
  removeCustomItem,
  serializeDraft,
  setField,
  toggleItem,
  type CustomListKind,
  type FieldDefinition,
  type FormFieldKey,
  type FormSection,
  type GeneratorState,
  type GeneratorType,
  type GeneratorTypeId,
  type PresetId,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

/** Wait after the last change before reporting json_generated, so typing sends one event. */
const GENERATION_TRACK_DELAY_MS = 1500;
const PREVIEW_ID = "generated-json";

const STRUCTURE_LABEL: Record<GeneratorType["structure"], string> = {
  flat: "Flat output",
  nested: "Nested output",
  enhanced: "Nested + meta enhancements",
  powerhouse: "Nested + generation metadata",
};

export default function ManualJsonGenerator() {
  const [generatorType, setGeneratorType] = useState<GeneratorTypeId>(DEFAULT_GENERATOR_TYPE);
  const [state, setState] = useState<GeneratorState>(createEmptyState);
  // The draft is read after mounting so the pre-rendered HTML and hydration agree;
  // nothing is written back until it has been read.
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [status, setStatus] = useState("");
  // Remounts the list sections on Clear All and presets, emptying their half-typed inputs.
  const [listResetKey, setListResetKey] = useState(0);
  const lastTrackedText = useRef<string | null>(null);
  // Clear All and presets replace every field: the state before is kept for one Undo, offered
  // until the next edit (an edit makes a new state object, and the offer disappears).
  const [undo, setUndo] = useState<{ before: GeneratorState; after: GeneratorState; label: string } | null>(null);

  const preview = useMemo(() => computePreview(state, generatorType), [state, generatorType]);
  const chosenType = findGeneratorType(generatorType) ?? GENERATOR_TYPES[0]!;

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(DRAFT_STORAGE_KEY);
    } catch {
      // Storage unavailable (private mode): start empty.
    }
    const draft = parseDraft(stored);
    if (draft) {
      setGeneratorType(draft.generatorType);
      setState(draft.state);
      // Restoring a draft is not a new generation.
      lastTrackedText.current = computePreview(draft.state, draft.generatorType).text;
    }
    setDraftLoaded(true);
  }, []);

  useEffect(() => {
    if (!draftLoaded) return;
    try {
      window.localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft({ generatorType, state }));
    } catch {
      // Full or unavailable storage must not break the tool.
    }
  }, [draftLoaded, generatorType, state]);

  useEffect(() => {
    if (!draftLoaded || !preview.trackGeneration || preview.text === lastTrackedText.current) return;
    const timer = setTimeout(() => {
      lastTrackedText.current = preview.text;
      track(ANALYTICS_EVENTS.jsonGenerated, { generator_type: generatorType });
    }, GENERATION_TRACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftLoaded, preview, generatorType]);

  function chooseType(id: GeneratorTypeId) {
    if (id === generatorType) return;
    setGeneratorType(id);
    track(ANALYTICS_EVENTS.generatorTypeChange, { generator_type: id });
  }

  function replaceAll(next: GeneratorState, label: string) {
    const isEmpty = JSON.stringify(state) === JSON.stringify(clearAll());
    setUndo(isEmpty ? null : { before: state, after: next, label });
    setState(next);
    setListResetKey((k) => k + 1);
    setStatus(label);
  }

  function undoReplace() {
    if (!undo) return;
    setState(undo.before);
    setUndo(null);
    setListResetKey((k) => k + 1);
    setStatus("Your fields are back.");
  }

  function choosePreset(id: PresetId) {
    replaceAll(applyPreset(id), `Preset “${PRESETS[id].label}” applied.`);
    track(ANALYTICS_EVENTS.presetUsed, { preset: id });
  }

  function onClearAll() {
    replaceAll(clearAll(), "All fields cleared.");
  }

  const undoOffered = undo !== null && undo.after === state;

  function exportText(): string {
    const check = checkExport(preview.text);
    return check.ok ? check.content : "";
  }

  function onDownload() {
    const check = checkExport(preview.text);
    if (!check.ok) {
      window.alert(check.message);
      return;
    }
    downloadText(DOWNLOAD_FILE_NAME, check.content, DOWNLOAD_MIME_TYPE);
  }

  const updateField = (key: FormFieldKey, value: string) => setState((s) => setField(s, key, value));

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <AiBuilderPromo />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <a href={`#${PREVIEW_ID}`} className="link self-start lg:hidden">
            Go to the generated JSON
          </a>

          <GeneratorTypePicker value={generatorType} onChange={chooseType} />

          <section aria-labelledby="type-features" className="card p-5">
            <h2 id="type-features" className="text-lg font-bold">
              {chosenType.name} features
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {chosenType.features.map((f) => (
                <li key={f} className="flex gap-2 text-sm">
                  <span aria-hidden="true" className="font-bold text-ok">
                    ✓
                  </span>
                  {f}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="presets-heading">
            <h2 id="presets-heading" className="text-xl font-bold">
              Quick-Start Presets
            </h2>
            <p className="mt-1 text-sm text-muted">A preset replaces every field and list. Edit anything afterwards.</p>
            <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
              {PRESET_IDS.map((id) => (
                <button key={id} type="button" className="btn-secondary text-center" onClick={() => choosePreset(id)}>
                  {PRESETS[id].label}
                </button>
              ))}
            </div>
          </section>

          <FieldSection title="Scene Settings" state={state} onChange={updateField} />
          <FieldSection title="Camera & Technical Settings" state={state} onChange={updateField} />
          <FieldSection title="Audio Settings" state={state} onChange={updateField} />

          <OptionListSection
            key={`neg-${listResetKey}`}
            kind="negative"
            title="Negative Prompts"
            intro="Tick what the video should avoid, or add your own."
            options={NEGATIVE_PROMPT_OPTIONS}
            selected={state.selectedNegativePrompts}
            custom={state.customNegativePrompts}
            onToggle={(item) =>
              setState((s) => ({
                ...s,
                selectedNegativePrompts: toggleItem(s.selectedNegativePrompts, item),
              }))
            }
            onCustomChange={(list) => setState((s) => ({ ...s, customNegativePrompts: list }))}
          />
          <OptionListSection
            key={`fx-${listResetKey}`}
            kind="effect"
            title="Effects"
            intro="Tick the visual and atmospheric effects you want, or add your own."
            options={EFFECT_OPTIONS}
            selected={state.selectedEffects}
            custom={state.customEffects}
            onToggle={(item) =>
              setState((s) => ({
                ...s,
                selectedEffects: toggleItem(s.selectedEffects, item),
              }))
            }
            onCustomChange={(list) => setState((s) => ({ ...s, customEffects: list }))}
          />

          <FieldSection title="Additional Notes" state={state} onChange={updateField} />
        </div>

        <section aria-labelledby="json-heading" className="card min-w-0 p-4 sm:p-5 lg:sticky lg:top-20">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="json-heading" className="text-xl font-bold">
              Generated JSON
            </h2>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-ghost border border-line" onClick={onClearAll}>
                Clear All
              </button>
              {undoOffered ? (
                <button type="button" className="btn-secondary" onClick={undoReplace} aria-describedby="generator-undo-what">
                  Undo
                </button>
              ) : null}
              <CopyButton
                text={exportText}
                label="Copy"
                onEmpty={() => window.alert(EMPTY_EXPORT_MESSAGE)}
                onCopied={() => window.alert(COPY_SUCCESS_MESSAGE)}
                trackContext={{
                  tool: tool.slug,
                  generator_type: generatorType,
                }}
              />
              <button type="button" className="btn-primary" onClick={onDownload}>
                Download
              </button>
            </div>
          </div>
          <p className="mt-2 text-xs text-muted">
            {chosenType.name} type · {STRUCTURE_LABEL[chosenType.structure]}
          </p>
          <pre
            id={PREVIEW_ID}
            tabIndex={0}
            aria-label="Generated JSON"
            style={{ maxHeight: PREVIEW_MAX_HEIGHT_PX }}
            className={`mt-3 overflow-auto rounded-lg border border-line bg-surface-2 p-3 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap ${
              preview.isPlaceholder ? "text-muted italic" : "text-ink"
            }`}
          >
            {preview.text}
          </pre>
          <p className="sr-only" aria-live="polite">
            {preview.isPlaceholder ? "" : "JSON preview ready."} {status}
          </p>
          {undoOffered ? (
            <p id="generator-undo-what" className="mt-2 text-sm text-muted">
              {undo.label} Undo brings back what you had.
            </p>
          ) : null}
        </section>
      </div>
    </ToolLayout>
  );
}

function AiBuilderPromo() {
  return (
    <aside
      aria-label="AI JSON Builder"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-brand-soft p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-ink">
        <strong>Prefer to describe your idea in a sentence?</strong> The {AI_BUILDER_LINK_CARD.name} writes the whole
        JSON prompt for you.
      </p>
      <Link to={AI_BUILDER_LINK_CARD.href} className="btn-primary shrink-0">
        Try the {AI_BUILDER_LINK_CARD.name}
      </Link>
    </aside>
  );
}

function GeneratorTypePicker({
  value,
  onChange,
}: {
  value: GeneratorTypeId;
  onChange: (id: GeneratorTypeId) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-xl font-bold">Choose a generator type</legend>
      <p className="mt-1 text-sm text-muted">
        The type decides the shape of the JSON; your input is kept when you switch.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {GENERATOR_TYPES.map((t) => {
          const labelId = `${name}-${t.id}-name`;
          const descId = `${name}-${t.id}-desc`;
          return (
            <label
              key={t.id}
              className="card flex cursor-pointer gap-3 p-4 transition-colors hover:bg-surface-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name={name}
                value={t.id}
                checked={value === t.id}
                onChange={() => onChange(t.id)}
                aria-labelledby={labelId}
                aria-describedby={descId}
                className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--c-brand)]"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span id={labelId} className="font-semibold text-ink">
                  {t.name}
                </span>
                <span id={descId} className="text-sm text-muted">
                  {t.description}
                </span>
                <span className="mt-1 flex flex-wrap gap-1.5 text-xs" aria-hidden="true">
                  <Badge>{STRUCTURE_LABEL[t.structure]}</Badge>
                  <Badge>{t.requiresMinimalInput ? "Minimal input" : "Detailed input"}</Badge>
                </span>
              </span>
            </label>
          );
        })}
        <Link
          to={AI_BUILDER_LINK_CARD.href}
          className="card flex flex-col gap-1 border-dashed p-4 transition-colors hover:bg-surface-2"
        >
          <span className="font-semibold text-accent">{AI_BUILDER_LINK_CARD.name} →</span>
          <span className="text-sm text-muted">{AI_BUILDER_LINK_CARD.description}</span>
        </Link>
      </div>
    </fieldset>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded-md border border-line bg-card px-2 py-0.5 text-muted">{children}</span>;
}

function sectionId(title: string): string {
  return `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}

function FieldSection({
  title,
  state,
  onChange,
}: {
  title: FormSection;
  state: GeneratorState;
  onChange: (key: FormFieldKey, value: string) => void;
}) {
  const headingId = sectionId(title);
  return (
    <section aria-labelledby={headingId} className="card p-4 sm:p-5">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {fieldsInSection(title).map((f) => (
          <FormField key={f.key} field={f} value={state.form[f.key]} onChange={onChange} />
        ))}
      </div>
    </section>
  );
}

function FormField({
  field,
  value,
  onChange,
}: {
  field: FieldDefinition;
  value: string;
  onChange: (key: FormFieldKey, value: string) => void;
}) {
  const listId = `${useId()}-suggestions`;
  if (field.multiline) {
    return (
      <div className="sm:col-span-2">
        <TextAreaField
          label={field.label}
          hint={field.hint}
          placeholder={field.placeholder}
          rows={3}
          value={value}
          onChange={(e) => onChange(field.key, e.target.value)}
        />
      </div>
    );
  }
  const suggestions = field.suggestions ? SUGGESTION_OPTIONS[field.suggestions] : undefined;
  return (
    <div>
      <TextField
        label={field.label}
        hint={field.hint ?? (suggestions ? `Pick from ${suggestions.length} suggestions or type your own.` : undefined)}
        placeholder={field.placeholder}
        value={value}
        list={suggestions ? listId : undefined}
        autoComplete="off"
        onChange={(e) => onChange(field.key, e.target.value)}
      />
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

interface ListMessage {
  text: string;
  error: boolean;
}

function OptionListSection({
  kind,
  title,
  intro,
  options,
  selected,
  custom,
  onToggle,
  onCustomChange,
}: {
  kind: CustomListKind;
  title: FormSection;
  intro: string;
  options: readonly string[];
  selected: readonly string[];
  custom: readonly string[];
  onToggle: (item: string) => void;
  onCustomChange: (list: string[]) => void;
}) {
  const baseId = useId();
  const headingId = sectionId(title);
  const inputId = `${baseId}-custom`;
  const messageId = `${baseId}-message`;
  const noun = kind === "negative" ? "negative prompt" : "effect";
  const [filter, setFilter] = useState("");
  const [draft, setDraft] = useState("");
  const [message, setMessage] = useState<ListMessage | null>(null);
  const shown = filterOptions(options, filter);
  const selectedCount = options.filter((o) => selected.includes(o)).length;

  function add() {
    const result = addCustomItem(custom, draft);
    if (!result.ok) {
      setMessage({
        text: customItemMessage(result.reason, kind, draft),
        error: true,
      });
      return;
    }
    onCustomChange(result.list);
    setMessage({ text: `Added “${draft.trim()}”.`, error: false });
    setDraft("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
    e.preventDefault();
    add();
  }

  function remove(item: string) {
    onCustomChange(removeCustomItem(custom, item));
    setMessage({ text: `Removed “${item}”.`, error: false });
    // The × button disappears with its entry; keep focus somewhere useful.
    document.getElementById(inputId)?.focus();
  }

  return (
    <section aria-labelledby={headingId} className="card p-4 sm:p-5">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>

      <div className="mt-4">
        <TextField
          type="search"
          label={`Filter ${noun}s`}
          aside={`${selectedCount} of ${options.length} selected`}
          placeholder={`Type to filter ${options.length} options`}
          value={filter}
          autoComplete="off"
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <div
        role="group"
        aria-label={`${title} options`}
        className="mt-3 max-h-72 overflow-y-auto rounded-lg border border-line bg-surface-2 p-1.5"
      >
        {shown.length === 0 ? (
          <p className="p-3 text-sm text-muted">
            No {noun}s match “{filter.trim()}”.
          </p>
        ) : (
          <ul className="grid gap-x-2 sm:grid-cols-2">
            {shown.map((o) => (
              <li key={o}>
                <label className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-ink hover:bg-card">
                  <input
                    type="checkbox"
                    checked={selected.includes(o)}
                    onChange={() => onToggle(o)}
                    className="h-5 w-5 shrink-0 accent-[var(--c-brand)]"
                  />
                  <span className="min-w-0 break-words">{o}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-4">
        <TextField
          id={inputId}
          label={`Add a custom ${noun}`}
          hint="Type it and press Enter."
          placeholder={kind === "negative" ? "e.g. lens dust" : "e.g. glowing embers"}
          value={draft}
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={`${inputId}-hint ${messageId}`}
          aria-invalid={message?.error ? true : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            if (message?.error) setMessage(null);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={`mt-1 min-h-5 text-sm ${message?.error ? "font-medium text-danger" : "text-muted"}`}
      >
        {message?.text ?? ""}
      </p>

      {custom.length > 0 ? (
        <ul aria-label={`Custom ${noun}s`} className="mt-2 flex flex-wrap gap-2">
          {custom.map((item) => (
            <li
              key={item}
              className="flex max-w-full items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="min-w-0 break-all">{item}</span>
              <button
                type="button"
                aria-label={`Remove ${item}`}
                onClick={() => remove(item)}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-lg text-muted hover:bg-card hover:text-danger"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
