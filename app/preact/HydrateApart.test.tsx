// @vitest-environment happy-dom
/**
 * Hydration in slices, with the runtime the pages ship: "react" is Preact's React layer here, as
 * in the builds (vite.config.ts); the rest of the unit tests render with React.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("react", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/compat/jsx-dev-runtime"));

const { hydrate, render } = await import("preact");
const { useEffect, useId, useState } = await import("preact/compat");
const { renderToString } = await import("preact-render-to-string");
const { adaptReactElements } = await import("./runtime");
const { HydrateApart, hydrateApart, whenHydrated } = await import("./HydrateApart");

adaptReactElements({ htmlAsFragment: false });

let log: string[] = [];
let ids: Record<string, string> = {};

function Field({ label }: { label: string }) {
  const id = useId();
  ids[label] = id;
  log.push(`render ${label}`);
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

function Counter({ locked }: { locked: boolean }) {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button type="button" disabled={locked} onClick={() => setCount(count + 1)}>
        क्लिक {count}
      </button>
      {count > 0 ? <Field label="Añadido después" /> : null}
    </div>
  );
}

/** A page: a field before and after its deferred parts, one part nested in another. */
function Page() {
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    log.push("page effect");
    setLocked(true);
  }, []);
  return (
    <div>
      <Field label="हिन्दी शीर्षक" />
      <HydrateApart name="tool">
        <section>
          <Field label="タイトル" />
          <Counter locked={locked} />
          <HydrateApart name="about">
            <article>
              <Field label="தமிழ்" />
            </article>
          </HydrateApart>
        </section>
      </HydrateApart>
      <Field label="Título" />
    </div>
  );
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
});

describe("HydrateApart", () => {
  it("hydrates parts in later tasks in place, with the server's ids, and effects after every part", async () => {
    const html = renderToString(<Page />);
    const serverIds = { ...ids };
    expect(new Set(Object.values(serverIds)).size).toBe(4);

    container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const before = container.innerHTML;
    const inputs = [...container.querySelectorAll("input")];
    const button = container.querySelector("button")!;

    log = [];
    ids = {};
    hydrateApart(() => hydrate(<Page />, container!));
    // The page's own pass: its parts wait, their server markup untouched.
    expect(log).toEqual(["render हिन्दी शीर्षक", "render Título"]);
    expect(container.innerHTML).toBe(before);

    await whenHydrated();
    await new Promise((r) => setTimeout(r, 30));
    // (then the effect's state change renders the page again)
    expect(log.slice(0, 5)).toEqual(["render हिन्दी शीर्षक", "render Título", "render タイトル", "render தமிழ்", "page effect"]);
    // Same elements, same ids as the server numbered them, in every part.
    expect([...container.querySelectorAll("input")]).toEqual(inputs);
    expect(ids).toEqual(serverIds);
    for (const input of inputs) expect(container.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    // The effect's state reached the part hydrated after it was queued, and the part handles clicks.
    expect(container.querySelector("button")).toBe(button);
    expect(button.disabled).toBe(true);
    button.disabled = false;
    button.click();
    await new Promise((r) => setTimeout(r, 10));
    expect(button.textContent).toBe("क्लिक 1");
    // A field shown after hydration, in a part the page has rendered again since, gets an id of its own.
    const all = [...container.querySelectorAll("input")].map((i) => i.id);
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
  });
});
