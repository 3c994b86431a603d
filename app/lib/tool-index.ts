import { toolIndex } from "virtual:tool-index";
import { TOOL_GROUPS, type ToolIndexEntry } from "../../tools/types";

export { toolIndex };

export function findToolEntry(slug: string): ToolIndexEntry | undefined {
  return toolIndex.find((t) => t.slug === slug);
}

/** The navigation groups that have tools, in the spec's order. */
export function toolIndexByGroup() {
  return TOOL_GROUPS.map((g) => ({ ...g, tools: toolIndex.filter((t) => t.group === g.id) })).filter((g) => g.tools.length > 0);
}
