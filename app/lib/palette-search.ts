import Fuse from "fuse.js";
import type { ToolIndexEntry } from "../../tools/types";

/**
 * The search palette's ranking (issue 15): typo-tolerant over each tool's name, the names
 * people also call it, its summary and its checklist, with Fuse.js (a small, well-kept fuzzy
 * matcher: weighted keys, Bitap-based typo tolerance, no index server). Loaded with the palette
 * only, not in any page's first load. An empty query lists favourites, then recent tools, then
 * the rest in the registry's order.
 */
export const PALETTE_LIMIT = 10;

export function createPaletteSearch(tools: readonly ToolIndexEntry[]) {
  const fuse = new Fuse(tools, {
    keys: [
      { name: "name", weight: 3 },
      { name: "searchAliases", weight: 2.5 },
      { name: "summary", weight: 1 },
      { name: "checklist", weight: 0.6 },
    ],
    threshold: 0.38,
    ignoreLocation: true,
    minMatchCharLength: 2,
  });
  return (query: string, favourites: readonly string[] = [], recent: readonly string[] = []): ToolIndexEntry[] => {
    const q = query.trim();
    if (!q) {
      const order = [...favourites, ...recent.filter((s) => !favourites.includes(s))];
      const first = order.map((s) => tools.find((t) => t.slug === s)).filter((t): t is ToolIndexEntry => t !== undefined);
      return [...first, ...tools.filter((t) => !order.includes(t.slug))].slice(0, PALETTE_LIMIT);
    }
    return fuse
      .search(q)
      .map((r) => r.item)
      .slice(0, PALETTE_LIMIT);
  };
}
