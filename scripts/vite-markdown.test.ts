import { describe, expect, it } from "vitest";
import { wrapTables } from "./vite-markdown";

describe("Markdown build step", () => {
  it("wraps every table in a keyboard-focusable box that scrolls sideways", () => {
    const out = wrapTables("<p>x</p><table><tr><td>a</td></tr></table><table></table>");
    expect(out.match(/<div class="table-scroll" tabindex="0" role="region" aria-label="[^"]+"><table>/g)).toHaveLength(2);
    expect(out.match(/<\/table><\/div>/g)).toHaveLength(2);
  });
});
