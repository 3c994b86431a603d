// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";
import {
  AD_FALLBACK_MS,
  AD_LAZY_ROOT_MARGIN_PX,
  AD_SIZES,
  adsEnabled,
  FLOATING_AD_CLOSED_KEY,
  FLOATING_AD_DELAY_MS,
  floatingAdClosed,
} from "./ads";
import { whenNearViewport } from "./ad-loader";

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("constants", () => {
  it("loads ads 200 px before they scroll into view", () => {
    expect(AD_LAZY_ROOT_MARGIN_PX).toBe(200);
  });

  it("falls back after 1000 ms and shows the floating ad after 3000 ms", () => {
    expect(AD_FALLBACK_MS).toBe(1000);
    expect(FLOATING_AD_DELAY_MS).toBe(3000);
  });

  it("reserves the standard ad sizes", () => {
    expect(AD_SIZES).toEqual({
      banner: { width: 728, height: 90 },
      rectangle: { width: 300, height: 250 },
      mobile: { width: 320, height: 100 },
    });
  });
});

describe("adsEnabled", () => {
  it("accepts a valid AdSense client id", () => {
    expect(adsEnabled("ca-pub-1234567890")).toBe(true);
    expect(adsEnabled("ca-pub-1234567890123456")).toBe(true);
  });

  it("rejects missing or malformed ids", () => {
    for (const bad of [null, undefined, "", "ca-pub-", "ca-pub-123", "pub-1234567890123456", "ca-pub-12345678901234567890123", " ca-pub-1234567890123456", "ca-pub-1234567890abc"]) {
      expect(adsEnabled(bad), String(bad)).toBe(false);
    }
  });
});

describe("floatingAdClosed", () => {
  it('is true only when "true" is stored under the key', () => {
    expect(FLOATING_AD_CLOSED_KEY).toBe("floatingAdClosed");
    const store = (v: string | null) => ({ getItem: (k: string) => (k === FLOATING_AD_CLOSED_KEY ? v : null) });
    expect(floatingAdClosed(store("true"))).toBe(true);
    expect(floatingAdClosed(store("false"))).toBe(false);
    expect(floatingAdClosed(store(null))).toBe(false);
    expect(floatingAdClosed(store("1"))).toBe(false);
  });

  it("works with real localStorage", () => {
    localStorage.removeItem(FLOATING_AD_CLOSED_KEY);
    expect(floatingAdClosed(localStorage)).toBe(false);
    localStorage.setItem(FLOATING_AD_CLOSED_KEY, "true");
    expect(floatingAdClosed(localStorage)).toBe(true);
    localStorage.removeItem(FLOATING_AD_CLOSED_KEY);
  });

  it("is false without storage or when storage throws", () => {
    expect(floatingAdClosed(undefined)).toBe(false);
    expect(
      floatingAdClosed({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toBe(false);
  });
});

describe("whenNearViewport with IntersectionObserver", () => {
  class FakeObserver {
    static instances: FakeObserver[] = [];
    observed: Element[] = [];
    disconnected = false;
    constructor(
      public callback: (entries: IntersectionObserverEntry[]) => void,
      public options?: IntersectionObserverInit,
    ) {
      FakeObserver.instances.push(this);
    }
    observe(el: Element) {
      this.observed.push(el);
    }
    disconnect() {
      this.disconnected = true;
    }
    fire(isIntersecting: boolean) {
      this.callback([{ isIntersecting } as IntersectionObserverEntry]);
    }
  }

  function fakeWin() {
    FakeObserver.instances = [];
    return {
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    } as unknown as Window & { IntersectionObserver: typeof IntersectionObserver };
  }

  it("observes the element with a 200px root margin", () => {
    const win = fakeWin();
    const el = document.createElement("div");
    whenNearViewport(el, vi.fn(), win);
    expect(FakeObserver.instances).toHaveLength(1);
    const io = FakeObserver.instances[0];
    expect(io.observed).toEqual([el]);
    expect(io.options?.rootMargin).toBe("200px 0px");
    expect(win.setTimeout).not.toHaveBeenCalled();
  });

  it("does not load while the element is far away", () => {
    const win = fakeWin();
    const load = vi.fn();
    whenNearViewport(document.createElement("div"), load, win);
    FakeObserver.instances[0].fire(false);
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.instances[0].disconnected).toBe(false);
  });

  it("loads once when the element comes near and stops observing", () => {
    const win = fakeWin();
    const load = vi.fn();
    whenNearViewport(document.createElement("div"), load, win);
    const io = FakeObserver.instances[0];
    io.fire(true);
    io.fire(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(io.disconnected).toBe(true);
  });

  it("the returned cleanup disconnects the observer", () => {
    const win = fakeWin();
    const load = vi.fn();
    const stop = whenNearViewport(document.createElement("div"), load, win);
    stop();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });
});

describe("whenNearViewport without IntersectionObserver", () => {
  it("loads after the 1 s fallback, not before", () => {
    vi.useFakeTimers();
    const load = vi.fn();
    const win = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout } as unknown as Window;
    whenNearViewport(document.createElement("div"), load, win);
    vi.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("schedules the fallback with AD_FALLBACK_MS on the given window", () => {
    const setTimeout = vi.fn(() => 42);
    const clearTimeout = vi.fn();
    const stop = whenNearViewport(document.createElement("div"), vi.fn(), { setTimeout, clearTimeout } as unknown as Window);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 1000);
    stop();
    expect(clearTimeout).toHaveBeenCalledWith(42);
  });

  it("the cleanup cancels the pending load", () => {
    vi.useFakeTimers();
    const load = vi.fn();
    const win = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout } as unknown as Window;
    const stop = whenNearViewport(document.createElement("div"), load, win);
    stop();
    vi.advanceTimersByTime(2000);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("ensureAdScript", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it("adds Google's ad script once, with the client id", async () => {
    const { ensureAdScript } = await import("./ad-loader");
    ensureAdScript("ca-pub-1234567890123456");
    ensureAdScript("ca-pub-1234567890123456");
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute("src")).toBe(
      "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456",
    );
    expect(scripts[0].async).toBe(true);
    expect(scripts[0].getAttribute("crossorigin")).toBe("anonymous");
  });
});
