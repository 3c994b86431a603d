import type { Request, Response, Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, clientGone, failureBody, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { LlmError } from "../../server/services/llm-errors";
import type { RetryNotice } from "../../server/services/llm";
import {
  API_PATH,
  ASPECT_RATIOS,
  CAMERA_DIRECTIONS,
  CAMERA_STYLES,
  CFG,
  COMPLEXITIES,
  DEFAULT_ADVANCED,
  DEFAULT_DRAFT,
  DESCRIPTION_REQUIRED_MESSAGE,
  DURATIONS,
  FOCUSES,
  LIMITS,
  MOODS,
  PACINGS,
  PROMPT_LENGTHS,
  RESOLUTIONS,
  SPECIAL_EFFECTS,
  STYLES,
  TEMPLATES,
  buildAdvancedRequest,
  buildBasicRequest,
  tooLongMessage,
  type BuilderEvent,
  type BuilderResult,
  type BuilderSettings,
} from "./logic";
import { advancedCheck, videoJsonCheck } from "./schema";
import { completeStructured, type StructuredResult } from "../../server/http/structured-reply";

/** `what` with its article, e.g. "an aspect ratio". */
const choose = <T extends readonly [string, ...string[]]>(what: string, list: T) =>
  z.enum(list, { error: `Choose ${what}: ${list.join(", ")}.` });

export const advancedInputSchema = z.object({
  template: choose("a style template", TEMPLATES).default(DEFAULT_ADVANCED.template),
  complexity: choose("a complexity", COMPLEXITIES).default(DEFAULT_ADVANCED.complexity),
  focus: choose("a focus", FOCUSES).default(DEFAULT_ADVANCED.focus),
  cameraStyle: choose("a camera style", CAMERA_STYLES).default(DEFAULT_ADVANCED.cameraStyle),
  cameraDirection: choose("a camera direction", CAMERA_DIRECTIONS).default(DEFAULT_ADVANCED.cameraDirection),
  pacing: choose("a pacing", PACINGS).default(DEFAULT_ADVANCED.pacing),
  specialEffects: choose("a special effect", SPECIAL_EFFECTS).default(DEFAULT_ADVANCED.specialEffects),
  promptLength: choose("a prompt length", PROMPT_LENGTHS).default(DEFAULT_ADVANCED.promptLength),
  cfgScale: z
    .number({ error: "The CFG scale must be a number from 0 to 1." })
    // A range check, not .min/.max: parseInput answers "too big" with 413, which is for long texts.
    .refine((v) => v >= CFG.min && v <= CFG.max, "The CFG scale must be a number from 0 to 1.")
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, "The CFG scale moves in steps of 0.1.")
    .default(DEFAULT_ADVANCED.cfgScale),
  customInstructions: maxCharacters(
    z.string({ error: "The custom instructions must be text." }).trim(),
    LIMITS.customInstructions,
    tooLongMessage("custom instructions", LIMITS.customInstructions),
  ).default(""),
});

/** Every field the page sends; the prompt is built here from these, never taken from the browser. */
export const builderInputSchema = z.object({
  mode: z.enum(["basic", "advanced"], { error: "Choose basic or advanced mode." }).default("basic"),
  description: maxCharacters(
    z.string({ error: DESCRIPTION_REQUIRED_MESSAGE }).trim().min(1, DESCRIPTION_REQUIRED_MESSAGE),
    LIMITS.description,
    tooLongMessage("video description", LIMITS.description),
  ),
  style: choose("a style", STYLES).default(DEFAULT_DRAFT.style),
  mood: choose("a mood", MOODS).default(DEFAULT_DRAFT.mood),
  duration: z.literal(DURATIONS, { error: `Choose a duration: ${DURATIONS.join(", ")} seconds.` }).default(DEFAULT_DRAFT.duration),
  resolution: choose("a resolution", RESOLUTIONS).default(DEFAULT_DRAFT.resolution),
  aspectRatio: choose("an aspect ratio", ASPECT_RATIOS).default(DEFAULT_DRAFT.aspectRatio),
  advanced: advancedInputSchema.optional(),
  language: languageField,
});

/**
 * The answer streams as NDJSON (server/http/ai.ts's protocol) once the model has replied, so
 * the page sees the real steps: `retry` events while the provider is retried, `delta` events
 * whose text is one BuilderEvent each ({"stage":"checking"}, {"stage":"repairing"}, and last
 * {"result":...}), then `done`. A failure before the first reply (no key, 429, 503 after the
 * retries) is a plain JSON error with its status, and a 429 carries Retry-After.
 */
function ndjson(res: Response) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    res.status(200);
    res.setHeader("Content-Type", "application/x-ndjson; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Accel-Buffering", "no");
    res.flushHeaders();
  };
  const write = (event: object) => {
    start();
    res.write(`${JSON.stringify(event)}\n`);
    (res as Response & { flush?: () => void }).flush?.();
  };
  return {
    get started() {
      return started;
    },
    write,
    event: (e: BuilderEvent) => write({ type: "delta", text: JSON.stringify(e) }),
    retry: (n: RetryNotice) => write({ type: "retry", attempt: n.attempt, max: n.max, delayMs: n.delayMs, message: n.failure.message }),
  };
}

async function generate(req: Request, res: Response, ctx: ServerContext): Promise<void> {
  const input = parseInput(builderInputSchema, req.body);
  const settings: BuilderSettings = {
    description: input.description,
    style: input.style,
    mood: input.mood,
    duration: input.duration,
    resolution: input.resolution,
    aspectRatio: input.aspectRatio,
  };
  const signal = clientGone(req, res);
  const out = ndjson(res);
  const opts = { signal, onRetry: out.retry };
  const onStage = (stage: "writing" | "checking" | "repairing") => {
    // "writing" is implied by the request itself; starting the stream then would turn a 429 into a 200.
    if (stage !== "writing") out.event({ stage });
  };
  try {
    let result: BuilderResult;
    if (input.mode === "advanced") {
      const advanced = input.advanced ?? DEFAULT_ADVANCED;
      const r = await completeStructured(ctx.llm, buildAdvancedRequest(settings, advanced, input.language), advancedCheck(settings, advanced), opts, onStage);
      result = toResult("advanced", r);
    } else {
      const r = await completeStructured(ctx.llm, buildBasicRequest(settings, input.language), videoJsonCheck(settings), opts, onStage);
      result = toResult("basic", r);
    }
    out.event({ result });
    out.write({ type: "done" });
    res.end();
  } catch (e) {
    // The visitor left: nobody is waiting for an answer.
    if (signal.aborted) return;
    if (!out.started) throw e;
    const failure = e instanceof LlmError ? e.failure : ctx.llm.toFailure(e);
    out.write({ type: "error", ...failureBody(failure) });
    res.end();
  }
}

function toResult<T extends object>(mode: "basic" | "advanced", r: StructuredResult<T>): BuilderResult {
  return r.kind === "json"
    ? { kind: "json", mode, output: { ...r.value } as Record<string, unknown>, repaired: r.repaired }
    : { kind: "raw", mode, raw: r.raw, issues: r.issues };
}

/** POST /api/ai/ai-json-builder: the basic video JSON or the advanced prompt, validated and repaired once. */
export function register(router: Router, ctx: ServerContext): void {
  router.post(API_PATH.replace(/^\/api/, ""), ...aiGuards(ctx), llmHandler((req, res) => generate(req, res, ctx)));
}
