import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { missingKeys, publicSettingsFrom, type Config } from "./config";
import type { ServerContext } from "./context";
import { apiErrorHandler, sendError } from "./http/errors";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./http/security";
import { loadAssets } from "./assets";
import { createFastLane } from "./fast-lane";
import { type LoadedPage, finalizeHtml, loadPrerenderedPages, upgradeCompression } from "./pages";
import { robotsTxt, sitemapXml } from "./seo-files";
import { MemoryCache } from "./services/cache";
import { ImagesService } from "./services/images";
import { LlmService } from "./services/llm";
import { MemoryRateLimiter } from "./services/rate-limit";
import { SpeechService } from "./services/speech/service";
import { YouTubeService } from "./services/youtube/service";
import { createLogger, registry, requestObservability } from "./observability";
import { toolHandlers } from "./tool-handlers";

export interface AppOptions {
  config: Config;
  /** The client build folder (pre-rendered pages and assets). Absent in API-only tests. */
  clientDir?: string;
  /** The server build, for pages that are not pre-rendered (the 404 page). */
  serverBuild?: ServerBuild;
  services?: Partial<Omit<ServerContext, "config">>;
  /** One JSON log line per request on stdout (the server turns it on; tests leave it off or pass a stream). */
  log?: boolean | NodeJS.WritableStream;
}

export const JSON_BODY_LIMIT = "512kb";

export function createApp(opts: AppOptions) {
  const { config } = opts;
  const cache = opts.services?.cache ?? new MemoryCache();
  const ctx: ServerContext = {
    config,
    cache,
    rateLimit: opts.services?.rateLimit ?? new MemoryRateLimiter(),
    llm: opts.services?.llm ?? new LlmService(config.llm),
    youtube: opts.services?.youtube ?? new YouTubeService(config.youtube, cache),
    speech: opts.services?.speech ?? new SpeechService(config, cache),
    images: opts.services?.images ?? new ImagesService(config.together),
    now: opts.services?.now ?? (() => new Date()),
  };
  const settings = publicSettingsFrom(config);
  globalThis.__PUBLIC_SETTINGS__ = settings;

  const app = express();
  app.disable("x-powered-by");
  // Client addresses for rate limits: trust X-Forwarded-For only from a proxy on this machine.
  app.set("trust proxy", "loopback");
  const logger = typeof opts.log === "object" ? createLogger(true, opts.log) : createLogger(opts.log ?? false);

  // ---- Pre-rendered pages, /api/status and repeated lookups: the fast lane ------------------
  // Each page is compressed once when it is loaded; see server/fast-lane.ts for what else is
  // answered before Express. `handler` (fast lane, then Express) is what the server listens with.
  const clientDir = opts.clientDir;
  const pages = clientDir ? loadPrerenderedPages(clientDir, settings) : new Map<string, LoadedPage>();
  const pagePolicies = new Map([...pages].map(([path, page]) => [path, contentSecurityPolicy(config, page.scriptHashes)]));
  if (pages.size > 0) void upgradeCompression(pages).catch(() => undefined);
  const missing = missingKeys(config);
  const statusBody = () => ({
    ok: true,
    services: {
      llm: { configured: Boolean(config.llm.apiKey), provider: config.llm.providerName, model: config.llm.model },
      youtube: { configured: Boolean(config.youtube.apiKey), quota: ctx.youtube.quota() },
      images: { configured: Boolean(config.together.apiKey), model: config.together.imageModel },
      tts: { engine: config.ttsEngine },
      cache: { backend: ctx.cache.backend },
      rateLimit: { backend: ctx.rateLimit.backend },
    },
    specWaits: config.specWaits,
    missing,
  });
  const fastLane = createFastLane({
    pages,
    assets: clientDir ? loadAssets(join(clientDir, "assets")) : undefined,
    pagePolicies,
    statusBody,
    rateLimit: ctx.rateLimit,
    lookupLimitPerMinute: config.rateLimits.youtubePerMin,
    logger,
    onRepeat: (reads) => ctx.youtube.countRepeat(reads),
  });
  // Express answers the same requests when it is called directly (tests, or a fast-lane miss).
  app.use((req, res, next) => (fastLane.handle(req, res) ? undefined : next()));

  app.use(requestObservability(logger));
  app.use(securityHeaders());
  app.use(compression());

  // ---- API -------------------------------------------------------------------------------
  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(express.json({ limit: JSON_BODY_LIMIT }));

  api.get("/status", (_req, res) => {
    res.json(statusBody());
  });
  api.use("/youtube", fastLane.rememberLookups);

  // The connection banners read this; it probes the provider at most once a minute per process.
  api.get("/ai/status", async (_req, res) => {
    res.json(await ctx.llm.status());
  });

  api.get("/public-settings", (_req, res) => {
    res.json(settings);
  });

  for (const register of toolHandlers) register(api, ctx);

  api.use((_req, res) => sendError(res, 404, "not_found", "No such API endpoint."));
  api.use(apiErrorHandler);
  app.use("/api", api);

  // ---- Metrics (not linked from the site; off unless METRICS=on) ----------------------------
  if (config.metrics) {
    app.get("/metrics", async (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.type(registry.contentType).send(await registry.metrics());
    });
  }

  // ---- Crawling ----------------------------------------------------------------------------
  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(robotsTxt(config.siteUrl));
  });
  app.get("/sitemap.xml", (_req, res) => {
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(sitemapXml(config.siteUrl));
  });

  // ---- Assets ------------------------------------------------------------------------------

  if (clientDir && existsSync(clientDir)) {
    // Hashed file names never change content, so they may be cached for a year.
    app.use(
      "/assets",
      express.static(join(clientDir, "assets"), { index: false, redirect: false, immutable: true, maxAge: "1y", fallthrough: false }),
    );
    // The service worker, the app manifest and the offline page are checked on every use, so a
    // new deployment is picked up at once (the browser also revalidates sw.js itself).
    const offlinePage = join(clientDir, "offline.html");
    const offlinePolicy = existsSync(offlinePage) ? contentSecurityPolicy(config, inlineScriptHashes(readFileSync(offlinePage, "utf8"))) : null;
    app.use(
      express.static(clientDir, {
        index: false,
        redirect: false,
        maxAge: "1h",
        setHeaders: (res, file) => {
          if (/(?:^|[\\/])(?:sw\.js|manifest\.webmanifest|offline\.html)$/.test(file)) res.setHeader("Cache-Control", "no-cache");
          if (offlinePolicy && file.endsWith("offline.html")) res.setHeader("Content-Security-Policy", offlinePolicy);
        },
      }),
    );
  }

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // One canonical URL per page: "/about-us/" redirects to "/about-us".
    if (req.path.length > 1 && req.path.endsWith("/")) {
      const clean = req.path.replace(/\/+$/, "") || "/";
      const q = req.originalUrl.slice(req.path.length);
      return res.redirect(301, clean + q);
    }
    next();
  });

  // Anything else is rendered on demand: in practice the not-found page, with status 404.
  const build = opts.serverBuild;
  if (build) {
    const handle = createRequestHandler(build, "production");
    app.use(async (req: Request, res: Response, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") {
        return sendError(res, 405, "method_not_allowed", "This address only answers GET requests.");
      }
      try {
        const url = new URL(req.originalUrl, `http://${req.headers.host ?? "localhost"}`);
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
        const response = await handle(new Request(url, { method: req.method, headers }));
        const type = response.headers.get("content-type") ?? "";
        let body = Buffer.from(await response.arrayBuffer());
        res.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== "content-length" && key !== "content-encoding") res.setHeader(key, value);
        });
        if (type.includes("text/html")) {
          const html = finalizeHtml(body.toString("utf8"), settings);
          body = Buffer.from(html, "utf8");
          res.setHeader("Content-Security-Policy", contentSecurityPolicy(config, inlineScriptHashes(html)));
        }
        res.setHeader("Cache-Control", "no-cache");
        res.send(body);
      } catch (e) {
        next(e);
      }
    });
  }

  app.use((_req: Request, res: Response) => {
    res.status(404).type("text/plain").send("Not found");
  });

  app.use(((err, _req, res, _next) => {
    if (res.headersSent) return;
    const status = (err as { status?: number })?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      res.status(status).type("text/plain").send(status === 404 ? "Not found" : "Bad request");
      return;
    }
    console.error("Unhandled error:", err instanceof Error ? err.message : err);
    res.status(500).type("text/plain").send("Something went wrong on our side.");
  }) as express.ErrorRequestHandler);

  /** What the server listens with: the fast lane first, Express for everything else. */
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (!fastLane.handle(req, res)) void app(req, res);
  };
  return { app, handler, ctx, pages, fastLane };
}
