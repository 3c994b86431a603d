/**
 * Just enough MPEG audio (MP3) to join pieces correctly: the playing time of a buffer of
 * frames, so word timings of later pieces can be shifted by the audio before them, and a
 * generator of silent frames for fakes and tests.
 */

// Bitrates in kbit/s by [version group][layer][index]; version group 0 = MPEG-1, 1 = MPEG-2/2.5.
const BITRATES: Record<0 | 1, Record<1 | 2 | 3, number[]>> = {
  0: {
    1: [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    2: [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    3: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  },
  1: {
    1: [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    3: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  },
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface Mp3Frame {
  /** Bytes, header included. */
  length: number;
  samples: number;
  sampleRate: number;
}

/** Reads the frame header at `i`, or undefined if there is none. */
export function readFrameHeader(buf: Uint8Array, i: number): Mp3Frame | undefined {
  if (i + 4 > buf.length || buf[i] !== 0xff || (buf[i + 1]! & 0xe0) !== 0xe0) return undefined;
  const b1 = buf[i + 1]!;
  const b2 = buf[i + 2]!;
  const versionBits = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5, 1 = reserved
  const layerBits = (b1 >> 1) & 3; // 3 = layer I, 2 = II, 1 = III
  if (versionBits === 1 || layerBits === 0) return undefined;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const group = versionBits === 3 ? 0 : 1;
  const bitrate = BITRATES[group][layer][bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[versionBits]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  if (layer === 1) return { length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4, samples: 384, sampleRate };
  const samples = layer === 3 && group === 1 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

/** Size of an ID3v2 tag at the start, or 0. */
function id3Size(buf: Uint8Array): number {
  if (buf.length < 10 || buf[0] !== 0x49 || buf[1] !== 0x44 || buf[2] !== 0x33) return 0;
  const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7) | (buf[9]! & 0x7f);
  return 10 + size + (buf[5]! & 0x10 ? 10 : 0);
}

/** Playing time in milliseconds: the sum of all frames' samples; bytes between frames are skipped. */
export function mp3DurationMs(buf: Uint8Array): number {
  let i = id3Size(buf);
  let seconds = 0;
  while (i + 4 <= buf.length) {
    const f = readFrameHeader(buf, i);
    if (f && f.length > 4) {
      seconds += f.samples / f.sampleRate;
      i += f.length;
    } else i++;
  }
  return Math.round(seconds * 1000);
}

/**
 * `count` frames of digital silence: MPEG-2 Layer III, 24 kHz, 48 kbit/s, mono — the format
 * the voice service sends (audio-24khz-48kbitrate-mono-mp3). Each frame is 144 bytes and 24 ms.
 * All-zero side information means no coded data, which every decoder plays as silence.
 */
export function silentMp3(count: number): Uint8Array {
  const frame = new Uint8Array(144);
  frame.set([0xff, 0xf3, 0x64, 0xc4]); // sync, MPEG-2, layer III, no CRC; 48 kbit/s, 24 kHz, no padding; mono
  const out = new Uint8Array(frame.length * count);
  for (let k = 0; k < count; k++) out.set(frame, k * frame.length);
  return out;
}
