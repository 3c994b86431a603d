import { createElement as h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { useSyncExternalStore } from "preact/compat";
import { documentHtml } from "./runtime";

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

describe("documentHtml", () => {
  it("adds the doctype and moves what follows the document element to the end of the body", () => {
    const rendered = '<html lang="en"><head><title>हिन्दी</title></head><body><main>ok</main></body></html><!--$s--><script>window.x=1</script><!--/$s-->';
    expect(documentHtml(rendered)).toBe('<!DOCTYPE html><html lang="en"><head><title>हिन्दी</title></head><body><main>ok</main><!--$s--><script>window.x=1</script><!--/$s--></body></html>');
  });

  it("leaves a document with nothing after it, or without a body, as it is", () => {
    expect(documentHtml("<html><body><p>x</p></body></html>")).toBe("<!DOCTYPE html><html><body><p>x</p></body></html>");
    expect(documentHtml("<p>fragment</p>")).toBe("<!DOCTYPE html><p>fragment</p>");
  });
});
