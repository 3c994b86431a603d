import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { OUTPUT_LANGUAGE_LABEL, languageLabel, searchLanguages, type LanguageCode } from "../lib/languages";
import { FieldShell, describedBy } from "./Field";

/**
 * "Output language": a searchable select (the ARIA 1.2 combobox pattern). Type part of a
 * language's English name, its own name or its code ("hin", "हिन्", "pt-br") to narrow the
 * list; arrows move, Enter chooses, Escape or leaving the field keeps the current choice.
 * Each language shows in its own name and in English ("हिन्दी — Hindi").
 */
export function LanguageSelect({
  value,
  onChange,
  hint,
  label = OUTPUT_LANGUAGE_LABEL,
}: {
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  hint?: string;
  /** Where the language is not what the tool writes (text-to-speech: the voices' language). */
  label?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (code: string) => `${id}-opt-${code}`;
  /** What the visitor is typing; null while they are not, when the field shows the choice. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const results = useMemo(() => searchLanguages(query ?? ""), [query]);

  useEffect(() => {
    if (open) list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  function show() {
    setOpen(true);
    setActive(Math.max(0, searchLanguages(query ?? "").indexOf(value)));
  }

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function choose(code: LanguageCode) {
    close();
    if (code !== value) onChange(code);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) return show();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(results.length - 1, 0)));
    } else if (e.key === "Enter") {
      // Never submits the form around it: Enter here means "this language".
      e.preventDefault();
      const code = open ? results[active] : undefined;
      if (code) choose(code);
      else if (!open) show();
    } else if (e.key === "Escape" && (open || query !== null)) {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  }

  const activeCode = open ? results[active] : undefined;
  return (
    <FieldShell id={id} label={label} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          className="input min-h-11 w-full pr-9"
          value={query ?? languageLabel(value)}
          data-language={value}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeCode ? optionId(activeCode) : undefined}
          aria-describedby={describedBy(id, hint, null)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          dir="auto"
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => (open ? undefined : show())}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted">
          ▾
        </span>
        <div className={open ? "absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-line bg-card shadow-lg" : "hidden"}>
          <ul ref={list} id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto p-1">
            {open
              ? results.map((code, i) => (
                  <li
                    key={code}
                    id={optionId(code)}
                    role="option"
                    aria-selected={code === value}
                    data-index={i}
                    className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm text-ink ${i === active ? "bg-brand-soft" : ""}`}
                    // Keeps the focus in the field, so choosing does not count as leaving it.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => setActive(i)}
                    onClick={() => choose(code)}
                  >
                    <span>{languageLabel(code)}</span>
                    {code === value ? <span aria-hidden="true">✓</span> : null}
                  </li>
                ))
              : null}
          </ul>
          {open && results.length === 0 ? <p className="px-4 py-3 text-sm text-muted">No language matches “{query}”.</p> : null}
        </div>
      </div>
    </FieldShell>
  );
}
