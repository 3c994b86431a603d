import { useCallback, useEffect, useRef, useState } from "react";

const PREFIX = "draft:";

/**
 * State that survives a reload: kept in local storage under "draft:{key}".
 * The first render uses `initial` (so pre-rendered HTML and hydration agree);
 * the stored draft is applied right after mounting. Stored values are merged over
 * `initial`, so fields added to a tool later get their defaults.
 */
export function useDraft<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(initial);
  // True only after the caller changed the value: loading a draft, mounting with the
  // initial value and clear() must not write (clear() would otherwise store the defaults
  // right after removing the draft).
  const dirty = useRef(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    // Runs before the write effect of the same commit, so a key change never copies
    // the previous key's value under the new key.
    dirty.current = false;
    const stored = readDraft<T>(key);
    if (stored !== undefined) setValue(mergeDraft(initialRef.current, stored));
  }, [key]);

  useEffect(() => {
    if (!dirty.current) return;
    writeDraft(key, value);
  }, [key, value]);

  const set = useCallback((next: T | ((prev: T) => T)) => {
    dirty.current = true;
    setValue(next);
  }, []);

  const clear = useCallback(() => {
    dirty.current = false;
    setValue(initialRef.current);
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      // Storage may be unavailable (private mode, quota); the tool still works.
    }
  }, [key]);

  return [value, set, clear];
}

export function mergeDraft<T>(initial: T, stored: unknown): T {
  if (isPlainObject(initial) && isPlainObject(stored)) {
    const out: Record<string, unknown> = { ...initial };
    for (const k of Object.keys(initial)) {
      if (k in stored && sameKind(initial[k], stored[k])) out[k] = stored[k];
    }
    return out as T;
  }
  return sameKind(initial, stored) ? (stored as T) : initial;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function kind(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}

/**
 * Whether a stored value may replace a default. `typeof` alone is not enough: a stored
 * `null` or array must not replace an object default (the tool would crash reading it).
 * A `null` default accepts any stored object, array or null.
 */
function sameKind(initial: unknown, stored: unknown): boolean {
  return kind(initial) === kind(stored) || (initial === null && typeof stored === "object");
}

export function readDraft<T>(key: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Full or unavailable storage must not break the tool.
  }
}
