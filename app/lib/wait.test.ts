import { describe, expect, it } from "vitest";
import { wait } from "./wait";

describe("wait", () => {
  it("resolves after the time", async () => {
    await expect(wait(5, new AbortController().signal)).resolves.toBeUndefined();
  });

  it("rejects with the abort reason at once", async () => {
    const c = new AbortController();
    const p = wait(60_000, c.signal);
    c.abort(new Error("left the page"));
    await expect(p).rejects.toThrow("left the page");
  });

  it("rejects at once when the signal is already aborted", async () => {
    const c = new AbortController();
    c.abort(new Error("gone"));
    await expect(wait(60_000, c.signal)).rejects.toThrow("gone");
  });
});
