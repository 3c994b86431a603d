import type { Plugin } from "vite";
import { tools } from "../tools/registry.ts";
import { toIndexEntry, toNavEntry } from "../tools/types.ts";

export const TOOL_INDEX_ID = "virtual:tool-index";
export const TOOL_NAV_ID = "virtual:tool-nav";

/**
 * The registry reduced at build time, so no page ships every tool's FAQ and SEO text:
 * `import { toolNav } from "virtual:tool-nav"` (slug, name, group, summary: every page's
 * navigation) and `import { toolIndex } from "virtual:tool-index"` (with checklists and search
 * aliases too: the home directory and the search palette only).
 */
export function toolIndex(): Plugin {
  const modules: Record<string, () => string> = {
    // Only what the navigation entries lack, merged with them: home loads both, so nothing twice.
    [TOOL_INDEX_ID]: () =>
      `import { toolNav } from "${TOOL_NAV_ID}";\n` +
      `const extra = ${JSON.stringify(Object.fromEntries(tools.map((t) => { const { checklist, searchAliases } = toIndexEntry(t); return [t.slug, searchAliases ? { checklist, searchAliases } : { checklist }]; })))};\n` +
      `export const toolIndex = toolNav.map((t) => ({ ...t, ...extra[t.slug] }));`,
    [TOOL_NAV_ID]: () => `export const toolNav = ${JSON.stringify(tools.map(toNavEntry))};`,
  };
  return {
    name: "tool-index",
    resolveId(id) {
      return id in modules ? `\0${id}` : null;
    },
    load(id) {
      const make = id.startsWith("\0") ? modules[id.slice(1)] : undefined;
      return make ? make() : null;
    },
  };
}
