import type { Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import { parseJsonReply } from "../../app/lib/ai-reply";
import type { ServerContext } from "../../server/context";
import { aiGuards, forVisitor, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { sendError } from "../../server/http/errors";
import {
  ENDPOINTS,
  KIT_TONES,
  LIMITS,
  MESSAGE_OUTLINE_UNREADABLE,
  MESSAGE_TITLE_REQUIRED,
  MESSAGE_TOPIC_REQUIRED,
  OUTLINE_UNREADABLE_CODE,
  buildOutlineRequest,
  readOutline,
} from "./logic";

const TITLE_MAX = 200;
const text = (what: string, max: number) => maxCharacters(z.string({ error: `The ${what} must be text.` }).trim(), max, `The ${what} is too long: at most ${max} characters.`);

/** Every field the page sends; the prompt is built here from these, never taken from the browser. */
export const outlineInputSchema = z.object({
  title: text("title", TITLE_MAX).min(1, MESSAGE_TITLE_REQUIRED),
  topic: maxCharacters(
    z.string({ error: MESSAGE_TOPIC_REQUIRED }).trim().min(1, MESSAGE_TOPIC_REQUIRED),
    LIMITS.topic,
    `The video idea is too long: at most ${LIMITS.topic} characters.`,
  ),
  audience: text("audience", LIMITS.audience).default(""),
  keywords: text("keywords", LIMITS.keywords).default(""),
  tone: z.enum(KIT_TONES, { error: `Choose a tone: ${KIT_TONES.join(", ")}.` }).default("engaging"),
  language: languageField,
});

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
      const input = parseInput(outlineInputSchema, req.body);
      const reply = await forVisitor(req, res, (signal) => ctx.llm.complete(buildOutlineRequest(input, input.language), { signal }));
      if (reply === undefined) return;
      const parsed = parseJsonReply(reply);
      const outline = parsed.ok ? readOutline(parsed.value) : null;
      if (!outline) return sendError(res, 502, OUTLINE_UNREADABLE_CODE, MESSAGE_OUTLINE_UNREADABLE);
      res.json({ outline });
    }),
  );
}
