// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { describe, it, expect, vi, beforeEach, afterEach, type Mock } from "vitest";
import { cleanup, renderHook } from "@testing-library/react";
import { PUBLIC_SETTINGS_ELEMENT_ID } from "./public-settings";

type Mod = typeof import("./page-effects");

/** getPublicSettings caches per module instance: fresh modules for every test. */
async function load(settings?: Record<string, unknown>): Promise<Mod> {
  if (settings) {
    const el = document.createElement("script");
    el.id = PUBLIC_SETTINGS_ELEMENT_ID;
    el.type = "application/json";
    el.textContent = JSON.stringify(settings);
    document.body.appendChild(el);
  }
  vi.resetModules();
  return import("./page-effects");
}

let frames: FrameRequestCallback[];
let gtag: Mock<(...args: unknown[]) => void>;

function setPage(scrollY: number, innerHeight: number, scrollHeight: number) {
  Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, "scrollHeight", { value: scrollHeight, configurable: true });
}

function scroll(scrollY: number) {
  Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

function runFrames() {
  const f = frames;
  frames = [];
  for (const cb of f) cb(0);
}

function reportedPercents() {
  return gtag.mock.calls.filter((c) => c[1] === "scroll_depth").map((c) => (c[2] as { percent: number }).percent);
}

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  frames = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
    frames.push(cb);
    return frames.length;
  });
  vi.stubGlobal("cancelAnimationFrame", vi.fn());
  gtag = vi.fn<(...args: unknown[]) => void>();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.gtag;
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("useScrollDepth", () => {
  it("reports each milestone once, with the page path, on scroll", async () => {
    const { useScrollDepth } = await load();
    window.gtag = gtag;
    setPage(0, 1000, 3000);
    renderHook(() => useScrollDepth("/case-converter"));
    scroll(500);
    runFrames();
    expect(reportedPercents()).toEqual([25]);
    expect(gtag).toHaveBeenCalledWith("event", "scroll_depth", { percent: 25, page_path: "/case-converter" });
    scroll(2000);
    runFrames();
    scroll(100);
    runFrames();
    scroll(2000);
    runFrames();
    expect(reportedPercents()).toEqual([25, 50, 75, 100]);
  });

  it("checks at most once per animation frame", async () => {
    const { useScrollDepth } = await load();
    window.gtag = gtag;
    setPage(0, 1000, 3000);
    renderHook(() => useScrollDepth("/"));
    scroll(100);
    scroll(200);
    scroll(600);
    expect(frames).toHaveLength(1);
    runFrames();
    expect(reportedPercents()).toEqual([25]);
  });

  it("starts over for a new page path", async () => {
    const { useScrollDepth } = await load();
    window.gtag = gtag;
    setPage(0, 1000, 3000);
    const { rerender } = renderHook(({ path }) => useScrollDepth(path), { initialProps: { path: "/a" } });
    scroll(2000);
    runFrames();
    rerender({ path: "/b" });
    scroll(2000);
    runFrames();
    const paths = gtag.mock.calls.map((c) => (c[2] as { page_path: string }).page_path);
    expect(paths.filter((p) => p === "/a")).toHaveLength(4);
    expect(paths.filter((p) => p === "/b")).toHaveLength(4);
  });

  it("stops listening after unmount", async () => {
    const { useScrollDepth } = await load();
    window.gtag = gtag;
    setPage(0, 1000, 3000);
    const { unmount } = renderHook(() => useScrollDepth("/"));
    unmount();
    scroll(2000);
    runFrames();
    expect(frames).toHaveLength(0);
    expect(gtag).not.toHaveBeenCalled();
  });
});

describe("useAnalyticsLoader", () => {
  it("loads nothing without an analytics id", async () => {
    const { useAnalyticsLoader } = await load();
    renderHook(() => useAnalyticsLoader());
    expect(window.gtag).toBeUndefined();
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("defines gtag, queues js and config, and adds Google's script once an id is set", async () => {
    const { useAnalyticsLoader } = await load({ gaId: "G-ABC 123" });
    renderHook(() => useAnalyticsLoader());
    expect(typeof window.gtag).toBe("function");
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a));
    expect(dataLayer[0][0]).toBe("js");
    expect(dataLayer[0][1]).toBeInstanceOf(Date);
    expect(dataLayer[1]).toEqual(["config", "G-ABC 123"]);
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute("src")).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC%20123");
    expect(scripts[0].async).toBe(true);
  });

  it("queues later events through the same dataLayer", async () => {
    const { useAnalyticsLoader } = await load({ gaId: "G-XYZ" });
    renderHook(() => useAnalyticsLoader());
    window.gtag!("event", "copy_to_clipboard", { length: 3 });
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => Array.from(a));
    expect(dataLayer.at(-1)).toEqual(["event", "copy_to_clipboard", { length: 3 }]);
  });

  it("does not load twice when gtag already exists", async () => {
    const { useAnalyticsLoader } = await load({ gaId: "G-XYZ" });
    window.gtag = gtag;
    renderHook(() => useAnalyticsLoader());
    expect(window.gtag).toBe(gtag);
    expect(document.head.querySelector("script")).toBeNull();
  });
});
