import { tools } from "../../tools/registry";
import { toolPath } from "../../tools/types";
import { STATIC_PAGES } from "./pages";

/** Every path rendered to HTML at build time (build-side only: imports the full registry). */
export function prerenderPaths(): string[] {
  return [...STATIC_PAGES.map((p) => p.path), ...tools.map((t) => toolPath(t.slug))];
}
