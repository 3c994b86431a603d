import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A scripted HTTP server on 127.0.0.1 that stands in for an outside service (language model,
 * YouTube, image or speech provider) in tests. Each reply is chosen by a handler; every request
 * is recorded so tests can assert what the server sent upstream.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
  json(): unknown;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON. */
  body?: unknown;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Close the connection without answering (network failure). */
  destroy?: boolean;
  /** Send the body in pieces with a pause between (streaming). */
  chunks?: string[];
  chunkDelayMs?: number;
}

export type FakeHandler = (req: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  /** Replace the handler, e.g. to script a sequence of faults. */
  setHandler(h: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(handler: FakeHandler): Promise<FakeUpstream> {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json: () => JSON.parse(body),
    };
    requests.push(recorded);
    let reply: FakeReply;
    try {
      reply = await current(recorded);
    } catch (e) {
      reply = { status: 500, body: { error: { message: String(e) } } };
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.destroy) {
      req.socket.destroy();
      return;
    }
    const isJson = reply.body !== undefined && typeof reply.body !== "string" && !Buffer.isBuffer(reply.body);
    const headers: Record<string, string> = { ...(isJson ? { "content-type": "application/json" } : {}), ...reply.headers };
    res.writeHead(reply.status ?? 200, headers);
    if (reply.chunks) {
      for (const piece of reply.chunks) {
        res.write(piece);
        if (reply.chunkDelayMs) await new Promise((r) => setTimeout(r, reply.chunkDelayMs));
      }
      res.end();
      return;
    }
    if (reply.body === undefined) res.end();
    else if (isJson) res.end(JSON.stringify(reply.body));
    else res.end(reply.body as string | Buffer);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setHandler(h) {
      current = h;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
