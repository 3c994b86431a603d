/**
 * Baselines for `npm run bench:load`, each run as its own process like the product:
 *   node --import tsx scripts/bench-baseline-server.ts bare <port>     bare Node http, 1 KB of JSON
 *   node --import tsx scripts/bench-baseline-server.ts express <port>  Express 5 + compression, the home page's HTML
 *                                                                      and the build's scripts (express.static)
 * Prints "listening" when ready.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import compression from "compression";
import express from "express";

const [mode, portArg] = process.argv.slice(2);
const port = Number(portArg);

if (mode === "bare") {
  // About 1 KB of JSON, the size of a cached lookup's answer.
  const body = JSON.stringify({ ok: true, items: Array.from({ length: 12 }, (_, i) => ({ id: `UC${"x".repeat(22)}`, title: `Channel number ${i}`, n: i })) });
  createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  }).listen(port, "127.0.0.1", () => console.log("listening"));
} else if (mode === "express") {
  const html = readFileSync(resolve(import.meta.dirname, "../build/client/index.html"), "utf8");
  const app = express();
  app.use(compression());
  app.get("/", (_req, res) => {
    res.type("html").send(html);
  });
  app.use("/assets", express.static(resolve(import.meta.dirname, "../build/client/assets"), { immutable: true, maxAge: "1y" }));
  app.listen(port, "127.0.0.1", () => console.log("listening"));
} else {
  console.error("usage: bench-baseline-server.ts bare|express <port>");
  process.exit(2);
}
