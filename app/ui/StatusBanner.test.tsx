// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StatusBanner, type ConnectionState } from "./StatusBanner";

afterEach(() => {
  cleanup();
});

const messages: Record<ConnectionState, string> = {
  checking: "Checking connection to the AI service…",
  connected: "Connected. Ready to generate.",
  failed: "Could not reach the AI service.",
};

describe("StatusBanner", () => {
  it.each(["checking", "connected", "failed"] as const)("shows the %s message as a status", (state) => {
    render(<StatusBanner state={state} messages={messages} />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("data-state")).toBe(state);
    expect(status.textContent).toContain(messages[state]);
    for (const other of Object.keys(messages) as ConnectionState[]) {
      if (other !== state) expect(screen.queryByText(messages[other])).toBeNull();
    }
  });

  it("shows Retry when failed and a handler is given, and calls it", () => {
    const onRetry = vi.fn();
    render(<StatusBanner state="failed" messages={messages} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("has no Retry when failed without a handler", () => {
    render(<StatusBanner state="failed" messages={messages} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it.each(["checking", "connected"] as const)("has no Retry while %s, even with a handler", (state) => {
    render(<StatusBanner state={state} messages={messages} onRetry={vi.fn()} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("uses a custom retry label", () => {
    render(<StatusBanner state="failed" messages={messages} onRetry={vi.fn()} retryLabel="Try again" />);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("switches state on rerender", () => {
    const { rerender } = render(<StatusBanner state="checking" messages={messages} onRetry={vi.fn()} />);
    rerender(<StatusBanner state="failed" messages={messages} onRetry={vi.fn()} />);
    expect(screen.getByRole("status").getAttribute("data-state")).toBe("failed");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
    rerender(<StatusBanner state="connected" messages={messages} onRetry={vi.fn()} />);
    expect(screen.getByText(messages.connected)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
