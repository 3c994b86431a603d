import { useState } from "react";
import { downloadBlob } from "../../app/ui/download";
import { readApiError } from "./api-error";
import { canvasJpeg } from "./canvas-jpeg";

/**
 * One image size's Download button in the channel image downloaders: the file through our
 * server (which fetches it from an allowed host), else, offline or refused, the browser draws
 * the image on a canvas and saves a JPEG (spec §7); when both fail, the tool's own message.
 */
export function useImageDownload(o: {
  serverPath: string;
  url: string;
  fileName: string;
  quality: number;
  messages: { loadFailed: string; blobFailed: string };
  onFallback: () => void;
  failure: (serverMessage: string | null, fallbackMessage: string) => string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    let serverMessage: string | null = null;
    try {
      try {
        const res = await fetch(o.serverPath);
        if (res.ok) {
          downloadBlob(o.fileName, await res.blob());
          return;
        }
        serverMessage = readApiError(await res.json().catch(() => undefined))?.message ?? null;
      } catch {
        // Offline or the server is down: the browser may still reach the image itself.
      }
      try {
        downloadBlob(o.fileName, await canvasJpeg(o.url, o.quality, o.messages));
        o.onFallback();
      } catch (e) {
        setError(o.failure(serverMessage, e instanceof Error ? e.message : o.messages.loadFailed));
      }
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, download };
}
