import type { ToolMeta } from "../../tools/types";

export function normalizeQuery(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Home search (spec 000 §2, §5): a tool shows if its title contains the trimmed text,
 * case-insensitively; a tool's search aliases (e.g. "TTS") match the same way.
 */
export function matchesTool(tool: Pick<ToolMeta, "name" | "searchAliases">, raw: string): boolean {
  const q = normalizeQuery(raw);
  if (!q) return true;
  return [tool.name, ...(tool.searchAliases ?? [])].some((s) => s.toLowerCase().includes(q));
}

export function searchTools<T extends Pick<ToolMeta, "name" | "searchAliases">>(list: readonly T[], raw: string): T[] {
  return list.filter((t) => matchesTool(t, raw));
}
