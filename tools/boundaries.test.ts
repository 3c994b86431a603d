import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 16: no tool folder imports another tool's folder, and the shared tool code
 * (tools/shared) imports no tool folder at all. What two tools share lives in tools/shared,
 * app/ or server/. Checked over every source file, tests included.
 */
const TOOLS = import.meta.dirname;
const SHARED = "shared";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports, `new URL(…, import.meta.url)` workers. */
function specifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/(?:^|\s)(?:import|export)\s[^;'"]*?from\s*["']([^"']+)["']/gm)) out.push(m[1]!);
  for (const m of source.matchAll(/(?:^|\s)import\s*["']([^"']+)["']/gm)) out.push(m[1]!);
  for (const m of source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) out.push(m[1]!);
  for (const m of source.matchAll(/new URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url/g)) out.push(m[1]!);
  return out;
}

/** The tool folder a path lies in ("shared" for the shared code), or null outside tools/. */
function folderOf(path: string): string | null {
  const rel = relative(TOOLS, path);
  if (rel.startsWith("..") || !rel.includes(sep)) return null;
  return rel.split(sep)[0]!;
}

const folders = readdirSync(TOOLS).filter((d) => statSync(join(TOOLS, d)).isDirectory());

describe("tool folder boundaries", () => {
  it("reads import specifiers of every kind", () => {
    expect(
      specifiers(`import a from "./a";\nimport type { B } from "../b/logic";\nexport { c } from "../shared/c";\nimport "./side";\nconst d = await import("../d/x");\nnew Worker(new URL("./w.ts", import.meta.url));`),
    ).toEqual(["./a", "../b/logic", "../shared/c", "./side", "../d/x", "./w.ts"]);
  });

  it.each(folders.map((f) => [f] as const))("%s imports no other tool's folder", (folder) => {
    const crossings: string[] = [];
    for (const file of files(join(TOOLS, folder))) {
      for (const spec of specifiers(readFileSync(file, "utf8"))) {
        if (!spec.startsWith(".")) continue;
        const target = folderOf(resolve(dirname(file), spec));
        if (target === null || target === folder) continue;
        if (target === SHARED && folder !== SHARED) continue;
        crossings.push(`${relative(TOOLS, file)} → ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
