import type { MetaDescriptor } from "react-router";
import type { FaqEntry } from "../../tools/types";
import { getPublicSettings } from "./public-settings";
import { SITE } from "./site";

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  faq?: readonly FaqEntry[];
  /** Title as shown in the browser tab; defaults to "{title} | {site name}". */
  fullTitle?: string;
}

export function absoluteUrl(path: string): string {
  return getPublicSettings().siteUrl.replace(/\/+$/, "") + path;
}

export function faqStructuredData(faq: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

/** Every head tag a page needs, from one description of the page. */
export function pageMeta(p: PageSeo): MetaDescriptor[] {
  const title = p.fullTitle ?? `${p.title} | ${SITE.name}`;
  const url = absoluteUrl(p.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: p.description },
    { name: "keywords", content: p.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: title },
    { property: "og:description", content: p.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: p.description },
  ];
  if (p.faq && p.faq.length > 0) tags.push({ "script:ld+json": faqStructuredData(p.faq) });
  return tags;
}
