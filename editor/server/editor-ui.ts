// The editor's own page and scripts. Served as built files (editor/build/editor-app.ts): no Vite server
// at run time, so no source, package or project file is reachable by its path. With EDITOR_DEV=1 they
// come from Vite's middleware instead, for work on the editor itself.
import express, { type RequestHandler } from 'express';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { builtEditorApp, editorViteConfig } from '../build/editor-app';
import { projectRoot } from '../../generator/api';
import { currentLanguage, t } from '../shared/i18n';

export interface EditorUi {
  /** The page, at `/`. */
  index: RequestHandler;
  /** Its scripts, styles and public files; anything else goes on (to a 404). */
  files: RequestHandler;
  close(): Promise<void>;
}

export const editorUi = ({ dev }: { dev: boolean }): Promise<EditorUi> => (dev ? developmentUi() : builtUi());

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page in the editor's language: its lang (which the app reads to choose its words) and title. */
const inLanguage = (html: string) =>
  html
    .replace(/<html lang="[^"]*">/, `<html lang="${currentLanguage()}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${t('app.name')}</title>`);

async function builtUi(): Promise<EditorUi> {
  const started = performance.now();
  const built = await builtEditorApp();
  if (built.made)
    console.log(
      `Built the editor's app in ${((performance.now() - started) / 1000).toFixed(1)} s; kept for the next start.`,
    );
  // A copy of its own: the cache keeps only the latest few bundles, and other builds may prune this one.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-editor-app-'));
  await cp(built.dir, dir, { recursive: true });
  const assets = path.join(dir, 'assets');
  const indexHtml = await readFile(path.join(dir, 'index.html'), 'utf8');
  return {
    // Always asked again, so a new build's hashed names are picked up.
    index: (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('html').send(inLanguage(indexHtml));
    },
    files: express.static(dir, {
      index: false,
      setHeaders: (res, file) => {
        res.set('Cache-Control', path.dirname(file) === assets ? IMMUTABLE : 'no-cache');
      },
    }),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function developmentUi(): Promise<EditorUi> {
  const vite = await (
    await import('vite')
  ).createServer({ ...editorViteConfig(), server: { middlewareMode: true, hmr: false, ws: false } });
  // The page is sent as written (Vite would add its hot-reload client, an extra script and socket).
  const indexHtml = await readFile(path.join(projectRoot, 'editor/app/index.html'), 'utf8');
  return {
    index: (_req, res) => {
      res.type('html').send(inLanguage(indexHtml));
    },
    files: (req, res, next) => vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}
