// One <h1> per page, and heading levels that go down one step at a time (h2 → h3, never h2 → h4),
// so screen-reader users can navigate the page by its outline.
import { findText, routeSource } from './locate';
import type { Check, Finding } from './types';

export const headings: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  for (const { route, $ } of pages) {
    if (route.kind === 'alias') continue; // same content as its main page
    const all = $('h1, h2, h3, h4, h5, h6')
      .map((_, el) => ({ level: Number(el.name[1]), text: $(el).text().trim() }))
      .get();
    const where = (text: string) =>
      (text && findText(route, model, (v) => v.trim() === text)) || routeSource(route, model);
    const h1s = all.filter((h) => h.level === 1);
    if (h1s.length !== 1) {
      findings.push({
        check: 'headings',
        severity: 'error',
        page: route.path,
        pointer: h1s[1] ? where(h1s[1].text) : routeSource(route, model),
        message:
          h1s.length === 0
            ? 'The page has no main heading (h1).'
            : `The page has ${h1s.length} main headings (h1): ${h1s.map((h) => `"${h.text}"`).join(', ')}.`,
        hint:
          h1s.length === 0
            ? 'Start the page with a Hero block; its heading becomes the h1.'
            : 'Keep one Hero (or one h1) per page and make the other headings section headings.',
      });
    }
    all.forEach((h, i) => {
      const before = all[i - 1];
      // Without any h1 that is the one finding; otherwise the outline must start at h1.
      if (h.level <= (before?.level ?? (h1s.length ? 0 : 1)) + 1) return;
      findings.push({
        check: 'headings',
        severity: 'error',
        page: route.path,
        pointer: where(h.text),
        message: before
          ? `The heading "${h.text}" (h${h.level}) follows "${before.text}" (h${before.level}), skipping level h${before.level + 1}.`
          : `The first heading "${h.text}" is h${h.level}; a page starts with its main heading (h1).`,
        hint: `Give the section above it a heading, or move this block so it sits under an h${h.level - 1}.`,
      });
    });
  }
  return findings;
};
