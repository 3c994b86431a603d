import { describe, it, expect } from "vitest";
import { findStaticPage, HOME_PAGE, STATIC_PAGES } from "./pages";
import { SITE } from "./site";

describe("STATIC_PAGES", () => {
  it("starts with the home page at /", () => {
    expect(STATIC_PAGES[0]).toBe(HOME_PAGE);
    expect(HOME_PAGE.path).toBe("/");
    expect(HOME_PAGE.kind).toBe("home");
  });

  it("has unique paths, each starting with one slash and without a trailing slash", () => {
    const paths = STATIC_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) {
      expect(p).toMatch(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
    }
  });

  it("contains the company and legal pages", () => {
    const paths = STATIC_PAGES.map((p) => p.path);
    for (const p of [
      "/about-us",
      "/contact-us",
      "/privacy-policy",
      "/terms-of-use",
      "/ccpa",
      "/dmca",
      "/cookie-privacy-policy",
    ]) {
      expect(paths).toContain(p);
    }
  });

  it.each(STATIC_PAGES.map((p) => [p.path, p] as const))("%s has a description of 50 to 160 characters", (_path, page) => {
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it.each(STATIC_PAGES.map((p) => [p.path, p] as const))("%s has a title under 60 characters", (_path, page) => {
    expect(page.title.trim().length).toBeGreaterThan(0);
    expect(page.title.length).toBeLessThan(60);
  });

  it("keeps the tab title of non-home pages ('{title} | {site}') within 60 characters", () => {
    for (const p of STATIC_PAGES.filter((p) => p.kind !== "home")) {
      expect(`${p.title} | ${SITE.name}`.length, p.path).toBeLessThanOrEqual(60);
    }
  });

  it("gives every page a name and at least one keyword", () => {
    for (const p of STATIC_PAGES) {
      expect(p.name.trim().length, p.path).toBeGreaterThan(0);
      expect(p.keywords.length, p.path).toBeGreaterThan(0);
      for (const k of p.keywords) expect(k.trim(), p.path).not.toBe("");
    }
  });

  it("uses unique titles and descriptions", () => {
    expect(new Set(STATIC_PAGES.map((p) => p.title)).size).toBe(STATIC_PAGES.length);
    expect(new Set(STATIC_PAGES.map((p) => p.description)).size).toBe(STATIC_PAGES.length);
  });
});

describe("findStaticPage", () => {
  it("finds a page by path", () => {
    expect(findStaticPage("/dmca").name).toBe("DMCA Policy");
    expect(findStaticPage("/")).toBe(HOME_PAGE);
  });

  it("throws for an unknown path", () => {
    expect(() => findStaticPage("/nope")).toThrow(/Unknown static page \/nope/);
  });
});
