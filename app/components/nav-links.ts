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

/**
 * After an in-app navigation to a URL with a #fragment, brings that element into view. React
 * Router's scroll restoration does it in a layout effect, which under Preact (the pages' runtime)
 * can run before the new route's content is in the page, leaving the view at the top.
 */
export function scrollToHash(hash: string): void {
  if (!hash) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  document.getElementById(id)?.scrollIntoView();
}
