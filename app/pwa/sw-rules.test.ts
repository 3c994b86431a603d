import { describe, expect, it } from "vitest";
import { manifestRoutes, routeManifestFile, isCacheableAsset, markOfflineCopy, NEVER_CACHED, OFFLINE_COPY_ATTRIBUTE, pageCacheKey, readSavePageMessage, SAVE_PAGE_MESSAGE } from "./sw-rules";

const ORIGIN = "https://creatortoolbox.app";

describe("what the service worker caches", () => {
  it("never the API, whatever the path below it", () => {
    for (const p of ["/api", "/api/", "/api/status", "/api/ai/titles", "/api/youtube/video?id=x"]) expect(NEVER_CACHED.test(p), p).toBe(true);
    for (const p of ["/", "/apis", "/api-guide", "/case-converter", "/assets/api-1234abcd.js"]) expect(NEVER_CACHED.test(p), p).toBe(false);
  });

  it("hashed build files only", () => {
    expect(isCacheableAsset("/assets/root-C_itTC7f.css")).toBe(true);
    expect(isCacheableAsset("/assets/entry.client-DhxeL-HD.js")).toBe(true);
    expect(isCacheableAsset("/api/status")).toBe(false);
    expect(isCacheableAsset("/case-converter")).toBe(false);
    expect(isCacheableAsset("/sw.js")).toBe(false);
  });

  it("one page entry whatever the query, fragment or trailing slash", () => {
    expect(pageCacheKey(`${ORIGIN}/youtube-embed-code-generator?v=dQw4w9WgXcQ&start=30#code`)).toBe(`${ORIGIN}/youtube-embed-code-generator`);
    expect(pageCacheKey(`${ORIGIN}/case-converter/`)).toBe(`${ORIGIN}/case-converter`);
    expect(pageCacheKey(`${ORIGIN}/`)).toBe(`${ORIGIN}/`);
    expect(pageCacheKey(`${ORIGIN}/?q=tags`)).toBe(`${ORIGIN}/`);
  });

  it("marks a page served from the cache, keeping the rest of <html> as it was", () => {
    expect(markOfflineCopy('<!DOCTYPE html><html lang="en" data-unconfigured="llm"><head>')).toBe(
      `<!DOCTYPE html><html ${OFFLINE_COPY_ATTRIBUTE}="" lang="en" data-unconfigured="llm"><head>`,
    );
    expect(markOfflineCopy("<html><body>")).toBe(`<html ${OFFLINE_COPY_ATTRIBUTE}=""><body>`);
    // Only the element, never text that merely starts the same way.
    expect(markOfflineCopy("<htmlx>")).toBe("<htmlx>");
  });
});

describe("the first page's save request", () => {
  const page = `${ORIGIN}/youtube-title-generator?topic=x`;
  it("accepts this origin's page and hashed files only", () => {
    const m = readSavePageMessage(
      {
        type: SAVE_PAGE_MESSAGE,
        page,
        assets: [`${ORIGIN}/assets/a-12345678.js`, "https://evil.example/assets/x.js", `${ORIGIN}/api/status`, `${ORIGIN}/favicon.svg`, 42, "not a url"],
      },
      ORIGIN,
    );
    expect(m).toEqual({ type: SAVE_PAGE_MESSAGE, page, assets: [`${ORIGIN}/assets/a-12345678.js`] });
  });

  it("ignores anything else", () => {
    for (const data of [
      null,
      "save-page",
      { type: "other", page, assets: [] },
      { type: SAVE_PAGE_MESSAGE, page: "https://evil.example/", assets: [] },
      { type: SAVE_PAGE_MESSAGE, page: `${ORIGIN}/api/status`, assets: [] },
      { type: SAVE_PAGE_MESSAGE, page, assets: "x" },
      { type: SAVE_PAGE_MESSAGE, page: "::", assets: [] },
    ]) {
      expect(readSavePageMessage(data, ORIGIN), JSON.stringify(data)).toBeNull();
    }
  });

  it("saves at most 100 files", () => {
    const assets = Array.from({ length: 150 }, (_, i) => `${ORIGIN}/assets/c${i}-abcdefgh.js`);
    expect(readSavePageMessage({ type: SAVE_PAGE_MESSAGE, page, assets }, ORIGIN)?.assets).toHaveLength(100);
  });
});

describe("route discovery without a connection", () => {
  it("reads the build's manifest file for the version asked", () => {
    expect(routeManifestFile("c3b8eb4f")).toBe("/assets/manifest-c3b8eb4f.js");
    for (const v of [null, "", "../sw", "a/b", "x".repeat(40)]) expect(routeManifestFile(v), String(v)).toBeNull();
  });

  it("answers with every route of that file", () => {
    const routes = { root: { id: "root", path: "" }, "routes/home": { id: "routes/home", index: true, parentId: "root" } };
    expect(manifestRoutes(`window.__reactRouterManifest=${JSON.stringify({ entry: {}, routes, version: "c3b8eb4f" })};`)).toEqual(routes);
    expect(manifestRoutes(`window.__reactRouterManifest = ${JSON.stringify({ routes })}\n`)).toEqual(routes);
  });

  it("refuses a file that is not a manifest", () => {
    for (const js of ["", "export{}", "window.__reactRouterManifest={broken", 'window.__reactRouterManifest={"routes":[1]};', "window.other={};"]) {
      expect(manifestRoutes(js), js).toBeNull();
    }
  });
});
