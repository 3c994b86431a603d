import { describe, it, expect } from "vitest";
import {
  ADVANCED_SETTINGS_LABEL,
  CLEAR_LABEL,
  COLUMN_DATA_LABEL,
  CONVERT_LEFT_LABEL,
  CONVERT_RIGHT_LABEL,
  COPY_CONFIRMATION_MS,
  COPY_LABEL,
  DEFAULT_SETTINGS,
  DELIMITED_DATA_LABEL,
  EXPLODE_MODES,
  EXPLODE_MODE_OPTIONS,
  MAX_INTERVAL,
  QUOTE_OPTIONS,
  QUOTE_STYLES,
  SETTING_HINTS,
  SETTING_LABELS,
  UNCLOSED_QUOTE_WARNING,
  cleanItems,
  columnToDelimited,
  decodeDelimiter,
  delimitedToColumn,
  delimiterInItemsWarning,
  describeResult,
  explodeColumn,
  groupSeparator,
  itemsContainingDelimiter,
  normaliseInterval,
  normaliseSettings,
  parseDelimited,
  quoteItem,
  stripSurroundingQuotes,
  stripTags,
  tightenQuotedFields,
  type CommaSettings,
  type QuoteStyle,
} from "./logic";

const settings = (over: Partial<CommaSettings> = {}): CommaSettings => ({ ...DEFAULT_SETTINGS, ...over });
const right = (text: string, over: Partial<CommaSettings> = {}) => columnToDelimited(text, settings(over)).output;
const left = (text: string, over: Partial<CommaSettings> = {}) => delimitedToColumn(text, settings(over)).output;

describe("labels, options and defaults", () => {
  it("uses the spec's words", () => {
    expect(COLUMN_DATA_LABEL).toBe("Column data");
    expect(DELIMITED_DATA_LABEL).toBe("Delimited data");
    expect(CONVERT_RIGHT_LABEL).toBe("Convert right");
    expect(CONVERT_LEFT_LABEL).toBe("Convert left");
    expect(CLEAR_LABEL).toBe("Clear");
    expect(COPY_LABEL).toBe("Copy");
    expect(ADVANCED_SETTINGS_LABEL).toBe("Advanced Settings");
  });

  it("copy confirmation lasts 1.5 s in text tools (spec 002 §1, §9)", () => {
    expect(COPY_CONFIRMATION_MS).toBe(1500);
  });

  it("defaults: delimiter comma, tidy and dedupe on, no quotes, interval 0 (spec 002 §9)", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      delimiter: ",",
      tidy: true,
      dedupe: true,
      explode: "newlines",
      quotes: "none",
      interval: 0,
      openTag: "",
      closeTag: "",
      intervalWrapOpen: "",
      intervalWrapClose: "",
    });
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
  });

  it("lists the explode modes and quote styles of spec 002 §3 with their labels", () => {
    expect(EXPLODE_MODES).toEqual(["newlines", "spaces", "commas", "semicolons"]);
    expect(EXPLODE_MODE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ["newlines", "newlines"],
      ["spaces", "spaces"],
      ["commas", "commas"],
      ["semicolons", "semicolons"],
    ]);
    expect(QUOTE_STYLES).toEqual(["none", "double", "single"]);
    expect(QUOTE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ["none", "none"],
      ["double", "double"],
      ["single", "single"],
    ]);
    for (const o of [...EXPLODE_MODE_OPTIONS, ...QUOTE_OPTIONS]) expect(o.hint.length).toBeGreaterThan(0);
  });

  it("has a label and a hint for every setting", () => {
    const keys = Object.keys(DEFAULT_SETTINGS).sort();
    expect(Object.keys(SETTING_LABELS).sort()).toEqual(keys);
    expect(Object.keys(SETTING_HINTS).sort()).toEqual(keys);
    expect(SETTING_LABELS.delimiter).toBe("Delimiter");
    expect(SETTING_LABELS.interval).toBe("Interval");
  });
});

describe("settings input", () => {
  it("decodes typed escapes in the delimiter and falls back to a comma when empty", () => {
    expect(decodeDelimiter("")).toBe(",");
    expect(decodeDelimiter(";")).toBe(";");
    expect(decodeDelimiter(" ")).toBe(" ");
    expect(decodeDelimiter("\\t")).toBe("\t");
    expect(decodeDelimiter("\\n")).toBe("\n");
    expect(decodeDelimiter(",\\n")).toBe(",\n");
    expect(decodeDelimiter("\\\\")).toBe("\\");
    expect(decodeDelimiter(" | ")).toBe(" | ");
  });

  it("clamps the interval to a whole number from 0 to the maximum", () => {
    expect(normaliseInterval(0)).toBe(0);
    expect(normaliseInterval(3)).toBe(3);
    expect(normaliseInterval("12")).toBe(12);
    expect(normaliseInterval("12.9")).toBe(12);
    expect(normaliseInterval(-4)).toBe(0);
    expect(normaliseInterval("abc")).toBe(0);
    expect(normaliseInterval("")).toBe(0);
    expect(normaliseInterval(null)).toBe(0);
    expect(normaliseInterval(Infinity)).toBe(0);
    expect(normaliseInterval(10 ** 9)).toBe(MAX_INTERVAL);
  });

  it("restores saved settings field by field, defaulting what is missing or wrong", () => {
    expect(normaliseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(normaliseSettings("nonsense")).toEqual(DEFAULT_SETTINGS);
    expect(
      normaliseSettings({ delimiter: ";", tidy: false, explode: "bogus", quotes: "single", interval: "5", openTag: 7 }),
    ).toEqual({ ...DEFAULT_SETTINGS, delimiter: ";", tidy: false, quotes: "single", interval: 5 });
    const full = settings({ explode: "spaces", dedupe: false, intervalWrapOpen: "(", intervalWrapClose: ")" });
    expect(normaliseSettings(full)).toEqual(full);
  });
});

describe("items", () => {
  it("trims items and removes empties always; tidy squeezes inner white space", () => {
    expect(cleanItems(["  a  ", "", "   ", "b\t\t c"], { tidy: true, dedupe: false }).items).toEqual(["a", "b c"]);
    expect(cleanItems(["  a  ", "", "b\t\t c"], { tidy: false, dedupe: false }).items).toEqual(["a", "b\t\t c"]);
  });

  it("dedupes exactly (case matters) and counts what it removed", () => {
    expect(cleanItems(["a", "b", "a", "A", " b "], { tidy: true, dedupe: true })).toEqual({
      items: ["a", "b", "A"],
      duplicatesRemoved: 2,
    });
    expect(cleanItems(["a", "a"], { tidy: true, dedupe: false })).toEqual({ items: ["a", "a"], duplicatesRemoved: 0 });
  });

  it("keeps items in every writing system intact, tidying only their spaces", () => {
    const items = ["  हिन्दी   गाने ", "தமிழ்\u3000பாடல்", "เพลง\u00a0ไทย", " أغاني عربية ", "日本の　音楽", "crème brûlée", "می‌خواهم"];
    expect(cleanItems(items, { tidy: true, dedupe: true }).items).toEqual([
      "हिन्दी गाने",
      "தமிழ் பாடல்",
      "เพลง ไทย",
      "أغاني عربية",
      "日本の 音楽",
      "crème brûlée",
      "می‌خواهم", // the ZWNJ is part of the Persian word, not white space
    ]);
  });

  it("dedupes the same text stored two ways (composed and decomposed accents or vowel signs)", () => {
    const composed = "Café";
    const decomposed = "Cafe\u0301";
    const nukta = "\u095B"; // ज़ as one code point
    const nuktaParts = "\u091C\u093C"; // ज + nukta
    expect(cleanItems([composed, decomposed, nukta, nuktaParts, "Ελληνικά", "ελληνικά"], { tidy: true, dedupe: true })).toEqual({
      items: [composed, nukta, "Ελληνικά", "ελληνικά"],
      duplicatesRemoved: 2,
    });
  });

  it("strips one pair of surrounding quotes and undoes doubled quotes inside", () => {
    expect(stripSurroundingQuotes('"a"')).toBe("a");
    expect(stripSurroundingQuotes("'it''s'")).toBe("it's");
    expect(stripSurroundingQuotes('"say ""hi"""')).toBe('say "hi"');
    expect(stripSurroundingQuotes("“curly”")).toBe("curly");
    expect(stripSurroundingQuotes('"mismatched\'')).toBe('"mismatched\'');
    expect(stripSurroundingQuotes('"')).toBe('"');
    expect(stripSurroundingQuotes("plain")).toBe("plain");
  });

  it("quotes items CSV-style", () => {
    expect(quoteItem('say "hi"', "double")).toBe('"say ""hi"""');
    expect(quoteItem("it's", "single")).toBe("'it''s'");
    expect(quoteItem("it's", "double")).toBe('"it\'s"');
    expect(quoteItem("a,b", "none")).toBe("a,b");
  });

  it("counts items that would not survive without quotes", () => {
    expect(itemsContainingDelimiter(["a,b", "c", "d\ne"], ",")).toBe(2);
    expect(itemsContainingDelimiter(["a,b"], ";")).toBe(0);
    expect(itemsContainingDelimiter(["a b"], "\n")).toBe(0);
  });
});

describe("explode modes", () => {
  it("newlines: one item per line, any line ending", () => {
    expect(explodeColumn("a b\r\nc, d\re\nf", settings()).items).toEqual(["a b", "c, d", "e", "f"]);
  });

  it("spaces: any white space", () => {
    expect(right("a b\tc\nd  e", { explode: "spaces" })).toBe("a,b,c,d,e");
  });

  it("commas: commas and line breaks, respecting quotes", () => {
    expect(right('a, b\nc,"New York, NY"', { explode: "commas", delimiter: "|" })).toBe("a|b|c|New York, NY");
  });

  it("semicolons: semicolons and line breaks, respecting quotes", () => {
    expect(right("a; b\nc;'x; y'", { explode: "semicolons", quotes: "single" })).toBe("'a','b','c','x; y'");
    expect(right("a, b; c", { explode: "semicolons" })).toBe("a, b,c");
  });

  it("reports an unclosed quote in the column data", () => {
    const r = columnToDelimited('a,"b, c', settings({ explode: "commas" }));
    expect(r.warnings).toContain(UNCLOSED_QUOTE_WARNING);
  });
});

describe("Convert right (column → delimited)", () => {
  it("joins with a comma by default, trimming, dropping empties and duplicates", () => {
    const r = columnToDelimited("apple\n  banana \n\napple\ncherry\n", settings());
    expect(r).toEqual({ output: "apple,banana,cherry", itemCount: 3, duplicatesRemoved: 1, warnings: [] });
  });

  it("uses the delimiter as typed, including spaces and escapes", () => {
    expect(right("a\nb", { delimiter: ", " })).toBe("a, b");
    expect(right("a\nb", { delimiter: " | " })).toBe("a | b");
    expect(right("a\nb", { delimiter: "\\t" })).toBe("a\tb");
    expect(right("a\nb", { delimiter: "" })).toBe("a,b");
  });

  it("keeps duplicates when dedupe is off and inner spacing when tidy is off", () => {
    expect(right("a\na\nb   c", { dedupe: false, tidy: false })).toBe("a,a,b   c");
    expect(right("a\na\nb   c", { dedupe: false })).toBe("a,a,b c");
  });

  it("wraps every item in the chosen quotes", () => {
    expect(right("a\nb", { quotes: "double" })).toBe('"a","b"');
    expect(right("a\nb", { quotes: "single" })).toBe("'a','b'");
    expect(right("a\nb", { quotes: "none" })).toBe("a,b");
  });

  it("warns when items contain the delimiter and no quotes are chosen", () => {
    const r = columnToDelimited("New York, NY\nParis\nRome, Italy", settings());
    expect(r.warnings).toEqual([delimiterInItemsWarning(2)]);
    expect(columnToDelimited("New York, NY", settings({ quotes: "double" })).warnings).toEqual([]);
    expect(delimiterInItemsWarning(1)).toBe(
      "1 item contains the delimiter or a line break. Choose double or single quotes so it converts back as one item.",
    );
    expect(delimiterInItemsWarning(3)).toMatch(/^3 items contain the delimiter/);
  });

  it("writes the open and close tags around every item, outside the quotes", () => {
    expect(right("gaming\nvlog", { openTag: "#" })).toBe("#gaming,#vlog");
    expect(right("a\nb", { openTag: "<li>", closeTag: "</li>", delimiter: "" })).toBe("<li>a</li>,<li>b</li>");
    expect(right("a\nb", { openTag: "[", closeTag: "]", quotes: "double" })).toBe('["a"],["b"]');
  });

  it("groups items by the interval, one group per line, wrapped in the interval wrap tags", () => {
    expect(right("1\n2\n3\n4\n5", { interval: 2 })).toBe("1,2,\n3,4,\n5");
    expect(right("1\n2\n3\n4\n5", { interval: 2, delimiter: ", " })).toBe("1, 2,\n3, 4,\n5");
    expect(
      right("1\n2\n3\n4\n5", { interval: 2, quotes: "single", intervalWrapOpen: "(", intervalWrapClose: ")" }),
    ).toBe("('1','2'),\n('3','4'),\n('5')");
    expect(right("1\n2\n3", { interval: 5, intervalWrapOpen: "[", intervalWrapClose: "]" })).toBe("[1,2,3]");
  });

  it("treats interval 0 as one group, so the wrap tags surround the whole list", () => {
    expect(right("a\nb", { quotes: "single", intervalWrapOpen: "(", intervalWrapClose: ")" })).toBe("('a','b')");
    expect(right("a\nb\nc", { interval: 0 })).toBe("a,b,c");
  });

  it("separates groups by the delimiter without trailing white space and a line break", () => {
    expect(groupSeparator(",")).toBe(",\n");
    expect(groupSeparator(", ")).toBe(",\n");
    expect(groupSeparator("\t")).toBe("\n");
    expect(groupSeparator("\n")).toBe("\n");
  });

  it("gives empty output and no count for empty input", () => {
    expect(columnToDelimited(" \n\n ", settings())).toEqual({ output: "", itemCount: 0, duplicatesRemoved: 0, warnings: [] });
  });
});

describe("Convert left (delimited → column)", () => {
  it("splits on the delimiter, trims, drops empties and dedupes (spec 002 §5)", () => {
    const r = delimitedToColumn("apple, banana,,apple , cherry,", settings());
    expect(r).toEqual({ output: "apple\nbanana\ncherry", itemCount: 3, duplicatesRemoved: 1, warnings: [] });
    expect(left("a,a", { dedupe: false })).toBe("a\na");
  });

  it("uses the chosen delimiter and falls back to a comma", () => {
    expect(left("a;b;c,d", { delimiter: ";" })).toBe("a\nb\nc,d");
    expect(left("a,b", { delimiter: "" })).toBe("a\nb");
    expect(left("a\tb", { delimiter: "\\t" })).toBe("a\nb");
    expect(left("a | b | c", { delimiter: " | " })).toBe("a\nb\nc");
  });

  it("treats line breaks as separators too", () => {
    expect(left("a,b\nc,d\r\ne")).toBe("a\nb\nc\nd\ne");
    expect(left("a\nb", { delimiter: "\\n" })).toBe("a\nb");
  });

  it("strips surrounding quotes and keeps delimiters inside quoted items", () => {
    expect(left('"New York, NY","Paris"')).toBe("New York, NY\nParis");
    expect(left("'New York, NY','Paris'", { quotes: "single" })).toBe("New York, NY\nParis");
    expect(left("'a','b'")).toBe("a\nb");
    expect(left('"say ""hi""", x')).toBe('say "hi"\nx');
  });

  it("accepts spaces around quoted items", () => {
    expect(left('"tag one", "tag, two" , "three"')).toBe("tag one\ntag, two\nthree");
    expect(left('  "a, b"  \n "c"')).toBe("a, b\nc");
  });

  it("reads a quote in the middle of an item literally", () => {
    expect(left('5" screen, it\'s fine')).toBe('5" screen\nit\'s fine');
  });

  it("reports an unclosed quote and keeps the rest as one item", () => {
    const r = delimitedToColumn('a, "b, c', settings());
    expect(r.output).toBe("a\nb, c");
    expect(r.warnings).toEqual([UNCLOSED_QUOTE_WARNING]);
  });

  it("undoes the tags Convert right wrote", () => {
    expect(left("#gaming,#vlog", { openTag: "#" })).toBe("gaming\nvlog");
    expect(left("('1','2'),\n('3')", { quotes: "single", interval: 2, intervalWrapOpen: "(", intervalWrapClose: ")" })).toBe(
      "1\n2\n3",
    );
    expect(stripTags("<li>a</li>,<li>b</li>,", settings({ openTag: "<li>", closeTag: "</li>" }))).toBe("a,b");
    expect(stripTags("untouched ,", settings())).toBe("untouched ,");
  });

  it("gives empty output for empty input", () => {
    expect(delimitedToColumn("", settings())).toEqual({ output: "", itemCount: 0, duplicatesRemoved: 0, warnings: [] });
  });
});

describe("delimited parsing helpers", () => {
  it("removes only the blanks next to quoted fields", () => {
    expect(tightenQuotedFields('"a" , "b",c d ,  e', ",", '"')).toBe('"a","b",c d ,  e');
    expect(tightenQuotedFields('x, "y ""z"" , w"\n  "v"', ",", '"')).toBe('x,"y ""z"" , w"\n"v"');
    expect(tightenQuotedFields('"open, ended', ",", '"')).toBe('"open, ended');
  });

  it("drops the delimiter Convert right leaves at the end of a group's line", () => {
    expect(tightenQuotedFields('"a", "b",\n"c"', ", ", '"', ",")).toBe('"a", "b"\n"c"');
    expect(tightenQuotedFields("a, b,\t\nc", ", ", '"', ",")).toBe("a, b\nc");
    expect(left("1, 2,\n3, 4,\n5", { delimiter: ", " })).toBe("1\n2\n3\n4\n5");
    expect(left(right("a\nb\nc", { interval: 2, delimiter: " | " }), { delimiter: " | " })).toBe("a\nb\nc");
  });

  it("parses rows into one list of fields", () => {
    expect(parseDelimited('a,"b,c"\nd', ",", '"')).toEqual({ fields: ["a", "b,c", "d"], unclosedQuote: false });
    expect(parseDelimited("\uFEFFa,b", ",", '"').fields).toEqual(["a", "b"]);
    expect(parseDelimited("", ",", '"')).toEqual({ fields: [], unclosedQuote: false });
  });

  it("splits as plain text when the delimiter contains the quote character", () => {
    expect(parseDelimited('a"b"c', '"', '"').fields).toEqual(["a", "b", "c"]);
  });
});

describe("round trip", () => {
  // A small seeded generator, so failures are repeatable.
  function rng(seed: number) {
    let s = seed >>> 0;
    return () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
  }
  const alphabet = ["a", "b", "Z", "7", " ", ",", ";", "|", '"', "'", "é", "你", "-", ".", "\t"];

  function randomItems(next: () => number): string[] {
    const items = new Set<string>();
    const count = 1 + Math.floor(next() * 12);
    while (items.size < count) {
      let item = "";
      const len = 1 + Math.floor(next() * 10);
      for (let i = 0; i < len; i++) item += alphabet[Math.floor(next() * alphabet.length)];
      item = item.trim().replace(/\s+/g, " ");
      // Items that are themselves wrapped in quotes lose them on the way back, as the spec asks.
      if (item === "" || stripSurroundingQuotes(item) !== item) continue;
      items.add(item);
    }
    return [...items];
  }

  const delimiters = [",", ";", ", ", " | ", "\\t", "|"];
  const quoteStyles: QuoteStyle[] = ["double", "single"];

  it("column → delimited with quotes → column gives the same items", () => {
    const next = rng(20250101);
    for (let run = 0; run < 400; run++) {
      const items = randomItems(next);
      const over: Partial<CommaSettings> = {
        delimiter: delimiters[run % delimiters.length],
        quotes: quoteStyles[run % 2],
        interval: run % 3 === 0 ? 0 : 1 + (run % 4),
        openTag: run % 5 === 0 ? "<li>" : "",
        closeTag: run % 5 === 0 ? "</li>" : "",
        intervalWrapOpen: run % 7 === 0 ? "[" : "",
        intervalWrapClose: run % 7 === 0 ? "]" : "",
      };
      const delimited = right(items.join("\n"), over);
      expect(left(delimited, over).split("\n"), JSON.stringify({ items, over, delimited })).toEqual(items);
    }
  });

  it("keeps the famous comma case intact both ways", () => {
    const items = ["New York, NY", "Paris", 'The "Best" Café', "it's"];
    for (const quotes of quoteStyles) {
      const delimited = right(items.join("\n"), { quotes });
      expect(left(delimited, { quotes }).split("\n")).toEqual(items);
    }
  });

  it("delimited → column → delimited gives the same text for plain lists", () => {
    const text = "alpha,beta,gamma delta,epsilon";
    expect(right(left(text))).toBe(text);
  });
});

describe("status text", () => {
  it("says how many items and duplicates", () => {
    expect(describeResult({ output: "a", itemCount: 1, duplicatesRemoved: 0, warnings: [] })).toBe("1 item");
    expect(describeResult({ output: "", itemCount: 3, duplicatesRemoved: 1, warnings: [] })).toBe(
      "3 items, 1 duplicate removed",
    );
    expect(describeResult({ output: "", itemCount: 2, duplicatesRemoved: 4, warnings: [] })).toBe(
      "2 items, 4 duplicates removed",
    );
  });
});

describe("speed on 1 MB", () => {
  const itemsText = Array.from({ length: 90_000 }, (_, i) => `item ${i % 60_000}, "x"`).join("\n");

  it("converts ~1 MB of column data both ways with every quote style", () => {
    expect(itemsText.length).toBeGreaterThan(1_000_000);
    for (const quotes of QUOTE_STYLES) {
      const started = performance.now();
      const r = columnToDelimited(itemsText, settings({ quotes, interval: quotes === "single" ? 1000 : 0 }));
      const back = delimitedToColumn(r.output, settings({ quotes, interval: quotes === "single" ? 1000 : 0 }));
      expect(performance.now() - started).toBeLessThan(5000);
      expect(r.itemCount).toBe(60_000);
      expect(r.duplicatesRemoved).toBe(30_000);
      if (quotes !== "none") expect(back.itemCount).toBe(60_000);
    }
  }, 60_000);

  it("splits ~1 MB of comma-separated data in every explode mode", () => {
    const delimited = Array.from({ length: 150_000 }, (_, i) => `"tag ${i}, ok"`).join(", ");
    expect(delimited.length).toBeGreaterThan(1_000_000);
    for (const explode of EXPLODE_MODES) {
      const started = performance.now();
      const r = columnToDelimited(delimited, settings({ explode }));
      expect(performance.now() - started).toBeLessThan(5000);
      expect(r.itemCount).toBeGreaterThan(0);
    }
    const started = performance.now();
    expect(delimitedToColumn(delimited, settings()).itemCount).toBe(150_000);
    expect(performance.now() - started).toBeLessThan(5000);
  }, 60_000);
});
