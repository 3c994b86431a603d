import { resolve } from "node:path";

/**
 * How the client build is cut into files (rolldown's `output.codeSplitting.groups`).
 *
 * React Router makes every route module an entry, so a module that the root layout and some
 * routes import lands in a chunk of its own: the home page loaded 18 scripts, 10 of them under
 * 1 KB, each compressed on its own (3.8 KB more gzip than the same code in one file). Two groups
 * fix that without giving any page code it does not run:
 * - `framework`: the runtime (Preact in React's place) and React Router, which every page loads, in one file cached
 *   across deployments that change only our code (the client entry stays a file of its own);
 * - `shell`: our modules that every page loads anyway — what the root layout imports, and what
 *   at least 90 % of the routes import (the head tags).
 * Everything else keeps rolldown's automatic splitting, so lazy parts stay lazy.
 */

/** What a chunking pass can ask about a module. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|preact|scheduler|react-router|@react-router[\\/][^\\/]+|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const STYLES = /\.css(\?|$)/;

/** Every module reached from `from` through static imports (the module itself included). */
export function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/** Share of the routes that must import a module for it to join the shell. */
export const SHELL_SHARE = 0.9;

/**
 * Our modules (not packages) that every page loads: the root layout's static imports, and what
 * at least {@link SHELL_SHARE} of the routes import (the head tags; the 404 page does without).
 * Route entries stay in their own chunks.
 */
export function shellModules(graph: ModuleGraph, root: string, routes: readonly string[]): Set<string> {
  // The root module and the stylesheet stay in the root route's chunk: React Router marks the
  // CSS of a chunk that lazy parts import (as they import the shell) as "dynamic" and adds `#`
  // to its link.
  const own = (id: string) =>
    id !== root && !STYLES.test(id) && !NODE_MODULES.test(id) && !id.startsWith("\0") && graph.getModuleInfo(id)?.isEntry === false;
  const shell = new Set([...staticClosure(graph, root)].filter(own));
  const uses = new Map<string, number>();
  for (const route of routes) for (const id of staticClosure(graph, route)) uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const [id, n] of uses) if (own(id) && n >= SHELL_SHARE * routes.length) shell.add(id);
  return shell;
}

/**
 * React Router's client entry (which hydrates the page) stays in its own file: the page's inline
 * module imports it only after it has set the router's globals, while route modules import the
 * framework file first — an entry inside that file would run before the globals exist.
 */
const CLIENT_ENTRY = /[\\/]entry\.client\.[jt]sx?$/;

export function isFramework(id: string): boolean {
  return FRAMEWORK.test(id) && !CLIENT_ENTRY.test(id);
}

/** The groups for the client build; `routeFiles` are the route modules relative to app/. */
export function chunkGroups(appDir: string, routeFiles: readonly string[]) {
  type Group = { name: (id: string, ctx: ModuleGraph) => string | null; priority: number };
  const root = resolve(appDir, "root.tsx");
  const routes = routeFiles.map((f) => resolve(appDir, f));
  let shell: Set<string> | undefined;
  const groups: [Group, Group] = [
    { name: (id: string) => (isFramework(id) ? "framework" : null), priority: 2 },
    {
      name: (id: string, ctx: ModuleGraph) => ((shell ??= shellModules(ctx, root, routes)).has(id) ? "shell" : null),
      priority: 1,
    },
  ];
  return groups;
}
