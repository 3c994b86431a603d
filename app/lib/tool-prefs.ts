import { useCallback, useSyncExternalStore } from "react";

/**
 * Favourite and recently used tools (issue 15), kept in this browser's local storage; no
 * account. Pure list rules first, then one small store every component reads, so a star on
 * a tool page and the home page's row agree at once (and across tabs, through `storage`).
 */
export const FAVOURITES_KEY = "favourite-tools";
export const RECENT_KEY = "recent-tools";
export const MAX_RECENT = 6;
export const ADD_FAVOURITE_LABEL = "Add to favourites";
export const REMOVE_FAVOURITE_LABEL = "Remove from favourites";

/** Adds a slug at the end, or takes it out when it is there. */
export function toggleFavourite(list: readonly string[], slug: string): string[] {
  return list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug];
}

/** The slug first, without repeats, at most `max`. */
export function pushRecent(list: readonly string[], slug: string, max = MAX_RECENT): string[] {
  return [slug, ...list.filter((s) => s !== slug)].slice(0, max);
}

/** Only known slugs, once each: storage may hold anything (a removed tool, a hand edit). */
export function cleanSlugs(value: unknown, known: ReadonlySet<string>, max = Infinity): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const v of value) if (typeof v === "string" && known.has(v) && !out.includes(v)) out.push(v);
  return out.slice(0, max);
}

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; list: readonly string[] }>();

function read(key: string): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.list;
  let list: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string") : EMPTY;
  } catch {
    list = EMPTY;
  }
  cache.set(key, { raw, list });
  return list;
}

function write(key: string, list: readonly string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  for (const l of listeners) l();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === FAVOURITES_KEY || e.key === RECENT_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Records a visit to a tool page. */
export function recordRecent(slug: string): void {
  write(RECENT_KEY, pushRecent(read(RECENT_KEY), slug));
}

export function useToolPrefs() {
  const favourites = useSyncExternalStore(subscribe, () => read(FAVOURITES_KEY), () => EMPTY);
  const recent = useSyncExternalStore(subscribe, () => read(RECENT_KEY), () => EMPTY);
  const toggle = useCallback((slug: string) => write(FAVOURITES_KEY, toggleFavourite(read(FAVOURITES_KEY), slug)), []);
  const clearRecent = useCallback(() => write(RECENT_KEY, []), []);
  return { favourites, recent, toggle, clearRecent };
}
