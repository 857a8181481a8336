// A site's own words file (words.<locale>.json, for a language the engine has no words in) reaches
// every page the build draws, in its own thread and on render threads; and on a site of two languages
// the second language's file is read too: Brisa's Miami site in English and Haitian Creole builds its
// Haitian pages in the file's words, and without the file the check names the language where site.json
// lists it; the editor reads the file as the check does, also when it is written while the editor runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../generator/build';
import { loadSite } from '../../generator/check/load';
import { validate } from '../../generator/check/validate';
import { sitePaths } from '../../generator/paths';
import { de } from '../../shared/site/languages/de';
import { en } from '../../shared/site/languages/en';
import { esUS } from '../../shared/site/languages/es-US';
import type { SiteModel } from '../../schema/generated/site';
import { startEditor } from '../helpers/editor-server';
import { readServerContract } from '../../shared/server-contract';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-words-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every page's HTML under `outDir`, by its file (each language's 404 page too). */
async function pages(outDir: string): Promise<Map<string, string>> {
  const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(outDir, f), 'utf8')] as const)));
}

describe("a site's own words on every page it builds", () => {
  it.each([1, 2])(
    'a Swedish site, drawn by %i render thread(s): its hours joined as its file says',
    async (threads) => {
      const folder = path.join(dir, `swedish-${threads}`);
      await cp('tests/fixtures/german', folder, { recursive: true });
      const site = JSON.parse(await readFile(path.join(folder, 'site.json'), 'utf8'));
      site.site.locale = 'sv-SE';
      await writeFile(path.join(folder, 'site.json'), JSON.stringify(site, null, 2));
      const words = structuredClone(de);
      words.formats.hoursRange = '{opens} TILL {closes}';
      words.labels.quoteButton = 'Få en offert';
      await writeFile(path.join(folder, 'words.sv-SE.json'), JSON.stringify(words));
      const outDir = path.join(folder, 'dist');
      const result = await build({ siteFile: path.join(folder, 'site.json'), outDir, renderThreads: threads });
      expect(result.ok, JSON.stringify(result.stopped?.problems)).toBe(true);
      const built = await pages(outDir);
      expect(built.size).toBeGreaterThanOrEqual(5);
      for (const [file, html] of built) {
        expect(html, file).toContain('07:30 TILL 16:30'); // the footer's opening hours
        expect(html, file).not.toContain('07:30 – 16:30'); // the English pack's way of joining them
        expect(html, file).toContain('Få en offert');
      }
    },
  );
});

/** Brisa's site with its Spanish given as the language `tag`: each translation's "es" entry under its key, its addresses under /<key>. */
async function miamiIn(tag: string, folder: string): Promise<string> {
  await cp('examples/bilingual-miami', folder, { recursive: true });
  const key = tag.split('-')[0]!;
  const site = JSON.parse(await readFile(path.join(folder, 'site.json'), 'utf8'), (_name, value: unknown) => {
    if (typeof value === 'string') return value.replace(/^\/es(?=\/|$)/, `/${key}`);
    if (!value || typeof value !== 'object' || Array.isArray(value) || !('es' in value)) return value;
    const { es, ...rest } = value as Record<string, unknown>;
    return { ...rest, [key]: es };
  });
  site.site.languages = ['en-US', tag];
  const file = path.join(folder, 'site.json');
  await writeFile(file, JSON.stringify(site, null, 2));
  return file;
}

/** Brisa's site in English and Haitian Creole, with words.ht-HT.json beside it: the Spanish pack with two words of its own. */
async function haitianMiami(): Promise<string> {
  const file = await miamiIn('ht-HT', path.join(dir, 'miami-haitian'));
  const words = structuredClone(esUS);
  words.labels.skipToContent = 'Ale nan kontni an';
  words.formats.hoursRange = '{opens} JISKA {closes}';
  words.server.crossSite = 'Fòm sa a ka voye sèlman depi sit entènèt sa a.';
  words.labels.messageSuccess = 'Mèsi! Mesaj ou a ale.';
  await writeFile(path.join(path.dirname(file), 'words.ht-HT.json'), JSON.stringify(words));
  return file;
}

describe('a site of two languages, the second without words of the engine', () => {
  it('without its words file, the check names that language where site.json lists it', async () => {
    const file = await miamiIn('vi-VN', path.join(dir, 'miami-vietnamese'));
    const { problems } = validate(await loadSite(file), sitePaths(file).imagesDir);
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([['E-LANGUAGE-NO-PACK', '/site/languages/1']]);
    expect(problems[0]!.hint).toContain('words.vi-VN.json');
  });

  it('with words.ht-HT.json beside it, the Haitian pages are built in its words, the English ones in English', async () => {
    const file = await haitianMiami();
    const outDir = path.join(path.dirname(file), 'dist');
    const result = await build({ siteFile: file, outDir, renderThreads: 2 });
    expect(result.ok, JSON.stringify(result.stopped?.problems)).toBe(true);
    const built = await pages(outDir);
    const haitian = [...built].filter(([f]) => f.startsWith('ht/'));
    const english = [...built].filter(([f]) => !f.startsWith('ht/'));
    expect(haitian.length).toBeGreaterThanOrEqual(10);
    expect(haitian.length).toBe(english.length);
    for (const [f, html] of haitian) {
      expect(html, f).toContain('<html lang="ht-HT"');
      expect(html, f).toContain('Ale nan kontni an');
      expect(html, f).toContain(' JISKA ');
    }
    // The server's answers to a Haitian page's form, from the build's contract: the file's words too.
    const haitianContract = readServerContract(outDir).languages!.ht!;
    expect(haitianContract.words.server.crossSite).toBe('Fòm sa a ka voye sèlman depi sit entènèt sa a.');
    expect(haitianContract.contact.locale.messages.success).toBe('Mèsi! Mesaj ou a ale.');
    for (const [f, html] of english) {
      expect(html, f).toContain(en.labels.skipToContent);
      expect(html, f).not.toContain('Ale nan kontni an');
      expect(html, f).not.toContain(' JISKA ');
    }
  });

  it('the editor over it (a process of its own) asks for the words file, then takes it as written: draws a Haitian page in its words and saves', async () => {
    const file = await haitianMiami();
    const words = await readFile(path.join(path.dirname(file), 'words.ht-HT.json'), 'utf8');
    await rm(path.join(path.dirname(file), 'words.ht-HT.json'));
    const editor = await startEditor(file);
    try {
      const { csrfToken } = (await (await editor.fetch('/api/session')).json()) as { csrfToken: string };
      const send = (method: string, route: string, body: unknown) =>
        editor.fetch(route, {
          method,
          headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': csrfToken },
          body: JSON.stringify(body),
        });
      const site = (await (await editor.fetch('/api/site')).json()) as { model: SiteModel; hash: string };
      const without = await (await send('POST', '/api/check', { model: site.model, path: '/ht' })).json();
      expect(without.problems.map((p: { code: string }) => p.code)).toEqual(['E-LANGUAGE-NO-PACK']);
      await writeFile(path.join(path.dirname(editor.siteFile), 'words.ht-HT.json'), words); // written while it runs
      const check = await (await send('POST', '/api/check', { model: site.model, path: '/ht' })).json();
      expect(check.problems).toEqual([]);
      expect(check.preview.path).toBe('/ht');
      expect(check.preview.html).toContain(' JISKA ');
      site.model.business.phone = '(305) 555-0199';
      const saved = await send('PUT', '/api/site', { model: site.model, baseHash: site.hash });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(await readFile(editor.siteFile, 'utf8')).toContain('(305) 555-0199');
    } finally {
      await editor.stop();
    }
  }, 120_000);
});
