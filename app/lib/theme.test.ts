// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";
import { currentTheme, setTheme, storedTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from "./theme";

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("setTheme", () => {
  it("sets data-theme on <html> and stores the choice", () => {
    setTheme("dark");
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    setTheme("light");
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("still applies the theme when storage throws", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => setTheme("dark")).not.toThrow();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});

describe("currentTheme", () => {
  it("reads data-theme, defaulting to light", () => {
    expect(currentTheme()).toBe("light");
    document.documentElement.dataset.theme = "dark";
    expect(currentTheme()).toBe("dark");
    document.documentElement.dataset.theme = "sepia";
    expect(currentTheme()).toBe("light");
  });
});

describe("storedTheme", () => {
  it("returns null when nothing is stored", () => {
    expect(storedTheme()).toBeNull();
  });

  it("returns a stored valid theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    expect(storedTheme()).toBe("dark");
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(storedTheme()).toBe("light");
  });

  it("ignores invalid values", () => {
    for (const bad of ["Dark", "blue", "", "null", '"dark"']) {
      localStorage.setItem(THEME_STORAGE_KEY, bad);
      expect(storedTheme()).toBeNull();
    }
  });

  it("returns null when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(storedTheme()).toBeNull();
  });

  it("reads back what setTheme stored", () => {
    setTheme("dark");
    expect(storedTheme()).toBe("dark");
  });
});

describe("THEME_BOOT_SCRIPT", () => {
  function runBoot(prefersDark: boolean) {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: prefersDark && q.includes("dark"), media: q }));
    new Function(THEME_BOOT_SCRIPT)();
    return document.documentElement.dataset.theme;
  }

  it("applies the stored theme over the system preference", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "light");
    expect(runBoot(true)).toBe("light");
  });

  it("follows the system preference when nothing valid is stored", () => {
    expect(runBoot(true)).toBe("dark");
    delete document.documentElement.dataset.theme;
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(runBoot(false)).toBe("light");
  });

  it("reads the same storage key as storedTheme", () => {
    expect(THEME_BOOT_SCRIPT).toContain(`localStorage.getItem("${THEME_STORAGE_KEY}")`);
  });
});
