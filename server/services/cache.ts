import { LRUCache } from "lru-cache";
import { cacheEvents } from "../observability";

/**
 * Response cache shared by the services. In memory by default; a Redis implementation can
 * fill the same interface so several processes share one cache.
 */
export interface CacheService {
  readonly backend: string;
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryCache implements CacheService {
  readonly backend = "memory";
  private readonly lru: LRUCache<string, { v: unknown }>;

  constructor(maxEntries = 5000) {
    this.lru = new LRUCache({ max: maxEntries, ttlAutopurge: false });
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.lru.get(key)?.v as T | undefined;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.lru.set(key, { v: value }, { ttl: Math.max(1, Math.round(ttlMs)) });
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(key);
  }
}

/** Returns the cached value, or computes, stores and returns it. Failures are not cached. */
export async function cached<T>(cache: CacheService, key: string, ttlMs: number, compute: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
  const hit = await cache.get<T>(key);
  cacheEvents.inc({ result: hit !== undefined ? "hit" : "miss" });
  if (hit !== undefined) return { value: hit, hit: true };
  const value = await compute();
  await cache.set(key, value, ttlMs);
  return { value, hit: false };
}
