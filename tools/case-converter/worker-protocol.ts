import { convertCase, countText, isCaseConversionId, type CaseConversionId, type TextCounts } from "./logic";

/**
 * Above this many characters, conversions and counts run in a Web Worker: on 1 MB they
 * take 0.1–0.2 s each, too long for the page's main thread. Below it they run inline
 * (50,000 characters take a few milliseconds) for instant feedback.
 */
export const LARGE_INPUT_CHARS = 50_000;

/** Counting a large text waits for a pause in typing this long. */
export const COUNT_DEBOUNCE_MS = 150;

export type CaseWorkerRequest =
  | { id: number; type: "convert"; conversion: CaseConversionId; text: string }
  | { id: number; type: "count"; text: string };

export type CaseWorkerResponse =
  | { id: number; type: "convert"; output: string }
  | { id: number; type: "count"; counts: TextCounts }
  | { id: number; type: "error"; message: string };

export function isLargeInput(text: string): boolean {
  return text.length > LARGE_INPUT_CHARS;
}

/** What the worker does with one message; pure, so it runs inline too. */
export function handleCaseRequest(request: CaseWorkerRequest): CaseWorkerResponse {
  try {
    switch (request.type) {
      case "convert":
        if (!isCaseConversionId(request.conversion)) {
          return { id: request.id, type: "error", message: `Unknown conversion: ${String(request.conversion)}` };
        }
        return { id: request.id, type: "convert", output: convertCase(request.conversion, request.text) };
      case "count":
        return { id: request.id, type: "count", counts: countText(request.text) };
    }
  } catch (error) {
    return { id: request.id, type: "error", message: error instanceof Error ? error.message : String(error) };
  }
}
