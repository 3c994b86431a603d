import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONVERTING_LABEL,
  DEFAULT_SETTINGS,
  convert,
  type CommaSettings,
  RESULT_PREVIEW_CHARS,
  RESULT_PREVIEW_NOTE,
  SHOW_ALL_LABEL,
  isLongResult,
  previewText,
} from "./logic";
import { createWorkerClient } from "../../app/lib/worker-client";
import {
  LARGE_INPUT_CHARS,
  handleCommaRequest,
  isLargeInput,
  type CommaWorkerRequest,
  type CommaWorkerResponse,
} from "./worker-protocol";

const quoted: CommaSettings = { ...DEFAULT_SETTINGS, quotes: "double" };
const COLUMN = "New York, NY\nParis\n  Berlin   Mitte \nParis\n\nSay \"hi\"";
const DELIMITED = '"New York, NY","Paris","Berlin Mitte","Say ""hi"""';

describe("convert", () => {
  it("Convert right reads the column, Convert left the delimited data", () => {
    expect(CONVERTING_LABEL).toBe("Converting…");
    expect(convert("right", COLUMN, quoted)).toEqual({ output: DELIMITED, itemCount: 4, duplicatesRemoved: 1, warnings: [] });
    expect(convert("left", DELIMITED, quoted)).toEqual({
      output: 'New York, NY\nParis\nBerlin Mitte\nSay "hi"',
      itemCount: 4,
      duplicatesRemoved: 0,
      warnings: [],
    });
  });
});

describe("worker protocol", () => {
  it("sends inputs above 50,000 characters to the worker", () => {
    expect(LARGE_INPUT_CHARS).toBe(50_000);
    expect(isLargeInput("x".repeat(50_000))).toBe(false);
    expect(isLargeInput("x".repeat(50_001))).toBe(true);
  });

  it("converts in either direction, answering with the request's id", () => {
    expect(handleCommaRequest({ id: 3, direction: "right", text: COLUMN, settings: quoted })).toEqual({
      id: 3,
      type: "result",
      result: convert("right", COLUMN, quoted),
    });
    expect(handleCommaRequest({ id: 4, direction: "left", text: "a;b;a", settings: { ...DEFAULT_SETTINGS, delimiter: ";" } })).toEqual({
      id: 4,
      type: "result",
      result: { output: "a\nb", itemCount: 2, duplicatesRemoved: 1, warnings: [] },
    });
  });

  it("normalises settings that arrive broken instead of failing", () => {
    const broken = { id: 5, direction: "right", text: "a\nb", settings: { interval: "x", quotes: "fancy" } } as unknown as CommaWorkerRequest;
    expect(handleCommaRequest(broken)).toEqual({
      id: 5,
      type: "result",
      result: { output: "a,b", itemCount: 2, duplicatesRemoved: 0, warnings: [] },
    });
  });
});

class FakeWorker extends EventTarget {
  terminated = false;
  constructor(private readonly failToLoad = false) {
    super();
  }
  postMessage(request: CommaWorkerRequest) {
    setTimeout(() => {
      if (this.terminated) return;
      if (this.failToLoad) this.dispatchEvent(new Event("error", { cancelable: true }));
      else this.dispatchEvent(new MessageEvent("message", { data: handleCommaRequest(request) }));
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

describe("worker client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts one worker lazily and matches answers to requests", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const spawn = vi.fn(() => new FakeWorker() as unknown as Worker);
    const client = createWorkerClient<CommaWorkerRequest, CommaWorkerResponse>(spawn, handleCommaRequest);
    expect(spawn).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([
      client.request({ direction: "right", text: "a\nb", settings: DEFAULT_SETTINGS }),
      client.request({ direction: "left", text: "c,d", settings: DEFAULT_SETTINGS }),
    ]);
    expect(a).toMatchObject({ id: 1, result: { output: "a,b" } });
    expect(b).toMatchObject({ id: 2, result: { output: "c\nd" } });
    expect(spawn).toHaveBeenCalledTimes(1);
    client.dispose();
  });

  it("falls back to the page when the worker cannot load", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const client = createWorkerClient<CommaWorkerRequest, CommaWorkerResponse>(
      () => new FakeWorker(true) as unknown as Worker,
      handleCommaRequest,
    );
    expect(await client.request({ direction: "right", text: "x\ny", settings: DEFAULT_SETTINGS })).toMatchObject({
      result: { output: "x,y" },
    });
  });
});

describe("long results", () => {
  it("shows the start of results over 50,000 characters, never half a surrogate pair", () => {
    expect(RESULT_PREVIEW_CHARS).toBe(50_000);
    expect(SHOW_ALL_LABEL).toBe("Show all");
    expect(RESULT_PREVIEW_NOTE).toBe("Only the start of this long result is shown, to keep the page fast. Copy copies all of it.");
    const short = "a".repeat(50_000);
    expect(isLongResult(short)).toBe(false);
    expect(previewText(short)).toBe(short);
    const long = "a".repeat(60_000);
    expect(isLongResult(long)).toBe(true);
    expect(previewText(long)).toBe(short);
    const emojiAtCut = "a".repeat(49_999) + "🎬" + "b".repeat(10);
    expect(previewText(emojiAtCut)).toBe("a".repeat(49_999));
    expect(previewText("ab🎬c", 3)).toBe("ab");
    expect(previewText("ab🎬c", 4)).toBe("ab🎬");
  });
});
