/**
 * Writes a brotli and a gzip copy beside each script and stylesheet of the client build, once,
 * so the server sends the smallest file without compressing per request (server/assets.ts).
 * Usage: node --import tsx scripts/compress-assets.ts [build folder, default "build"]
 */
import { join, resolve } from "node:path";
import { compressAssetFiles } from "../server/assets";

const dir = join(resolve(process.argv[2] ?? "build"), "client", "assets");
const t = await compressAssetFiles(dir);
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
console.log(`Assets compressed: ${t.files} files, ${kb(t.identity)} → brotli ${kb(t.br)}, gzip ${kb(t.gzip)}.`);
