/**
 * Builds the "Download All as ZIP" archive in the browser. fflate is loaded only when this runs
 * (the page's bundle stays small). Images are read one at a time and stored without
 * recompression (PNG and JPEG are compressed already), so the only large copies alive are
 * the images themselves and the archive's pieces; an image that cannot be read is skipped
 * and counted.
 */
import { buildManifest, MANIFEST_FILE, type ManifestRow } from "./logic";

export interface ZipItem extends ManifestRow {
  blob: Pick<Blob, "arrayBuffer">;
}

export interface ZipResult {
  blob: Blob;
  written: number;
  skipped: number;
}

export async function buildZip(items: readonly ZipItem[], opts: { pauseMs?: number; signal?: AbortSignal } = {}): Promise<ZipResult> {
  const { Zip, ZipPassThrough, ZipDeflate, strToU8 } = await import("fflate");
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else chunks.push(data);
  });
  const rows: ManifestRow[] = [];
  let skipped = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (opts.signal?.aborted) break;
    if (i > 0 && opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
    let data: Uint8Array;
    try {
      data = new Uint8Array(await item.blob.arrayBuffer());
      if (data.length === 0) throw new Error("empty");
    } catch {
      skipped++;
      continue;
    }
    const entry = new ZipPassThrough(item.fileName);
    zip.add(entry);
    entry.push(data, true);
    rows.push({ promptNumber: item.promptNumber, prompt: item.prompt, model: item.model, fileName: item.fileName });
  }
  const manifest = new ZipDeflate(MANIFEST_FILE, { level: 6 });
  zip.add(manifest);
  manifest.push(strToU8(buildManifest(rows)), true);
  zip.end();
  if (failure) throw failure;
  return { blob: new Blob(chunks as BlobPart[], { type: "application/zip" }), written: rows.length, skipped };
}
