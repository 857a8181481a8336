// Adding a town is one entry in site.json: the fixture adds "Port Clinton" to the minimal site and
// nothing else; the build must give it routes, sitemap entries, area cards and a footer entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../generator/build';

let out: string;
const read = (file: string) => readFile(path.join(out, file), 'utf8');

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'added-town-'));
  const result = await build({ siteFile: 'tests/fixtures/added-town/site.json', outDir: out });
  expect(result.ok).toBe(true);
}, 120_000);

describe('a town added with one entry', () => {
  it('gets its template page, prerendered with its name', async () => {
    const html = await read('lawn-care-in-port-clinton/index.html');
    expect(html).toContain('<title>Lawn Care in Port Clinton, OH</title>');
    expect(html).toMatch(/<h1[^>]*>Lawn Care in Port Clinton<\/h1>/);
  });

  it('is listed once in the sitemap', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap.match(/<loc>https:\/\/fixture\.example\/lawn-care-in-port-clinton<\/loc>/g)).toHaveLength(1);
  });

  it('has an area card on the overview page and a footer entry on every page', async () => {
    const overview = await read('lawn-care/index.html');
    expect(overview).toMatch(/href="\/lawn-care-in-port-clinton"/);
    expect(overview).toContain('Lake Erie cottages');
    const home = await read('index.html');
    const footer = home.slice(home.indexOf('<footer'));
    expect(footer).toMatch(/href="\/lawn-care-in-port-clinton"[^>]*>.*?Port Clinton/s);
  });

  it('appears in the home page structured data as an area served', async () => {
    const home = await read('index.html');
    const ld = JSON.parse(/<script type="application\/ld\+json" id="structured-data">(.*?)<\/script>/s.exec(home)![1]);
    expect(JSON.stringify(ld)).toContain('"name":"Port Clinton"');
  });
});

describe('what a built page holds', () => {
  it('has its own head: title, description, absolute canonical, Open Graph, Twitter, JSON-LD', async () => {
    const html = await read('lawn-care-in-huron/index.html');
    expect(html).toContain('<title>Lawn care for Huron lakefront homes</title>');
    expect(html).toMatch(
      /<meta name="description" content="Weekly mowing and seasonal lawn care for homes in Huron, OH\. Call \(419\) 555-0100\."\/?>/,
    );
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/fixture\.example\/lawn-care-in-huron"\/?>/);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/fixture\.example\/img\/lawn-grass-\d+\.\w+\.jpg"\/?>/,
    );
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/?>/);
    const ld = JSON.parse(/id="structured-data">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.map((t: { '@type': string }) => t['@type'])).toEqual(['Service', 'BreadcrumbList']);
    expect(ld[0]).toMatchObject({
      serviceType: 'Lawn Care',
      areaServed: { name: 'Huron' },
      provider: { name: 'Fixture Landscaping', telephone: '+14195550100' },
    });
  });

  it('has its content in the HTML and its CSS collected on the server', async () => {
    const html = await read('lawn-care-in-huron/index.html');
    expect(html).toMatch(/Huron(&#x27;|')s own lawn crew\./);
    expect(html).toMatch(/<style id="page-css">[^<]*\.[a-zA-Z]+\{[^}]+\}/);
    expect(html).not.toContain('/*!sc*/'); // styled-components' bookkeeping stays out of the page (page-css.ts)
  });

  it('ships only its own data, not the site model', async () => {
    const data = JSON.parse(await read('lawn-care-in-huron/page.json'));
    expect(Object.keys(data).sort()).toEqual(['blocks', 'chrome', 'images', 'meta', 'path']);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Salt-tolerant plantings'); // Port Clinton's card is not on this page
    expect(text).not.toContain('"templates"');
  });

  it('points an alias at its primary route', async () => {
    const html = await read('services/lawn-care/index.html');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/fixture\.example\/lawn-care"\/?>/);
    expect(await read('sitemap.xml')).not.toContain('/services/lawn-care<');
  });

  it('writes the not-found page, robots.txt and hashed assets', async () => {
    expect(await read('404.html')).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(await read('robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml');
    const html = await read('index.html');
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1];
    expect(script).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
    expect((await stat(path.join(out, script))).size).toBeGreaterThan(0);
  });
});
