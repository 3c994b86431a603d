/**
 * The shapes the AI JSON builder accepts from the model (spec 000 §3), and the check that a
 * reply fits the visitor's settings. Server and tests only: the page does not load zod.
 */
import { z } from "zod";
import { formatIssues, type Check } from "../../server/http/structured-reply";
import { BASIC_SHOTS, buildAdvancedOutput, FPS, shotCoverageIssues, type AdvancedOptions, type AdvancedOutput, type BuilderSettings } from "./logic";

const text = z.string();
const texts = z.array(z.string());
const seconds = z.number().min(0);

export const shotSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  start: seconds,
  end: seconds,
  prompt: z.string().trim().min(1),
  camera: z.object({ type: text, lens: text, movement: text, framing: text }),
  actions: texts,
  vfx: z.object({ effects: texts, transitions: texts }),
});

/** The basic video JSON of spec 000 §3, every key required. */
export const videoJsonSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  duration_seconds: z.number().positive(),
  fps: z.number().positive(),
  resolution: text,
  aspect_ratio: text,
  style: z.object({ visual_style: text, palette: text, lighting: text, color_grade: text, camera_texture: text }),
  audio: z.object({
    music_mood: text,
    sfx: z.array(z.object({ t: seconds, cue: text })),
    dialogue: z.array(
      z.object({ t: seconds, speaker: text, text: text, emotion: text, volume: z.union([z.string(), z.number()]) }),
    ),
  }),
  global_constraints: z.object({ avoid: texts, physics: text, particles: text }),
  shots: z.array(shotSchema).min(1),
  negative_prompts: texts,
  seed: z.number().int(),
  safety: z.object({ copyright: text, privacy: text, content_rating: text }),
});
export type VideoJson = z.infer<typeof videoJsonSchema>;

/** The advanced reply (spec 000 §7: an object with a single prompt key). */
export const advancedReplySchema = z.object({ prompt: z.string().trim().min(1) });

/**
 * The basic check: the §3 shape, 3–4 shots covering 0..duration, and timed cues inside the
 * video. The settings the visitor chose (duration, fps 24, resolution, aspect ratio) are then
 * written into the JSON, so what they picked is what they get.
 */
export function videoJsonCheck(settings: Pick<BuilderSettings, "duration" | "resolution" | "aspectRatio">, shots: { min: number; max: number } = BASIC_SHOTS): Check<VideoJson> {
  return (value) => {
    const r = videoJsonSchema.safeParse(value);
    if (!r.success) return { ok: false, issues: formatIssues(r.error.issues) };
    const v = r.data;
    const issues: string[] = [];
    if (v.shots.length < shots.min || v.shots.length > shots.max) {
      issues.push(`shots: write ${shots.min === shots.max ? shots.min : `${shots.min} to ${shots.max}`} shots, not ${v.shots.length}`);
    }
    issues.push(...shotCoverageIssues(v.shots, settings.duration));
    v.audio.sfx.forEach((s, i) => {
      if (s.t > settings.duration) issues.push(`audio.sfx.${i}.t: must lie between 0 and ${settings.duration}`);
    });
    v.audio.dialogue.forEach((d, i) => {
      if (d.t > settings.duration) issues.push(`audio.dialogue.${i}.t: must lie between 0 and ${settings.duration}`);
    });
    if (issues.length) return { ok: false, issues };
    return {
      ok: true,
      value: { ...v, duration_seconds: settings.duration, fps: FPS, resolution: settings.resolution, aspect_ratio: settings.aspectRatio },
    };
  };
}

/** The advanced check: the single prompt, turned into the §3 advanced output. */
export function advancedCheck(settings: BuilderSettings, advanced: AdvancedOptions): Check<AdvancedOutput> {
  return (value) => {
    const r = advancedReplySchema.safeParse(value);
    if (!r.success) return { ok: false, issues: formatIssues(r.error.issues) };
    return { ok: true, value: buildAdvancedOutput(r.data.prompt, settings, advanced) };
  };
}
