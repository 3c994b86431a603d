import type { Request, Response, Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, clientGone, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { completeStructured, zodCheck } from "../../server/http/structured-reply";
import { API_PATH, IDEA_REQUIRED_MESSAGE, LIMITS, MODELS, PARSE_FAILED_MESSAGE, SECONDS, buildRequest, isValidSize, type AiFields } from "./logic";

export const inputSchema = z
  .object({
    idea: maxCharacters(
      z.string({ error: IDEA_REQUIRED_MESSAGE }).trim().min(1, IDEA_REQUIRED_MESSAGE),
      LIMITS.idea,
      `Your idea is too long: at most ${LIMITS.idea.toLocaleString("en-US")} characters.`,
    ),
    model: z.enum(MODELS, { error: `Choose a model: ${MODELS.join(", ")}.` }).default("sora-2"),
    size: z.string({ error: "Choose a size." }).default("1280x720"),
    seconds: z.literal(SECONDS, { error: "Choose 4, 8 or 12 seconds." }).default(8),
    language: languageField,
  })
  .refine((v) => isValidSize(v.model, v.size), { message: "That size is not available for this model.", path: ["size"] });

const text = z.string().default("");
/** The reply the model must give (spec 002 §7). */
export const replySchema = z.object({
  prose: z.string().trim().min(1, "prose must not be empty"),
  cameraShot: text,
  mood: text,
  actions: z.union([z.array(z.string()), z.string().transform((s) => [s])]).default([]),
  dialogue: z.union([z.string(), z.array(z.string()).transform((a) => a.join("\n"))]).default(""),
  visualCues: z.union([z.string(), z.array(z.string()).transform((a) => a.join(", "))]).default(""),
  model: z.string().optional(),
  size: z.string().optional(),
  seconds: z.union([z.number(), z.string()]).optional(),
});

async function generate(req: Request, res: Response, ctx: ServerContext): Promise<void> {
  const input = parseInput(inputSchema, req.body);
  const signal = clientGone(req, res);
  const result = await completeStructured(ctx.llm, buildRequest(input, input.language), zodCheck(replySchema), { signal });
  if (result.kind === "raw") {
    res.status(502).json({ error: { code: "unparsable_output", message: PARSE_FAILED_MESSAGE, upstreamStatus: 200 } });
    return;
  }
  const fields: AiFields = result.value;
  res.json({ fields, repaired: result.repaired });
}

/** POST /api/ai/sora-2-prompt-generator: the form's fields written from the idea, checked and repaired once. */
export function register(router: Router, ctx: ServerContext): void {
  router.post(API_PATH.replace(/^\/api/, ""), ...aiGuards(ctx), llmHandler((req, res) => generate(req, res, ctx)));
}
