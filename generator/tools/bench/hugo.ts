// The same town pages built by Hugo, for scale, in two forms (`apt-get install hugo`):
// - 'shape': one template shaped like ours (head tags, header navigation, hero, ten services, three
//   cards of three features, four reasons, six areas, three photos, two testimonials, a closing band, a
//   footer listing hours and the first FOOTER_TOWN_LIMIT towns, then a link to the page of all towns, as
//   ours does), without CSS or page data: about a tenth of our bytes per page;
// - 'same bytes': our own built town page of each template as Hugo's template, the town's name and slug
//   put in by Hugo, and our page.json as a second output of each page: the same files and the same bytes
//   per page (less React's `<!-- -->` text separators: Go's html/template drops comments).
// Both with a sitemap. prepareHugoSite writes the site once; runHugo builds it, timed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FOOTER_TOWN_LIMIT } from '../../pages/resolve';
import { settleDisk } from './disk';
import { townName } from './synthetic-site';

export interface HugoRun {
  pages: number;
  ms: number;
  cpuMs?: number;
  htmlBytes: number;
  jsonBytes: number;
}
export interface HugoSite {
  dir: string;
  version: string;
  kind: HugoKind;
}
export type HugoKind = 'shape' | 'same bytes';

/** Our town templates, as the synthetic site has them (each added town gets one page from each). */
const TEMPLATES = ['landscaping', 'landscape-design', 'tree-removal', 'lawn-care', 'fall-cleanup'];
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const townPath = (template: string, town: string) => `/${template}-in-${slug(town)}/`;

/**
 * CPU time (user + system) of this process's waited-for children, from /proc (Linux; undefined
 * elsewhere): on a machine shared with other work, CPU time says more than wall time alone.
 */
function childrenCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' '); // after "pid (comm) "
    return (Number(fields[13]) + Number(fields[14])) * 10; // cutime, cstime in clock ticks of 10 ms
  } catch {
    return undefined;
  }
}

const LAYOUT = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }}</title><meta name="description" content="{{ .Description }}"><link rel="canonical" href="{{ .Permalink }}">
<meta property="og:title" content="{{ .Title }}"><meta property="og:description" content="{{ .Description }}"><meta property="og:url" content="{{ .Permalink }}">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Service","name":{{ .Title | jsonify }},"areaServed":{"@type":"City","name":{{ .Params.town | jsonify }}}}</script>
</head><body>
<header><a href="/">{{ site.Title }}</a><nav aria-label="Main"><ul>{{ range site.Params.nav }}<li><a href="{{ .href }}">{{ .label }}</a></li>{{ end }}</ul></nav></header>
<main id="main">
<section class="hero"><h1>{{ .Params.heading }}</h1><p>{{ .Params.intro }}</p><a href="tel:+14195550142">Call (419) 555-0142</a><a href="/contact#contact-form">Get Free Estimate</a></section>
<section><h2>Our services in {{ .Params.town }}</h2><ul>{{ range .Params.services }}<li>{{ . }}</li>{{ end }}</ul></section>
<section><h2>Specialties</h2>{{ range .Params.cards }}<article><h3>{{ .title }}</h3><ul>{{ range .features }}<li>{{ . }}</li>{{ end }}</ul></article>{{ end }}</section>
<section><h2>Why choose us</h2><ul>{{ range .Params.why }}<li>{{ . }}</li>{{ end }}</ul></section>
<section><h2>Areas served</h2><ul>{{ range .Params.areas }}<li>{{ . }}</li>{{ end }}</ul></section>
<section><h2>Recent projects</h2>{{ range .Params.photos }}<figure><picture><source type="image/avif" srcset="/img/{{ . }}-480.avif 480w, /img/{{ . }}-800.avif 800w"><img src="/img/{{ . }}-800.jpg" alt="{{ . }}" width="800" height="500" loading="lazy"></picture></figure>{{ end }}</section>
<section><h2>What clients say</h2>{{ range .Params.testimonials }}<blockquote><p>{{ .text }}</p><footer>{{ .name }}</footer></blockquote>{{ end }}</section>
<section><h2>Ready for a greener {{ .Params.town }}?</h2><a href="/contact#contact-form">Get Free Estimate</a></section>
</main>
<footer><p>Mon–Sat 8:00 AM – 5:00 PM</p><ul>{{ range first site.Params.footerTownLimit site.Params.towns }}<li><a href="{{ .href }}">{{ .name }}</a></li>{{ end }}{{ if gt (len site.Params.towns) site.Params.footerTownLimit }}<li><a href="/service-areas">All {{ len site.Params.towns | lang.FormatNumber 0 }} service areas</a></li>{{ end }}</ul><p>© Riverbend Landscaping</p></footer>
</body></html>
`;

/** Hugo's version, or why it cannot run. */
export function hugoVersion(): string | { missing: string } {
  const probe = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { missing: 'hugo is not installed (Debian: apt-get install -y hugo)' };
  return probe.stdout.trim().split(' ')[1] ?? probe.stdout.trim();
}

/**
 * One of our built pages as a Go template: each occurrence of the town's name and slug becomes Hugo's
 * value for the page. Throws if the page holds `{{`, which Go would read as an action.
 */
export function asHugoTemplate(text: string, town: string): string {
  if (text.includes('{{')) throw new Error('The page holds "{{", which Go templates would read as an action.');
  return text.replaceAll(town, '{{ .Params.town }}').replaceAll(slug(town), '{{ .Params.slug }}');
}

/** Writes Hugo's site of `pages` town pages; for 'same bytes', from our build of the synthetic site in `ourBuild`. */
export async function prepareHugoSite(
  pages: number,
  kind: HugoKind,
  ourBuild?: string,
): Promise<HugoSite | { missing: string }> {
  const version = hugoVersion();
  if (typeof version !== 'string') return version;
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-hugo-${kind.replace(' ', '-')}-`));
  const towns = Array.from({ length: Math.ceil(pages / TEMPLATES.length) }, (_, i) => townName(i));
  const nav = [
    'Home:/',
    'Services:/services',
    'About:/about',
    'Gallery:/portfolio',
    'Blog:/blog',
    'Contact:/contact',
  ].map((s) => ({ label: s.split(':')[0], href: s.split(':')[1] }));
  await writeFile(
    path.join(dir, 'config.json'),
    JSON.stringify({
      baseURL: 'https://www.example.com/',
      title: 'Riverbend Landscaping',
      disableHugoGeneratorInject: true,
      disableKinds: ['taxonomy', 'term', 'RSS', 'home', 'section', '404'],
      params: {
        nav,
        footerTownLimit: FOOTER_TOWN_LIMIT,
        towns: towns.map((t) => ({ name: t, href: `/landscaping-in-${slug(t)}` })),
      },
      // 'same bytes': each page also has our page.json, a plain-text output of its own.
      outputFormats: {
        pagejson: { mediaType: 'application/json', baseName: 'page', isPlainText: true, notAlternative: true },
      },
      outputs: { page: kind === 'same bytes' ? ['html', 'pagejson'] : ['html'] },
    }),
  );
  const layouts = path.join(dir, 'layouts/_default');
  await mkdir(layouts, { recursive: true });
  if (kind === 'shape') await writeFile(path.join(layouts, 'single.html'), LAYOUT);
  else {
    if (!ourBuild)
      throw new Error('prepareHugoSite(…, "same bytes") needs the folder of our build of the same synthetic site.');
    for (const template of TEMPLATES) {
      const ours = path.join(ourBuild, townPath(template, towns[0]!));
      await writeFile(
        path.join(layouts, `${template}.html`),
        asHugoTemplate(await readFile(path.join(ours, 'index.html'), 'utf8'), towns[0]!),
      );
      await writeFile(
        path.join(layouts, `${template}.pagejson.json`),
        asHugoTemplate(await readFile(path.join(ours, 'page.json'), 'utf8'), towns[0]!),
      );
    }
  }
  await mkdir(path.join(dir, 'content'), { recursive: true });
  let written = 0;
  for (const town of towns) {
    for (const template of TEMPLATES) {
      if (written++ >= pages) break;
      const front =
        kind === 'same bytes'
          ? { title: town, url: townPath(template, town), layout: template, town, slug: slug(town) }
          : {
              title: `${town}, OH ${template.replace(/-/g, ' ')} | Riverbend Landscaping`,
              description: `${template.replace(/-/g, ' ')} in ${town}, Ohio. Free estimates.`,
              url: townPath(template, town),
              town,
              heading: `${template.replace(/-/g, ' ')} in ${town}, Ohio`,
              intro: `Mowing, planting and cleanups for homes in ${town}; our crews come from Huron.`,
              services: Array.from({ length: 10 }, (_, i) => `Service ${i + 1} for ${town}`),
              cards: [1, 2, 3].map((c) => ({
                title: `Specialty ${c}`,
                features: ['One', 'Two', 'Three'].map((f) => `${f} feature`),
              })),
              why: ['Licensed & insured', 'Family owned', 'Certified arborists', 'Free estimates'],
              areas: Array.from({ length: 6 }, (_, i) => `${town} area ${i + 1}`),
              photos: ['lake-dock', 'dune-grass', 'garden-path'],
              testimonials: [1, 2].map((n) => ({
                name: `Client ${n}`,
                text: `Reliable crew, tidy work and fair prices in ${town}.`,
              })),
            };
      await writeFile(path.join(dir, 'content', `${template}-${slug(town)}.md`), `${JSON.stringify(front, null, 1)}\n`);
    }
  }
  return { dir, version, kind };
}

/** One timed build of the site into a new folder `destination` of it: wall and CPU time, pages, bytes of HTML and of page.json. */
export async function runHugo(site: HugoSite, destination: string): Promise<HugoRun | { missing: string }> {
  const out = path.join(site.dir, destination);
  settleDisk();
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const run = spawnSync('hugo', ['--quiet', '--source', site.dir, '--destination', out], {
    encoding: 'utf8',
    timeout: 600_000,
  });
  const ms = performance.now() - started;
  const cpuAfter = childrenCpuMs();
  const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  if (run.status !== 0)
    return { missing: `hugo failed: ${(run.stderr || run.stdout).trim().split('\n').slice(0, 3).join(' ')}` };
  const files = (await readdir(out, { recursive: true })).filter(
    (f) => f.endsWith('index.html') || f.endsWith('page.json'),
  );
  let htmlBytes = 0;
  let jsonBytes = 0;
  for (const file of files) {
    const { size } = await stat(path.join(out, file));
    if (file.endsWith('.html')) htmlBytes += size;
    else jsonBytes += size;
  }
  return { pages: files.filter((f) => f.endsWith('.html')).length, ms, cpuMs, htmlBytes, jsonBytes };
}
