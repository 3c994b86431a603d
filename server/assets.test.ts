import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { ASSET_TYPES, COMPRESSED_SUFFIX, compressAssetFiles, loadAssets } from "./assets";
import { loadConfig } from "./config";

// A script with text in several writing systems: compression must give back the same bytes.
const SCRIPT = `export const labels={hi:"शीर्षक जनरेटर",ta:"தலைப்பு",th:"ตัวสร้างชื่อเรื่อง",ar:"مولد العناوين",ja:"タイトル生成",es:"Generador de títulos"};\n`.repeat(60);
const STYLE = `.card{color:#111;background:#fff}\n`.repeat(80);

function makeAssets(): string {
  const dir = mkdtempSync(join(tmpdir(), "assets-"));
  writeFileSync(join(dir, "entry-AbC123.js"), SCRIPT);
  writeFileSync(join(dir, "root-DeF456.css"), STYLE);
  writeFileSync(join(dir, "tiny-GhI789.js"), "export{};");
  writeFileSync(join(dir, "logo-JkL012.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  return dir;
}

describe("compressAssetFiles (build time)", () => {
  let dir = "";
  beforeAll(() => (dir = makeAssets()));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a brotli and a gzip copy of each script and stylesheet that decompress to the same bytes", async () => {
    const totals = await compressAssetFiles(dir);
    expect(totals.files).toBe(3);
    for (const name of ["entry-AbC123.js", "root-DeF456.css", "tiny-GhI789.js"]) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, name + COMPRESSED_SUFFIX.br)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, name + COMPRESSED_SUFFIX.gzip)))).toEqual(original);
    }
    expect(totals.br).toBeLessThan(totals.gzip);
    expect(totals.gzip).toBeLessThan(totals.identity);
  });

  it("leaves images alone", () => {
    expect(existsSync(join(dir, "logo-JkL012.png.br"))).toBe(false);
  });
});

describe("loadAssets (start-up)", () => {
  it("holds the build's copies, keyed by URL path with their content type and a content ETag", async () => {
    const dir = makeAssets();
    await compressAssetFiles(dir);
    const assets = loadAssets(dir);
    expect([...assets.keys()].sort()).toEqual(["/assets/entry-AbC123.js", "/assets/root-DeF456.css", "/assets/tiny-GhI789.js"]);
    const entry = assets.get("/assets/entry-AbC123.js")!;
    expect(entry.type).toBe(ASSET_TYPES[".js"]);
    expect(assets.get("/assets/root-DeF456.css")!.type).toBe("text/css; charset=utf-8");
    expect(entry.bodies.br).toEqual(readFileSync(join(dir, "entry-AbC123.js.br")));
    expect(entry.etag).toMatch(/^"[\w-]+"$/);
    expect(assets.get("/assets/root-DeF456.css")!.etag).not.toBe(entry.etag);
    rmSync(dir, { recursive: true, force: true });
  });

  it("compresses at start-up what the build did not (an older build), with the same content", () => {
    const dir = makeAssets();
    const entry = loadAssets(dir).get("/assets/entry-AbC123.js")!;
    expect(brotliDecompressSync(entry.bodies.br).toString("utf8")).toBe(SCRIPT);
    expect(gunzipSync(entry.bodies.gzip).toString("utf8")).toBe(SCRIPT);
    rmSync(dir, { recursive: true, force: true });
  });

  it("is empty where there is no assets folder", () => {
    expect(loadAssets(join(tmpdir(), "no-such-folder-for-assets")).size).toBe(0);
  });
});

describe("assets served from memory", () => {
  let client = "";
  let url = "";
  let server: ReturnType<typeof createServer>;
  beforeAll(async () => {
    client = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(client, "assets"));
    const assets = makeAssets();
    for (const name of ["entry-AbC123.js", "root-DeF456.css", "tiny-GhI789.js", "logo-JkL012.png"]) writeFileSync(join(client, "assets", name), readFileSync(join(assets, name)));
    rmSync(assets, { recursive: true, force: true });
    await compressAssetFiles(join(client, "assets"));
    const { handler } = createApp({ config: loadConfig({ SITE_URL: "https://tools.example.org" }), clientDir: client });
    server = createServer(handler).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(client, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
      const req = request(url + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });

  it("sends the build's brotli copy to a browser that accepts it, gzip to one that does not, and the file to one that takes neither", async () => {
    const path = "/assets/entry-AbC123.js";
    const br = await get(path, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toEqual(readFileSync(join(client, "assets", "entry-AbC123.js.br")));
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(SCRIPT);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const gz = await get(path, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(SCRIPT);

    const plain = await get(path);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(SCRIPT);

    for (const r of [br, gz, plain]) {
      expect(r.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.headers.vary).toBe("Accept-Encoding");
      expect(r.headers.etag).toBe(br.headers.etag);
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("answers a revalidation with 304 and a HEAD request with headers only", async () => {
    const path = "/assets/root-DeF456.css";
    const first = await get(path, { "accept-encoding": "br" });
    expect(first.headers["content-type"]).toBe("text/css; charset=utf-8");
    const again = await get(path, { "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(path, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
  });

  it("sends a file that compression would grow as it is", async () => {
    const r = await get("/assets/tiny-GhI789.js", { "accept-encoding": "br, gzip" });
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.body.toString()).toBe("export{};");
  });

  it("leaves range requests, images and unknown files to the static handler", async () => {
    const range = await get("/assets/entry-AbC123.js", { range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.body.toString("utf8")).toBe(Buffer.from(SCRIPT).subarray(0, 10).toString("utf8"));
    const png = await get("/assets/logo-JkL012.png");
    expect(png.status).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect((await get("/assets/missing-Zz.js")).status).toBe(404);
  });
});
