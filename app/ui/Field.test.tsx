// @vitest-environment happy-dom
import { useState } from "react";
import { describe, it, expect, vi, afterEach } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./Field";

afterEach(() => {
  cleanup();
});

const options = [
  { value: "en", label: "English" },
  { value: "de", label: "German" },
];

function describedTexts(el: HTMLElement): string[] {
  const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing #${id}>`);
}

describe("every field has a label associated with its control", () => {
  it("TextField", () => {
    render(<TextField label="Video URL" />);
    const input = screen.getByLabelText("Video URL");
    expect(input.tagName).toBe("INPUT");
    expect(screen.getByRole("textbox", { name: "Video URL" })).toBe(input);
  });

  it("TextAreaField", () => {
    render(<TextAreaField label="Script" />);
    const area = screen.getByLabelText("Script");
    expect(area.tagName).toBe("TEXTAREA");
    expect(screen.getByRole("textbox", { name: "Script" })).toBe(area);
  });

  it("SelectField", () => {
    render(<SelectField label="Language" options={options} />);
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(screen.getByRole("combobox", { name: "Language" })).toBe(select);
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ["en", "English"],
      ["de", "German"],
    ]);
  });

  it("CheckboxField", () => {
    render(<CheckboxField label="Include timestamps" />);
    const box = screen.getByLabelText("Include timestamps") as HTMLInputElement;
    expect(box.type).toBe("checkbox");
    expect(screen.getByRole("checkbox", { name: "Include timestamps" })).toBe(box);
  });

  it("gives several fields on one page distinct ids", () => {
    render(
      <>
        <TextField label="First" />
        <TextField label="Second" />
        <TextAreaField label="Third" />
        <SelectField label="Fourth" options={options} />
        <CheckboxField label="Fifth" />
      </>,
    );
    const ids = ["First", "Second", "Third", "Fourth", "Fifth"].map((l) => screen.getByLabelText(l).id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).not.toBe("");
  });

  it("uses a given id", () => {
    render(<TextField label="Channel" id="channel-input" />);
    expect(screen.getByLabelText("Channel").id).toBe("channel-input");
    expect(document.querySelector('label[for="channel-input"]')?.textContent).toBe("Channel");
  });
});

describe("required marker", () => {
  it.each([
    ["TextField", <TextField key="t" label="Title" required />],
    ["TextAreaField", <TextAreaField key="a" label="Title" required />],
    ["SelectField", <SelectField key="s" label="Title" required options={options} />],
  ])("%s shows a visual * hidden from screen readers and marks the control required", (_name, el) => {
    render(el);
    const label = document.querySelector("label")!;
    const star = label.querySelector('[aria-hidden="true"]');
    expect(star?.textContent?.trim()).toBe("*");
    // The accessible name stays clean: the star is not read out.
    const control = screen.getByRole(_name === "SelectField" ? "combobox" : "textbox", { name: "Title" });
    expect(control.getAttribute("aria-required")).toBe("true");
  });

  it("is absent when not required", () => {
    render(<TextField label="Optional" />);
    expect(document.querySelector("label")!.textContent).toBe("Optional");
    expect(screen.getByLabelText("Optional").hasAttribute("aria-required")).toBe(false);
  });
});

describe("errors and hints", () => {
  it("sets aria-invalid and describes the control with the error", () => {
    render(<TextField label="Video URL" error="Enter a valid YouTube URL." />);
    const input = screen.getByLabelText("Video URL");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(input)).toEqual(["Enter a valid YouTube URL."]);
    expect(screen.getByText("Enter a valid YouTube URL.")).toBeTruthy();
  });

  it("has no aria-invalid or description without an error or hint", () => {
    render(<TextField label="Video URL" error={null} />);
    const input = screen.getByLabelText("Video URL");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("describes the control with the hint, then the error", () => {
    render(<TextAreaField label="Prompt" hint="Up to 500 characters." error="The prompt is empty." />);
    const area = screen.getByLabelText("Prompt");
    expect(area.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(area)).toEqual(["Up to 500 characters.", "The prompt is empty."]);
  });

  it("SelectField supports hint and error the same way", () => {
    render(<SelectField label="Voice" options={options} hint="Pick one." error="Choose a voice." />);
    const select = screen.getByLabelText("Voice");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(select)).toEqual(["Pick one.", "Choose a voice."]);
  });

  it("CheckboxField is described by its hint", () => {
    render(<CheckboxField label="Remember" hint="Stored in this browser only." />);
    expect(describedTexts(screen.getByLabelText("Remember"))).toEqual(["Stored in this browser only."]);
  });

  it("shows the aside content next to the label", () => {
    render(<TextAreaField label="Description" aside="120 / 5000" />);
    expect(screen.getByText("120 / 5000")).toBeTruthy();
  });
});

describe("passing input props through", () => {
  it("TextField forwards value, onChange, placeholder and type", () => {
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" value="a@b.co" placeholder="you@example.com" onChange={onChange} />);
    const input = screen.getByLabelText("Email") as HTMLInputElement;
    expect(input.type).toBe("email");
    expect(input.value).toBe("a@b.co");
    expect(input.placeholder).toBe("you@example.com");
    fireEvent.change(input, { target: { value: "x@y.z" } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("SelectField forwards value and onChange", () => {
    const onChange = vi.fn();
    render(<SelectField label="Language" options={options} value="de" onChange={onChange} />);
    const select = screen.getByLabelText("Language") as HTMLSelectElement;
    expect(select.value).toBe("de");
    fireEvent.change(select, { target: { value: "en" } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("CheckboxField forwards checked and onChange", () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Loop" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText("Loop"));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("maxCharacters: a limit in characters as a person sees them", () => {
  function Controlled({ max, area = false }: { max: number; area?: boolean }) {
    const [value, setValue] = useState("");
    const props = { label: "Topic", maxCharacters: max, value, onChange: (e: { target: { value: string } }) => setValue(e.target.value) };
    return area ? <TextAreaField {...props} /> : <TextField {...props} />;
  }

  it.each([false, true])("takes up to the limit in any script and cuts what is pasted past it at a whole character (textarea: %s)", (area) => {
    render(<Controlled max={5} area={area} />);
    const field = screen.getByLabelText("Topic") as HTMLInputElement;
    // Hindi: 5 characters are 11 UTF-16 units; a maxLength of 5 would have cut it to "हिन्द".
    fireEvent.change(field, { target: { value: "हिन्दी गाने" } });
    expect(field.value).toBe("हिन्दी गाने");
    fireEvent.change(field, { target: { value: "हिन्दी गाने सुनें" } });
    expect(field.value).toBe("हिन्दी गाने");
    for (const [text, cut] of [["வணக்கம் நண்பா", "வணக்கம்"], ["สวัสดีครับผม", "สวัสดีค"], ["مرحبا بكم", "مرحبا"], ["こんにちは世界", "こんにちは"], ["👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽", "👍🏽👍🏽👍🏽👍🏽👍🏽"]]) {
      fireEvent.change(field, { target: { value: text } });
      expect(field.value, text).toBe(cut);
    }
    expect(field.getAttribute("maxlength")).toBeNull();
  });
});
