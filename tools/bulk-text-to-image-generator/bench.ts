/**
 * The bulk generator with 100 prompts of 1 MB images each, end to end: a fake image server on
 * 127.0.0.1, the production server (needs a build: `npx react-router build`), and the real page
 * in Chromium. The 5 s pacing between prompts is skipped with Playwright's fake clock (the
 * requests themselves are real). Reports the run time, the ZIP build time (click → download)
 * and the browser's peak memory (PSS summed over all Chromium processes, sampled every 200 ms).
 *
 *   node --import tsx tools/bulk-text-to-image-generator/bench.ts [prompts=100]
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { launchBrowser, waitForHydration } from "../../tests/helpers/browser";
import { startFakeUpstream } from "../../tests/helpers/fake-upstream";
import { startProductionServer } from "../../tests/helpers/server-process";
import { DOWNLOAD_ZIP_LABEL, GENERATE_LABEL, PROMPTS_LABEL, DELAY_LABEL } from "./logic";
import { solidPng } from "../../tests/helpers/solid-png";

const COUNT = Number(process.argv[2] ?? 100);
// Random pixels stored without compression: 580×580×3 bytes ≈ 1.01 MB per PNG.
const IMAGE = solidPng(580, 580, [0, 0, 0], true);

function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parent.set(Number(d), ppid);
    } catch {
      // process ended
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [pid, pp] of parent) if (pp === p) (out.push(pid), walk(pid));
  };
  walk(root);
  return out;
}

/** kB of proportional set size of every process under this one except the server (Chromium). */
function browserPssKb(exclude: Set<number>): number {
  let total = 0;
  for (const pid of descendants(process.pid)) {
    if (exclude.has(pid)) continue;
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
      if (!/chrom/i.test(comm)) continue;
      const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
      if (m) total += Number(m[1]);
    } catch {
      // process ended
    }
  }
  return total;
}

const fake = await startFakeUpstream(() => ({ body: { data: [{ b64_json: IMAGE.toString("base64") }] } }));
const server = await startProductionServer({ TOGETHER_API_KEY: "bench", TOGETHER_BASE_URL: fake.url, RATE_LIMIT_IMAGE_PER_MIN: "100000" });
const browser = await launchBrowser();
const exclude = new Set([server.process.pid!, ...descendants(server.process.pid!)]);
let peakKb = 0;
const sampler = setInterval(() => {
  peakKb = Math.max(peakKb, browserPssKb(exclude));
}, 200);
try {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${server.url}/bulk-text-to-image-generator`);
  await waitForHydration(page);
  await page.getByLabel(PROMPTS_LABEL).fill(Array.from({ length: COUNT }, (_, i) => `benchmark prompt ${i + 1}`).join("\n"));
  await page.getByLabel(DELAY_LABEL).selectOption("5000");
  const baselineKb = browserPssKb(exclude);
  peakKb = baselineKb;
  const runStart = performance.now();
  await page.getByRole("button", { name: GENERATE_LABEL, exact: true }).click();
  for (;;) {
    const summary = (await page.getByTestId("run-summary").textContent()) ?? "";
    if (summary.includes("generated")) break;
    await page.clock.fastForward(5000);
    await new Promise((r) => setTimeout(r, 20));
  }
  const runMs = performance.now() - runStart;
  const afterRunKb = browserPssKb(exclude);
  const zipStart = performance.now();
  const [dl] = await Promise.all([page.waitForEvent("download", { timeout: 300_000 }), page.getByRole("button", { name: DOWNLOAD_ZIP_LABEL }).click()]);
  const zipMs = performance.now() - zipStart;
  const zipBytes = statSync((await dl.path())!).size;
  await new Promise((r) => setTimeout(r, 500));
  const summary = await page.getByTestId("run-summary").textContent();
  const heap = await page.evaluate(() => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  console.log(
    JSON.stringify(
      {
        prompts: COUNT,
        imageBytes: IMAGE.length,
        runSeconds: +(runMs / 1000).toFixed(1),
        zipSeconds: +(zipMs / 1000).toFixed(2),
        zipMB: +(zipBytes / 1048576).toFixed(1),
        browserPssMB: { beforeRun: +mb(baselineKb), afterRun: +mb(afterRunKb), peak: +mb(peakKb) },
        pageJsHeapMB: +(heap / 1048576).toFixed(1),
        summary,
      },
      null,
      2,
    ),
  );
} finally {
  clearInterval(sampler);
  await browser.close();
  await server.stop();
  await fake.close();
}
