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
