import { STATIC_PAGES } from "../app/lib/pages";
import { tools } from "../tools/registry";
import { toolPath } from "../tools/types";

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** Every public page: the static pages and each tool of the registry. */
export function sitemapXml(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  const entries = [
    ...STATIC_PAGES.map((p) => ({ path: p.path, priority: p.kind === "home" ? "1.0" : p.kind === "company" ? "0.5" : "0.3" })),
    ...tools.map((t) => ({ path: toolPath(t.slug), priority: "0.8" })),
  ];
  const urls = entries
    .map((e) => `  <url>\n    <loc>${escapeXml(base + e.path)}</loc>\n    <priority>${e.priority}</priority>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml\n`;
}
