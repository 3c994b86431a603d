// @vitest-environment happy-dom
import { describe, it, expect, afterEach } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FaqAccordion } from "./FaqAccordion";

afterEach(() => {
  cleanup();
});

const items = [
  { question: "Is it free?", answer: "Yes, every tool is free to use." },
  { question: "Do I need an account?", answer: "No, there is no sign-in." },
  { question: "Does it work on phones?", answer: "Yes, on any modern browser." },
];

function trigger(question: string) {
  return screen.getByRole("button", { name: question });
}

function openQuestions() {
  return items.filter((i) => trigger(i.question).getAttribute("aria-expanded") === "true").map((i) => i.question);
}

function visibleAnswers() {
  return items.filter((i) => screen.queryByText(i.answer) !== null).map((i) => i.answer);
}

describe("FaqAccordion", () => {
  it("renders every question as a button inside a heading", () => {
    render(<FaqAccordion items={items} />);
    for (const item of items) {
      const button = trigger(item.question);
      expect(button.closest("h3")).not.toBeNull();
    }
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
  });

  it("uses the requested heading level", () => {
    render(<FaqAccordion items={items} headingLevel="h4" />);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(3);
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
  });

  it("opens the first answer initially", () => {
    render(<FaqAccordion items={items} />);
    expect(openQuestions()).toEqual(["Is it free?"]);
    expect(visibleAnswers()).toEqual(["Yes, every tool is free to use."]);
  });

  it("opening another question closes the first", () => {
    render(<FaqAccordion items={items} />);
    fireEvent.click(trigger("Do I need an account?"));
    expect(openQuestions()).toEqual(["Do I need an account?"]);
    expect(visibleAnswers()).toEqual(["No, there is no sign-in."]);
  });

  it("clicking the open question closes it", () => {
    render(<FaqAccordion items={items} />);
    fireEvent.click(trigger("Is it free?"));
    expect(openQuestions()).toEqual([]);
    expect(visibleAnswers()).toEqual([]);
    fireEvent.click(trigger("Is it free?"));
    expect(openQuestions()).toEqual(["Is it free?"]);
  });

  it("starts closed with initiallyOpen={null}", () => {
    render(<FaqAccordion items={items} initiallyOpen={null} />);
    expect(openQuestions()).toEqual([]);
    expect(visibleAnswers()).toEqual([]);
  });

  it("opens the given index initially", () => {
    render(<FaqAccordion items={items} initiallyOpen={2} />);
    expect(openQuestions()).toEqual(["Does it work on phones?"]);
  });

  it("links each open answer region to its question", () => {
    render(<FaqAccordion items={items} />);
    const button = trigger("Is it free?");
    const regionId = button.getAttribute("aria-controls");
    expect(regionId).toBeTruthy();
    const region = document.getElementById(regionId!);
    expect(region?.textContent).toContain("Yes, every tool is free to use.");
  });
});
