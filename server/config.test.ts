import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicSettingsFrom, missingKeyLines, missingKeys } from "./config";

describe("configuration", () => {
  it("gives every documented default with nothing set", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.siteUrl).toBe("http://localhost:3000");
    expect(c.llm).toEqual({ apiKey: undefined, baseUrl: "https://api.groq.com/openai/v1", model: "llama-3.1-8b-instant", providerName: "Groq" });
    expect(c.youtube).toEqual({
      apiKey: undefined,
      apiBaseUrl: "https://www.googleapis.com/youtube/v3",
      webBaseUrl: "https://www.youtube.com",
      imageBaseUrl: "https://i.ytimg.com",
    });
    expect(c.imageProxyHosts).toEqual(["i.ytimg.com", "yt3.ggpht.com", "yt3.googleusercontent.com"]);
    expect(c.together).toEqual({ apiKey: undefined, baseUrl: "https://api.together.xyz/v1", imageModel: "black-forest-labs/FLUX.1-schnell-Free" });
    expect(c.geminiBaseUrl).toBe("https://generativelanguage.googleapis.com/v1beta");
    expect(c.openaiBaseUrl).toBe("https://api.openai.com/v1");
    expect(c.ttsEngine).toBe("edge");
    expect(c.rateLimits).toEqual({ aiPerMin: 20, youtubePerMin: 30, imagePerMin: 6 });
    expect(c.metrics).toBe(false);
    expect(c.redisUrl).toBeUndefined();
    expect(c.specWaits).toBe(false);
    expect(c.adsenseClient).toBeUndefined();
    expect(c.gaId).toBeUndefined();
  });

  it("reads values and treats empty strings as unset", () => {
    const c = loadConfig({
      PORT: "8080",
      SITE_URL: "https://tools.example.org/",
      GROQ_API_KEY: "gsk_alias",
      LLM_PROVIDER_NAME: "OpenAI",
      YOUTUBE_API_KEY: "",
      IMAGE_PROXY_HOSTS: " i.ytimg.com , 127.0.0.1:9000 ",
      TTS_ENGINE: "off",
      METRICS: "ON",
      SPEC_WAITS: "on",
      PUBLIC_ADSENSE_CLIENT: "ca-pub-1234567890123456",
      PUBLIC_GA_ID: "G-ABC123XYZ",
      REDIS_URL: "redis://127.0.0.1:6379",
    });
    expect(c.port).toBe(8080);
    expect(c.siteUrl).toBe("https://tools.example.org");
    expect(c.llm.apiKey).toBe("gsk_alias");
    expect(c.llm.providerName).toBe("OpenAI");
    expect(c.youtube.apiKey).toBeUndefined();
    expect(c.imageProxyHosts).toEqual(["i.ytimg.com", "127.0.0.1:9000"]);
    expect(c.ttsEngine).toBe("off");
    expect(c.metrics).toBe(true);
    expect(c.specWaits).toBe(true);
    expect(c.redisUrl).toBe("redis://127.0.0.1:6379");
  });

  it("prefers LLM_API_KEY over its alias", () => {
    expect(loadConfig({ LLM_API_KEY: "main", GROQ_API_KEY: "alias" }).llm.apiKey).toBe("main");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://x.org"],
    ["LLM_BASE_URL", "groq"],
    ["TTS_ENGINE", "google"],
    ["METRICS", "yes"],
    ["SPEC_WAITS", "maybe"],
    ["RATE_LIMIT_AI_PER_MIN", "0"],
    ["RATE_LIMIT_YOUTUBE_PER_MIN", "-5"],
    ["IMAGE_PROXY_HOSTS", "http://i.ytimg.com/"],
    ["REDIS_URL", "localhost:6379"],
    ["PUBLIC_ADSENSE_CLIENT", "pub-123"],
    ["PUBLIC_GA_ID", "UA-1"],
  ])("refuses %s=%s with a message naming it", (name, value) => {
    try {
      loadConfig({ [name]: value });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as Error).message).toContain(name);
    }
  });

  it("public settings carry no secret", () => {
    const c = loadConfig({ LLM_API_KEY: "sk-secret-1", YOUTUBE_API_KEY: "yt-secret-2", TOGETHER_API_KEY: "tg-secret-3" });
    const text = JSON.stringify(publicSettingsFrom(c));
    for (const s of ["sk-secret-1", "yt-secret-2", "tg-secret-3"]) expect(text).not.toContain(s);
    expect(Object.keys(publicSettingsFrom(c)).sort()).toEqual(["adsenseClient", "gaId", "geminiBaseUrl", "openaiBaseUrl", "siteUrl", "specWaits", "unconfigured", "youtubeImageBaseUrl"]);
    expect(publicSettingsFrom(c).unconfigured).toEqual({});
  });

  it("tells the page where thumbnails are shown from: YouTube's host, or the mirror configured", () => {
    expect(publicSettingsFrom(loadConfig({})).youtubeImageBaseUrl).toBe("https://i.ytimg.com");
    expect(publicSettingsFrom(loadConfig({ YOUTUBE_IMAGE_BASE_URL: "http://127.0.0.1:9000/" })).youtubeImageBaseUrl).toBe("http://127.0.0.1:9000");
  });

  it("names the services a page must say are not switched on, with the spec's messages (never a key)", () => {
    expect(publicSettingsFrom(loadConfig({})).unconfigured).toEqual({
      llm: "Groq API key not configured.",
      youtube: "YouTube API key not configured.",
      images: "The built-in image model is not set up on this server.",
    });
    expect(publicSettingsFrom(loadConfig({ YOUTUBE_API_KEY: "yt", TOGETHER_API_KEY: "tg" })).unconfigured).toEqual({ llm: "Groq API key not configured." });
    // Without the built-in image model the image tools start on a visitor-key model from the first paint.
    expect(publicSettingsFrom(loadConfig({ LLM_API_KEY: "k", YOUTUBE_API_KEY: "yt" })).unconfigured).toEqual({
      images: "The built-in image model is not set up on this server.",
    });
  });
});

describe("missing keys: what the person running the site is told", () => {
  it("names each missing variable and what it switches on, in a fixed order", () => {
    const none = loadConfig({});
    expect(missingKeys(none).map((m) => m.variable)).toEqual(["LLM_API_KEY", "YOUTUBE_API_KEY", "TOGETHER_API_KEY"]);
    expect(missingKeyLines(none)).toEqual([
      "LLM_API_KEY is not set: it switches on the AI writing tools (titles, descriptions, scripts, tags, hashtags, prompts) through Groq.",
      "YOUTUBE_API_KEY is not set: it switches on the YouTube Data API lookups (trending videos, channel search, comments, video tags, titles and descriptions).",
      "TOGETHER_API_KEY is not set: it switches on the built-in image model of the thumbnail maker and bulk image generator (visitors can still bring their own key).",
    ]);
  });

  it("lists only what is missing; the alias GROQ_API_KEY counts; nothing when all are set", () => {
    expect(missingKeys(loadConfig({ GROQ_API_KEY: "g", TOGETHER_API_KEY: "t" })).map((m) => m.variable)).toEqual(["YOUTUBE_API_KEY"]);
    expect(missingKeys(loadConfig({ LLM_API_KEY: "l", YOUTUBE_API_KEY: "y", TOGETHER_API_KEY: "t" }))).toEqual([]);
    expect(missingKeyLines(loadConfig({ LLM_API_KEY: "l", YOUTUBE_API_KEY: "y", TOGETHER_API_KEY: "t" }))).toEqual([]);
  });

  it("names the configured provider", () => {
    expect(missingKeys(loadConfig({ LLM_PROVIDER_NAME: "OpenRouter" }))[0]!.enables).toContain("through OpenRouter");
  });
});
