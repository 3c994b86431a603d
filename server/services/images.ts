import type { Config } from "../config";
import { recordUpstream } from "../observability";

/**
 * The one client of the built-in default image model (Together's OpenAI-style
 * `images/generations`). It asks for base64 data, so an image needs no second fetch, and maps
 * every failure to the spec's catalogue (spec 001 §8, thumbnail maker).
 */

export const IMAGE_MESSAGES = {
  notFound: "API endpoint not found. The service may be temporarily unavailable. Please try using a different model with your own API key.",
  unauthorized: "API key is invalid or expired. Please check your API key in the settings.",
  rateLimited: "Rate limit exceeded. Please wait a moment and try again.",
  unavailable: "Together.ai API is currently unavailable. Please try using a different model with your own API key.",
  noThumbnail: "Failed to generate thumbnail",
  noImage: "No image was returned for this prompt.",
  notConfigured: "The built-in image model is not set up on this server. Please choose a model that uses your own API key.",
} as const;

export function requestFailedMessage(status: number, body: string): string {
  return `API request failed: ${status} - ${body}`;
}

/** Longest part of a provider's error body repeated to the visitor. */
export const MAX_ERROR_BODY_CHARS = 300;

export type ImageFailureCode =
  | "image_not_configured"
  | "image_not_found"
  | "image_unauthorized"
  | "image_rate_limited"
  | "image_request_failed"
  | "image_unavailable"
  | "image_timeout"
  | "image_empty";

export class ImageError extends Error {
  constructor(
    /** Our answer's HTTP status. */
    public readonly status: number,
    public readonly code: ImageFailureCode,
    message: string,
    public readonly upstreamStatus?: number,
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ImageError";
  }
}

export interface GenerateImageRequest {
  prompt: string;
  negativePrompt?: string;
  width: number;
  height: number;
  /** Which "no image" wording applies. */
  purpose: "bulk" | "thumbnail";
}

export interface GeneratedImage {
  mimeType: string;
  bytes: Buffer;
}

export interface ImagesServiceOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** The media type from the first bytes; PNG unless the data says otherwise. */
export function sniffImageType(bytes: Buffer): string {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 12 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP") return "image/webp";
  return "image/png";
}

function errorBodyText(text: string): string {
  let out = text.trim();
  try {
    const j = JSON.parse(out) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof j.error === "string") out = j.error;
    else if (j.error && typeof j.error.message === "string") out = j.error.message;
    else if (typeof j.message === "string") out = j.message;
  } catch {
    // not JSON: the text itself
  }
  return out.length > MAX_ERROR_BODY_CHARS ? `${out.slice(0, MAX_ERROR_BODY_CHARS)}…` : out;
}

export class ImagesService {
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly cfg: Config["together"],
    opts: ImagesServiceOptions = {},
  ) {
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.fetchImpl = opts.fetchImpl ?? fetch;
  }

  get configured(): boolean {
    return Boolean(this.cfg.apiKey);
  }

  get model(): string {
    return this.cfg.imageModel;
  }

  async generate(req: GenerateImageRequest, signal?: AbortSignal): Promise<GeneratedImage> {
    if (!this.cfg.apiKey) throw new ImageError(503, "image_not_configured", IMAGE_MESSAGES.notConfigured);
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const started = performance.now();
    const outcome = (code: string) => recordUpstream("images", performance.now() - started, code);
    let res: Response;
    let text: string;
    try {
      res = await this.fetchImpl(`${this.cfg.baseUrl}/images/generations`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${this.cfg.apiKey}` },
        body: JSON.stringify({
          model: this.cfg.imageModel,
          prompt: req.prompt,
          ...(req.negativePrompt ? { negative_prompt: req.negativePrompt } : {}),
          width: req.width,
          height: req.height,
          n: 1,
          response_format: "b64_json",
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      text = await res.text();
    } catch (e) {
      if (timeout.aborted) {
        outcome("image_timeout");
        throw new ImageError(504, "image_timeout", IMAGE_MESSAGES.unavailable);
      }
      if (signal?.aborted) throw e;
      outcome("image_unavailable");
      throw new ImageError(503, "image_unavailable", IMAGE_MESSAGES.unavailable);
    }
    if (!res.ok) {
      const s = res.status;
      outcome(`http_${s}`);
      if (s === 404) throw new ImageError(502, "image_not_found", IMAGE_MESSAGES.notFound, s);
      if (s === 401) throw new ImageError(502, "image_unauthorized", IMAGE_MESSAGES.unauthorized, s);
      if (s === 429) {
        const ra = Number(res.headers.get("retry-after"));
        throw new ImageError(429, "image_rate_limited", IMAGE_MESSAGES.rateLimited, s, Number.isFinite(ra) && ra > 0 ? Math.ceil(ra) : 60);
      }
      throw new ImageError(502, "image_request_failed", requestFailedMessage(s, errorBodyText(text)), s);
    }
    const noImage = () => {
      outcome("image_empty");
      return new ImageError(502, "image_empty", req.purpose === "thumbnail" ? IMAGE_MESSAGES.noThumbnail : IMAGE_MESSAGES.noImage);
    };
    let b64: unknown;
    try {
      b64 = (JSON.parse(text) as { data?: { b64_json?: unknown }[] })?.data?.[0]?.b64_json;
    } catch {
      throw noImage();
    }
    if (typeof b64 !== "string" || b64.length === 0) throw noImage();
    const bytes = Buffer.from(b64, "base64");
    if (bytes.length === 0) throw noImage();
    outcome("ok");
    return { mimeType: sniffImageType(bytes), bytes };
  }
}
