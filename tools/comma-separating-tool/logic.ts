import Papa from "papaparse";
// zod/mini: the same checks as zod with a tree-shakable API, so the page ships a few kB of it, not ~60 kB.
import * as z from "zod/mini";

/** Spec 002 §1/§9: copy confirmation is 1.5 s in the text tools. */
export const COPY_CONFIRMATION_MS = 1500;

// Words on screen (spec 002 §2 "Comma tool"; plain words where the spec gives none).
export const COLUMN_DATA_LABEL = "Column data";
export const DELIMITED_DATA_LABEL = "Delimited data";
export const CONVERT_RIGHT_LABEL = "Convert right";
export const CONVERT_LEFT_LABEL = "Convert left";
export const CLEAR_LABEL = "Clear";
export const COPY_LABEL = "Copy";
export const COPIED_LABEL = "Copied!";
export const ADVANCED_SETTINGS_LABEL = "Advanced Settings";
export const COLUMN_DATA_PLACEHOLDER = "One item per line…";
export const DELIMITED_DATA_PLACEHOLDER = "e.g. item one,item two,item three";

export const EXPLODE_MODES = ["newlines", "spaces", "commas", "semicolons"] as const;
export type ExplodeMode = (typeof EXPLODE_MODES)[number];

export const QUOTE_STYLES = ["none", "double", "single"] as const;
export type QuoteStyle = (typeof QUOTE_STYLES)[number];

export interface Option<T extends string> {
  value: T;
  /** The spec's word (spec 002 §3 "Converter settings"). */
  label: string;
  /** What it does, for a hint under the control. */
  hint: string;
}

/** Explode mode: what separates the items in the column data. */
export const EXPLODE_MODE_OPTIONS: readonly Option<ExplodeMode>[] = [
  { value: "newlines", label: "newlines", hint: "One item per line." },
  { value: "spaces", label: "spaces", hint: "Every space, tab or line break starts a new item." },
  { value: "commas", label: "commas", hint: "Commas and line breaks separate items; quoted items may contain commas." },
  {
    value: "semicolons",
    label: "semicolons",
    hint: "Semicolons and line breaks separate items; quoted items may contain semicolons.",
  },
];

export const QUOTE_OPTIONS: readonly Option<QuoteStyle>[] = [
  { value: "none", label: "none", hint: "item one,item two" },
  { value: "double", label: "double", hint: '"item one","item two"' },
  { value: "single", label: "single", hint: "'item one','item two'" },
];

export interface CommaSettings {
  /** As typed. `\t` and `\n` stand for a tab and a line break; empty means a comma. */
  delimiter: string;
  /** Squeeze runs of spaces, tabs and line breaks inside each item into one space. */
  tidy: boolean;
  /** Keep only the first of identical items. */
  dedupe: boolean;
  explode: ExplodeMode;
  quotes: QuoteStyle;
  /** Items per group; 0 means one group holding every item. */
  interval: number;
  /** Written before every item. */
  openTag: string;
  /** Written after every item. */
  closeTag: string;
  /** Written before every group of `interval` items. */
  intervalWrapOpen: string;
  /** Written after every group of `interval` items. */
  intervalWrapClose: string;
}

/** Spec 002 §9: delimiter comma, tidy and dedupe on, no quotes, interval 0. */
export const DEFAULT_SETTINGS: Readonly<CommaSettings> = Object.freeze({
  delimiter: ",",
  tidy: true,
  dedupe: true,
  explode: "newlines",
  quotes: "none",
  interval: 0,
  openTag: "",
  closeTag: "",
  intervalWrapOpen: "",
  intervalWrapClose: "",
});

export const SETTING_LABELS: Readonly<Record<keyof CommaSettings, string>> = {
  delimiter: "Delimiter",
  tidy: "Tidy",
  dedupe: "Dedupe",
  explode: "Explode mode",
  quotes: "Quotes",
  interval: "Interval",
  openTag: "Open tag",
  closeTag: "Close tag",
  intervalWrapOpen: "Interval wrap open tag",
  intervalWrapClose: "Interval wrap close tag",
};

export const SETTING_HINTS: Readonly<Record<keyof CommaSettings, string>> = {
  delimiter: "Put between items. Type \\t for a tab or \\n for a line break; empty means a comma.",
  tidy: "Turn runs of spaces, tabs and line breaks inside an item into one space.",
  dedupe: "Keep only the first of identical items.",
  explode: "What separates the items in the column data.",
  quotes: "Wrap every item in quotes; quotes inside an item are doubled.",
  interval: "Start a new line after this many items (0 keeps them on one line).",
  openTag: "Text written before every item, such as # or <li>.",
  closeTag: "Text written after every item, such as </li>.",
  intervalWrapOpen: "Text written before every group of items, such as ( or [.",
  intervalWrapClose: "Text written after every group of items, such as ) or ].",
};

export const MAX_INTERVAL = 100_000;

/** A delimiter a person can type: `\t` is a tab, `\n` a line break, `\\` a backslash; empty falls back to a comma. */
export function decodeDelimiter(raw: string): string {
  if (raw === "") return DEFAULT_SETTINGS.delimiter;
  return raw.replace(/\\([tn\\])/g, (_, c: string) => (c === "t" ? "\t" : c === "n" ? "\n" : "\\"));
}

/** Interval field: a whole number from 0 to MAX_INTERVAL; anything else becomes 0. */
export function normaliseInterval(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(MAX_INTERVAL, Math.floor(n));
}

const text = (max: number, fallback: string) => z.catch(z.string().check(z.maxLength(max)), fallback);

const storedSettingsSchema = z.object({
  delimiter: text(100, DEFAULT_SETTINGS.delimiter),
  tidy: z.catch(z.boolean(), DEFAULT_SETTINGS.tidy),
  dedupe: z.catch(z.boolean(), DEFAULT_SETTINGS.dedupe),
  explode: z.catch(z.enum(EXPLODE_MODES), DEFAULT_SETTINGS.explode),
  quotes: z.catch(z.enum(QUOTE_STYLES), DEFAULT_SETTINGS.quotes),
  interval: z.pipe(z.unknown(), z.transform(normaliseInterval)),
  openTag: text(1000, ""),
  closeTag: text(1000, ""),
  intervalWrapOpen: text(1000, ""),
  intervalWrapClose: text(1000, ""),
});

/**
 * Settings from an untrusted place (a saved draft): every field that is missing or
 * wrong falls back to its default, the rest is kept.
 */
export function normaliseSettings(value: unknown): CommaSettings {
  const source = typeof value === "object" && value !== null ? value : {};
  const withDefaults = { ...DEFAULT_SETTINGS, ...source };
  return storedSettingsSchema.parse(withDefaults);
}

// ---------------------------------------------------------------------------
// Messages.

export function delimiterInItemsWarning(count: number): string {
  return count === 1
    ? "1 item contains the delimiter or a line break. Choose double or single quotes so it converts back as one item."
    : `${count} items contain the delimiter or a line break. Choose double or single quotes so they convert back as single items.`;
}

export const UNCLOSED_QUOTE_WARNING = "A quote is not closed, so everything after it was read as one item.";

// ---------------------------------------------------------------------------
// Items.

export interface ConversionResult {
  output: string;
  /** Items in the output. */
  itemCount: number;
  /** Items left out by Dedupe. */
  duplicatesRemoved: number;
  warnings: string[];
}

const WHITESPACE_RUN_RE = /\s+/g;
const LINE_BREAK_RE = /\r\n|\r|\n/;
const SURROUNDING_QUOTES: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ["'", "'"],
  ["“", "”"],
  ["‘", "’"],
];

/** Spec 002 §5: reverse conversion strips surrounding quotes. */
export function stripSurroundingQuotes(item: string): string {
  for (const [open, close] of SURROUNDING_QUOTES) {
    if (item.length >= 2 && item.startsWith(open) && item.endsWith(close)) {
      const inner = item.slice(open.length, item.length - close.length);
      // Straight quotes inside were doubled when the item was quoted.
      return open === close ? inner.split(open + open).join(open) : inner;
    }
  }
  return item;
}

/**
 * Spec 002 §5: splitting trims items and removes empties; dedupe is optional. Tidy
 * squeezes inner white space.
 */
export function cleanItems(
  items: readonly string[],
  settings: Pick<CommaSettings, "tidy" | "dedupe">,
  stripQuotes = false,
): { items: string[]; duplicatesRemoved: number } {
  const out: string[] = [];
  const seen = new Set<string>();
  let duplicatesRemoved = 0;
  for (const raw of items) {
    let item = raw.trim();
    if (stripQuotes) item = stripSurroundingQuotes(item).trim();
    if (settings.tidy) item = item.replace(WHITESPACE_RUN_RE, " ");
    if (item === "") continue;
    if (settings.dedupe) {
      // The same text typed on different keyboards can be stored two ways ("é" as one code
      // point or as e + accent; Indic and Vietnamese input methods differ too): compared in NFC.
      const key = item.normalize("NFC");
      if (seen.has(key)) {
        duplicatesRemoved++;
        continue;
      }
      seen.add(key);
    }
    out.push(item);
  }
  return { items: out, duplicatesRemoved };
}

function quoteCharFor(style: QuoteStyle): string {
  return style === "single" ? "'" : '"';
}

/** Wrap an item in the chosen quotes, doubling the same quote inside it (as CSV does). */
export function quoteItem(item: string, style: QuoteStyle): string {
  if (style === "none") return item;
  const q = quoteCharFor(style);
  return q + item.split(q).join(q + q) + q;
}

// ---------------------------------------------------------------------------
// Parsing delimited text (papaparse does the quoting rules).

const UNIT_SEPARATOR = "\u001f";

/**
 * Papaparse only sees a quoted field when the quote is its very first character and
 * the closing quote is directly followed by the delimiter or a line break, but people
 * write `"a", "b"`. This removes the spaces and tabs between a separator and an opening
 * quote, and between a closing quote and the next separator, and nothing else.
 *
 * With `lineEndDelimiter` (the delimiter without its trailing blanks, which Convert right
 * writes at the end of each group's line) one such delimiter just before a line break
 * is dropped, since the line break already separates the items.
 */
export function tightenQuotedFields(text: string, delimiter: string, quote: string, lineEndDelimiter = ""): string {
  const n = text.length;
  const out: string[] = [];
  let i = 0;
  let nextDelimiter = -2;
  let nextNewline = -2;
  const isBlank = (ch: string | undefined) => ch === " " || ch === "\t";
  /** Index of the line break (or end) if `at` starts a line-end delimiter followed only by blanks. */
  const lineEndAt = (at: number): number => {
    if (!lineEndDelimiter || !text.startsWith(lineEndDelimiter, at)) return -1;
    let p = at + lineEndDelimiter.length;
    while (p < n && isBlank(text[p])) p++;
    return p === n || text[p] === "\n" ? p : -1;
  };
  while (i < n) {
    let j = i;
    while (j < n && isBlank(text[j])) j++;
    if (j < n && text[j] === quote) {
      let search = j + 1;
      let close = -1;
      for (;;) {
        const q = text.indexOf(quote, search);
        if (q === -1) break;
        if (text[q + 1] === quote) {
          search = q + 2;
          continue;
        }
        close = q;
        break;
      }
      if (close === -1) {
        // Unterminated: hand it over as is and let papaparse report it.
        out.push(text.slice(j));
        break;
      }
      out.push(text.slice(j, close + 1));
      i = close + 1;
      let m = i;
      while (m < n && isBlank(text[m])) m++;
      const lineEnd = lineEndAt(m);
      if (m === n || text[m] === "\n" || text.startsWith(delimiter, m)) i = m;
      else if (lineEnd !== -1) i = lineEnd;
      if (i >= n) break;
    }
    if (nextDelimiter !== -1 && nextDelimiter < i) nextDelimiter = text.indexOf(delimiter, i);
    if (nextNewline !== -1 && nextNewline < i) nextNewline = text.indexOf("\n", i);
    if (nextDelimiter !== -1 && (nextNewline === -1 || nextDelimiter < nextNewline)) {
      out.push(text.slice(i, nextDelimiter + delimiter.length));
      i = nextDelimiter + delimiter.length;
      continue;
    }
    const end = nextNewline === -1 ? n : nextNewline;
    let field = text.slice(i, end);
    if (lineEndDelimiter) {
      const trimmed = field.trimEnd();
      if (trimmed.endsWith(lineEndDelimiter)) field = trimmed.slice(0, -lineEndDelimiter.length);
    }
    out.push(field);
    if (nextNewline === -1) break;
    out.push("\n");
    i = end + 1;
  }
  return out.join("");
}

/**
 * Every field of delimited text, row after row. Line breaks separate fields like the
 * delimiter does. Fields are returned untrimmed; quoted fields are unquoted.
 */
export function parseDelimited(
  text: string,
  delimiter: string,
  quote: string,
): { fields: string[]; unclosedQuote: boolean } {
  const normalised = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  if (normalised === "") return { fields: [], unclosedQuote: false };
  // A line break in the delimiter already separates rows, so only the rest of it matters.
  let d = delimiter.replace(/[\r\n]/g, "");
  if (d === "") d = UNIT_SEPARATOR;
  if (d.includes(quote) || d.includes('"') || d.includes("\uFEFF")) {
    // Quotes cannot work when the delimiter contains one: split as plain text.
    return { fields: normalised.split("\n").flatMap((line) => line.split(d)), unclosedQuote: false };
  }
  // Convert right ends each group's line with the delimiter minus its trailing blanks.
  const lineEnd = d.trimEnd() !== d ? d.trimEnd() : "";
  const input =
    normalised.includes(quote) || lineEnd ? tightenQuotedFields(normalised, d, quote, lineEnd) : normalised;
  const result = Papa.parse<string[]>(input, {
    delimiter: d,
    quoteChar: quote,
    escapeChar: quote,
    newline: "\n",
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
  });
  return {
    fields: result.data.flat(),
    unclosedQuote: result.errors.some((e) => e.code === "MissingQuotes"),
  };
}

/** Split the column data into raw items by the explode mode. */
export function explodeColumn(
  text: string,
  settings: Pick<CommaSettings, "explode" | "quotes">,
): { items: string[]; unclosedQuote: boolean } {
  switch (settings.explode) {
    case "newlines":
      return { items: text.split(LINE_BREAK_RE), unclosedQuote: false };
    case "spaces":
      return { items: text.split(WHITESPACE_RUN_RE), unclosedQuote: false };
    case "commas":
    case "semicolons": {
      const parsed = parseDelimited(text, settings.explode === "commas" ? "," : ";", quoteCharFor(settings.quotes));
      return { items: parsed.fields.map(stripSurroundingQuotes), unclosedQuote: parsed.unclosedQuote };
    }
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size <= 0 || size >= items.length) return [items.slice()];
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** Between groups: the delimiter without trailing white space, then a line break, so the whole output is still one list. */
export function groupSeparator(delimiter: string): string {
  return delimiter.trimEnd() + "\n";
}

/** Convert right: column data → delimited data. */
export function columnToDelimited(text: string, settings: CommaSettings): ConversionResult {
  const delimiter = decodeDelimiter(settings.delimiter);
  const exploded = explodeColumn(text, settings);
  const { items, duplicatesRemoved } = cleanItems(exploded.items, settings);
  const warnings: string[] = [];
  if (exploded.unclosedQuote) warnings.push(UNCLOSED_QUOTE_WARNING);
  if (settings.quotes === "none") {
    const clashing = itemsContainingDelimiter(items, delimiter);
    if (clashing > 0) warnings.push(delimiterInItemsWarning(clashing));
  }
  if (items.length === 0) return { output: "", itemCount: 0, duplicatesRemoved, warnings };

  const tagged = items.map((item) => settings.openTag + quoteItem(item, settings.quotes) + settings.closeTag);
  const groups = chunk(tagged, normaliseInterval(settings.interval));
  const output = groups
    .map((group) => settings.intervalWrapOpen + group.join(delimiter) + settings.intervalWrapClose)
    .join(groupSeparator(delimiter));
  return { output, itemCount: items.length, duplicatesRemoved, warnings };
}

/** Items that would not come back as one item without quotes. */
export function itemsContainingDelimiter(items: readonly string[], delimiter: string): number {
  const core = delimiter.replace(/[\r\n]/g, "");
  let n = 0;
  for (const item of items) if ((core !== "" && item.includes(core)) || LINE_BREAK_RE.test(item)) n++;
  return n;
}

/**
 * Undo the open/close tags and interval wrap tags that Convert right writes, so its
 * output converts back. Works line by line (groups are on their own lines).
 */
export function stripTags(text: string, settings: CommaSettings): string {
  const { openTag, closeTag, intervalWrapOpen, intervalWrapClose } = settings;
  if (!openTag && !closeTag && !intervalWrapOpen && !intervalWrapClose) return text;
  const delimiter = decodeDelimiter(settings.delimiter);
  const groupEnd = delimiter.trim();
  const itemJoint = closeTag + delimiter + openTag;
  return text
    .split(LINE_BREAK_RE)
    .map((raw) => {
      let line = raw.trim();
      if (groupEnd && line.endsWith(groupEnd)) line = line.slice(0, -groupEnd.length).trimEnd();
      if (intervalWrapOpen && line.startsWith(intervalWrapOpen)) line = line.slice(intervalWrapOpen.length);
      if (intervalWrapClose && line.endsWith(intervalWrapClose)) line = line.slice(0, -intervalWrapClose.length);
      if (openTag && line.startsWith(openTag)) line = line.slice(openTag.length);
      if (closeTag && line.endsWith(closeTag)) line = line.slice(0, -closeTag.length);
      if (openTag || closeTag) line = line.split(itemJoint).join(delimiter);
      return line;
    })
    .join("\n");
}

/**
 * Convert left: delimited data → column data. Spec 002 §5: uses the delimiter (default
 * comma), strips surrounding quotes, dedupes if enabled.
 */
export function delimitedToColumn(text: string, settings: CommaSettings): ConversionResult {
  const delimiter = decodeDelimiter(settings.delimiter);
  const parsed = parseDelimited(stripTags(text, settings), delimiter, quoteCharFor(settings.quotes));
  const { items, duplicatesRemoved } = cleanItems(parsed.fields, settings, true);
  const warnings = parsed.unclosedQuote ? [UNCLOSED_QUOTE_WARNING] : [];
  return { output: items.join("\n"), itemCount: items.length, duplicatesRemoved, warnings };
}

/** Plain-words summary of a conversion for a status line. */
export function describeResult(result: ConversionResult): string {
  const items = result.itemCount === 1 ? "1 item" : `${result.itemCount} items`;
  if (result.duplicatesRemoved === 0) return items;
  const dupes = result.duplicatesRemoved === 1 ? "1 duplicate removed" : `${result.duplicatesRemoved} duplicates removed`;
  return `${items}, ${dupes}`;
}

// ---------------------------------------------------------------------------
// The page's two buttons.

export type Direction = "right" | "left";

export const CONVERTING_LABEL = "Converting…";

/** Convert right reads the column data; Convert left reads the delimited data. */
export function convert(direction: Direction, text: string, settings: CommaSettings): ConversionResult {
  return direction === "right" ? columnToDelimited(text, settings) : delimitedToColumn(text, settings);
}

// ---------------------------------------------------------------------------
// Long results: a browser takes 0.2–0.5 s to lay out a megabyte in a text box, long
// enough to freeze the page, so a long result is shown by its start until asked for.

/** Results longer than this show their start only, until Show all. */
export const RESULT_PREVIEW_CHARS = 50_000;
export const SHOW_ALL_LABEL = "Show all";
export const RESULT_PREVIEW_NOTE = "Only the start of this long result is shown, to keep the page fast. Copy copies all of it.";

export function isLongResult(text: string): boolean {
  return text.length > RESULT_PREVIEW_CHARS;
}

/** The first RESULT_PREVIEW_CHARS of a text, never ending in half an emoji or other surrogate pair. */
export function previewText(text: string, limit = RESULT_PREVIEW_CHARS): string {
  if (text.length <= limit) return text;
  const last = text.charCodeAt(limit - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit);
}
