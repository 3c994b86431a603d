import { describe, it, expect } from "vitest";
import { SITE } from "./site";

describe("SITE", () => {
  it("has a name and tagline", () => {
    expect(SITE.name.trim().length).toBeGreaterThan(0);
    expect(SITE.tagline.trim().length).toBeGreaterThan(0);
  });

  it("uses absolute https URLs for every outside link", () => {
    const urls = [
      SITE.blogUrl,
      SITE.buyCoffeeUrl,
      SITE.playbookUrl,
      SITE.contact.website,
      SITE.contact.messagingUrl,
      ...SITE.social.map((s) => s.url),
    ];
    for (const u of urls) expect(new URL(u).protocol).toBe("https:");
  });

  it("has a plausible contact email", () => {
    expect(SITE.contact.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
  });

  it("lists each social network once with a name", () => {
    const names = SITE.social.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n.length).toBeGreaterThan(0);
  });
});
