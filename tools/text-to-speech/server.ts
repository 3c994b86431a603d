import type { Request, Response, Router } from "express";
import { z } from "zod";
import { clientGone, forVisitor, parseInput } from "../../server/http/ai";
import { maxCharacters } from "../../server/http/text-limit";
import { sendError } from "../../server/http/errors";
import { rateLimit } from "../../server/http/rate-limit";
import type { ServerContext } from "../../server/context";
import { SpeechError, speechErrors, VOICE_NAME_PATTERN } from "../../server/services/speech/engine";
import { API, DEFAULT_VOICE, DEFAULT_VOICES, MAX_TEXT_LENGTH, MESSAGES, SLIDERS, TOO_LONG_MESSAGE, type SynthesisResponse, type VoicesResponse } from "./logic";

/**
 * GET  /api/tts/voices      → VoicesResponse: the service's voices, or the 24 default voices when
 *                             the list cannot load or the engine is off (engine: "off")
 * POST /api/tts/synthesize  { text, voice?, speed?, pitch?, volume? }
 *   Accept: application/json → SynthesisResponse (MP3 as base64 plus word timings)
 *   otherwise                → the MP3 itself (audio/mpeg), its length in X-Audio-Duration-Ms
 * Failures: { error: { code, message } } — 400/413 input, 429 rate limit, 502/503/504 engine.
 */

const setting = (name: keyof typeof SLIDERS, label: string) => {
  const s = SLIDERS[name];
  return z
    .number({ message: `${label} must be a number.` })
    .min(s.min, `${label} must be between ${s.min} and ${s.max}.`)
    .max(s.max, `${label} must be between ${s.min} and ${s.max}.`)
    .default(s.default);
};

export const synthesizeSchema = z.object({
  // Counted as the page counts (grapheme clusters), like every text limit of the site.
  text: maxCharacters(z.string({ message: MESSAGES.emptyText }), MAX_TEXT_LENGTH, TOO_LONG_MESSAGE).refine((t) => t.trim().length > 0, MESSAGES.emptyText),
  voice: z.string().max(100).regex(VOICE_NAME_PATTERN, speechErrors.invalidVoice().message).default(DEFAULT_VOICE),
  speed: setting("speed", "Speed"),
  pitch: setting("pitch", "Pitch"),
  volume: setting("volume", "Volume"),
});

/** The first problem's message; 413 only for text over the limit (a too-large number is a 400). */
function sendSpeechError(res: Response, e: SpeechError): void {
  sendError(res, e.status, e.code, e.message);
}

function handler(fn: (req: Request, res: Response) => Promise<void>) {
  return async (req: Request, res: Response, next: (e?: unknown) => void) => {
    try {
      await fn(req, res);
    } catch (e) {
      if (res.headersSent || res.destroyed) return;
      if (e instanceof SpeechError) return sendSpeechError(res, e);
      next(e);
    }
  };
}

export function register(router: Router, ctx: ServerContext): void {
  const limits = ctx.config.rateLimits;
  const requireEngine = (_req: Request, res: Response, next: () => void) => {
    if (!ctx.speech.enabled) return sendSpeechError(res, speechErrors.off());
    next();
  };

  // The page asks once per visit and the answer is cached for a day, so a looser limit will do.
  // Off or failing, the answer is still 200 with the default voices: the page needs a list either way.
  router.get(
    API.voices.replace(/^\/api/, ""),
    rateLimit(ctx.rateLimit, "tts-voices", limits.aiPerMin * 3),
    handler(async (req, res) => {
      const defaults = (engine: VoicesResponse["engine"]): VoicesResponse => ({ engine, source: "default", voices: [...DEFAULT_VOICES] });
      if (!ctx.speech.enabled) {
        res.json(defaults("off"));
        return;
      }
      const signal = clientGone(req, res);
      try {
        const { voices, cacheHit } = await ctx.speech.voices(signal);
        res.setHeader("X-Cache", cacheHit ? "hit" : "miss");
        res.json({ engine: "edge", source: "online", voices } satisfies VoicesResponse);
      } catch (e) {
        if (signal.aborted) return;
        if (!(e instanceof SpeechError)) throw e;
        res.setHeader("X-Voice-List-Error", e.code);
        res.json(defaults("edge"));
      }
    }),
  );

  router.post(
    API.synthesize.replace(/^\/api/, ""),
    rateLimit(ctx.rateLimit, "tts", limits.aiPerMin),
    requireEngine,
    handler(async (req, res) => {
      const input = parseInput(synthesizeSchema, req.body);
      const started = performance.now();
      const result = await forVisitor(req, res, (signal) => ctx.speech.synthesize(input.text, input, signal));
      if (result === undefined) return;
      res.setHeader("X-Audio-Duration-Ms", String(result.durationMs));
      res.setHeader("X-Tts-Pieces", String(result.pieces));
      res.setHeader("Server-Timing", `tts;dur=${(performance.now() - started).toFixed(1)}`);
      if (req.accepts(["audio/mpeg", "application/json"]) === "application/json") {
        res.json({
          audio: result.audio.toString("base64"),
          mimeType: "audio/mpeg",
          durationMs: result.durationMs,
          pieces: result.pieces,
          wordBoundaries: result.wordBoundaries,
        } satisfies SynthesisResponse);
        return;
      }
      res.type("audio/mpeg").send(result.audio);
    }),
  );
}
