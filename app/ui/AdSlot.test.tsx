// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { PUBLIC_SETTINGS_ELEMENT_ID } from "../lib/public-settings";

const CLIENT = "ca-pub-1234567890123456";

type Mod = typeof import("./AdSlot");

/** getPublicSettings caches its first read per module instance: write the element, then import afresh. */
async function loadAdSlot(settings?: Record<string, unknown>): Promise<Mod["AdSlot"]> {
  if (settings) {
    const el = document.createElement("script");
    el.id = PUBLIC_SETTINGS_ELEMENT_ID;
    el.type = "application/json";
    el.textContent = JSON.stringify(settings);
    document.head.appendChild(el);
  }
  vi.resetModules();
  return (await import("./AdSlot")).AdSlot;
}

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
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.disconnected = true;
  }
}

beforeEach(() => {
  document.head.innerHTML = "";
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.adsbygoogle;
  document.head.innerHTML = "";
});

/** The ad unit's code is loaded lazily where ads are on: wait for it and its first render. */
async function filled() {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}

function ad() {
  return screen.queryByRole("complementary", { name: "Advertisement" });
}

/** Without ads: only the hidden box that reserves the size where the server turns ads on. */
function expectHiddenReserve(container: HTMLElement) {
  const box = container.querySelector<HTMLElement>("[data-ad-slot-box]");
  expect(box).not.toBeNull();
  expect(box!.className).toContain("ad-slot");
  expect(box!.getAttribute("aria-hidden")).toBe("true");
  expect(box!.getAttribute("role")).toBeNull();
  expect(box!.children).toHaveLength(0);
  expect(ad()).toBeNull();
}

describe("AdSlot without ads configured", () => {
  it("renders only a hidden, empty box without the settings element", async () => {
    const AdSlot = await loadAdSlot();
    const { container } = render(<AdSlot />);
    expectHiddenReserve(container);
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it("renders only the hidden box when the ad client is null", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: null });
    const { container } = render(<AdSlot />);
    expectHiddenReserve(container);
  });

  it("renders only the hidden box for an invalid ad client", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: "ca-pub-oops" });
    const { container } = render(<AdSlot format="rectangle" />);
    expectHiddenReserve(container);
  });

  it("renders only the hidden box when the settings JSON is corrupt", async () => {
    const el = document.createElement("script");
    el.id = PUBLIC_SETTINGS_ELEMENT_ID;
    el.type = "application/json";
    el.textContent = "{bad";
    document.head.appendChild(el);
    const AdSlot = await loadAdSlot();
    const { container } = render(<AdSlot />);
    expectHiddenReserve(container);
  });
});

describe("AdSlot with a valid ad client", () => {
  it("reserves the banner size (728 × 90) by default", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(<AdSlot />);
    await filled();
    const box = ad()!;
    expect(box).not.toBeNull();
    expect(box.style.width).toBe("728px");
    expect(box.style.minHeight).toBe("90px");
    expect(box.style.maxWidth).toBe("100%");
  });

  it.each([
    ["rectangle", "300px", "250px"],
    ["mobile", "320px", "100px"],
  ] as const)("reserves the %s size", async (format, width, height) => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(<AdSlot format={format} />);
    await filled();
    expect(ad()!.style.width).toBe(width);
    expect(ad()!.style.minHeight).toBe(height);
  });

  it("adds the given class", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(<AdSlot className="my-0 extra" />);
    await filled();
    expect(ad()!.className).toContain("extra");
  });

  it("does not load the ad until it comes near the viewport", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(<AdSlot />);
    await filled();
    expect(FakeObserver.instances).toHaveLength(1);
    expect(FakeObserver.instances[0].observed).toEqual([ad()]);
    expect(FakeObserver.instances[0].options?.rootMargin).toBe("200px 0px");
    expect(ad()!.querySelector("ins")).toBeNull();
    expect(document.head.querySelector('script[src*="adsbygoogle"]')).toBeNull();
    expect(window.adsbygoogle).toBeUndefined();
  });

  it("loads the ad unit, the script and one push when near the viewport", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(<AdSlot slot="9876543210" format="rectangle" />);
    await filled();
    act(() => FakeObserver.instances[0].callback([{ isIntersecting: true } as IntersectionObserverEntry]));
    const ins = ad()!.querySelector("ins.adsbygoogle")!;
    expect(ins).not.toBeNull();
    expect(ins.getAttribute("data-ad-client")).toBe(CLIENT);
    expect(ins.getAttribute("data-ad-slot")).toBe("9876543210");
    expect(ins.getAttribute("data-ad-format")).toBe("rectangle");
    expect((ins as HTMLElement).style.height).toBe("250px");
    expect(window.adsbygoogle).toHaveLength(1);
    const scripts = document.head.querySelectorAll('script[src*="adsbygoogle.js"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute("src")).toContain(`client=${CLIENT}`);
  });

  it("uses the horizontal format for banners", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(<AdSlot />);
    await filled();
    act(() => FakeObserver.instances[0].callback([{ isIntersecting: true } as IntersectionObserverEntry]));
    expect(ad()!.querySelector("ins")!.getAttribute("data-ad-format")).toBe("horizontal");
  });

  it("shares one ad script between slots", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(
      <>
        <AdSlot />
        <AdSlot format="rectangle" />
      </>,
    );
    await filled();
    act(() => {
      for (const io of FakeObserver.instances) io.callback([{ isIntersecting: true } as IntersectionObserverEntry]);
    });
    expect(document.querySelectorAll("ins.adsbygoogle")).toHaveLength(2);
    expect(window.adsbygoogle).toHaveLength(2);
    expect(document.head.querySelectorAll('script[src*="adsbygoogle.js"]')).toHaveLength(1);
  });

  it("loads after 1 s when IntersectionObserver is missing", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    vi.useFakeTimers();
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    render(<AdSlot />);
    await filled();
    expect(ad()).not.toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(ad()!.querySelector("ins")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(ad()!.querySelector("ins")).not.toBeNull();
  });

  it("stops observing when unmounted", async () => {
    const AdSlot = await loadAdSlot({ adsenseClient: CLIENT });
    const { unmount } = render(<AdSlot />);
    await filled();
    unmount();
    expect(FakeObserver.instances[0].disconnected).toBe(true);
  });
});
