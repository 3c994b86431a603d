import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisServerAvailable, startRedis, type RunningRedis } from "../../tests/helpers/redis-server";
import { createRedisClient, RedisCache, RedisRateLimiter } from "./redis";

const available = redisServerAvailable();
if (!available) console.warn("redis-server is not installed: Redis tests skipped (.ci/run installs it).");

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!available)("Redis-backed cache and rate limits", () => {
  let redis: RunningRedis;
  const logs: string[] = [];
  const log = { warn: (m: string) => logs.push(`warn:${m}`), info: (m: string) => logs.push(`info:${m}`) };
  let a: Redis;
  let b: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    // Two clients stand for two server processes.
    a = createRedisClient(redis.url, log);
    b = createRedisClient(redis.url, log);
    await until(() => a.status === "ready" && b.status === "ready");
  });
  afterAll(async () => {
    a?.disconnect();
    b?.disconnect();
    await redis?.stop();
  });

  it("two processes enforce one limit together", async () => {
    const one = new RedisRateLimiter(a);
    const two = new RedisRateLimiter(b);
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push((await one.consume("ai", "9.9.9.9", 4)).allowed);
      results.push((await two.consume("ai", "9.9.9.9", 4)).allowed);
    }
    expect(results).toEqual([true, true, true, true, false, false]);
    const refused = await one.consume("ai", "9.9.9.9", 4);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("two processes share cached values, with expiry", async () => {
    const one = new RedisCache(a);
    const two = new RedisCache(b);
    await one.set("video:abc", { title: "Shared" }, 60_000);
    expect(await two.get("video:abc")).toEqual({ title: "Shared" });
    await one.set("short", 1, 30);
    await new Promise((r) => setTimeout(r, 80));
    expect(await two.get("short")).toBeUndefined();
    await two.delete("video:abc");
    expect(await one.get("video:abc")).toBeUndefined();
  });

  it("keeps serving when Redis goes down (memory limits, no shared cache), logs once, and recovers", async () => {
    const limiter = new RedisRateLimiter(a);
    const cache = new RedisCache(a);
    await cache.set("k", "v", 60_000);
    await redis.stop();
    await until(() => a.status !== "ready");
    // Still limited, now per process.
    const outage = [];
    for (let i = 0; i < 3; i++) outage.push((await limiter.consume("yt", "1.1.1.1", 2)).allowed);
    expect(outage).toEqual([true, true, false]);
    expect(await cache.get("k")).toBeUndefined();
    await cache.set("k2", "v2", 60_000); // no throw
    await new Promise((r) => setTimeout(r, 600));
    expect(logs.filter((l) => l.startsWith("warn:")).length).toBeLessThanOrEqual(2); // once per client
    expect(logs.some((l) => l.includes("Redis unavailable"))).toBe(true);

    await redis.restart();
    await until(() => a.status === "ready", 15_000);
    expect(logs.some((l) => l.includes("Redis is back"))).toBe(true);
    await until(() => b.status === "ready", 15_000);
    await cache.set("after", "yes", 60_000);
    expect(await new RedisCache(b).get("after")).toBe("yes");
    // Limits are shared again once Redis is back.
    const shared = new RedisRateLimiter(b);
    expect((await limiter.consume("back", "2.2.2.2", 1)).allowed).toBe(true);
    expect((await shared.consume("back", "2.2.2.2", 1)).allowed).toBe(false);
  }, 40_000);
});
