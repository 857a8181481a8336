// One <h1> per page, and heading levels that go down one step at a time (h2 → h3, never h2 → h4),
// so screen-reader users can navigate the page by its outline.
import { findText, routeSource } from './locate';
import { say } from './say';
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
        ...(h1s.length === 0
          ? say('headingNone')
          : say(
              'headingsMany',
              h1s.map((h) => h.text),
            )),
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
        ...(before
          ? say('headingSkipsLevel', h.text, h.level, before.text, before.level)
          : say('headingFirstNotMain', h.text, h.level)),
      });
    });
  }
  return findings;
};
