import type { Router } from "express";
import { z } from "zod";
import type { ServerContext } from "../../server/context";
import { aiGuards, clientGone, llmHandler, parseInput, languageField } from "../../server/http/ai";
import { sendError } from "../../server/http/errors";
import { LlmError } from "../../server/services/llm-errors";
import { buildPrompt, CATEGORY_VALUES, COUNT_VALUES, ERROR_CODES, MAX_LENGTHS, MESSAGES, parseTags, type TagResponse } from "./logic";

const text = (field: string, max: number) => z.string({ message: `The ${field} must be text.` }).max(max, MESSAGES.tooLong(field, max));

export const requestSchema = z
  .object({
    title: text("video title", MAX_LENGTHS.title).default(""),
    description: text("video description", MAX_LENGTHS.description).default(""),
    category: z.enum(CATEGORY_VALUES, { message: "Please choose a content category from the list." }).default("general"),
    count: z.enum(COUNT_VALUES, { message: "Please choose a tag count from the list." }).default("medium"),
    keywords: text("keywords", MAX_LENGTHS.keywords).default(""),
    language: languageField,
    includeTrending: z.boolean().default(true),
    includeNiche: z.boolean().default(true),
    includeBroad: z.boolean().default(true),
    includeLongTail: z.boolean().default(true),
  })
  .refine((v) => v.title.trim() !== "" || v.description.trim() !== "", { message: MESSAGES.required });

/**
 * POST /api/ai/youtube-tag-generator: the server builds the prompt from validated fields
 * (never a prompt from the browser), asks the model once and answers the parsed tags.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.post(
    "/ai/youtube-tag-generator",
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const input = parseInput(requestSchema, req.body);
      let reply: string;
      try {
        reply = await ctx.llm.complete(buildPrompt(input, ctx.now().getUTCFullYear(), input.language), { signal: clientGone(req, res) });
      } catch (e) {
        // A reply without content cannot be parsed (§8 "Failed to parse generated tags").
        if (e instanceof LlmError && e.failure.code === "llm_invalid_response") {
          return sendError(res, 502, ERROR_CODES.parseFailed, MESSAGES.parseFailed);
        }
        throw e;
      }
      const tags = parseTags(reply, input.count);
      if (tags.length === 0) return sendError(res, 502, ERROR_CODES.empty, MESSAGES.empty);
      res.json({ tags } satisfies TagResponse);
    }),
  );
}
