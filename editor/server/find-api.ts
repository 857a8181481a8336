// POST /api/find: "Find text on the site" over the draft being edited. The index (every route drawn,
// every text traced) is kept for the last model searched, so typing a query redraws nothing.
import express, { type Request } from 'express';
import { createHash } from 'node:crypto';
import type { SiteModel } from '../../schema/generated/site';
import { validate } from '../../generator/api';
import type { Previewer } from './preview';
import { TextIndex } from './find-text';
import { t } from '../shared/i18n';

export function findTextApi(previewer: Previewer, imagesDir: string): express.Router {
  /** One index per language of the site (one: a site of one language, its language unnamed). */
  type Indexes = { language?: string; index: TextIndex }[];
  let last: { key: string; index: Promise<Indexes> } | undefined;
  const indexOf = (model: SiteModel) => {
    const key = createHash('sha256').update(JSON.stringify(model)).digest('hex');
    if (last?.key !== key) {
      const index = (async () => {
        const valid = validate({ file: 'site.json', raw: model, positions: new Map() }, imagesDir);
        if (valid.problems.length) throw new FindError(t('server.find.problems', { count: valid.problems.length }));
        if (!valid.languages) return [{ index: new TextIndex(model, await previewer.renderAll(model, valid.routes)) }];
        // Each language's pages traced to its own site's texts: a text found names the language it is in.
        const indexes: Indexes = [];
        for (const { site, model: inLanguage, routes } of valid.languages)
          indexes.push({
            language: site.language,
            index: new TextIndex(inLanguage, await previewer.renderAll(inLanguage, routes)),
          });
        return indexes;
      })();
      last = { key, index };
      index.catch(() => {
        if (last?.index === index) last = undefined;
      });
    }
    return last.index;
  };

  const router = express.Router();
  router.post('/api/find', async (req: Request<unknown, unknown, { model: SiteModel; query: string }>, res) => {
    // An empty query readies the index (the search box asks for it when it gets focus).
    const query = String(req.body?.query ?? '').trim();
    try {
      const started = performance.now();
      const results = (await indexOf(req.body.model)).flatMap(({ language, index }) =>
        index.find(query).map((found) => (language ? { ...found, language } : found)),
      );
      res.json({ results, ms: Math.round(performance.now() - started) });
    } catch (error) {
      if (!(error instanceof FindError)) throw error;
      res.status(422).json({ error: error.message });
    }
  });
  return router;
}

class FindError extends Error {}
