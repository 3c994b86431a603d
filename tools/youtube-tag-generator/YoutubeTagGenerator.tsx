import { useAiList } from "../shared/use-ai-list";
import { AiListForm } from "../shared/AiListForm";
import { useEffect, useRef } from "react";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { track } from "../../app/lib/track";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import article from "./article.md";
import {
  budgetSummary,
  copyAllText,
  COPY_CONFIRM_MS,
  LABELS,
  LIST,
  removeTag,
  TAG_CATEGORIES,
  tagBudget,
  TIP,
  type TagInput,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

export default function YoutubeTagGenerator() {
  const state = useAiList<TagInput>({ tool, ...LIST });
  const { list: tags, setList: setTags, loading, error, resultsRef } = state;
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a removal, where keyboard focus goes: the next tag's × button, or the heading.
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]");
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? headingRef.current)?.focus();
  }, [tags]);

  const budget = tagBudget(tags);

  function onRemove(tag: string, index: number) {
    focusAfterRemove.current = index;
    setTags((prev) => removeTag(prev, tag));
    track("tag_removed", { tool: tool.slug });
  }

  const meterPct = Math.min(100, (budget.used / budget.limit) * 100);

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AiListForm
          state={state}
          id="tag"
          singular="Tag"
          labels={LABELS}
          categories={TAG_CATEGORIES}
          flags={["includeTrending", "includeNiche", "includeBroad", "includeLongTail"] as const}
          placeholders={{ title: "e.g. Elden Ring: how to beat Malenia", keywords: "e.g. malenia, bleed build" }}
          tip={TIP}
        />

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
