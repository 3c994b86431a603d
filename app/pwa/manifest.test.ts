import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tools } from "../../tools/registry";
import { SITE } from "../lib/site";

const publicDir = resolve(import.meta.dirname, "../../public");
const manifest = JSON.parse(readFileSync(resolve(publicDir, "manifest.webmanifest"), "utf8")) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const b = readFileSync(file);
  expect(b.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [b.readUInt32BE(16), b.readUInt32BE(20)];
}

describe("web app manifest", () => {
  it("names the site and opens as an app at the home page", () => {
    expect(manifest.name).toBe(SITE.name);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe("/");
    expect(manifest.scope).toBe("/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("has 192 and 512 px icons, plain and maskable, of the sizes they claim", () => {
    for (const purpose of ["any", "maskable"]) {
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
        expect(icon, `${purpose} ${size}`).toBeDefined();
        expect(icon!.type).toBe("image/png");
        expect(pngSize(resolve(publicDir, `.${icon!.src}`))).toEqual([size, size]);
      }
    }
  });
});

describe("tools that work offline", () => {
  it("are the browser-only ones, and none of them needs a service", () => {
    const offline = tools.filter((t) => t.offline).map((t) => t.slug);
    expect(offline.sort()).toEqual(
      [
        "case-converter",
        "comma-separating-tool",
        "generator",
        "sora-invite-codes",
        "youtube-embed-code-generator",
        "youtube-money-calculator",
        "youtube-thumbnail-downloader",
      ].sort(),
    );
    for (const t of tools.filter((x) => x.offline)) expect(t.needs, t.slug).toBeUndefined();
  });
});
