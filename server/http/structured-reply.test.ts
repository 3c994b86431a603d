import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ChatRequest } from "../services/llm";
import { completeStructured, decideReply, MAX_ECHO_CHARS, NOT_JSON_ISSUE, REPAIR_INSTRUCTION, repairRequest, zodCheck, type Completer } from "./structured-reply";

const check = zodCheck(z.object({ name: z.string(), n: z.number() }));
const request: ChatRequest = {
  messages: [
    { role: "system", content: "JSON only" },
    { role: "user", content: "Give me a thing" },
  ],
  maxTokens: 2000,
  temperature: 0.8,
  json: true,
};

function scripted(replies: string[]): Completer & { calls: ChatRequest[] } {
  const calls: ChatRequest[] = [];
  return {
    calls,
    async complete(req) {
      calls.push(req);
      const next = replies.shift();
      if (next === undefined) throw new Error("no more replies");
      return next;
    },
  };
}

describe("the repair path decision", () => {
  it("accepts a reply that parses and fits, also inside code fences with chatter around it", () => {
    expect(decideReply('{"name":"a","n":1}', check, 1)).toEqual({ action: "accept", value: { name: "a", n: 1 } });
    expect(decideReply('Sure! Here it is:\n```json\n{"name":"a","n":1}\n```\nEnjoy.', check, 1)).toEqual({ action: "accept", value: { name: "a", n: 1 } });
    expect(decideReply('{"name":"a","n":1}', check, 2).action).toBe("accept");
  });

  it("asks for a repair on the first attempt when the reply is not JSON or not the shape", () => {
    expect(decideReply("no json here", check, 1)).toEqual({ action: "repair", issues: [NOT_JSON_ISSUE] });
    expect(decideReply('{"name":"a","n":"one"', check, 1)).toEqual({ action: "repair", issues: [NOT_JSON_ISSUE] });
    const d = decideReply('{"name":"a","n":"one"}', check, 1);
    expect(d).toEqual({ action: "repair", issues: ["n: Invalid input: expected number, received string"] });
  });

  it("gives the raw text back on the second attempt: indented when it is JSON, as written otherwise", () => {
    expect(decideReply('{"name":"a"}', check, 2)).toEqual({ action: "raw", raw: '{\n  "name": "a"\n}', issues: ["n: Invalid input: expected number, received undefined"] });
    expect(decideReply("  still not json  ", check, 2)).toEqual({ action: "raw", raw: "still not json", issues: [NOT_JSON_ISSUE] });
  });

  it("builds the repair request from the conversation, the reply and the problems", () => {
    const r = repairRequest(request, "x".repeat(MAX_ECHO_CHARS + 10), ["a: wrong", "b: missing"]);
    expect(r).toMatchObject({ maxTokens: 2000, temperature: 0.8, json: true });
    expect(r.messages.slice(0, 2)).toEqual(request.messages);
    expect(r.messages[2]).toEqual({ role: "assistant", content: "x".repeat(MAX_ECHO_CHARS) });
    expect(r.messages[3]).toEqual({ role: "user", content: `${REPAIR_INSTRUCTION}\n- a: wrong\n- b: missing` });
  });
});

describe("completeStructured", () => {
  it("one call when the first reply fits", async () => {
    const llm = scripted(['{"name":"a","n":1}']);
    const stages: string[] = [];
    expect(await completeStructured(llm, request, check, {}, (s) => stages.push(s))).toEqual({ kind: "json", value: { name: "a", n: 1 }, repaired: false });
    expect(llm.calls).toEqual([request]);
    expect(stages).toEqual(["writing", "checking"]);
  });

  it("repairs invalid JSON with a second call", async () => {
    const llm = scripted(['{"name": "a", n: 1', '{"name":"a","n":1}']);
    const stages: string[] = [];
    expect(await completeStructured(llm, request, check, {}, (s) => stages.push(s))).toEqual({ kind: "json", value: { name: "a", n: 1 }, repaired: true });
    expect(llm.calls).toHaveLength(2);
    expect(llm.calls[1]!.messages.at(-1)!.content).toContain(NOT_JSON_ISSUE);
    expect(stages).toEqual(["writing", "checking", "repairing", "checking"]);
  });

  it("after two replies of the wrong shape, returns the raw text with the problems (no third call)", async () => {
    const llm = scripted(['{"name":"a"}', '{"name":"b"}']);
    expect(await completeStructured(llm, request, check)).toEqual({ kind: "raw", raw: '{\n  "name": "b"\n}', issues: ["n: Invalid input: expected number, received undefined"] });
    expect(llm.calls).toHaveLength(2);
  });

  it("passes provider failures through", async () => {
    const llm: Completer = { complete: () => Promise.reject(new Error("boom")) };
    await expect(completeStructured(llm, request, check)).rejects.toThrow("boom");
  });
});
