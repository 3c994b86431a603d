import { useEffect } from "react";
import { recordRecent } from "../lib/tool-prefs";
import { FavouriteButton } from "../ui/FavouriteButton";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { findToolEntry as findTool } from "../lib/tool-index";
import { TOOL_GROUPS, toolPath, type ToolMeta } from "../../tools/types";
import { pageMeta } from "../lib/seo";
import { AdSlot } from "../ui/AdSlot";
import { FaqAccordion } from "../ui/FaqAccordion";
import { NotConfiguredNotice } from "./ToolAvailability";
import { OfflineNotice } from "./OfflineNotice";
import { HydrateApart } from "../preact/HydrateApart";

/** Head tags for a tool page, from its meta alone. Use as `export const meta = () => toolPageMeta(toolMeta);`. */
export function toolPageMeta(tool: ToolMeta) {
  return pageMeta({
    path: toolPath(tool.slug),
    title: tool.seo.title,
    fullTitle: tool.seo.title,
    description: tool.seo.description,
    keywords: tool.seo.keywords,
    faq: tool.faq,
  });
}

export interface ToolLayoutProps {
  tool: ToolMeta;
  /** Short introduction under the heading. */
  intro: ReactNode;
  /** The article's HTML (from `import article from "./article.md"`). */
  article: string;
  /** The tool itself. */
  children: ReactNode;
  /** Heading text when the spec gives one other than the tool name. */
  heading?: string;
  /** Wider content area for tools with side-by-side panels. */
  wide?: boolean;
}

/**
 * The frame every tool page shares: heading and introduction, the tool, an ad slot,
 * the long article, the FAQ and links to related tools that exist.
 */
export function ToolLayout({ tool, intro, article, children, heading, wide }: ToolLayoutProps) {
  // The home page lists the last tools opened.
  useEffect(() => recordRecent(tool.slug), [tool.slug]);
  const related = tool.related.map((slug) => findTool(slug)).filter((t) => t !== undefined);
  const group = TOOL_GROUPS.find((g) => g.id === tool.group);
  return (
    <div className={`mx-auto px-4 py-6 sm:py-8 ${wide ? "max-w-7xl" : "max-w-5xl"}`}>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="link">
              Home
            </Link>{" "}
            /
          </li>
          <li>{group?.label}</li>
        </ol>
      </nav>
      <div className="mt-2 flex items-start justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{heading ?? tool.name}</h1>
        {/* Negative margins: the 44 px target adds no height to the heading row. */}
        <FavouriteButton slug={tool.slug} className="-my-1" />
      </div>
      <div className="mt-2 max-w-3xl text-base text-muted sm:text-lg">{intro}</div>

      <HydrateApart name="tool">
        <div className="mt-6">
          {tool.offline ? null : <OfflineNotice />}
          {tool.needs ? <NotConfiguredNotice needs={tool.needs} /> : null}
          {children}
        </div>
      </HydrateApart>

      <HydrateApart name="tool-about">
        <div>
          <AdSlot format="banner" />

          <article className="prose-article mt-12 max-w-3xl" dangerouslySetInnerHTML={{ __html: article }} />

          <section aria-labelledby="tool-faq" className="mt-12 max-w-3xl">
            <h2 id="tool-faq" className="text-2xl font-bold">
              Frequently Asked Questions
            </h2>
            <div className="mt-5">
              <FaqAccordion items={tool.faq} />
            </div>
          </section>

          {related.length > 0 ? (
            <nav aria-labelledby="related-tools" className="mt-12">
              <h2 id="related-tools" className="text-2xl font-bold">
                Related tools
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {related.map((t) => (
                  <li key={t.slug} className="card p-5">
                    <Link to={toolPath(t.slug)} className="link text-base font-semibold">
                      {t.name}
                    </Link>
                    <p className="mt-1 text-sm text-muted">{t.summary}</p>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </HydrateApart>
    </div>
  );
}
