import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

const SearchPalette = lazy(() => import("./SearchPalette"));

/** Where a typed "/" is text, not the palette's shortcut. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/**
 * The header's search button, and the palette's shortcuts on every page: Ctrl+K or ⌘K, and "/"
 * when focus is not in a text field. The palette's code loads on first use; closing it puts
 * focus back where it was.
 */
export function SearchButton({ className = "" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    setOpen(true);
  }, []);

  // Focus goes back once the dialog is gone (while it is open, the page behind it is inert).
  useEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    // After a navigation the old element may be gone; focus stays with the new page then.
    if (back && document.contains(back)) back.focus();
  }, [open]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === "k" || e.key === "K") && (e.ctrlKey || e.metaKey) && !e.altKey) {
        e.preventDefault();
        show();
      } else if (e.key === "/" && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [show]);

  return (
    <>
      <button type="button" className={`btn-ghost h-11 w-11 px-0 ${className}`} aria-label="Find a tool" aria-keyshortcuts="Control+K Meta+K /" title="Find a tool (Ctrl+K or /)" onClick={show}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchPalette
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
