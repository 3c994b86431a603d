/** What the lookup tools read from a failed reply. */

/** A JSON error body `{ error: { code, message } }`, or null. */
export function readApiError(body: unknown): { code: string; message: string } | null {
  if (typeof body !== "object" || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === "string" && typeof message === "string" && message.trim() !== "" ? { code, message } : null;
}
