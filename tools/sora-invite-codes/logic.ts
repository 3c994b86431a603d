/**
 * Invite-code toy (spec 002 §1, §2, §4, §9): random 6-letter codes that are not real
 * invitations. Pure rules only; the page takes the wait setting from configuration.
 */

// ---------------------------------------------------------------------------
// Words on screen
// ---------------------------------------------------------------------------

/** The spec's label, which names its 30-second wait. */
export const GENERATE_LABEL_WITH_WAIT = "Generate Next Code (30s)";
/** The same label without the wait, used while spec waits are off (nothing to count). */
export const GENERATE_LABEL = "Generate Next Code";
export const GOT_IN_LABEL = "I got in!";
export const COPY_LABEL = "Copy";
export const COPIED_LABEL = "Copied!";

/** The page says plainly what the codes are (product decision 7 in DESIGN.md). */
export const NOT_REAL_NOTICE =
  "These codes are random letters made up in your browser. They are not real Sora invitations: they are not issued by OpenAI and will not give you access to Sora or any other service.";

// ---------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------

export const CODE_LENGTH = 6;
export const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** The spec's generation wait; applied only when SPEC_WAITS=on. */
export const GENERATION_WAIT_MS = 30_000;
/** The pause after the wait before the new code shows; part of the same artificial wait. */
export const REVEAL_PAUSE_MS = 400;
/** Copy buttons flip to their confirmation label for 2 seconds (spec 002 §1). */
export const COPY_CONFIRM_MS = 2000;

export function generateButtonLabel(specWaits: boolean): string {
  return specWaits ? GENERATE_LABEL_WITH_WAIT : GENERATE_LABEL;
}

/** How long the generating state lasts: the spec's 30 s + 0.4 s with spec waits on, none otherwise. */
export function generationDelays(specWaits: boolean): { waitMs: number; revealPauseMs: number } {
  return specWaits ? { waitMs: GENERATION_WAIT_MS, revealPauseMs: REVEAL_PAUSE_MS } : { waitMs: 0, revealPauseMs: 0 };
}

/** Progress percent (0–100, whole) of the generating state after `elapsedMs`. */
export function waitProgress(elapsedMs: number, waitMs: number): number {
  if (waitMs <= 0) return 100;
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  return Math.min(100, Math.floor((elapsedMs / waitMs) * 100));
}

// ---------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------

/** Fills the array with random bytes, like `crypto.getRandomValues`. */
export type RandomSource = (array: Uint8Array<ArrayBuffer>) => unknown;

export const defaultRandomSource: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

/**
 * Bytes at or above this are thrown away so every letter is equally likely:
 * 234 = 9 × 26, the largest multiple of 26 that fits in a byte.
 */
export const UNBIASED_BYTE_LIMIT = 256 - (256 % CODE_ALPHABET.length);

/** A source that never gives usable bytes would otherwise loop for ever. */
const MAX_DRAWS = 64;

/** A new code of 6 uppercase letters from a cryptographic random source, without modulo bias. */
export function generateInviteCode(random: RandomSource = defaultRandomSource): string {
  let code = "";
  for (let draw = 0; draw < MAX_DRAWS && code.length < CODE_LENGTH; draw += 1) {
    const bytes = new Uint8Array(CODE_LENGTH * 2);
    random(bytes);
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (code.length === CODE_LENGTH) break;
    }
  }
  if (code.length < CODE_LENGTH) throw new Error("The random source gave no usable values.");
  return code;
}

export function isInviteCodeFormat(value: string): boolean {
  return /^[A-Z]{6}$/.test(value);
}
