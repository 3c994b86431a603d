import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../app/lib/languages";
import type { ServerContext } from "../context";
import { httpStatusFor, LlmError, notConfiguredFailure, type LlmFailure } from "../services/llm-errors";
import type { ChatRequest } from "../services/llm";
import { ApiError } from "./errors";
import { rateLimit } from "./rate-limit";

/**
 * What every AI endpoint shares: the per-client limit, the "not configured" answer, input
 * validation, the error catalogue as JSON, and streaming as NDJSON events.
 *
 * Stream protocol (Content-Type application/x-ndjson), one JSON object per line:
 *   {"type":"retry","attempt":1,"max":3,"delayMs":5000,"message":"..."}
 *   {"type":"delta","text":"..."}
 *   {"type":"done"}
 *   {"type":"error","error":{"code":"...","message":"...","upstreamStatus":500}}
 */

export const MESSAGE_LANGUAGE_NOT_LISTED = "Choose an output language from the list.";

/**
 * The `language` field of every AI tool's body: a listed code, never free text (the server
 * builds the instruction to the model from it), English when left out.
 */
export const languageField = z.enum(LANGUAGE_CODES, { error: MESSAGE_LANGUAGE_NOT_LISTED }).default(DEFAULT_LANGUAGE);

export function aiGuards(ctx: ServerContext): RequestHandler[] {
  const requireLlm: RequestHandler = (_req, res, next) => {
    if (!ctx.llm.configured) return sendLlmFailure(res, notConfiguredFailure(ctx.llm.providerName));
    next();
  };
  return [rateLimit(ctx.rateLimit, "ai", ctx.config.rateLimits.aiPerMin), requireLlm];
}

/** Validates a body; the first problem's message is the answer, in the JSON error shape. */
export function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = schema.safeParse(body ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    // 413 is for text or lists that are too long; a number out of range is a plain 400.
    const tooLong = issue?.code === "too_big" && (issue.origin === "string" || issue.origin === "array");
    throw new ApiError(tooLong ? 413 : 400, "invalid_input", issue?.message ?? "The request is not valid.");
  }
  return r.data;
}

export function failureBody(f: LlmFailure) {
  return {
    error: {
      code: f.code,
      message: f.message,
      upstreamStatus: f.upstreamStatus,
      ...(f.providerMessage ? { providerMessage: f.providerMessage } : {}),
      ...(f.code === "llm_rate_limited" ? { retryAfterSeconds: Math.ceil(f.retryAfterMs / 1000) } : {}),
    },
  };
}

export function sendLlmFailure(res: Response, f: LlmFailure): void {
  if (f.code === "llm_rate_limited") res.setHeader("Retry-After", String(Math.ceil(f.retryAfterMs / 1000)));
  res.status(httpStatusFor(f)).json(failureBody(f));
}

/** Runs a handler, answering LLM failures with the catalogue and passing anything else on. */
export function llmHandler(fn: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return async (req, res, next) => {
    try {
      await fn(req, res);
    } catch (e) {
      if (e instanceof LlmError && !res.headersSent) return sendLlmFailure(res, e.failure);
      next(e);
    }
  };
}

/** An AbortSignal that fires when the visitor goes away, so the upstream call stops too. */
export function clientGone(req: Request, res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort(new Error("client closed the connection"));
  });
  void req;
  return controller.signal;
}

/**
 * Runs upstream work for the visitor of this request: `work` gets a signal that aborts when they
 * close the connection, and then the result is `undefined` (nobody is waiting for an answer, so
 * the caller sends nothing); any other failure is thrown as it was.
 */
export async function forVisitor<T>(req: Request, res: Response, work: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
  const signal = clientGone(req, res);
  try {
    return await work(signal);
  } catch (e) {
    if (signal.aborted) return undefined;
    throw e;
  }
}

/**
 * Streams a completion to the browser as it is written. Optional `transform` turns each
 * piece into what the browser should see (e.g. Markdown stripped across piece boundaries).
 */
export async function streamCompletion(
  req: Request,
  res: Response,
  ctx: ServerContext,
  request: ChatRequest,
  transform?: { push(piece: string): string; end(): string },
): Promise<void> {
  const signal = clientGone(req, res);
  const write = (event: object) => {
    res.write(`${JSON.stringify(event)}\n`);
    (res as Response & { flush?: () => void }).flush?.();
  };
  let headersSent = false;
  const start = () => {
    if (headersSent) return;
    headersSent = true;
    res.status(200);
    res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
  };
  try {
    const pieces = ctx.llm.stream(request, {
      signal,
      onRetry: (n) => {
        start();
        write({ type: "retry", attempt: n.attempt, max: n.max, delayMs: n.delayMs, message: n.failure.message });
      },
    });
    for await (const piece of pieces) {
      start();
      const text = transform ? transform.push(piece) : piece;
      if (text) write({ type: "delta", text });
    }
    start();
    const tail = transform?.end();
    if (tail) write({ type: "delta", text: tail });
    write({ type: "done" });
    res.end();
  } catch (e) {
    if (signal.aborted) return;
    const failure = e instanceof LlmError ? e.failure : ctx.llm.toFailure(e);
    if (!headersSent) return sendLlmFailure(res, failure);
    write({ type: "error", ...failureBody(failure) });
    res.end();
  }
}
