// @vitest-environment happy-dom
/**
 * What the pages rely on from their runtime (Preact's React layer, see vite.config.ts), checked
 * with the same packages the builds use.
 */
import { createElement as h, hydrate, render } from "preact";
import { useId, useSyncExternalStore } from "preact/compat";
import { renderToString } from "preact-render-to-string";
import { afterEach, describe, expect, it } from "vitest";
import { adaptVNode, DISCRETE_EVENTS, scheduleEffects } from "./runtime";

/** A store whose browser value differs from the one pages are rendered with (as favourites do). */
function makeStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    get: () => value,
    set(v: string) {
      value = v;
      for (const l of listeners) l();
    },
  };
}

function Star({ store }: { store: ReturnType<typeof makeStore> }) {
  const state = useSyncExternalStore(store.subscribe, store.get, () => "off");
  return h("button", { "aria-pressed": state === "on" ? "true" : "false", "data-state": state }, state);
}

let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

function mount(html: string): HTMLElement {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const effectsRun = () => new Promise((r) => setTimeout(r, 50));

describe("useSyncExternalStore as React defines it for rendered pages", () => {
  // Hydration adopts elements without rewriting their attributes, so a store read in the browser
  // value while hydrating (a favourite's star) would leave the server's attributes for good.
  it("hydrates with the server's value, adopting the button as it is, then shows the browser's", async () => {
    const store = makeStore("on");
    const root = mount('<button aria-pressed="false" data-state="off">off</button>');
    const button = root.querySelector("button")!;
    hydrate(h(Star, { store }), root);
    expect(root.innerHTML).toBe('<button aria-pressed="false" data-state="off">off</button>');
    await effectsRun();
    // The same element, now showing the browser's value: attributes rewritten, not left stale.
    expect(root.querySelector("button")).toBe(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toBe("on");
    store.set("off");
    await effectsRun();
    expect(button.getAttribute("aria-pressed")).toBe("false");
  });

  it("gives a component mounted after hydration the browser's value at once", async () => {
    const store = makeStore("on");
    const root = mount("");
    const seen: string[] = [];
    function Probe() {
      const v = useSyncExternalStore(store.subscribe, store.get, () => "off");
      seen.push(v);
      return h("span", null, v);
    }
    render(h(Probe, null), root);
    await effectsRun();
    expect(seen).toEqual(["on"]);
  });
});

describe("the same runtime on both sides", () => {
  it("hydrates server markup in place: generated ids match and nothing is added", async () => {
    function Field({ label }: { label: string }) {
      const id = useId();
      return h("p", null, h("label", { htmlFor: id }, label), h("input", { id }));
    }
    const tree = () => h("form", null, h(Field, { label: "हिन्दी शीर्षक" }), h(Field, { label: "タイトル" }));
    const root = mount(renderToString(tree()));
    const before = [...root.querySelectorAll("input")];
    hydrate(tree(), root);
    const inputs = [...root.querySelectorAll("input")];
    expect(inputs).toEqual(before);
    for (const input of inputs) expect(root.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(new Set(inputs.map((i) => i.id)).size).toBe(2);
  });
});

describe("adaptVNode", () => {
  it("drops props only React reads, which Preact would write out as attributes", () => {
    const vnode = h("script", { suppressHydrationWarning: true, id: "x" });
    adaptVNode(vnode, { htmlAsFragment: false });
    expect(vnode.props).toEqual({ id: "x" });
  });

  it("takes <html> as a fragment only where asked (the browser), keeping its children", () => {
    const head = h("head", null);
    const onServer = h("html", { lang: "en" }, head);
    adaptVNode(onServer, { htmlAsFragment: false });
    expect(onServer.type).toBe("html");
    const inBrowser = h("html", { lang: "en" }, head);
    adaptVNode(inBrowser, { htmlAsFragment: true });
    expect(typeof inBrowser.type).toBe("function");
    expect((inBrowser.props as { children: unknown }).children).toBe(head);
    expect(inBrowser.props).not.toHaveProperty("lang");
  });

  it("leaves components alone", () => {
    const C = () => null;
    const vnode = h(C, { suppressHydrationWarning: true } as object);
    adaptVNode(vnode, { htmlAsFragment: true });
    expect(vnode.props).toHaveProperty("suppressHydrationWarning");
  });
});

describe("scheduleEffects", () => {
  it("runs a render's effects before the next event when a click or key caused it", async () => {
    const order: string[] = [];
    scheduleEffects(() => order.push("effects"), new KeyboardEvent("keydown", { key: "Enter" }));
    setTimeout(() => order.push("next event"));
    await Promise.resolve();
    expect(order).toEqual(["effects"]);
  });

  it("runs any other render's effects in a task of their own, without waiting for a frame", async () => {
    const order: string[] = [];
    scheduleEffects(() => order.push("effects"), undefined);
    scheduleEffects(() => order.push("after a scroll"), new Event("scroll"));
    await Promise.resolve();
    expect(order).toEqual([]);
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual(["effects", "after a scroll"]);
  });

  it("treats presses, typing and focus moves as discrete, as React does", () => {
    for (const type of ["click", "keydown", "pointerdown", "input", "focusin", "paste"]) expect(DISCRETE_EVENTS.has(type)).toBe(true);
    for (const type of ["scroll", "mousemove", "pointermove", "resize", "load"]) expect(DISCRETE_EVENTS.has(type)).toBe(false);
  });
});
