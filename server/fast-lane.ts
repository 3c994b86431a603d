import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { RATE_LIMIT_MESSAGE } from "./http/rate-limit";
import { SECURITY_HEADERS } from "./http/security";
import { cacheEvents, rateLimitRejections, recordRequest } from "./observability";
import type { LoadedAsset } from "./assets";
import { etagMatches, negotiateEncoding, type LoadedPage, type PageEncoding } from "./pages";
import type { RateLimitService } from "./services/rate-limit";
import { lookupReads, type LookupReads } from "./services/youtube/service";

/**
 * The requests that make up most traffic, answered before Express (a CPU profile of the
 * Express path showed its router, the compression wrapper and per-request header work taking
 * most of a cached lookup's time, not the lookup itself):
 *  - pre-rendered pages, compressed once in memory, with ETag and 304;
 *  - the build's scripts and stylesheets, compressed at build time (server/assets.ts);
 *  - GET /api/status;
 *  - GET /api/youtube/… lookups whose JSON answer this process gave in the last
 *    LOOKUP_MEMO_TTL_MS, still counted against the visitor's rate limit.
 * Every answer carries the same security headers and log line as Express's; anything else
 * (and every miss) goes on to Express unchanged.
 */

/** How long a lookup's answer is repeated without asking the YouTube service again. */
export const LOOKUP_MEMO_TTL_MS = 30_000;
export const LOOKUP_MEMO_MAX_ENTRIES = 2_000;
/** Answers smaller than this go uncompressed (as the compression middleware does). */
const COMPRESS_MIN_BYTES = 1024;
const LOOKUP_PREFIX = "/api/youtube/";

interface Memo {
  route: string;
  bodies: Partial<Record<PageEncoding, Buffer>> & { identity: Buffer };
  expires: number;
  /** What the first answer read from the YouTube service, reported again on each repeat. */
  reads: LookupReads;
}

export interface FastLaneOptions {
  pages: Map<string, LoadedPage>;
  /** Scripts and stylesheets under /assets/, by URL path. */
  assets?: Map<string, LoadedAsset>;
  /** The Content-Security-Policy of each page. */
  pagePolicies: Map<string, string>;
  /** The JSON of GET /api/status, built per request (it carries live quota figures). */
  statusBody: () => unknown;
  rateLimit: RateLimitService;
  /** The "youtube" bucket's limit per minute, as the lookups' own routes enforce it. */
  lookupLimitPerMinute: number;
  logger: Logger;
  /** Told of each lookup repeated from the memo, with the reads its first answer made. */
  onRepeat?: (reads: LookupReads) => void;
  now?: () => number;
}

export interface FastLane {
  /** Answers the request and returns true, or returns false for Express to handle it. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware (under /api/youtube) that remembers successful JSON answers. */
  rememberLookups: RequestHandler;
  readonly memoSize: number;
}

const LOOPBACK_V4 = /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i;
const isLoopback = (addr: string) => addr === "::1" || LOOPBACK_V4.test(addr);

/**
 * The client's address exactly as Express computes `req.ip` with `trust proxy` set to
 * "loopback": X-Forwarded-For is believed only through proxies on this machine.
 */
export function clientAddress(req: IncomingMessage): string {
  const socketAddr = req.socket.remoteAddress ?? "unknown";
  if (!isLoopback(socketAddr)) return socketAddr;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddr, ...forwarded];
  for (let i = 0; i < chain.length - 1; i++) if (!isLoopback(chain[i]!)) return chain[i]!;
  return chain[chain.length - 1]!;
}

function compressAll(identity: Buffer): Memo["bodies"] {
  if (identity.length < COMPRESS_MIN_BYTES) return { identity };
  return {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  };
}

export function createFastLane(o: FastLaneOptions): FastLane {
  const now = o.now ?? Date.now;
  const memo = new Map<string, Memo>();
  const security = Object.entries(SECURITY_HEADERS);

  function head(res: ServerResponse, status: number, headers: Record<string, string | number>) {
    for (const [k, v] of security) res.setHeader(k, v);
    for (const k in headers) res.setHeader(k, headers[k]!);
    res.statusCode = status;
  }

  function servePage(req: IncomingMessage, res: ServerResponse, path: string, page: LoadedPage, started: number) {
    const common = { "Content-Security-Policy": o.pagePolicies.get(path)!, "Cache-Control": "no-cache", ETag: page.etag, Vary: "Accept-Encoding" };
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      head(res, 304, common);
      res.end();
    } else {
      const encoding = negotiateEncoding(req.headers["accept-encoding"]);
      const body = page.bodies[encoding];
      head(res, 200, {
        ...common,
        "Content-Type": "text/html; charset=utf-8",
        ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
        "Content-Length": body.length,
      });
      res.end(req.method === "HEAD" ? undefined : body);
    }
    recordRequest(o.logger, req.method!, "page", path, res.statusCode, performance.now() - started);
  }

  function serveAsset(req: IncomingMessage, res: ServerResponse, asset: LoadedAsset, started: number) {
    // Hashed file names never change content, so they may be cached for a year.
    const common = { "Cache-Control": "public, max-age=31536000, immutable", ETag: asset.etag, Vary: "Accept-Encoding" };
    if (etagMatches(req.headers["if-none-match"], asset.etag)) {
      head(res, 304, common);
      res.end();
    } else {
      const wanted = negotiateEncoding(req.headers["accept-encoding"]);
      // A file of a few bytes can grow when compressed: then it goes as it is.
      const encoding = asset.bodies[wanted].length < asset.bodies.identity.length ? wanted : "identity";
      const body = asset.bodies[encoding];
      head(res, 200, {
        ...common,
        "Content-Type": asset.type,
        ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
        "Content-Length": body.length,
      });
      res.end(req.method === "HEAD" ? undefined : body);
    }
    recordRequest(o.logger, req.method!, "/assets/*", "", res.statusCode, performance.now() - started);
  }

  function sendJson(req: IncomingMessage, res: ServerResponse, status: number, bodies: Memo["bodies"], extra: Record<string, string | number> = {}) {
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    const body = bodies[encoding] ?? bodies.identity;
    const compressed = body !== bodies.identity;
    head(res, status, {
      "Cache-Control": "no-store",
      "Content-Type": "application/json; charset=utf-8",
      ...(compressed ? { "Content-Encoding": encoding } : {}),
      ...(bodies.gzip ? { Vary: "Accept-Encoding" } : {}),
      "Content-Length": body.length,
      ...extra,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function serveLookup(req: IncomingMessage, res: ServerResponse, hit: Memo, started: number) {
    const limit = o.lookupLimitPerMinute;
    let rateHeaders: Record<string, string> = {};
    try {
      const r = await o.rateLimit.consume("youtube", clientAddress(req), limit);
      rateHeaders = { "RateLimit-Limit": String(limit), "RateLimit-Remaining": String(r.remaining) };
      if (!r.allowed) {
        rateLimitRejections.inc({ bucket: "youtube" });
        const body = Buffer.from(JSON.stringify({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } }));
        sendJson(req, res, 429, { identity: body }, { ...rateHeaders, "Retry-After": String(r.retryAfterSeconds) });
        recordRequest(o.logger, req.method!, hit.route, "", 429, performance.now() - started);
        return;
      }
    } catch (e) {
      // As the routes do: a limiter outage must not take the tools down with it.
      console.error("Rate limiter unavailable:", e instanceof Error ? e.message : e);
    }
    cacheEvents.inc({ result: "hit" });
    o.onRepeat?.(hit.reads);
    sendJson(req, res, 200, hit.bodies, rateHeaders);
    recordRequest(o.logger, req.method!, hit.route, "", 200, performance.now() - started);
  }

  return {
    get memoSize() {
      return memo.size;
    },

    handle(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      const path = q === -1 ? url : url.slice(0, q);
      const started = performance.now();

      const page = o.pages.get(path);
      if (page) {
        servePage(req, res, path, page, started);
        return true;
      }
      const asset = o.assets?.get(path);
      // Range requests (rare for scripts) are left to express.static, which answers them.
      if (asset && req.headers.range === undefined) {
        serveAsset(req, res, asset, started);
        return true;
      }
      if (path === "/api/status") {
        sendJson(req, res, 200, { identity: Buffer.from(JSON.stringify(o.statusBody())) });
        recordRequest(o.logger, req.method!, "/api/status", path, 200, performance.now() - started);
        return true;
      }
      if (path.startsWith(LOOKUP_PREFIX)) {
        const hit = memo.get(url);
        if (!hit) return false;
        if (hit.expires <= now()) {
          memo.delete(url);
          return false;
        }
        void serveLookup(req, res, hit, started).catch(() => {
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end();
          }
        });
        return true;
      }
      return false;
    },

    rememberLookups(req, res, next) {
      if (req.method !== "GET" || !req.originalUrl.startsWith(LOOKUP_PREFIX)) return next();
      const key = req.originalUrl;
      const reads: LookupReads = { api: 0, pages: 0 };
      const json = res.json.bind(res) as Response["json"];
      res.json = (body: unknown) => {
        if (res.statusCode === 200) {
          const text = JSON.stringify(body);
          const route = `/api${(req.route as { path?: string } | undefined)?.path ?? ""}`;
          if (memo.size >= LOOKUP_MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value!);
          memo.set(key, { route, bodies: compressAll(Buffer.from(text, "utf8")), expires: now() + LOOKUP_MEMO_TTL_MS, reads });
          res.type("json");
          return res.send(text);
        }
        return json(body);
      };
      lookupReads.run(reads, next);
    },
  };
}
