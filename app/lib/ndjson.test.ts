import { describe, expect, it } from "vitest";
import { readLines } from "./ndjson";

/** A body that arrives in the given byte chunks. */
function body(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(c) {
      for (const chunk of chunks) c.enqueue(chunk);
      c.close();
    },
  });
}

async function lines(chunks: Uint8Array[]): Promise<string[]> {
  const out: string[] = [];
  await readLines(body(chunks), (l) => out.push(l));
  return out;
}

const bytes = (s: string) => new TextEncoder().encode(s);

describe("readLines", () => {
  it("hands over each complete line, skipping blank ones, and the last one without a newline", async () => {
    expect(await lines([bytes('{"a":1}\n\n{"b":2}\n  \n{"c":3}')])).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it("joins a line split across chunks", async () => {
    expect(await lines([bytes('{"type":"del'), bytes('ta","text":"hi"}\n{"ty'), bytes('pe":"done"}\n')])).toEqual(['{"type":"delta","text":"hi"}', '{"type":"done"}']);
  });

  it("decodes characters split between chunks in every script", async () => {
    for (const text of ["नमस्ते दुनिया", "வணக்கம்", "สวัสดี", "مرحبا بالعالم", "こんにちは世界", "crème brûlée 🎬"]) {
      const all = bytes(`${JSON.stringify({ text })}\n`);
      // Cut inside a multi-byte character on purpose: every byte its own chunk.
      const chunks = Array.from(all, (b) => Uint8Array.of(b));
      const got = await lines(chunks);
      expect(got.map((l) => (JSON.parse(l) as { text: string }).text)).toEqual([text]);
    }
  });

  it("reads nothing from an empty body", async () => {
    expect(await lines([])).toEqual([]);
  });

  it("passes on a reader's error from the callback", async () => {
    await expect(
      readLines(body([bytes("ok\nbad\n")]), (l) => {
        if (l === "bad") throw new Error("bad line");
      }),
    ).rejects.toThrow("bad line");
  });
});
