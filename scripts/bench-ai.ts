/**
 * `npm run bench:ai`: how much time our server adds to AI requests, against a fake provider on
 * loopback (so the provider's own time is known exactly):
 *   - request: browser sends → provider receives (minus a direct client→provider baseline);
 *   - first byte: provider sends its first piece → browser receives it (minus the same baseline);
 *   - time to first visible text of a long-form script in Chromium (provider's first piece at 200 ms).
 * Client and fake provider run in this process, so both timestamps come from one clock.
 */
import { launchBrowser, waitForHydration } from "../tests/helpers/browser";
import { chatStream, wantsStream } from "../tests/helpers/fake-llm";
import { startFakeUpstream } from "../tests/helpers/fake-upstream";
import { startProductionServer } from "../tests/helpers/server-process";

const N = Number(process.argv[2] ?? 200);
const now = () => performance.now();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;
const fmt = (xs: number[]) => `median ${median(xs).toFixed(2)} ms, p90 ${p90(xs).toFixed(2)} ms`;

let arrivedAt = 0;
let firstPieceAt = 0;
let firstDelayMs = 0;
const fake = await startFakeUpstream((req) => {
  arrivedAt = now();
  const reply = wantsStream(req) ? chatStream(["FIRST-PIECE ", "of the text. ", "More text follows here."], 5) : chatStream(["x"]);
  // The fake's first chunk is the role-only event; mark when the first text piece leaves.
  return { ...reply, delayMs: firstDelayMs, chunks: reply.chunks, chunkDelayMs: 0 };
});
// Record when the fake writes: wrap its handler timing by measuring at arrival + delay.
const server = await startProductionServer({ LLM_API_KEY: "sk-bench", LLM_BASE_URL: fake.url, RATE_LIMIT_AI_PER_MIN: "100000" });

async function readFirstDelta(res: Response): Promise<number> {
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  let buf = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("stream ended without text");
    buf += dec.decode(value, { stream: true });
    if (buf.includes("FIRST-PIECE")) {
      const t = now();
      await reader.cancel();
      return t;
    }
  }
}

const body = JSON.stringify({ channelName: "Bench Channel", script: "One short paragraph to rewrite for the benchmark." });
const serverRequest: number[] = [];
const serverFirstByte: number[] = [];
const directRequest: number[] = [];
const directFirstByte: number[] = [];

// Warm up both paths.
for (let i = 0; i < 20; i++) {
  await readFirstDelta(await fetch(`${server.url}/api/ai/youtube-script-rewriter`, { method: "POST", headers: { "content-type": "application/json" }, body }));
}

for (let i = 0; i < N; i++) {
  // Through our server.
  const sent = now();
  const res = await fetch(`${server.url}/api/ai/youtube-script-rewriter`, { method: "POST", headers: { "content-type": "application/json" }, body });
  serverRequest.push(arrivedAt - sent);
  firstPieceAt = arrivedAt; // the fake answers at once (delay 0): its first bytes leave on arrival
  serverFirstByte.push((await readFirstDelta(res)) - firstPieceAt);

  // Straight to the provider: the loopback and parsing cost our figures are measured against.
  const sent2 = now();
  const res2 = await fetch(`${fake.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ stream: true }) });
  directRequest.push(arrivedAt - sent2);
  directFirstByte.push((await readFirstDelta(res2)) - arrivedAt);
}

const added = (a: number[], b: number[]) => a.map((x, i) => x - b[i]!);
console.log(`AI request path, ${N} sequential requests against a fake provider on loopback`);
console.log(`  browser → provider, through our server: ${fmt(serverRequest)}`);
console.log(`  browser → provider, direct (baseline):  ${fmt(directRequest)}`);
console.log(`  added by our server:                    ${fmt(added(serverRequest, directRequest))}`);
console.log(`  provider first piece → browser, through our server: ${fmt(serverFirstByte)}`);
console.log(`  provider first piece → browser, direct (baseline):  ${fmt(directFirstByte)}`);
console.log(`  added by our server:                                ${fmt(added(serverFirstByte, directFirstByte))}`);

// Time to first visible text of a long-form script, with the provider's first piece at 200 ms.
firstDelayMs = 200;
const browser = await launchBrowser();
const ttft: number[] = [];
try {
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/youtube-long-script-generator`);
    await waitForHydration(page);
    await page.getByLabel(/title/i).first().fill("Benchmark video title");
    const button = page.getByRole("button", { name: /generate/i }).first();
    await page.waitForFunction(() => !document.querySelector("button[disabled]") || true);
    const t0 = now();
    await button.click();
    await page.waitForFunction(() => document.body.innerText.includes("FIRST-PIECE"), undefined, { polling: "raf" });
    ttft.push(now() - t0);
    await context.close();
  }
  console.log(`Long-form script, click → first visible text (provider's first piece at 200 ms): ${fmt(ttft)}`);
} catch (e) {
  console.log(`Long-form script timing skipped: ${(e as Error).message}`);
} finally {
  await browser.close();
  await server.stop();
  await fake.close();
}
