// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach, afterEach, type Mock } from "vitest";
import { dateStamp, downloadBlob, downloadJson, downloadText } from "./download";

interface Captured {
  blob: Blob;
  anchor: { download: string; href: string; rel: string; display: string; inDocument: boolean };
}

let created: Blob[];
let clicks: Captured["anchor"][];
let revoke: Mock<(url: string) => void>;
let gtag: Mock<(...args: unknown[]) => void>;

beforeEach(() => {
  vi.useFakeTimers();
  created = [];
  clicks = [];
  let n = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation((obj: Blob | MediaSource) => {
    created.push(obj as Blob);
    return `blob:https://site.test/${++n}`;
  });
  revoke = vi.fn<(url: string) => void>();
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(revoke);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({
      download: this.download,
      href: this.getAttribute("href") ?? "",
      rel: this.rel,
      display: this.style.display,
      inDocument: document.body.contains(this),
    });
  });
  gtag = vi.fn<(...args: unknown[]) => void>();
  window.gtag = gtag;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.gtag;
  document.body.innerHTML = "";
});

function last(): Captured {
  expect(created.length).toBeGreaterThan(0);
  expect(clicks.length).toBeGreaterThan(0);
  return { blob: created.at(-1)!, anchor: clicks.at(-1)! };
}

describe("downloadBlob", () => {
  it("clicks a hidden link with the file name and the blob URL", () => {
    const blob = new Blob(["data"], { type: "image/png" });
    downloadBlob("thumbnail.png", blob);
    const { blob: got, anchor } = last();
    expect(got).toBe(blob);
    expect(anchor).toEqual({
      download: "thumbnail.png",
      href: "blob:https://site.test/1",
      rel: "noopener",
      display: "none",
      inDocument: true,
    });
  });

  it("removes the link after clicking", () => {
    downloadBlob("a.bin", new Blob(["x"]));
    expect(document.querySelectorAll("a")).toHaveLength(0);
  });

  it("revokes the blob URL later, not immediately", () => {
    downloadBlob("a.bin", new Blob(["x"]));
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoke).toHaveBeenCalledWith("blob:https://site.test/1");
  });

  it("tracks file_download with the file name and size", () => {
    downloadBlob("clip.txt", new Blob(["12345"]));
    expect(gtag).toHaveBeenCalledWith("event", "file_download", { file_name: "clip.txt", size: 5 });
  });

  it("works without gtag", () => {
    delete window.gtag;
    expect(() => downloadBlob("clip.txt", new Blob(["1"]))).not.toThrow();
    expect(clicks).toHaveLength(1);
  });
});

describe("downloadText", () => {
  it("saves the text as UTF-8 plain text under the given name", async () => {
    downloadText("notes.txt", "Hello, wörld ✓\nline 2");
    const { blob, anchor } = last();
    expect(anchor.download).toBe("notes.txt");
    expect(await blob.text()).toBe("Hello, wörld ✓\nline 2");
    expect(blob.type.toLowerCase()).toBe("text/plain;charset=utf-8");
  });

  it("uses the given MIME type", async () => {
    downloadText("data.csv", "a,b\n1,2", "text/csv");
    const { blob } = last();
    expect(blob.type.toLowerCase()).toBe("text/csv;charset=utf-8");
    expect(await blob.text()).toBe("a,b\n1,2");
  });

  it("reports the byte size, not the character count", () => {
    downloadText("u.txt", "é");
    expect(gtag).toHaveBeenCalledWith("event", "file_download", { file_name: "u.txt", size: 2 });
  });
});

describe("downloadJson", () => {
  it("saves a value as two-space indented JSON", async () => {
    const value = { prompt: "a cat", settings: { ratio: "16:9", seeds: [1, 2] } };
    downloadJson("prompt.json", value);
    const { blob, anchor } = last();
    expect(anchor.download).toBe("prompt.json");
    const text = await blob.text();
    expect(text).toBe(JSON.stringify(value, null, 2));
    expect(text).toContain('\n  "prompt": "a cat"');
    expect(text).toContain('\n    "ratio": "16:9"');
    expect(blob.type.toLowerCase()).toBe("application/json;charset=utf-8");
  });

  it("saves a string as is (already serialised JSON)", async () => {
    downloadJson("raw.json", '{"a":1}');
    expect(await last().blob.text()).toBe('{"a":1}');
  });

  it("tracks the download", () => {
    downloadJson("x.json", [1]);
    expect(gtag).toHaveBeenCalledWith("event", "file_download", expect.objectContaining({ file_name: "x.json" }));
  });
});

describe("dateStamp", () => {
  it("formats a date as YYYY-MM-DD with zero padding", () => {
    expect(dateStamp(new Date(2024, 0, 5))).toBe("2024-01-05");
    expect(dateStamp(new Date(2025, 11, 31, 23, 59))).toBe("2025-12-31");
  });

  it("uses the local date, not UTC", () => {
    const d = new Date(2024, 6, 1, 0, 30);
    expect(dateStamp(d)).toBe("2024-07-01");
  });

  it("defaults to today", () => {
    vi.setSystemTime(new Date(2026, 2, 14, 12, 0));
    expect(dateStamp()).toBe("2026-03-14");
  });

  it("always matches the YYYY-MM-DD pattern", () => {
    expect(dateStamp()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
