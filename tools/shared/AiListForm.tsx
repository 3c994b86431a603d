import { languageLabel } from "../../app/lib/languages";
import { ExampleButton, EXAMPLES } from "../../app/ui/ExampleButton";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../app/ui/Field";
import { LanguageSelect } from "../../app/ui/LanguageSelect";
import { MoreOptions } from "../../app/ui/MoreOptions";
import { Notice } from "../../app/ui/Notice";
import { ProgressBar } from "../../app/ui/ProgressBar";
import { COUNT_OPTIONS, MAX_LENGTHS, type ListInput } from "./ai-list";
import type { AiListState } from "./use-ai-list";

/**
 * The AI list generators' form: title and description first, the output language, category,
 * count, keywords and the tool's "include" switches behind More options, then Generate, an
 * example, the progress and the tool's tip.
 */
export function AiListForm<I extends ListInput & Record<F, boolean>, F extends string>({
  state,
  id,
  singular,
  labels,
  categories,
  flags,
  placeholders,
  tip,
}: {
  state: AiListState<I>;
  /** For the heading's id, e.g. "tag". */
  id: string;
  /** "Tag" or "Hashtag". */
  singular: string;
  labels: { title: string; description: string; category: string; count: string; keywords: string; generate: string } & Record<F, string>;
  categories: readonly { value: string; label: string }[];
  flags: readonly F[];
  placeholders: { title: string; keywords: string };
  tip: string;
}) {
  const { input, update, touch, validation, ready, language, setLanguage, loading, progress, notConfigured, onSubmit } = state;
  const lower = singular.toLowerCase();
  return (
    <form onSubmit={onSubmit} noValidate className="card flex min-w-0 flex-col gap-5 p-5 sm:p-6" aria-labelledby={`${id}-form-heading`}>
      <h2 id={`${id}-form-heading`} className="text-xl font-bold">
        Video details
      </h2>
      <TextField
        label={labels.title}
        value={input.title}
        maxCharacters={MAX_LENGTHS.title}
        placeholder={placeholders.title}
        onChange={(e) => {
          touch();
          update("title", e.target.value as I["title"]);
        }}
        onBlur={touch}
        error={validation}
      />
      <TextAreaField
        label={labels.description}
        value={input.description}
        maxCharacters={MAX_LENGTHS.description}
        rows={4}
        placeholder="What is the video about?"
        onChange={(e) => {
          touch();
          update("description", e.target.value as I["description"]);
        }}
      />
      <MoreOptions summary={`language: ${languageLabel(language)}, category, count, keywords, ${lower} types`}>
        <LanguageSelect value={language} onChange={setLanguage} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label={labels.category} options={categories} value={input.category} onChange={(e) => update("category", e.target.value as I["category"])} />
          <SelectField label={labels.count} options={COUNT_OPTIONS} value={input.count} onChange={(e) => update("count", e.target.value as I["count"])} />
        </div>
        <TextField
          label={labels.keywords}
          value={input.keywords}
          maxCharacters={MAX_LENGTHS.keywords}
          placeholder={placeholders.keywords}
          onChange={(e) => update("keywords", e.target.value as I["keywords"])}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{singular} types</legend>
          {flags.map((f) => (
            <CheckboxField key={f} label={labels[f]} checked={input[f]} onChange={(e) => update(f, e.target.checked as I[F])} />
          ))}
        </fieldset>
      </MoreOptions>
      <div className="flex flex-col gap-2">
        <button type="submit" className="btn-primary w-full" disabled={!ready || loading || notConfigured}>
          {labels.generate}
        </button>
        <ExampleButton
          example={EXAMPLES.videoTopic}
          onFill={() => {
            touch();
            update("title", EXAMPLES.videoTopic as I["title"]);
          }}
        />
      </div>
      <div className="min-h-10">{progress.value > 0 ? <ProgressBar value={progress.value} stage={progress.stage} label={`${singular} generation progress`} /> : null}</div>
      <Notice tone="note">{tip}</Notice>
    </form>
  );
}
