// A page's files: its HTML document and its page.json. Written by a render worker (render-worker.ts) or,
// for a small site, by the build's own thread. Synchronous writes: on a render thread nothing else waits
// for them, and they spare each page the hand-over to libuv's pool and back.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../src/page-data';
import type { DocumentAssets } from '../assets/static-assets';
import { renderDocument } from './document';
import { pageKey } from './page-key';

export interface PageJob {
  data: PageData;
  assets: DocumentAssets;
  htmlFile: string;
  /** Where its page.json goes; none for the page served at unknown paths (its data is in its HTML). */
  jsonFile?: string;
  /** The page's own values (a town page's town), which its blocks may be drawn without (src/renderer/stencil.ts). */
  values?: string[];
  /** What every page's key starts from (reuse-pages.ts pageKeyBasis): the page's key is made from its page.json. */
  keyBasis?: string;
  /** `data` as JSON, when the caller has it already (a render thread: render-worker.ts). */
  json?: string;
}

/** Writes a page's files; answers its key when the job gives a key basis. */
export type WritePage = (job: PageJob) => Promise<string | undefined>;

/** The server renderer's entry (src/renderer/render-page.tsx), bundled by the build. */
export type RenderPage = typeof import('../../src/renderer/render-page').renderPage;

export async function writePage(
  { data, assets, htmlFile, jsonFile, keyBasis, values, json: given }: PageJob,
  renderPage: RenderPage,
): Promise<string | undefined> {
  const html = renderDocument(data, await renderPage(data, { values }), assets);
  mkdirSync(path.dirname(htmlFile), { recursive: true });
  writeFileSync(htmlFile, html);
  const json = given ?? (jsonFile || keyBasis ? JSON.stringify(data) : '');
  if (jsonFile) writeFileSync(jsonFile, json);
  return keyBasis === undefined ? undefined : pageKey(keyBasis, json);
}
