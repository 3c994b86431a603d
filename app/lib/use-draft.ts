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
  const loaded = useRef(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    const stored = readDraft<T>(key);
    if (stored !== undefined) setValue(mergeDraft(initialRef.current, stored));
    loaded.current = true;
  }, [key]);

  useEffect(() => {
    if (!loaded.current) return;
    writeDraft(key, value);
  }, [key, value]);

  const clear = useCallback(() => {
    setValue(initialRef.current);
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      // Storage may be unavailable (private mode, quota); the tool still works.
    }
  }, [key]);

  return [value, setValue, clear];
}

export function mergeDraft<T>(initial: T, stored: unknown): T {
  if (isPlainObject(initial) && isPlainObject(stored)) {
    const out: Record<string, unknown> = { ...initial };
    for (const k of Object.keys(initial)) {
      if (k in stored && typeof stored[k] === typeof (initial as Record<string, unknown>)[k]) out[k] = stored[k];
    }
    return out as T;
  }
  return typeof stored === typeof initial ? (stored as T) : initial;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
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
