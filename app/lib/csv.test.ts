import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes only fields with a comma, quote or line break, and doubles quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(null)).toBe("");
    expect(csvField(42)).toBe("42");
  });

  it("quotes everything when asked (spec 002 §9) and ends records with CRLF", () => {
    expect(toCsv(["videoId", "title"], [["abc", 'A "b", c']], { quoteAll: true })).toBe('"videoId","title"\r\n"abc","A ""b"", c"\r\n');
  });

  it("can keep spreadsheet formulas from running", () => {
    expect(csvField("=HYPERLINK(\"x\")", { guardFormulas: true })).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("-5", { guardFormulas: true })).toBe("'-5");
    expect(csvField(-5, { guardFormulas: true })).toBe("-5");
  });

  it("any table survives a round trip through a CSV reader", () => {
    const table = fc.array(fc.array(fc.string(), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(table, fc.boolean(), (rows, quoteAll) => {
        const text = toCsv(["a", "b", "c"], rows, { quoteAll });
        const parsed = Papa.parse<string[]>(text.slice(0, -2), { newline: "\r\n" });
        expect(parsed.data).toEqual([["a", "b", "c"], ...rows]);
      }),
      { numRuns: 500 },
    );
  });
});
