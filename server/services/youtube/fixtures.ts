import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Where the real YouTube pages and API answers live (../shared/fixtures/youtube, see its
 * PROVENANCE.md). Tests read them in place and skip, saying why, when the folder is absent.
 */
export const PROJECT_ROOT = resolve(import.meta.dirname, "../../..");
export const FIXTURES_DIR = resolve(PROJECT_ROOT, "../shared/fixtures/youtube");
export const HAVE_FIXTURES = existsSync(FIXTURES_DIR);
export const SKIP_NOTE = `YouTube fixture tests skipped: ${FIXTURES_DIR} is absent (the real pages and API answers are read from ../shared at test time, never copied).`;

export function fixtureText(relative: string): string {
  return readFileSync(join(FIXTURES_DIR, relative), "utf8");
}

export function fixtureJson(relative: string): unknown {
  return JSON.parse(fixtureText(relative));
}
