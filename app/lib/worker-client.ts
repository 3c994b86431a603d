/**
 * A lazily started Web Worker behind a promise per request. If workers are unavailable or
 * the worker script fails to load, requests run on the page instead (slower on huge
 * inputs, but the tool keeps working).
 */

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

export interface WorkerClient<Req extends { id: number }, Res extends { id: number }> {
  request(body: WithoutId<Req>): Promise<Res>;
  /** Stops the worker; a later request starts a new one. */
  dispose(): void;
}

export function createWorkerClient<Req extends { id: number }, Res extends { id: number }>(
  spawn: () => Worker,
  runInline: (request: Req) => Res,
): WorkerClient<Req, Res> {
  let worker: Worker | null = null;
  let unavailable = false;
  let nextId = 1;
  const pending = new Map<number, { request: Req; resolve: (response: Res) => void }>();

  function fallBackToInline() {
    unavailable = true;
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const { request, resolve } of waiting) resolve(runInline(request));
  }

  function ensureWorker(): Worker | null {
    if (unavailable) return null;
    if (worker) return worker;
    try {
      worker = spawn();
    } catch {
      unavailable = true;
      return null;
    }
    worker.addEventListener("message", (event: MessageEvent<Res>) => {
      const entry = pending.get(event.data.id);
      if (!entry) return;
      pending.delete(event.data.id);
      entry.resolve(event.data);
    });
    // The handler catches its own errors, so an error event means the script did not load.
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      fallBackToInline();
    });
    return worker;
  }

  return {
    request(body) {
      // TypeScript cannot see that a union member without its id, plus an id, is that member again.
      const request = { ...body, id: nextId++ } as unknown as Req;
      return new Promise<Res>((resolve) => {
        const target = typeof Worker === "undefined" ? null : ensureWorker();
        if (!target) {
          // A macrotask later, so a "Converting…" state can paint first.
          setTimeout(() => resolve(runInline(request)), 0);
          return;
        }
        pending.set(request.id, { request, resolve });
        target.postMessage(request);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      pending.clear();
    },
  };
}
