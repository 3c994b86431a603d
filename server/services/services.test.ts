import { describe, expect, it } from "vitest";
import { cached, MemoryCache } from "./cache";
import { MemoryRateLimiter } from "./rate-limit";

describe("memory cache", () => {
  it("stores, expires and deletes", async () => {
    const c = new MemoryCache();
    await c.set("a", { n: 1 }, 60_000);
    expect(await c.get("a")).toEqual({ n: 1 });
    await c.set("b", "x", 20);
    await new Promise((r) => setTimeout(r, 40));
    expect(await c.get("b")).toBeUndefined();
    await c.delete("a");
    expect(await c.get("a")).toBeUndefined();
  });

  it("cached() computes once and reports hits; failures are not stored", async () => {
    const c = new MemoryCache();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cached(c, "k", 60_000, compute)).toEqual({ value: 1, hit: false });
    expect(await cached(c, "k", 60_000, compute)).toEqual({ value: 1, hit: true });
    await expect(cached(c, "bad", 60_000, async () => Promise.reject(new Error("upstream")))).rejects.toThrow("upstream");
    expect(await c.get("bad")).toBeUndefined();
  });

  it("keeps at most the configured number of entries", async () => {
    const c = new MemoryCache(2);
    await c.set("1", 1, 60_000);
    await c.set("2", 2, 60_000);
    await c.set("3", 3, 60_000);
    expect(await c.get("1")).toBeUndefined();
    expect(await c.get("3")).toBe(3);
  });
});

describe("memory rate limiter", () => {
  it("allows the limit per key per window, then refuses with a retry time", async () => {
    const rl = new MemoryRateLimiter(60);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await rl.consume("ai", "1.2.3.4", 3));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[2]!.remaining).toBe(0);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other clients and other buckets have their own counts.
    expect((await rl.consume("ai", "5.6.7.8", 3)).allowed).toBe(true);
    expect((await rl.consume("youtube", "1.2.3.4", 3)).allowed).toBe(true);
  });

  it("opens again after the window", async () => {
    const rl = new MemoryRateLimiter(1);
    expect((await rl.consume("b", "k", 1)).allowed).toBe(true);
    expect((await rl.consume("b", "k", 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await rl.consume("b", "k", 1)).allowed).toBe(true);
  });
});
