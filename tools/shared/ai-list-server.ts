import type { Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, clientGone, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { sendError } from "../../server/http/errors";
import type { ChatRequest } from "../../server/services/llm";
import { LlmError } from "../../server/services/llm-errors";
import type { LanguageCode } from "../../app/lib/languages";
import { COUNT_VALUES, MAX_LENGTHS, type CountOption } from "./ai-list";

/**
 * The server half of the AI list generators (tags, hashtags): the request's schema (the
 * common fields, the tool's categories and "include" switches), one model call with a prompt
 * the server builds, and the parsed list, or §8's errors when nothing usable came back.
 */
export function listRequestSchema<C extends string, F extends string>(o: {
  noun: string;
  categories: readonly [C, ...C[]];
  flags: readonly F[];
  messages: { required: string; tooLong: (field: string, max: number) => string };
}) {
  const text = (field: string, max: number) => maxCharacters(z.string({ message: `The ${field} must be text.` }), max, o.messages.tooLong(field, max));
  const flags = Object.fromEntries(o.flags.map((f) => [f, z.boolean().default(true)])) as Record<F, z.ZodDefault<z.ZodBoolean>>;
  return z
    .object({
      title: text("video title", MAX_LENGTHS.title).default(""),
      description: text("video description", MAX_LENGTHS.description).default(""),
      category: z.enum(o.categories, { message: "Please choose a content category from the list." }).default("general" as C),
      count: z.enum(COUNT_VALUES, { message: `Please choose a ${o.noun.replace(/s$/, "")} count from the list.` }).default("medium"),
      keywords: text("keywords", MAX_LENGTHS.keywords).default(""),
      language: languageField,
      ...flags,
    })
    .refine(
      (v) => {
        const { title, description } = v as { title: string; description: string };
        return title.trim() !== "" || description.trim() !== "";
      },
      { message: o.messages.required },
    );
}

export function registerAiListTool<I extends { count: CountOption; language: LanguageCode }>(
  router: Router,
  ctx: ServerContext,
  o: {
    path: string;
    schema: z.ZodType<I>;
    buildPrompt: (input: I, year: number, language: LanguageCode) => ChatRequest;
    parse: (reply: string, count: CountOption) => string[];
    /** The answer's key: "tags" or "hashtags". */
    key: string;
    messages: { parseFailed: string; empty: string };
    errorCodes: { parseFailed: string; empty: string };
  },
): void {
  router.post(
    o.path.replace(/^\/api/, ""),
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const input = parseInput(o.schema, req.body);
      let reply: string;
      try {
        reply = await ctx.llm.complete(o.buildPrompt(input, ctx.now().getUTCFullYear(), input.language), { signal: clientGone(req, res) });
      } catch (e) {
        // A reply without content cannot be parsed (§8 "Failed to parse generated …").
        if (e instanceof LlmError && e.failure.code === "llm_invalid_response") {
          return sendError(res, 502, o.errorCodes.parseFailed, o.messages.parseFailed);
        }
        throw e;
      }
      const list = o.parse(reply, input.count);
      if (list.length === 0) return sendError(res, 502, o.errorCodes.empty, o.messages.empty);
      res.json({ [o.key]: list });
    }),
  );
}
