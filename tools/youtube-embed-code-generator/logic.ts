/**
 * Embed code generator (spec 002 §2, §3 "Embed form", §4, §5, §9): pure rules only.
 * Everything is built locally and at once; no request is made.
 */

import { notAVideoMessage, parseVideoId as parseSharedVideoId, readVideoLink } from "../../app/lib/youtube-ids";

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

export const SECTION_BASIC = "Video URL & Basic Settings";
export const SECTION_ADVANCED = "Advanced Settings";
export const COPY_CODE_LABEL = "Copy Code";
/** The spec gives no label for the generate action; these are the plain words. */
export const GENERATE_LABEL = "Generate Embed Code";
export const COPIED_LABEL = "Copied!";
/** Copy buttons flip to their confirmation label for 2 seconds (spec 002 §1). */
export const COPY_CONFIRM_MS = 2000;

export const MESSAGE_URL_REQUIRED = "Please enter a YouTube video URL";
export const MESSAGE_INVALID_URL = "Invalid YouTube URL. Please enter a valid YouTube video URL.";

/** The spec mentions a usage note under the snippet without giving its words. */
export const USAGE_NOTE =
  "Paste this code into the HTML of your page where the video should appear. In most site builders and blog editors, use an HTML, code or embed block.";

export const IFRAME_TITLE = "YouTube video player";

/**
 * Options older generators still offer that YouTube's IFrame player no longer honours (DESIGN:
 * honest copy), said once under the options. Links made with them still open: unknown
 * parameters in a link are ignored.
 */
export const RETIRED_NOTE =
  "Not offered because YouTube retired them: hiding the title bar (showinfo, 2018), hiding the logo (modestbranding, 2023) and a quality choice (vq, never supported by the player, which picks the quality itself).";

// ---------------------------------------------------------------------------
// Option lists
// ---------------------------------------------------------------------------

export const ASPECT_RATIOS = ["16:9", "4:3", "21:9", "1:1"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** Height = width × factor, rounded (spec 002 §9). */
export const ASPECT_RATIO_FACTORS: Readonly<Record<AspectRatio, number>> = {
  "16:9": 0.5625,
  "4:3": 0.75,
  "21:9": 0.42857,
  "1:1": 1,
};

export const ALIGN_OPTIONS = ["left", "center", "right"] as const;
export type Align = (typeof ALIGN_OPTIONS)[number];

export const COLOR_OPTIONS = ["red", "white"] as const;
export type ProgressColor = (typeof COLOR_OPTIONS)[number];

export const BOOLEAN_OPTION_KEYS = [
  "loop",
  "autoplay",
  "captions",
  "jsApi",
  "privacy",
  "showRelated",
  "hideControls",
  "mute",
  "allowFullscreen",
] as const;
export type BooleanOptionKey = (typeof BOOLEAN_OPTION_KEYS)[number];

/** Labels and defaults in the order of the spec's table (spec 002 §3). */
export const BOOLEAN_OPTIONS: ReadonlyArray<{ key: BooleanOptionKey; label: string; default: boolean }> = [
  { key: "loop", label: "Loop", default: false },
  { key: "autoplay", label: "Autoplay", default: false },
  { key: "captions", label: "Captions", default: false },
  { key: "jsApi", label: "Enhanced security / JS API", default: true },
  { key: "privacy", label: "Enhanced privacy", default: false },
  { key: "showRelated", label: "Show related", default: true },
  { key: "hideControls", label: "Hide controls", default: false },
  { key: "mute", label: "Mute", default: false },
  { key: "allowFullscreen", label: "Allow fullscreen", default: true },
];

// ---------------------------------------------------------------------------
// State and defaults
// ---------------------------------------------------------------------------

export interface EmbedState {
  url: string;
  aspectRatio: AspectRatio;
  align: Align;
  color: ProgressColor;
  width: number;
  height: number;
  startHour: number;
  startMinute: number;
  startSecond: number;
  endHour: number;
  endMinute: number;
  endSecond: number;
  loop: boolean;
  autoplay: boolean;
  captions: boolean;
  jsApi: boolean;
  privacy: boolean;
  showRelated: boolean;
  hideControls: boolean;
  mute: boolean;
  allowFullscreen: boolean;
}

export const DEFAULT_WIDTH = 560;
export const DEFAULT_HEIGHT = 315;
/** Bounds the spec does not give; chosen so a pasted link cannot ask for absurd sizes. */
export const MIN_DIMENSION = 1;
export const MAX_DIMENSION = 3840;
export const MAX_HOURS = 99;
export const MAX_URL_LENGTH = 2048;

export const DEFAULT_STATE: Readonly<EmbedState> = Object.freeze({
  url: "",
  aspectRatio: "16:9",
  align: "center",
  color: "red",
  width: DEFAULT_WIDTH,
  height: DEFAULT_HEIGHT,
  startHour: 0,
  startMinute: 0,
  startSecond: 0,
  endHour: 0,
  endMinute: 0,
  endSecond: 0,
  loop: false,
  autoplay: false,
  captions: false,
  jsApi: true,
  privacy: false,
  showRelated: true,
  hideControls: false,
  mute: false,
  allowFullscreen: true,
});

export function defaultState(): EmbedState {
  return { ...DEFAULT_STATE };
}

// ---------------------------------------------------------------------------
// Size
// ---------------------------------------------------------------------------

export function computeHeight(width: number, ratio: AspectRatio): number {
  return Math.round(width * ASPECT_RATIO_FACTORS[ratio]);
}

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function clampDimension(value: number): number {
  return clampInt(value, MIN_DIMENSION, MAX_DIMENSION);
}

/** Changing the width recomputes the height from the ratio (spec 002 §4). */
export function withWidth(state: EmbedState, width: number): EmbedState {
  const w = clampDimension(width);
  return { ...state, width: w, height: clampDimension(computeHeight(w, state.aspectRatio)) };
}

/** Changing the ratio recomputes the height from the width (spec 002 §4). */
export function withAspectRatio(state: EmbedState, ratio: AspectRatio): EmbedState {
  return { ...state, aspectRatio: ratio, height: clampDimension(computeHeight(state.width, ratio)) };
}

/** A height typed by hand is kept until the width or ratio changes again. */
export function withHeight(state: EmbedState, height: number): EmbedState {
  return { ...state, height: clampDimension(height) };
}

// ---------------------------------------------------------------------------
// Times
// ---------------------------------------------------------------------------

export function clampHours(value: number): number {
  return clampInt(value, 0, MAX_HOURS);
}

export function clampMinutesOrSeconds(value: number): number {
  return clampInt(value, 0, 59);
}

export function toSeconds(hours: number, minutes: number, seconds: number): number {
  return clampHours(hours) * 3600 + clampMinutesOrSeconds(minutes) * 60 + clampMinutesOrSeconds(seconds);
}

export const MAX_TIME_SECONDS = toSeconds(MAX_HOURS, 59, 59);

export function fromSeconds(total: number): { hours: number; minutes: number; seconds: number } {
  const t = clampInt(total, 0, MAX_TIME_SECONDS);
  return { hours: Math.floor(t / 3600), minutes: Math.floor((t % 3600) / 60), seconds: t % 60 };
}

export function startSeconds(state: EmbedState): number {
  return toSeconds(state.startHour, state.startMinute, state.startSecond);
}

export function endSeconds(state: EmbedState): number {
  return toSeconds(state.endHour, state.endMinute, state.endSecond);
}

// ---------------------------------------------------------------------------
// Video id
// ---------------------------------------------------------------------------

/**
 * The id of any video link or a bare id, by the one shared reader (app/lib/youtube-ids.ts):
 * shorts, live and bare ids included, since the player embeds by id.
 */
export function parseVideoId(input: string): string | null {
  return parseSharedVideoId(input);
}

export type UrlCheck = { ok: true; videoId: string } | { ok: false; error: string };

export function validateVideoUrl(input: string): UrlCheck {
  if (input.trim() === "") return { ok: false, error: MESSAGE_URL_REQUIRED };
  const r = readVideoLink(input);
  return r.ok ? { ok: true, videoId: r.videoId } : { ok: false, error: notAVideoMessage(r, MESSAGE_INVALID_URL) };
}

/** The generate button is disabled while the URL field is empty (spec 002 §5). */
export function canGenerate(state: EmbedState): boolean {
  return state.url.trim() !== "";
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

export type EmbedOptions = Omit<EmbedState, "url">;

export const EMBED_HOST = "https://www.youtube.com";
export const EMBED_HOST_PRIVACY = "https://www.youtube-nocookie.com";

/** The player URL. Parameters appear in a fixed order so equal options give equal code. */
export function buildEmbedSrc(videoId: string, options: EmbedOptions): string {
  const params = new URLSearchParams();
  if (options.autoplay) params.set("autoplay", "1");
  if (options.mute) params.set("mute", "1");
  if (options.loop) {
    params.set("loop", "1");
    // The player only loops a single video when it is also its own playlist.
    params.set("playlist", videoId);
  }
  if (options.hideControls) params.set("controls", "0");
  if (options.captions) params.set("cc_load_policy", "1");
  if (options.jsApi) params.set("enablejsapi", "1");
  if (!options.showRelated) params.set("rel", "0");
  if (!options.allowFullscreen) params.set("fs", "0");
  if (options.color === "white") params.set("color", "white");
  const start = toSeconds(options.startHour, options.startMinute, options.startSecond);
  const end = toSeconds(options.endHour, options.endMinute, options.endSecond);
  if (start > 0) params.set("start", String(start));
  if (end > 0) params.set("end", String(end));
  const query = params.toString();
  const host = options.privacy ? EMBED_HOST_PRIVACY : EMBED_HOST;
  return `${host}/embed/${encodeURIComponent(videoId)}${query ? `?${query}` : ""}`;
}

export const IFRAME_ALLOW =
  "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

const ALIGN_STYLES: Readonly<Record<Align, string>> = {
  left: "display: block; margin: 0 auto 0 0;",
  center: "display: block; margin: 0 auto;",
  right: "display: block; margin: 0 0 0 auto;",
};

export function alignStyle(align: Align): string {
  return ALIGN_STYLES[align];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The full iframe snippet. Alignment is a style on the iframe so the snippet stays one element. */
export function buildEmbedCode(videoId: string, options: EmbedOptions): string {
  const attributes = [
    `width="${clampDimension(options.width)}"`,
    `height="${clampDimension(options.height)}"`,
    `src="${escapeAttribute(buildEmbedSrc(videoId, options))}"`,
    `title="${IFRAME_TITLE}"`,
    `frameborder="0"`,
    `allow="${IFRAME_ALLOW}"`,
    `referrerpolicy="strict-origin-when-cross-origin"`,
    `style="${alignStyle(options.align)}"`,
  ];
  if (options.allowFullscreen) attributes.push("allowfullscreen");
  return `<iframe ${attributes.join(" ")}></iframe>`;
}

export type GenerateResult = { ok: true; videoId: string; src: string; code: string } | { ok: false; error: string };

/** What the generate action shows: the snippet, or the spec's message. */
export function generateEmbed(state: EmbedState): GenerateResult {
  const check = validateVideoUrl(state.url);
  if (!check.ok) return check;
  const { url: _url, ...options } = state;
  return {
    ok: true,
    videoId: check.videoId,
    src: buildEmbedSrc(check.videoId, options),
    code: buildEmbedCode(check.videoId, options),
  };
}

// ---------------------------------------------------------------------------
// Link that reproduces the same code
// ---------------------------------------------------------------------------

/** Short names for the link; only values that differ from the defaults are written. */
export const PARAM_NAMES = {
  url: "url",
  aspectRatio: "ratio",
  align: "align",
  color: "color",
  width: "w",
  height: "h",
  start: "start",
  end: "end",
  loop: "loop",
  autoplay: "autoplay",
  captions: "cc",
  jsApi: "jsapi",
  privacy: "nocookie",
  showRelated: "related",
  hideControls: "nocontrols",
  mute: "mute",
  allowFullscreen: "fs",
} as const;

export function toSearchParams(state: EmbedState): URLSearchParams {
  const p = new URLSearchParams();
  const url = state.url.trim();
  if (url !== "") p.set(PARAM_NAMES.url, url.slice(0, MAX_URL_LENGTH));
  if (state.aspectRatio !== DEFAULT_STATE.aspectRatio) p.set(PARAM_NAMES.aspectRatio, state.aspectRatio);
  if (state.align !== DEFAULT_STATE.align) p.set(PARAM_NAMES.align, state.align);
  if (state.color !== DEFAULT_STATE.color) p.set(PARAM_NAMES.color, state.color);
  const width = clampDimension(state.width);
  const height = clampDimension(state.height);
  if (width !== DEFAULT_STATE.width) p.set(PARAM_NAMES.width, String(width));
  // The height is written only when it is not the one the width and ratio give.
  if (height !== clampDimension(computeHeight(width, state.aspectRatio))) p.set(PARAM_NAMES.height, String(height));
  const start = startSeconds(state);
  const end = endSeconds(state);
  if (start > 0) p.set(PARAM_NAMES.start, String(start));
  if (end > 0) p.set(PARAM_NAMES.end, String(end));
  for (const { key } of BOOLEAN_OPTIONS) {
    if (state[key] !== DEFAULT_STATE[key]) p.set(PARAM_NAMES[key], state[key] ? "1" : "0");
  }
  return p;
}

function pickOne<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Whole numbers written in plain digits only; anything else is a bad value. */
function parseWhole(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function parseFlag(value: string | null, fallback: boolean): boolean {
  if (value === "1" || value === "true") return true;
  if (value === "0" || value === "false") return false;
  return fallback;
}

/** Reads a link back into a state; every missing or bad value falls back to its default. */
export function fromSearchParams(params: URLSearchParams): EmbedState {
  const state = defaultState();
  const url = params.get(PARAM_NAMES.url);
  if (url !== null && url.length <= MAX_URL_LENGTH) state.url = url.trim();
  state.aspectRatio = pickOne(params.get(PARAM_NAMES.aspectRatio), ASPECT_RATIOS, DEFAULT_STATE.aspectRatio);
  state.align = pickOne(params.get(PARAM_NAMES.align), ALIGN_OPTIONS, DEFAULT_STATE.align);
  state.color = pickOne(params.get(PARAM_NAMES.color), COLOR_OPTIONS, DEFAULT_STATE.color);
  state.width = parseWhole(params.get(PARAM_NAMES.width), MIN_DIMENSION, MAX_DIMENSION) ?? DEFAULT_STATE.width;
  state.height =
    parseWhole(params.get(PARAM_NAMES.height), MIN_DIMENSION, MAX_DIMENSION) ??
    clampDimension(computeHeight(state.width, state.aspectRatio));
  const start = fromSeconds(parseWhole(params.get(PARAM_NAMES.start), 0, MAX_TIME_SECONDS) ?? 0);
  state.startHour = start.hours;
  state.startMinute = start.minutes;
  state.startSecond = start.seconds;
  const end = fromSeconds(parseWhole(params.get(PARAM_NAMES.end), 0, MAX_TIME_SECONDS) ?? 0);
  state.endHour = end.hours;
  state.endMinute = end.minutes;
  state.endSecond = end.seconds;
  for (const { key } of BOOLEAN_OPTIONS) {
    state[key] = parseFlag(params.get(PARAM_NAMES[key]), DEFAULT_STATE[key]);
  }
  return state;
}

// ---------------------------------------------------------------------------
// Typed numbers
// ---------------------------------------------------------------------------

/**
 * A size or time typed into a field, or null while the field holds no number yet
 * (empty, "-", "abc"), so a half-typed value never replaces the stored one.
 */
export function parseWholeInput(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d*)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? Math.round(n) : null;
}

export type TimeField = "startHour" | "startMinute" | "startSecond" | "endHour" | "endMinute" | "endSecond";

/** Sets one time field, clamped: hours to 0–99, minutes and seconds to 0–59. */
export function withTime(state: EmbedState, field: TimeField, value: number): EmbedState {
  const clamped = field.endsWith("Hour") ? clampHours(value) : clampMinutesOrSeconds(value);
  return { ...state, [field]: clamped };
}
