// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from "vitest";
import { useState } from "react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Tabs, type TabItem } from "./Tabs";

afterEach(() => {
  cleanup();
});

const items: TabItem[] = [
  { value: "text", label: "From Text", content: <p>Text panel</p> },
  { value: "url", label: "From URL", content: <p>URL panel</p> },
  { value: "file", label: "From File", content: <p>File panel</p> },
];

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState("text");
  return (
    <Tabs
      items={items}
      value={value}
      label="Input source"
      onValueChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

/** A pointer click as a browser sends it: Radix selects on mousedown. */
function clickTab(el: HTMLElement) {
  fireEvent.mouseDown(el, { button: 0 });
  fireEvent.mouseUp(el, { button: 0 });
  fireEvent.click(el, { button: 0 });
}

function selected() {
  return screen.getAllByRole("tab").filter((t) => t.getAttribute("aria-selected") === "true").map((t) => t.textContent);
}

describe("Tabs", () => {
  it("renders a labelled tab list with one tab per item", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Input source" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["From Text", "From URL", "From File"]);
  });

  it("shows the panel of the current value only", () => {
    render(<Harness />);
    expect(selected()).toEqual(["From Text"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Text panel");
    expect(screen.queryByText("URL panel")).toBeNull();
  });

  it("links the tab and its panel", () => {
    render(<Harness />);
    const tab = screen.getByRole("tab", { name: "From Text" });
    const panel = screen.getByRole("tabpanel");
    expect(tab.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(tab.id);
  });

  it("switching tabs shows the right panel and reports the value", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    clickTab(screen.getByRole("tab", { name: "From URL" }));
    expect(onChange).toHaveBeenCalledWith("url");
    expect(selected()).toEqual(["From URL"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("URL panel");
    clickTab(screen.getByRole("tab", { name: "From File" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("File panel");
    expect(screen.queryByText("Text panel")).toBeNull();
  });

  it("follows the controlled value", () => {
    const { rerender } = render(<Tabs items={items} value="file" onValueChange={() => {}} label="Source" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("File panel");
    rerender(<Tabs items={items} value="url" onValueChange={() => {}} label="Source" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("URL panel");
  });

  it("does not change the value by itself when the parent ignores the change", () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} value="text" onValueChange={onValueChange} label="Source" />);
    clickTab(screen.getByRole("tab", { name: "From URL" }));
    expect(onValueChange).toHaveBeenCalledWith("url");
    expect(screen.getByRole("tabpanel").textContent).toBe("Text panel");
  });

  it("is one Tab stop: entering the tab list focuses the selected tab", async () => {
    render(<Tabs items={items} value="url" onValueChange={() => {}} label="Source" />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.getAttribute("tabindex"))).toEqual(["-1", "-1", "-1"]);
    const list = screen.getByRole("tablist");
    expect(list.getAttribute("tabindex")).toBe("0");
    act(() => list.focus());
    await waitFor(() => expect(document.activeElement).toBe(tabs[1]));
    expect(tabs[1].getAttribute("tabindex")).toBe("0");
  });

  it("arrow keys move focus and selection, wrapping at the ends", async () => {
    render(<Harness />);
    const [first, second, third] = screen.getAllByRole("tab");
    act(() => first.focus());
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(second));
    await waitFor(() => expect(selected()).toEqual(["From URL"]));
    expect(screen.getByRole("tabpanel").textContent).toBe("URL panel");

    fireEvent.keyDown(second, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(third));
    fireEvent.keyDown(third, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await waitFor(() => expect(selected()).toEqual(["From Text"]));

    fireEvent.keyDown(first, { key: "ArrowLeft" });
    await waitFor(() => expect(document.activeElement).toBe(third));
    await waitFor(() => expect(screen.getByRole("tabpanel").textContent).toBe("File panel"));
  });

  it("Home and End jump to the first and last tab", async () => {
    render(<Harness />);
    const [first, , third] = screen.getAllByRole("tab");
    act(() => first.focus());
    fireEvent.keyDown(first, { key: "End" });
    await waitFor(() => expect(document.activeElement).toBe(third));
    fireEvent.keyDown(third, { key: "Home" });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(selected()).toEqual(["From Text"]);
  });
});
