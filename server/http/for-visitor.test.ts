import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { forVisitor } from "./ai";

/** A response that can be "closed" by the visitor before it is finished. */
function pair() {
  const res = Object.assign(new EventEmitter(), { writableFinished: false }) as unknown as Response & EventEmitter;
  return { req: {} as Request, res };
}

describe("forVisitor: upstream work that stops when the visitor leaves", () => {
  it("gives the work's result", async () => {
    const { req, res } = pair();
    expect(await forVisitor(req, res, async () => "done")).toBe("done");
  });

  it("is undefined when the visitor closed the connection and the work failed for it", async () => {
    const { req, res } = pair();
    const result = forVisitor(req, res, (signal) => new Promise<string>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason))));
    res.emit("close");
    expect(await result).toBeUndefined();
  });

  it("throws any other failure as it was", async () => {
    const { req, res } = pair();
    await expect(forVisitor(req, res, async () => Promise.reject(new Error("upstream 503")))).rejects.toThrow("upstream 503");
  });
});
