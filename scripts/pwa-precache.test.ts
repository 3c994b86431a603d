import { describe, expect, it } from "vitest";
import { assetClosure, offlinePageHtml, precacheEntries, referencedAssets, revisionOf } from "./pwa-precache";

const assets = new Map<string, string>([
  ["entry.client-AAAAAAAA.js", 'import"./jsx-runtime-BBBBBBBB.js";'],
  ["jsx-runtime-BBBBBBBB.js", "export const x=1;"],
  ["root-CCCCCCCC.css", "body{}"],
  ["CaseConverter-DDDDDDDD.js", 'import("./change-case-EEEEEEEE.js");new Worker(new URL("/assets/convert.worker-FFFFFFFF.js",import.meta.url))'],
  ["change-case-EEEEEEEE.js", "export{}"],
  ["convert.worker-FFFFFFFF.js", 'importScripts("helper-GGGGGGGG.js")'],
  ["helper-GGGGGGGG.js", ""],
  // The router's manifest names every page's code: saved, never followed.
  ["manifest-0a1b2c3d.js", 'window.m={a:"/assets/TitleGenerator-HHHHHHHH.js"}'],
  ["TitleGenerator-HHHHHHHH.js", "export{}"],
]);
const caseHtml =
  '<link rel="stylesheet" href="/assets/root-CCCCCCCC.css"/><script type="module">import "/assets/manifest-0a1b2c3d.js";import("/assets/entry.client-AAAAAAAA.js");import("/assets/CaseConverter-DDDDDDDD.js")</script><p>unknown-ZZZZZZZZ.js</p>';

describe("files saved for offline use", () => {
  it("finds only build files that exist", () => {
    expect(referencedAssets(caseHtml, new Set(assets.keys())).sort()).toEqual([
      "CaseConverter-DDDDDDDD.js",
      "entry.client-AAAAAAAA.js",
      "manifest-0a1b2c3d.js",
      "root-CCCCCCCC.css",
    ]);
  });

  it("follows static, lazy and worker imports, but not the router's manifest", () => {
    expect(assetClosure([caseHtml], assets)).toEqual([
      "CaseConverter-DDDDDDDD.js",
      "change-case-EEEEEEEE.js",
      "convert.worker-FFFFFFFF.js",
      "entry.client-AAAAAAAA.js",
      "helper-GGGGGGGG.js",
      "jsx-runtime-BBBBBBBB.js",
      "manifest-0a1b2c3d.js",
      "root-CCCCCCCC.css",
    ]);
  });

  it("lists pages with revisions, hashed files without", () => {
    const pages = new Map([
      ["/", '<link rel="stylesheet" href="/assets/root-CCCCCCCC.css"/>'],
      ["/case-converter", caseHtml],
      ["/youtube-title-generator", '<script src="/assets/TitleGenerator-HHHHHHHH.js"></script>'],
    ]);
    const extras = new Map<string, string | Buffer>([["/offline.html", "<h1>You are offline</h1>"]]);
    const entries = precacheEntries(["/", "/case-converter"], { pages, assets, extras });
    expect(entries.slice(0, 3)).toEqual([
      { url: "/", revision: revisionOf(pages.get("/")!) },
      { url: "/case-converter", revision: revisionOf(caseHtml) },
      { url: "/offline.html", revision: revisionOf("<h1>You are offline</h1>") },
    ]);
    const files = entries.slice(3);
    expect(files.every((e) => e.revision === null && e.url.startsWith("/assets/"))).toBe(true);
    // A page that needs the network is not saved, nor its code.
    expect(entries.map((e) => e.url)).not.toContain("/youtube-title-generator");
    expect(entries.map((e) => e.url)).not.toContain("/assets/TitleGenerator-HHHHHHHH.js");
  });

  it("a revision changes with the content", () => {
    expect(revisionOf("a")).not.toBe(revisionOf("b"));
    expect(revisionOf("a")).toBe(revisionOf(Buffer.from("a")));
  });

  it("refuses to build without a page it must save", () => {
    expect(() => precacheEntries(["/missing"], { pages: new Map(), assets, extras: new Map() })).toThrow("No pre-rendered page for /missing");
  });
});

describe("the offline page", () => {
  const html = offlinePageHtml({
    siteName: "Creator Toolbox",
    stylesheet: "/assets/root-CCCCCCCC.css",
    themeScript: "document.documentElement.dataset.theme='dark'",
    tools: [
      { name: "Case Converter", path: "/case-converter" },
      { name: "Tom & Jerry <Tool>", path: "/t?a=1&b=2" },
    ],
  });
  it("says what happened and links the tools that work offline", () => {
    expect(html).toContain("<title>You are offline | Creator Toolbox</title>");
    expect(html).toContain("This page has not been saved on this device yet");
    expect(html).toContain('<a class="link" href="/case-converter">Case Converter</a>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-CCCCCCCC.css">');
    expect(html).toContain("<script>document.documentElement.dataset.theme='dark'</script>");
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
  it("escapes names and links", () => {
    expect(html).toContain("Tom &#38; Jerry &#60;Tool&#62;");
    expect(html).toContain('href="/t?a=1&#38;b=2"');
  });
});
