// Every image file a page asks for (<img src>, <source srcset>, a lazy picture's data-src and
// data-srcset, the preloaded hero, the sharing image) exists in dist, so no visitor or search engine
// meets a broken image.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { internalUrl, srcsetUrls } from './dom';
import { findImage, routeSource } from './locate';
import { say } from './say';
import { reading } from './memory';
import type { Check, DoctorPage, Finding } from './types';

/** Each image file of this site the page asks for, once, with the alt text of the picture that first asks. */
const wantedImages = (page: DoctorPage, origin: string): { path: string; alt?: string }[] =>
  reading(
    page,
    'images',
    () => {
      const { $ } = page;
      const wanted = new Map<string, { path: string; alt?: string }>();
      $('img, source, link[rel="preload"][as="image"], meta[property="og:image"]').each((_, el) => {
        const $el = $(el);
        // <source> has no alt of its own: its <img> sibling names the picture.
        const alt =
          el.name === 'img' ? $el.attr('alt') : el.name === 'source' ? $el.parent().find('img').attr('alt') : undefined;
        // A lazy picture's own sources wait in data-src / data-srcset (ui/Picture.tsx).
        const srcset = [$el.attr('srcset'), $el.attr('imagesrcset'), $el.attr('data-srcset')].flatMap((value) =>
          srcsetUrls(value ?? ''),
        );
        for (const url of [$el.attr('src'), $el.attr('data-src'), $el.attr('content'), ...srcset]) {
          const target = url && internalUrl(url, origin, page.route.path);
          if (target && !wanted.has(target.path)) wanted.set(target.path, { path: target.path, alt });
        }
      });
      return [...wanted.values()];
    },
    origin,
  );

export const images: Check = ({ model, pages, outDir }) => {
  const findings: Finding[] = [];
  const exists = new Map<string, boolean>();
  const fileExists = (p: string) => {
    if (!exists.has(p)) exists.set(p, existsSync(path.join(outDir, p)));
    return exists.get(p)!;
  };
  for (const page of pages) {
    const { route } = page;
    for (const { path: file, alt } of wantedImages(page, model.site.origin)) {
      if (fileExists(file)) continue;
      findings.push({
        check: 'images',
        severity: 'error',
        page: route.path,
        pointer: findImage(route, alt, 'src') ?? routeSource(route, model),
        ...say('imageNotBuilt', file),
      });
    }
  }
  return findings;
};
