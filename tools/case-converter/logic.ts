import {
  camelCase,
  constantCase,
  dotCase,
  kebabCase,
  pascalCase,
  snakeCase,
  type Options,
} from "change-case";
import { countWords as countWordsShared, WORD_CHAR_CLASS } from "../../app/lib/text";

/** Spec 002 §1/§9: copy confirmation is 1.5 s in the text tools. */
export const COPY_CONFIRMATION_MS = 1500;

export const INPUT_LABEL = "Input";
export const OUTPUT_LABEL = "Output";
export const COPY_LABEL = "Copy";
export const COPIED_LABEL = "Copied!";
export const CLEAR_LABEL = "Clear";
export const INPUT_PLACEHOLDER = "Type or paste your text here…";
export const OUTPUT_PLACEHOLDER = "Press a case button and the result appears here.";
/** Heading of the group of the four conversions added beyond spec 002 §2. */
export const MORE_CASES_LABEL = "More cases";
export const CONVERTING_LABEL = "Converting…";

/** Status line after a conversion, e.g. "Converted to Title Case." */
export function convertedMessage(conversion: Pick<CaseConversion, "label">): string {
  return `Converted to ${conversion.label}.`;
}

export const COUNT_LABELS = {
  characters: "Characters",
  words: "Words",
  lines: "Lines",
} as const;

export type CaseConversionId =
  | "upper"
  | "lower"
  | "title"
  | "sentence"
  | "kebab"
  | "snake"
  | "camel"
  | "pascal"
  | "alternating"
  | "inverse"
  | "constant"
  | "dot";

export interface CaseConversion {
  id: CaseConversionId;
  /** Button label; the spec's words for the eight spec conversions. */
  label: string;
  /** False for the four conversions added beyond spec 002 §2. */
  inSpec: boolean;
  convert: (text: string) => string;
}

// ---------------------------------------------------------------------------
// Word splitting for the identifier cases (kebab, snake, camel, Pascal, constant, dot).
//
// change-case's own `split` drops combining marks (\p{M}) and non-ASCII digits, which
// tears apart words in decomposed Latin text and in scripts such as Devanagari, and it
// cuts "3D" into "3" + "D". This splitter keeps change-case's rules otherwise:
// lower→Upper starts a word ("xmlHttp" → xml|Http), an acronym ends before a
// Capitalised word ("XMLHttp" → XML|Http), anything that is not a letter, mark or
// number separates words.
const SPLIT_LOWER_UPPER_RE = /(\p{Ll}\p{M}*)(\p{Lu})/gu;
const SPLIT_UPPER_UPPER_RE = /(\p{Lu}\p{M}*)(\p{Lu}\p{M}*\p{Ll})/gu;
const SPLIT_DIGIT_WORD_RE = /(\p{Nd})(\p{Lu}\p{M}*\p{Ll})/gu;
const NON_WORD_RE = new RegExp(`[^${WORD_CHAR_CLASS}]+`, "gu");
/** "don't" is one word: an apostrophe between letters joins rather than separates. */
const INNER_APOSTROPHE_RE = /(?<=[\p{L}\p{M}])['’](?=\p{L})/gu;

export function splitWords(value: string): string[] {
  const marked = value
    .replace(INNER_APOSTROPHE_RE, "")
    .replace(SPLIT_LOWER_UPPER_RE, "$1\0$2")
    .replace(SPLIT_UPPER_UPPER_RE, "$1\0$2")
    .replace(SPLIT_DIGIT_WORD_RE, "$1\0$2")
    .replace(NON_WORD_RE, "\0");
  return marked.split("\0").filter((word) => word.length > 0);
}

const IDENTIFIER_OPTIONS = {
  split: splitWords,
  // The visitor's browser locale must not change the result (Turkish dotted i).
  locale: false,
  // "id 2" → "id2", not change-case's default "id_2".
  mergeAmbiguousCharacters: true,
} satisfies Options & { mergeAmbiguousCharacters: boolean };

const LINE_BREAK_RE = /(\r\n|\r|\n)/;

/** Identifier cases work line by line, so a list of names stays a list of names. */
function perLine(transform: (line: string) => string): (text: string) => string {
  return (text) => {
    const parts = text.split(LINE_BREAK_RE);
    for (let i = 0; i < parts.length; i += 2) parts[i] = transform(parts[i]);
    return parts.join("");
  };
}

// ---------------------------------------------------------------------------
// Text cases (Title Case, Sentence case) change letters only: spacing, punctuation
// and line breaks stay exactly as typed.

/** A word: letters with their marks and joiners, digits, with inner apostrophes ("don't", "O'Neil"). */
const TEXT_WORD_RE = new RegExp(`[${WORD_CHAR_CLASS}]+(?:['’][${WORD_CHAR_CLASS}]+)*`, "gu");

/**
 * Kept exactly as typed in Title Case and Sentence case: links, e-mail addresses, domains,
 * @handles and #hashtags (capitalising "example.com" or "@mrbeast" changes what they point to).
 */
const EXACT_TOKEN_RE = new RegExp(
  [
    String.raw`\b(?:https?:\/\/|www\.)\S+`,
    String.raw`(?<![\p{L}\p{M}\p{N}._%+-])[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+`,
    `(?<![${WORD_CHAR_CLASS}])[@#][${WORD_CHAR_CLASS}_.-]*[${WORD_CHAR_CLASS}_]`,
    String.raw`(?<![\p{L}\p{M}\p{N}.-])(?:[\p{L}\p{M}\p{N}-]+\.)*[\p{L}\p{M}\p{N}-]{2,}\.\p{L}{2,24}(?![\p{L}\p{M}\p{N}])(?:\/\S*)?`,
  ].join("|"),
  "gu",
);

/**
 * A whitespace-separated token in capitals with at least two letters and no lower case:
 * an acronym (NASA, U.N., Q&A, AT&T, R&D), kept as typed unless the whole line is shouting.
 */
const ACRONYM_TOKEN_RE = /^[^\p{L}]*(?=(?:[^\p{L}]*\p{Lu}){2})[\p{Lu}\p{N}.&/'’-]+[^\p{L}]*$/u;

/**
 * Abbreviations whose full stop does not end a sentence (Sentence case) or a title part (Title
 * Case): "e.g. the sony a7", "Dr. Smith", "U.S. tour". Compared in lower case.
 */
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  "e.g.", "i.e.", "etc.", "vs.", "cf.", "approx.", "incl.", "no.", "vol.", "ep.", "pt.", "ft.", "feat.",
  "dr.", "mr.", "mrs.", "ms.", "prof.", "st.", "jr.", "sr.", "mt.",
  "u.s.", "u.k.", "u.n.", "e.u.", "a.m.", "p.m.",
]);
/** Latin abbreviations Title Case leaves in lower case inside a title, as style guides do. */
const LOWER_ABBREVIATIONS = new Set(["e.g.", "i.e.", "etc.", "vs.", "cf.", "a.m.", "p.m."]);
/** Opening quotes and brackets: the first word inside them starts with a capital in a title. */
const OPENERS_RE = /[("“‘'[«„]$/u;

/**
 * English words Title Case keeps lower case unless they start or end a title,
 * a sentence or a part after a colon (articles, coordinating conjunctions and short
 * prepositions, as in Chicago and AP style).
 */
export const TITLE_CASE_MINOR_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "and",
  "but",
  "or",
  "nor",
  "for",
  "as",
  "at",
  "by",
  "in",
  "of",
  "on",
  "per",
  "to",
  "via",
  "vs",
]);

/** Between two words: a sentence ends at . ! ? … followed by a space. */
const SENTENCE_BREAK_RE = /[.!?…]["'”’)\]]*\s/u;
/** Title parts also end at a colon, a semicolon or a spaced dash ("Editing: A Guide"). */
const TITLE_BREAK_RE = /[.!?…:;]["'”’)\]]*\s|\s[-–—]\s|[–—]/u;
const PRONOUN_I_RE = /^i(?:['’](?:m|ve|ll|d))?$/;

function firstCodePointLength(word: string): number {
  const code = word.charCodeAt(0);
  return code >= 0xd800 && code <= 0xdbff && word.length > 1 ? 2 : 1;
}

function capitaliseFirst(word: string): string {
  const n = firstCodePointLength(word);
  return word.slice(0, n).toUpperCase() + word.slice(n);
}

/** "YouTube", "iPhone", "NASA", "XMLHttpRequest": capitals after the first letter were put there on purpose. */
function hasInnerCapital(word: string): boolean {
  return /\p{Lu}/u.test(word.slice(firstCodePointLength(word)));
}

/**
 * A line written mostly in capitals is shouting, not a row of acronyms, so Title
 * Case and Sentence case lower-case all of it first.
 */
function isMostlyUpperCase(line: string): boolean {
  let upper = 0;
  let lower = 0;
  for (const ch of line) {
    if (ch >= "A" && ch <= "Z") upper++;
    else if (ch >= "a" && ch <= "z") lower++;
    else if (ch > "\u007f" && ch !== ch.toLowerCase()) upper++;
    else if (ch > "\u007f" && ch !== ch.toUpperCase()) lower++;
  }
  return upper > lower;
}

interface WordContext {
  word: string;
  /** Base form: lower case, or the word as typed when its capitals are kept. */
  base: string;
  kept: boolean;
  startsPart: boolean;
  endsPart: boolean;
  /** The word directly follows an opening quote or bracket. */
  afterOpener: boolean;
  /** The word follows "&" inside a token ("Q&A", "R&B"): never a minor word. */
  joined: boolean;
  /** The word is a Latin abbreviation kept in lower case in titles (e.g., i.e., etc.). */
  lowerAbbreviation: boolean;
}

/** Whitespace-separated tokens of a line, as [start, end) spans in order. */
function tokenSpans(line: string): [number, number][] {
  return Array.from(line.matchAll(/\S+/gu), (m) => [m.index, m.index + m[0].length]);
}

/** Abbreviation tokens are short; longer ones are not looked up (and keep each word's work constant). */
const ABBREVIATION_MAX_LENGTH = 16;

/** "e.g.", "Dr.", "U.S." at the end of a token: its full stop ends no sentence. */
function endsWithAbbreviation(token: string): boolean {
  const m = /(?:\p{L}\.)+$|\p{L}+\.$/u.exec(token);
  return !!m && ABBREVIATIONS.has(m[0].toLowerCase());
}

function mapWordsPerLine(
  text: string,
  breakRe: RegExp,
  transform: (w: WordContext) => string,
): string {
  const parts = text.split(LINE_BREAK_RE);
  for (let p = 0; p < parts.length; p += 2) {
    const line = parts[p];
    if (line.length === 0) continue;
    const shouting = isMostlyUpperCase(line);
    // Every lookup below walks forward with the words, so a line costs time in proportion
    // to its length (one 1 MB line without spaces, as Japanese or Thai text often is, included).
    const exact: [number, number][] = Array.from(line.matchAll(EXACT_TOKEN_RE), (m) => [m.index, m.index + m[0].length]);
    const tokens = tokenSpans(line);
    let e = 0;
    let t = 0;
    let acronymToken = -1;
    let acronym = false;
    const matches = Array.from(line.matchAll(TEXT_WORD_RE));
    const out: string[] = [];
    let cursor = 0;
    let startsPart = true;
    for (let i = 0; i < matches.length; i++) {
      const match = matches[i];
      const word = match[0];
      const start = match.index;
      const end = start + word.length;
      const nextStart = i + 1 < matches.length ? matches[i + 1].index : line.length;
      const gapAfter = line.slice(end, nextStart);
      while (t < tokens.length - 1 && tokens[t]![1] <= start) t++;
      const [tokA, tokB] = tokens[t]!;
      const shortToken = tokB - tokA <= ABBREVIATION_MAX_LENGTH;
      const abbreviation = shortToken && gapAfter.startsWith(".") && breakRe.test(gapAfter) && endsWithAbbreviation(line.slice(tokA, end + 1));
      const breaks = breakRe.test(gapAfter) && !abbreviation;
      const endsPart = i + 1 === matches.length || breaks;
      out.push(line.slice(cursor, start));
      while (e < exact.length && exact[e]![1] <= start) e++;
      if (e < exact.length && exact[e]![0] <= start) {
        out.push(word);
      } else {
        if (acronymToken !== t) {
          acronymToken = t;
          acronym = !shouting && ACRONYM_TOKEN_RE.test(line.slice(tokA, tokB));
        }
        const kept = !shouting && (hasInnerCapital(word) || acronym);
        const tokenLower = shortToken ? line.slice(tokA, tokB).toLowerCase().replace(/^[("“‘'[«„]+|[,;:)\]”’"'!?]+$/gu, "") : "";
        out.push(
          transform({
            word,
            base: kept ? word : word.toLowerCase(),
            kept,
            startsPart,
            endsPart,
            afterOpener: start > 0 && OPENERS_RE.test(line[start - 1]!),
            joined: line[start - 1] === "&",
            lowerAbbreviation: LOWER_ABBREVIATIONS.has(tokenLower),
          }),
        );
      }
      cursor = end;
      startsPart = breaks;
    }
    out.push(line.slice(cursor));
    parts[p] = out.join("");
  }
  return parts.join("");
}

/**
 * Title Case: every word capitalised except short English articles, conjunctions and
 * prepositions inside a title part. Each sentence, line or part after a colon starts
 * and ends with a capital. Words with capitals after their first letter (YouTube,
 * iPhone, NASA) keep them, unless the line is mostly capitals.
 */
export function toTitleCase(text: string): string {
  return mapWordsPerLine(text, TITLE_BREAK_RE, ({ base, kept, startsPart, endsPart, afterOpener, joined, lowerAbbreviation }) => {
    if (kept) return base;
    if (!startsPart && lowerAbbreviation) return base;
    if (!startsPart && !endsPart && !afterOpener && !joined && TITLE_CASE_MINOR_WORDS.has(base)) return base;
    return capitaliseFirst(base);
  });
}

/** Named on the page beside the Title Case button. */
export const TITLE_CASE_STYLE_NOTE =
  "Title Case follows AP style: short articles, conjunctions and prepositions (a, the, and, of, to, in…) stay lower case unless they start or end the title; links, e-mail addresses, @handles, #hashtags and acronyms stay as you typed them.";

/**
 * Sentence case: lower case, with a capital at the start of every sentence (after
 * . ! ? or … and a space) and every line, and for the pronoun "I". Punctuation and
 * spacing stay as typed; words such as YouTube or NASA keep their capitals unless the
 * line is mostly capitals.
 */
export function toSentenceCase(text: string): string {
  return mapWordsPerLine(text, SENTENCE_BREAK_RE, ({ base, kept, startsPart, lowerAbbreviation }) => {
    if (kept) return base;
    if (startsPart || (PRONOUN_I_RE.test(base) && !lowerAbbreviation)) return capitaliseFirst(base);
    return base;
  });
}

// ---------------------------------------------------------------------------
// Letter-by-letter cases.

export function toUpperCase(text: string): string {
  return text.toUpperCase();
}

export function toLowerCase(text: string): string {
  return text.toLowerCase();
}

/**
 * aLtErNaTiNg: lower and upper case by turns, counted over every character (spaces
 * included), so "alternating case" becomes "aLtErNaTiNg cAsE".
 */
export function toAlternatingCase(text: string): string {
  const out: string[] = [];
  let index = 0;
  for (const ch of text) {
    out.push(index % 2 === 0 ? ch.toLowerCase() : ch.toUpperCase());
    index++;
  }
  return out.join("");
}

const CASED_RUN_RE = /\p{Ll}+|\p{Lu}+/gu;

/** InVeRsE: every upper-case letter becomes lower case and every lower-case letter upper case. */
export function toInverseCase(text: string): string {
  // Whole runs at a time: one callback per run instead of one per character keeps 1 MB fast.
  return text.replace(CASED_RUN_RE, (run) => {
    const lower = run.toLowerCase();
    return run === lower ? run.toUpperCase() : lower;
  });
}

export const toKebabCase = perLine((line) => kebabCase(line, IDENTIFIER_OPTIONS));
export const toSnakeCase = perLine((line) => snakeCase(line, IDENTIFIER_OPTIONS));
export const toCamelCase = perLine((line) => camelCase(line, IDENTIFIER_OPTIONS));
export const toPascalCase = perLine((line) => pascalCase(line, IDENTIFIER_OPTIONS));
export const toConstantCase = perLine((line) => constantCase(line, IDENTIFIER_OPTIONS));
export const toDotCase = perLine((line) => dotCase(line, IDENTIFIER_OPTIONS));

/** The buttons, in order: the eight of spec 002 §2, then the four added beyond it. Clear is separate. */
export const CASE_CONVERSIONS: readonly CaseConversion[] = [
  { id: "upper", label: "UPPERCASE", inSpec: true, convert: toUpperCase },
  { id: "lower", label: "lowercase", inSpec: true, convert: toLowerCase },
  { id: "title", label: "Title Case", inSpec: true, convert: toTitleCase },
  { id: "sentence", label: "Sentence case", inSpec: true, convert: toSentenceCase },
  { id: "kebab", label: "kebab-case", inSpec: true, convert: toKebabCase },
  { id: "snake", label: "snake_case", inSpec: true, convert: toSnakeCase },
  { id: "camel", label: "camelCase", inSpec: true, convert: toCamelCase },
  { id: "pascal", label: "PascalCase", inSpec: true, convert: toPascalCase },
  { id: "alternating", label: "aLtErNaTiNg", inSpec: false, convert: toAlternatingCase },
  { id: "inverse", label: "InVeRsE", inSpec: false, convert: toInverseCase },
  { id: "constant", label: "CONSTANT_CASE", inSpec: false, convert: toConstantCase },
  { id: "dot", label: "dot.case", inSpec: false, convert: toDotCase },
];

export function findConversion(id: string): CaseConversion | undefined {
  return CASE_CONVERSIONS.find((c) => c.id === id);
}

export function isCaseConversionId(value: string): value is CaseConversionId {
  return findConversion(value) !== undefined;
}

export function convertCase(id: CaseConversionId, text: string): string {
  const conversion = findConversion(id);
  if (!conversion) throw new Error(`Unknown conversion: ${id}`);
  return conversion.convert(text);
}

// ---------------------------------------------------------------------------
// Counts.

export interface TextCounts {
  characters: number;
  words: number;
  lines: number;
}

/**
 * One visible character: a regional-indicator pair (a flag), CRLF, or a code point with
 * the combining marks, emoji modifiers and zero-width-joined parts that follow it.
 * (Intl.Segmenter does this exactly but is far too slow on large texts in some engines.)
 */
const CHARACTER_RE = /\p{RI}\p{RI}|\r\n|[\s\S](?:[\p{M}\p{Emoji_Modifier}]|\u200D[\s\S])*/gu;
const LINE_BREAK_GLOBAL_RE = /\r\n|\r|\n/g;

export function countCharacters(text: string): number {
  let n = 0;
  CHARACTER_RE.lastIndex = 0;
  while (CHARACTER_RE.exec(text) !== null) n++;
  return n;
}

/** Words as people count them, in every script: Intl.Segmenter for Japanese, Chinese and Thai (app/lib/text.ts). */
export function countWords(text: string): number {
  return countWordsShared(text);
}

export function countLines(text: string): number {
  if (text.length === 0) return 0;
  let n = 1;
  LINE_BREAK_GLOBAL_RE.lastIndex = 0;
  while (LINE_BREAK_GLOBAL_RE.exec(text) !== null) n++;
  return n;
}

export function countText(text: string): TextCounts {
  return { characters: countCharacters(text), words: countWords(text), lines: countLines(text) };
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
