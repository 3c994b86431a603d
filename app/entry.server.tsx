import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { ServerRouter, type EntryContext } from "react-router";
import { adaptReactElements, documentHtml, scriptsAfterFirstPaint } from "./preact/runtime";

adaptReactElements({ htmlAsFragment: false });

/**
 * Pages are rendered by Preact, as the browser hydrates them (vite.config.ts aliases React to
 * Preact's compatibility layer in both builds): the same runtime on both sides gives the same
 * markup, element order and generated ids, so hydration adopts the page as it is.
 *
 * Every known page is pre-rendered at build time and the rest is the small 404 page, so the
 * whole document is rendered before it is sent (React Router's data stream is waited for inside
 * the render) rather than streamed in pieces.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const html = await renderToStringAsync((<ServerRouter context={routerContext} url={request.url} />) as unknown as VNode);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(scriptsAfterFirstPaint(documentHtml(html)), { status: responseStatusCode, headers: responseHeaders });
}
