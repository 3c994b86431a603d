import { z } from "zod";
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from "../app/lib/public-settings";
import { LLM_MESSAGES } from "./services/llm-errors";
import { YOUTUBE_NOT_CONFIGURED_MESSAGE } from "./services/youtube/errors";

/**
 * The only module that reads the environment (CONTRACT.md "Configuration").
 * Every variable is validated here; an invalid value stops start-up with a message naming it.
 */

const optionalSecret = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const url = (def: string) =>
  z
    .string()
    .trim()
    .default(def)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, "must be an absolute http(s) URL")
    .transform((v) => v.replace(/\/+$/, ""));

const int = (def: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .default(String(def))
    .refine((v) => /^\d+$/.test(v), "must be a whole number")
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`);

const onOff = (def: "on" | "off") =>
  z
    .string()
    .trim()
    .toLowerCase()
    .default(def)
    .refine((v) => v === "on" || v === "off", 'must be "on" or "off"')
    .transform((v) => v === "on");

const hostList = z
  .string()
  .default("i.ytimg.com,yt3.ggpht.com,yt3.googleusercontent.com")
  .transform((v) =>
    v
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((list) => list.every((h) => /^[a-z0-9.-]+(:\d{1,5})?$/.test(h)), "must be a comma-separated list of host or host:port entries");

const schema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  SITE_URL: url("http://localhost:3000"),
  LLM_API_KEY: optionalSecret,
  GROQ_API_KEY: optionalSecret,
  LLM_BASE_URL: url("https://api.groq.com/openai/v1"),
  LLM_MODEL: z.string().trim().min(1).default("llama-3.1-8b-instant"),
  LLM_PROVIDER_NAME: z.string().trim().min(1).default("Groq"),
  YOUTUBE_API_KEY: optionalSecret,
  YOUTUBE_API_BASE_URL: url("https://www.googleapis.com/youtube/v3"),
  YOUTUBE_WEB_BASE_URL: url("https://www.youtube.com"),
  YOUTUBE_IMAGE_BASE_URL: url(DEFAULT_PUBLIC_SETTINGS.youtubeImageBaseUrl),
  IMAGE_PROXY_HOSTS: hostList,
  TOGETHER_API_KEY: optionalSecret,
  TOGETHER_BASE_URL: url("https://api.together.xyz/v1"),
  TOGETHER_IMAGE_MODEL: z.string().trim().min(1).default("black-forest-labs/FLUX.1-schnell-Free"),
  GEMINI_BASE_URL: url("https://generativelanguage.googleapis.com/v1beta"),
  OPENAI_BASE_URL: url("https://api.openai.com/v1"),
  TTS_ENGINE: z.enum(["edge", "off"], { message: 'must be "edge" or "off"' }).default("edge"),
  RATE_LIMIT_AI_PER_MIN: int(20, 1, 100_000_000),
  RATE_LIMIT_YOUTUBE_PER_MIN: int(30, 1, 100_000_000),
  RATE_LIMIT_IMAGE_PER_MIN: int(6, 1, 100_000_000),
  METRICS: onOff("off"),
  REDIS_URL: optionalSecret.refine((v) => v === undefined || /^rediss?:\/\//.test(v), "must start with redis:// or rediss://"),
  SPEC_WAITS: onOff("off"),
  PUBLIC_ADSENSE_CLIENT: optionalSecret.refine((v) => v === undefined || /^ca-pub-\d{10,20}$/.test(v), 'must look like "ca-pub-1234567890123456"'),
  PUBLIC_GA_ID: optionalSecret.refine((v) => v === undefined || /^G-[A-Z0-9]{4,20}$/.test(v), 'must look like "G-XXXXXXXXXX"'),
});

export interface Config {
  port: number;
  host: string;
  siteUrl: string;
  llm: { apiKey: string | undefined; baseUrl: string; model: string; providerName: string };
  youtube: { apiKey: string | undefined; apiBaseUrl: string; webBaseUrl: string; imageBaseUrl: string };
  imageProxyHosts: string[];
  together: { apiKey: string | undefined; baseUrl: string; imageModel: string };
  geminiBaseUrl: string;
  openaiBaseUrl: string;
  ttsEngine: "edge" | "off";
  rateLimits: { aiPerMin: number; youtubePerMin: number; imagePerMin: number };
  metrics: boolean;
  redisUrl: string | undefined;
  specWaits: boolean;
  adsenseClient: string | undefined;
  gaId: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses configuration from an environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as "not set" so an `.env` line like `PORT=` means the default.
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message} (got ${JSON.stringify(raw[String(i.path[0])] ?? "")})`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL,
    llm: { apiKey: e.LLM_API_KEY ?? e.GROQ_API_KEY, baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, providerName: e.LLM_PROVIDER_NAME },
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      apiBaseUrl: e.YOUTUBE_API_BASE_URL,
      webBaseUrl: e.YOUTUBE_WEB_BASE_URL,
      imageBaseUrl: e.YOUTUBE_IMAGE_BASE_URL,
    },
    imageProxyHosts: e.IMAGE_PROXY_HOSTS,
    together: { apiKey: e.TOGETHER_API_KEY, baseUrl: e.TOGETHER_BASE_URL, imageModel: e.TOGETHER_IMAGE_MODEL },
    geminiBaseUrl: e.GEMINI_BASE_URL,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    ttsEngine: e.TTS_ENGINE,
    rateLimits: { aiPerMin: e.RATE_LIMIT_AI_PER_MIN, youtubePerMin: e.RATE_LIMIT_YOUTUBE_PER_MIN, imagePerMin: e.RATE_LIMIT_IMAGE_PER_MIN },
    metrics: e.METRICS,
    redisUrl: e.REDIS_URL,
    specWaits: e.SPEC_WAITS,
    adsenseClient: e.PUBLIC_ADSENSE_CLIENT,
    gaId: e.PUBLIC_GA_ID,
  };
}

export interface MissingKey {
  /** The environment variable to set. */
  variable: "LLM_API_KEY" | "YOUTUBE_API_KEY" | "TOGETHER_API_KEY";
  /** What setting it switches on, in words for the person running the site. */
  enables: string;
}

export const BUILT_IN_IMAGES_MISSING_MESSAGE = "The built-in image model is not set up on this server.";

/** Every key this configuration lacks, with what it switches on: names only, never values. */
export function missingKeys(c: Config): MissingKey[] {
  const missing: MissingKey[] = [];
  if (!c.llm.apiKey) {
    missing.push({ variable: "LLM_API_KEY", enables: `the AI writing tools (titles, descriptions, scripts, tags, hashtags, prompts) through ${c.llm.providerName}` });
  }
  if (!c.youtube.apiKey) {
    missing.push({ variable: "YOUTUBE_API_KEY", enables: "the YouTube Data API lookups (trending videos, channel search, comments, video tags, titles and descriptions)" });
  }
  if (!c.together.apiKey) {
    missing.push({ variable: "TOGETHER_API_KEY", enables: "the built-in image model of the thumbnail maker and bulk image generator (visitors can still bring their own key)" });
  }
  return missing;
}

/** One start-up line per missing key, e.g. "LLM_API_KEY is not set: it switches on …". */
export function missingKeyLines(c: Config): string[] {
  return missingKeys(c).map((m) => `${m.variable} is not set: it switches on ${m.enables}.`);
}

/** What the browser may know, derived from configuration; never contains a secret. */
export function publicSettingsFrom(c: Config): PublicSettings {
  const unconfigured: PublicSettings["unconfigured"] = {};
  if (!c.llm.apiKey) unconfigured.llm = LLM_MESSAGES.notConfigured(c.llm.providerName);
  if (!c.youtube.apiKey) unconfigured.youtube = YOUTUBE_NOT_CONFIGURED_MESSAGE;
  // The image tools then start on a model that takes the visitor's own key, from the first paint.
  if (!c.together.apiKey) unconfigured.images = BUILT_IN_IMAGES_MISSING_MESSAGE;
  return {
    siteUrl: c.siteUrl,
    unconfigured,
    adsenseClient: c.adsenseClient ?? null,
    gaId: c.gaId ?? null,
    geminiBaseUrl: c.geminiBaseUrl,
    openaiBaseUrl: c.openaiBaseUrl,
    youtubeImageBaseUrl: c.youtube.imageBaseUrl.replace(/\/+$/, ""),
    specWaits: c.specWaits,
  };
}
