import { track } from "../lib/track";

/** Saves a Blob under the given file name through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  track("file_download", { file_name: fileName, size: blob.size });
}

export function downloadText(fileName: string, text: string, mimeType = "text/plain"): void {
  downloadBlob(fileName, new Blob([text], { type: `${mimeType};charset=utf-8` }));
}

/** JSON with two-space indentation, the format every JSON download of the spec uses. */
export function downloadJson(fileName: string, value: unknown): void {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  downloadText(fileName, text, "application/json");
}

/** Date as YYYY-MM-DD in the visitor's time zone, for file names. */
export function dateStamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
