import type { Request, Response, Router } from "express";
import { z } from "zod";
import { maxCharacters } from "../../server/http/text-limit";
import type { ServerContext } from "../../server/context";
import { forVisitor, parseInput } from "../../server/http/ai";
import { rateLimit } from "../../server/http/rate-limit";
import { IMAGE_MESSAGES, ImageError } from "../../server/services/images";
import { ASPECT_RATIOS, DIMENSIONS, MAX_NEGATIVE_CHARS, MAX_PROMPT_CHARS, MESSAGE_NO_PROMPTS } from "./logic";

/** Spec 001 §8: the thumbnail maker's output size for the default model. */
export const THUMBNAIL_SIZE = { width: 1792, height: 1008 } as const;

export const imageInputSchema = z.object({
  prompt: maxCharacters(
    z.string({ error: MESSAGE_NO_PROMPTS }).trim().min(1, MESSAGE_NO_PROMPTS),
    MAX_PROMPT_CHARS,
    `The prompt is too long: at most ${MAX_PROMPT_CHARS} characters.`,
  ),
  negativePrompt: maxCharacters(
    z.string({ error: "The negative prompt must be text." }).trim(),
    MAX_NEGATIVE_CHARS,
    `The negative prompt is too long: at most ${MAX_NEGATIVE_CHARS} characters.`,
  ).default(""),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: `Choose an aspect ratio: ${ASPECT_RATIOS.join(", ")}.` }).default("1:1"),
  purpose: z.enum(["bulk", "thumbnail"], { error: 'purpose must be "bulk" or "thumbnail".' }).default("bulk"),
});

/**
 * The built-in default image model (spec 001 §6, §7):
 * - GET /api/images/status → { configured, model } for the page's key status (no upstream call);
 * - POST /api/images/generate → the image bytes (image/png, image/jpeg or image/webp), or the
 *   JSON error shape with the spec's message. Limited to RATE_LIMIT_IMAGE_PER_MIN (6) a minute.
 */
export function register(router: Router, ctx: ServerContext): void {
  router.get("/images/status", (_req, res) => {
    res.json({ configured: ctx.images.configured, model: ctx.images.model });
  });

  router.post(
    "/images/generate",
    rateLimit(ctx.rateLimit, "image", ctx.config.rateLimits.imagePerMin, IMAGE_MESSAGES.rateLimited),
    async (req: Request, res: Response, next) => {
      try {
        const input = parseInput(imageInputSchema, req.body);
        const size = input.purpose === "thumbnail" ? THUMBNAIL_SIZE : DIMENSIONS[input.aspectRatio];
        const image = await forVisitor(req, res, (signal) =>
          ctx.images.generate({ prompt: input.prompt, negativePrompt: input.negativePrompt || undefined, ...size, purpose: input.purpose }, signal),
        );
        if (image === undefined) return;
        res.setHeader("Content-Type", image.mimeType);
        res.setHeader("Content-Length", String(image.bytes.length));
        res.status(200).end(image.bytes);
      } catch (e) {
        if (e instanceof ImageError) {
          const headers: Record<string, string> = e.retryAfterSeconds ? { "Retry-After": String(e.retryAfterSeconds) } : {};
          for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
          res.status(e.status).json({ error: { code: e.code, message: e.message, ...(e.upstreamStatus ? { upstreamStatus: e.upstreamStatus } : {}) } });
          return;
        }
        next(e);
      }
    },
  );
}
