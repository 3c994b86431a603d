import type { Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, llmHandler, parseInput, streamCompletion, languageField } from "../../server/http/ai";
import { createMarkdownStreamStripper } from "../../app/lib/markdown-stream";
import {
  MAX_CHANNEL_CHARS,
  MAX_SCRIPT_CHARS,
  MESSAGE_CHANNEL_REQUIRED,
  MESSAGE_CHANNEL_TOO_LONG,
  MESSAGE_SCRIPT_REQUIRED,
  MESSAGE_SCRIPT_TOO_LONG,
  buildRewriteRequest,
} from "./logic";

export const rewriteSchema = z.object({
  script: maxCharacters(z.string({ message: MESSAGE_SCRIPT_REQUIRED }), MAX_SCRIPT_CHARS, MESSAGE_SCRIPT_TOO_LONG).refine((s) => s.trim() !== "", MESSAGE_SCRIPT_REQUIRED),
  channelName: maxCharacters(z.string({ message: MESSAGE_CHANNEL_REQUIRED }), MAX_CHANNEL_CHARS, MESSAGE_CHANNEL_TOO_LONG).refine(
    (s) => s.trim() !== "",
    MESSAGE_CHANNEL_REQUIRED,
  ),
  language: languageField,
});

/**
 * POST /api/ai/youtube-script-rewriter: the rewritten script, streamed as NDJSON
 * (server/http/ai.ts) with Markdown stripped. The prompt is built here from the channel
 * name and the script, never taken from the browser.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.post(
    "/ai/youtube-script-rewriter",
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const { language, ...form } = parseInput(rewriteSchema, req.body);
      await streamCompletion(req, res, ctx, buildRewriteRequest(form, language), createMarkdownStreamStripper());
    }),
  );
}
