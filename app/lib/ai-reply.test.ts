import { describe, expect, it } from "vitest";
import { extractJsonObject, parseJsonReply, stripCodeFences, stripMarkdown } from "./ai-reply";

describe("reply cleaning", () => {
  it("strips code fences with and without a language tag", () => {
    expect(stripCodeFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(stripCodeFences("```\nplain\n```")).toBe("plain");
  });

  it("keeps the text from the first { to the last }", () => {
    expect(extractJsonObject('Sure! Here it is: {"a":{"b":2}} Hope this helps')).toBe('{"a":{"b":2}}');
    expect(extractJsonObject("no json here")).toBe("");
  });

  it("parses fenced JSON with chatter around it, and falls back to the raw text", () => {
    expect(parseJsonReply('Here:\n```json\n{"title":"x"}\n```\nEnjoy')).toEqual({ ok: true, value: { title: "x" }, text: '{"title":"x"}' });
    expect(parseJsonReply("{not: json}")).toEqual({ ok: false, raw: "{not: json}" });
    expect(parseJsonReply("  just words  ")).toEqual({ ok: false, raw: "just words" });
  });

  it("strips Markdown: bold, italic, headings, code ticks; links keep their text", () => {
    expect(stripMarkdown("## Intro\n**Bold** and *italic* and __also__ and _this_")).toBe("Intro\nBold and italic and also and this");
    expect(stripMarkdown("Use `npm test` and see [the docs](https://x.org).")).toBe("Use npm test and see the docs.");
    expect(stripMarkdown("### Heading 3\n# H1")).toBe("Heading 3\nH1");
  });

  it("leaves snake_case words, lone asterisks and arithmetic alone", () => {
    expect(stripMarkdown("my_var_name stays")).toBe("my_var_name stays");
    expect(stripMarkdown("5 * 3 = 15")).toBe("5 * 3 = 15");
  });
});
