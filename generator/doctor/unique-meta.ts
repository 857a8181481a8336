// No two indexable pages share a title or a description: search engines would treat them as the
// same page and show only one.
import { metaPointer } from './locate';
import { pageMeta } from './meta';
import { say } from './say';
import { indexable, type Check, type Finding } from './types';

export const uniqueMeta: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  for (const field of ['title', 'description'] as const) {
    const users = new Map<string, string[]>();
    for (const page of pages.filter(indexable)) {
      const m = pageMeta(page);
      const text = (field === 'title' ? m.titles : m.descriptions)[0];
      if (text) users.set(text, [...(users.get(text) ?? []), page.route.path]);
    }
    for (const page of pages.filter(indexable)) {
      const m = pageMeta(page);
      const text = (field === 'title' ? m.titles : m.descriptions)[0];
      const others = (users.get(text ?? '') ?? []).filter((p) => p !== page.route.path);
      if (!text || others.length === 0) continue;
      findings.push({
        check: 'unique-meta',
        severity: 'error',
        page: page.route.path,
        pointer: metaPointer(page.route, model, field),
        ...say('metaShared', field, text, others),
      });
    }
  }
  return findings;
};
