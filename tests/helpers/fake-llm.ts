import type { FakeReply, RecordedRequest } from "./fake-upstream";

/** Replies in the OpenAI chat-completions wire format, for fake providers in tests. */

export function chatCompletion(content: string | null, model = "fake-model"): FakeReply {
  return {
    status: 200,
    body: {
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1_700_000_000,
      model,
      choices: content === null ? [] : [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** A streamed completion: one server-sent event per piece, then [DONE]. */
export function chatStream(pieces: string[], chunkDelayMs = 0, model = "fake-model"): FakeReply {
  const event = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_700_000_000, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  return {
    status: 200,
    headers: { "content-type": "text/event-stream" },
    chunks: [event({ role: "assistant", content: "" }, null), ...pieces.map((p) => event({ content: p }, null)), event({}, "stop"), "data: [DONE]\n\n"],
    chunkDelayMs,
  };
}

export function providerError(status: number, message: string, headers: Record<string, string> = {}): FakeReply {
  return { status, headers, body: { error: { message, type: "invalid_request_error", code: null } } };
}

/** True when the request asked for a stream. */
export function wantsStream(req: RecordedRequest): boolean {
  try {
    return (req.json() as { stream?: boolean }).stream === true;
  } catch {
    return false;
  }
}

/** The text of the last user message of a recorded chat request. */
export function lastUserMessage(req: RecordedRequest): string {
  const body = req.json() as { messages?: { role: string; content: string }[] };
  return [...(body.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";
}
