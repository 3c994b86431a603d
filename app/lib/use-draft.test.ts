// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { mergeDraft, readDraft, useDraft, writeDraft } from "./use-draft";

interface Form {
  text: string;
  count: number;
  upper: boolean;
}
const DEFAULTS: Form = { text: "", count: 1, upper: false };

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderDraft<T>(key: string, initial: T) {
  const renders: T[] = [];
  const hook = renderHook(
    ({ k }) => {
      const r = useDraft<T>(k, initial);
      renders.push(r[0]);
      return r;
    },
    { initialProps: { k: key } },
  );
  return { ...hook, renders };
}

describe("useDraft", () => {
  it("returns the initial value when nothing is stored", () => {
    const { result } = renderDraft("case", DEFAULTS);
    expect(result.current[0]).toEqual(DEFAULTS);
  });

  it("does not write the untouched initial value to storage", () => {
    renderDraft("case", DEFAULTS);
    expect(localStorage.getItem("draft:case")).toBeNull();
  });

  it("renders the initial value first, then applies the stored draft after mounting", () => {
    localStorage.setItem("draft:case", JSON.stringify({ text: "saved", count: 3, upper: true }));
    const { result, renders } = renderDraft("case", DEFAULTS);
    expect(renders[0]).toEqual(DEFAULTS);
    expect(result.current[0]).toEqual({ text: "saved", count: 3, upper: true });
  });

  it("keeps the stored draft in storage after loading it", () => {
    const saved = { text: "saved", count: 3, upper: true };
    localStorage.setItem("draft:case", JSON.stringify(saved));
    renderDraft("case", DEFAULTS);
    expect(JSON.parse(localStorage.getItem("draft:case")!)).toEqual(saved);
  });

  it('writes changes to localStorage under "draft:{key}"', () => {
    const { result } = renderDraft("case", DEFAULTS);
    act(() => result.current[1]({ ...DEFAULTS, text: "hello" }));
    expect(result.current[0].text).toBe("hello");
    expect(JSON.parse(localStorage.getItem("draft:case")!)).toEqual({ ...DEFAULTS, text: "hello" });
  });

  it("accepts an updater function", () => {
    const { result } = renderDraft("counter", 5);
    act(() => result.current[1]((n) => n + 1));
    act(() => result.current[1]((n) => n * 10));
    expect(result.current[0]).toBe(60);
    expect(localStorage.getItem("draft:counter")).toBe("60");
  });

  it("keeps drafts of different keys apart", () => {
    const a = renderDraft("a", "");
    const b = renderDraft("b", "");
    act(() => a.result.current[1]("first"));
    act(() => b.result.current[1]("second"));
    expect(localStorage.getItem("draft:a")).toBe('"first"');
    expect(localStorage.getItem("draft:b")).toBe('"second"');
  });

  it("a new mount restores what the previous one wrote", () => {
    const first = renderDraft("case", DEFAULTS);
    act(() => first.result.current[1]({ text: "carry", count: 9, upper: true }));
    first.unmount();
    const second = renderDraft("case", DEFAULTS);
    expect(second.result.current[0]).toEqual({ text: "carry", count: 9, upper: true });
  });

  it("clear() resets to the initial value and removes the stored draft", () => {
    localStorage.setItem("draft:case", JSON.stringify({ text: "saved", count: 3, upper: true }));
    const { result } = renderDraft("case", DEFAULTS);
    act(() => result.current[1]((v) => ({ ...v, text: "edited" })));
    expect(localStorage.getItem("draft:case")).not.toBeNull();
    act(() => result.current[2]());
    expect(result.current[0]).toEqual(DEFAULTS);
    expect(localStorage.getItem("draft:case")).toBeNull();
  });

  it("saves again after clear() once the value changes", () => {
    const { result } = renderDraft("case", DEFAULTS);
    act(() => result.current[1]({ ...DEFAULTS, text: "one" }));
    act(() => result.current[2]());
    act(() => result.current[1]({ ...DEFAULTS, text: "two" }));
    expect(JSON.parse(localStorage.getItem("draft:case")!).text).toBe("two");
  });

  it("merges a stored draft over the defaults (missing fields keep defaults)", () => {
    localStorage.setItem("draft:case", JSON.stringify({ text: "only text" }));
    const { result } = renderDraft("case", DEFAULTS);
    expect(result.current[0]).toEqual({ text: "only text", count: 1, upper: false });
  });

  it("ignores corrupt JSON and keeps the initial value", () => {
    localStorage.setItem("draft:case", "{oops");
    const { result } = renderDraft("case", DEFAULTS);
    expect(result.current[0]).toEqual(DEFAULTS);
  });

  it("loads the other key's draft when the key changes, without copying the old value over", () => {
    localStorage.setItem("draft:b", JSON.stringify("stored b"));
    const { result, rerender } = renderDraft("a", "");
    act(() => result.current[1]("typed a"));
    rerender({ k: "b" });
    expect(result.current[0]).toBe("stored b");
    expect(localStorage.getItem("draft:b")).toBe('"stored b"');
    expect(localStorage.getItem("draft:a")).toBe('"typed a"');
  });

  it("still works when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    const { result } = renderDraft("case", DEFAULTS);
    act(() => result.current[1]({ ...DEFAULTS, text: "x" }));
    expect(result.current[0].text).toBe("x");
    act(() => result.current[2]());
    expect(result.current[0]).toEqual(DEFAULTS);
  });
});

describe("mergeDraft", () => {
  it("takes stored fields of the right type", () => {
    expect(mergeDraft(DEFAULTS, { text: "a", count: 2, upper: true })).toEqual({ text: "a", count: 2, upper: true });
  });

  it("keeps defaults for missing fields", () => {
    expect(mergeDraft(DEFAULTS, { count: 7 })).toEqual({ text: "", count: 7, upper: false });
  });

  it("keeps defaults for wrongly typed fields", () => {
    expect(mergeDraft(DEFAULTS, { text: 42, count: "7", upper: "yes" })).toEqual(DEFAULTS);
    expect(mergeDraft(DEFAULTS, { text: null, count: 3 })).toEqual({ text: "", count: 3, upper: false });
  });

  it("keeps an object or array field's default when the stored field is null or of another shape", () => {
    const initial = { items: [] as string[], opts: { a: 1 }, note: null as string | null };
    expect(mergeDraft(initial, { items: null, opts: null })).toEqual(initial);
    expect(mergeDraft(initial, { items: { 0: "x" }, opts: ["a"] })).toEqual(initial);
    expect(mergeDraft(initial, { items: ["x"], opts: { a: 2 } })).toEqual({ items: ["x"], opts: { a: 2 }, note: null });
  });

  it("drops fields the defaults do not have", () => {
    expect(mergeDraft(DEFAULTS, { text: "a", removedField: 1 })).toEqual({ text: "a", count: 1, upper: false });
  });

  it("returns the defaults when the stored value is not an object", () => {
    expect(mergeDraft(DEFAULTS, "text")).toEqual(DEFAULTS);
    expect(mergeDraft(DEFAULTS, null)).toEqual(DEFAULTS);
    expect(mergeDraft(DEFAULTS, [1, 2])).toEqual(DEFAULTS);
  });

  it("does not modify the defaults", () => {
    const initial = { ...DEFAULTS };
    mergeDraft(initial, { text: "changed" });
    expect(initial).toEqual(DEFAULTS);
  });

  it("handles primitive drafts by type", () => {
    expect(mergeDraft("", "saved")).toBe("saved");
    expect(mergeDraft(0, 5)).toBe(5);
    expect(mergeDraft(0, "5")).toBe(0);
    expect(mergeDraft(false, true)).toBe(true);
  });

  it("accepts a stored array when the default is an array, and nothing else", () => {
    expect(mergeDraft<string[]>([], ["a", "b"])).toEqual(["a", "b"]);
    expect(mergeDraft<string[]>(["d"], { 0: "a" })).toEqual(["d"]);
    expect(mergeDraft<string[]>(["d"], null)).toEqual(["d"]);
  });
});

describe("readDraft / writeDraft", () => {
  it("round-trip through the draft: prefix", () => {
    writeDraft("k", { a: 1 });
    expect(localStorage.getItem("draft:k")).toBe('{"a":1}');
    expect(readDraft("k")).toEqual({ a: 1 });
  });

  it("readDraft returns undefined for a missing key or corrupt JSON", () => {
    expect(readDraft("missing")).toBeUndefined();
    localStorage.setItem("draft:bad", "not json");
    expect(readDraft("bad")).toBeUndefined();
  });

  it("writeDraft swallows storage errors", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => writeDraft("k", "v")).not.toThrow();
  });
});
