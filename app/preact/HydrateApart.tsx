import { Component, Fragment, isValidElement, Suspense, type ReactNode } from "react";
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
 * - a part the page renders differently while it waits (a click changed its props in the few
 *   milliseconds before it resumes) is built afresh once hydrated, from the current state.
 *
 * The child must be one element (Preact keeps a suspended part's first node in place).
 */
let started = false;
let finished = false;
let pending = 0;
let settle: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => (settle = () => ((finished = true), resolve())));
const slices = new Map<string, Promise<void> | "done">();
/** Parts waited for (counted in `pending`), what each was first rendered with, and those changed since. */
const counted = new Set<string>();
const waitingWith = new Map<string, ReactNode>();
const stale = new Set<string>();

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

class Slice extends Component<{ name: string; children: ReactNode }, { generation: number }> {
  state = { generation: 0 };

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
      waitingWith.set(name, children);
      throw resumed;
    }
    if (state instanceof Promise) {
      // Rendered again while waiting, changed (a click, in the few milliseconds before it
      // resumes): hydration, adopting the server's attributes, would not show the change.
      if (!sameTree(waitingWith.get(name), children)) stale.add(name);
      throw state;
    }
    return <Fragment key={this.state.generation}>{children}</Fragment>;
  }

  componentDidMount() {
    this.hydratedNow();
  }

  componentDidUpdate() {
    this.hydratedNow();
  }

  componentWillUnmount() {
    // Removed before it resumed (a search hid a card): nothing left to wait for.
    const { name } = this.props;
    stale.delete(name);
    waitingWith.delete(name);
    if (counted.delete(name)) partDone();
  }

  private hydratedNow() {
    const { name } = this.props;
    if (slices.get(name) !== "done" || !counted.delete(name)) return;
    waitingWith.delete(name);
    // A part changed while it waited is built afresh from the current state, then counted.
    if (stale.delete(name)) {
      counted.add(name);
      this.setState({ generation: this.state.generation + 1 });
      return;
    }
    partDone();
  }
}

/**
 * Whether two renders of a part's elements are the same but for their handlers (which
 * hydration attaches anyway); props that are objects count as changed unless the same object.
 */
export function sameTree(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameTree(x, b[i]));
  }
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = new Set([...Object.keys(pa), ...Object.keys(pb)]);
  for (const key of keys) {
    const [x, y] = [pa[key], pb[key]];
    if (typeof x === "function" && typeof y === "function") continue;
    if (key === "children" ? !sameTree(x, y) : x !== y) return false;
  }
  return true;
}

/** Its child (one element) is hydrated in a task of its own; `name` is unique on the page. */
export function HydrateApart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Slice name={name}>{children}</Slice>
    </Suspense>
  );
}
