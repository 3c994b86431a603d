import { crc32, deflateSync } from "node:zlib";

/** A valid RGB PNG of one colour, for the fake image servers in tests and the benchmark. */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [200, 60, 40], noise = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const o = y * row + 1 + x * 3;
      if (noise) {
        // Random pixels do not compress, so the file is about width × height × 3 bytes.
        for (let c = 0; c < 3; c++) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          raw[o + c] = seed >> 16;
        }
      } else {
        raw[o] = rgb[0];
        raw[o + 1] = rgb[1];
        raw[o + 2] = rgb[2];
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: noise ? 0 : 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
