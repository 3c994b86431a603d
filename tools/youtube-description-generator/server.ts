import type { Router } from "express";
import { createMarkdownStreamStripper } from "../../app/lib/markdown-stream";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, llmHandler, parseInput, streamCompletion, languageField } from "../../server/http/ai";
import {
  API_PATH,
  DEFAULT_INPUT,
  DESCRIPTION_LENGTH_IDS,
  DESCRIPTION_STYLES,
  LIMITS,
  MESSAGE_TITLE_OR_TOPIC_REQUIRED,
  buildDescriptionRequest,
  tooLongMessage,
} from "./logic";

const text = (field: string, max: number) =>
  maxCharacters(z.string({ error: `The ${field} must be text.` }).trim(), max, tooLongMessage(field, max)).default("");
const toggle = (field: string, fallback: boolean) => z.boolean({ error: `${field} must be true or false.` }).default(fallback);

/** Every field the page sends; the prompt is built here from these, never taken from the browser. */
export const descriptionInputSchema = z
  .object({
    title: text("title", LIMITS.title),
    topic: text("topic", LIMITS.topic),
    style: z.enum(DESCRIPTION_STYLES, { error: `Choose a description style: ${DESCRIPTION_STYLES.join(", ")}.` }).default(DEFAULT_INPUT.style),
    length: z.enum(DESCRIPTION_LENGTH_IDS, { error: `Choose a length: ${DESCRIPTION_LENGTH_IDS.join(", ")}.` }).default(DEFAULT_INPUT.length),
    keywords: text("keywords list", LIMITS.keywords),
    callToAction: text("call to action", LIMITS.callToAction),
    includeTimestamps: toggle("includeTimestamps", DEFAULT_INPUT.includeTimestamps),
    includeHashtags: toggle("includeHashtags", DEFAULT_INPUT.includeHashtags),
    includeSocialLinks: toggle("includeSocialLinks", DEFAULT_INPUT.includeSocialLinks),
    language: languageField,
  })
  .refine((v) => v.title !== "" || v.topic !== "", { message: MESSAGE_TITLE_OR_TOPIC_REQUIRED });

/**
 * POST /api/ai/youtube-description-generator: the description streams back as NDJSON events
 * (server/http/ai.ts), Markdown stripped as it is written.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.post(
    API_PATH.replace(/^\/api/, ""),
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const input = parseInput(descriptionInputSchema, req.body);
      await streamCompletion(req, res, ctx, buildDescriptionRequest(input, input.language), createMarkdownStreamStripper());
    }),
  );
}
