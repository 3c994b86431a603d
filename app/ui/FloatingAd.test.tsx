// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { PUBLIC_SETTINGS_ELEMENT_ID } from "../lib/public-settings";
import { FLOATING_AD_CLOSED_KEY } from "./ads";

const CLIENT = "ca-pub-1234567890123456";

/** getPublicSettings caches its first read per module instance: write the element, then import afresh. */
async function loadFloatingAd(settings?: Record<string, unknown>) {
  if (settings) {
    const el = document.createElement("script");
    el.id = PUBLIC_SETTINGS_ELEMENT_ID;
    el.type = "application/json";
    el.textContent = JSON.stringify(settings);
    document.head.appendChild(el);
  }
  vi.resetModules();
  return (await import("./FloatingAd")).FloatingAd;
}

function closeButton() {
  return screen.queryByRole("button", { name: "Close advertisement" });
}

beforeEach(() => {
  document.head.innerHTML = "";
  localStorage.clear();
  vi.useFakeTimers();
  // The inner ad slot should not load anything here.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.innerHTML = "";
});

describe("FloatingAd", () => {
  it("renders nothing without an ad client, even after waiting", async () => {
    const FloatingAd = await loadFloatingAd();
    const { container } = render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(container.innerHTML).toBe("");
  });

  it("renders nothing with an invalid ad client", async () => {
    const FloatingAd = await loadFloatingAd({ adsenseClient: "not-a-client" });
    const { container } = render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(container.innerHTML).toBe("");
  });

  it("appears after 3 s, not before", async () => {
    const FloatingAd = await loadFloatingAd({ adsenseClient: CLIENT });
    render(<FloatingAd />);
    expect(closeButton()).toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(closeButton()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(closeButton()).not.toBeNull();
  });

  it("contains a mobile-size ad slot", async () => {
    const FloatingAd = await loadFloatingAd({ adsenseClient: CLIENT });
    render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(3000));
    const slot = screen.getByRole("complementary", { name: "Advertisement" });
    expect(slot.style.width).toBe("320px");
    expect(slot.style.minHeight).toBe("100px");
  });

  it('closing hides it and stores "true" under the key', async () => {
    const FloatingAd = await loadFloatingAd({ adsenseClient: CLIENT });
    const { container } = render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(closeButton()!);
    expect(closeButton()).toBeNull();
    expect(container.innerHTML).toBe("");
    expect(localStorage.getItem(FLOATING_AD_CLOSED_KEY)).toBe("true");
    expect(FLOATING_AD_CLOSED_KEY).toBe("floatingAdClosed");
  });

  it("stays hidden on a new mount after being closed", async () => {
    const FloatingAd = await loadFloatingAd({ adsenseClient: CLIENT });
    const first = render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(closeButton()!);
    first.unmount();

    const { container } = render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(closeButton()).toBeNull();
    expect(container.innerHTML).toBe("");
  });

  it("stays hidden when an earlier visit closed it", async () => {
    localStorage.setItem(FLOATING_AD_CLOSED_KEY, "true");
    const FloatingAd = await loadFloatingAd({ adsenseClient: CLIENT });
    render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(closeButton()).toBeNull();
  });

  it("still closes when storage throws", async () => {
    const FloatingAd = await loadFloatingAd({ adsenseClient: CLIENT });
    render(<FloatingAd />);
    act(() => vi.advanceTimersByTime(3000));
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => fireEvent.click(closeButton()!)).not.toThrow();
    expect(closeButton()).toBeNull();
  });

  it("cancels the timer when unmounted before 3 s", async () => {
    const FloatingAd = await loadFloatingAd({ adsenseClient: CLIENT });
    const { unmount } = render(<FloatingAd />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
