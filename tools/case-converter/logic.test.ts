import { describe, it, expect } from "vitest";
import {
  CASE_CONVERSIONS,
  CLEAR_LABEL,
  COPY_CONFIRMATION_MS,
  COUNT_LABELS,
  INPUT_LABEL,
  OUTPUT_LABEL,
  TITLE_CASE_MINOR_WORDS,
  convertCase,
  countCharacters,
  countLines,
  countText,
  countWords,
  findConversion,
  isCaseConversionId,
  splitWords,
  toSentenceCase,
  toTitleCase,
  TITLE_CASE_STYLE_NOTE,
  type CaseConversionId,
} from "./logic";

const ALL_IDS = CASE_CONVERSIONS.map((c) => c.id);

describe("constants and labels", () => {
  it("copy confirmation lasts 1.5 s in text tools (spec 002 §1, §9)", () => {
    expect(COPY_CONFIRMATION_MS).toBe(1500);
  });

  it("lists the spec's eight buttons verbatim and in order, then the four extra ones", () => {
    expect(CASE_CONVERSIONS.filter((c) => c.inSpec).map((c) => c.label)).toEqual([
      "UPPERCASE",
      "lowercase",
      "Title Case",
      "Sentence case",
      "kebab-case",
      "snake_case",
      "camelCase",
      "PascalCase",
    ]);
    expect(CASE_CONVERSIONS.filter((c) => !c.inSpec).map((c) => c.label)).toEqual([
      "aLtErNaTiNg",
      "InVeRsE",
      "CONSTANT_CASE",
      "dot.case",
    ]);
    expect(CLEAR_LABEL).toBe("Clear");
    expect(INPUT_LABEL).toBe("Input");
    expect(OUTPUT_LABEL).toBe("Output");
    expect(COUNT_LABELS).toEqual({ characters: "Characters", words: "Words", lines: "Lines" });
  });

  it("has unique ids that resolve back to their conversion", () => {
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
    for (const c of CASE_CONVERSIONS) {
      expect(findConversion(c.id)).toBe(c);
      expect(isCaseConversionId(c.id)).toBe(true);
    }
    expect(isCaseConversionId("shout")).toBe(false);
    expect(findConversion("shout")).toBeUndefined();
  });

  it("each label is what its own conversion makes of the plain words", () => {
    const plain: Record<CaseConversionId, string> = {
      upper: "uppercase",
      lower: "LOWERCASE",
      title: "title case",
      sentence: "SENTENCE CASE",
      kebab: "kebab case",
      snake: "snake case",
      camel: "camel case",
      pascal: "pascal case",
      alternating: "alternating",
      inverse: "iNvErSe",
      constant: "constant case",
      dot: "dot case",
    };
    for (const c of CASE_CONVERSIONS) expect(c.convert(plain[c.id])).toBe(c.label);
  });
});

describe("every conversion on the reference inputs", () => {
  const expected: Record<CaseConversionId, [string, string]> = {
    // [ "XMLHttpRequest id 2", "ça va déjà" ]
    upper: ["XMLHTTPREQUEST ID 2", "ÇA VA DÉJÀ"],
    lower: ["xmlhttprequest id 2", "ça va déjà"],
    title: ["XMLHttpRequest Id 2", "Ça Va Déjà"],
    sentence: ["XMLHttpRequest id 2", "Ça va déjà"],
    kebab: ["xml-http-request-id-2", "ça-va-déjà"],
    snake: ["xml_http_request_id_2", "ça_va_déjà"],
    camel: ["xmlHttpRequestId2", "çaVaDéjà"],
    pascal: ["XmlHttpRequestId2", "ÇaVaDéjà"],
    alternating: ["xMlHtTpReQuEsT Id 2", "çA Va dÉjÀ"],
    inverse: ["xmlhTTPrEQUEST ID 2", "ÇA VA DÉJÀ"],
    constant: ["XML_HTTP_REQUEST_ID_2", "ÇA_VA_DÉJÀ"],
    dot: ["xml.http.request.id.2", "ça.va.déjà"],
  };
  for (const id of Object.keys(expected) as CaseConversionId[]) {
    it(`${id}`, () => {
      expect(convertCase(id, "XMLHttpRequest id 2")).toBe(expected[id][0]);
      expect(convertCase(id, "ça va déjà")).toBe(expected[id][1]);
    });
  }

  it("covers every conversion in the list", () => {
    expect(Object.keys(expected).sort()).toEqual([...ALL_IDS].sort());
  });

  it("returns empty output for empty input", () => {
    for (const id of ALL_IDS) expect(convertCase(id, "")).toBe("");
  });

  it("throws on an unknown id", () => {
    expect(() => convertCase("shout" as CaseConversionId, "x")).toThrow(/Unknown conversion/);
  });
});

describe("word boundaries for the identifier cases", () => {
  it("splits camelCase, PascalCase and acronyms", () => {
    expect(splitWords("XMLHttpRequest")).toEqual(["XML", "Http", "Request"]);
    expect(splitWords("parseHTMLString")).toEqual(["parse", "HTML", "String"]);
    expect(splitWords("myVideoTitle")).toEqual(["my", "Video", "Title"]);
    expect(convertCase("snake", "getYouTubeID")).toBe("get_you_tube_id");
  });

  it("keeps digits with their word and starts a new word at a Capitalised word after digits", () => {
    expect(splitWords("version2Beta 3D model MP4Video 10KSubs")).toEqual([
      "version2",
      "Beta",
      "3D",
      "model",
      "MP4",
      "Video",
      "10K",
      "Subs",
    ]);
    expect(convertCase("kebab", "Top 10 Tips 2025")).toBe("top-10-tips-2025");
    expect(convertCase("camel", "top 10 tips")).toBe("top10Tips");
  });

  it("treats punctuation, underscores, hyphens and dots as separators", () => {
    expect(convertCase("kebab", "hello_world, foo-bar.baz!!")).toBe("hello-world-foo-bar-baz");
    expect(convertCase("pascal", "--my__fancy..title--")).toBe("MyFancyTitle");
    expect(convertCase("constant", "(draft) final cut")).toBe("DRAFT_FINAL_CUT");
  });

  it("joins words across an inner apostrophe", () => {
    expect(convertCase("kebab", "Don't stop, I'm ready")).toBe("dont-stop-im-ready");
    expect(convertCase("snake", "creator’s guide")).toBe("creators_guide");
  });

  it("keeps non-Latin letters and combining marks inside words", () => {
    expect(convertCase("kebab", "नमस्ते दुनिया")).toBe("नमस्ते-दुनिया");
    expect(convertCase("kebab", "e\u0301te\u0301 cafe\u0301Bar")).toBe("e\u0301te\u0301-cafe\u0301-bar");
    expect(convertCase("camel", "Привет мир")).toBe("приветМир");
    expect(convertCase("constant", "straße grün")).toBe("STRASSE_GRÜN");
    expect(convertCase("snake", "你好 世界")).toBe("你好_世界");
  });

  it("converts line by line, keeping blank lines and line breaks", () => {
    expect(convertCase("kebab", "First Title\n\nSecond Title\r\nThird")).toBe("first-title\n\nsecond-title\r\nthird");
    expect(convertCase("camel", "  padded line  ")).toBe("paddedLine");
  });

  it("ignores the host locale (no Turkish dotless i)", () => {
    expect(convertCase("kebab", "TITLE IDEA")).toBe("title-idea");
  });
});

describe("Title Case", () => {
  it("keeps minor words lower case inside a title but capitalises them at the start and end", () => {
    expect(toTitleCase("the art of the deal")).toBe("The Art of the Deal");
    expect(toTitleCase("what are you looking for")).toBe("What Are You Looking For");
    expect(toTitleCase("a step-by-step guide to editing")).toBe("A Step-by-Step Guide to Editing");
  });

  it("starts every sentence, part after a colon and line with a capital, and keeps punctuation", () => {
    expect(toTitleCase("how to edit: a guide for beginners. and then? of course!")).toBe(
      "How to Edit: A Guide for Beginners. And Then? Of Course!",
    );
    expect(toTitleCase("the intro — a story in parts")).toBe("The Intro — A Story in Parts");
    expect(toTitleCase("  part one...\nthe end  ")).toBe("  Part One...\nThe End  ");
  });

  it("keeps deliberate capitals but lower-cases shouting", () => {
    expect(toTitleCase("why NASA loves YouTube and the iPhone")).toBe("Why NASA Loves YouTube and the iPhone");
    expect(toTitleCase("WHY I QUIT MY JOB")).toBe("Why I Quit My Job");
    expect(toTitleCase("BREAKING NEWS TODAY\nwe love NASA")).toBe("Breaking News Today\nWe Love NASA");
  });

  it("lower-cases the rest of ordinary words, and caps-lock typing in a mostly upper-case line", () => {
    expect(toTitleCase("hELLO")).toBe("Hello");
    expect(toTitleCase("mIXED wORDS")).toBe("Mixed Words");
    expect(toTitleCase("iPhone tips for beginners")).toBe("iPhone Tips for Beginners");
    expect(toTitleCase("don't o'neil rock'n'roll")).toBe("Don't O'neil Rock'n'roll");
  });

  it("leaves words that start with a digit as they are", () => {
    expect(toTitleCase("10 tips for 2025")).toBe("10 Tips for 2025");
    expect(toTitleCase("my 2nd video")).toBe("My 2nd Video");
  });

  it("has the short English minor-word list", () => {
    for (const w of ["a", "an", "the", "and", "but", "or", "of", "to", "in", "on", "for", "by", "at"]) {
      expect(TITLE_CASE_MINOR_WORDS.has(w)).toBe(true);
    }
    expect(TITLE_CASE_MINOR_WORDS.has("with")).toBe(false);
  });
});

describe("Sentence case", () => {
  it("capitalises the first letter of every sentence and lower-cases the rest", () => {
    expect(toSentenceCase("HELLO THERE. HOW ARE YOU? FINE! OK… GOOD")).toBe(
      "Hello there. How are you? Fine! Ok… Good",
    );
    expect(toSentenceCase("This Is A Title Case Sentence. So Is This One.")).toBe(
      "This is a title case sentence. So is this one.",
    );
  });

  it("keeps spacing, punctuation and quotes and starts a sentence after a closing quote or bracket", () => {
    expect(toSentenceCase('  he said "stop." then left.  (really.) yes')).toBe(
      '  He said "stop." Then left.  (Really.) Yes',
    );
    expect(toSentenceCase('"quoted start" here')).toBe('"Quoted start" here');
  });

  it("does not break sentences inside numbers, domains and abbreviations without a space", () => {
    expect(toSentenceCase("version 2.5 is on example.com now. e.g.this")).toBe(
      "Version 2.5 is on example.com now. E.g.this",
    );
  });

  it("starts every line with a capital", () => {
    expect(toSentenceCase("first line\nsecond line\r\n\nthird")).toBe("First line\nSecond line\r\n\nThird");
  });

  it("capitalises the pronoun I and its contractions", () => {
    expect(toSentenceCase("today i think i'm ready, i’ve waited")).toBe("Today I think I'm ready, I’ve waited");
    expect(toSentenceCase("item ii and iphone")).toBe("Item ii and iphone");
  });

  it("keeps deliberate capitals but lower-cases shouting lines", () => {
    expect(toSentenceCase("I love NASA and YouTube. the iPhone is here")).toBe(
      "I love NASA and YouTube. The iPhone is here",
    );
    expect(toSentenceCase("THIS IS MY VIDEO about cats")).toBe("This is my video about cats");
  });

  it("works on non-Latin scripts", () => {
    expect(toSentenceCase("ПРИВЕТ. КАК ДЕЛА?")).toBe("Привет. Как дела?");
    expect(toSentenceCase("ça va. déjà vu")).toBe("Ça va. Déjà vu");
  });
});

describe("letter-by-letter cases", () => {
  it("alternates over every character, spaces included", () => {
    expect(convertCase("alternating", "alternating case")).toBe("aLtErNaTiNg cAsE");
    expect(convertCase("alternating", "ab 👍🏽 cd")).toBe("aB 👍🏽 cD");
  });

  it("inverts letters and leaves everything else", () => {
    expect(convertCase("inverse", "Hello, World! 123")).toBe("hELLO, wORLD! 123");
    expect(convertCase("inverse", convertCase("inverse", "MiXeD Çase"))).toBe("MiXeD Çase");
  });

  it("upper and lower case cover special letters", () => {
    expect(convertCase("upper", "straße")).toBe("STRASSE");
    expect(convertCase("lower", "ΣΟΦΟΣ")).toBe("σοφος");
  });
});

describe("counts", () => {
  it("counts nothing in empty text", () => {
    expect(countText("")).toEqual({ characters: 0, words: 0, lines: 0 });
  });

  it("counts the reference inputs", () => {
    expect(countText("XMLHttpRequest id 2")).toEqual({ characters: 19, words: 3, lines: 1 });
    expect(countText("ça va déjà")).toEqual({ characters: 10, words: 3, lines: 1 });
  });

  it("counts characters as people see them", () => {
    expect(countCharacters("e\u0301")).toBe(1);
    expect(countCharacters("👍🏽")).toBe(1);
    expect(countCharacters("🇫🇷🇩🇪")).toBe(2);
    expect(countCharacters("👨‍👩‍👧")).toBe(1);
    expect(countCharacters("a\r\nb")).toBe(3);
    expect(countCharacters("  ")).toBe(2);
  });

  it("counts words split by white space, ignoring bare punctuation and emoji", () => {
    expect(countWords("Hello,   world — it's 2025!")).toBe(4);
    expect(countWords("well-known XMLHttpRequest")).toBe(2);
    expect(countWords("👍 -- ...")).toBe(0);
    expect(countWords("नमस्ते दुनिया")).toBe(2);
  });

  it("counts Chinese and Japanese words by word segmentation, not one per character", () => {
    expect(countWords("你好世界")).toBe(2);
    expect(countWords("Hello世界")).toBe(2);
    expect(countWords("カタカナ です")).toBe(2);
    expect(countWords("我喜欢看YouTube视频")).toBe(5);
  });

  it("counts lines by line breaks of any kind", () => {
    expect(countLines("one")).toBe(1);
    expect(countLines("one\ntwo\r\nthree\rfour")).toBe(4);
    expect(countLines("one\n")).toBe(2);
    expect(countLines("\n\n")).toBe(3);
  });
});

// Speed itself is measured by `npm run bench:tools` (no timed assertions here): these check
// that ~1 MB in one line or many converts completely.
describe("1 MB of text", () => {
  const unit =
    "How to grow on YouTube in 2025: XMLHttpRequest id 2, ça va déjà! I'm ready… नमस्ते 你好世界 👍🏽 THE END.\n";
  const big = unit.repeat(Math.ceil(1_000_000 / unit.length));
  const oneLine = big.replaceAll("\n", " ");

  for (const conversion of CASE_CONVERSIONS) {
    it(`${conversion.label} converts ~1 MB`, () => {
      for (const text of [big, oneLine]) {
        const out = conversion.convert(text);
        expect(out.length).toBeGreaterThan(500_000);
      }
    }, 30_000);
  }

  it("counts ~1 MB", () => {
    const counts = countText(big);
    expect(counts.lines).toBe(Math.ceil(1_000_000 / unit.length) + 1);
  }, 30_000);
});

describe("real titles (issue 12)", () => {
  it.each([
    ["q&a with the u.n. team: what's next?", "Q&A With the U.N. Team: What's Next?"],
    ["Q&A with the U.N. team: what's next?", "Q&A With the U.N. Team: What's Next?"],
    ["how to use chatgpt (i.e. the free version) in 2026", "How to Use Chatgpt (i.e. the Free Version) in 2026"],
    ["my setup tour — gear, e.g. the sony a7 iv", "My Setup Tour — Gear, e.g. the Sony A7 Iv"],
    ["visit example.com or mail me at hi@example.com", "Visit example.com or Mail Me at hi@example.com"],
    ["follow @mrbeast for #shorts tips", "Follow @mrbeast for #shorts Tips"],
    ["the “best” self-hosted tools", "The “Best” Self-Hosted Tools"],
    ["the video “the art of editing” explained", "The Video “The Art of Editing” Explained"],
    ["state-of-the-art editing in premiere pro", "State-of-the-Art Editing in Premiere Pro"],
    ["watch https://youtu.be/dQw4w9WgXcQ?si=Ab then subscribe", "Watch https://youtu.be/dQw4w9WgXcQ?si=Ab Then Subscribe"],
    ["my AT&T and R&D story", "My AT&T and R&D Story"],
    ["iPhone 16 रिव्यू हिंदी में", "iPhone 16 रिव्यू हिंदी में"],
    ["東京 vlog day 1", "東京 Vlog Day 1"],
    ["تجربة iphone الجديد", "تجربة Iphone الجديد"],
    ["café crème à paris", "Café Crème À Paris"],
  ])("Title Case: %s", (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });

  it.each([
    ["MY SETUP TOUR, E.G. THE SONY A7 IV. WHAT DO YOU THINK?", "My setup tour, e.g. the sony a7 iv. What do you think?"],
    ["my setup tour, e.g. the sony a7. what do you think?", "My setup tour, e.g. the sony a7. What do you think?"],
    ["we met dr. smith in the u.s. yesterday. great day", "We met dr. smith in the u.s. yesterday. Great day"],
    ["Follow @MrBeast And Visit Example.com Today. See You", "Follow @MrBeast and visit Example.com today. See you"],
    ["Mail Hi@Example.com For The Q&A. Thanks", "Mail Hi@Example.com for the Q&A. Thanks"],
    ["हिंदी गाने. नए गाने", "हिंदी गाने. नए गाने"],
    ["クッキング動画. 新しい", "クッキング動画. 新しい"],
    ["tips, i.e. the basics. i think so", "Tips, i.e. the basics. I think so"],
    ["MY q&a WITH THE TEAM", "My q&a with the team"],
  ])("Sentence case: %s", (input, expected) => {
    expect(toSentenceCase(input)).toBe(expected);
  });

  it("keeps joiners inside words when splitting identifiers (ZWJ/ZWNJ are parts of words)", () => {
    expect(convertCase("kebab", "क्‍ष हिंदी")).toBe("क्‍ष-हिंदी");
    expect(convertCase("snake", "می‌خواهم برم")).toBe("می‌خواهم_برم");
  });

  it("counts words in Japanese, Chinese and Thai with real word segmentation", () => {
    expect(countWords("สวัสดีครับ ยินดีต้อนรับ")).toBeGreaterThanOrEqual(3);
    expect(countWords("私は東京に住んでいます")).toBeGreaterThanOrEqual(4);
    expect(countWords("हिंदी गाने सुनें")).toBe(3);
  });

  it("names the style guide on the page", () => {
    expect(TITLE_CASE_STYLE_NOTE).toMatch(/AP style/);
  });
});
