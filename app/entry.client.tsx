import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrateApart } from "./preact/HydrateApart";
import { adaptReactElements, nextTask } from "./preact/runtime";

adaptReactElements({ htmlAsFragment: true });

/**
 * React Router decodes the state the server wrote into the page asynchronously and, until it
 * has, throws that pending promise from HydratedRouter's first render: React suspends its root
 * on it, Preact's root does not. So the router is made ready first, outside any render: a first
 * call decodes the state (it throws the promise before any hook runs), a second, in a task of
 * its own, creates the router (and then stops at its first hook, outside a render). The page is
 * then hydrated once, in the task after, with the router ready.
 */
async function routerReady(): Promise<void> {
  const prepare = HydratedRouter as (props: object) => unknown;
  try {
    prepare({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
  await new Promise<void>((resolve) => nextTask(resolve));
  try {
    prepare({});
  } catch {
    // Expected: the router exists; its hooks run only in the real render.
  }
  await new Promise<void>((resolve) => nextTask(resolve));
}

void routerReady().then(() =>
  startTransition(() => {
    hydrateApart(() =>
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      ),
    );
  }),
);
