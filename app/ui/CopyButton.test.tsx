// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CopyButton } from "./CopyButton";

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (navigator as unknown as { clipboard?: unknown }).clipboard;
  delete window.gtag;
});

/** Clicks and lets the async copy settle. */
async function click(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el);
  });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe("CopyButton", () => {
  it('shows "Copy" by default and copies the text on click', async () => {
    render(<CopyButton text="hello world" />);
    const button = screen.getByRole("button", { name: "Copy" });
    expect(button.getAttribute("type")).toBe("button");
    await click(button);
    expect(writeText).toHaveBeenCalledWith("hello world");
  });

  it('shows "Copied!" for 2000 ms by default, then the label again', async () => {
    render(<CopyButton text="abc" />);
    const button = screen.getByRole("button");
    await click(button);
    expect(button.textContent).toBe("Copied!");
    await advance(1999);
    expect(button.textContent).toBe("Copied!");
    await advance(1);
    expect(button.textContent).toBe("Copy");
  });

  it("uses the given confirmation and time (text tools: 1500 ms)", async () => {
    render(<CopyButton text="abc" label="Copy Text" copiedLabel="Copied to clipboard" confirmMs={1500} />);
    const button = screen.getByRole("button", { name: "Copy Text" });
    await click(button);
    expect(button.textContent).toBe("Copied to clipboard");
    await advance(1499);
    expect(button.textContent).toBe("Copied to clipboard");
    await advance(1);
    expect(button.textContent).toBe("Copy Text");
  });

  it("restarts the confirmation time on a second click", async () => {
    render(<CopyButton text="abc" confirmMs={1000} />);
    const button = screen.getByRole("button");
    await click(button);
    await advance(800);
    await click(button);
    await advance(800);
    expect(button.textContent).toBe("Copied!");
    await advance(200);
    expect(button.textContent).toBe("Copy");
  });

  it("announces the label change politely", async () => {
    render(<CopyButton text="abc" />);
    const live = screen.getByRole("button").querySelector("[aria-live]");
    expect(live?.getAttribute("aria-live")).toBe("polite");
  });

  it("calls onEmpty instead of copying when the text is empty", async () => {
    const onEmpty = vi.fn();
    const onCopied = vi.fn();
    render(<CopyButton text="" onEmpty={onEmpty} onCopied={onCopied} />);
    const button = screen.getByRole("button");
    await click(button);
    expect(onEmpty).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(onCopied).not.toHaveBeenCalled();
    expect(button.textContent).toBe("Copy");
  });

  it("does nothing for empty text without onEmpty", async () => {
    render(<CopyButton text={() => ""} />);
    await click(screen.getByRole("button"));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("button").textContent).toBe("Copy");
  });

  it("evaluates a function text at click time", async () => {
    let current = "first";
    const text = vi.fn(() => current);
    render(<CopyButton text={text} />);
    expect(text).not.toHaveBeenCalled();
    current = "second";
    await click(screen.getByRole("button"));
    expect(text).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith("second");
  });

  it("calls onCopied after a successful copy and passes the tracking context", async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    const onCopied = vi.fn();
    render(<CopyButton text="abcd" onCopied={onCopied} trackContext={{ tool: "word-counter" }} />);
    await click(screen.getByRole("button"));
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("event", "copy_to_clipboard", { tool: "word-counter", length: 4 });
  });

  it("keeps the label and skips onCopied when copying fails", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    const onCopied = vi.fn();
    try {
      render(<CopyButton text="abc" onCopied={onCopied} />);
      await click(screen.getByRole("button"));
      expect(screen.getByRole("button").textContent).toBe("Copy");
      expect(onCopied).not.toHaveBeenCalled();
    } finally {
      delete (document as unknown as { execCommand?: unknown }).execCommand;
    }
  });

  it("supports an accessible name, a class and disabled", async () => {
    render(<CopyButton text="abc" ariaLabel="Copy title 2" className="btn-primary" disabled />);
    const button = screen.getByRole("button", { name: "Copy title 2" });
    expect(button.className).toBe("btn-primary");
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("clears its timer on unmount", async () => {
    const { unmount } = render(<CopyButton text="abc" />);
    await click(screen.getByRole("button"));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
