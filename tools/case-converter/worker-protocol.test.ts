import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONVERTING_LABEL,
  MORE_CASES_LABEL,
  convertedMessage,
  findConversion,
  RESULT_PREVIEW_CHARS,
  RESULT_PREVIEW_NOTE,
  SHOW_ALL_LABEL,
  isLongResult,
  previewText,
} from "./logic";
import { createWorkerClient } from "../../app/lib/worker-client";
import {
  COUNT_DEBOUNCE_MS,
  LARGE_INPUT_CHARS,
  handleCaseRequest,
  isLargeInput,
  type CaseWorkerRequest,
  type CaseWorkerResponse,
} from "./worker-protocol";

describe("page words", () => {
  it("names the extra group and the states", () => {
    expect(MORE_CASES_LABEL).toBe("More cases");
    expect(CONVERTING_LABEL).toBe("Converting…");
    expect(convertedMessage(findConversion("title")!)).toBe("Converted to Title Case.");
    expect(convertedMessage(findConversion("upper")!)).toBe("Converted to UPPERCASE.");
  });
});

describe("worker protocol", () => {
  it("sends inputs above 50,000 characters to the worker", () => {
    expect(LARGE_INPUT_CHARS).toBe(50_000);
    expect(isLargeInput("x".repeat(50_000))).toBe(false);
    expect(isLargeInput("x".repeat(50_001))).toBe(true);
    expect(COUNT_DEBOUNCE_MS).toBeLessThanOrEqual(300);
  });

  it("converts and counts, answering with the request's id", () => {
    expect(handleCaseRequest({ id: 7, type: "convert", conversion: "kebab", text: "XMLHttpRequest id 2" })).toEqual({
      id: 7,
      type: "convert",
      output: "xml-http-request-id-2",
    });
    expect(handleCaseRequest({ id: 8, type: "count", text: "ça va déjà\nXMLHttpRequest id 2" })).toEqual({
      id: 8,
      type: "count",
      counts: { characters: 30, words: 6, lines: 2 },
    });
  });

  it("answers an unknown conversion with an error instead of throwing", () => {
    const bad = { id: 9, type: "convert", conversion: "shout", text: "a" } as unknown as CaseWorkerRequest;
    expect(handleCaseRequest(bad)).toEqual({ id: 9, type: "error", message: "Unknown conversion: shout" });
  });
});

/** A stand-in for a dedicated worker that runs the handler on the next macrotask. */
class FakeWorker extends EventTarget {
  static created = 0;
  terminated = false;
  constructor(private readonly failToLoad = false) {
    super();
    FakeWorker.created++;
  }
  postMessage(request: CaseWorkerRequest) {
    setTimeout(() => {
      if (this.terminated) return;
      if (this.failToLoad) this.dispatchEvent(new Event("error", { cancelable: true }));
      else this.dispatchEvent(new MessageEvent("message", { data: handleCaseRequest(request) }));
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

describe("worker client", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.created = 0;
  });

  it("starts the worker on the first request only and matches answers to requests", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const spawn = vi.fn(() => new FakeWorker() as unknown as Worker);
    const client = createWorkerClient<CaseWorkerRequest, CaseWorkerResponse>(spawn, handleCaseRequest);
    expect(spawn).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([
      client.request({ type: "convert", conversion: "upper", text: "ça va" }),
      client.request({ type: "count", text: "one two" }),
    ]);
    expect(a).toEqual({ id: 1, type: "convert", output: "ÇA VA" });
    expect(b).toEqual({ id: 2, type: "count", counts: { characters: 7, words: 2, lines: 1 } });
    expect(spawn).toHaveBeenCalledTimes(1);
    client.dispose();
  });

  it("runs requests on the page when the worker script fails to load", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    const spawn = vi.fn(() => new FakeWorker(true) as unknown as Worker);
    const client = createWorkerClient<CaseWorkerRequest, CaseWorkerResponse>(spawn, handleCaseRequest);
    expect(await client.request({ type: "convert", conversion: "snake", text: "ça va déjà" })).toEqual({
      id: 1,
      type: "convert",
      output: "ça_va_déjà",
    });
    expect(await client.request({ type: "convert", conversion: "dot", text: "a b" })).toMatchObject({ output: "a.b" });
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it("runs requests on the page when workers do not exist or cannot start", async () => {
    const none = createWorkerClient<CaseWorkerRequest, CaseWorkerResponse>(() => {
      throw new Error("not called");
    }, handleCaseRequest);
    expect(await none.request({ type: "convert", conversion: "camel", text: "XMLHttpRequest id 2" })).toMatchObject({
      output: "xmlHttpRequestId2",
    });
    vi.stubGlobal("Worker", FakeWorker);
    const blocked = createWorkerClient<CaseWorkerRequest, CaseWorkerResponse>(() => {
      throw new DOMException("blocked by policy", "SecurityError");
    }, handleCaseRequest);
    expect(await blocked.request({ type: "convert", conversion: "pascal", text: "ça va" })).toMatchObject({
      output: "ÇaVa",
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
