import { useId, useState } from "react";
import { maskKey, REMOVE_KEY_LABEL, SAVE_LABEL } from "./image-keys";
import { removeKey, saveKey, type KeyProvider } from "./image-providers";

export interface KeyEntryProps {
  provider: KeyProvider;
  label: string;
  /** The key now in local storage ("" when none). */
  savedKey: string;
  onChange: (key: string) => void;
  /** Shown while no key is saved. */
  missingMessage?: string;
  saveLabel?: string;
}

/**
 * The visitor's own provider key: typed, saved to this browser's local storage only, then shown
 * masked (last 5 characters) with a way to remove it. It is never sent to our server.
 */
export function KeyEntry({ provider, label, savedKey, onChange, missingMessage, saveLabel = SAVE_LABEL }: KeyEntryProps) {
  const id = useId();
  const [typed, setTyped] = useState("");
  if (savedKey) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2 p-3 text-sm">
        <span>
          {label}: <span className="font-mono break-all" data-testid="masked-key">{maskKey(savedKey)}</span>
        </span>
        <button
          type="button"
          className="btn-ghost min-h-11"
          onClick={() => {
            removeKey(provider);
            onChange("");
          }}
        >
          {REMOVE_KEY_LABEL}
        </button>
        <p className="w-full text-xs text-muted">Kept only in this browser and sent only from it to the provider.</p>
      </div>
    );
  }
  const save = () => {
    const k = typed.trim();
    if (!k) return;
    saveKey(provider, k);
    setTyped("");
    onChange(k);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          className="input min-h-11 min-w-0 flex-1"
          value={typed}
          aria-describedby={`${id}-note`}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              save();
            }
          }}
        />
        <button type="button" className="btn-secondary min-h-11" disabled={!typed.trim()} onClick={save}>
          {saveLabel}
        </button>
      </div>
      <p id={`${id}-note`} className="text-xs text-muted">
        {missingMessage ? <span className="font-medium text-warn">{missingMessage} </span> : null}
        Your key is kept only in this browser and sent only from it to the provider, never to our server.
      </p>
    </div>
  );
}
