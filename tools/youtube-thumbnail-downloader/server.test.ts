import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { RATE_LIMIT_MESSAGE } from "../../server/http/rate-limit";
import { startFakeUpstream, type FakeUpstream } from "../../tests/helpers/fake-upstream";
import { MESSAGE_INVALID_INPUT, MESSAGE_THUMBNAIL_NOT_AVAILABLE } from "./logic";
import { MESSAGE_UNKNOWN_SIZE } from "./server";

const ID = "dQw4w9WgXcQ";
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0xff, 0xd9]);

let images: FakeUpstream;

async function serve(env: Record<string, string>) {
  const { app } = createApp({ config: loadConfig(env) });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

beforeAll(async () => {
  images = await startFakeUpstream((req) =>
    req.path.endsWith("/maxresdefault.jpg")
      ? { status: 404, headers: { "content-type": "text/html" }, body: "<html>404</html>" }
      : { headers: { "content-type": "image/jpeg" }, body: JPEG },
  );
});
afterAll(() => images?.close());

describe("thumbnail API", () => {
  let url = "";
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ url, close } = await serve({ YOUTUBE_IMAGE_BASE_URL: images.url, IMAGE_PROXY_HOSTS: `i.ytimg.com,${new URL(images.url).host}` }));
  });
  afterAll(() => close());

  it("GET /api/thumbnails/config gives the image host", async () => {
    const res = await fetch(`${url}/api/thumbnails/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imageBaseUrl: images.url });
  });

  it("downloads a size as {videoId}-{sizeId}.jpg with the upstream bytes", async () => {
    images.requests.length = 0;
    const res = await fetch(`${url}/api/thumbnail-download?video=${ID}&size=hqdefault`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${ID}-hqdefault.jpg"`);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), JPEG)).toBe(0);
    expect(images.requests.map((r) => r.path)).toEqual([`/vi/${ID}/hqdefault.jpg`]);
  });

  it("answers a size the video lacks with a clear 404", async () => {
    const res = await fetch(`${url}/api/thumbnail-download?video=${ID}&size=maxresdefault`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "image_not_found", message: MESSAGE_THUMBNAIL_NOT_AVAILABLE } });
  });

  it.each([
    ["a missing id", "size=hqdefault"],
    ["a short id", "video=abc&size=hqdefault"],
    ["a URL instead of an id", `video=${encodeURIComponent(`https://youtu.be/${ID}`)}&size=hqdefault`],
    ["a path in the id", `video=${encodeURIComponent("../../etc/x")}&size=hqdefault`],
    ["two ids", `video=${ID}&video=${ID}&size=hqdefault`],
  ])("refuses %s with 400 JSON", async (_name, query) => {
    images.requests.length = 0;
    const res = await fetch(`${url}/api/thumbnail-download?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_video_id", message: MESSAGE_INVALID_INPUT } });
    expect(images.requests).toHaveLength(0);
  });

  it.each(["", "size=", "size=huge", "size=..%2F..%2Fx", "size=0"])("refuses a bad size (%s) with 400 JSON", async (query) => {
    const res = await fetch(`${url}/api/thumbnail-download?video=${ID}&${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_size", message: MESSAGE_UNKNOWN_SIZE } });
  });
});

describe("thumbnail API limits", () => {
  it("refuses to fetch when the image host is not in IMAGE_PROXY_HOSTS", async () => {
    const { url, close } = await serve({ YOUTUBE_IMAGE_BASE_URL: images.url });
    try {
      images.requests.length = 0;
      const res = await fetch(`${url}/api/thumbnail-download?video=${ID}&size=default`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("image_url_not_allowed");
      expect(images.requests).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it("rate-limits downloads in the youtube bucket", async () => {
    const { url, close } = await serve({
      YOUTUBE_IMAGE_BASE_URL: images.url,
      IMAGE_PROXY_HOSTS: new URL(images.url).host,
      RATE_LIMIT_YOUTUBE_PER_MIN: "2",
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(`${url}/api/thumbnail-download?video=${ID}&size=default`);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
          expect((await res.json()).error.message).toBe(RATE_LIMIT_MESSAGE);
        } else await res.arrayBuffer();
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await close();
    }
  });
});
