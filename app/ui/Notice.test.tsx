// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Notice } from "./Notice";
import { StatusBanner } from "./StatusBanner";

afterEach(() => cleanup());

describe("Notice: three tones that each mean one thing", () => {
  it("announces errors at once, warnings politely, and leaves notes quiet", () => {
    render(
      <>
        <Notice tone="error">Failed</Notice>
        <Notice tone="warning">Partly</Notice>
        <Notice tone="note">Tip</Notice>
      </>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Failed");
    expect(screen.getByRole("status").textContent).toBe("Partly");
    expect(screen.getByRole("note").textContent).toBe("Tip");
    expect(screen.getByRole("alert").className).toContain("text-danger");
    expect(screen.getByRole("status").className).toContain("text-warn");
    expect(screen.getByRole("note").className).not.toMatch(/danger|warn/);
  });

  it("shows a title above the text", () => {
    render(<Notice tone="warning" title="Heads up">Body</Notice>);
    expect(screen.getByRole("status").textContent).toBe("Heads upBody");
  });
});

describe("StatusBanner", () => {
  it("shows nothing for an unconfigured service: the page frame's notice speaks instead", () => {
    const { container } = render(<StatusBanner state="unconfigured" messages={{ checking: "c", connected: "ok", failed: "f" }} onRetry={() => undefined} />);
    expect(container.innerHTML).toBe("");
  });
});
