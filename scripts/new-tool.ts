/**
 * Scaffolds a tool folder and registers it: `npm run new-tool -- <slug> [group]`.
 * The files it writes are a starting point that compiles and passes the registry test once
 * its texts are filled in; the tool is not finished until its logic, UI and tests are real.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { TOOL_GROUPS } from "../tools/types";

export function componentName(slug: string): string {
  return slug
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
}

export function identifier(slug: string): string {
  const c = componentName(slug);
  return c.charAt(0).toLowerCase() + c.slice(1);
}

export function addToRegistry(source: string, slug: string): string {
  const id = identifier(slug);
  if (source.includes(`"./${slug}/meta"`)) throw new Error(`${slug} is already registered`);
  return source
    .replace("// registry:imports", `import { meta as ${id} } from "./${slug}/meta";\n// registry:imports`)
    .replace("  // registry:tools", `  ${id},\n  // registry:tools`);
}

export function scaffold(root: string, slug: string, group: string): string[] {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new Error(`"${slug}" is not a valid slug (lower-case words joined by hyphens)`);
  if (!TOOL_GROUPS.some((g) => g.id === group)) throw new Error(`Unknown group "${group}"; one of ${TOOL_GROUPS.map((g) => g.id).join(", ")}`);
  const dir = join(root, "tools", slug);
  if (existsSync(dir)) throw new Error(`tools/${slug} already exists`);
  const Name = componentName(slug);
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    "meta.ts": `import type { ToolMeta } from "../types";

export const meta: ToolMeta = {
  slug: "${slug}",
  name: "${Name.replace(/([a-z])([A-Z])/g, "$1 $2")}",
  group: "${group}",
  summary: "",
  checklist: [],
  seo: { title: "", description: "", keywords: [] },
  faq: [],
  related: [],
  component: "${Name}.tsx",
};
`,
    "logic.ts": `// Pure functions of the tool: no React, no fetch, no DOM.\n`,
    "logic.test.ts": `import { describe } from "vitest";\n\ndescribe("${slug}", () => {\n  // One test per rule, constant and message of the spec.\n});\n`,
    [`${Name}.tsx`]: `import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import article from "./article.md";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

export default function ${Name}() {
  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article}>
      <div className="card p-6" />
    </ToolLayout>
  );
}
`,
    "article.md": `## About this tool\n`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const registry = join(root, "tools", "registry.ts");
  writeFileSync(registry, addToRegistry(readFileSync(registry, "utf8"), slug));
  return Object.keys(files).map((f) => `tools/${slug}/${f}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const [slug, group = "other"] = process.argv.slice(2);
  if (!slug) {
    console.error("Usage: npm run new-tool -- <slug> [group]");
    process.exit(1);
  }
  try {
    const written = scaffold(resolve(import.meta.dirname, ".."), slug, group);
    console.log(`Created:\n  ${written.join("\n  ")}\nand registered ${slug} in tools/registry.ts.`);
    console.log("Fill in meta.ts (the registry test checks it), then the logic, UI, article and tests.");
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
