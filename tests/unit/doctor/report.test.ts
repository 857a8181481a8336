import { describe, expect, it, vi } from 'vitest';
import { doctor, runDoctor } from '../../../generator/doctor/doctor';
import { makeDist, siteFile } from './fixture';

describe('doctor report', () => {
  it('says so when nothing is wrong, and exits 0', async () => {
    const { outDir } = makeDist();
    const result = await doctor({ siteFile, outDir });
    expect(result.findings).toEqual([]);
    expect(result.lines.at(-1)).toBe('No problems found.');
    expect(result.lines.join('\n')).toMatch(
      /lawn-care\s+2 pages\s+\d+%\s+\/lawn-care-in-huron ↔ \/lawn-care-in-sandusky/,
    );
  });

  it('prints a fault repeated on every page once, with file:line:col, and exits 1', async () => {
    const edit = ($: import('cheerio').CheerioAPI) => $('footer a[href^="tel:"]').attr('href', 'tel:4195550111');
    const paths = ['/', '/lawn-care', '/contact', '/404', '/lawn-care-in-huron', '/lawn-care-in-sandusky'];
    const { outDir } = makeDist({ pages: Object.fromEntries(paths.map((p) => [p, edit])) });
    const result = await doctor({ siteFile, outDir });
    const text = result.lines.join('\n');
    expect(text).toContain('On 6 pages: /, /lawn-care, /contact and 3 more');
    expect(text).toMatch(
      / {2}error {4}tests\/fixtures\/doctor-base\/site\.json:5:\d+ {2}\/business\/phone {2}A call link dials 4195550111/,
    );
    expect(result.lines.at(-1)).toMatch(/^1 error and 0 warnings\./);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await runDoctor({ siteFile, outDir })).toBe(1);
    expect(log).toHaveBeenCalledWith(result.lines.at(-1));
    log.mockRestore();
  });

  it('asks for a build when dist/ is missing', async () => {
    const result = await doctor({ siteFile, outDir: '/nonexistent/dist' });
    expect(result.lines).toEqual([
      expect.stringMatching(/^There is no built site in \S*nonexistent\/dist\. Run `npm run build` first\.$/),
    ]);
    expect(result.findings).toEqual([expect.objectContaining({ severity: 'error', check: 'built-pages' })]);
  });
});
