import type { ServiceId } from "../app/lib/public-settings";
/**
 * What the site knows about a tool without loading its UI. Everything that lists,
 * links to or describes tools (routes, navigation, home directory, search, sitemap,
 * head tags, FAQ structured data) is derived from these records.
 */

export const TOOL_GROUPS = [
  { id: "generator", label: "YT Generator Tools" },
  { id: "extractor", label: "YT Extractor Tools" },
  { id: "discovery", label: "YT Discovery & Research" },
  { id: "downloader", label: "YT Downloader Tools" },
  { id: "engagement", label: "YT Engagement & Interaction" },
  { id: "other", label: "Other Tools" },
] as const;

export type ToolGroupId = (typeof TOOL_GROUPS)[number]["id"];

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ToolMeta {
  /** URL path without the leading slash; also the folder name and the test prefix. */
  slug: string;
  /** Name shown on cards, in navigation and as the page's h1. */
  name: string;
  group: ToolGroupId;
  /** One or two sentences for the directory card. */
  summary: string;
  /** Three or four short points shown as the card's checklist. */
  checklist: string[];
  seo: {
    /** Under 60 characters. */
    title: string;
    /** 50 to 160 characters. */
    description: string;
    keywords: string[];
  };
  /** Extra words the home search matches besides the name (spec 000 §2 Home). */
  searchAliases?: string[];
  /** At least three entries; rendered on the page and as FAQPage data. */
  faq: FaqEntry[];
  /** Slugs of related tools, linked at the end of the page. */
  related: string[];
  /** File name of the page component inside the tool folder, e.g. "CaseConverter.tsx". */
  component: string;
  /**
   * The outside service the tool cannot work without. Where the site has no key for it, the
   * page frame says so on load and the tool's main action stays disabled.
   */
  needs?: ServiceId;
  /**
   * True when the tool works in the browser alone: after one visit to the site its page and
   * code are saved by the service worker and it opens and works with no connection. Every
   * other tool says "You are offline — this tool needs a connection" while offline.
   */
  offline?: true;
}

export function toolPath(slug: string): string {
  return `/${slug}`;
}

/** What every page's navigation needs (header, footer, related tools, the offline notice): shipped to every page. */
export type ToolNavEntry = Pick<ToolMeta, "slug" | "name" | "group" | "summary" | "offline">;

export function toNavEntry(t: ToolMeta): ToolNavEntry {
  const e: ToolNavEntry = { slug: t.slug, name: t.name, group: t.group, summary: t.summary };
  if (t.offline) e.offline = true;
  return e;
}

/** What the home directory and the search palette need besides: loaded only by them. */
export type ToolIndexEntry = Pick<ToolMeta, "slug" | "name" | "group" | "summary" | "checklist" | "searchAliases" | "offline">;

export function toIndexEntry(t: ToolMeta): ToolIndexEntry {
  const e: ToolIndexEntry = { slug: t.slug, name: t.name, group: t.group, summary: t.summary, checklist: t.checklist };
  if (t.searchAliases?.length) e.searchAliases = t.searchAliases;
  if (t.offline) e.offline = true;
  return e;
}
