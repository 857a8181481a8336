// Large pictures made at test time, as a red team sent them: smooth gradients (no noise), so a JPEG
// of 7740 × 7740 pixels is well under a megabyte yet costs hundreds of megabytes to decode.
import sharp, { type CreateRaw } from 'sharp';

/** Raw RGB (or 16-bit RGB) bytes of a diagonal gradient. */
function gradient(width: number, height: number, sixteenBit: boolean): Buffer {
  const channels = 3;
  const bytes = sixteenBit ? 2 : 1;
  const data = Buffer.alloc(width * height * channels * bytes);
  const max = 255; // 16-bit samples step by 257 (0x0101), so the file stays small
  for (let y = 0; y < height; y++) {
    const g = Math.round((y / height) * max);
    for (let x = 0; x < width; x++) {
      const r = Math.round((x / width) * max);
      const b = Math.round(((x + y) / (width + height)) * max);
      const at = (y * width + x) * channels;
      if (sixteenBit) {
        data.writeUInt16LE(r * 257, at * 2);
        data.writeUInt16LE(g * 257, at * 2 + 2);
        data.writeUInt16LE(b * 257, at * 2 + 4);
      } else {
        data[at] = r;
        data[at + 1] = g;
        data[at + 2] = b;
      }
    }
  }
  return data;
}

/** A progressive JPEG without chroma subsampling: the most memory a JPEG decode of that size takes. */
export function progressiveJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(gradient(width, height, false), { raw: { width, height, channels: 3 }, limitInputPixels: false })
    .jpeg({ progressive: true, quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** An interlaced 16-bit RGB PNG: slow to decode, and decoded whole (interlacing stops row-by-row reading). */
export function sixteenBitPng(width: number, height: number): Promise<Buffer> {
  return sharp(gradient(width, height, true), {
    // 16-bit raw input: libvips takes `depth`, which sharp's types leave out of raw input's options.
    raw: { width, height, channels: 3, depth: 'ushort' } as CreateRaw,
    limitInputPixels: false,
  })
    .toColourspace('rgb16')
    .png({ compressionLevel: 6, progressive: true })
    .toBuffer();
}
