// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from "vitest";
import { track } from "./track";

afterEach(() => {
  delete window.gtag;
});

describe("track", () => {
  it("does nothing and does not throw when gtag is absent", () => {
    expect(window.gtag).toBeUndefined();
    expect(() => track("tool_used", { tool: "x" })).not.toThrow();
    expect(track("tool_used")).toBeUndefined();
  });

  it("ignores a gtag that is not a function", () => {
    (window as unknown as { gtag: unknown }).gtag = "not a function";
    expect(() => track("tool_used")).not.toThrow();
  });

  it('calls gtag with ("event", name, params)', () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    track("copy_to_clipboard", { length: 5, tool: "case" });
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("event", "copy_to_clipboard", { length: 5, tool: "case" });
  });

  it("passes an empty params object by default", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    track("page_ready");
    expect(gtag).toHaveBeenCalledWith("event", "page_ready", {});
  });

  it("swallows exceptions thrown by gtag", () => {
    const gtag = vi.fn(() => {
      throw new Error("blocked by extension");
    });
    window.gtag = gtag;
    expect(() => track("file_download", { file_name: "a.txt" })).not.toThrow();
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});

describe("track without a window", () => {
  it("is a no-op when window is undefined (server rendering)", () => {
    vi.stubGlobal("window", undefined);
    try {
      expect(() => track("x", { a: 1 })).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(typeof window).toBe("object");
  });
});
