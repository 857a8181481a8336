// Add service, the towns' own text: which towns still need text of their own and why, each with its
// worst score as the doctor measures it (against the template's own text or another town's page).
import type { TownSimilarity } from '../api';
import { percent, verdictOf } from './SimilarityScore';
import './wizards.css';

/** Why a town's page is too similar: what it is most like, and how much. */
export function whyTooSimilar(page: TownSimilarity): string {
  const closest = page.others[0]; // most alike first
  return closest && closest.score > page.templateScore
    ? `its page is ${percent(closest.score)} the same as ${closest.name}’s`
    : `its page is ${percent(page.templateScore)} the template’s own text`;
}

interface Props {
  towns: { slug: string; name: string }[];
  measured: Record<string, TownSimilarity | undefined>;
}

export function TownsNeedingText({ towns, measured }: Props) {
  const waiting = towns.filter((t) => !measured[t.slug]);
  const over = towns.filter((t) => measured[t.slug] && verdictOf(measured[t.slug]!) === 'over');
  const limit = Object.values(measured).find(Boolean)?.limit;
  if (!over.length) {
    return (
      <p className={`needs-text${waiting.length ? '' : ' passes'}`} role="status">
        {waiting.length
          ? 'Measuring each town’s page…'
          : `Every town’s page passes the near-duplicate check${limit === undefined ? '' : ` (limit ${percent(limit)})`}.`}
      </p>
    );
  }
  return (
    <div className="needs-text over" role="status">
      <strong>
        {over.length === 1 ? '1 town still needs' : `${over.length} towns still need`} text of{' '}
        {over.length === 1 ? 'its' : 'their'} own
      </strong>{' '}
      (limit {percent(limit!)}):
      <ul>
        {over.map((t) => (
          <li key={t.slug}>
            {t.name}: {whyTooSimilar(measured[t.slug]!)}
          </li>
        ))}
      </ul>
    </div>
  );
}
