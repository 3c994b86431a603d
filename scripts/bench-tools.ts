/**
 * Times every case conversion and both comma-tool conversions on a generated 1 MB input:
 * the median of 5 runs after one warm-up run, printed as a table.
 *
 *   node --import tsx scripts/bench-tools.ts
 *
 * The pages move work above LARGE_INPUT_CHARS to a Web Worker, so these numbers are what
 * a worker spends, not time the page is blocked.
 */
import { performance } from "node:perf_hooks";
import { columnToDelimited, DEFAULT_SETTINGS, delimitedToColumn, type CommaSettings } from "../tools/comma-separating-tool/logic";
import { generateColumn, generateText, ONE_MB } from "../tests/helpers/bench-input";
import { CASE_CONVERSIONS, countText } from "../tools/case-converter/logic";

const RUNS = 5;

interface Row {
  task: string;
  inputChars: number;
  outputChars: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

function time(task: string, input: string, run: (text: string) => string): Row {
  let output = run(input); // warm-up: compiles regular expressions and JITs the code
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    output = run(input);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    task,
    inputChars: input.length,
    outputChars: output.length,
    medianMs: samples[Math.floor(RUNS / 2)]!,
    minMs: samples[0]!,
    maxMs: samples[RUNS - 1]!,
  };
}

const text = generateText(ONE_MB);
const column = generateColumn(ONE_MB);
const quoted: CommaSettings = { ...DEFAULT_SETTINGS, quotes: "double" };
const delimited = columnToDelimited(column, quoted).output;

const rows: Row[] = [
  ...CASE_CONVERSIONS.map((c) => time(`case: ${c.label}`, text, c.convert)),
  time("case: counts", text, (t) => JSON.stringify(countText(t))),
  time("comma: Convert right (default)", column, (t) => columnToDelimited(t, DEFAULT_SETTINGS).output),
  time("comma: Convert right (double quotes)", column, (t) => columnToDelimited(t, quoted).output),
  time("comma: Convert left (default)", delimited, (t) => delimitedToColumn(t, DEFAULT_SETTINGS).output),
  time("comma: Convert left (double quotes)", delimited, (t) => delimitedToColumn(t, quoted).output),
];

const headers = ["Task", "Input chars", "Output chars", `Median of ${RUNS} (ms)`, "Min (ms)", "Max (ms)"];
const cells = rows.map((r) => [
  r.task,
  r.inputChars.toLocaleString("en-US"),
  r.outputChars.toLocaleString("en-US"),
  r.medianMs.toFixed(1),
  r.minMs.toFixed(1),
  r.maxMs.toFixed(1),
]);
const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
const line = (c: readonly string[]) =>
  `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(" | ")} |`;

console.log(`Node ${process.version}, ${RUNS} runs after one warm-up, 1 MB inputs`);
console.log(line(headers));
console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
for (const c of cells) console.log(line(c));
