import { handleCaseRequest, type CaseWorkerRequest, type CaseWorkerResponse } from "./worker-protocol";

/** The parts of a dedicated worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  addEventListener(type: "message", listener: (event: MessageEvent<CaseWorkerRequest>) => void): void;
  postMessage(message: CaseWorkerResponse): void;
}

// Large conversions and counts run here so the page stays responsive (see LARGE_INPUT_CHARS).
const scope = self as unknown as WorkerScope;
scope.addEventListener("message", (event) => {
  scope.postMessage(handleCaseRequest(event.data));
});
