// Town pages made from one template must not be near copies of each other (search engines treat
// such pages as doorway pages). For each template, every pair of its town pages is compared on the
// visible <main> text with the town's name and slug replaced by a token.
import { escapePointer } from '../load';
import { visibleText } from './dom';
import { jaccard, shingles, withoutTown } from './shingles';
import type { Check, DoctorContext, DoctorPage, Finding } from './types';

export const defaultLimit = 0.6;

export interface PairScore { a: DoctorPage; b: DoctorPage; score: number }
export interface TemplateScore { template: string; pages: number; worst?: PairScore; over: PairScore[] }

export function templateScores({ model, pages }: DoctorContext): TemplateScore[] {
  const limit = model.site.nearDuplicateLimit ?? defaultLimit;
  const byTemplate = new Map<string, DoctorPage[]>();
  for (const page of pages) {
    const id = page.route.kind === 'town' ? page.route.template?.id : undefined;
    if (id) byTemplate.set(id, [...(byTemplate.get(id) ?? []), page]);
  }
  return [...byTemplate].map(([template, group]) => {
    const sets = group.map((p) => shingles(withoutTown(visibleText(p.$('main').toArray()), [p.route.town!.name, p.route.town!.slug])));
    const pairs: PairScore[] = [];
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) pairs.push({ a: group[i], b: group[j], score: jaccard(sets[i], sets[j]) });
    }
    pairs.sort((x, y) => y.score - x.score);
    return { template, pages: group.length, worst: pairs[0], over: pairs.filter((p) => p.score > limit) };
  });
}

const percent = (n: number) => `${Math.round(n * 100)}%`;

export const nearDuplicates: Check = (ctx) => {
  const limit = ctx.model.site.nearDuplicateLimit ?? defaultLimit;
  const findings: Finding[] = [];
  for (const { template, over } of templateScores(ctx)) {
    for (const { a, b, score } of over) {
      const town = a.route.town!;
      findings.push({
        check: 'near-duplicates', severity: 'error', page: a.route.path,
        pointer: `/towns/${ctx.model.towns.indexOf(town)}${town.pages?.[template] ? `/pages/${escapePointer(template)}` : ''}`,
        message: `The main text is ${percent(score)} the same as ${b.route.path} once the town names are set aside (limit ${percent(limit)}).`,
        hint: `Write copy of its own for ${town.name} in towns → ${town.slug} → pages → "${template}" (hero text, intro, specialty cards), or for ${b.route.town!.name}. The limit is "site.nearDuplicateLimit".`,
      });
    }
  }
  return findings;
};
