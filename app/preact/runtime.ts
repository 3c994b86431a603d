import { Fragment, options, type VNode } from "preact";

/**
 * What Preact (the runtime that renders and hydrates the pages, see vite.config.ts) is told so
 * that React-style components render as they would with React.
 */

/** Props React reads and never writes to the page; Preact would write them out as attributes. */
export const REACT_ONLY_PROPS = ["suppressHydrationWarning", "suppressContentEditableWarning"] as const;

export interface Adaptation {
  /**
   * In the browser, Preact hydrates "into the document" as into its <html> element
   * (preactjs/preact#3794), so the root layout's <html> would be matched against <head> and a
   * second page appended: there the <html> element is taken as a fragment, its head and body
   * hydrating in place and its attributes (static: lang) staying as the server wrote them.
   */
  htmlAsFragment: boolean;
}

/** Rewrites one element before Preact renders it (exported for the unit test). */
export function adaptVNode<P>(vnode: VNode<P>, { htmlAsFragment }: Adaptation): void {
  if (typeof vnode.type !== "string") return;
  const props = vnode.props as Record<string, unknown>;
  for (const name of REACT_ONLY_PROPS) if (name in props) delete props[name];
  if (htmlAsFragment && vnode.type === "html") {
    vnode.type = Fragment as unknown as string;
    vnode.props = { children: props.children } as typeof vnode.props;
  }
}

/** Events after which React runs a render's effects at once: clicks, keys, presses, typing. */
export const DISCRETE_EVENTS: ReadonlySet<string> = new Set([
  "click", "dblclick", "auxclick", "contextmenu", "keydown", "keyup", "keypress", "pointerdown", "pointerup",
  "mousedown", "mouseup", "touchstart", "touchend", "input", "change", "beforeinput", "submit", "reset",
  "focusin", "focusout", "focus", "blur", "copy", "cut", "paste", "compositionstart", "compositionend",
]);

/**
 * When a render's effects run, as React schedules them: a render caused by a click or key has
 * its effects run before the next event is handled (a microtask; the event is still being
 * dispatched), any other in a task of its own right after (a message to itself, as React's
 * scheduler does). Preact waits for the next frame (up to 35 ms), so a key pressed just after a
 * menu opened found no Escape listener yet.
 */
export function scheduleEffects(flush: () => void, currentEvent: Event | undefined): void {
  if (currentEvent && DISCRETE_EVENTS.has(currentEvent.type)) queueMicrotask(flush);
  else if (held) void held.then(() => nextTask(flush));
  else nextTask(flush);
}

let held: Promise<void> | undefined;

/**
 * Effects that are not a click's or key's wait until `until` settles (the page's deferred parts
 * are hydrated, see HydrateApart.tsx); a click's or key's run as ever.
 */
export function holdEffectsUntil(until: Promise<void>): void {
  held = until;
  void until.then(() => (held = undefined));
}

/**
 * Numbers the generated ids (`useId`) of the component's subtree on their own, prefixed with
 * `scope`: Preact counts them from the nearest element that carries a counter (its `__m`, which
 * its server renderer reads too), the root otherwise. Does nothing under React.
 */
export function scopeIds(component: object, scope: string): void {
  const scoped = component as { __v?: { __m?: IdCounter }; idCounter?: IdCounter };
  // One counter for the component's life: each render gives it a new element, and ids made
  // after hydration (a field shown later) must not start again from 0.
  if (scoped.__v) scoped.__v.__m = scoped.idCounter ??= [scope, 0];
}

type IdCounter = [string, number];

/** Runs `callback` in a task of its own, queued now (a message to itself: no timer clamping). */
export function nextTask(callback: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    callback();
  };
  port2.postMessage(null);
}

let installed = false;

/**
 * Installs {@link adaptVNode} in Preact's element hook, once; in the browser, effects also run
 * when React would run them ({@link scheduleEffects}).
 */
export function adaptReactElements(adaptation: Adaptation): void {
  if (installed) return;
  installed = true;
  const next = options.vnode;
  options.vnode = (vnode) => {
    adaptVNode(vnode, adaptation);
    next?.(vnode);
  };
  if (typeof window !== "undefined" && typeof MessageChannel === "function") {
    options.requestAnimationFrame = (flush) => scheduleEffects(flush, window.event);
  }
}

const DOCUMENT_END = "</body></html>";

/**
 * The page's HTML from the rendered root: the doctype, and what React Router renders after the
 * document element (the scripts that hand its data to the browser) moved to the end of the
 * body, where React's renderer puts them and where the browser would have put them anyway.
 */
export function documentHtml(rendered: string): string {
  const end = rendered.indexOf(DOCUMENT_END);
  if (end < 0) return `<!DOCTYPE html>${rendered}`;
  return `<!DOCTYPE html>${rendered.slice(0, end)}${rendered.slice(end + DOCUMENT_END.length)}${DOCUMENT_END}`;
}

/**
 * Resolves (`go`) once the browser has reported the page's first contentful paint, or after the
 * first frame where it cannot report paints; at the latest after 2 s (a very slow first paint
 * does not hold the scripts back longer than that).
 */
const AFTER_FIRST_PAINT =
  "(go) => { setTimeout(go, 2000); " +
  'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go)); ' +
  'new PerformanceObserver((list, seen) => { if (list.getEntriesByName("first-contentful-paint").length) { seen.disconnect(); go(); } }).observe({ type: "paint", buffered: true }); }';

const MODULE_SCRIPT = /<script type="module" async>([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * The page's scripts are asked for once the page has painted, not while it is still waiting
 * for its stylesheet: React Router's module preloads and its inline module script (static
 * imports of the route modules, then the client entry) become one inline module script that
 * waits for the first contentful paint, then adds the preloads and imports the same modules in
 * the same order. On a slow connection the stylesheet and the page no longer share the line
 * with 60–90 KB of scripts, and a first paint never waits for them (Lighthouse counted them into
 * FCP and LCP whenever they arrived before the paint: 0.8 s or 1.2 s on the same page). A tab
 * opened in the background, which does not paint, asks for them at once. Pages without those
 * scripts are returned as they are.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const imports = [...script[1]!.matchAll(STATIC_IMPORT)];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const body = script[1]!.replace(STATIC_IMPORT, "").replace(/^;\n*/, "");
  const names = imports.map((m) => m[1]).join(", ");
  const loads = imports.map((m) => `import(${m[2]})`).join(", ");
  const deferred =
    '<script type="module" async>' +
    `if (document.visibilityState === "visible") await new Promise(${AFTER_FIRST_PAINT});\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    (imports.length > 0 ? `const [${names}] = await Promise.all([${loads}]);\n` : "") +
    `${body}</script>`;
  return (html.slice(0, script.index) + deferred + html.slice(script.index + script[0].length)).replace(MODULE_PRELOAD, "");
}
