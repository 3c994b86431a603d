// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { LanguageSelect } from "./LanguageSelect";
import { languageLabel, type LanguageCode } from "../lib/languages";

afterEach(cleanup);

function Harness({ onChange, hint }: { onChange?: (c: LanguageCode) => void; hint?: string }) {
  const [v, setV] = useState<LanguageCode>("en");
  return (
    <form onSubmit={() => onChange?.("xx" as LanguageCode)}>
      <LanguageSelect
        value={v}
        hint={hint}
        onChange={(c) => {
          setV(c);
          onChange?.(c);
        }}
      />
    </form>
  );
}

const box = () => screen.getByRole("combobox", { name: "Output language" });
const options = () => screen.queryAllByRole("option").map((o) => o.textContent?.replace("✓", ""));

describe("LanguageSelect (searchable)", () => {
  it("shows the choice in its own name and English, with its hint, closed", () => {
    render(<Harness hint="Models follow English best." />);
    expect((box() as HTMLInputElement).value).toBe("English");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(box().getAttribute("data-language")).toBe("en");
    expect(document.getElementById(box().getAttribute("aria-describedby")!)?.textContent).toBe("Models follow English best.");
  });

  it("narrows the list as the visitor types, and Enter chooses the first match without submitting the form", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "hin" } });
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(options()).toEqual([languageLabel("hi")]);
    expect(box().getAttribute("aria-activedescendant")).toBe(screen.getByRole("option").id);
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith("hi");
    expect((box() as HTMLInputElement).value).toBe("हिन्दी — Hindi");
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("finds a language by its own name, and moves with the arrow keys", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "t" } });
    expect(options().slice(0, 3)).toEqual([languageLabel("tr"), languageLabel("vi"), languageLabel("th")]);
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "ArrowUp" });
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith("vi");
    fireEvent.change(box(), { target: { value: "العربية" } });
    fireEvent.click(screen.getByRole("option", { name: languageLabel("ar") }));
    expect(onChange).toHaveBeenLastCalledWith("ar");
  });

  it("opens on ArrowDown with every language, the current one marked, and Escape keeps the choice", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(options()).toHaveLength(25);
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("English");
    fireEvent.change(box(), { target: { value: "deu" } });
    fireEvent.keyDown(box(), { key: "Escape" });
    expect((box() as HTMLInputElement).value).toBe("English");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says when nothing matches, and leaving the field keeps the choice", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "klingon" } });
    expect(options()).toEqual([]);
    expect(screen.getByText("No language matches “klingon”.")).toBeTruthy();
    fireEvent.keyDown(box(), { key: "Enter" });
    fireEvent.blur(box());
    expect((box() as HTMLInputElement).value).toBe("English");
    expect(onChange).not.toHaveBeenCalled();
  });
});
