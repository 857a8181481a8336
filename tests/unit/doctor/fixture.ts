// A tiny, clean built site for the doctor's unit tests: the routes of tests/fixtures/doctor-base/site.json,
// each written as a small hand-made HTML page into a temp dist folder. A test plants one fault
// (by editing a page's DOM, a file or the model) and runs one check.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheerioAPI } from 'cheerio';
import { afterAll } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { loadSiteText } from '../../../generator/check/load';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import { breadcrumbTrail, pageNames } from '../../../generator/pages/breadcrumb';
import { sitemapXml, robotsTxt } from '../../../generator/pages/sitemap';
import type { Route } from '../../../generator/model/route';
import { parseHtml } from '../../../generator/doctor/dom';
import { htmlFile, loadPages } from '../../../generator/doctor/load-pages';
import { checks } from '../../../generator/doctor/checks';
import { businessType } from '../../../generator/pages/structured-data/local-business';
import type { DoctorContext, Finding } from '../../../generator/doctor/types';

export const siteFile = fileURLToPath(new URL('../../fixtures/doctor-base/site.json', import.meta.url));

export function loadBase() {
  const site = loadSiteText(readFileSync(siteFile, 'utf8'), siteFile);
  const { model, routes, problems } = validate(site, sitePaths(siteFile).imagesDir);
  if (problems.length)
    throw new Error(`doctor-base/site.json is invalid: ${problems.map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
  return { model, routes };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const imageStem = (src: string) => src.replace(/\.\w+$/, '');
export const imageFiles = (src: string) => [
  `/img/${imageStem(src)}-480.avif`,
  `/img/${imageStem(src)}-800.avif`,
  `/img/${imageStem(src)}-800.jpg`,
];

function jsonLd(route: Route, model: SiteModel, routes: Route[]) {
  const origin = model.site.origin;
  const b = model.business;
  const business = {
    '@type': businessType(model),
    name: b.name,
    telephone: b.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address.street,
      addressLocality: b.address.city,
      addressRegion: b.address.region,
      postalCode: b.address.postalCode,
    },
  };
  const things: object[] = [];
  if (route.structuredData === 'LocalBusiness') things.push(business);
  if (route.structuredData === 'Service')
    things.push({
      '@type': 'Service',
      serviceType: 'Lawn Care',
      provider: business,
      areaServed: { '@type': 'City', name: route.town?.name },
    });
  const trail = breadcrumbTrail(route, pageNames(model, routes), 'Home');
  things.push({
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: e.label,
      item: `${origin}${e.href ?? route.canonicalPath}`,
    })),
  });
  return things.map((t) => ({ '@context': 'https://schema.org', ...t }));
}

/** A small, valid page for the route: what the real renderer makes, minus styling and scripts. */
export function cleanHtml(route: Route, model: SiteModel, routes: Route[]): string {
  const b = model.business;
  const hero = route.blocks.find((block) => block.type === 'Hero') as Extract<
    Route['blocks'][number],
    { type: 'Hero' }
  >;
  const [small, large, jpg] = imageFiles(hero.image.src);
  const crumbs = route.blocks.some((block) => block.type === 'Breadcrumb')
    ? `<nav aria-label="Breadcrumb"><ol>${breadcrumbTrail(route, pageNames(model, routes), 'Home')
        .map(
          (e) =>
            `<li>${e.href ? `<a href="${e.href}">${e.label}</a>` : `<span aria-current="page">${e.label}</span>`}</li>`,
        )
        .join('')}</ol></nav>`
    : '';
  const details = route.blocks.some((block) => block.type === 'ContactDetails')
    ? `<section><h2>Reach us directly</h2><h3>${esc(b.name)}</h3><address><span>${b.address.street}</span><span>, </span><span>${b.address.city}</span><span>, </span><span>${b.address.region}</span> <span>${b.address.postalCode}</span></address><p><span>(419)</span><span> 555-</span><span>0100</span></p></section>`
    : '';
  const head =
    route.path === '/404'
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${model.site.origin}${route.canonicalPath}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(route.title)}</title><meta name="description" content="${esc(route.description)}">${head}
<script type="application/ld+json">${JSON.stringify(jsonLd(route, model, routes))}</script></head>
<body><a href="#main">Skip to content</a>
<header><nav aria-label="Main"><ul>${model.navigation.header.map((l) => `<li><a href="${l.href}">${l.label}</a></li>`).join('')}<li><a href="/contact#contact-form">Get Free Quote</a></li></ul></nav></header>
<main id="main"><section><picture><source type="image/avif" srcset="${small} 480w, ${large} 800w"><img src="${jpg}" alt="${esc(hero.image.alt)}" width="800" height="600"></picture>
<h1>${esc(hero.heading)}</h1><p>${esc(hero.text ?? '')}</p></section>${crumbs}${details}<form id="contact-form"></form></main>
<footer><p>${esc(b.name)}</p><address>${b.address.street}<br>${b.address.city}, ${b.address.region} ${b.address.postalCode}</address>
<h2>Contact</h2><a href="tel:${b.phone.replace(/\D/g, '')}">${b.phone}</a><img src="${jpg}" alt="" aria-hidden="true"></footer>
</body></html>
`;
}

export interface Edits {
  /** Change a page before it is written: path → edit of its DOM. */
  pages?: Record<string, ($: CheerioAPI) => void>;
  /** Change the site model (what site.json says) before the checks run. */
  model?: (model: SiteModel, routes: Route[]) => void;
  /** Change files in the dist folder (delete an image, rewrite robots.txt). */
  files?: (dir: string) => void;
}

/** The temp folders makeDist wrote, deleted when the test file ends. */
const dists: string[] = [];
afterAll(() => {
  for (const dir of dists.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes the clean site with the edits into a new temp folder and returns what the checks receive. */
export function makeDist(edits: Edits = {}): DoctorContext {
  const { model, routes } = loadBase();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'doctor-'));
  dists.push(dir);
  for (const route of routes) {
    const $ = parseHtml(cleanHtml(route, model, routes));
    edits.pages?.[route.path]?.($);
    const file = htmlFile(dir, route.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, $.html());
  }
  mkdirSync(path.join(dir, 'img'), { recursive: true });
  for (const src of new Set(
    routes.flatMap((r) => r.blocks.flatMap((bl) => (bl.type === 'Hero' ? [bl.image.src] : []))),
  )) {
    for (const file of imageFiles(src)) writeFileSync(path.join(dir, file), 'image');
  }
  writeFileSync(path.join(dir, 'sitemap.xml'), sitemapXml(routes, model.site.origin));
  writeFileSync(path.join(dir, 'robots.txt'), robotsTxt(model.site.origin));
  edits.files?.(dir);
  edits.model?.(model, routes);
  return { model, routes, pages: loadPages(routes, model, dir).pages, outDir: dir };
}

/** Findings of one check on the site. */
export const run = (check: keyof typeof checks, ctx: DoctorContext): Finding[] => checks[check](ctx);
