import { handleCommaRequest, type CommaWorkerRequest, type CommaWorkerResponse } from "./worker-protocol";

/** The parts of a dedicated worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  addEventListener(type: "message", listener: (event: MessageEvent<CommaWorkerRequest>) => void): void;
  postMessage(message: CommaWorkerResponse): void;
}

// Large conversions run here so the page stays responsive (see LARGE_INPUT_CHARS).
const scope = self as unknown as WorkerScope;
scope.addEventListener("message", (event) => {
  scope.postMessage(handleCommaRequest(event.data));
});
