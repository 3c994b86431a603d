import { describe, it, expect } from "vitest";
import { prerenderPaths } from "./prerender-paths";
import { STATIC_PAGES } from "./pages";
import { tools } from "../../tools/registry";
import { toolPath } from "../../tools/types";

describe("prerenderPaths", () => {
  it("includes every static page", () => {
    const paths = prerenderPaths();
    for (const p of STATIC_PAGES) expect(paths).toContain(p.path);
  });

  it("includes every registered tool at /{slug}", () => {
    const paths = prerenderPaths();
    for (const t of tools) expect(paths).toContain(toolPath(t.slug));
    expect(paths).toHaveLength(STATIC_PAGES.length + tools.length);
  });

  it("starts with the home page", () => {
    expect(prerenderPaths()[0]).toBe("/");
  });

  it("has no duplicates (no tool slug collides with a static page)", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives only root-relative paths", () => {
    for (const p of prerenderPaths()) expect(p).toMatch(/^\/[a-z0-9-]*$/);
  });
});
