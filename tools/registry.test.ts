import { describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { tools, toolsByGroup } from "./registry";
import { TOOL_GROUPS } from "./types";

const groupIds = new Set<string>(TOOL_GROUPS.map((g) => g.id));

describe("tool registry", () => {
  it("has the six navigation groups of the spec, in order", () => {
    expect(TOOL_GROUPS.map((g) => g.label)).toEqual([
      "YT Generator Tools",
      "YT Extractor Tools",
      "YT Discovery & Research",
      "YT Downloader Tools",
      "YT Engagement & Interaction",
      "Other Tools",
    ]);
  });

  it("has unique slugs and names", () => {
    expect(new Set(tools.map((t) => t.slug)).size).toBe(tools.length);
    expect(new Set(tools.map((t) => t.name)).size).toBe(tools.length);
  });

  it("registers every tool folder that has a meta.ts, and nothing else", () => {
    const dir = import.meta.dirname;
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "meta.ts")) && existsSync(join(dir, d.name, "logic.ts")))
      .map((d) => d.name);
    for (const t of tools) expect(folders).toContain(t.slug);
  });

  it.each(tools.map((t) => [t.slug, t] as const))("%s: valid record", (_slug, t) => {
    expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(groupIds.has(t.group)).toBe(true);
    expect(t.name.trim().length).toBeGreaterThan(2);
    expect(t.summary.trim().length).toBeGreaterThan(20);
    expect(t.checklist.length).toBeGreaterThanOrEqual(3);
    expect(t.seo.title.length).toBeGreaterThan(10);
    expect(t.seo.title.length).toBeLessThan(60);
    expect(t.seo.description.length).toBeGreaterThanOrEqual(50);
    expect(t.seo.description.length).toBeLessThanOrEqual(160);
    expect(t.seo.keywords.length).toBeGreaterThan(0);
    expect(t.faq.length).toBeGreaterThanOrEqual(3);
    for (const f of t.faq) {
      expect(f.question.trim()).toMatch(/\?$/);
      expect(f.answer.trim().length).toBeGreaterThan(10);
    }
    for (const r of t.related) expect(r).not.toBe(t.slug);
    expect(existsSync(join(import.meta.dirname, t.slug, t.component))).toBe(true);
    expect(existsSync(join(import.meta.dirname, t.slug, "article.md"))).toBe(true);
  });

  it("groups only tools that exist, without empty groups", () => {
    const grouped = toolsByGroup();
    expect(grouped.flatMap((g) => g.tools).length).toBe(tools.length);
    for (const g of grouped) expect(g.tools.length).toBeGreaterThan(0);
  });

  it("uses the spec's search aliases for text-to-speech and the thumbnail maker when they exist", () => {
    const tts = tools.find((t) => t.slug === "text-to-speech");
    if (tts) expect(tts.searchAliases).toEqual(expect.arrayContaining(["Text-to-Speech", "TTS"]));
    const maker = tools.find((t) => t.slug === "youtube-thumbnail-maker");
    if (maker) expect(maker.searchAliases).toEqual(expect.arrayContaining(["Thumbnail Maker"]));
  });
});
