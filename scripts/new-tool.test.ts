import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addToHandlers, addToRegistry, componentName, identifier, scaffold } from "./new-tool";

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

  it("adds a server handler's import and entry, once", () => {
    const src = readFileSync(join(import.meta.dirname, "../server/tool-handlers.ts"), "utf8");
    const out = addToHandlers(src, "my-lookup");
    expect(out).toContain('import { register as myLookup } from "../tools/my-lookup/server";');
    expect(out).toContain("  // tool-handlers:list\n  myLookup,\n");
    expect(() => addToHandlers(out, "my-lookup")).toThrow(/already has a server handler/);
  });

  it("builds a video lookup or an AI list tool on the shared tool code, server handler included", () => {
    const root = mkdtempSync(join(tmpdir(), "scaffold-"));
    try {
      mkdirSync(join(root, "tools"));
      mkdirSync(join(root, "server"));
      copyFileSync(join(import.meta.dirname, "../tools/registry.ts"), join(root, "tools/registry.ts"));
      copyFileSync(join(import.meta.dirname, "../server/tool-handlers.ts"), join(root, "server/tool-handlers.ts"));
      const lookup = scaffold(root, "video-facts", "extractor", "video-lookup");
      expect(lookup).toContain("tools/video-facts/server.ts");
      const read = (f: string) => readFileSync(join(root, f), "utf8");
      expect(read("tools/video-facts/VideoFacts.tsx")).toContain('from "../shared/VideoLookupTool"');
      expect(read("tools/video-facts/server.ts")).toContain("registerVideoLookup(");
      expect(read("tools/video-facts/logic.ts")).toContain('from "../shared/video-lookup"');
      const list = scaffold(root, "emoji-ideas", "generator", "ai-list");
      expect(list).toContain("tools/emoji-ideas/server.ts");
      expect(read("tools/emoji-ideas/EmojiIdeas.tsx")).toContain('from "../shared/AiListForm"');
      expect(read("tools/emoji-ideas/server.ts")).toContain("registerAiListTool(");
      expect(read("tools/emoji-ideas/logic.ts")).toContain("listToolKit(");
      const handlers = read("server/tool-handlers.ts");
      expect(handlers).toContain('from "../tools/video-facts/server"');
      expect(handlers).toContain('from "../tools/emoji-ideas/server"');
      expect(() => scaffold(root, "x-tool", "other", "spreadsheet" as never)).toThrow(/Unknown kind/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
