// Every problem of the draft, in `npm run check`'s words, each a link to the field it concerns.
import type { Problem } from './api';
import { hrefOf } from './use-location';
import { sectionOf } from './sections';
import { humanize } from './schema-view';
import { segmentsOf } from './pointer';

/** "Pages › 1 › Blocks › 3 › Heading": where a problem is, in words rather than a pointer. */
export function placeOf(pointer: string): string {
  const section = sectionOf(pointer);
  const rest = segmentsOf(pointer.slice(section.pointer.length));
  return [section.label, ...rest.map((s) => (/^\d+$/.test(s) ? String(Number(s) + 1) : humanize(s)))].join(' › ');
}

export function ProblemList({ problems }: { problems: Problem[] }) {
  if (!problems.length) return null;
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h2 id="problems-title">{problems.length} problem{problems.length === 1 ? '' : 's'} to fix before saving</h2>
      <ul>
        {problems.map((p, i) => (
          <li key={`${p.pointer}-${i}`}>
            <a href={hrefOf(p.pointer)}>{placeOf(p.pointer)}</a>: {p.message} {p.hint}
          </li>
        ))}
      </ul>
    </section>
  );
}
