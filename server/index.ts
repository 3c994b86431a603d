import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ConfigError, loadConfig, missingKeyLines } from "./config";
import { createRedisClient, RedisCache, RedisRateLimiter } from "./services/redis";

const root = resolve(import.meta.dirname, "..");
const clientDir = resolve(root, "build/client");
const serverBuildPath = resolve(root, "build/server/index.js");

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  if (!existsSync(serverBuildPath)) {
    console.error("No build found. Run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const serverBuild = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  // With REDIS_URL, several processes share one set of limits and one cache.
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, { warn: (m) => console.warn(m), info: (m) => console.log(m) })
    : undefined;
  const services = redis ? { cache: new RedisCache(redis), rateLimit: new RedisRateLimiter(redis) } : {};
  const { handler, pages } = createApp({ config, clientDir, serverBuild, services, log: true });

  const server = createServer(handler).listen(config.port, config.host, () => {
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : config.port;
    console.log(`Serving ${pages.size} pages and the API on http://localhost:${port}`);
    for (const line of missingKeyLines(config)) console.warn(line);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    server.close(() => {
      redis?.disconnect();
      process.exit(0);
    });
    server.closeIdleConnections();
    // Requests still open after 10 s are cut so the process never hangs.
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main();
