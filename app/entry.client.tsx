import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { adaptReactElements } from "./preact/runtime";

adaptReactElements({ htmlAsFragment: true });

/**
 * React Router decodes the state the server wrote into the page asynchronously and, until it
 * has, throws that pending promise from HydratedRouter's first render: React suspends its root
 * on it, Preact's root does not. So the state is decoded first (the first call throws the
 * promise before any hook runs), then the page is hydrated once, with the router ready.
 */
async function routerStateDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

void routerStateDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
