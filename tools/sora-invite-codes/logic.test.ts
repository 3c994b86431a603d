import { describe, it, expect } from "vitest";
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  COPY_CONFIRM_MS,
  GENERATE_LABEL_WITH_WAIT,
  GENERATION_WAIT_MS,
  GOT_IN_LABEL,
  NOT_REAL_NOTICE,
  REVEAL_PAUSE_MS,
  UNBIASED_BYTE_LIMIT,
  generateButtonLabel,
  generateInviteCode,
  generationDelays,
  isInviteCodeFormat,
  waitProgress,
  type RandomSource,
} from "./logic";

/** A source that hands out the given bytes in order, cycling. */
function sequence(values: number[]): RandomSource & { calls: number } {
  let i = 0;
  const source = ((array: Uint8Array<ArrayBuffer>) => {
    source.calls += 1;
    for (let k = 0; k < array.length; k += 1) {
      array[k] = values[i % values.length];
      i += 1;
    }
    return array;
  }) as RandomSource & { calls: number };
  source.calls = 0;
  return source;
}

describe("spec words and constants", () => {
  it("uses the spec's button labels verbatim", () => {
    expect(GENERATE_LABEL_WITH_WAIT).toBe("Generate Next Code (30s)");
    expect(GOT_IN_LABEL).toBe("I got in!");
  });

  it("has 6 uppercase letters, a 30 s wait and a 0.4 s reveal pause", () => {
    expect(CODE_LENGTH).toBe(6);
    expect(CODE_ALPHABET).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    expect(GENERATION_WAIT_MS).toBe(30_000);
    expect(REVEAL_PAUSE_MS).toBe(400);
    expect(COPY_CONFIRM_MS).toBe(2000);
  });

  it("says plainly that codes are random and not real invitations", () => {
    expect(NOT_REAL_NOTICE).toMatch(/random/i);
    expect(NOT_REAL_NOTICE).toMatch(/not real Sora invitations/);
  });
});

describe("waits only with SPEC_WAITS=on", () => {
  it("applies 30 s and 0.4 s when on", () => {
    expect(generationDelays(true)).toEqual({ waitMs: 30_000, revealPauseMs: 400 });
    expect(generateButtonLabel(true)).toBe("Generate Next Code (30s)");
  });

  it("applies no wait and drops the (30s) from the label when off", () => {
    expect(generationDelays(false)).toEqual({ waitMs: 0, revealPauseMs: 0 });
    expect(generateButtonLabel(false)).toBe("Generate Next Code");
  });

  it("reports wait progress from 0 to 100", () => {
    expect(waitProgress(0, 30_000)).toBe(0);
    expect(waitProgress(15_000, 30_000)).toBe(50);
    expect(waitProgress(29_999, 30_000)).toBe(99);
    expect(waitProgress(45_000, 30_000)).toBe(100);
    expect(waitProgress(-5, 30_000)).toBe(0);
    expect(waitProgress(0, 0)).toBe(100);
  });
});

describe("generateInviteCode", () => {
  it("gives 6 uppercase letters from the real crypto source", () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateInviteCode();
      expect(code).toMatch(/^[A-Z]{6}$/);
      expect(isInviteCodeFormat(code)).toBe(true);
    }
  });

  it("gives different codes over many calls", () => {
    const codes = new Set(Array.from({ length: 100 }, () => generateInviteCode()));
    expect(codes.size).toBeGreaterThan(95);
  });

  it("maps accepted bytes to letters by remainder", () => {
    expect(generateInviteCode(sequence([0, 1, 2, 25, 26, 233]))).toBe("ABCZAZ");
  });

  it("throws away bytes at or above 234 to avoid modulo bias", () => {
    expect(UNBIASED_BYTE_LIMIT).toBe(234);
    expect(generateInviteCode(sequence([234, 255, 7, 240, 8, 9, 10, 11, 12]))).toBe("HIJKLM");
  });

  it("gives every letter the same chance over all byte values", () => {
    // Each draw is filled with one byte value, stepping through 0..255, so every byte
    // value decides exactly one code (values of 234 and up are thrown away).
    let next = 0;
    const source: RandomSource = (array) => {
      array.fill(next % 256);
      next += 1;
      return array;
    };
    const counts = new Map<string, number>();
    for (let i = 0; i < UNBIASED_BYTE_LIMIT; i += 1) {
      const code = generateInviteCode(source);
      counts.set(code[0], (counts.get(code[0]) ?? 0) + 1);
    }
    expect(next).toBe(UNBIASED_BYTE_LIMIT);
    expect(counts.size).toBe(26);
    for (const n of counts.values()) expect(n).toBe(9);
    // The next code has to skip the 22 biased values 234..255 first.
    expect(generateInviteCode(source)).toBe("AAAAAA");
    expect(next).toBe(257);
  });

  it("draws again when a batch has too few usable bytes", () => {
    const source = sequence([250, 250, 250, 250, 250, 250, 250, 250, 250, 250, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const code = generateInviteCode(source);
    expect(code).toMatch(/^[A-Z]{6}$/);
    expect(source.calls).toBe(2);
  });

  it("fails instead of looping for ever on a broken source", () => {
    expect(() => generateInviteCode(sequence([255]))).toThrow();
  });
});

describe("isInviteCodeFormat", () => {
  it("accepts only 6 uppercase letters", () => {
    expect(isInviteCodeFormat("ABCDEF")).toBe(true);
    expect(isInviteCodeFormat("abcdef")).toBe(false);
    expect(isInviteCodeFormat("ABCDE")).toBe(false);
    expect(isInviteCodeFormat("ABCDEFG")).toBe(false);
    expect(isInviteCodeFormat("ABC1EF")).toBe(false);
  });
});
