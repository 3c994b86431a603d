import type { Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { aiGuards, llmHandler, parseInput, streamCompletion, languageField } from "../../server/http/ai";
import {
  CONTENT_TYPE_IDS,
  LENGTH_IDS,
  LIMITS,
  MESSAGE_TITLE_REQUIRED,
  OUTPUT_TYPE_IDS,
  TONE_IDS,
  buildSectionRequest,
  findLength,
  sectionOutOfRangeMessage,
  tooLongMessage,
} from "./logic";
import { createMarkdownStreamStripper } from "../../app/lib/markdown-stream";

const text = (field: keyof typeof LIMITS) => maxCharacters(z.string(), LIMITS[field], tooLongMessage(field)).default("");

export const sectionSchema = z
  .object({
    title: maxCharacters(z.string({ message: MESSAGE_TITLE_REQUIRED }).trim().min(1, MESSAGE_TITLE_REQUIRED), LIMITS.title, tooLongMessage("title")),
    length: z.enum(LENGTH_IDS, { message: `The script length must be one of: ${LENGTH_IDS.join(", ")}.` }),
    description: text("description"),
    contentType: z.enum(CONTENT_TYPE_IDS, { message: `The content type must be one of: ${CONTENT_TYPE_IDS.join(", ")}.` }),
    tone: z.enum(TONE_IDS, { message: `The tone must be one of: ${TONE_IDS.join(", ")}.` }),
    outputType: z.enum(OUTPUT_TYPE_IDS, { message: `The output type must be one of: ${OUTPUT_TYPE_IDS.join(", ")}.` }),
    targetAudience: text("targetAudience"),
    keyPoints: text("keyPoints"),
    section: z.number({ message: sectionOutOfRangeMessage(1) }).int(sectionOutOfRangeMessage(1)).min(1, sectionOutOfRangeMessage(1)),
    language: languageField,
  })
  .superRefine((v, ctx) => {
    const total = findLength(v.length).chunks;
    // A custom code, so parseInput answers 400 (not 413) for a section past the end.
    if (v.section > total) ctx.addIssue({ code: "custom", path: ["section"], message: sectionOutOfRangeMessage(total) });
  });

/**
 * POST /api/ai/youtube-long-script-generator: one section of the script, streamed as NDJSON
 * (server/http/ai.ts) with Markdown stripped. The browser sends the form and the section
 * number; the prompt is built here, never taken from the browser.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.post(
    "/ai/youtube-long-script-generator",
    ...aiGuards(ctx),
    llmHandler(async (req, res) => {
      const { section, language, ...form } = parseInput(sectionSchema, req.body);
      await streamCompletion(req, res, ctx, buildSectionRequest({ form, section, language }), createMarkdownStreamStripper());
    }),
  );
}
