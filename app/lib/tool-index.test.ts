import { describe, it, expect } from "vitest";
import { findToolEntry, toolIndex, toolIndexByGroup } from "./tool-index";
import { tools } from "../../tools/registry";
import { toolDirectory } from "./tool-directory";
import { TOOL_GROUPS, toIndexEntry, toNavEntry } from "../../tools/types";

describe("toolIndex (every page) and toolDirectory (home and the palette)", () => {
  it("are the registry reduced, in registry order", () => {
    expect(toolIndex).toEqual(tools.map(toNavEntry));
    expect(toolDirectory).toEqual(tools.map(toIndexEntry));
  });

  it("every page carries only what navigation shows; the directory adds checklists and aliases (never FAQ or SEO text)", () => {
    const nav = new Set(["slug", "name", "group", "summary", "offline"]);
    for (const entry of toolIndex) for (const key of Object.keys(entry)) expect(nav.has(key), `${entry.slug}.${key}`).toBe(true);
    const directory = new Set([...nav, "checklist", "searchAliases"]);
    for (const entry of toolDirectory) for (const key of Object.keys(entry)) expect(directory.has(key), `${entry.slug}.${key}`).toBe(true);
  });
});

describe("findToolEntry", () => {
  it("finds every registered tool by slug", () => {
    for (const t of tools) expect(findToolEntry(t.slug)?.name).toBe(t.name);
  });

  it("returns undefined for an unknown slug", () => {
    expect(findToolEntry("no-such-tool")).toBeUndefined();
    expect(findToolEntry("")).toBeUndefined();
  });
});

describe("toolIndexByGroup", () => {
  const groups = toolIndexByGroup();

  it("lists only groups that have tools, in the spec's order", () => {
    const order = TOOL_GROUPS.map((g) => g.id);
    const ids = groups.map((g) => g.id);
    expect(ids).toEqual(order.filter((id) => toolIndex.some((t) => t.group === id)));
    for (const g of groups) expect(g.tools.length).toBeGreaterThan(0);
  });

  it("keeps each group's label", () => {
    for (const g of groups) expect(g.label).toBe(TOOL_GROUPS.find((x) => x.id === g.id)!.label);
  });

  it("puts every tool in exactly its own group", () => {
    const all = groups.flatMap((g) => g.tools.map((t) => [g.id, t.slug] as const));
    expect(all).toHaveLength(toolIndex.length);
    for (const [group, slug] of all) expect(findToolEntry(slug)?.group).toBe(group);
  });
});
