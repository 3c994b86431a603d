import { readFileSync } from "node:fs";
import { marked } from "marked";
import type { Plugin } from "vite";

/**
 * Articles and legal texts are written in Markdown and turned into HTML at build time,
 * so no Markdown parser is shipped to the browser. `import html from "./article.md"`.
 */
export function markdown(): Plugin {
  return {
    name: "markdown-to-html",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(".md")) return null;
      const html = wrapTables(marked.parse(readFileSync(id, "utf8"), { async: false, gfm: true }));
      return `export default ${JSON.stringify(html)};`;
    },
  };
}

/**
 * Every table sits in a box that scrolls sideways on narrow screens; the box can take keyboard
 * focus so people who cannot use a mouse can scroll it too.
 */
export function wrapTables(html: string): string {
  return html
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>')
    .replace(/<\/table>/g, "</table></div>");
}
