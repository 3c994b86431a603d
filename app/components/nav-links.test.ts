// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { scrollToHash } from "./nav-links";

afterEach(() => {
  document.body.innerHTML = "";
});

function section(id: string) {
  const el = document.createElement("section");
  el.id = id;
  el.scrollIntoView = vi.fn();
  document.body.append(el);
  return el;
}

describe("scrollToHash", () => {
  it("brings the element the fragment names into view, decoding it (Hindi, Japanese ids)", () => {
    const faq = section("faq");
    const hindi = section("सवाल");
    const japanese = section("よくある質問");
    scrollToHash("#faq");
    scrollToHash(`#${encodeURIComponent("सवाल")}`);
    scrollToHash(`#${encodeURIComponent("よくある質問")}`);
    expect(faq.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(hindi.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(japanese.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("does nothing without a fragment, for a malformed one, or for an id not on the page", () => {
    const top = section("top");
    expect(() => scrollToHash("")).not.toThrow();
    expect(() => scrollToHash("#%E0%A4")).not.toThrow();
    expect(() => scrollToHash("#missing")).not.toThrow();
    expect(top.scrollIntoView).not.toHaveBeenCalled();
  });
});
