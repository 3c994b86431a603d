// @vitest-environment happy-dom
import { describe, it, expect, afterEach } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { ProgressBar } from "./ProgressBar";

afterEach(() => {
  cleanup();
});

function fill(bar: HTMLElement) {
  return (bar.firstElementChild as HTMLElement).style.width;
}

describe("ProgressBar", () => {
  it("renders a progressbar with range 0–100 and the current value", () => {
    render(<ProgressBar value={40} />);
    const bar = screen.getByRole("progressbar", { name: "Progress" });
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(fill(bar)).toBe("40%");
    expect(screen.getByText("40%")).toBeTruthy();
  });

  it("shows the stage text and includes it in the value text", () => {
    render(<ProgressBar value={55} stage="Generating image 2 of 4" />);
    expect(screen.getByText("Generating image 2 of 4").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("55% – Generating image 2 of 4");
  });

  it("uses only the percentage as value text without a stage", () => {
    render(<ProgressBar value={10} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("10%");
  });

  it("rounds the value", () => {
    render(<ProgressBar value={33.6} />);
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("34");
    expect(fill(bar)).toBe("34%");
  });

  it("clamps values below 0 and above 100", () => {
    const { rerender } = render(<ProgressBar value={-20} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
    expect(fill(screen.getByRole("progressbar"))).toBe("0%");
    rerender(<ProgressBar value={250} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("100%")).toBeTruthy();
  });

  it("uses a custom accessible label", () => {
    render(<ProgressBar value={5} label="Upload progress" />);
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toBeTruthy();
  });

  it("updates when the value changes", () => {
    const { rerender } = render(<ProgressBar value={0} stage="Starting" />);
    rerender(<ProgressBar value={100} stage="Done" />);
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("Done")).toBeTruthy();
    expect(screen.queryByText("Starting")).toBeNull();
  });
});
