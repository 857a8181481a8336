// The site's picture files: what an upload becomes (type read from its bytes, turned upright, metadata
// such as GPS removed), safe names, and thumbnails cached outside assets/. No caller's text ever
// becomes a path: names are slugged, and existing files are found by listing the folder.
import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** What the site accepts, by the type its bytes show, and the extension it is stored under. */
const ACCEPTED: Record<string, 'jpg' | 'png' | 'webp' | 'avif'> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif',
};
/** The same files the schema's Image `src` pattern allows (SVGs come from the repository, never uploads). */
const PICTURE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|jpeg|png|webp|avif|svg)$/;

export class PictureRefused extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

export interface PictureFile { name: string; bytes: number; width?: number; height?: number; modified: number }

export async function listPictures(dir: string): Promise<PictureFile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => PICTURE_NAME.test(n)).sort();
  return Promise.all(names.map(async (name) => {
    const file = path.join(dir, name);
    const [info, meta] = await Promise.all([stat(file), sharp(file).metadata().catch(() => undefined)]);
    return { name, bytes: info.size, width: meta?.autoOrient.width, height: meta?.autoOrient.height, modified: info.mtimeMs };
  }));
}

/** The name of an existing picture, or a 404: a request's name is only ever compared with the folder's. */
export async function existingPicture(dir: string, name: string): Promise<string> {
  const names = await readdir(dir).catch(() => [] as string[]);
  if (!PICTURE_NAME.test(name) || !names.includes(name)) throw new PictureRefused(404, `There is no picture named "${name}" in the images folder.`);
  return path.join(dir, name);
}

/** "My Photo (1).JPG" → "my-photo-1": lower-case letters, digits and dashes only, so never a path. */
export function slugOf(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '') || 'picture';
}

/** A new picture's name ("name.ext"), refused unless it is a plain file name the schema accepts. */
export function checkedNewName(name: string, extension: string): string {
  if (!PICTURE_NAME.test(name) || !name.endsWith(`.${extension}`)) {
    throw new PictureRefused(400, `"${name}" cannot be a picture's name: use lower-case letters, digits and dashes, ending in .${extension} (e.g. back-garden.${extension}).`);
  }
  return name;
}

/**
 * Stores an uploaded file in `dir` as the type its bytes show: turned upright per its EXIF orientation,
 * converted to sRGB, with every piece of metadata (EXIF, GPS, XMP, the colour profile) left out.
 * Never replaces a file: a taken name gets -2, -3…
 */
export async function storeUpload(dir: string, originalName: string, bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ACCEPTED[type.mime];
  if (!extension) {
    const looksSvg = /\.svg$/i.test(originalName) || /^\s*(<\?xml|<svg)/i.test(bytes.subarray(0, 256).toString('utf8'));
    if (looksSvg) throw new PictureRefused(415, 'SVG files are not accepted here: an SVG can carry scripts. Save the drawing as a PNG (or a photo as a JPEG) and upload that.');
    throw new PictureRefused(415, `"${originalName}" is not a picture the site can use (its contents are ${type ? type.mime : 'not an image'}). Upload a JPEG, PNG, WebP or AVIF file.`);
  }
  // sharp keeps no metadata unless asked (keepMetadata/withMetadata), and converts to sRGB by default.
  const image = sharp(bytes, { autoOrient: true });
  const cleaned = await (extension === 'jpg' ? image.jpeg({ quality: 90, mozjpeg: true })
    : extension === 'png' ? image.png({ compressionLevel: 9 })
      : extension === 'webp' ? image.webp({ quality: 90 })
        : image.avif({ quality: 70 })).toBuffer()
    .catch(() => { throw new PictureRefused(422, `"${originalName}" looks like a ${type!.mime} file but could not be read: it may be damaged. Export it again and upload it.`); });
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.upload-${process.pid}-${Date.now()}.tmp`);
  await writeFile(temporary, cleaned);
  try {
    const slug = slugOf(originalName);
    for (let n = 1; ; n++) {
      const name = `${slug}${n > 1 ? `-${n}` : ''}.${extension}`;
      // link() fails when the name is taken, so two uploads never overwrite each other or an old picture.
      try { await link(temporary, path.join(dir, name)); return name; } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally { await unlink(temporary).catch(() => undefined); }
}

const THUMBNAILS = path.join(os.tmpdir(), 'site-editor-thumbnails');

/** A 360 px wide WebP of the picture, made once per content and kept in the system's temp folder. */
export async function thumbnailOf(file: string): Promise<Buffer> {
  const bytes = await readFile(file);
  const cached = path.join(THUMBNAILS, `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.webp`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const thumbnail = await sharp(bytes, { autoOrient: true }).resize({ width: 360, height: 270, fit: 'inside', withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
  await mkdir(THUMBNAILS, { recursive: true });
  await writeFile(cached, thumbnail);
  return thumbnail;
}
