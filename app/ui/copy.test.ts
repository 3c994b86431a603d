// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach, type Mock } from "vitest";
import { copyText } from "./copy";

let gtag: Mock<(...args: unknown[]) => void>;

function stubExecCommand(impl: (cmd: string) => boolean) {
  const fn = vi.fn(impl);
  Object.defineProperty(document, "execCommand", { value: fn, configurable: true, writable: true });
  return fn;
}

beforeEach(() => {
  document.body.innerHTML = "";
  gtag = vi.fn<(...args: unknown[]) => void>();
  window.gtag = gtag;
});

afterEach(() => {
  delete window.gtag;
  delete (document as unknown as { execCommand?: unknown }).execCommand;
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("copyText with the Clipboard API", () => {
  it("writes the text to the clipboard and returns true", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const exec = stubExecCommand(() => true);
    await expect(copyText("hello", {}, { clipboard: { writeText }, document })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("hello");
    expect(exec).not.toHaveBeenCalled();
  });

  it("reports copy_to_clipboard with the context and the text length", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await copyText("hello", { tool: "case-converter" }, { clipboard: { writeText }, document });
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("event", "copy_to_clipboard", { tool: "case-converter", length: 5 });
  });

  it("uses navigator.clipboard when no environment is passed", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    try {
      await expect(copyText("from navigator")).resolves.toBe(true);
      expect(writeText).toHaveBeenCalledWith("from navigator");
    } finally {
      delete (navigator as unknown as { clipboard?: unknown }).clipboard;
    }
  });
});

describe("copyText fallback", () => {
  it("copies through a hidden text area when the clipboard rejects", async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    let seen: { tag: string; value: string; hidden: string | null; readOnly: boolean; inBody: boolean } | undefined;
    const exec = stubExecCommand((cmd) => {
      const found = document.body.querySelector("textarea");
      seen = found
        ? {
            tag: found.tagName,
            value: found.value,
            hidden: found.getAttribute("aria-hidden"),
            readOnly: found.hasAttribute("readonly"),
            inBody: found.parentElement === document.body,
          }
        : undefined;
      return cmd === "copy";
    });
    await expect(copyText("fallback text", {}, { clipboard: { writeText }, document })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalled();
    expect(exec).toHaveBeenCalledWith("copy");
    expect(seen).toEqual({ tag: "TEXTAREA", value: "fallback text", hidden: "true", readOnly: true, inBody: true });
    expect(gtag).toHaveBeenCalledWith("event", "copy_to_clipboard", { length: 13 });
  });

  it("copies through the text area when the Clipboard API is missing", async () => {
    const exec = stubExecCommand(() => true);
    await expect(copyText("no api", {}, { clipboard: undefined, document })).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith("copy");
  });

  it("places the text area off screen", async () => {
    let style: CSSStyleDeclaration | undefined;
    stubExecCommand(() => {
      style = document.body.querySelector("textarea")!.style;
      return true;
    });
    await copyText("x", {}, { clipboard: undefined, document });
    expect(style?.position).toBe("fixed");
    expect(style?.left).toBe("-9999px");
    expect(style?.opacity).toBe("0");
  });

  it("removes the text area afterwards and gives focus back", async () => {
    const input = document.createElement("input");
    document.body.appendChild(input);
    input.focus();
    expect(document.activeElement).toBe(input);
    stubExecCommand(() => true);
    await copyText("x", {}, { clipboard: undefined, document });
    expect(document.body.querySelector("textarea")).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it("returns false and reports copy_failed when both ways fail", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    stubExecCommand(() => false);
    await expect(copyText("abc", { tool: "t" }, { clipboard: { writeText }, document })).resolves.toBe(false);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("event", "copy_failed", { tool: "t", length: 3 });
    expect(document.body.querySelector("textarea")).toBeNull();
  });

  it("returns false when execCommand throws", async () => {
    stubExecCommand(() => {
      throw new Error("not supported");
    });
    await expect(copyText("abc", {}, { clipboard: undefined, document })).resolves.toBe(false);
    expect(document.body.querySelector("textarea")).toBeNull();
    expect(gtag).toHaveBeenCalledWith("event", "copy_failed", { length: 3 });
  });

  it("returns false without a document to fall back on", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error("denied"));
    vi.stubGlobal("document", undefined);
    try {
      await expect(copyText("abc", {}, { clipboard: { writeText } })).resolves.toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(gtag).toHaveBeenCalledWith("event", "copy_failed", { length: 3 });
  });
});

describe("copyText analytics", () => {
  it("reports nothing and still works when gtag is absent", async () => {
    delete window.gtag;
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyText("hi", {}, { clipboard: { writeText }, document })).resolves.toBe(true);
    stubExecCommand(() => false);
    await expect(copyText("hi", {}, { clipboard: undefined, document })).resolves.toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });
});
