// Prepares every picture a page names: sized AVIF/WebP variants plus a JPEG fallback for photos,
// a hashed copy for SVG. Encoded files are cached by content hash, so rebuilds are quick.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageInfo } from '../../src/page-data';
import { ImageError } from '../errors/stage-errors';
import pMap from 'p-map';

const WIDTHS = [480, 800, 1200, 1600];
const FALLBACK_WIDTH = 1200;
// AVIF at 42 looks the same as at 50 at phone and desktop sizes and is a third smaller: the hero
// photo, which the first render waits for, stays near 25-40 KB at 800 px wide.
const SETTINGS = {
  avif: { quality: 42, effort: 2 },
  webp: { quality: 70, effort: 4 },
  jpg: { quality: 74, mozjpeg: true, progressive: true },
} as const;
const ENCODERS = {
  avif: (s: Sharp) => s.avif(SETTINGS.avif),
  webp: (s: Sharp) => s.webp(SETTINGS.webp),
  jpg: (s: Sharp) => s.jpeg(SETTINGS.jpg),
} as const;

export interface ImageDirs {
  imagesDir: string;
  outDir: string;
  cacheDir: string;
}

export async function prepareImages(srcs: Iterable<string>, dirs: ImageDirs): Promise<Record<string, ImageInfo>> {
  await mkdir(path.join(dirs.outDir, 'img'), { recursive: true });
  await mkdir(dirs.cacheDir, { recursive: true });
  const result: Record<string, ImageInfo> = {};
  // Two at a time: sharp already uses both cores inside one encode.
  await pMap(
    new Set(srcs),
    async (src) => {
      try {
        result[src] = await prepare(src, dirs);
      } catch (cause) {
        throw new ImageError(
          `Could not prepare image assets/images/${src}. Check that it is a readable JPEG, PNG, WebP, AVIF or SVG picture (the formats site.json accepts).`,
          { cause },
        );
      }
    },
    { concurrency: 2 },
  );
  return result;
}

async function prepare(src: string, dirs: ImageDirs): Promise<ImageInfo> {
  const file = path.join(dirs.imagesDir, src);
  const bytes = await readFile(file);
  const name = src.replace(/\.[a-z]+$/, '');
  const digest = createHash('sha256').update(bytes);
  if (src.endsWith('.svg')) {
    const hash = digest.digest('hex').slice(0, 10);
    const out = `img/${name}.${hash}.svg`;
    await writeFile(path.join(dirs.outDir, out), bytes);
    const { width, height } = await svgSize(bytes, src);
    return { src: `/${out}`, width, height, sources: [] };
  }
  const meta = await sharp(bytes).metadata();
  // Upright as shown (a phone photo held upright is stored sideways with EXIF orientation 6).
  const { width, height } = meta.autoOrient;
  // The encoder settings are part of a photo's hash: new settings, new URLs (they are cached for a year).
  // A photo turned upright gets new URLs too: its old variants, cached here or by browsers, are sideways.
  digest.update(JSON.stringify(SETTINGS));
  if ((meta.orientation ?? 1) > 1) digest.update('auto-oriented');
  const hash = digest.digest('hex').slice(0, 10);
  const widths = WIDTHS.filter((w) => w <= width);
  if (!widths.length) widths.push(width);
  const emit = (w: number, ext: keyof typeof ENCODERS) =>
    emitVariant(bytes, `${name}-${w}.${hash}.${ext}`, w, ext, dirs);
  const fallbackWidth = Math.min(FALLBACK_WIDTH, width);
  await Promise.all([...widths.flatMap((w) => [emit(w, 'avif'), emit(w, 'webp')]), emit(fallbackWidth, 'jpg')]);
  const srcSet = (ext: string) => widths.map((w) => `/img/${name}-${w}.${hash}.${ext} ${w}w`).join(', ');
  const largest = widths[widths.length - 1];
  return {
    src: `/img/${name}-${fallbackWidth}.${hash}.jpg`,
    width: largest,
    height: Math.round((height * largest) / width),
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}

async function emitVariant(
  bytes: Buffer,
  fileName: string,
  width: number,
  ext: keyof typeof ENCODERS,
  dirs: ImageDirs,
) {
  const cached = path.join(dirs.cacheDir, fileName);
  const out = path.join(dirs.outDir, 'img', fileName);
  if (!(await stat(cached).catch(() => null))) {
    await ENCODERS[ext](sharp(bytes, { autoOrient: true }).resize({ width, withoutEnlargement: true })).toFile(cached);
  }
  await copyFile(cached, out);
}

/**
 * An SVG's own size, read by sharp (librsvg: the viewBox, or width and height in any unit). An SVG with
 * neither has no size of its own (librsvg would answer with its drawing's extent), so it is reported.
 */
async function svgSize(svg: Buffer, src: string): Promise<{ width: number; height: number }> {
  const root = /<svg\b[^>]*>/i.exec(svg.toString('utf8'))?.[0] ?? '';
  const sized = /\sviewBox\s*=/i.test(root) || (/\swidth\s*=/i.test(root) && /\sheight\s*=/i.test(root));
  if (!sized)
    throw new Error(
      `assets/images/${src} has no viewBox (nor width and height), so its size is unknown. Add viewBox="0 0 WIDTH HEIGHT" to its <svg> element.`,
    );
  const { width, height } = await sharp(svg).metadata();
  return { width, height };
}
