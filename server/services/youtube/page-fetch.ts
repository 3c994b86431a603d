import { YOUTUBE_MESSAGES, YouTubeError } from "./errors";
import { looksLikeBotCheck } from "./page-parse";

/**
 * Fetches one public YouTube page the way a browser would, bounded in time, size and
 * redirects. The server fetches it itself: no third-party page-reader proxy.
 */

export const DEFAULT_PAGE_TIMEOUT_MS = 10_000;
export const DEFAULT_PAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_PAGE_REDIRECTS = 3;

/**
 * What a desktop browser sends. The consent cookies keep visitors' servers in the EU from being
 * redirected to consent.youtube.com (another host, which the redirect rule refuses).
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en-US,en;q=0.9",
  Cookie: "SOCS=CAI; CONSENT=YES+cb",
};

export interface PageFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export interface FetchedPage {
  status: number;
  html: string;
  finalUrl: string;
}

function pageError(code: "timeout" | "network" | "too_large" | "redirect_refused" | "page_error", message: string, status = 0): YouTubeError {
  return new YouTubeError({ code, source: "page", message, status });
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw pageError("too_large", YOUTUBE_MESSAGES.pageTooLarge);
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder("utf-8");
  let total = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw pageError("too_large", YOUTUBE_MESSAGES.pageTooLarge);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * GETs `url`. Redirects are followed by hand, at most three, and only to the same host and port
 * (http to https allowed); a redirect to Google's "unusual traffic" page is reported as a bot
 * check (status 429). Non-2xx answers are returned, not thrown, so callers can read 404s.
 */
export async function fetchPage(url: string, opts: PageFetchOptions = {}): Promise<FetchedPage> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_PAGE_MAX_BYTES;
  const doFetch = opts.fetchImpl ?? fetch;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const origin = new URL(url);
  let current = origin;
  try {
    for (let hop = 0; ; hop++) {
      const res = await doFetch(current, { headers: BROWSER_HEADERS, redirect: "manual", signal });
      if (res.status >= 300 && res.status < 400 && res.headers.has("location")) {
        await res.body?.cancel().catch(() => undefined);
        const location = res.headers.get("location")!;
        let next: URL;
        try {
          next = new URL(location, current);
        } catch {
          throw pageError("redirect_refused", YOUTUBE_MESSAGES.pageRedirect, res.status);
        }
        if (looksLikeBotCheck(next.pathname)) return { status: 429, html: "", finalUrl: next.toString() };
        const sameHost = next.host === origin.host && (next.protocol === "https:" || next.protocol === "http:") && next.username === "" && next.password === "";
        if (!sameHost) throw pageError("redirect_refused", YOUTUBE_MESSAGES.pageRedirect, res.status);
        if (hop >= MAX_PAGE_REDIRECTS) throw pageError("redirect_refused", YOUTUBE_MESSAGES.pageTooManyRedirects, res.status);
        current = next;
        continue;
      }
      const html = await readCapped(res, maxBytes);
      return { status: res.status, html, finalUrl: current.toString() };
    }
  } catch (e) {
    if (e instanceof YouTubeError) throw e;
    if (timeout.aborted) throw pageError("timeout", YOUTUBE_MESSAGES.pageTimeout);
    if (opts.signal?.aborted) throw e;
    throw pageError("network", YOUTUBE_MESSAGES.pageNetwork);
  }
}
