/**
 * A model reply that must be JSON of a given shape: cleaned with parseJsonReply, checked, and
 * — once — sent back to the model with the problems when it does not fit. If the second reply
 * does not fit either, the raw text goes back to the visitor with a flag instead of an error.
 * Used by the AI JSON builder and the image prompt generator (server side only).
 */
import type { z } from "zod";
import { parseJsonReply } from "../../app/lib/ai-reply";
import type { CallOptions, ChatRequest } from "../services/llm";

export type CheckResult<T> = { ok: true; value: T } | { ok: false; issues: string[] };
export type Check<T> = (value: unknown) => CheckResult<T>;

/** Longest list of problems sent back to the model or shown to the visitor. */
export const MAX_ISSUES = 12;
/** The model's first reply is echoed back for repair up to this many characters. */
export const MAX_ECHO_CHARS = 12_000;
export const NOT_JSON_ISSUE = "The reply is not a valid JSON object.";

/** "path.to.field: message" for each zod issue, at most MAX_ISSUES. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.slice(0, MAX_ISSUES).map((i) => (i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message));
}

/** A Check from a zod schema. */
export function zodCheck<S extends z.ZodType>(schema: S): Check<z.infer<S>> {
  return (value) => {
    const r = schema.safeParse(value);
    return r.success ? { ok: true, value: r.data } : { ok: false, issues: formatIssues(r.error.issues) };
  };
}

export type ReplyDecision<T> =
  | { action: "accept"; value: T }
  | { action: "repair"; issues: string[] }
  | { action: "raw"; raw: string; issues: string[] };

/**
 * What to do with one reply: accept it when it parses and fits; otherwise ask for a repair on
 * the first attempt, and give the raw text back on the second.
 */
export function decideReply<T>(reply: string, check: Check<T>, attempt: 1 | 2): ReplyDecision<T> {
  const parsed = parseJsonReply(reply);
  const result: CheckResult<T> = parsed.ok ? check(parsed.value) : { ok: false, issues: [NOT_JSON_ISSUE] };
  if (result.ok) return { action: "accept", value: result.value };
  if (attempt === 1) return { action: "repair", issues: result.issues };
  // Valid JSON of the wrong shape is easier to read indented; anything else stays as written.
  const raw = parsed.ok ? JSON.stringify(parsed.value, null, 2) : parsed.raw;
  return { action: "raw", raw, issues: result.issues };
}

export const REPAIR_INSTRUCTION =
  "Your reply does not match the required JSON structure. Fix these problems and answer again with the complete, corrected JSON object only (no Markdown, no code fences, no other text):";

/** The second request: the conversation so far, the model's reply and the list of problems. */
export function repairRequest(original: ChatRequest, reply: string, issues: readonly string[]): ChatRequest {
  return {
    ...original,
    messages: [
      ...original.messages,
      { role: "assistant", content: reply.slice(0, MAX_ECHO_CHARS) },
      { role: "user", content: [REPAIR_INSTRUCTION, ...issues.map((i) => `- ${i}`)].join("\n") },
    ],
  };
}

export interface Completer {
  complete(req: ChatRequest, opts?: CallOptions): Promise<string>;
}

export type StructuredResult<T> = { kind: "json"; value: T; repaired: boolean } | { kind: "raw"; raw: string; issues: string[] };

export type StructuredStage = "writing" | "checking" | "repairing";

/** Asks, checks, repairs once. Provider failures (LlmError) pass through to the caller. */
export async function completeStructured<T>(
  llm: Completer,
  request: ChatRequest,
  check: Check<T>,
  opts: CallOptions = {},
  onStage?: (stage: StructuredStage) => void,
): Promise<StructuredResult<T>> {
  onStage?.("writing");
  const first = await llm.complete(request, opts);
  onStage?.("checking");
  const d1 = decideReply(first, check, 1);
  if (d1.action === "accept") return { kind: "json", value: d1.value, repaired: false };
  if (d1.action === "raw") return { kind: "raw", raw: d1.raw, issues: d1.issues };
  onStage?.("repairing");
  const second = await llm.complete(repairRequest(request, first, d1.issues), opts);
  onStage?.("checking");
  const d2 = decideReply(second, check, 2);
  if (d2.action === "accept") return { kind: "json", value: d2.value, repaired: true };
  if (d2.action === "raw") return { kind: "raw", raw: d2.raw, issues: d2.issues };
  return { kind: "raw", raw: second.trim(), issues: d2.issues };
}
