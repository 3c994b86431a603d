import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addToRegistry, componentName, identifier, scaffold } from "./new-tool";

describe("new-tool scaffold", () => {
  it("derives names from the slug", () => {
    expect(componentName("case-converter")).toBe("CaseConverter");
    expect(identifier("youtube-tag-generator")).toBe("youtubeTagGenerator");
  });

  it("adds one import and one entry to the registry, and refuses a second time", () => {
    const src = readFileSync(join(import.meta.dirname, "../tools/registry.ts"), "utf8");
    const out = addToRegistry(src, "my-tool");
    expect(out).toContain('import { meta as myTool } from "./my-tool/meta";\n// registry:imports');
    expect(out).toContain("  myTool,\n  // registry:tools");
    expect(() => addToRegistry(out, "my-tool")).toThrow(/already registered/);
  });

  it("writes the tool folder and registers it; rejects bad slugs, unknown groups and existing folders", () => {
    const root = mkdtempSync(join(tmpdir(), "scaffold-"));
    try {
      mkdirSync(join(root, "tools"));
      copyFileSync(join(import.meta.dirname, "../tools/registry.ts"), join(root, "tools/registry.ts"));
      writeFileSync(join(root, "tools/types.ts"), "");
      const files = scaffold(root, "word-counter", "other");
      expect(files).toEqual([
        "tools/word-counter/meta.ts",
        "tools/word-counter/logic.ts",
        "tools/word-counter/logic.test.ts",
        "tools/word-counter/WordCounter.tsx",
        "tools/word-counter/article.md",
      ]);
      for (const f of files) expect(existsSync(join(root, f))).toBe(true);
      expect(readFileSync(join(root, "tools/word-counter/meta.ts"), "utf8")).toContain('component: "WordCounter.tsx"');
      expect(readFileSync(join(root, "tools/registry.ts"), "utf8")).toContain('from "./word-counter/meta"');
      expect(() => scaffold(root, "word-counter", "other")).toThrow(/already exists/);
      expect(() => scaffold(root, "Bad Slug", "other")).toThrow(/not a valid slug/);
      expect(() => scaffold(root, "x-tool", "misc")).toThrow(/Unknown group/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
