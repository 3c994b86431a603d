import { createElement as h } from "preact";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { useSyncExternalStore } from "preact/compat";
import { documentHtml, scriptsAfterFirstPaint } from "./runtime";

describe("useSyncExternalStore on the server", () => {
  it("renders the server's value and never reads the browser's (which needs window)", () => {
    function Online() {
      const online = useSyncExternalStore(
        () => () => undefined,
        () => {
          throw new Error("read the browser's value on the server");
        },
        () => true,
      );
      return h("p", null, online ? "online" : "offline");
    }
    expect(renderToString(h(Online, null))).toBe("<p>online</p>");
  });

  it("falls back to the one snapshot it has", () => {
    function Count() {
      return h("b", null, useSyncExternalStore(() => () => undefined, () => 3));
    }
    expect(renderToString(h(Count, null))).toBe("<b>3</b>");
  });
});

describe("documentHtml", () => {
  it("adds the doctype and moves what follows the document element to the end of the body", () => {
    const rendered = '<html lang="en"><head><title>हिन्दी</title></head><body><main>ok</main></body></html><!--$s--><script>window.x=1</script><!--/$s-->';
    expect(documentHtml(rendered)).toBe('<!DOCTYPE html><html lang="en"><head><title>हिन्दी</title></head><body><main>ok</main><!--$s--><script>window.x=1</script><!--/$s--></body></html>');
  });

  it("leaves a document with nothing after it, or without a body, as it is", () => {
    expect(documentHtml("<html><body><p>x</p></body></html>")).toBe("<!DOCTYPE html><html><body><p>x</p></body></html>");
    expect(documentHtml("<p>fragment</p>")).toBe("<!DOCTYPE html><p>fragment</p>");
  });
});

describe("scriptsAfterFirstPaint", () => {
  // The shape React Router renders at the end of the body (7.x), with a Hindi title around it.
  const page = [
    '<!DOCTYPE html><html lang="en"><head><title>हिन्दी उपकरण</title><link rel="stylesheet" href="/assets/root.css"/></head><body><main>नमस्ते</main>',
    '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/><link rel="modulepreload" href="/assets/root-C.js"/><link rel="modulepreload" href="/assets/about-us-D.js"/>',
    '<script>window.__reactRouterContext = {"basename":"/"};</script>',
    '<script type="module" async>;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/about-us-D.js";\n  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n  window.__reactRouterRouteModules = {"root":route0,"routes/about-us":route1};\n\nimport("/assets/entry.client-A.js");</script>',
    '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
  ].join("");

  it("asks for the scripts after the first paint: preloads added then, the same modules imported in the same order", () => {
    const out = scriptsAfterFirstPaint(page);
    expect(out).not.toContain('rel="modulepreload" href=');
    const script = /<script type="module" async>([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script).not.toMatch(/^import \* as/m);
    const wait = script.indexOf("first-contentful-paint");
    const preload = script.indexOf('["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/about-us-D.js"]');
    const routes = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/about-us-D.js")]);');
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/about-us":route1};');
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect([wait, preload, routes, modules, entry].every((i) => i >= 0)).toBe(true);
    expect(wait < preload && preload < routes && routes < modules && modules < entry).toBe(true);
    // A tab opened in the background does not wait for a paint that will not come.
    expect(script.startsWith('if (document.visibilityState === "visible") await')).toBe(true);
    // Everything else is as it was.
    expect(out.replace(/<script type="module" async>[\s\S]*?<\/script>/, "")).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(/<script type="module" async>[\s\S]*?<\/script>/, ""),
    );
  });

  it("is valid JavaScript for a module (top-level await)", async () => {
    const script = /<script type="module" async>([\s\S]*?)<\/script>/.exec(scriptsAfterFirstPaint(page))![1]!;
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("leaves a page without React Router's module script as it is", () => {
    const plain = '<!DOCTYPE html><html><body><p>オフライン</p><script>1</script></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
