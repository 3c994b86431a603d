// @vitest-environment happy-dom
/**
 * A click that changes a deferred part before it has hydrated (a file of its own: a page
 * hydrates once, and so does this module). "react" is Preact's React layer, as in the builds.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("react", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/compat/jsx-dev-runtime"));

const { hydrate } = await import("preact");
const { useState } = await import("preact/compat");
const { renderToString } = await import("preact-render-to-string");
const { adaptReactElements } = await import("./runtime");
const { HydrateApart, hydrateApart, sameTree, whenHydrated } = await import("./HydrateApart");

adaptReactElements({ htmlAsFragment: false });

function Page() {
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState(true);
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Herramientas
      </button>
      <button type="button" id="hide" onClick={() => setCard(false)}>
        隠す
      </button>
      {card ? (
        <HydrateApart name="card">
          <p id="card">บัตร</p>
        </HydrateApart>
      ) : null}
      <HydrateApart name="panel">
        <div id="panel" hidden={!open}>
          <a href="/text-to-speech">टेक्स्ट से आवाज़</a>
        </div>
      </HydrateApart>
      <HydrateApart name="other">
        <p id="other">その他</p>
      </HydrateApart>
    </div>
  );
}

describe("HydrateApart, a part changed while it waits", () => {
  it("shows the change once hydrated, built afresh; parts left alone keep their elements; removed ones are not waited for", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const other = container.querySelector("#other");

    hydrateApart(() => hydrate(<Page />, container));
    const button = container.querySelector("button")!;
    button.click();
    container.querySelector<HTMLButtonElement>("#hide")!.click();
    await Promise.resolve();
    // The button (hydrated with the page) answered; the panel has not hydrated yet.
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(container.querySelector("#panel")!.hasAttribute("hidden")).toBe(true);

    // A part removed before it resumed is not waited for.
    await whenHydrated();
    expect(container.querySelector("#card")).toBeNull();
    expect(container.querySelector("#panel")!.hasAttribute("hidden")).toBe(false);
    expect(container.querySelectorAll("#panel")).toHaveLength(1);
    expect(container.querySelector("#other")).toBe(other);
    button.click();
    await new Promise((r) => setTimeout(r, 10));
    expect(container.querySelector("#panel")!.hasAttribute("hidden")).toBe(true);
  });
});

describe("sameTree", () => {
  const Card = ({ name }: { name: string }) => <li>{name}</li>;
  it("counts two renders the same when only handlers are new closures", () => {
    const make = () => (
      <ul className="grid">
        <Card name="हिन्दी" />
        {["தமிழ்", "ไทย"].map((n) => (
          <li key={n} onClick={() => n}>
            {n}
          </li>
        ))}
      </ul>
    );
    expect(sameTree(make(), make())).toBe(true);
  });

  it("sees a changed attribute, text, component prop, key, element type or number of children", () => {
    const base = (over: { hidden?: boolean; text?: string; name?: string; k?: string; tag?: "p" | "div"; extra?: boolean } = {}) => {
      const Tag = over.tag ?? "p";
      return (
        <section hidden={over.hidden ?? false}>
          <Tag key={over.k ?? "a"}>{over.text ?? "العربية"}</Tag>
          <Card name={over.name ?? "Español"} />
          {over.extra ? <b>日本語</b> : null}
        </section>
      );
    };
    for (const changed of [{ hidden: true }, { text: "Ñandú" }, { name: "Português" }, { k: "b" }, { tag: "div" as const }, { extra: true }]) {
      expect(sameTree(base(), base(changed)), JSON.stringify(changed)).toBe(false);
    }
    expect(sameTree(<p style={{ color: "red" }} />, <p style={{ color: "red" }} />)).toBe(false);
  });
});
