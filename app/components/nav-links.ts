export const HOME_ANCHORS = [
  { id: "features", label: "Features" },
  { id: "how-it-works", label: "How It Works" },
  { id: "faq", label: "FAQ" },
] as const;

/** On the home page an anchor scrolls smoothly; elsewhere the link navigates to /#id. */
export function scrollToHomeAnchor(id: string, pathname: string, event: { preventDefault(): void }): void {
  if (pathname !== "/") return;
  const el = document.getElementById(id);
  if (!el) return;
  event.preventDefault();
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  window.history.replaceState(window.history.state, "", `/#${id}`);
}
