// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ErrorBox } from "./ErrorBox";

afterEach(() => {
  cleanup();
});

describe("ErrorBox", () => {
  it("renders the message in an alert", () => {
    render(<ErrorBox message="The video could not be found." />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The video could not be found.");
  });

  it("shows a title when given", () => {
    render(<ErrorBox title="Request failed" message="Please check the URL." />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Request failed");
    expect(alert.textContent).toContain("Please check the URL.");
  });

  it("has no button without a retry handler", () => {
    render(<ErrorBox message="Oops" />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("calls the handler from Try Again", () => {
    const onRetry = vi.fn();
    render(<ErrorBox message="Oops" onRetry={onRetry} />);
    const button = screen.getByRole("button", { name: "Try Again" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("uses a custom retry label", () => {
    const onRetry = vi.fn();
    render(<ErrorBox message="Oops" onRetry={onRetry} retryLabel="Reload list" />);
    fireEvent.click(screen.getByRole("button", { name: "Reload list" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("keeps the button inside the alert", () => {
    render(<ErrorBox message="Oops" onRetry={vi.fn()} />);
    expect(screen.getByRole("alert").contains(screen.getByRole("button"))).toBe(true);
  });
});

describe("ErrorBox brings itself to the person", () => {
  it("takes focus when it appears and when its message changes, scrolling only when off screen", () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const { rerender } = render(<ErrorBox message="First problem" />);
    const alert = screen.getByRole("alert");
    expect(document.activeElement).toBe(alert);
    expect(alert.getAttribute("tabindex")).toBe("-1");
    expect(scrolled).not.toHaveBeenCalled(); // already in view
    (document.activeElement as HTMLElement).blur();
    alert.getBoundingClientRect = () => ({ top: 2000, bottom: 2100, height: 100, left: 0, right: 0, width: 0, x: 0, y: 2000, toJSON: () => ({}) });
    rerender(<ErrorBox message="Second problem" />);
    expect(document.activeElement).toBe(alert);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
