import { useEffect, useRef } from "react";

/**
 * Brings a new result or error into view and moves focus to it (so it is announced and the
 * keyboard continues from there), only when it is not already on screen: on a laptop the
 * result of a tool often lands below the window, and nothing seems to happen.
 */
export function reveal(el: HTMLElement | null, { focus = true }: { focus?: boolean } = {}): void {
  if (!el || typeof window === "undefined") return;
  const r = el.getBoundingClientRect();
  const inView = r.top >= 0 && r.top <= window.innerHeight - Math.min(r.height, 120);
  if (!inView) {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
  }
  if (focus) {
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
    el.focus({ preventScroll: true });
  }
}

/** A ref whose element is revealed each time `key` changes to a value (not null, undefined or false). */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key === null || key === undefined || key === false) return;
    reveal(ref.current);
  }, [key]);
  return ref;
}
