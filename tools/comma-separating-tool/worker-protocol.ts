import { convert, normaliseSettings, type CommaSettings, type ConversionResult, type Direction } from "./logic";

/**
 * Above this many characters a conversion runs in a Web Worker (1 MB takes 0.05–0.6 s,
 * too long for the page's main thread); below it, inline for instant feedback.
 */
export const LARGE_INPUT_CHARS = 50_000;

export interface CommaWorkerRequest {
  id: number;
  direction: Direction;
  text: string;
  settings: CommaSettings;
}

export type CommaWorkerResponse =
  | { id: number; type: "result"; result: ConversionResult }
  | { id: number; type: "error"; message: string };

export function isLargeInput(text: string): boolean {
  return text.length > LARGE_INPUT_CHARS;
}

/** What the worker does with one message; pure, so it runs inline too. */
export function handleCommaRequest(request: CommaWorkerRequest): CommaWorkerResponse {
  try {
    const direction: Direction = request.direction === "left" ? "left" : "right";
    const result = convert(direction, String(request.text), normaliseSettings(request.settings));
    return { id: request.id, type: "result", result };
  } catch (error) {
    return { id: request.id, type: "error", message: error instanceof Error ? error.message : String(error) };
  }
}
