import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import type { Config } from "../config";

/** sha256 sources for every inline <script> without src in an HTML document, for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const re = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1] ?? "";
    // Data blocks (JSON, JSON-LD) are never executed, so they need no hash.
    if (/type=["']?application\/(ld\+)?json/i.test(attrs)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(m[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Where previews may come from: the thumbnail host (YOUTUBE_IMAGE_BASE_URL, as an origin, so an
 * http mirror works) and every IMAGE_PROXY_HOSTS entry (channel avatars and banners, video
 * thumbnails in API results). A host-source without a scheme matches the page's own scheme,
 * as the download proxy fetches them.
 */
export function imageSources(config: Config): string[] {
  return [new URL(config.youtube.imageBaseUrl).origin, ...config.imageProxyHosts];
}

/**
 * A Content-Security-Policy that allows only what the site uses: its own files, the inline
 * scripts of this exact page (by hash), YouTube frames and images, the providers a visitor's
 * own key talks to, and Google's ad and analytics hosts only when the operator enabled them.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: readonly string[] = []): string {
  const ads = config.adsenseClient
    ? ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.adtrafficquality.google"]
    : [];
  const analytics = config.gaId ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"] : [];
  const origin = (u: string) => new URL(u).origin;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...ads, ...analytics],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Exactly the configured image hosts (a plain-http mirror included), plus ads and analytics when on.
    "img-src": ["'self'", "data:", "blob:", ...imageSources(config), ...ads, ...analytics],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:", "data:"],
    "connect-src": ["'self'", origin(config.geminiBaseUrl), origin(config.openaiBaseUrl), ...ads, ...analytics],
    "frame-src": ["https://www.youtube.com", "https://www.youtube-nocookie.com", ...ads],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${[...new Set(v)].join(" ")}`)
    .join("; ");
}

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

export function securityHeaders(): RequestHandler {
  const entries = Object.entries(SECURITY_HEADERS);
  return (_req, res, next) => {
    for (const [k, v] of entries) res.setHeader(k, v);
    res.removeHeader("X-Powered-By");
    next();
  };
}
