/**
 * The browser's image requests. The default model goes through our server; a visitor-key model
 * goes from the browser straight to its provider (DESIGN decision 1), with the key read from
 * local storage at the moment of the call. Every request has a deadline. Images come back as
 * Blobs: base64 text is decoded at once and never kept.
 */
import {
  DEFAULT_MODEL_TIMEOUT_MS,
  geminiBody,
  geminiImageOf,
  geminiUrl,
  IMAGE_API_PATH,
  IMAGE_STATUS_PATH,
  KEY_STORAGE,
  MESSAGE_PROVIDER_TIMEOUT,
  MESSAGE_PROVIDER_UNREACHABLE,
  PROVIDER_TIMEOUT_MS,
} from "./image-keys";
import { base64ToBytes } from "../../app/lib/base64";
import { getPublicSettings } from "../../app/lib/public-settings";

/** A provider answered with an error status; callers turn it into their tool's wording. */
export class ProviderHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
  ) {
    super(`HTTP ${status}`);
    this.name = "ProviderHttpError";
  }
}

/** A failure whose message is ready for the screen. */
export class ImageRequestError extends Error {
  constructor(
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = "ImageRequestError";
  }
}

export class NoImageError extends Error {
  constructor() {
    super("no image");
    this.name = "NoImageError";
  }
}

// ---- Keys in local storage -----------------------------------------------------------------

export type KeyProvider = keyof typeof KEY_STORAGE;

export function readKey(provider: KeyProvider): string {
  try {
    return window.localStorage.getItem(KEY_STORAGE[provider]) ?? "";
  } catch {
    return "";
  }
}

export function saveKey(provider: KeyProvider, key: string): void {
  try {
    window.localStorage.setItem(KEY_STORAGE[provider], key.trim());
  } catch {
    // storage full or blocked: the key simply is not kept
  }
}

export function removeKey(provider: KeyProvider): void {
  try {
    window.localStorage.removeItem(KEY_STORAGE[provider]);
  } catch {
    // nothing to remove
  }
}

// ---- Helpers --------------------------------------------------------------------------------

function deadline(ms: number, signal?: AbortSignal): AbortSignal {
  const t = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, t]) : t;
}

function isTimeout(e: unknown): boolean {
  return e instanceof DOMException && e.name === "TimeoutError";
}

/** fetch with a deadline; network failures and timeouts become ready messages. */
async function send(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: deadline(timeoutMs, signal) });
  } catch (e) {
    if (signal?.aborted) throw e;
    if (isTimeout(e)) throw new ImageRequestError(MESSAGE_PROVIDER_TIMEOUT);
    throw new ImageRequestError(MESSAGE_PROVIDER_UNREACHABLE);
  }
}

export function base64ToBlob(base64: string, mimeType: string): Blob {
  return new Blob([base64ToBytes(base64) as BlobPart], { type: mimeType });
}

// ---- The default model (our server) -------------------------------------------------------

export async function fetchDefaultStatus(signal?: AbortSignal): Promise<{ configured: boolean; model: string }> {
  // The page already says when the server has no built-in model (public settings): no request.
  if (getPublicSettings().unconfigured?.images) return { configured: false, model: "default" };
  const res = await fetch(IMAGE_STATUS_PATH, { signal: deadline(15_000, signal) });
  if (!res.ok) throw new Error(`status ${res.status}`);
  const body = (await res.json()) as { configured?: unknown; model?: unknown };
  return { configured: body.configured === true, model: typeof body.model === "string" ? body.model : "default" };
}

export interface DefaultImageRequest {
  prompt: string;
  negativePrompt?: string;
  aspectRatio: string;
  purpose: "bulk" | "thumbnail";
}

/** Our server's answer is the image itself, or `{ error: { message } }` with the spec's wording. */
export async function generateDefault(req: DefaultImageRequest, signal?: AbortSignal): Promise<Blob> {
  const res = await send(
    IMAGE_API_PATH,
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(req) },
    DEFAULT_MODEL_TIMEOUT_MS,
    signal,
  );
  const type = res.headers.get("content-type") ?? "";
  if (res.ok && type.startsWith("image/")) return res.blob();
  let message = `Image API failed (${res.status})`;
  try {
    const body = (await res.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string") message = body.error.message;
  } catch {
    // keep the status wording
  }
  throw new ImageRequestError(message, res.status);
}

// ---- Gemini (visitor key, browser → Google) -------------------------------------------------

export async function generateGemini(
  req: { key: string; baseUrl: string; prompt: string; aspectRatio: string; model?: string },
  signal?: AbortSignal,
): Promise<Blob> {
  const res = await send(
    geminiUrl(req.baseUrl, req.model),
    { method: "POST", headers: { "content-type": "application/json", "x-goog-api-key": req.key }, body: JSON.stringify(geminiBody(req.prompt, req.aspectRatio)) },
    PROVIDER_TIMEOUT_MS,
    signal,
  );
  if (!res.ok) throw new ProviderHttpError(res.status, await res.text().catch(() => ""));
  let image;
  try {
    image = geminiImageOf(await res.json());
  } catch {
    throw new NoImageError();
  }
  if (!image) throw new NoImageError();
  return base64ToBlob(image.base64, image.mimeType);
}

// ---- OpenAI images/generations (visitor key, browser → OpenAI) -----------------------------

export async function generateOpenAi(
  req: { key: string; baseUrl: string; model: string; prompt: string; size: string; quality?: string },
  signal?: AbortSignal,
): Promise<Blob> {
  const res = await send(
    `${req.baseUrl.replace(/\/+$/, "")}/images/generations`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${req.key}` },
      body: JSON.stringify({
        model: req.model,
        prompt: req.prompt,
        n: 1,
        size: req.size,
        ...(req.quality ? { quality: req.quality } : {}),
        // Base64 in the reply: the provider's image URLs do not allow reading from our page.
        response_format: "b64_json",
      }),
    },
    PROVIDER_TIMEOUT_MS,
    signal,
  );
  if (!res.ok) throw new ProviderHttpError(res.status, await res.text().catch(() => ""));
  let first: { b64_json?: unknown; url?: unknown } | undefined;
  try {
    first = ((await res.json()) as { data?: { b64_json?: unknown; url?: unknown }[] })?.data?.[0];
  } catch {
    throw new NoImageError();
  }
  if (typeof first?.b64_json === "string" && first.b64_json) return base64ToBlob(first.b64_json, "image/png");
  if (typeof first?.url === "string" && first.url) {
    const img = await send(first.url, {}, PROVIDER_TIMEOUT_MS, signal);
    if (!img.ok) throw new ProviderHttpError(img.status, "");
    return img.blob();
  }
  throw new NoImageError();
}
