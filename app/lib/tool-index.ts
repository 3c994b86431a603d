import { toolNav } from "virtual:tool-nav";
import { TOOL_GROUPS, type ToolNavEntry } from "../../tools/types";

/**
 * Every tool's slug, name, group and summary, for navigation on every page. The home
 * directory and the search palette add checklists and aliases from app/lib/tool-directory.ts.
 */
export const toolIndex: readonly ToolNavEntry[] = toolNav;

export function findToolEntry(slug: string): ToolNavEntry | undefined {
  return toolIndex.find((t) => t.slug === slug);
}

/** The navigation groups that have tools, in the spec's order. */
export function toolIndexByGroup() {
  return TOOL_GROUPS.map((g) => ({ ...g, tools: toolIndex.filter((t) => t.group === g.id) })).filter((g) => g.tools.length > 0);
}
