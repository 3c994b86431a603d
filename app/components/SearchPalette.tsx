import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { TOOL_GROUPS, toolPath } from "../../tools/types";
import { createPaletteSearch } from "../lib/palette-search";
import { toolDirectory as toolIndex } from "../lib/tool-directory";
import { useToolPrefs } from "../lib/tool-prefs";
import { track } from "../lib/track";

export const PALETTE_LABEL = "Search tools";

/**
 * The search palette (issue 15), loaded when first opened: a modal dialog (the browser traps
 * focus and closes it on Escape) with a combobox over the tools, ranked by palette-search.ts.
 * Arrows move, Enter opens the tool, Escape closes and the caller puts focus back.
 */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const navigate = useNavigate();
  const { favourites, recent } = useToolPrefs();
  const search = useMemo(() => createPaletteSearch(toolIndex), []);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const results = search(query, favourites, recent);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  useEffect(() => {
    document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  function open(slug: string) {
    track("click", { item: slug, location: "palette" });
    onClose();
    void navigate(toolPath(slug));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      const hit = results[active];
      if (hit) open(hit.slug);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-label`}
      className="m-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-2xl border border-line bg-card p-0 text-ink shadow-2xl backdrop:bg-black/50"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className="flex flex-col">
        <label id={`${id}-label`} htmlFor={`${id}-input`} className="sr-only">
          {PALETTE_LABEL}
        </label>
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={results[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          className="min-h-14 w-full rounded-t-2xl border-b border-line bg-transparent px-5 text-lg outline-none focus-visible:bg-surface-2"
          placeholder="Search tools, e.g. thumbnail, hashtags, TTS"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoFocus
        />
        <ul id={`${id}-list`} role="listbox" aria-label={PALETTE_LABEL} className="max-h-[60vh] overflow-y-auto p-2">
          {results.map((t, i) => (
            <li
              key={t.slug}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`flex min-h-12 cursor-pointer flex-col justify-center rounded-lg px-3 py-1.5 ${i === active ? "bg-brand-soft" : ""}`}
              onMouseMove={() => setActive(i)}
              onClick={() => open(t.slug)}
            >
              <span className="font-semibold" data-option-name>
                {favourites.includes(t.slug) ? (
                  <span aria-hidden="true" className="text-accent">
                    ★{" "}
                  </span>
                ) : null}
                {t.name}
              </span>
              <span className="text-xs text-muted">{TOOL_GROUPS.find((g) => g.id === t.group)?.label}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 ? <p className="px-5 pb-5 text-sm text-muted">No tool matches “{query.trim()}”.</p> : null}
        <p className="border-t border-line px-5 py-2 text-xs text-muted">↑ ↓ to move · Enter to open · Esc to close</p>
      </div>
    </dialog>
  );
}
