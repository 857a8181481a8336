// The doctor's advice on the draft, before saving: near-duplicate town pages (with their score and
// the shared parts to rewrite), sentences copied from another service or town,
// pictures without useful alt text, broken links and facts typed by hand that differ from business.
// The same checks as `npm run doctor` (generator/doctor/), run on every page of the draft drawn by
// the preview's renderer in memory instead of on dist/. Drawing every page takes seconds, so the
// editor asks for it only once typing pauses (use-advice.ts), never per keystroke.
import express, { type Request } from 'express';
import type { SiteModel } from '../../schema/generated/site';
import {
  altText,
  copiedSentences,
  facts,
  links,
  nearDuplicates,
  parseHtml,
  validate,
  type Check,
  type DoctorPage,
  type Finding,
} from '../../generator/api';
import type { Previewer } from './preview';

/** The doctor's checks that concern what the person editing writes (the others check the build itself). */
const ADVICE_CHECKS: Check[] = [nearDuplicates, copiedSentences, altText, links, facts];

async function draftAdvice(model: SiteModel, previewer: Previewer, imagesDir: string): Promise<Finding[]> {
  const { routes, problems } = validate({ file: 'site.json', raw: model, positions: new Map() }, imagesDir);
  if (problems.length) return []; // the problems come first; advice follows once the draft is valid
  const pages: DoctorPage[] = [];
  for (const route of routes) {
    await previewer.turns.next(); // the preview comes first (turns.ts)
    pages.push({ route, file: route.path, $: parseHtml(await previewer.render(model, routes, route)) });
  }
  const context = { model, routes, pages, outDir: previewer.outDir };
  const findings: Finding[] = [];
  for (const check of ADVICE_CHECKS) {
    await previewer.turns.next(); // a check of every page takes a few hundred ms: a check or a save goes between them
    findings.push(...check(context));
  }
  return findings;
}

export function adviceRouter(previewer: Previewer, imagesDir: string): express.Router {
  const router = express.Router();
  router.post('/api/advice', async (req: Request<unknown, unknown, { model: SiteModel }>, res) => {
    const started = performance.now();
    const advice = await draftAdvice(req.body.model, previewer, imagesDir);
    res.json({ advice, ms: Math.round(performance.now() - started) });
  });
  return router;
}
