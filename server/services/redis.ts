import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { CacheService } from "./cache";
import type { RateLimitResult, RateLimitService } from "./rate-limit";

/**
 * Redis behind the cache and rate-limit interfaces, so several server processes act as one.
 * If Redis goes away the server keeps serving: limits fall back to this process's memory and
 * the shared cache is skipped. The outage is logged once, and the recovery once.
 */

export interface RedisLog {
  warn(msg: string): void;
  info(msg: string): void;
}

const KEY_PREFIX = "ct:";

export function createRedisClient(url: string, log: RedisLog): Redis {
  const client = new Redis(url, {
    // Fail fast instead of queueing: a caller falls back at once when Redis is down.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 250, 2000),
    lazyConnect: false,
  });
  let down = false;
  client.on("error", (e: Error) => {
    if (!down) {
      down = true;
      log.warn(`Redis unavailable (${e.message}); using in-memory limits and no shared cache until it returns.`);
    }
  });
  client.on("ready", () => {
    if (down) {
      down = false;
      log.info("Redis is back; limits and cache are shared again.");
    }
  });
  return client;
}

export class RedisCache implements CacheService {
  readonly backend = "redis";
  constructor(private readonly client: Redis) {}

  private get ready(): boolean {
    return this.client.status === "ready";
  }

  async get<T>(key: string): Promise<T | undefined> {
    if (!this.ready) return undefined;
    try {
      const raw = await this.client.get(KEY_PREFIX + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    if (!this.ready) return;
    try {
      await this.client.set(KEY_PREFIX + key, JSON.stringify(value), "PX", Math.max(1, Math.round(ttlMs)));
    } catch {
      // A cache that cannot store is only a slower cache.
    }
  }

  async delete(key: string): Promise<void> {
    if (!this.ready) return;
    try {
      await this.client.del(KEY_PREFIX + key);
    } catch {
      // ignore
    }
  }
}

export class RedisRateLimiter implements RateLimitService {
  readonly backend = "redis";
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly client: Redis,
    private readonly windowSeconds = 60,
  ) {}

  private limiter(bucket: string, points: number): RateLimiterRedis {
    const id = `${bucket}:${points}`;
    let l = this.limiters.get(id);
    if (!l) {
      l = new RateLimiterRedis({
        storeClient: this.client,
        keyPrefix: `${KEY_PREFIX}rl:${bucket}`,
        points,
        duration: this.windowSeconds,
        rejectIfRedisNotReady: true,
        // While Redis is down each process limits on its own.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}rl:${bucket}:mem`, points, duration: this.windowSeconds }),
      });
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
