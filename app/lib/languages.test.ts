import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, OUTPUT_LANGUAGES, isLanguageCode, languageFromBrowser, languageInstruction, languageLabel, jsonLanguageInstruction, imageTextInstruction, MEDIA_PROMPT_LANGUAGE_NOTE, searchLanguages } from "./languages";

describe("output languages (issue 14)", () => {
  it("offers the 25 most used on YouTube, each once, in its own name and in English", () => {
    expect(OUTPUT_LANGUAGES).toHaveLength(25);
    expect(new Set(LANGUAGE_CODES).size).toBe(25);
    for (const english of ["English", "Hindi", "Spanish", "Portuguese (Brazil)", "Indonesian", "Arabic", "Russian", "Japanese", "Korean", "French", "German", "Turkish", "Vietnamese", "Thai", "Bengali", "Urdu", "Tamil", "Telugu", "Marathi", "Italian", "Polish", "Filipino", "Persian", "Ukrainian", "Dutch"]) {
      expect(OUTPUT_LANGUAGES.some((l) => l.english === english), english).toBe(true);
    }
    expect(languageLabel("hi")).toBe("हिन्दी — Hindi");
    expect(languageLabel("ta")).toBe("தமிழ் — Tamil");
    expect(languageLabel("en")).toBe("English");
  });

  it("knows which languages are written right to left", () => {
    expect(OUTPUT_LANGUAGES.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual(["ar", "ur", "fa"]);
  });

  it("accepts only listed codes", () => {
    expect(isLanguageCode("th")).toBe(true);
    expect(isLanguageCode("xx")).toBe(false);
    expect(isLanguageCode("Write in pirate speak")).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });

  it("starts from the browser's language when it is offered, else English", () => {
    expect(languageFromBrowser(["hi-IN", "en-US"])).toBe("hi");
    expect(languageFromBrowser(["pt-PT"])).toBe("pt-BR");
    expect(languageFromBrowser(["pt-BR"])).toBe("pt-BR");
    expect(languageFromBrowser(["tl-PH"])).toBe("fil");
    expect(languageFromBrowser(["sw-KE", "ar-EG"])).toBe("ar");
    expect(languageFromBrowser(["sw"])).toBe(DEFAULT_LANGUAGE);
    expect(languageFromBrowser([])).toBe("en");
  });

  it("builds the model's instruction from the code alone", () => {
    expect(languageInstruction("hi", "every title")).toBe(
      "Write every title in Hindi (हिन्दी), as a native speaker would for a YouTube audience. Keep names, brands and product names as they are.",
    );
    expect(languageInstruction("en", "the description")).toMatch(/^Write the description in English, /);
    for (const code of LANGUAGE_CODES) expect(languageInstruction(code, "it")).toContain(OUTPUT_LANGUAGES.find((l) => l.code === code)!.english);
  });

  it("keeps JSON keys and fixed values as they are when a JSON prompt is written in another language", () => {
    const line = jsonLanguageInstruction("ja", "every text value");
    expect(line).toContain("Write every text value in Japanese (日本語)");
    expect(line).toContain("Keep every JSON key");
  });

  it("asks for the words drawn in an image in the language's own script", () => {
    expect(imageTextInstruction("ar")).toBe("Any words in the image are in Arabic (العربية, in its own script), spelled correctly.");
    expect(imageTextInstruction("en")).toBe("Any words in the image are in English, spelled correctly.");
    expect(MEDIA_PROMPT_LANGUAGE_NOTE).toMatch(/English/);
  });
});

describe("searching the languages", () => {
  it("finds a language by its English name, its own name or its code, in any case and without accents", () => {
    expect(searchLanguages("hin")[0]).toBe("hi");
    expect(searchLanguages("HINDI")).toEqual(["hi"]);
    expect(searchLanguages("हिन्")).toEqual(["hi"]);
    expect(searchLanguages("espanol")).toEqual(["es"]);
    expect(searchLanguages("Español")).toEqual(["es"]);
    expect(searchLanguages("العربية")).toEqual(["ar"]);
    expect(searchLanguages("日本")).toEqual(["ja"]);
    expect(searchLanguages("pt-br")).toEqual(["pt-BR"]);
    expect(searchLanguages("brazil")).toEqual(["pt-BR"]);
    expect(searchLanguages("tieng viet")).toEqual(["vi"]);
    expect(searchLanguages("தமிழ்")).toEqual(["ta"]);
    expect(searchLanguages("ไทย")).toEqual(["th"]);
    expect(searchLanguages("اردو")).toEqual(["ur"]);
    expect(searchLanguages("zzz")).toEqual([]);
  });

  it("puts names that start with the query before names that only contain it", () => {
    const t = searchLanguages("t");
    expect(t.slice(0, 5)).toEqual(["tr", "vi", "th", "ta", "te"]);
    expect(searchLanguages("ara")).toEqual(["ar", "mr"]);
    expect(searchLanguages("")).toEqual([...LANGUAGE_CODES]);
    expect(searchLanguages("   ")).toHaveLength(25);
  });
});
