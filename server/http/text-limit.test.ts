import { describe, expect, it } from "vitest";
import { z } from "zod";
import { countGraphemes, truncateGraphemes, UNITS_PER_CHARACTER } from "../../app/lib/text";
import { parseInput } from "./ai";
import { maxCharacters } from "./text-limit";

const schema = z.object({ topic: maxCharacters(z.string().trim().min(1, "Please enter a topic"), 10, "The topic is too long: at most 10 characters.") });
const status = (topic: string) => {
  try {
    parseInput(schema, { topic });
    return 200;
  } catch (e) {
    return (e as { status: number }).status;
  }
};

describe("maxCharacters: a server limit counted as the page counts it", () => {
  it("takes 10 characters of any script, however many UTF-16 units they use", () => {
    for (const ten of ["नमस्ते दुनि", "தமிழ்நாடு வா", "ภาษาไทยดีมา", "مرحبا بالعا", "日本語のタイトルです", "Crème brû", "👩‍👩‍👧‍👦🔥🇮🇳🎬👍🏽✨🙏🏾🎉💯🚀"]) {
      const cut = truncateGraphemes(ten, 10);
      const padded = cut + "x".repeat(10 - countGraphemes(cut));
      expect(countGraphemes(padded)).toBe(10);
      expect(status(padded), padded).toBe(200);
      expect(status(padded + "x"), padded).toBe(413);
    }
    expect("👩‍👩‍👧‍👦🔥🇮🇳🎬👍🏽✨🙏🏾🎉💯🚀".length).toBeGreaterThan(10);
  });

  it("answers an over-long text 413 with the field's message, and keeps the other rules", () => {
    const r = schema.safeParse({ topic: "x".repeat(11) });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ code: "too_big", origin: "string", message: "The topic is too long: at most 10 characters." });
    expect(status("   ")).toBe(400);
    expect(schema.parse({ topic: "  नमस्ते  " }).topic).toBe("नमस्ते");
  });

  it("refuses a text of more than 8 units a character before counting it", () => {
    expect(status("\u0301".repeat(10 * UNITS_PER_CHARACTER + 1))).toBe(413);
  });
});
