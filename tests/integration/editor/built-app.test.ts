// The editor serves its app as built files (editor/server/editor-ui.ts), not through a Vite server:
// no project, source or package file answers by its path; the page's scripts are hashed files, none
// inline (the CSP); the preview is drawn by the engine's built renderer; a second start reuses the build.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../generator/paths';
import { startEditor, type RunningEditor } from '../../helpers/editor-server';

let editor: RunningEditor;

beforeAll(async () => {
  editor = await startEditor();
});
afterAll(async () => {
  await editor?.stop();
});

const BUILT = /Built the editor's app/;

describe('the editor in use', () => {
  it('hands out no project, source or package file by its path', async () => {
    const paths = [
      `/@fs${editor.siteFile}`,
      `/@fs${path.join(projectRoot, 'package.json')}`,
      `/@fs${path.join(projectRoot, 'site.json')}`,
      '/src/main.tsx',
      '/src/renderer/render-page.tsx',
      '/src/ui/Icon.tsx',
      '/node_modules/react/package.json',
      '/@vite/client',
      '/@id/react',
    ];
    const statuses = await Promise.all(paths.map(async (at) => [at, (await editor.fetch(at)).status]));
    expect(statuses).toEqual(paths.map((at) => [at, 404]));
  });

  it('answers / with the built page: hashed scripts under /assets/, none inline', async () => {
    const page = await editor.fetch('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim()).toBe('');
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1];
      expect(src).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.js$/);
      const script = await editor.fetch(src!);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(script.headers.get('cache-control')).toContain('immutable');
      expect((await script.text()).length).toBeGreaterThan(1000);
    }
  });

  it('draws the preview with the built renderer, its icon sprite (the icons of the draft) served beside it', async () => {
    const { csrfToken } = (await (await editor.fetch('/api/session')).json()) as { csrfToken: string };
    const { model } = (await (await editor.fetch('/api/site')).json()) as { model: unknown };
    const response = await editor.fetch('/api/check', {
      method: 'POST',
      body: JSON.stringify({ model, path: '/' }),
      headers: { 'content-type': 'application/json', origin: editor.base, 'x-csrf-token': csrfToken },
    });
    expect(response.status).toBe(200);
    const { preview } = (await response.json()) as { preview: { html: string } };
    expect(preview.html).toMatch(/^<!doctype html>/i);
    expect(preview.html).toContain('Riverbend');
    expect(preview.html).not.toContain('/src/');
    const sprite = /\/assets\/icons\.[0-9a-f]{10}\.svg/.exec(preview.html)?.[0];
    expect(sprite).toBeDefined();
    const file = await editor.fetch(sprite!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await file.text()).toContain('<symbol id="leaf"');
  });

  it('reuses the cached build on a second start', async () => {
    const second = await startEditor();
    try {
      expect(second.output()).not.toMatch(BUILT);
      expect(await (await second.fetch('/')).text()).toBe(await (await editor.fetch('/')).text());
    } finally {
      await second.stop();
    }
  });
});
