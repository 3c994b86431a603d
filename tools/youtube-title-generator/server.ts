import type { Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, forVisitor, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { sendError } from "../../server/http/errors";
import {
  API_PATH,
  DEFAULT_INPUT,
  LIMITS,
  MESSAGE_NO_TITLES,
  MESSAGE_TOPIC_REQUIRED,
  NO_TITLES_CODE,
  TITLE_LENGTH_IDS,
  TITLE_STYLES,
  TITLE_TONES,
  buildTitleRequest,
  parseTitles,
  tooLongMessage,
} from "./logic";

const optionalText = (field: string, max: number) =>
  maxCharacters(z.string({ error: `The ${field} must be text.` }).trim(), max, tooLongMessage(field, max)).default("");

/** Every field the page sends; the prompt is built here from these, never taken from the browser. */
export const titleInputSchema = z.object({
  topic: maxCharacters(z.string({ error: MESSAGE_TOPIC_REQUIRED }).trim().min(1, MESSAGE_TOPIC_REQUIRED), LIMITS.topic, tooLongMessage("topic", LIMITS.topic)),
  style: z.enum(TITLE_STYLES, { error: `Choose a title style: ${TITLE_STYLES.join(", ")}.` }).default(DEFAULT_INPUT.style),
  description: optionalText("description", LIMITS.description),
  length: z.enum(TITLE_LENGTH_IDS, { error: `Choose a title length: ${TITLE_LENGTH_IDS.join(", ")}.` }).default(DEFAULT_INPUT.length),
  tone: z.enum(TITLE_TONES, { error: `Choose a tone: ${TITLE_TONES.join(", ")}.` }).default(DEFAULT_INPUT.tone),
  keywords: optionalText("keywords list", LIMITS.keywords),
  /** A code from the list, never free text: the instruction to the model is built here. */
  language: languageField,
});

/**
 * POST /api/ai/youtube-title-generator: ten titles as JSON, `{ titles: string[] }`, after the
 * spec's line filter. A reply with no usable line answers 502 with the spec's "No titles generated".
 */
export function register(router: Router, ctx: ServerContext): void {
  router.post(
    API_PATH.replace(/^\/api/, ""),
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const input = parseInput(titleInputSchema, req.body);
      const reply = await forVisitor(req, res, (signal) => ctx.llm.complete(buildTitleRequest(input, input.language), { signal }));
      if (reply === undefined) return;
      const titles = parseTitles(reply);
      if (titles.length === 0) return sendError(res, 502, NO_TITLES_CODE, MESSAGE_NO_TITLES);
      res.json({ titles });
    }),
  );
}
