// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";
import {
  BUILD_SITE_URL,
  DEFAULT_PUBLIC_SETTINGS,
  PUBLIC_SETTINGS_ELEMENT_ID,
  serializePublicSettings,
  type PublicSettings,
} from "./public-settings";

type Mod = typeof import("./public-settings");

/** getPublicSettings caches its first read, so every test uses a fresh module instance. */
async function freshModule(): Promise<Mod> {
  vi.resetModules();
  return import("./public-settings");
}

function writeSettingsElement(text: string) {
  const el = document.createElement("script");
  el.id = PUBLIC_SETTINGS_ELEMENT_ID;
  el.type = "application/json";
  el.textContent = text;
  document.body.appendChild(el);
  return el;
}

const custom: PublicSettings = {
  siteUrl: "https://tools.example.com",
  unconfigured: { youtube: "YouTube API key not configured." },
  adsenseClient: "ca-pub-1234567890123456",
  gaId: "G-TEST123",
  geminiBaseUrl: "https://gemini.example.com/v1beta",
  openaiBaseUrl: "https://openai.example.com/v1",
  youtubeImageBaseUrl: "http://127.0.0.1:9000",
  specWaits: true,
};

beforeEach(() => {
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

afterEach(() => {
  document.body.innerHTML = "";
  globalThis.__PUBLIC_SETTINGS__ = undefined;
});

describe("serializePublicSettings", () => {
  it("round-trips through JSON.parse", () => {
    expect(JSON.parse(serializePublicSettings(custom))).toEqual(custom);
  });

  it("escapes every '<' so the text cannot close the script element", () => {
    const evil = { ...custom, siteUrl: "https://x.test/</script><script>alert(1)</script>" };
    const out = serializePublicSettings(evil);
    expect(out).not.toContain("<");
    expect(out).toContain("\\u003c/script>");
    expect(JSON.parse(out).siteUrl).toBe(evil.siteUrl);
  });
});

describe("DEFAULT_PUBLIC_SETTINGS", () => {
  it("uses the build placeholder origin and has ads and analytics off", () => {
    expect(DEFAULT_PUBLIC_SETTINGS.siteUrl).toBe(BUILD_SITE_URL);
    expect(DEFAULT_PUBLIC_SETTINGS.adsenseClient).toBeNull();
    expect(DEFAULT_PUBLIC_SETTINGS.gaId).toBeNull();
  });
});

describe("getPublicSettings in the browser", () => {
  it("reads the JSON element", async () => {
    writeSettingsElement(serializePublicSettings(custom));
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings()).toEqual(custom);
  });

  it("merges partial settings over the defaults", async () => {
    writeSettingsElement(JSON.stringify({ gaId: "G-ONLY" }));
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings()).toEqual({ ...DEFAULT_PUBLIC_SETTINGS, gaId: "G-ONLY" });
  });

  it("reads escaped '<' back to the original text", async () => {
    const withLt = { ...custom, siteUrl: "https://x.test/<b>" };
    writeSettingsElement(serializePublicSettings(withLt));
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings().siteUrl).toBe("https://x.test/<b>");
  });

  it("falls back to the defaults when the element is missing", async () => {
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings()).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });

  it("falls back to the defaults when the element is empty", async () => {
    writeSettingsElement("");
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings()).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });

  it("falls back to the defaults on bad JSON", async () => {
    writeSettingsElement("{not json");
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings()).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });

  it("caches the first read", async () => {
    const el = writeSettingsElement(JSON.stringify({ gaId: "G-FIRST" }));
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings().gaId).toBe("G-FIRST");
    el.textContent = JSON.stringify({ gaId: "G-SECOND" });
    expect(getPublicSettings().gaId).toBe("G-FIRST");
  });

  it("ignores the server global in the browser", async () => {
    globalThis.__PUBLIC_SETTINGS__ = custom;
    const { getPublicSettings } = await freshModule();
    expect(getPublicSettings()).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });
});

describe("getPublicSettings on the server", () => {
  it("returns the process global, or the defaults without one", async () => {
    const { getPublicSettings } = await freshModule();
    vi.stubGlobal("document", undefined);
    try {
      expect(getPublicSettings()).toEqual(DEFAULT_PUBLIC_SETTINGS);
      globalThis.__PUBLIC_SETTINGS__ = custom;
      expect(getPublicSettings()).toEqual(custom);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
