import { createElement as h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { useSyncExternalStore } from "preact/compat";

describe("useSyncExternalStore on the server", () => {
  it("renders the server's value and never reads the browser's (which needs window)", () => {
    function Online() {
      const online = useSyncExternalStore(
        () => () => undefined,
        () => {
          throw new Error("read the browser's value on the server");
        },
        () => true,
      );
      return h("p", null, online ? "online" : "offline");
    }
    expect(renderToString(h(Online, null))).toBe("<p>online</p>");
  });

  it("falls back to the one snapshot it has", () => {
    function Count() {
      return h("b", null, useSyncExternalStore(() => () => undefined, () => 3));
    }
    expect(renderToString(h(Count, null))).toBe("<b>3</b>");
  });
});
