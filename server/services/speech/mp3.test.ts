import { describe, expect, it } from "vitest";
import { mp3DurationMs, readFrameHeader, silentMp3 } from "./mp3";

describe("MP3 frames", () => {
  it("makes silent frames in the voice service's format: MPEG-2 layer III, 24 kHz, 48 kbit/s, 144 bytes, 24 ms", () => {
    const buf = silentMp3(3);
    expect(buf.length).toBe(432);
    expect(readFrameHeader(buf, 0)).toEqual({ length: 144, samples: 576, sampleRate: 24000 });
    expect(mp3DurationMs(buf)).toBe(72);
    expect(mp3DurationMs(silentMp3(125))).toBe(3000);
  });

  it("reads MPEG-1 layer III (44.1 kHz, 128 kbit/s) with padding", () => {
    const frame = new Uint8Array(418);
    frame.set([0xff, 0xfb, 0x92, 0x64]); // 128 kbit/s, 44.1 kHz, padding
    expect(readFrameHeader(frame, 0)).toEqual({ length: 418, samples: 1152, sampleRate: 44100 });
    expect(mp3DurationMs(frame)).toBe(26);
  });

  it("skips an ID3v2 tag and bytes that are not frames", () => {
    const tag = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    const joined = new Uint8Array([...tag, ...silentMp3(2), 0, 1, 2, ...silentMp3(1)]);
    expect(mp3DurationMs(joined)).toBe(72);
  });

  it("gives 0 for nothing or garbage", () => {
    expect(mp3DurationMs(new Uint8Array())).toBe(0);
    expect(mp3DurationMs(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]))).toBe(0);
  });
});
