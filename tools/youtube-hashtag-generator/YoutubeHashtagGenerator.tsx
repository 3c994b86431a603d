import { useAiList } from "../shared/use-ai-list";
import { AiListForm } from "../shared/AiListForm";
import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { Notice } from "../../app/ui/Notice";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import article from "./article.md";
import {
  ABOVE_TITLE_BADGE,
  ABOVE_TITLE_COUNT,
  ABOVE_TITLE_NOTE,
  copyAllText,
  COPY_CONFIRM_MS,
  HASHTAG_CATEGORIES,
  LABELS,
  LIST,
  OVER_LIMIT_NOTE,
  PLATFORM_HASHTAG_LIMIT,
  TIP,
  type HashtagInput,
} from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

export default function YoutubeHashtagGenerator() {
  const state = useAiList<HashtagInput>({ tool, ...LIST });
  const { list: hashtags, setList: setHashtags, loading, error, resultsRef } = state;

  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AiListForm
          state={state}
          id="hashtag"
          singular="Hashtag"
          labels={LABELS}
          categories={HASHTAG_CATEGORIES}
          flags={["includeTrending", "includeNiche", "includeBroad"] as const}
          placeholders={{ title: "e.g. How to bake sourdough bread at home", keywords: "e.g. sourdough, baking, bread" }}
          tip={TIP}
        />

        <section ref={resultsRef} aria-labelledby="hashtag-results-heading" className="card flex min-h-64 min-w-0 flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="hashtag-results-heading" className="text-xl font-bold">
              Generated Hashtags
            </h2>
            {hashtags.length > 0 ? (
              <CopyButton
                text={() => copyAllText(hashtags)}
                label={LABELS.copyAll}
                copiedLabel={LABELS.copiedAll}
                confirmMs={COPY_CONFIRM_MS}
                trackContext={{ tool: tool.slug, button: "copy_all", count: hashtags.length }}
              />
            ) : null}
          </div>
          {error ? <ErrorBox message={error} /> : null}
          <p aria-live="polite" className="text-sm text-muted">
            {hashtags.length > 0
              ? `${hashtags.length} hashtags generated.`
              : loading
                ? "Your hashtags are on their way..."
                : error
                  ? ""
                  : "Your hashtags will appear here."}
          </p>
          {hashtags.length > 0 ? (
            <>
              <ul className="grid gap-2 sm:grid-cols-2" aria-label="Hashtags">
                {hashtags.map((tag, i) => (
                  <li key={tag} className="flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface-2 py-1 pr-1 pl-3">
                    <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5 py-1">
                      <span dir="auto" className="max-w-full font-medium text-ink [overflow-wrap:anywhere]">
                        {tag}
                      </span>
                      {i < ABOVE_TITLE_COUNT ? (
                        <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">{ABOVE_TITLE_BADGE}</span>
                      ) : null}
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
                  </li>
                ))}
              </ul>
              <p className="text-sm text-muted">{ABOVE_TITLE_NOTE}</p>
              {hashtags.length > PLATFORM_HASHTAG_LIMIT ? (
                <Notice tone="warning" live={false}>
                  {OVER_LIMIT_NOTE}
                </Notice>
              ) : null}
            </>
          ) : null}
        </section>
      </div>
    </ToolLayout>
  );
}
