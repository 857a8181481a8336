// vite.config.ts has Oxc run its styled-components transform on the server bundle, the browser bundle
// and (vitest.config.ts) these tests. What the site relies on: every styled component has a fixed id, the
// same in each of them, whatever the import style; the CSS in templates is minified without losing rules.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Box, Label } from '../../fixtures/styled-components/named-import';

const FIXTURE = '/tests/fixtures/styled-components/named-import.tsx';
const componentIds = (code: string) => [...code.matchAll(/componentId: ?"([^"]+)"/g)].map((m) => m[1]);

describe('the styled-components transform', () => {
  let vite: ViteDevServer;
  let browser: string;
  let server: string;
  beforeAll(async () => {
    vite = await createServer({
      configFile: 'vite.config.ts',
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'silent',
    });
    browser = (await vite.transformRequest(FIXTURE))!.code;
    server = (await vite.transformRequest(FIXTURE, { ssr: true }))!.code;
  });
  afterAll(() => vite?.close());

  it('gives components made with the named `styled` import a component id, template and object styles alike', () => {
    expect(componentIds(browser)).toHaveLength(2);
    expect(componentIds(browser).every((id) => /^sc-[a-z0-9]+-\d$/.test(id))).toBe(true);
  });

  it('gives the same ids in the browser bundle, the server bundle and the tests', () => {
    expect(componentIds(server)).toEqual(componentIds(browser));
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <>
          <Box />
          <Label />
        </>,
      ),
    );
    sheet.seal();
    for (const id of componentIds(browser)) expect(html).toContain(id);
  });

  it('minifies template CSS; a // comment ends at its line and URLs keep their //', () => {
    expect(browser).toContain('color:red;padding:3px;background:url(http://example.com/a.png);');
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<Box />));
    const css = sheet.instance.toString();
    sheet.seal();
    expect(css).toMatch(
      /color:red;padding:3px;background:url\(http:\/\/example\.com\/a\.png\);border:1px solid black;/,
    );
  });

  it("keeps a CSS escape as the template means it: one backslash, as in the source's string", () => {
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<Box />));
    const css = sheet.instance.toString();
    sheet.seal();
    expect(css).toContain("::before{content:'\\201C';}");
  });
});
