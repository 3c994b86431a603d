/**
 * Scaffolds a tool folder and registers it: `npm run new-tool -- <slug> [group] [--kind K]`.
 * The files it writes are a starting point that compiles and passes the registry test once
 * its texts are filled in; the tool is not finished until its logic, UI and tests are real.
 *
 * Kinds build on the shared tool code in tools/shared, so a tool of a known family is a few
 * small files: `blank` (a page), `video-lookup` (a video link in, the video's details out:
 * VideoLookupTool + registerVideoLookup), `ai-list` (a list written by the language model from
 * a title and description: AiListForm + useAiList + registerAiListTool).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { TOOL_GROUPS } from "../tools/types";

export const KINDS = ["blank", "video-lookup", "ai-list"] as const;
export type ToolKind = (typeof KINDS)[number];

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

/** Adds a tool's server handler to server/tool-handlers.ts. */
export function addToHandlers(source: string, slug: string): string {
  const id = identifier(slug);
  if (source.includes(`"../tools/${slug}/server"`)) throw new Error(`${slug} already has a server handler`);
  const imports = [...source.matchAll(/^import \{ register as \w+ \} from "[^"]+";\n/gm)];
  const last = imports.at(-1);
  const at = last ? last.index! + last[0].length : 0;
  const withImport = `${source.slice(0, at)}import { register as ${id} } from "../tools/${slug}/server";\n${source.slice(at)}`;
  return withImport.replace("  // tool-handlers:list\n", `  // tool-handlers:list\n  ${id},\n`);
}

export function scaffold(root: string, slug: string, group: string, kind: ToolKind = "blank"): string[] {
  if (!KINDS.includes(kind)) throw new Error(`Unknown kind "${kind}"; one of ${KINDS.join(", ")}`);
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
  if (kind === "video-lookup") Object.assign(files, videoLookupFiles(slug, Name));
  if (kind === "ai-list") Object.assign(files, aiListFiles(slug, Name));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const registry = join(root, "tools", "registry.ts");
  writeFileSync(registry, addToRegistry(readFileSync(registry, "utf8"), slug));
  if (files["server.ts"]) {
    const handlers = join(root, "server", "tool-handlers.ts");
    writeFileSync(handlers, addToHandlers(readFileSync(handlers, "utf8"), slug));
  }
  return Object.keys(files).map((f) => `tools/${slug}/${f}`);
}

function videoLookupFiles(slug: string, Name: string): Record<string, string> {
  return {
    "logic.ts": `// Pure functions of the tool: no React, no fetch, no DOM.
import { readVideoBase, type VideoBase } from "../shared/video-lookup";

export const API_PATH = "/api/youtube/${slug}";
export const DRAFT_KEY = "${slug}";

export const LABELS = {
  input: "YouTube Video URL or ID",
  placeholder: "e.g. https://www.youtube.com/watch?v=… or the 11-character ID",
  extract: "Look up",
} as const;

/** What the page says under the form. */
export const NOTE = "";

/** What the lookup answers: the shared video base plus this tool's fields. */
export interface ${Name}Result extends VideoBase {
  description: string;
}

export function read${Name}Result(v: unknown): ${Name}Result | null {
  const base = readVideoBase(v);
  const description = (v as { description?: unknown } | null)?.description;
  return base && typeof description === "string" ? { ...base, description } : null;
}
`,
    "logic.test.ts": `import { describe, expect, it } from "vitest";
import { read${Name}Result } from "./logic";

describe("${slug}", () => {
  it("reads the lookup's result and refuses anything else", () => {
    const video = { videoId: "dQw4w9WgXcQ", title: "A title", description: "Words", source: "api", restriction: null };
    expect(read${Name}Result(video)).toEqual(video);
    expect(read${Name}Result({ ...video, description: 3 })).toBeNull();
    expect(read${Name}Result(null)).toBeNull();
  });
});
`,
    "server.ts": `import type { Router } from "express";
import type { ServerContext } from "../../server/context";
import { registerVideoLookup } from "../shared/video-lookup-server";
import { API_PATH, type ${Name}Result } from "./logic";

/** GET ${"$"}{API_PATH}?input=…: the shared lookup stream (tools/shared/video-lookup.ts), ending in this tool's fields. */
export function register(router: Router, ctx: ServerContext): void {
  registerVideoLookup(router, ctx, API_PATH.replace(/^\\/api/, ""), (d): ${Name}Result => ({
    videoId: d.videoId,
    title: d.title,
    description: d.description,
    source: d.source,
    restriction: d.restriction,
  }));
}
`,
    [`${Name}.tsx`]: `import { toolPageMeta } from "../../app/components/ToolLayout";
import { VideoLookupTool } from "../shared/VideoLookupTool";
import article from "./article.md";
import { API_PATH, DRAFT_KEY, LABELS, NOTE, read${Name}Result } from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

export default function ${Name}() {
  return (
    <VideoLookupTool
      tool={tool}
      article={article}
      apiPath={API_PATH}
      read={read${Name}Result}
      draftKey={DRAFT_KEY}
      labels={LABELS}
      progressLabel="Lookup progress"
      note={NOTE}
      status={(r) => r.title}
    >
      {(result, run) => (
        <article key={run} className="card p-5 sm:p-6">
          <h2 className="text-xl font-bold" dir="auto">
            {result.title}
          </h2>
          <p className="mt-3 whitespace-pre-wrap text-sm text-muted" dir="auto">
            {result.description}
          </p>
        </article>
      )}
    </VideoLookupTool>
  );
}
`,
  };
}

function aiListFiles(slug: string, Name: string): Record<string, string> {
  const noun = "items";
  return {
    "logic.ts": `// Pure functions of the tool: no React, no fetch, no DOM. The server builds the prompt and parses the reply with these.
import { stripCodeFences } from "../../app/lib/ai-reply";
import type { ChatRequest } from "../../server/services/llm";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../../app/lib/languages";
import { BASE_CATEGORIES, buildListPrompt, countCap, listToolKit, type CountOption, type ListInput } from "../shared/ai-list";

export const API_PATH = "/api/ai/${slug}";
export const DRAFT_KEY = "${slug}";

export const CATEGORIES = BASE_CATEGORIES;
export type Category = (typeof CATEGORIES)[number]["value"];
export const CATEGORY_VALUES = CATEGORIES.map((c) => c.value) as [Category, ...Category[]];

export interface ${Name}Input extends ListInput<Category> {
  includeTrending: boolean;
}

export const DEFAULT_INPUT: ${Name}Input = { title: "", description: "", category: "general", count: "medium", keywords: "", includeTrending: true };

export const LABELS = {
  title: "Video Title",
  description: "Video Description (optional)",
  category: "Content Category",
  count: "Count",
  keywords: "Keywords (optional)",
  includeTrending: "Include trending ${noun}",
  generate: "Generate",
} as const;

export const TIP = "";

const kit = listToolKit("${noun}", CATEGORIES, DEFAULT_INPUT);
export const { MESSAGES, ERROR_CODES, STAGES, normalizeInput, validateInput, categoryLabel, generationErrorMessage } = kit;

export function buildPrompt(input: ${Name}Input, year: number, language: LanguageCode = DEFAULT_LANGUAGE): ChatRequest {
  const category = categoryLabel(input.category);
  return buildListPrompt({
    noun: "${noun}",
    system: "You write ${noun} for YouTube videos. You reply with one per line and nothing else.",
    input,
    category,
    kinds: [input.includeTrending ? "- Trending ${noun}" : null],
    rules: [\`- When an item contains a year, use \${year}.\`],
    language,
  });
}

/** One item per line, list markers stripped, duplicates (ignoring case) dropped, at most the count's cap. */
export function parseItems(reply: string, count: CountOption): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of stripCodeFences(reply).split(/\\r?\\n/)) {
    const item = line.replace(/^(?:[-*•]+|\\d+[.)])\\s*/, "").trim();
    const key = item.normalize("NFC").toLocaleLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out.slice(0, countCap(count));
}

/** What the page's generation (tools/shared/use-ai-list.ts) needs from this tool. */
export const LIST = {
  draftKey: DRAFT_KEY,
  defaults: DEFAULT_INPUT,
  normalize: normalizeInput,
  apiPath: API_PATH,
  noun: "${noun}",
  stages: STAGES,
  messages: MESSAGES,
  errorCodes: ERROR_CODES,
  errorMessage: generationErrorMessage,
};
`,
    "logic.test.ts": `import { describe, expect, it } from "vitest";
import { buildPrompt, DEFAULT_INPUT, parseItems } from "./logic";

describe("${slug}", () => {
  it("parses one item per line, without markers or repeats, up to the count", () => {
    expect(parseItems("1. Alpha\\n- beta\\nALPHA\\n\\n• हिन्दी गाने", "medium")).toEqual(["Alpha", "beta", "हिन्दी गाने"]);
  });

  it("asks for the count, the fields and the language", () => {
    const user = buildPrompt({ ...DEFAULT_INPUT, title: "Bread" }, 2026, "hi").messages.at(-1)!.content;
    expect(user).toContain("Generate 10-15 YouTube ${noun}");
    expect(user).toContain("Video title: Bread");
    expect(user).toContain("Hindi");
  });
});
`,
    "server.ts": `import type { Router } from "express";
import type { ServerContext } from "../../server/context";
import { listRequestSchema, registerAiListTool } from "../shared/ai-list-server";
import { API_PATH, buildPrompt, CATEGORY_VALUES, ERROR_CODES, MESSAGES, parseItems } from "./logic";

export const requestSchema = listRequestSchema({ noun: "${noun}", categories: CATEGORY_VALUES, flags: ["includeTrending"], messages: MESSAGES });

/** POST ${"$"}{API_PATH}: the server builds the prompt from validated fields, asks the model once and answers the parsed list. */
export function register(router: Router, ctx: ServerContext): void {
  registerAiListTool(router, ctx, { path: API_PATH, schema: requestSchema, buildPrompt, parse: parseItems, key: "${noun}", messages: MESSAGES, errorCodes: ERROR_CODES });
}
`,
    [`${Name}.tsx`]: `import { ToolLayout, toolPageMeta } from "../../app/components/ToolLayout";
import { CopyButton } from "../../app/ui/CopyButton";
import { ErrorBox } from "../../app/ui/ErrorBox";
import { AiListForm } from "../shared/AiListForm";
import { useAiList } from "../shared/use-ai-list";
import article from "./article.md";
import { CATEGORIES, LABELS, LIST, TIP, type ${Name}Input } from "./logic";
import { meta as tool } from "./meta";

export const meta = () => toolPageMeta(tool);

export default function ${Name}() {
  const state = useAiList<${Name}Input>({ tool, ...LIST });
  const { list, error, resultsRef } = state;
  return (
    <ToolLayout tool={tool} intro={tool.summary} article={article} wide>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AiListForm
          state={state}
          id="${slug}"
          singular="Item"
          labels={LABELS}
          categories={CATEGORIES}
          flags={["includeTrending"] as const}
          placeholders={{ title: "e.g. How to bake sourdough bread at home", keywords: "e.g. sourdough, baking" }}
          tip={TIP}
        />
        <section ref={resultsRef} aria-labelledby="${slug}-results" className="card flex min-h-64 min-w-0 flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="${slug}-results" className="text-xl font-bold">
              Results
            </h2>
            <CopyButton text={list.join("\\n")} label="Copy all" disabled={list.length === 0} trackContext={{ tool: tool.slug }} />
          </div>
          {error ? <ErrorBox message={error} /> : null}
          <ul className="flex flex-col gap-2">
            {list.map((item) => (
              <li key={item} className="rounded-lg border border-line bg-surface-2 px-3 py-2" dir="auto">
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </ToolLayout>
  );
}
`,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const k = args.indexOf("--kind");
  const kind = (k >= 0 ? args.splice(k, 2)[1] : "blank") as ToolKind;
  const [slug, group = "other"] = args;
  if (!slug) {
    console.error(`Usage: npm run new-tool -- <slug> [group] [--kind ${KINDS.join("|")}]`);
    process.exit(1);
  }
  try {
    const written = scaffold(resolve(import.meta.dirname, ".."), slug, group, kind);
    console.log(`Created:\n  ${written.join("\n  ")}\nand registered ${slug} in tools/registry.ts.`);
    console.log("Fill in meta.ts (the registry test checks it), then the logic, UI, article and tests.");
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
