import type { ErrorRequestHandler, Response } from "express";

/** The one error shape of every /api failure: `{ error: { code, message } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function sendError(res: Response, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.status(status).json({ error: { code, message } } satisfies ApiErrorBody);
}

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}

/** Maps anything thrown under /api to the JSON error shape; never leaks a stack trace. */
export const apiErrorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof ApiError) {
    sendError(res, err.status, err.code, err.message, err.headers);
    return;
  }
  const e = err as BodyParserError;
  if (e?.type === "entity.too.large") {
    sendError(res, 413, "payload_too_large", "The request is too large. Please send less text.");
    return;
  }
  if (e?.type === "entity.parse.failed") {
    sendError(res, 400, "invalid_json", "The request body is not valid JSON.");
    return;
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    sendError(res, status, "bad_request", "The request could not be read.");
    return;
  }
  console.error("Unhandled API error:", err instanceof Error ? err.message : err);
  sendError(res, 500, "internal_error", "Something went wrong on our side. Please try again.");
};
