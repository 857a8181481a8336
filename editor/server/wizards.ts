// The wizards' server side: how alike a town's pages are to the other towns' and to their template,
// measured by the doctor's own near-duplicate functions over pages drawn by the preview's renderer
// (the same HTML a build writes), the sentences each page carries from another service or town (the
// doctor's copiedTexts, the same function `npm run doctor`, Save's advice and Publish use, so they
// all say the same thing), and the findings that must block publishing.
import express, { type Request } from 'express';
import type { SiteModel } from '../../schema/generated/site';
import {
  copiedSentences,
  copiedTexts,
  copyFinding,
  defaultLimit,
  nearCopyFinding,
  nearDuplicates,
  pairScores,
  parseHtml,
  templateLikeness,
  validate,
  type CopiedText,
  type DoctorPage,
  type Finding,
  type Route,
} from '../../generator/api';
import type { CopiedTextAnswer, SimilarityAnswer, TownSimilarity } from '../shared/api-types';
import type { Previewer } from './preview';
import { blocksPublish } from './publish';
import { t } from '../shared/i18n';

/** The doctor's near-duplicate measures for one town's pages of the given templates (all of its pages when none are named). */
async function townSimilarity(
  previewer: Previewer,
  model: SiteModel,
  imagesDir: string,
  town: string,
  templates?: string[],
  cache = new OtherTownsCache(),
  compareWith?: string,
): Promise<SimilarityAnswer> {
  const { routes, problems } = validate({ file: 'site.json', raw: model, positions: new Map() }, imagesDir);
  if (problems.length) return { ok: false, problems };
  const limit = model.site.nearDuplicateLimit ?? defaultLimit;
  const own = routes.filter(
    (r) =>
      r.kind === 'town' && r.town?.slug === town && r.template && (!templates || templates.includes(r.template.id)),
  );
  const pages: TownSimilarity[] = [];
  let copies: CopiedText[] | undefined;
  for (const route of own) {
    const group: DoctorPage[] = [];
    for (const r of routes.filter((r) => r.kind === 'town' && r.template?.id === route.template!.id)) {
      group.push(
        r === route
          ? await drawPage(previewer, model, routes, r)
          : await cache.page(model, town, r, () => drawPage(previewer, model, routes, r)),
      );
    }
    const others = pairScores(group).flatMap(({ a, b, score }) => {
      const other = a.route === route ? b : b.route === route ? a : undefined;
      return other
        ? [{ town: other.route.town!.slug, name: other.route.town!.name, path: other.route.path, score }]
        : [];
    });
    const source = compareWith
      ? await sourceScore(
          previewer,
          model,
          routes,
          group.find((p) => p.route === route)!,
          compareWith,
          cache,
        )
      : undefined;
    const templateScore = templateLikeness(model, route);
    const worst = others[0];
    const advice =
      templateScore > limit
        ? nearCopyFinding(model, route, templateScore)
        : worst && worst.score > limit
          ? nearCopyFinding(
              model,
              route,
              worst.score,
              routes.find((r) => r.path === worst.path)!,
            )
          : undefined;
    copies ??= copiedTexts(model, routes);
    pages.push({
      template: route.template!.id,
      path: route.path,
      limit,
      templateScore,
      others,
      ...(source ? { source } : {}),
      copies: copies.filter((c) => c.page === route.path).map(copyAnswer),
      ...(advice ? { advice: { message: advice.message, fix: advice.hint } } : {}),
    });
  }
  return { ok: true, pages };
}

/** A copy as the wizard shows it: the sentences, whose they are, and the doctor's words for it. */
function copyAnswer(copy: CopiedText): CopiedTextAnswer {
  const { message, hint } = copyFinding(copy);
  return {
    kind: copy.kind,
    sentences: copy.texts,
    from: copy.from.name,
    ...(copy.from.page ? { fromPage: copy.from.page } : {}),
    message,
    fix: hint,
    pointer: copy.pointer,
  };
}

/** The same town's page of the service a new one was copied from, scored against the new page as the doctor scores two towns' pages. */
async function sourceScore(
  previewer: Previewer,
  model: SiteModel,
  routes: Route[],
  page: DoctorPage,
  template: string,
  cache: OtherTownsCache,
): Promise<TownSimilarity['source']> {
  const route = routes.find(
    (r) => r.kind === 'town' && r.template?.id === template && r.town?.slug === page.route.town!.slug,
  );
  if (!route) return undefined;
  // Cached with the other towns' pages: the wizard changes only the new service's text of this town.
  const drawn = await cache.page(model, page.route.town!.slug, route, () => drawPage(previewer, model, routes, route));
  const [pair] = pairScores([page, drawn]);
  const service = model.services.find((s) => s.id === route.template!.service);
  return { template, name: service?.name ?? template, path: route.path, score: pair!.score };
}

/**
 * The doctor's findings over the model's pages that would stop a publish (blocksPublish): near copies and
 * copied sentences. Stops (throws the signal's reason) once nobody waits for the answer: a closed dialog's check
 * would otherwise go on drawing every town page beside the next save.
 */
async function publishBlockers(
  previewer: Previewer,
  model: SiteModel,
  imagesDir: string,
  signal: AbortSignal,
): Promise<Finding[]> {
  const { routes, problems } = validate({ file: 'site.json', raw: model, positions: new Map() }, imagesDir);
  if (problems.length)
    return problems.map((p) => ({
      check: 'site.json',
      severity: 'error',
      pointer: p.pointer,
      message: p.message,
      hint: p.hint ?? '',
    }));
  const pages = await drawPages(
    previewer,
    model,
    routes,
    routes.filter((r) => r.kind === 'town' && r.template),
    signal,
  );
  const context = { model, routes, pages, outDir: '' };
  const nearCopies = nearDuplicates(context);
  await previewer.turns.next(); // each takes a few hundred ms: a check or a save goes between them
  signal.throwIfAborted();
  return [...nearCopies, ...copiedSentences(context)].filter(blocksPublish);
}

async function drawPages(
  previewer: Previewer,
  model: SiteModel,
  routes: Route[],
  chosen: Route[],
  signal: AbortSignal,
): Promise<DoctorPage[]> {
  const pages: DoctorPage[] = [];
  for (const route of chosen) {
    await previewer.turns.next(); // in the background: a check or a save goes first (turns.ts)
    signal.throwIfAborted();
    pages.push(await drawPage(previewer, model, routes, route));
  }
  return pages;
}

const drawPage = async (
  previewer: Previewer,
  model: SiteModel,
  routes: Route[],
  route: Route,
): Promise<DoctorPage> => ({ route, file: route.path, $: parseHtml(await previewer.render(model, routes, route)) });

/**
 * The other towns' pages while one town's text is written: a town's own text (its "pages") appears
 * only on its own pages, so the others are drawn again only when anything else in the model changes.
 * Drawing a page takes a good part of a second on a busy machine; this keeps the live score to one page.
 */
class OtherTownsCache {
  private key = '';
  private pages = new Map<string, DoctorPage>();

  async page(model: SiteModel, town: string, route: Route, draw: () => Promise<DoctorPage>): Promise<DoctorPage> {
    const key = JSON.stringify({
      ...model,
      towns: model.towns.map((t) => (t.slug === town ? { ...t, pages: undefined } : t)),
    });
    if (key !== this.key) {
      this.key = key;
      this.pages.clear();
    }
    const known = this.pages.get(route.path);
    if (known) return { ...known, route };
    const drawn = await draw();
    this.pages.set(route.path, drawn);
    return drawn;
  }
}

export function wizardsRouter(previewer: Previewer, imagesDir: string): express.Router {
  const router = express.Router();
  const otherTowns = new OtherTownsCache();
  router.post(
    '/api/wizards/similarity',
    async (
      req: Request<unknown, unknown, { model: SiteModel; town: string; templates?: string[]; compareWith?: string }>,
      res,
    ) => {
      const { model, town, templates, compareWith } = req.body;
      if (!model || typeof town !== 'string') {
        res.status(400).json({
          error: t('server.wizards.nothingToCompare'),
        });
        return;
      }
      res.json(
        await townSimilarity(
          previewer,
          model,
          imagesDir,
          town,
          templates,
          otherTowns,
          typeof compareWith === 'string' ? compareWith : undefined,
        ),
      );
    },
  );
  router.post('/api/wizards/publish-blockers', async (req: Request<unknown, unknown, { model: SiteModel }>, res) => {
    if (!req.body?.model) {
      res.status(400).json({ error: t('server.wizards.noDraft') });
      return;
    }
    const asked = new AbortController();
    res.once('close', () => asked.abort());
    try {
      res.json({ blockers: await publishBlockers(previewer, req.body.model, imagesDir, asked.signal) });
    } catch (error) {
      if (!asked.signal.aborted) throw error; // else the asker has gone: nobody to answer
    }
  });
  return router;
}
