import { Suspense, useLayoutEffect, type ReactNode } from "react";
import { nextTask } from "./runtime";

/**
 * Hydration in slices. Preact adopts a page in one task (React DOM cut its work into 5 ms
 * pieces), and on a phone a tool page's one task was 100–200 ms of blocked input (Lighthouse's
 * total blocking time). Each <HydrateApart> is adopted in a task of its own after the page's:
 * during the page's hydration it suspends, Preact keeps its server markup as it is, and it
 * resumes in the next task. Nothing changes on screen; its handlers attach a few milliseconds
 * later. On the server, in client navigations and under React it renders its child directly.
 *
 * The child must be one element (Preact keeps a suspended slice's first node in place).
 */
let started = false;
let finished = false;
let pending = 0;
let settle: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => (settle = () => ((finished = true), resolve())));
const slices = new Map<string, Promise<void> | "done">();

/** Hydrates the page (`hydrate` runs synchronously, as Preact's does) with its slices deferred. */
export function hydrateApart(hydrate: () => void): void {
  started = true;
  pending++; // the page's own pass
  try {
    hydrate();
  } finally {
    if (--pending === 0) settle();
  }
}

/** Resolves once the page and all its slices are hydrated (at once where nothing is deferred). */
export function whenHydrated(): Promise<void> {
  return started ? hydrated : Promise.resolve();
}

function Slice({ name, children }: { name: string; children: ReactNode }) {
  const state = slices.get(name);
  useLayoutEffect(() => {
    if (slices.get(name) !== "done" || state !== "done" || !counted.delete(name)) return;
    if (--pending === 0) settle();
  }, [name, state]);
  // Slices met while the page is hydrating (nested ones too, as their parent resumes) wait.
  if (started && !finished && state === undefined) {
    pending++;
    counted.add(name);
    const resumed = new Promise<void>((resolve) => nextTask(resolve)).then(() => void slices.set(name, "done"));
    slices.set(name, resumed);
    throw resumed;
  }
  if (state instanceof Promise) throw state;
  return <>{children}</>;
}
const counted = new Set<string>();

/** Its child (one element) is hydrated in a task of its own; `name` is unique on the page. */
export function HydrateApart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Slice name={name}>{children}</Slice>
    </Suspense>
  );
}
