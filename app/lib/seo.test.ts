import { describe, it, expect, afterEach } from "vitest";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, faqStructuredData, pageMeta } from "./seo";
import { DEFAULT_PUBLIC_SETTINGS } from "./public-settings";
import { SITE } from "./site";

function useSiteUrl(siteUrl: string) {
  globalThis.__PUBLIC_SETTINGS__ = { ...DEFAULT_PUBLIC_SETTINGS, siteUrl };
}

afterEach(() => {
  globalThis.__PUBLIC_SETTINGS__ = undefined;
});

const faq = [
  { question: "Is it free?", answer: "Yes, every tool is free." },
  { question: "Do I need an account?", answer: "No sign-in is needed." },
];

const base = {
  path: "/case-converter",
  title: "Case Converter",
  description: "Convert text between upper, lower, title and sentence case in one click.",
  keywords: ["case converter", "uppercase", "lowercase"],
};

function find(tags: MetaDescriptor[], pred: (t: Record<string, unknown>) => boolean) {
  return tags.find((t) => pred(t as Record<string, unknown>)) as Record<string, unknown> | undefined;
}

describe("absoluteUrl", () => {
  it("uses the build default origin without a configured site URL", () => {
    expect(absoluteUrl("/about-us")).toBe(`${DEFAULT_PUBLIC_SETTINGS.siteUrl}/about-us`);
  });

  it("joins the site URL and the path", () => {
    useSiteUrl("https://example.com");
    expect(absoluteUrl("/about-us")).toBe("https://example.com/about-us");
  });

  it("does not double the slash when the site URL ends with one or more slashes", () => {
    useSiteUrl("https://example.com/");
    expect(absoluteUrl("/about-us")).toBe("https://example.com/about-us");
    useSiteUrl("https://example.com///");
    expect(absoluteUrl("/dmca")).toBe("https://example.com/dmca");
  });

  it("gives the origin with one slash for the home page", () => {
    useSiteUrl("https://example.com/");
    expect(absoluteUrl("/")).toBe("https://example.com/");
  });
});

describe("faqStructuredData", () => {
  it("builds a schema.org FAQPage with one Question per entry", () => {
    expect(faqStructuredData(faq)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Is it free?", acceptedAnswer: { "@type": "Answer", text: "Yes, every tool is free." } },
        {
          "@type": "Question",
          name: "Do I need an account?",
          acceptedAnswer: { "@type": "Answer", text: "No sign-in is needed." },
        },
      ],
    });
  });
});

describe("pageMeta", () => {
  it("gives the title as '{title} | {site name}'", () => {
    const tags = pageMeta(base);
    expect(find(tags, (t) => "title" in t)?.title).toBe(`Case Converter | ${SITE.name}`);
  });

  it("uses fullTitle when given, everywhere the title appears", () => {
    const tags = pageMeta({ ...base, fullTitle: "Exact Tab Title" });
    expect(find(tags, (t) => "title" in t)?.title).toBe("Exact Tab Title");
    expect(find(tags, (t) => t.property === "og:title")?.content).toBe("Exact Tab Title");
    expect(find(tags, (t) => t.name === "twitter:title")?.content).toBe("Exact Tab Title");
  });

  it("includes description and comma-separated keywords", () => {
    const tags = pageMeta(base);
    expect(find(tags, (t) => t.name === "description")?.content).toBe(base.description);
    expect(find(tags, (t) => t.name === "keywords")?.content).toBe("case converter, uppercase, lowercase");
  });

  it("includes a canonical link with the absolute URL", () => {
    useSiteUrl("https://example.com/");
    const tags = pageMeta(base);
    expect(find(tags, (t) => t.rel === "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.com/case-converter",
    });
  });

  it("includes Open Graph tags", () => {
    useSiteUrl("https://example.com");
    const tags = pageMeta(base);
    const og = (p: string) => find(tags, (t) => t.property === p)?.content;
    expect(og("og:type")).toBe("website");
    expect(og("og:site_name")).toBe(SITE.name);
    expect(og("og:title")).toBe(`Case Converter | ${SITE.name}`);
    expect(og("og:description")).toBe(base.description);
    expect(og("og:url")).toBe("https://example.com/case-converter");
  });

  it("includes Twitter card tags", () => {
    const tags = pageMeta(base);
    const tw = (n: string) => find(tags, (t) => t.name === n)?.content;
    expect(tw("twitter:card")).toBe("summary");
    expect(tw("twitter:title")).toBe(`Case Converter | ${SITE.name}`);
    expect(tw("twitter:description")).toBe(base.description);
  });

  it("has no FAQPage structured data without an FAQ", () => {
    expect(find(pageMeta(base), (t) => "script:ld+json" in t)).toBeUndefined();
    expect(find(pageMeta({ ...base, faq: [] }), (t) => "script:ld+json" in t)).toBeUndefined();
  });

  it("adds FAQPage structured data when an FAQ is given", () => {
    const ld = find(pageMeta({ ...base, faq }), (t) => "script:ld+json" in t);
    expect(ld?.["script:ld+json"]).toEqual(faqStructuredData(faq));
    const tags = pageMeta({ ...base, faq });
    expect(tags.filter((t) => "script:ld+json" in t)).toHaveLength(1);
  });
});
