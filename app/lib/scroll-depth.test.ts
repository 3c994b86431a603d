import { describe, it, expect } from "vitest";
import { newMilestones, SCROLL_MILESTONES } from "./scroll-depth";

const none = new Set<number>();

describe("SCROLL_MILESTONES", () => {
  it("is 25, 50, 75, 100", () => {
    expect([...SCROLL_MILESTONES]).toEqual([25, 50, 75, 100]);
  });
});

describe("newMilestones", () => {
  // Document 2000 px tall, viewport 1000 px: 1000 px scrollable.
  it("reports nothing at the top of a long page", () => {
    expect(newMilestones(0, 1000, 2000, none)).toEqual([]);
  });

  it("reports 25 at a quarter of the scrollable height", () => {
    expect(newMilestones(250, 1000, 2000, none)).toEqual([25]);
  });

  it("reports every milestone passed at once when jumping", () => {
    expect(newMilestones(760, 1000, 2000, none)).toEqual([25, 50, 75]);
  });

  it("reports 100 at the bottom", () => {
    expect(newMilestones(1000, 1000, 2000, none)).toEqual([25, 50, 75, 100]);
  });

  it("reports 100 when the last pixel is within rounding of the bottom", () => {
    expect(newMilestones(999, 1000, 2000, none)).toContain(100);
  });

  it("never reports a milestone twice", () => {
    const reported = new Set<number>();
    const seen: number[] = [];
    for (const top of [0, 100, 260, 300, 520, 510, 800, 1000, 1000, 0, 1000]) {
      for (const m of newMilestones(top, 1000, 2000, reported)) {
        reported.add(m);
        seen.push(m);
      }
    }
    expect(seen).toEqual([25, 50, 75, 100]);
  });

  it("skips milestones already reported", () => {
    expect(newMilestones(1000, 1000, 2000, new Set([25, 50]))).toEqual([75, 100]);
    expect(newMilestones(1000, 1000, 2000, new Set([25, 50, 75, 100]))).toEqual([]);
  });

  it("treats a page shorter than the viewport as fully read", () => {
    expect(newMilestones(0, 1000, 600, none)).toEqual([25, 50, 75, 100]);
  });

  it("treats a page exactly as tall as the viewport as fully read", () => {
    expect(newMilestones(0, 800, 800, none)).toEqual([25, 50, 75, 100]);
  });

  it("caps overscroll (e.g. rubber-band scrolling) at 100", () => {
    expect(newMilestones(5000, 1000, 2000, new Set([25, 50, 75]))).toEqual([100]);
  });
});
