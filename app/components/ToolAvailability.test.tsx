// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { PUBLIC_SETTINGS_ELEMENT_ID } from "../lib/public-settings";
import { NOT_SWITCHED_ON_TITLE, NotConfiguredNotice, notSwitchedOnText, useToolAvailability } from "./ToolAvailability";
import type { ServiceId } from "../lib/public-settings";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function Probe({ needs }: { needs?: ServiceId }) {
  const a = useToolAvailability(needs);
  return (
    <button type="button" disabled={a.unavailable}>
      Generate
    </button>
  );
}

// getPublicSettings reads the page's settings element once per page load: one module state per file.
describe("a tool whose service has no key on this site", () => {
  it("is unavailable, with the spec's message as detail, and says so in words for visitors", async () => {
    const el = document.createElement("script");
    el.id = PUBLIC_SETTINGS_ELEMENT_ID;
    el.type = "application/json";
    el.textContent = JSON.stringify({ unconfigured: { llm: "Groq API key not configured." } });
    document.head.appendChild(el);

    render(
      <>
        <NotConfiguredNotice needs="llm" />
        <Probe needs="llm" />
      </>,
    );
    await waitFor(() => expect((screen.getByRole("button", { name: "Generate" }) as HTMLButtonElement).disabled).toBe(true));
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain(NOT_SWITCHED_ON_TITLE);
    expect(notice.textContent).toContain(notSwitchedOnText("llm"));
    expect(notice.textContent).toContain("Details: Groq API key not configured.");
    expect(notice.querySelector("button")).toBeNull(); // no Retry: retrying cannot add a key
    cleanup();

    // A configured service (and a tool that needs none) stays available.
    render(
      <>
        <Probe needs="youtube" />
        <Probe />
      </>,
    );
    await new Promise((r) => setTimeout(r, 10));
    for (const b of screen.getAllByRole("button", { name: "Generate" })) expect((b as HTMLButtonElement).disabled).toBe(false);
  });
});
