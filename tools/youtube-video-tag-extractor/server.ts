import type { Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, clientGone, llmHandler, parseInput, languageField } from "../../server/http/ai";
import { sendError } from "../../server/http/errors";
import { LlmError } from "../../server/services/llm-errors";
import { registerVideoLookup } from "../shared/video-lookup-server";
import {
  API_PATH,
  buildExpandPrompt,
  ERROR_CODES,
  EXPAND_API_PATH,
  EXPAND_LIMITS,
  MESSAGES,
  parseExpandedTags,
  type ExpandResponse,
  type TagResult,
} from "./logic";

const apiRoute = (path: string) => path.replace(/^\/api/, "");

export const expandSchema = z
  .object({
    title: maxCharacters(z.string({ message: "The title must be text." }), EXPAND_LIMITS.title, MESSAGES.tooLong("title", EXPAND_LIMITS.title)).default(""),
    tags: z
      .array(maxCharacters(z.string({ message: "Each tag must be text." }), EXPAND_LIMITS.tag, MESSAGES.tooLong("tag", EXPAND_LIMITS.tag)), { message: "The tags must be a list." })
      .max(EXPAND_LIMITS.tags, MESSAGES.tooMany(EXPAND_LIMITS.tags))
      .default([]),
    language: languageField,
  })
  .refine((v) => v.title.trim() !== "" || v.tags.some((t) => t.trim() !== ""), { message: MESSAGES.expandFirst });

/**
 * GET /api/youtube/youtube-video-tag-extractor?input=…: the lookup stream (./lookup.ts), ending
 * in `{ videoId, title, tags, source, restriction }`. Quota: one videos.list (1 unit) cold, 0
 * from the cache, 0 through the page fallback.
 *
 * POST /api/ai/youtube-video-tag-extractor-expand `{ title, tags }`: 20 more tags from the
 * language model (one completion), without the ones already there. The server builds the prompt.
 */
export function register(router: Router, ctx: ServerContext): void {
  registerVideoLookup(router, ctx, apiRoute(API_PATH), (d): TagResult => ({
    videoId: d.videoId,
    title: d.title,
    tags: d.tags,
    source: d.source,
    restriction: d.restriction,
  }));

  router.post(
    apiRoute(EXPAND_API_PATH),
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const input = parseInput(expandSchema, req.body);
      let reply: string;
      try {
        reply = await ctx.llm.complete(buildExpandPrompt(input, ctx.now().getUTCFullYear(), input.language), { signal: clientGone(req, res) });
      } catch (e) {
        if (!(e instanceof LlmError)) throw e;
        const f = e.failure;
        // A reply without content holds no tags (§8 "AI returned no tags").
        if (f.code === "llm_invalid_response") return sendError(res, 502, ERROR_CODES.noTags, MESSAGES.aiNoTags);
        // §8: any answer of the provider that is not ok is "{provider} API error: {status}".
        if (f.upstreamStatus > 0) {
          const limited = f.code === "llm_rate_limited";
          const retryAfterSeconds = Math.ceil(f.retryAfterMs / 1000);
          if (limited) res.setHeader("Retry-After", String(retryAfterSeconds));
          res.status(limited ? 429 : 502).json({
            error: {
              code: ERROR_CODES.aiError,
              message: MESSAGES.aiError(ctx.llm.providerName, f.upstreamStatus),
              upstreamStatus: f.upstreamStatus,
              ...(f.providerMessage ? { providerMessage: f.providerMessage } : {}),
              ...(limited ? { retryAfterSeconds } : {}),
            },
          });
          return;
        }
        // Network failures and timeouts keep the catalogue's words.
        throw e;
      }
      const tags = parseExpandedTags(reply, input.tags);
      if (tags.length === 0) return sendError(res, 502, ERROR_CODES.noTags, MESSAGES.aiNoTags);
      res.json({ tags } satisfies ExpandResponse);
    }),
  );
}
