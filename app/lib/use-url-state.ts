import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * State kept in the page's query string, so a shared link reproduces it.
 * The first render uses `initial` (pre-rendered HTML has no query, so hydration must
 * match it); the link's values are applied right after mounting. Only changes made
 * through the returned setter are written back, replacing the history entry.
 */
export function useUrlState<T>(
  initial: T,
  read: (params: URLSearchParams) => T,
  write: (value: T) => URLSearchParams,
  onRead?: (value: T) => void,
): [T, (next: T | ((prev: T) => T)) => void] {
  const [value, setValue] = useState<T>(initial);
  const [searchParams, setSearchParams] = useSearchParams();
  const dirty = useRef(false);
  const latest = useRef({ searchParams, setSearchParams, read, write, onRead });
  useEffect(() => {
    latest.current = { searchParams, setSearchParams, read, write, onRead };
  });

  useEffect(() => {
    const { searchParams: params, read: readParams, onRead: notify } = latest.current;
    const fromLink = readParams(params);
    setValue(fromLink);
    notify?.(fromLink);
  }, []);

  useEffect(() => {
    if (!dirty.current) return;
    const { setSearchParams: setParams, write: writeParams } = latest.current;
    const next = writeParams(value);
    if (next.toString() === window.location.search.replace(/^\?/, "")) return;
    setParams(next, { replace: true, preventScrollReset: true });
  }, [value]);

  const set = useCallback((next: T | ((prev: T) => T)) => {
    dirty.current = true;
    setValue(next);
  }, []);

  return [value, set];
}
