import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeReply, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { ApiError } from "../http/errors";
import {
  MAX_IMAGE_REDIRECTS,
  MESSAGE_HOST_NOT_ALLOWED,
  MESSAGE_NOT_AN_IMAGE,
  MESSAGE_REDIRECT_NOT_ALLOWED,
  MESSAGE_TIMEOUT,
  MESSAGE_TOO_MANY_REDIRECTS,
  checkImageUrl,
  fetchImage,
  messageTooLarge,
  messageUpstreamStatus,
} from "./image-proxy";

/** A few bytes that start like a JPEG; the proxy passes bytes through without decoding them. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 1, 2, 3, 4, 0xff, 0xd9]);

let upstream: FakeUpstream;
let other: FakeUpstream;
let port = "";
let allowedHosts: string[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream(() => ({ status: 200, headers: { "content-type": "image/jpeg" }, body: JPEG }));
  other = await startFakeUpstream(() => ({ status: 200, headers: { "content-type": "image/jpeg" }, body: JPEG }));
  port = new URL(upstream.url).port;
  allowedHosts = [`127.0.0.1:${port}`];
});
afterAll(async () => {
  await upstream?.close();
  await other?.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
  other.requests.length = 0;
  upstream.setHandler(() => ({ status: 200, headers: { "content-type": "image/jpeg" }, body: JPEG }));
});

/** The ApiError a call rejects with (fails the test if it resolves or throws something else). */
async function refusal(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error("expected a refusal, but the call succeeded");
}

describe("fetchImage: allowed images", () => {
  it("streams an image from an allowed host:port through unchanged", async () => {
    const image = await fetchImage(`${upstream.url}/vi/abc/hqdefault.jpg`, { allowedHosts });
    expect(image.contentType).toBe("image/jpeg");
    expect(Buffer.compare(image.bytes, JPEG)).toBe(0);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]!.path).toBe("/vi/abc/hqdefault.jpg");
    expect(upstream.requests[0]!.headers.accept).toContain("image/");
  });

  it("drops content-type parameters", async () => {
    upstream.setHandler(() => ({ headers: { "content-type": "image/png; charset=binary" }, body: JPEG }));
    expect((await fetchImage(`${upstream.url}/a.png`, { allowedHosts })).contentType).toBe("image/png");
  });
});

describe("fetchImage: addresses that are refused before any request", () => {
  it("refuses a host that is not listed", async () => {
    const e = await refusal(fetchImage("https://example.com/a.jpg", { allowedHosts }));
    expect(e.status).toBe(400);
    expect(e.message).toBe(MESSAGE_HOST_NOT_ALLOWED);
  });

  it("refuses the listed host on another port", async () => {
    const e = await refusal(fetchImage(`${other.url}/a.jpg`, { allowedHosts }));
    expect(e.status).toBe(400);
    expect(other.requests).toHaveLength(0);
  });

  it("refuses a bare host entry on a non-default port, and a host:port entry on another port", () => {
    expect(() => checkImageUrl("https://i.ytimg.com:8443/a.jpg", ["i.ytimg.com"])).toThrow(ApiError);
    expect(checkImageUrl("https://i.ytimg.com/a.jpg", ["i.ytimg.com"]).hostname).toBe("i.ytimg.com");
    expect(checkImageUrl("https://I.YTIMG.COM:443/a.jpg", ["i.ytimg.com"]).hostname).toBe("i.ytimg.com");
    expect(checkImageUrl("https://i.ytimg.com/a.jpg", ["i.ytimg.com:443"]).hostname).toBe("i.ytimg.com");
    expect(() => checkImageUrl("http://i.ytimg.com/a.jpg", ["i.ytimg.com:443"])).toThrow(ApiError);
    expect(() => checkImageUrl("https://evil.i.ytimg.com/a.jpg", ["i.ytimg.com"])).toThrow(ApiError);
    expect(() => checkImageUrl("https://i.ytimg.com.evil.example/a.jpg", ["i.ytimg.com"])).toThrow(ApiError);
    expect(() => checkImageUrl("https://i.ytimg.com./a.jpg", ["i.ytimg.com"])).toThrow(ApiError);
  });

  it.each([
    ["decimal", "2130706433"],
    ["octal", "0177.0.0.1"],
    ["octal with padding", "0177.0000.0000.0001"],
    ["hex", "0x7f.0.0.1"],
    ["hex as one number", "0x7f000001"],
    ["short dotted", "127.1"],
    ["zero-padded dotted", "127.000.000.001"],
    ["IPv6 loopback", "[::1]"],
    ["IPv4-mapped IPv6", "[::ffff:127.0.0.1]"],
    ["localhost", "localhost"],
    ["a localhost subdomain", "img.localhost"],
  ])("refuses a %s literal even when 127.0.0.1 on that port is listed", async (_name, host) => {
    const e = await refusal(fetchImage(`http://${host}:${port}/a.jpg`, { allowedHosts: [...allowedHosts, `localhost:${port}`] }));
    expect(e.status).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });

  it("refuses localhost even when it is listed", async () => {
    const e = await refusal(fetchImage(`http://localhost:${port}/a.jpg`, { allowedHosts: [`localhost:${port}`, "localhost"] }));
    expect(e.status).toBe(400);
  });

  it("refuses an IP literal that is not listed", async () => {
    const e = await refusal(fetchImage("http://10.0.0.1/a.jpg", { allowedHosts: ["i.ytimg.com"] }));
    expect(e.status).toBe(400);
  });

  it.each([
    `ftp://127.0.0.1:PORT/a.jpg`,
    "file:///etc/passwd",
    "data:image/png;base64,iVBORw0KGgo=",
    "javascript:alert(1)",
    "//127.0.0.1:PORT/a.jpg",
    "/vi/abc/hqdefault.jpg",
    "http:/127.0.0.1:PORT/a.jpg",
    "http:\\\\127.0.0.1:PORT/a.jpg",
    "not a url",
  ])("refuses %s (not an absolute http(s) address)", async (address) => {
    const e = await refusal(fetchImage(address.replace("PORT", port), { allowedHosts }));
    expect(e.status).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });

  it("refuses credentials in the address", async () => {
    for (const auth of ["user:pw@", "user@", ":pw@"]) {
      const e = await refusal(fetchImage(`http://${auth}127.0.0.1:${port}/a.jpg`, { allowedHosts }));
      expect(e.status).toBe(400);
    }
    expect(upstream.requests).toHaveLength(0);
  });
});

describe("fetchImage: redirects", () => {
  it("follows a redirect within the allowed host and re-checks it", async () => {
    upstream.setHandler((req): FakeReply =>
      req.path === "/old.jpg" ? { status: 302, headers: { location: "/new.jpg" } } : { headers: { "content-type": "image/jpeg" }, body: JPEG },
    );
    const image = await fetchImage(`${upstream.url}/old.jpg`, { allowedHosts });
    expect(image.finalUrl).toBe(`${upstream.url}/new.jpg`);
    expect(upstream.requests.map((r) => r.path)).toEqual(["/old.jpg", "/new.jpg"]);
  });

  it("follows an absolute redirect to the same allowed host:port", async () => {
    upstream.setHandler((req): FakeReply =>
      req.path === "/old.jpg" ? { status: 301, headers: { location: `${upstream.url}/new.jpg` } } : { headers: { "content-type": "image/jpeg" }, body: JPEG },
    );
    expect((await fetchImage(`${upstream.url}/old.jpg`, { allowedHosts })).finalUrl).toBe(`${upstream.url}/new.jpg`);
  });

  it.each([
    ["another host", () => "https://example.com/a.jpg"],
    ["another port", () => `${other.url}/a.jpg`],
    ["a decimal literal of the same host", () => `http://2130706433:${port}/a.jpg`],
    ["localhost", () => `http://localhost:${port}/a.jpg`],
    ["a scheme-relative other host", () => "//example.com/a.jpg"],
    ["a backslash path that is really a host", () => "/\\example.com/a.jpg"],
    ["a non-http scheme", () => "file:///etc/passwd"],
    ["credentials", () => `http://u:p@127.0.0.1:${port}/a.jpg`],
  ])("refuses a redirect to %s", async (_name, location) => {
    upstream.setHandler(() => ({ status: 302, headers: { location: location() } }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts }));
    expect(e.status).toBe(502);
    expect(e.message).toBe(MESSAGE_REDIRECT_NOT_ALLOWED);
    expect(other.requests).toHaveLength(0);
  });

  it(`stops after ${MAX_IMAGE_REDIRECTS} redirects`, async () => {
    let n = 0;
    upstream.setHandler(() => ({ status: 307, headers: { location: `/hop-${++n}.jpg` } }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts }));
    expect(e.status).toBe(502);
    expect(e.message).toBe(MESSAGE_TOO_MANY_REDIRECTS);
    expect(upstream.requests).toHaveLength(MAX_IMAGE_REDIRECTS + 1);
  });

  it("allows exactly the maximum number of redirects", async () => {
    upstream.setHandler((req): FakeReply => {
      const n = Number(req.path.match(/\d+/)?.[0] ?? 0);
      return n < MAX_IMAGE_REDIRECTS ? { status: 302, headers: { location: `/hop-${n + 1}.jpg` } } : { headers: { "content-type": "image/jpeg" }, body: JPEG };
    });
    expect((await fetchImage(`${upstream.url}/hop-0.jpg`, { allowedHosts })).finalUrl).toBe(`${upstream.url}/hop-${MAX_IMAGE_REDIRECTS}.jpg`);
  });
});

describe("fetchImage: what comes back", () => {
  it("refuses text/html", async () => {
    upstream.setHandler(() => ({ headers: { "content-type": "text/html" }, body: "<html>sign in</html>" }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts }));
    expect(e.status).toBe(502);
    expect(e.message).toBe(MESSAGE_NOT_AN_IMAGE);
  });

  it("refuses SVG and a missing content type", async () => {
    upstream.setHandler(() => ({ headers: { "content-type": "image/svg+xml" }, body: "<svg/>" }));
    expect((await refusal(fetchImage(`${upstream.url}/a.svg`, { allowedHosts }))).message).toBe(MESSAGE_NOT_AN_IMAGE);
    upstream.setHandler(() => ({ headers: {}, body: JPEG }));
    expect((await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts }))).message).toBe(MESSAGE_NOT_AN_IMAGE);
  });

  it("refuses a body over the limit when the length is declared", async () => {
    upstream.setHandler(() => ({ headers: { "content-type": "image/jpeg", "content-length": "5000" }, body: Buffer.alloc(5000) }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts, maxBytes: 1000 }));
    expect(e.status).toBe(502);
    expect(e.message).toBe(messageTooLarge(1000));
  });

  it("refuses a streamed body once it passes the limit", async () => {
    upstream.setHandler(() => ({ headers: { "content-type": "image/jpeg" }, chunks: Array.from({ length: 20 }, () => "x".repeat(400)) }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts, maxBytes: 1000 }));
    expect(e.status).toBe(502);
    expect(e.message).toMatch(/larger than the .* MB limit/);
  });

  it("accepts a streamed body at the limit", async () => {
    upstream.setHandler(() => ({ headers: { "content-type": "image/jpeg" }, chunks: ["x".repeat(500), "y".repeat(500)] }));
    expect((await fetchImage(`${upstream.url}/a.jpg`, { allowedHosts, maxBytes: 1000 })).bytes.byteLength).toBe(1000);
  });

  it("times out a slow body", async () => {
    upstream.setHandler(() => ({ headers: { "content-type": "image/jpeg" }, chunks: ["a", "b", "c", "d"], chunkDelayMs: 300 }));
    const started = Date.now();
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts, timeoutMs: 200 }));
    expect(e.status).toBe(504);
    expect(e.message).toBe(MESSAGE_TIMEOUT);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("times out a host that does not answer", async () => {
    upstream.setHandler(() => ({ delayMs: 1000, headers: { "content-type": "image/jpeg" }, body: JPEG }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts, timeoutMs: 150 }));
    expect(e.status).toBe(504);
  });

  it("gives a clear 404 when the image does not exist", async () => {
    upstream.setHandler(() => ({ status: 404, headers: { "content-type": "image/jpeg" }, body: JPEG }));
    const e = await refusal(fetchImage(`${upstream.url}/vi/x/maxresdefault.jpg`, { allowedHosts, notFoundMessage: "Thumbnail not available for this video." }));
    expect(e.status).toBe(404);
    expect(e.message).toBe("Thumbnail not available for this video.");
  });

  it("maps other upstream errors to 502 with the status", async () => {
    upstream.setHandler(() => ({ status: 503, body: "busy" }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts }));
    expect(e.status).toBe(502);
    expect(e.message).toBe(messageUpstreamStatus(503));
  });

  it("maps a dropped connection to 502", async () => {
    upstream.setHandler(() => ({ destroy: true }));
    const e = await refusal(fetchImage(`${upstream.url}/a.jpg`, { allowedHosts }));
    expect(e.status).toBe(502);
  });
});
