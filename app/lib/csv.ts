/**
 * CSV for result exports (RFC 4180): fields holding a comma, a double quote, a carriage return
 * or a line feed are quoted, and quotes inside are doubled. Records end with CRLF.
 */

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** Quote every field (spec 002 §9: "CSV columns (all fields quoted)"). */
  quoteAll?: boolean;
  /**
   * Prefix a single quote to text fields starting with =, +, -, @, tab or carriage return, so a
   * spreadsheet does not run them as formulas. Use it for text other people wrote (comments).
   */
  guardFormulas?: boolean;
  /** Record separator; RFC 4180 says CRLF. */
  eol?: "\r\n" | "\n";
}

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue, opts: CsvOptions = {}): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (opts.guardFormulas && typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return opts.quoteAll || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[], opts: CsvOptions = {}): string {
  return values.map((v) => csvField(v, opts)).join(",");
}

/** A header row and the data rows, each record ended with the line break. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], opts: CsvOptions = {}): string {
  const eol = opts.eol ?? "\r\n";
  return [header, ...rows].map((r) => csvRow(r, opts) + eol).join("");
}
