import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the next request is allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window limits per client key. In memory by default; a Redis implementation can fill
 * the same interface so several processes enforce one limit together.
 */
export interface RateLimitService {
  readonly backend: string;
  consume(bucket: string, key: string, limitPerMinute: number): Promise<RateLimitResult>;
}

export class MemoryRateLimiter implements RateLimitService {
  readonly backend = "memory";
  private readonly limiters = new Map<string, RateLimiterMemory>();

  constructor(private readonly windowSeconds = 60) {}

  private limiter(bucket: string, points: number): RateLimiterMemory {
    const id = `${bucket}:${points}`;
    let l = this.limiters.get(id);
    if (!l) {
      l = new RateLimiterMemory({ keyPrefix: bucket, points, duration: this.windowSeconds });
      this.limiters.set(id, l);
    }
    return l;
  }

  async consume(bucket: string, key: string, limitPerMinute: number): Promise<RateLimitResult> {
    try {
      const res = await this.limiter(bucket, limitPerMinute).consume(key);
      return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
      }
      throw e;
    }
  }
}
