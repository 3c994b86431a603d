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

function details(): HTMLDetailsElement[] {
  return Array.from(document.querySelectorAll("details"));
}

function summary(question: string): HTMLElement {
  const heading = screen.getByRole("heading", { name: question });
  const s = heading.closest("summary");
  expect(s).not.toBeNull();
  return s as HTMLElement;
}

function openQuestions(): string[] {
  return details()
    .filter((d) => d.open)
    .map((d) => d.querySelector("summary h3")!.textContent!);
}

describe("FaqAccordion", () => {
  it("renders each question as a level-3 heading in a summary, with its answer", () => {
    render(<FaqAccordion items={items} />);
    expect(details()).toHaveLength(3);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(items.map((i) => i.question));
    for (const [i, d] of details().entries()) {
      expect(d.querySelector("summary")!.textContent).toContain(items[i].question);
      expect(d.textContent).toContain(items[i].answer);
    }
  });

  it("hides the decorative + sign from screen readers", () => {
    render(<FaqAccordion items={items} />);
    for (const d of details()) {
      const icon = d.querySelector('summary [aria-hidden="true"]');
      expect(icon?.textContent?.trim()).toBe("+");
    }
  });

  it("opens the first answer initially", () => {
    render(<FaqAccordion items={items} />);
    expect(openQuestions()).toEqual(["Is it free?"]);
  });

  it("starts closed with initiallyOpen={null}", () => {
    render(<FaqAccordion items={items} initiallyOpen={null} />);
    expect(openQuestions()).toEqual([]);
  });

  it("opens the given index initially", () => {
    render(<FaqAccordion items={items} initiallyOpen={2} />);
    expect(openQuestions()).toEqual(["Does it work on phones?"]);
  });

  it("groups the items under one name, so the browser keeps only one open", () => {
    // Exclusive <details name> groups are a browser feature happy-dom does not implement;
    // the shared name is what makes opening one close the others (covered end to end).
    render(<FaqAccordion items={items} />);
    const names = details().map((d) => d.getAttribute("name"));
    expect(names).toEqual(["faq", "faq", "faq"]);
  });

  it("uses a separate group name per accordion when given", () => {
    render(
      <>
        <FaqAccordion items={items.slice(0, 2)} name="faq-a" />
        <FaqAccordion items={items.slice(2)} name="faq-b" />
      </>,
    );
    expect(details().map((d) => d.getAttribute("name"))).toEqual(["faq-a", "faq-a", "faq-b"]);
    // Each accordion opens its own first answer.
    expect(openQuestions()).toEqual(["Is it free?", "Does it work on phones?"]);
  });

  it("clicking the open question closes it", () => {
    render(<FaqAccordion items={items} />);
    fireEvent.click(summary("Is it free?"));
    expect(openQuestions()).toEqual([]);
  });

  it("clicking a closed question opens it", () => {
    render(<FaqAccordion items={items} initiallyOpen={null} />);
    fireEvent.click(summary("Do I need an account?"));
    expect(openQuestions()).toEqual(["Do I need an account?"]);
    fireEvent.click(summary("Do I need an account?"));
    expect(openQuestions()).toEqual([]);
  });
});
