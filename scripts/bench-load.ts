/**
 * `npm run bench:load`: load figures on loopback with autocannon (30 s each by default):
 *   (a) a cached YouTube lookup, (b) an AI request against a fake provider answering in 200 ms,
 *   (c) a pre-rendered page, (d) /api/status, (e) the framework's script file (344 KB, sent
 *   as the build's brotli copy) — with one server process, then two processes sharing a Redis
 *   (Debian's redis-server, started here). Then a fault run: the provider answers 503 and
 *   times out for 10 s in the middle of a load; errors seen by clients and recovery are reported.
 * Before those, in the same run, two baselines in their own processes: a bare Node `http` server
 * answering 1 KB of JSON, and Express 5 + `compression` sending the home page's HTML and (with
 * express.static) the same script; the product's figures are printed as ratios of them.
 * Usage: npm run bench:load -- [seconds] [--quick]   (--quick: baselines and one process only)
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { firstByteTimeoutMs } from "../server/services/llm";
import { MAX_TOKENS as TITLE_MAX_TOKENS } from "../tools/youtube-title-generator/logic";
import { chatCompletion } from "../tests/helpers/fake-llm";
import { startFakeUpstream, type FakeReply } from "../tests/helpers/fake-upstream";
import { redisServerAvailable, startRedis } from "../tests/helpers/redis-server";
import { freePort, startProductionServer, type RunningServer } from "../tests/helpers/server-process";

const faultOnly = process.argv.includes("--fault-only");
const quick = process.argv.includes("--quick");
const seconds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 30);
const fixtures = resolve(import.meta.dirname, "../../shared/fixtures/youtube/api");
const channelFixture = resolve(fixtures, "channels.list/pyyoutube_GoogleDevelopers_snippet-only_2022.json");
if (!existsSync(channelFixture)) throw new Error(`Needs the YouTube fixtures at ${fixtures}`);

const assetsDir = resolve(import.meta.dirname, "../build/client/assets");
const SCRIPT = `/assets/${readdirSync(assetsDir).find((f) => f.startsWith("entry.client-") && f.endsWith(".js"))}`;

const TITLES = Array.from({ length: 10 }, (_, i) => `${i + 1}. A benchmark title number ${i + 1} for creators`).join("\n");
let providerMode: "ok" | "503" | "timeout" = "ok";
const llm = await startFakeUpstream((): FakeReply => {
  if (providerMode === "503") return { status: 503, body: { error: { message: "overloaded" } } };
  if (providerMode === "timeout") return { delayMs: 120_000, status: 200, body: {} };
  return { ...chatCompletion(TITLES), delayMs: 200 };
});
const youtubeApi = await startFakeUpstream(() => ({ status: 200, headers: { "content-type": "application/json" }, body: readFileSync(channelFixture, "utf8") }));

const env = {
  LLM_API_KEY: "sk-bench",
  LLM_BASE_URL: llm.url,
  YOUTUBE_API_KEY: "yt-bench",
  YOUTUBE_API_BASE_URL: youtubeApi.url,
  YOUTUBE_WEB_BASE_URL: youtubeApi.url,
  RATE_LIMIT_AI_PER_MIN: "10000000",
  RATE_LIMIT_YOUTUBE_PER_MIN: "10000000",
  RATE_LIMIT_IMAGE_PER_MIN: "10000000",
};

interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  connections: number;
}
const targets: Target[] = [
  { name: "(a) cached YouTube lookup", path: "/api/youtube/youtube-channel-id-finder?input=%40GoogleDevelopers", connections: 20 },
  { name: "(b) AI titles, provider 200 ms", path: "/api/ai/youtube-title-generator", method: "POST", body: JSON.stringify({ topic: "home espresso" }), connections: 50 },
  { name: "(c) pre-rendered page / (brotli)", path: "/", connections: 50 },
  { name: "(d) /api/status", path: "/api/status", connections: 50 },
  { name: "(e) framework script (brotli 11, from memory)", path: SCRIPT, connections: 10 },
];
const ACCEPT_ENCODING = "gzip, deflate, br";

function run(urls: string[], t: Target, duration = seconds) {
  return Promise.all(
    urls.map((u) =>
      autocannon({
        url: u + t.path,
        method: t.method ?? "GET",
        body: t.body,
        headers: { "accept-encoding": ACCEPT_ENCODING, ...(t.body ? { "content-type": "application/json" } : {}) },
        connections: Math.max(1, Math.round(t.connections / urls.length)),
        duration,
      }),
    ),
  );
}

type Result = Awaited<ReturnType<typeof autocannon>>;
function summarize(results: Result[]) {
  const rps = results.reduce((n, r) => n + r.requests.average, 0);
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const errors = results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
  return { rps: Math.round(rps), p50, p99, errors };
}

const rows: string[] = [];
const measured = new Map<string, number>();
async function measure(label: string, servers: RunningServer[]) {
  const urls = servers.map((s) => s.url);
  // Warm the cache so (a) measures the cached path.
  await fetch(urls[0] + targets[0]!.path);
  for (const t of targets) {
    const s = summarize(await run(urls, t));
    measured.set(`${label} ${t.name}`, s.rps);
    rows.push(`| ${label} | ${t.name} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.errors} |`);
    console.log(rows.at(-1));
  }
}

/** Starts a baseline server in its own process, so it never shares an event loop with autocannon. */
async function startBaseline(mode: "bare" | "express"): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", resolve(import.meta.dirname, "bench-baseline-server.ts"), mode, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((ok, fail) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("listening") && ok());
    child.once("exit", (code) => fail(new Error(`baseline ${mode} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const baselineRps = new Map<string, number>();
if (!faultOnly) {
  for (const [mode, runs] of [
    ["bare", [["bare", "baseline: bare Node http, 1 KB JSON", "/", 50]]],
    [
      "express",
      [
        ["express", "baseline: Express 5 + compression, home page", "/", 50],
        ["express-script", "baseline: express.static + compression, framework script", SCRIPT, 10],
      ],
    ],
  ] as const) {
    const b = await startBaseline(mode);
    for (const [key, name, path, connections] of runs) {
      const s = summarize(await run([b.url], { name, path, connections }));
      baselineRps.set(key, s.rps);
      rows.push(`| baseline | ${name} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.errors} |`);
      console.log(rows.at(-1));
    }
    b.stop();
  }
}

if (!faultOnly) {
const one = await startProductionServer(env);
await measure("1 process", [one]);
await one.stop();
}

if (faultOnly || quick) {
  // skip the two-process run
} else if (redisServerAvailable()) {
  const redis = await startRedis();
  const a = await startProductionServer({ ...env, REDIS_URL: redis.url });
  const b = await startProductionServer({ ...env, REDIS_URL: redis.url });
  await measure("2 processes + Redis", [a, b]);
  await a.stop();
  await b.stop();
  await redis.stop();
} else {
  rows.push("| 2 processes + Redis | skipped: redis-server not installed | | | | |");
}

function printRatios() {
  const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (a / b).toFixed(2) : "n/a");
  console.log(`\nRatios (same run):`);
  console.log(`  page / Express+compression: ${ratio(measured.get("1 process (c) pre-rendered page / (brotli)"), baselineRps.get("express"))}× (goal ≥ 4)`);
  console.log(`  cached lookup / bare Node: ${ratio(measured.get("1 process (a) cached YouTube lookup"), baselineRps.get("bare"))} (goal ≥ 0.20)`);
  console.log(`  /api/status / bare Node: ${ratio(measured.get("1 process (d) /api/status"), baselineRps.get("bare"))} (goal ≥ 0.20)`);
  console.log(`  framework script / express.static+compression: ${ratio(measured.get("1 process (e) framework script (brotli 11, from memory)"), baselineRps.get("express-script"))}×`);
}

if (quick) {
  await llm.close();
  await youtubeApi.close();
  console.log(`\n| setup | target | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|\n${rows.join("\n")}`);
  printRatios();
  process.exit(0);
}

// Fault run: 45 s of AI load; the provider fails (503, then timeouts) from 10 s to 20 s.
const faulty = await startProductionServer(env);
const FAULT_RUN_S = 45;
const buckets: { ok: number; failed: number }[] = Array.from({ length: FAULT_RUN_S / 5 }, () => ({ ok: 0, failed: 0 }));
const started = Date.now();
setTimeout(() => (providerMode = "503"), 10_000);
setTimeout(() => (providerMode = "timeout"), 15_000);
setTimeout(() => (providerMode = "ok"), 20_000);
const instance = autocannon(
  {
  url: faulty.url + targets[1]!.path,
  method: "POST",
  body: targets[1]!.body,
  headers: { "content-type": "application/json" },
  connections: 20,
  duration: FAULT_RUN_S,
  timeout: 70,
  },
  () => undefined,
);
instance.on("response", (_client: unknown, statusCode: number) => {
  const i = Math.min(buckets.length - 1, Math.floor((Date.now() - started) / 5000));
  if (statusCode >= 200 && statusCode < 300) buckets[i]!.ok++;
  else buckets[i]!.failed++;
});
const fault = await new Promise<Result>((resolveRun) => instance.on("done", resolveRun));
const stillUp = (await fetch(`${faulty.url}/api/status`)).status === 200;
// Recovery: fresh requests right after the load, same process, no restart.
const recovery: number[] = [];
let recoveredOk = 0;
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  const r = await fetch(faulty.url + targets[1]!.path, { method: "POST", headers: { "content-type": "application/json" }, body: targets[1]!.body });
  await r.text();
  recovery.push(performance.now() - t);
  if (r.ok) recoveredOk++;
}
recovery.sort((x, y) => x - y);
await faulty.stop();
await llm.close();
await youtubeApi.close();

console.log(`\n| setup | target | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|\n${rows.join("\n")}`);
printRatios();
console.log(`\nFault run (provider 503 from 10 s, timeouts from 15 s, healthy again at 20 s), answers completed per 5 s:`);
buckets.forEach((b, i) => console.log(`  ${i * 5}-${i * 5 + 5} s: ${b.ok} ok, ${b.failed} failed`));
console.log(`  after the fault, 20 fresh requests to the same process: ${recoveredOk} ok, median ${recovery[10]!.toFixed(0)} ms`);
console.log(
  `  longest wait for an answer: ${(fault.latency.max / 1000).toFixed(1)} s (a silent provider is given up on after the titles' first-byte timeout, ${firstByteTimeoutMs(TITLE_MAX_TOKENS, 60_000) / 1000} s, not the 60 s per-attempt limit; then the spec's retry)`,
);
console.log(`  totals: ${fault.requests.total} answered, ${fault.non2xx} non-2xx, ${fault.errors} errors, ${fault.timeouts} client timeouts; server still answering /api/status: ${stillUp}`);
