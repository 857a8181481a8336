// The site's picture files: what an upload becomes (type read from its bytes, turned upright, metadata
// such as GPS removed), safe names, and thumbnails cached outside assets/. No caller's text ever
// becomes a path: names are slugged, and existing files are found by listing the folder.
import { createHash, randomUUID } from 'node:crypto';
import { chmod, link, lstat, mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import writeFileAtomic from 'write-file-atomic';
import { CACHE_DIR } from '../../generator/api';
import { contentHashOf, pictureIndexOf, PICTURE_NAME } from './picture-index';
import { slugFrom } from '../../shared/site/slug';
import { t } from '../shared/i18n';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** What the site accepts, by the type its bytes show, and the extension it is stored under. */
const ACCEPTED: Record<string, 'jpg' | 'png' | 'webp' | 'avif'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export class PictureRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PictureFile {
  name: string;
  bytes: number;
  width?: number;
  height?: number;
  modified: number;
}

export async function listPictures(dir: string): Promise<PictureFile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => PICTURE_NAME.test(n)).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const [info, meta] = await Promise.all([
        stat(file),
        sharp(file)
          .metadata()
          .catch(() => undefined),
      ]);
      return {
        name,
        bytes: info.size,
        width: meta?.autoOrient.width,
        height: meta?.autoOrient.height,
        modified: info.mtimeMs,
      };
    }),
  );
}

/** The name of an existing picture, or a 404: a request's name is only ever compared with the folder's. */
export async function existingPicture(dir: string, name: string): Promise<string> {
  const names = await readdir(dir).catch(() => [] as string[]);
  if (!PICTURE_NAME.test(name) || !names.includes(name))
    throw new PictureRefused(404, t('server.pictures.missing', { name }));
  return path.join(dir, name);
}

/**
 * "My Photo (1).JPG" → "my-photo-1", "Grüße Straße.png" → "gruesse-strasse" on a German site: the site's
 * address names (shared/site/slug.ts), at most 60 characters, so never a path.
 */
export function slugOf(fileName: string, locale = 'en'): string {
  return (
    slugFrom(fileName.replace(/\.[^.]*$/, ''), locale)
      .slice(0, 60)
      .replace(/-+$/, '') || 'picture'
  );
}

/** A new picture's name ("name.ext"), refused unless it is a plain file name the schema accepts. */
export function checkedNewName(name: string, extension: string): string {
  if (!PICTURE_NAME.test(name) || !name.endsWith(`.${extension}`)) {
    throw new PictureRefused(400, t('server.pictures.badName', { name, extension }));
  }
  return name;
}

export interface StoredPicture {
  name: string;
  existing: boolean;
}

/**
 * Stores an uploaded file in `dir` as the type its bytes show: turned upright per its EXIF orientation,
 * converted to sRGB, with every piece of metadata (EXIF, GPS, XMP, the colour profile) left out.
 * Never replaces a file: a taken name gets -2, -3… A picture already in the folder is not stored again
 * (`existing`): found by the hash of the upload's own bytes (a file copied there, e.g. from the
 * repository) or of what it becomes here (the same photo uploaded before: cleaning gives the same bytes).
 * `locale`: the site's language, in which the file's name is written as an address name (slugOf).
 */
export async function storeUpload(
  dir: string,
  originalName: string,
  bytes: Buffer,
  locale?: string,
): Promise<StoredPicture> {
  const extension = await acceptedExtension(originalName, bytes);
  const index = pictureIndexOf(dir);
  const asUploaded = await index.nameOf(contentHashOf(bytes));
  if (asUploaded) return { name: asUploaded, existing: true };
  const cleaned = await cleanedPicture(originalName, bytes, extension);
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.upload-${randomUUID()}.tmp`);
  await writeFlushed(temporary, cleaned);
  try {
    return await index.addUnlessKnown(contentHashOf(cleaned), async () => {
      const slug = slugOf(originalName, locale);
      for (let n = 1; ; n++) {
        const name = `${slug}${n > 1 ? `-${n}` : ''}.${extension}`;
        // link() fails when the name is taken, so two uploads never overwrite each other or an old picture.
        try {
          await link(temporary, path.join(dir, name));
          return name;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    });
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/** The extension the upload is stored under, from the type its bytes show; refused if not a picture the site takes. */
async function acceptedExtension(originalName: string, bytes: Buffer): Promise<'jpg' | 'png' | 'webp' | 'avif'> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && ACCEPTED[type.mime];
  if (extension) return extension;
  const looksSvg = /\.svg$/i.test(originalName) || /^\s*(<\?xml|<svg)/i.test(bytes.subarray(0, 256).toString('utf8'));
  if (looksSvg) throw new PictureRefused(415, t('server.pictures.svg'));
  throw new PictureRefused(
    415,
    type
      ? t('server.pictures.notPicture', { name: originalName, type: type.mime })
      : t('server.pictures.notImage', { name: originalName }),
  );
}

/** Upright, sRGB, no metadata: sharp keeps none unless asked (keepMetadata/withMetadata), and converts to sRGB by default. */
async function cleanedPicture(originalName: string, bytes: Buffer, extension: string): Promise<Buffer> {
  const image = sharp(bytes, { autoOrient: true });
  return (
    extension === 'jpg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : extension === 'png'
        ? image.png({ compressionLevel: 9 })
        : extension === 'webp'
          ? image.webp({ quality: 90 })
          : image.avif({ quality: 70 })
  )
    .toBuffer()
    .catch(() => {
      throw new PictureRefused(
        422,
        t('server.pictures.damaged', { name: originalName, format: extension.toUpperCase() }),
      );
    });
}

/** A new file (refused if the name exists), on disk before it is linked under its name, so a crash never leaves half a picture. */
async function writeFlushed(file: string, bytes: Buffer): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** In the project's own cache, not the shared temp folder, where another user could plant files under the names expected here. */
export const THUMBNAILS_DIR = path.join(CACHE_DIR, 'editor-thumbnails');

/**
 * `dir`, made if missing, readable and writable by this user only (0700). One that is not a folder or
 * belongs to someone else is refused: its thumbnails could have been put there by them.
 */
export async function privateFolder(dir: string): Promise<string> {
  await mkdir(path.dirname(dir), { recursive: true });
  await mkdir(dir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const info = await lstat(dir);
  if (!info.isDirectory() || (process.getuid && info.uid !== process.getuid())) {
    throw new Error(
      `The thumbnail folder ${dir} is not a folder of the user running the editor. Delete it; the editor makes it again`,
    );
  }
  if ((info.mode & 0o777) !== 0o700) await chmod(dir, 0o700);
  return dir;
}

/** A 360 px wide WebP of the picture, made once per content and kept in the project's cache. */
export async function thumbnailOf(file: string, cacheDir = THUMBNAILS_DIR): Promise<Buffer> {
  const bytes = await readFile(file);
  const cached = path.join(cacheDir, `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.webp`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const thumbnail = await sharp(bytes, { autoOrient: true })
    .resize({ width: 360, height: 270, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
  await privateFolder(cacheDir);
  await writeFileAtomic(cached, thumbnail, { mode: 0o600 });
  return thumbnail;
}
