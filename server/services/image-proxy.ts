import { ApiError } from "../http/errors";

/**
 * The image download proxy: the only place the server fetches an image on a visitor's behalf
 * (thumbnails, channel banners, channel logos). It fetches only from hosts the operator listed
 * in IMAGE_PROXY_HOSTS, re-checks every redirect hop against the same list, and bounds every
 * fetch in time and size, so the route cannot be turned into a way to reach other machines.
 */

export const DEFAULT_IMAGE_TIMEOUT_MS = 10_000;
export const DEFAULT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_REDIRECTS = 3;

export const MESSAGE_IMAGE_NOT_FOUND = "The image is not available.";
export const MESSAGE_HOST_NOT_ALLOWED = "This image address is not allowed.";
export const MESSAGE_REDIRECT_NOT_ALLOWED = "The image host redirected to an address that is not allowed.";
export const MESSAGE_TOO_MANY_REDIRECTS = "The image host redirected too many times.";
export const MESSAGE_NOT_AN_IMAGE = "The image host did not send an image.";
export const MESSAGE_TIMEOUT = "The image host took too long to answer. Please try again.";
export const MESSAGE_UNREACHABLE = "Could not reach the image host. Please try again.";

export function messageTooLarge(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  return `The image is larger than the ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB limit.`;
}

export function messageUpstreamStatus(status: number): string {
  return `The image host answered with an error (status ${status}).`;
}

export interface FetchImageOptions {
  /** "host" (default port of the scheme) or "host:port" (that exact port), lower case. */
  allowedHosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  /** Shown when the image host answers 404 or 410, e.g. "Thumbnail not available for this video." */
  notFoundMessage?: string;
  /** Injected in tests; Node's fetch otherwise. */
  fetchImpl?: typeof fetch;
}

export interface FetchedImage {
  /** The upstream media type, e.g. "image/jpeg" (parameters dropped). */
  contentType: string;
  bytes: Buffer;
  /** The address the image finally came from, after redirects. */
  finalUrl: string;
}

// ---------------------------------------------------------------------------
// Address checks
// ---------------------------------------------------------------------------

/** What the URL parser ignores anywhere (tab, newline) or at the ends (controls, space). */
function cleanUrlText(text: string): string {
  return text.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

const RAW_AUTHORITY = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/\\?#]*)/;

function refuse(status: number, code: string, message: string): ApiError {
  return new ApiError(status, code, message);
}

/**
 * Parses an absolute URL and refuses it unless its host and port are listed exactly.
 * The host is compared as written: the URL parser would turn 2130706433, 0177.0.0.1 or
 * 0x7f.1 into 127.0.0.1, so any host the parser rewrites is an IP literal in disguise.
 */
export function checkImageUrl(text: string, allowedHosts: readonly string[], status = 400, message = MESSAGE_HOST_NOT_ALLOWED): URL {
  const cleaned = cleanUrlText(text);
  const raw = RAW_AUTHORITY.exec(cleaned);
  if (!raw) throw refuse(status, "image_url_not_allowed", message);
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    throw refuse(status, "image_url_not_allowed", message);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse(status, "image_url_not_allowed", message);
  const authority = raw[2]!;
  if (authority.includes("@") || url.username !== "" || url.password !== "") throw refuse(status, "image_url_not_allowed", message);
  if (authority.startsWith("[")) throw refuse(status, "image_url_not_allowed", message); // IPv6 literal
  const writtenHost = authority.replace(/:\d*$/, "").toLowerCase();
  const host = url.hostname;
  if (writtenHost !== host || !/^[a-z0-9.-]+$/.test(host)) throw refuse(status, "image_url_not_allowed", message);
  // localhost is never an image host; the IP literal forms were refused above unless written
  // exactly as listed (tests list "127.0.0.1:<port>").
  if (host === "localhost" || host.endsWith(".localhost")) throw refuse(status, "image_url_not_allowed", message);
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const listed = allowedHosts.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e.includes(":") ? e === `${host}:${port}` : url.port === "" && e === host;
  });
  if (!listed) throw refuse(status, "image_url_not_allowed", message);
  return url;
}

/**
 * The next hop of a redirect, checked like the first address. An absolute Location is checked
 * as written; a relative one must stay on the current (already checked) origin.
 */
function nextHop(location: string, current: URL, allowedHosts: readonly string[]): URL {
  const cleaned = cleanUrlText(location);
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(cleaned)) {
    return checkImageUrl(cleaned, allowedHosts, 502, MESSAGE_REDIRECT_NOT_ALLOWED);
  }
  if (cleaned.startsWith("//")) {
    return checkImageUrl(`${current.protocol}${cleaned}`, allowedHosts, 502, MESSAGE_REDIRECT_NOT_ALLOWED);
  }
  let resolved: URL;
  try {
    resolved = new URL(cleaned, current);
  } catch {
    throw refuse(502, "image_redirect_not_allowed", MESSAGE_REDIRECT_NOT_ALLOWED);
  }
  // "/\host" and similar are read by the URL parser as another host: not a path after all.
  if (resolved.origin !== current.origin || resolved.username !== "" || resolved.password !== "") {
    throw refuse(502, "image_redirect_not_allowed", MESSAGE_REDIRECT_NOT_ALLOWED);
  }
  return resolved;
}

// ---------------------------------------------------------------------------
// Fetching
// ---------------------------------------------------------------------------

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Image types served as downloads; SVG is left out because it can carry scripts. */
function isAllowedImageType(contentType: string): boolean {
  return contentType.startsWith("image/") && contentType !== "image/svg+xml";
}

async function discard(res: Response): Promise<void> {
  try {
    await res.body?.cancel();
  } catch {
    // Nothing to clean up.
  }
}

/**
 * Fetches one image from an allowed host. Throws ApiError with a clear message: 400 for an
 * address that is not allowed, 404 when the image does not exist, 502 for a bad upstream
 * answer (disallowed redirect, not an image, too large, other error status), 504 on timeout.
 */
export async function fetchImage(address: string, options: FetchImageOptions): Promise<FetchedImage> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES;
  const doFetch = options.fetchImpl ?? fetch;
  let url = checkImageUrl(address, options.allowedHosts);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => controller.signal.aborted;

  try {
    let res: Response;
    for (let hop = 0; ; hop += 1) {
      try {
        res = await doFetch(url, {
          method: "GET",
          redirect: "manual",
          signal: controller.signal,
          headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8", "user-agent": "Mozilla/5.0 (compatible; CreatorToolbox image proxy)" },
        });
      } catch {
        if (timedOut()) throw refuse(504, "image_timeout", MESSAGE_TIMEOUT);
        throw refuse(502, "image_unreachable", MESSAGE_UNREACHABLE);
      }
      if (!REDIRECT_STATUSES.has(res.status)) break;
      const location = res.headers.get("location");
      await discard(res);
      if (!location) throw refuse(502, "image_bad_redirect", messageUpstreamStatus(res.status));
      if (hop >= MAX_IMAGE_REDIRECTS) throw refuse(502, "image_too_many_redirects", MESSAGE_TOO_MANY_REDIRECTS);
      url = nextHop(location, url, options.allowedHosts);
    }

    if (res.status === 404 || res.status === 410) {
      await discard(res);
      throw refuse(404, "image_not_found", options.notFoundMessage ?? MESSAGE_IMAGE_NOT_FOUND);
    }
    if (!res.ok) {
      await discard(res);
      throw refuse(502, "image_upstream_error", messageUpstreamStatus(res.status));
    }
    const contentType = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!isAllowedImageType(contentType)) {
      await discard(res);
      throw refuse(502, "image_not_an_image", MESSAGE_NOT_AN_IMAGE);
    }
    const declared = Number(res.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await discard(res);
      throw refuse(502, "image_too_large", messageTooLarge(maxBytes));
    }

    const chunks: Uint8Array[] = [];
    let total = 0;
    if (res.body) {
      const reader = res.body.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          total += value.byteLength;
          if (total > maxBytes) {
            await reader.cancel().catch(() => undefined);
            throw refuse(502, "image_too_large", messageTooLarge(maxBytes));
          }
          chunks.push(value);
        }
      } catch (e) {
        if (e instanceof ApiError) throw e;
        if (timedOut()) throw refuse(504, "image_timeout", MESSAGE_TIMEOUT);
        throw refuse(502, "image_unreachable", MESSAGE_UNREACHABLE);
      }
    }
    return { contentType, bytes: Buffer.concat(chunks), finalUrl: url.href };
  } finally {
    clearTimeout(timer);
  }
}
