/**
 * The shape the image prompt generator accepts from the model (spec 000 §3). Server and tests
 * only: the page does not load zod.
 */
import { z } from "zod";
import { formatIssues, type Check } from "../../server/http/structured-reply";
import type { ImageInput } from "./logic";

const text = z.string();

export const imagePromptSchema = z.object({
  prompt: z.string().trim().min(1),
  negative_prompt: text,
  style: text,
  aspect_ratio: text,
  quality: text,
  lighting: text,
  mood: text,
  color_scheme: text,
  technical_details: z.object({
    resolution: text,
    format: text,
    enhancement_tips: z.array(z.string()),
  }),
  variations: z.array(z.string().trim().min(1)),
});
export type ImagePrompt = z.infer<typeof imagePromptSchema>;

/** The §3 shape; the aspect ratio and quality the visitor chose are then written into it. */
export function imagePromptCheck(input: Pick<ImageInput, "aspectRatio" | "quality">): Check<ImagePrompt> {
  return (value) => {
    const r = imagePromptSchema.safeParse(value);
    if (!r.success) return { ok: false, issues: formatIssues(r.error.issues) };
    return { ok: true, value: { ...r.data, aspect_ratio: input.aspectRatio, quality: input.quality } };
  };
}
