import type { Plugin } from "vite";
import { tools } from "../tools/registry.ts";
import { toIndexEntry } from "../tools/types.ts";

export const TOOL_INDEX_ID = "virtual:tool-index";

/**
 * `import { toolIndex } from "virtual:tool-index"`: the registry reduced to what navigation and
 * the home directory show, derived at build time so no page ships every tool's FAQ and SEO text.
 */
export function toolIndex(): Plugin {
  const resolved = `\0${TOOL_INDEX_ID}`;
  return {
    name: "tool-index",
    resolveId(id) {
      return id === TOOL_INDEX_ID ? resolved : null;
    },
    load(id) {
      if (id !== resolved) return null;
      return `export const toolIndex = ${JSON.stringify(tools.map(toIndexEntry))};`;
    },
  };
}
