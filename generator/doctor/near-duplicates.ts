// Town pages made from one template must not be near copies of each other (search engines treat
// such pages as doorway pages). For each template, every pair of its town pages is compared on the
// visible <main> text with the town's name and slug replaced by a token. And each town page is
// compared with the template's own text filled in for that town: a new town whose pages are the
// template with only the name changed scores 100% there, however different the other towns are.
import { townIndex } from './locate';
import type { Block, SiteModel, Template } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { escapePointer } from '../model/walk';
import { fill, siteVars, townVars } from '../../shared/site/placeholders';
import { visibleText } from './dom';
import { jaccard, shingles, withoutTown } from './shingles';
import { blockInWords } from './page-text';
import { NOT_TEXT } from '../../shared/site/not-text';
import { inputsOf, reading } from './memory';
import { say } from './say';
import type { Check, DoctorContext, DoctorPage, Finding } from './types';

export const defaultLimit = 0.6;

export interface PairScore {
  a: DoctorPage;
  b: DoctorPage;
  score: number;
}
export interface TemplateScore {
  template: string;
  pages: number;
  /** The most alike pair of the template's town pages. */
  worst?: PairScore;
  /** Each page over the limit with the other page it is most like, most alike first. */
  over: PairScore[];
}

/** The scores of a doctor run: computed once, for its check and its report. */
const scoresOfRun = new WeakMap<DoctorContext, TemplateScore[]>();

/**
 * For each template, its most alike pair of town pages and, for each page, the other page it is most
 * like when that is over the limit: one finding per page, the closest copy named (fixing it shows the next).
 */
export function templateScores(ctx: DoctorContext): TemplateScore[] {
  const known = scoresOfRun.get(ctx);
  if (known) return known;
  const limit = ctx.model.site.nearDuplicateLimit ?? defaultLimit;
  const byTemplate = new Map<string, DoctorPage[]>();
  for (const page of ctx.pages) {
    const id = page.route.kind === 'town' ? page.route.template?.id : undefined;
    if (id) byTemplate.set(id, [...(byTemplate.get(id) ?? []), page]);
  }
  const scores = [...byTemplate].map(([template, group]): TemplateScore => {
    const scores = pairMatrix(ctx, template, group);
    const n = group.length;
    let worst: PairScore | undefined;
    const over: PairScore[] = [];
    for (let i = 0; i < n; i++) {
      let closest: PairScore | undefined;
      for (let j = i + 1; j < n; j++) {
        const score = scores[i * n + j]!;
        if (!closest || score > closest.score) closest = { a: group[i]!, b: group[j]!, score };
      }
      if (!closest) continue;
      if (!worst || closest.score > worst.score) worst = closest;
      if (closest.score > limit) over.push(closest);
    }
    return { template, pages: group.length, worst, over: over.sort((x, y) => y.score - x.score) };
  });
  scoresOfRun.set(ctx, scores);
  return scores;
}

/** A template's pair scores as a run keeps them: each page by its readings (the same while its page key is), and the n × n scores. */
interface KeptScores {
  at: Map<object, number>;
  scores: Float64Array;
}

/**
 * The score of every pair of the group's pages (row i, column j). Pairs of two pages the last run
 * scored as they are now are taken from it (ctx.kept): a publish of one changed page scores its pairs alone.
 */
function pairMatrix(ctx: DoctorContext, template: string, group: DoctorPage[]): Float64Array {
  const name = `pair scores ${template}`;
  const before = ctx.kept?.get(name) as KeptScores | undefined;
  const identity = (page: DoctorPage): object => page.readings ?? page;
  const was = group.map((page) => before?.at.get(identity(page)));
  const width = before ? Math.sqrt(before.scores.length) : 0;
  const sets = group.map(mainShingles);
  const n = group.length;
  const scores = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = was[i];
      const b = was[j];
      const score = a !== undefined && b !== undefined ? before!.scores[a * width + b]! : jaccard(sets[i]!, sets[j]!);
      scores[i * n + j] = score;
      scores[j * n + i] = score;
    }
  }
  ctx.kept?.set(name, { at: new Map(group.map((page, i) => [identity(page), i])), scores } satisfies KeptScores);
  return scores;
}

/** A town page's visible <main> text as shingles, its town's name and slug set aside: what town pages are compared on. */
const mainShingles = (page: DoctorPage) =>
  reading(page, 'main shingles', () =>
    shingles(withoutTown(visibleText(page.$('main').toArray()), [page.route.town!.name, page.route.town!.slug])),
  );

/** Every pair of one template's town pages, most alike first, compared on their <main> text without the town names. */
export function pairScores(group: DoctorPage[]): PairScore[] {
  const sets = group.map(mainShingles);
  const pairs: PairScore[] = [];
  for (let i = 0; i < group.length; i++) {
    for (let j = i + 1; j < group.length; j++)
      pairs.push({ a: group[i]!, b: group[j]!, score: jaccard(sets[i]!, sets[j]!) });
  }
  return pairs.sort((x, y) => y.score - x.score);
}

/** The words of a page's title, description and blocks, as site.json has them after filling. */
function wordsOf(title: string, description: string, blocks: Block[]): string {
  const out = [title, description];
  const visit = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) if (!NOT_TEXT.has(k)) visit(v);
  };
  blocks.forEach(visit);
  return out.join('\n');
}

/** How many words a block gives its page (names of things aside). */
const wordCount = (block: Block) => wordsOf('', '', [block]).split(/\s+/).filter(Boolean).length;

/**
 * The blocks of a town page that are its pattern's text, shared by every town (none of the town's own
 * words in them), most words first, in the editor's words: what to rewrite or leave out for the town.
 */
function sharedParts(route: Route, most = 3): string[] {
  return route.blocks
    .map((block, b) => ({ block, shared: route.blockSources[b]!.startsWith('/templates/'), words: wordCount(block) }))
    .filter((p) => p.shared && p.words >= 10)
    .sort((a, b) => b.words - a.words)
    .slice(0, most)
    .map((p) => blockInWords(p.block));
}

/** Each route's likeness to its template's text, once per site model (the check and each finding ask). */
const likenessOf = new WeakMap<SiteModel, WeakMap<Route, number>>();

/** How much of a town page is its template's own text filled in for the town (no town copy of its own). */
export function templateLikeness(model: SiteModel, route: Route): number {
  let known = likenessOf.get(model);
  if (!known) likenessOf.set(model, (known = new WeakMap()));
  let score = known.get(route);
  if (score === undefined) known.set(route, (score = measureTemplateLikeness(model, route)));
  return score;
}

/** The site's values, once per model (each town page's template is filled in with them). */
const siteVarsOf = new WeakMap<SiteModel, ReturnType<typeof siteVars>>();

/** What a town page's template text is filled in with: the site's and the town's values. */
const templateVars = (model: SiteModel, route: Route) => ({
  ...(siteVarsOf.get(model) ?? siteVarsOf.set(model, siteVars(model)).get(model)),
  ...townVars(
    route.town!,
    model.services.find((s) => s.id === (route.template as Template).service),
  ),
});

/** Each template's text as a hash, once per run. */
const templateHashes = new WeakMap<object, string>();

/**
 * What a town page's likeness to its template depends on besides its own words (which its page key
 * fixes): the template's text and the values filled in. A kept likeness is taken while these are the same.
 */
function likenessInputs(model: SiteModel, route: Route): string {
  const template = route.template as Template;
  let text = templateHashes.get(template);
  if (!text) templateHashes.set(template, (text = inputsOf(template)));
  return `${text} ${inputsOf(templateVars(model, route))}`;
}

function measureTemplateLikeness(model: SiteModel, route: Route): number {
  const town = route.town!;
  const template = route.template as Template;
  const vars = templateVars(model, route);
  const own = fill(
    template.blocks.filter((b) => !b.towns || b.towns.includes(town.slug)),
    vars,
  );
  const names = [town.name, town.slug];
  const page = shingles(withoutTown(wordsOf(route.title, route.description, route.blocks), names));
  const plain = shingles(
    withoutTown(wordsOf(fill(template.title, vars), fill(template.description, vars), own), names),
  );
  return jaccard(page, plain);
}

/** Where a town's own text for a page is written (its town entry when it has none yet). */
const ownTextPointer = (model: SiteModel, route: Route) => {
  const town = route.town!;
  const template = route.template!.id;
  return `/towns/${townIndex(model, town)}${town.pages?.[template] ? `/pages/${escapePointer(template)}` : ''}`;
};

/**
 * The finding for a town page too like another town's page `other`, or (without one) too like the text
 * every town shares (templateLikeness), naming the shared parts: the doctor's, the wizard's and Publish's words.
 */
export function nearCopyFinding(model: SiteModel, route: Route, score: number, other?: Route): Finding {
  const town = route.town!;
  const limit = model.site.nearDuplicateLimit ?? defaultLimit;
  // Like another town's page but not the shared text: their own texts are alike, and the shared parts are not the cause.
  const ownTextsAlike = other && templateLikeness(model, route) <= limit;
  const facts = {
    score,
    limit,
    town: town.name,
    townSlug: town.slug,
    template: route.template!.id,
    shared: ownTextsAlike ? [] : sharedParts(route),
  };
  return {
    check: 'near-duplicates',
    severity: 'error',
    page: route.path,
    pointer: ownTextPointer(model, route),
    ...(other
      ? say('nearCopyOfTown', { ...facts, other: other.path, otherTown: other.town!.name })
      : say('nearCopyOfTemplate', facts)),
  };
}

export const nearDuplicates: Check = (ctx) => {
  const limit = ctx.model.site.nearDuplicateLimit ?? defaultLimit;
  const findings: Finding[] = [];
  for (const { over } of templateScores(ctx))
    for (const { a, b, score } of over) findings.push(nearCopyFinding(ctx.model, a.route, score, b.route));
  for (const page of ctx.pages) {
    const { route } = page;
    if (route.kind !== 'town' || !route.town || !route.template) continue;
    const score = reading(page, 'likeness', () => templateLikeness(ctx.model, route), likenessInputs(ctx.model, route));
    if (score > limit) findings.push(nearCopyFinding(ctx.model, route, score));
  }
  return findings;
};
