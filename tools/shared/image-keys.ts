/**
 * What the image tools (bulk text-to-image, thumbnail maker) share about the visitor's own
 * keys and the image providers: the key storage and its masked display, the endpoints of the
 * built-in model, and Gemini's wire format for calls made from the browser (DESIGN decision 1).
 */

export const SAVE_LABEL = "Save";
export const REMOVE_KEY_LABEL = "Remove key";
export const GEMINI_IMAGE_MODEL = "gemini-2.5-flash-image";

export const IMAGE_API_PATH = "/api/images/generate";
export const IMAGE_STATUS_PATH = "/api/images/status";

/** Every request has a deadline: the server's own is 60 s. */
export const DEFAULT_MODEL_TIMEOUT_MS = 90_000;
export const PROVIDER_TIMEOUT_MS = 120_000;

export const MESSAGE_PROVIDER_TIMEOUT = "The image service took too long to answer. Please try again.";
export const MESSAGE_PROVIDER_UNREACHABLE = "Could not reach the image service. Please check your connection.";

// ---- Visitor keys (DESIGN decision 1) ------------------------------------------------------

/** Local-storage names of the visitor's own keys; never shown on screen (spec 001 §3). */
export const KEY_STORAGE = {
  gemini: "creator-toolbox:image-key:gemini",
  openai: "creator-toolbox:image-key:openai",
} as const;

/** Shows only the last 5 characters of a key. */
export function maskKey(key: string): string {
  const k = key.trim();
  if (k.length <= 5) return "•".repeat(k.length);
  return `${"•".repeat(Math.min(k.length - 5, 12))}${k.slice(-5)}`;
}

// ---- Provider wire formats (the browser calls the provider directly) ----------------------

export function geminiUrl(baseUrl: string, model = GEMINI_IMAGE_MODEL): string {
  return `${baseUrl.replace(/\/+$/, "")}/models/${model}:generateContent`;
}

export function geminiBody(prompt: string, aspectRatio: string) {
  return {
    contents: [{ parts: [{ text: prompt }] }],
    generationConfig: { responseModalities: ["IMAGE"], imageConfig: { aspectRatio } },
  };
}

export interface InlineImage {
  base64: string;
  mimeType: string;
}

/** candidates[0].content.parts, the first part with inlineData; undefined when there is none. */
export function geminiImageOf(reply: unknown): InlineImage | undefined {
  const parts = (reply as { candidates?: { content?: { parts?: unknown[] } }[] } | null)?.candidates?.[0]?.content?.parts;
  if (!Array.isArray(parts)) return undefined;
  for (const p of parts) {
    const d = (p as { inlineData?: { data?: unknown; mimeType?: unknown }; inline_data?: { data?: unknown; mime_type?: unknown } } | null) ?? {};
    const data = d.inlineData?.data ?? d.inline_data?.data;
    const mime = d.inlineData?.mimeType ?? d.inline_data?.mime_type;
    if (typeof data === "string" && data.length > 0) return { base64: data, mimeType: typeof mime === "string" ? mime : "image/png" };
  }
  return undefined;
}

/** The provider's own message from an error body, shortened. */
export function providerMessage(body: string): string {
  let out = body.trim();
  try {
    const j = JSON.parse(out) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof j.error === "string") out = j.error;
    else if (j.error && typeof j.error.message === "string") out = j.error.message;
    else if (typeof j.message === "string") out = j.message;
  } catch {
    // plain text
  }
  return out.length > 300 ? `${out.slice(0, 300)}…` : out;
}

