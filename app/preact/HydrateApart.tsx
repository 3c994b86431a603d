import { Component, Suspense, type ReactNode } from "react";
import { holdEffectsUntil, nextTask, scopeIds } from "./runtime";

/**
 * Hydration in slices. Preact adopts a page in one task (React DOM cut its work into 5 ms
 * pieces), and on a phone a tool page's one task was 100–200 ms of blocked input (Lighthouse's
 * total blocking time). Each <HydrateApart> is adopted in a task of its own after the page's:
 * during the page's hydration it suspends, Preact keeps its server markup as it is, and it
 * resumes in the next task. Nothing changes on screen; its handlers attach a few milliseconds
 * later. On the server, in client navigations and under React it renders its child directly.
 *
 * What keeps a deferred part exactly as a whole-page hydration would have left it:
 * - its generated ids (`useId`) are numbered within the part ({@link scopeIds}), the same on the
 *   server and in the browser; numbered across the page, a part hydrated later would have got
 *   other ids than the server wrote (a label's `for`, a field found by id);
 * - effects that are not a click's or key's wait until every part is hydrated
 *   ({@link holdEffectsUntil}): hydration adopts attributes as the server wrote them, so a state
 *   an effect changed before a part hydrated (a tool that is not switched on disabling its
 *   button) would never reach that part's elements.
 *
 * The child must be one element (Preact keeps a suspended part's first node in place).
 */
let started = false;
let finished = false;
let pending = 0;
let settle: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => (settle = () => ((finished = true), resolve())));
const slices = new Map<string, Promise<void> | "done">();
const counted = new Set<string>();

function partDone(): void {
  if (--pending === 0) settle();
}

/** Hydrates the page (`hydrate` runs synchronously, as Preact's does) with its slices deferred. */
export function hydrateApart(hydrate: () => void): void {
  started = true;
  holdEffectsUntil(hydrated);
  pending++; // the page's own pass
  try {
    hydrate();
  } finally {
    partDone();
  }
}

/** Resolves once the page and all its slices are hydrated (at once where nothing is deferred). */
export function whenHydrated(): Promise<void> {
  return started ? hydrated : Promise.resolve();
}

class Slice extends Component<{ name: string; children: ReactNode }> {
  render() {
    const { name, children } = this.props;
    scopeIds(this, name);
    const state = slices.get(name);
    // Slices met while the page is hydrating (nested ones too, as their parent resumes) wait.
    if (started && !finished && state === undefined) {
      pending++;
      counted.add(name);
      const resumed = new Promise<void>((resolve) => nextTask(resolve)).then(() => void slices.set(name, "done"));
      slices.set(name, resumed);
      throw resumed;
    }
    if (state instanceof Promise) throw state;
    return children;
  }

  componentDidMount() {
    this.hydratedNow();
  }

  componentDidUpdate() {
    this.hydratedNow();
  }

  private hydratedNow() {
    if (slices.get(this.props.name) === "done" && counted.delete(this.props.name)) partDone();
  }
}

/** Its child (one element) is hydrated in a task of its own; `name` is unique on the page. */
export function HydrateApart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Slice name={name}>{children}</Slice>
    </Suspense>
  );
}
