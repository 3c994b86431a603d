import type { RequestHandler } from "express";
import type { RateLimitService } from "../services/rate-limit";
import { rateLimitRejections } from "../observability";
import { sendError } from "./errors";

/** The spec's rate-limit wording (spec 000 §8), used by every limited endpoint. */
export const RATE_LIMIT_MESSAGE = "Rate limit exceeded. Please wait a moment before trying again.";

export function rateLimit(service: RateLimitService, bucket: string, limitPerMinute: number, message = RATE_LIMIT_MESSAGE): RequestHandler {
  return async (req, res, next) => {
    const key = req.ip ?? req.socket.remoteAddress ?? "unknown";
    try {
      const r = await service.consume(bucket, key, limitPerMinute);
      res.setHeader("RateLimit-Limit", String(limitPerMinute));
      res.setHeader("RateLimit-Remaining", String(r.remaining));
      if (!r.allowed) {
        rateLimitRejections.inc({ bucket });
        sendError(res, 429, "rate_limited", message, { "Retry-After": String(r.retryAfterSeconds) });
        return;
      }
    } catch (e) {
      // A limiter outage must not take the tools down with it.
      console.error("Rate limiter unavailable:", e instanceof Error ? e.message : e);
    }
    next();
  };
}
