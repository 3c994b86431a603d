import { useSyncExternalStore } from "react";
import { OFFLINE_COPY_ATTRIBUTE } from "../pwa/sw-rules";

/**
 * Whether the page has a connection: the browser says so (`navigator.onLine`) and the page was
 * not served from the service worker's cache because the network failed (the worker marks such
 * copies; browsers often still report "online" on a dead network). Pages are rendered as
 * online; the real state is read after hydration. Back online, the mark is dropped.
 */
function subscribe(onChange: () => void): () => void {
  const online = () => {
    document.documentElement.removeAttribute(OFFLINE_COPY_ATTRIBUTE);
    onChange();
  };
  window.addEventListener("online", online);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", online);
    window.removeEventListener("offline", onChange);
  };
}

export function isOnline(): boolean {
  return navigator.onLine && !document.documentElement.hasAttribute(OFFLINE_COPY_ATTRIBUTE);
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
