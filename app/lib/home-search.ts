import type { ToolMeta } from "../../tools/types";

export function normalizeQuery(raw: string): string {
  return raw.trim().toLowerCase();
}

type Searchable = Pick<ToolMeta, "name" | "searchAliases"> & Partial<Pick<ToolMeta, "summary" | "checklist">>;

/** Lower case, Latin accents folded ("Générateur" finds "generateur"); other scripts as written. */
function fold(s: string): string {
  return s.normalize("NFD").replace(/(\p{Script=Latin})\p{M}+/gu, "$1").normalize("NFC").toLowerCase();
}

/**
 * How well a tool matches the search, or null when it does not (issue 18 extends spec 000
 * §2, §5): 0 the title contains the trimmed text (the spec's rule, ranked first), 1 an alias
 * ("TTS") contains it, 2 every word of it is in the title or aliases, 3 every word is in the
 * card's description or checklist ("mp3" finds text-to-speech).
 */
export function toolScore(tool: Searchable, raw: string): number | null {
  const q = fold(raw.trim());
  if (!q) return 0;
  const name = fold(tool.name);
  if (name.includes(q)) return 0;
  const aliases = (tool.searchAliases ?? []).map(fold);
  if (aliases.some((a) => a.includes(q))) return 1;
  const words = q.split(/\s+/u);
  const hasAll = (hay: string) => words.every((w) => hay.includes(w));
  const titles = [name, ...aliases].join("\n");
  if (hasAll(titles)) return 2;
  const card = [titles, fold(tool.summary ?? ""), ...(tool.checklist ?? []).map(fold)].join("\n");
  return hasAll(card) ? 3 : null;
}

export function matchesTool(tool: Searchable, raw: string): boolean {
  return toolScore(tool, raw) !== null;
}

/** The matching tools, best matches first, in registry order within each rank. */
export function searchTools<T extends Searchable>(list: readonly T[], raw: string): T[] {
  return list
    .map((t, i) => ({ t, i, score: toolScore(t, raw) }))
    .filter((x): x is { t: T; i: number; score: number } => x.score !== null)
    .sort((a, b) => a.score - b.score || a.i - b.i)
    .map((x) => x.t);
}
