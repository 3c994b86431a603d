import type { Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, forVisitor, languageField, llmHandler, parseInput } from "../../server/http/ai";
import { completeStructured } from "../../server/http/structured-reply";
import {
  API_PATH,
  ASPECT_RATIOS,
  COLOR_SCHEMES,
  CUSTOM_STYLE_REQUIRED_MESSAGE,
  DEFAULT_INPUT,
  DESCRIPTION_REQUIRED_MESSAGE,
  IMAGE_TYPES,
  LIGHTINGS,
  LIMITS,
  MOODS,
  QUALITIES,
  STYLES,
  buildImageRequest,
  tooLongMessage,
  type ImageResult,
} from "./logic";
import { imagePromptCheck } from "./schema";

/** `what` with its article, e.g. "an image type". */
const choose = <T extends readonly [string, ...string[]]>(what: string, list: T) =>
  z.enum(list, { error: `Choose ${what}: ${list.join(", ")}.` });

/** Every field the page sends; the prompt is built here from these, never taken from the browser. */
export const imageInputSchema = z
  .object({
    description: maxCharacters(
      z.string({ error: DESCRIPTION_REQUIRED_MESSAGE }).trim().min(1, DESCRIPTION_REQUIRED_MESSAGE),
      LIMITS.description,
      tooLongMessage("description", LIMITS.description),
    ),
    imageType: choose("an image type", IMAGE_TYPES).default(DEFAULT_INPUT.imageType),
    style: choose("a style", STYLES).default(DEFAULT_INPUT.style),
    customStyle: maxCharacters(
      z.string({ error: "The custom style must be text." }).trim(),
      LIMITS.customStyle,
      tooLongMessage("custom style", LIMITS.customStyle),
    ).default(""),
    aspectRatio: choose("an aspect ratio", ASPECT_RATIOS).default(DEFAULT_INPUT.aspectRatio),
    quality: choose("a quality", QUALITIES).default(DEFAULT_INPUT.quality),
    lighting: choose("a lighting", LIGHTINGS).default(DEFAULT_INPUT.lighting),
    mood: choose("a mood", MOODS).default(DEFAULT_INPUT.mood),
    colorScheme: choose("a color scheme", COLOR_SCHEMES).default(DEFAULT_INPUT.colorScheme),
    language: languageField,
  })
  .refine((v) => v.style !== "custom" || v.customStyle.length > 0, { message: CUSTOM_STYLE_REQUIRED_MESSAGE, path: ["customStyle"] });

/**
 * POST /api/ai/image-prompt-generator: the §3 image prompt JSON, checked against its schema and
 * repaired once; `{ kind: "json", output, repaired }` or, when the second reply still does not
 * fit, `{ kind: "raw", raw, issues }` for the page to show with a note.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.post(
    API_PATH.replace(/^\/api/, ""),
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const input = parseInput(imageInputSchema, req.body);
      const r = await forVisitor(req, res, (signal) => completeStructured(ctx.llm, buildImageRequest(input, input.language), imagePromptCheck(input), { signal }));
      if (r === undefined) return;
      const body: ImageResult = r.kind === "json" ? { kind: "json", output: r.value, repaired: r.repaired } : { kind: "raw", raw: r.raw, issues: r.issues };
      res.json(body);
    }),
  );
}
