import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { BUILD_SITE_URL, PUBLIC_SETTINGS_ELEMENT_ID, serializePublicSettings, type PublicSettings } from "../app/lib/public-settings";
import { inlineScriptHashes } from "./http/security";

export interface LoadedPage {
  html: string;
  etag: string;
  scriptHashes: string[];
}

const SETTINGS_RE = new RegExp(`(<script id="${PUBLIC_SETTINGS_ELEMENT_ID}" type="application/json">)([\\s\\S]*?)(</script>)`);

/**
 * Adapts a page rendered at build time to this process's settings: the placeholder origin
 * becomes SITE_URL and the public settings element gets the run-time values.
 */
export function finalizeHtml(html: string, settings: PublicSettings): string {
  const withOrigin = html.split(BUILD_SITE_URL).join(settings.siteUrl);
  return withOrigin.replace(SETTINGS_RE, (_m, open: string, _old: string, close: string) => open + serializePublicSettings(settings) + close);
}

export function pageFromHtml(html: string): LoadedPage {
  return {
    html,
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    scriptHashes: inlineScriptHashes(html),
  };
}

/** Every pre-rendered page under the client build, keyed by its clean path ("/", "/about-us"). */
export function loadPrerenderedPages(clientDir: string, settings: PublicSettings): Map<string, LoadedPage> {
  const pages = new Map<string, LoadedPage>();
  if (!existsSync(clientDir)) return pages;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (name === "assets") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.set(rel ? `/${rel}` : "/", pageFromHtml(finalizeHtml(readFileSync(full, "utf8"), settings)));
      }
    }
  };
  walk(clientDir);
  return pages;
}
