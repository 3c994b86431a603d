import type { Router } from "express";
import { parseJsonReply } from "../../app/lib/ai-reply";
import type { ServerContext } from "../../server/context";
import { aiGuards, clientGone, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { sendError } from "../../server/http/errors";
import { ENDPOINTS, MESSAGE_OUTLINE_UNREADABLE, OUTLINE_UNREADABLE_CODE, buildOutlineRequest, outlineInputSchema, outlineSchema } from "./logic";

const schema = outlineInputSchema.extend({ language: languageField });

/**
 * POST /api/ai/youtube-video-kit/outline: the kit's script outline as JSON,
 * `{ outline: { hook, sections: [{ heading, points }], callToAction } }`. Every other part of a
 * kit comes from the endpoint of the tool that makes it.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.post(
    ENDPOINTS.outline.replace(/^\/api/, ""),
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const input = parseInput(schema, req.body);
      const signal = clientGone(req, res);
      let reply: string;
      try {
        reply = await ctx.llm.complete(buildOutlineRequest(input, input.language), { signal });
      } catch (e) {
        if (signal.aborted) return;
        throw e;
      }
      const parsed = parseJsonReply(reply);
      const outline = parsed.ok ? outlineSchema.safeParse(parsed.value) : null;
      if (!outline?.success) return sendError(res, 502, OUTLINE_UNREADABLE_CODE, MESSAGE_OUTLINE_UNREADABLE);
      res.json({ outline: outline.data });
    }),
  );
}
