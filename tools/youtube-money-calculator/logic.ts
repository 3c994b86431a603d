/**
 * Earnings calculator (spec 002 §2, §4, §5, §9): estimates by CPM or by CTR.
 * Pure rules only; the page reads and writes its inputs through these functions.
 */

// ---------------------------------------------------------------------------
// Tabs and words on screen
// ---------------------------------------------------------------------------

export const TABS = [
  { id: "cpm", label: "Earnings by CPM" },
  { id: "ctr", label: "Earnings by CTR" },
] as const;
export type CalculatorMode = (typeof TABS)[number]["id"];

export const RESET_LABEL = "Reset";

export const FIELD_LABELS = {
  dailyViews: "Daily views",
  cpmLow: "CPM low ($)",
  cpmHigh: "CPM high ($)",
  ctr: "CTR (%)",
  cpc: "CPC ($)",
} as const;

export const PERIOD_LABELS = { daily: "Daily", monthly: "Monthly", yearly: "Yearly" } as const;

// ---------------------------------------------------------------------------
// Constants and limits
// ---------------------------------------------------------------------------

export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

export const VIEWS_MIN = 0;
export const VIEWS_MAX = 5_000_000;
export const VIEWS_STEP = 10;

export const CPM_MIN = 0;
export const CPM_MAX = 100;
export const CPM_STEP = 0.25;

export const CTR_MIN = 0;
export const CTR_MAX = 100;
/** Not given by the spec. */
export const CTR_STEP = 0.1;

export const CPC_MIN = 0;
export const CPC_MAX = 50;
/** Not given by the spec. */
export const CPC_STEP = 0.01;

// ---------------------------------------------------------------------------
// State and defaults
// ---------------------------------------------------------------------------

export interface CalculatorState {
  mode: CalculatorMode;
  /** Shared by both tabs: switching tabs keeps the views. */
  dailyViews: number;
  cpmLow: number;
  cpmHigh: number;
  /** Percent, 0–100. */
  ctr: number;
  /** Dollars per click. */
  cpc: number;
}

/** The spec gives no default for daily views; 10,000 is a plain starting point. */
export const DEFAULT_DAILY_VIEWS = 10_000;

/**
 * A realistic starting CPM range: $2 to $10 is the middle of what creators commonly report for
 * English-language channels (finance and tech run higher, many other niches and countries
 * lower). The article says where the figures come from; a $0 low end hid that ads pay at all.
 */
export const DEFAULT_CPM_LOW = 2;
export const DEFAULT_CPM_HIGH = 10;

/**
 * The creator's share of ad revenue on long-form videos in the YouTube Partner Program (55 %;
 * YouTube keeps 45 %). RPM, what the creator keeps per 1,000 views, is CPM × this share.
 */
export const CREATOR_SHARE = 0.55;

export const DEFAULT_STATE: Readonly<CalculatorState> = Object.freeze({
  mode: "cpm",
  dailyViews: DEFAULT_DAILY_VIEWS,
  cpmLow: DEFAULT_CPM_LOW,
  cpmHigh: DEFAULT_CPM_HIGH,
  ctr: 2,
  cpc: 0.25,
});

/** What the Reset button returns to. */
export function defaultState(): CalculatorState {
  return { ...DEFAULT_STATE };
}

// ---------------------------------------------------------------------------
// Input parsing and clamping
// ---------------------------------------------------------------------------

/**
 * A typed value as a number. Non-numeric input becomes 0 (spec 002 §5). Thousands
 * separators, spaces, a leading dollar sign and a trailing percent sign are accepted,
 * because "1,000", "$2.50" and "2%" are numbers to a person.
 */
export function parseNumberInput(raw: string): number {
  const cleaned = raw.trim().replace(/[\s,]/g, "").replace(/^\$/, "").replace(/%$/, "");
  if (cleaned === "") return 0;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return 0;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : 0;
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** 0 to 5,000,000 whole views. */
export function clampViews(value: number): number {
  return Math.round(clamp(value, VIEWS_MIN, VIEWS_MAX));
}

/** Low lies in 0–100; high lies between low and 100. */
export function clampCpmRange(low: number, high: number): { cpmLow: number; cpmHigh: number } {
  const cpmLow = clamp(low, CPM_MIN, CPM_MAX);
  const cpmHigh = clamp(Number.isFinite(high) ? high : cpmLow, cpmLow, CPM_MAX);
  return { cpmLow, cpmHigh };
}

export function clampCtr(value: number): number {
  return clamp(value, CTR_MIN, CTR_MAX);
}

export function clampCpc(value: number): number {
  return clamp(value, CPC_MIN, CPC_MAX);
}

/** Brings every field within its limits; the mode is kept. */
export function clampState(state: CalculatorState): CalculatorState {
  return {
    mode: state.mode,
    dailyViews: clampViews(state.dailyViews),
    ...clampCpmRange(state.cpmLow, state.cpmHigh),
    ctr: clampCtr(state.ctr),
    cpc: clampCpc(state.cpc),
  };
}

export type NumericField = Exclude<keyof CalculatorState, "mode">;

/** Applies one typed value (raw text from a field or slider) with the spec's clamps. */
export function updateField(state: CalculatorState, field: NumericField, raw: string): CalculatorState {
  return clampState({ ...state, [field]: parseNumberInput(raw) });
}

// ---------------------------------------------------------------------------
// The views slider: logarithmic, so one arrow key moves about 1.5 % at every scale
// (a linear 0–5,000,000 slider moved 10 views a key press and jumped thousands a pixel).
// ---------------------------------------------------------------------------

export const VIEWS_SLIDER_STEPS = 1000;
const VIEWS_LOG_MAX = Math.log10(VIEWS_MAX + 1);

/** Daily views for a slider position from 0 to VIEWS_SLIDER_STEPS. */
export function viewsFromSlider(position: number): number {
  const p = clamp(position, 0, VIEWS_SLIDER_STEPS);
  return clampViews(10 ** ((p / VIEWS_SLIDER_STEPS) * VIEWS_LOG_MAX) - 1);
}

/**
 * The views after the slider moved from `current` to `position`: never the same number when it
 * moved (below about 30 views a day several positions share one whole number), so every arrow
 * key press changes the figure.
 */
export function viewsAfterSlide(current: number, position: number): number {
  const next = viewsFromSlider(position);
  const from = sliderFromViews(current);
  if (next !== current || position === from) return next;
  return clampViews(position > from ? current + 1 : current - 1);
}

/** The slider position showing a number of daily views. */
export function sliderFromViews(views: number): number {
  return Math.round((Math.log10(clampViews(views) + 1) / VIEWS_LOG_MAX) * VIEWS_SLIDER_STEPS);
}

// ---------------------------------------------------------------------------
// Results
// ---------------------------------------------------------------------------

export interface MoneyRange {
  low: number;
  high: number;
}

export interface EarningsResult {
  mode: CalculatorMode;
  daily: MoneyRange;
  monthly: MoneyRange;
  yearly: MoneyRange;
  /** Clicks a day; only in CTR mode. */
  dailyClicks?: number;
}

/** What the creator keeps of an amount advertisers pay, after YouTube's share. */
export function creatorKeeps(range: MoneyRange): MoneyRange {
  return { low: range.low * CREATOR_SHARE, high: range.high * CREATOR_SHARE };
}

/** Earnings = views / 1000 × CPM. */
export function earningsByCpm(views: number, cpm: number): number {
  return (views / 1000) * cpm;
}

/** Clicks = views × CTR (CTR as a percent). */
export function clicksFromCtr(views: number, ctrPercent: number): number {
  return views * (ctrPercent / 100);
}

/** Earnings = clicks × CPC. */
export function earningsByCtr(views: number, ctrPercent: number, cpc: number): number {
  return clicksFromCtr(views, ctrPercent) * cpc;
}

function periods(dailyLow: number, dailyHigh: number): Pick<EarningsResult, "daily" | "monthly" | "yearly"> {
  return {
    daily: { low: dailyLow, high: dailyHigh },
    monthly: { low: dailyLow * DAYS_PER_MONTH, high: dailyHigh * DAYS_PER_MONTH },
    yearly: { low: dailyLow * DAYS_PER_YEAR, high: dailyHigh * DAYS_PER_YEAR },
  };
}

/**
 * Daily, monthly (30 days) and yearly (365 days) earnings. CPM mode gives a low–high
 * range from the CPM range; CTR mode has one CPC, so its low and high are equal.
 */
export function calculate(input: CalculatorState): EarningsResult {
  const s = clampState(input);
  if (s.mode === "ctr") {
    const daily = earningsByCtr(s.dailyViews, s.ctr, s.cpc);
    return { mode: "ctr", ...periods(daily, daily), dailyClicks: clicksFromCtr(s.dailyViews, s.ctr) };
  }
  return {
    mode: "cpm",
    ...periods(earningsByCpm(s.dailyViews, s.cpmLow), earningsByCpm(s.dailyViews, s.cpmHigh)),
  };
}

// ---------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------

const USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A dollar sign, two decimals and thousands separators: 1234.5 → "$1,234.50". */
export function formatMoney(value: number): string {
  const safe = Number.isFinite(value) ? value : 0;
  // Avoid "-$0.00" from negative zero or tiny negative rounding noise.
  return USD.format(Math.abs(safe) < 0.005 ? 0 : safe);
}

/** "$1.00 – $4.00", or one amount when low and high are equal. */
export function formatRange(range: MoneyRange): string {
  const low = formatMoney(range.low);
  const high = formatMoney(range.high);
  return low === high ? low : `${low} – ${high}`;
}

const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Views and clicks shown as whole numbers with separators. */
export function formatCount(value: number): string {
  return WHOLE.format(Number.isFinite(value) ? value : 0);
}

// ---------------------------------------------------------------------------
// Link that reproduces the same inputs
// ---------------------------------------------------------------------------

export const PARAM_NAMES = {
  mode: "mode",
  dailyViews: "views",
  cpmLow: "cpmLow",
  cpmHigh: "cpmHigh",
  ctr: "ctr",
  cpc: "cpc",
} as const;

const NUMERIC_FIELDS: readonly NumericField[] = ["dailyViews", "cpmLow", "cpmHigh", "ctr", "cpc"];

/** Writes only the values that differ from the defaults. */
export function toSearchParams(state: CalculatorState): URLSearchParams {
  const s = clampState(state);
  const p = new URLSearchParams();
  if (s.mode !== DEFAULT_STATE.mode) p.set(PARAM_NAMES.mode, s.mode);
  for (const field of NUMERIC_FIELDS) {
    if (s[field] !== DEFAULT_STATE[field]) p.set(PARAM_NAMES[field], String(s[field]));
  }
  return p;
}

function parseParam(value: string | null): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads a link back. Missing or non-numeric values take their defaults (a link is not
 * typed input, so the "non-numeric becomes 0" rule does not apply); numbers are clamped.
 */
export function fromSearchParams(params: URLSearchParams): CalculatorState {
  const mode = params.get(PARAM_NAMES.mode);
  const state: CalculatorState = {
    ...defaultState(),
    mode: mode === "cpm" || mode === "ctr" ? mode : DEFAULT_STATE.mode,
  };
  for (const field of NUMERIC_FIELDS) {
    state[field] = parseParam(params.get(PARAM_NAMES[field])) ?? DEFAULT_STATE[field];
  }
  return clampState(state);
}

/** What Reset gives: every input at its default, on the tab the visitor is using. */
export function resetState(mode: CalculatorMode): CalculatorState {
  return { ...defaultState(), mode };
}
