import { describe, it, expect } from "vitest";
import {
  CPC_MAX,
  CPM_MAX,
  CPM_STEP,
  CTR_MAX,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  DEFAULT_STATE,
  CREATOR_SHARE,
  VIEWS_SLIDER_STEPS,
  creatorKeeps,
  sliderFromViews,
  viewsAfterSlide,
  viewsFromSlider,
  TABS,
  VIEWS_MAX,
  VIEWS_STEP,
  calculate,
  clampCpc,
  clampCpmRange,
  clampCtr,
  clampState,
  clampViews,
  clicksFromCtr,
  defaultState,
  earningsByCpm,
  earningsByCtr,
  formatCount,
  formatMoney,
  formatRange,
  fromSearchParams,
  parseNumberInput,
  resetState,
  toSearchParams,
  updateField,
  type CalculatorState,
} from "./logic";

describe("constants", () => {
  it("has the two tabs, by CPM and by CTR", () => {
    expect(TABS.map((t) => t.id)).toEqual(["cpm", "ctr"]);
    expect(TABS.map((t) => t.label)).toEqual(["Earnings by CPM", "Earnings by CTR"]);
  });

  it("uses a 30-day month and a 365-day year", () => {
    expect(DAYS_PER_MONTH).toBe(30);
    expect(DAYS_PER_YEAR).toBe(365);
  });

  it("has the spec's limits and slider steps", () => {
    expect(VIEWS_MAX).toBe(5_000_000);
    expect(VIEWS_STEP).toBe(10);
    expect(CPM_MAX).toBe(100);
    expect(CPM_STEP).toBe(0.25);
    expect(CTR_MAX).toBe(100);
    expect(CPC_MAX).toBe(50);
  });

  it("defaults to a realistic CPM $2-$10, CTR 2% and CPC 0.25", () => {
    expect(DEFAULT_STATE.cpmLow).toBe(2);
    expect(DEFAULT_STATE.cpmHigh).toBe(10);
    expect(DEFAULT_STATE.ctr).toBe(2);
    expect(DEFAULT_STATE.cpc).toBe(0.25);
    expect(DEFAULT_STATE.mode).toBe("cpm");
  });

  it("Reset gives a fresh copy of the defaults", () => {
    const a = defaultState();
    a.cpc = 9;
    expect(defaultState()).toEqual(DEFAULT_STATE);
  });
});

describe("the logarithmic views slider", () => {
  it("spans 0 to 5,000,000 and is monotonic", () => {
    expect(viewsFromSlider(0)).toBe(0);
    expect(viewsFromSlider(VIEWS_SLIDER_STEPS)).toBe(5_000_000);
    expect(viewsFromSlider(-5)).toBe(0);
    expect(viewsFromSlider(VIEWS_SLIDER_STEPS + 5)).toBe(5_000_000);
    let last = -1;
    for (let p = 0; p <= VIEWS_SLIDER_STEPS; p++) {
      const v = viewsFromSlider(p);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });

  it("moves about 1.5 % a step at every scale, so one arrow key is useful from 100 to millions", () => {
    for (const views of [1_000, 10_000, 100_000, 1_000_000]) {
      const up = viewsAfterSlide(views, sliderFromViews(views) + 1);
      expect(up / views).toBeGreaterThan(1.005);
      expect(up / views).toBeLessThan(1.04);
    }
  });

  it("always changes the figure when it moves, even where steps are under one view", () => {
    for (const views of [0, 1, 5, 12, 30]) {
      const pos = sliderFromViews(views);
      expect(viewsAfterSlide(views, pos + 1)).toBeGreaterThan(views);
      if (views > 0) expect(viewsAfterSlide(views, pos - 1)).toBeLessThan(views);
      expect(viewsAfterSlide(views, pos)).toBe(viewsFromSlider(pos));
    }
  });
});

describe("typed input", () => {
  it("reads plain numbers", () => {
    expect(parseNumberInput("12")).toBe(12);
    expect(parseNumberInput("0.25")).toBe(0.25);
    expect(parseNumberInput(".5")).toBe(0.5);
    expect(parseNumberInput("  7 ")).toBe(7);
  });

  it("turns non-numeric input into 0", () => {
    expect(parseNumberInput("")).toBe(0);
    expect(parseNumberInput("abc")).toBe(0);
    expect(parseNumberInput("12abc")).toBe(0);
    expect(parseNumberInput("NaN")).toBe(0);
    expect(parseNumberInput("Infinity")).toBe(0);
    expect(parseNumberInput("1.2.3")).toBe(0);
  });

  it("accepts thousands separators, a dollar sign and a percent sign", () => {
    expect(parseNumberInput("1,000,000")).toBe(1_000_000);
    expect(parseNumberInput("$2.50")).toBe(2.5);
    expect(parseNumberInput("3%")).toBe(3);
  });
});

describe("clamps", () => {
  it("keeps daily views within 0-5,000,000 and whole", () => {
    expect(clampViews(-1)).toBe(0);
    expect(clampViews(6_000_000)).toBe(5_000_000);
    expect(clampViews(1234.6)).toBe(1235);
    expect(clampViews(Number.NaN)).toBe(0);
  });

  it("keeps CPM low within 0-100", () => {
    expect(clampCpmRange(-5, 4).cpmLow).toBe(0);
    expect(clampCpmRange(150, 4).cpmLow).toBe(100);
  });

  it("keeps CPM high between low and 100", () => {
    expect(clampCpmRange(5, 3)).toEqual({ cpmLow: 5, cpmHigh: 5 });
    expect(clampCpmRange(5, 200)).toEqual({ cpmLow: 5, cpmHigh: 100 });
    expect(clampCpmRange(2, 8)).toEqual({ cpmLow: 2, cpmHigh: 8 });
  });

  it("keeps CTR within 0-100 and CPC within 0-50", () => {
    expect(clampCtr(-1)).toBe(0);
    expect(clampCtr(101)).toBe(100);
    expect(clampCtr(2.5)).toBe(2.5);
    expect(clampCpc(-1)).toBe(0);
    expect(clampCpc(51)).toBe(50);
    expect(clampCpc(0.3)).toBe(0.3);
  });

  it("updateField parses then clamps, and non-numeric becomes 0", () => {
    const s = defaultState();
    expect(updateField(s, "dailyViews", "9,999,999").dailyViews).toBe(5_000_000);
    expect(updateField(s, "dailyViews", "lots").dailyViews).toBe(0);
    expect(updateField({ ...s, cpmHigh: 4 }, "cpmLow", "6")).toMatchObject({ cpmLow: 6, cpmHigh: 6 });
    expect(updateField({ ...s, cpmLow: 3 }, "cpmHigh", "1")).toMatchObject({ cpmLow: 3, cpmHigh: 3 });
    expect(updateField(s, "ctr", "x").ctr).toBe(0);
    expect(updateField(s, "cpc", "75").cpc).toBe(50);
  });

  it("clampState keeps the mode", () => {
    expect(clampState({ ...defaultState(), mode: "ctr", ctr: 500 })).toMatchObject({ mode: "ctr", ctr: 100 });
  });
});

describe("formulas", () => {
  it("earnings = views / 1000 x CPM", () => {
    expect(earningsByCpm(10_000, 4)).toBe(40);
    expect(earningsByCpm(1_000, 2.5)).toBe(2.5);
  });

  it("clicks = views x CTR, earnings = clicks x CPC", () => {
    expect(clicksFromCtr(10_000, 2)).toBe(200);
    expect(earningsByCtr(10_000, 2, 0.25)).toBe(50);
  });
});

describe("calculate", () => {
  it("gives daily, monthly and yearly low-high ranges by CPM", () => {
    const r = calculate({ ...defaultState(), dailyViews: 10_000, cpmLow: 1, cpmHigh: 4 });
    expect(r.mode).toBe("cpm");
    expect(r.daily).toEqual({ low: 10, high: 40 });
    expect(r.monthly).toEqual({ low: 300, high: 1200 });
    expect(r.yearly).toEqual({ low: 3650, high: 14600 });
    expect(r.dailyClicks).toBeUndefined();
  });

  it("with the defaults gives $20.00 to $100.00 a day from advertisers, $11.00 to $55.00 kept", () => {
    const r = calculate(defaultState());
    expect(formatRange(r.daily)).toBe("$20.00 – $100.00");
    expect(formatRange(r.monthly)).toBe("$600.00 – $3,000.00");
    expect(formatRange(r.yearly)).toBe("$7,300.00 – $36,500.00");
    expect(formatRange(creatorKeeps(r.daily))).toBe("$11.00 – $55.00");
  });

  it("the creator keeps 55% (YouTube Partner Program, long-form): RPM = CPM × 0.55", () => {
    expect(CREATOR_SHARE).toBe(0.55);
    const kept = creatorKeeps({ low: 100, high: 200 });
    expect(kept.low).toBeCloseTo(55, 10);
    expect(kept.high).toBeCloseTo(110, 10);
  });

  it("gives one value (low = high) by CTR, with clicks", () => {
    const r = calculate({ ...defaultState(), mode: "ctr" });
    expect(r.mode).toBe("ctr");
    expect(r.dailyClicks).toBe(200);
    expect(r.daily).toEqual({ low: 50, high: 50 });
    expect(r.monthly).toEqual({ low: 1500, high: 1500 });
    expect(r.yearly).toEqual({ low: 18250, high: 18250 });
    expect(formatRange(r.daily)).toBe("$50.00");
  });

  it("clamps before calculating", () => {
    const r = calculate({ ...defaultState(), dailyViews: 10_000_000, cpmLow: 200, cpmHigh: 1 });
    expect(r.daily).toEqual({ low: 500_000, high: 500_000 });
  });

  it("is zero with zero views", () => {
    const r = calculate({ ...defaultState(), dailyViews: 0 });
    expect(formatRange(r.yearly)).toBe("$0.00");
  });
});

describe("money formatting", () => {
  it("shows a dollar sign and exactly two decimals", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(2.5)).toBe("$2.50");
    expect(formatMoney(0.125)).toMatch(/^\$0\.1[23]$/);
    expect(formatMoney(3.999)).toBe("$4.00");
  });

  it("uses thousands separators", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(182_500_000)).toBe("$182,500,000.00");
  });

  it("never shows negative zero or non-finite values", () => {
    expect(formatMoney(-0)).toBe("$0.00");
    expect(formatMoney(-0.001)).toBe("$0.00");
    expect(formatMoney(Number.NaN)).toBe("$0.00");
  });

  it("formats counts as whole numbers", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(200.4)).toBe("200");
  });
});

describe("search params", () => {
  it("writes nothing for the defaults", () => {
    expect(toSearchParams(defaultState()).toString()).toBe("");
  });

  it("round-trips a changed state", () => {
    const state: CalculatorState = { mode: "ctr", dailyViews: 25_000, cpmLow: 1.5, cpmHigh: 6.25, ctr: 3.5, cpc: 0.4 };
    const back = fromSearchParams(new URLSearchParams(toSearchParams(state).toString()));
    expect(back).toEqual(state);
    expect(calculate(back)).toEqual(calculate(state));
  });

  it("clamps numbers read from a link", () => {
    const back = fromSearchParams(
      new URLSearchParams("views=99999999&cpmLow=150&cpmHigh=2&ctr=-4&cpc=1000"),
    );
    expect(back).toEqual({ mode: "cpm", dailyViews: 5_000_000, cpmLow: 100, cpmHigh: 100, ctr: 0, cpc: 50 });
  });

  it("falls back to defaults on missing or non-numeric values and unknown modes", () => {
    const back = fromSearchParams(new URLSearchParams("mode=rpm&views=lots&cpmLow=&cpmHigh=1e400&ctr=NaN&cpc=0x10"));
    expect(back).toEqual(defaultState());
  });

  it("keeps the CPM high above a low read from the link", () => {
    expect(fromSearchParams(new URLSearchParams("cpmLow=10"))).toMatchObject({ cpmLow: 10, cpmHigh: 10 });
  });
});

describe("reset", () => {
  it("returns every input to its default and keeps the tab", () => {
    expect(resetState("ctr")).toEqual({ ...defaultState(), mode: "ctr" });
    expect(resetState("cpm")).toEqual(defaultState());
    expect(toSearchParams(resetState("cpm")).toString()).toBe("");
  });
});
