// A visitor's photo as the lead store keeps it: decoded by sharp (so only a real picture passes,
// whatever its name or declared type says), turned upright by its EXIF orientation, made at most
// MAX_SIDE pixels on its longer side and written again as a JPEG. Nothing of the original file is
// kept: no EXIF (camera, time, GPS position), no XMP, no ICC profile (colours are converted to sRGB),
// no other bytes an attacker could have put in it.
//
// Memory: decoding is the costly part. A progressive JPEG is held whole as DCT coefficients while it
// decodes (6 bytes a pixel without chroma subsampling: 300 MB for 50 MP), whatever its file size, so
// five 7740² JPEGs of 1 MB each once took a server from 114 MB to 2 GB. So: a pixel limit checked on
// the header before any decode, one decode at a time (photo-queue.ts, in contact-route.ts), libvips'
// cache off (it kept decoded images of past posts) and one libvips thread per decode (the other core
// stays with the pages). The allocator that gives the memory back is `npm run serve`'s (package.json).
import sharp from 'sharp';
import type { LeadPhoto } from '../../shared/leads.js';

sharp.cache(false);
sharp.concurrency(1);

/** The longer side of a stored photo: enough to see a job on a screen or in a printout. */
const MAX_SIDE = 2048;
/**
 * The most pixels a photo may have: 8192 × 6144, the largest photo of a 50-megapixel phone camera
 * (48 MP ones take 8064 × 6048; most phones save 12 MP, 4032 × 3024). Larger pictures (108 and
 * 200 MP modes, scans, made-up ones) are refused in words from the header, before they are decoded.
 */
const MAX_INPUT_PIXELS = 8192 * 6144;
/** The limit as the visitor reads it, in millions of pixels. */
export const MAX_MEGAPIXELS = 50;
const QUALITY = 82;
/** What libvips reads that a photo can be; no SVG (a drawing with scripts and links) or PDF. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

/** The photo as stored, or why it was refused: no picture sharp can read, or more pixels than MAX_INPUT_PIXELS. */
export type Reencoded = { photo: LeadPhoto } | { refused: 'notPhoto' | 'tooManyPixels' };

/** The photo re-encoded without its metadata, or why it cannot be. */
export async function reencodePhoto(input: Buffer): Promise<Reencoded> {
  try {
    // The header only (sharp's limit would refuse it here as no picture at all), to tell the visitor why.
    const { format, width, height, pageHeight } = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
    if (!format || !PHOTO_FORMATS.has(format)) return { refused: 'notPhoto' };
    if ((width ?? 0) * (pageHeight ?? height ?? 0) > MAX_INPUT_PIXELS) return { refused: 'tooManyPixels' };
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate() // by the EXIF orientation, which is then dropped with the rest
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { photo: { content_type: 'image/jpeg', width: info.width, height: info.height, bytes: data.length, data } };
  } catch {
    return { refused: 'notPhoto' }; // not a picture, or a damaged one
  }
}
