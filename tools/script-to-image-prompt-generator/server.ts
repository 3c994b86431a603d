import type { Request, Response, Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, clientGone, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { completeStructured, zodCheck } from "../../server/http/structured-reply";
import { LlmError } from "../../server/services/llm-errors";
import {
  API_PATH,
  EMPTY_SCRIPT_MESSAGE,
  INVALID_SCENE_COUNT_MESSAGE,
  MAX_SCRIPT_CHARS,
  SCENES,
  STYLES,
  buildBatchRequest,
  emptyResponseMessage,
  findStyle,
  normalizeScenes,
  planBatches,
  type BatchReply,
} from "./logic";

const STYLE_IDS = STYLES.map((s) => s.id) as [string, ...string[]];

/** One batch of one run: the server splits the script and builds the prompt itself (never from the browser). */
export const batchInputSchema = z
  .object({
    script: maxCharacters(
      z.string({ error: EMPTY_SCRIPT_MESSAGE }).trim().min(1, EMPTY_SCRIPT_MESSAGE),
      MAX_SCRIPT_CHARS,
      `The script is too long: at most ${MAX_SCRIPT_CHARS.toLocaleString("en-US")} characters.`,
    ),
    style: z.enum(STYLE_IDS, { error: "Choose one of the listed visual styles." }),
    totalScenes: z
      .number({ error: INVALID_SCENE_COUNT_MESSAGE })
      .int(INVALID_SCENE_COUNT_MESSAGE)
      .refine((n) => n >= SCENES.min && n <= SCENES.max, `The scene count must be from ${SCENES.min} to ${SCENES.max}.`),
    batch: z.number({ error: "The batch must be a number." }).int("The batch must be a whole number."),
    language: languageField,
  })
  .refine((v) => v.batch >= 1 && v.batch <= planBatches(v.totalScenes).length, { message: "That batch is not part of this run.", path: ["batch"] });

const sceneSchema = z.object({
  number: z.union([z.number(), z.string()]).optional(),
  title: z.string().optional(),
  prompt: z.string().trim().min(1, "prompt must not be empty"),
});

/** What the model must answer: {style, total_scenes, scenes: [{number, title, prompt}]}. */
export const replySchema = z.object({
  style: z.string().optional(),
  total_scenes: z.union([z.number(), z.string()]).optional(),
  scenes: z.array(sceneSchema).min(1, "scenes must hold at least one scene"),
});

async function generate(req: Request, res: Response, ctx: ServerContext): Promise<void> {
  const input = parseInput(batchInputSchema, req.body);
  const { request, batch, batches } = buildBatchRequest(input);
  const signal = clientGone(req, res);
  let result;
  try {
    result = await completeStructured(ctx.llm, request, zodCheck(replySchema), { signal });
  } catch (e) {
    // llm.complete reports an empty answer as an invalid response: say which batch it was.
    if (e instanceof LlmError && e.failure.code === "llm_invalid_response") {
      res.status(502).json({ error: { code: "empty_response", message: emptyResponseMessage(batch.index), upstreamStatus: e.failure.upstreamStatus } });
      return;
    }
    throw e;
  }
  if (result.kind === "raw") {
    res.status(502).json({
      error: { code: "invalid_scenes", message: `The model's reply did not contain valid scenes (batch ${batch.index}).`, upstreamStatus: 200, providerMessage: result.raw.slice(0, 4000) },
    });
    return;
  }
  const body: BatchReply = { scenes: normalizeScenes(result.value.scenes, batch.count, findStyle(input.style), batch.start), batch: batch.index, batches, repaired: result.repaired };
  res.json(body);
}

/** POST /api/ai/script-to-image-prompt-generator: the scenes of one batch, checked, repaired once, prefixed, filled and cut. */
export function register(router: Router, ctx: ServerContext): void {
  router.post(API_PATH.replace(/^\/api/, ""), ...aiGuards(ctx), llmHandler((req, res) => generate(req, res, ctx)));
}
