// The same kind of site built by Hugo, for scale: `pages` town pages from one template shaped like
// ours (head tags, header navigation, hero, ten services, three cards of three features, four reasons,
// six areas, three photos, two testimonials, a closing band, a footer listing hours and the first
// FOOTER_TOWN_LIMIT towns, then a link to the page of all towns, as ours does), and a sitemap. Reports
// Hugo's wall time and HTML bytes, or why it could not run (not installed: `apt-get install hugo`).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FOOTER_TOWN_LIMIT } from '../../src/ui/page-data';
import { townName } from './synthetic-site';

export type HugoResult = { version: string; pages: number; ms: number; cpuMs?: number; htmlBytes: number } | { missing: string };

/**
 * CPU time (user + system) of this process's waited-for children, from /proc (Linux; undefined
 * elsewhere): on a machine shared with other work, CPU time says more than wall time alone.
 */
export function childrenCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' '); // after "pid (comm) "
    return (Number(fields[13]) + Number(fields[14])) * 10; // cutime, cstime in clock ticks of 10 ms
  } catch {
    return undefined;
  }
}

const LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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

export async function hugoBench(pages: number): Promise<HugoResult> {
  const probe = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { missing: 'hugo is not installed (Debian: apt-get install -y hugo)' };
  const version = probe.stdout.trim().split(' ')[1] ?? probe.stdout.trim();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-hugo-'));
  try {
    const towns = Array.from({ length: Math.ceil(pages / 5) }, (_, i) => townName(i));
    const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
    const nav = ['Home:/', 'Services:/services', 'About:/about', 'Gallery:/portfolio', 'Blog:/blog', 'Contact:/contact'].map((s) => ({ label: s.split(':')[0], href: s.split(':')[1] }));
    await writeFile(path.join(dir, 'config.json'), JSON.stringify({
      baseURL: 'https://www.example.com/', title: 'Riverbend Landscaping', disableHugoGeneratorInject: true,
      disableKinds: ['taxonomy', 'term', 'RSS', 'home', 'section', '404'],
      params: { nav, footerTownLimit: FOOTER_TOWN_LIMIT, towns: towns.map((t) => ({ name: t, href: `/landscaping-in-${slug(t)}` })) },
    }));
    await mkdir(path.join(dir, 'layouts/_default'), { recursive: true });
    await writeFile(path.join(dir, 'layouts/_default/single.html'), LAYOUT);
    await mkdir(path.join(dir, 'content'), { recursive: true });
    const templates = ['landscaping', 'landscape-design', 'tree-removal', 'lawn-care', 'fall-cleanup'];
    let written = 0;
    for (const town of towns) {
      for (const template of templates) {
        if (written++ >= pages) break;
        const front = {
          title: `${town}, OH ${template.replace(/-/g, ' ')} | Riverbend Landscaping`, description: `${template.replace(/-/g, ' ')} in ${town}, Ohio. Free estimates.`,
          url: `/${template}-in-${slug(town)}/`, town, heading: `${template.replace(/-/g, ' ')} in ${town}, Ohio`,
          intro: `Mowing, planting and cleanups for homes in ${town}; our crews come from Huron.`,
          services: Array.from({ length: 10 }, (_, i) => `Service ${i + 1} for ${town}`),
          cards: [1, 2, 3].map((c) => ({ title: `Specialty ${c}`, features: ['One', 'Two', 'Three'].map((f) => `${f} feature`) })),
          why: ['Licensed & insured', 'Family owned', 'Certified arborists', 'Free estimates'],
          areas: Array.from({ length: 6 }, (_, i) => `${town} area ${i + 1}`),
          photos: ['lake-dock', 'dune-grass', 'garden-path'],
          testimonials: [1, 2].map((n) => ({ name: `Client ${n}`, text: `Reliable crew, tidy work and fair prices in ${town}.` })),
        };
        await writeFile(path.join(dir, 'content', `${template}-${slug(town)}.md`), `${JSON.stringify(front, null, 1)}\n`);
      }
    }
    const started = performance.now();
    const cpuBefore = childrenCpuMs();
    const run = spawnSync('hugo', ['--quiet', '--source', dir, '--destination', path.join(dir, 'public')], { encoding: 'utf8', timeout: 600_000 });
    const ms = performance.now() - started;
    const cpuAfter = childrenCpuMs();
    const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
    if (run.status !== 0) return { missing: `hugo failed: ${(run.stderr || run.stdout).trim().split('\n').slice(0, 3).join(' ')}` };
    const html = (await readdir(path.join(dir, 'public'), { recursive: true })).filter((f) => f.endsWith('index.html'));
    let htmlBytes = 0;
    for (const file of html) htmlBytes += (await stat(path.join(dir, 'public', file))).size;
    return { version, pages: html.length, ms, cpuMs, htmlBytes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
