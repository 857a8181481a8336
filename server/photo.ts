// A visitor's photo as the lead store keeps it: decoded by sharp (so only a real picture passes,
// whatever its name or declared type says), turned upright by its EXIF orientation, made at most
// MAX_SIDE pixels on its longer side and written again as a JPEG. Nothing of the original file is
// kept: no EXIF (camera, time, GPS position), no XMP, no ICC profile (colours are converted to sRGB),
// no other bytes an attacker could have put in it.
import sharp from 'sharp';
import type { LeadPhoto } from '../shared/leads.js';

/** The longer side of a stored photo: enough to see a job on a screen or in a printout. */
const MAX_SIDE = 2048;
/** Larger pictures (48 MP phone cameras fit) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const QUALITY = 82;
/** What libvips reads that a photo can be; no SVG (a drawing with scripts and links) or PDF. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

/** The photo re-encoded without its metadata, or null when the bytes are not a picture sharp can read. */
export async function reencodePhoto(input: Buffer): Promise<LeadPhoto | null> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
    const { format } = await image.metadata();
    if (!format || !PHOTO_FORMATS.has(format)) return null;
    const { data, info } = await image
      .rotate() // by the EXIF orientation, which is then dropped with the rest
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { content_type: 'image/jpeg', width: info.width, height: info.height, bytes: data.length, data };
  } catch {
    return null; // not a picture, a damaged one, or one too large to decode
  }
}
