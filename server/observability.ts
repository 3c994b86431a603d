import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { pino, type Logger } from "pino";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * Metrics (Prometheus, served at /metrics only with METRICS=on) and one JSON log line per
 * request. Services report their upstream calls here; neither visitors' text nor secrets are
 * ever recorded — only routes, statuses, durations and counts.
 */

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by route and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});
export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});
export const upstreamRequests = new Counter({
  name: "upstream_requests_total",
  help: "Calls to outside services, by service and outcome",
  labelNames: ["service", "outcome"] as const,
  registers: [registry],
});
export const upstreamDuration = new Histogram({
  name: "upstream_request_duration_seconds",
  help: "Latency of calls to outside services",
  labelNames: ["service"] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});
export const cacheEvents = new Counter({
  name: "cache_events_total",
  help: "Cache lookups, by result (hit or miss)",
  labelNames: ["result"] as const,
  registers: [registry],
});
export const rateLimitRejections = new Counter({
  name: "rate_limit_rejections_total",
  help: "Requests refused by a rate limit, by bucket",
  labelNames: ["bucket"] as const,
  registers: [registry],
});
export const youtubeQuotaUnits = new Counter({
  name: "youtube_quota_units_total",
  help: "YouTube Data API quota units spent, by method",
  labelNames: ["method"] as const,
  registers: [registry],
});

interface RequestStore {
  upstreamMs: number;
}
const requestStore = new AsyncLocalStorage<RequestStore>();

/** A service calls this after each upstream call (success or failure). */
export function recordUpstream(service: string, ms: number, outcome: string): void {
  upstreamRequests.inc({ service, outcome });
  upstreamDuration.observe({ service }, ms / 1000);
  const store = requestStore.getStore();
  if (store) store.upstreamMs += ms;
}

/** Times an upstream call and reports it, whatever its outcome. */
export async function timedUpstream<T>(service: string, call: () => Promise<T>, outcomeOf: (e: unknown) => string = () => "error"): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    recordUpstream(service, performance.now() - started, "ok");
    return result;
  } catch (e) {
    recordUpstream(service, performance.now() - started, outcomeOf(e));
    throw e;
  }
}

export function createLogger(enabled = true, destination?: NodeJS.WritableStream): Logger {
  const options = {
    enabled,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Defence in depth: these never reach a log line even if someone logs a whole object.
    redact: { paths: ["*.authorization", "*.apiKey", "*.key", "*.password", "*.text", "*.prompt", "*.body"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Path patterns for metrics labels: real paths would explode the label set. */
function routeLabel(path: string, matched: string | undefined): string {
  if (path.startsWith("/api/")) return matched ? `/api${matched}` : "/api/unknown";
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path === "/metrics" || path === "/sitemap.xml" || path === "/robots.txt") return path;
  return "page";
}

/** The metrics and the one log line of an answered request (Express's or the fast lane's). */
export function recordRequest(logger: Logger, method: string, route: string, path: string, status: number, ms: number, upstreamMs = 0): void {
  httpRequests.inc({ method, route, status: String(status) });
  httpDuration.observe({ method, route }, ms / 1000);
  logger.info({ method, route, path: route === "page" ? path : undefined, status, ms: Math.round(ms * 10) / 10, upstreamMs: Math.round(upstreamMs * 10) / 10 });
}

/** One JSON line per request: method, route, status, duration and upstream time. No query strings, bodies or addresses. */
export function requestObservability(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const store: RequestStore = { upstreamMs: 0 };
    res.on("finish", () => {
      const route = routeLabel(req.originalUrl.split("?")[0] ?? "/", (req.route as { path?: string } | undefined)?.path);
      recordRequest(logger, req.method, route, req.path, res.statusCode, performance.now() - started, store.upstreamMs);
    });
    requestStore.run(store, () => next());
  };
}
