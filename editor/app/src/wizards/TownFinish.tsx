// Add town, last step: each of its pages with its near-copy score measured again on the whole draft,
// what goes into the draft, and (when a page is too like another) why the wizard cannot finish yet.
import { NotAddedYet } from './NotAddedYet';
import type { SiteModel, TownSimilarity } from '../api';
import { SimilarityScore } from './SimilarityScore';
import type { Town } from './draft-model';

interface Props {
  draft: SiteModel;
  town: Town;
  pages: { id: string; name: string; path: string }[];
  reviews: { ids: string[] }[];
  onMeasured: (template: string, page: TownSimilarity) => void;
  refusal?: string[];
}

export function TownFinish({ draft, town, pages, reviews, onMeasured, refusal }: Props) {
  return (
    <>
      <NotAddedYet
        reasons={refusal}
        fix={`Write more of ${town.name}’s own text on ${refusal?.length === 1 ? 'that page’s' : 'those pages’'} step (Back).`}
      />
      <p>
        {town.name} and its {pages.length} pages go into your draft: they show in the preview, the footer’s service
        areas, the overview pages’ town cards and the sitemap. <strong>Save</strong> writes them to site.json and lists
        the pages added.
      </p>
      <ul className="town-scores" aria-label="Near-copy check of each page">
        {pages.map((p) => (
          <li key={p.id}>
            <strong>{p.name}</strong> <code>{p.path}</code>
            <SimilarityScore
              model={draft}
              town={town.slug}
              townName={town.name}
              template={p.id}
              onMeasured={(page) => onMeasured(p.id, page)}
            />
          </li>
        ))}
      </ul>
      {reviews.length > 0 && (
        <p className="hint">
          Reviews are optional: until reviews named{' '}
          {[...new Set(reviews.flatMap((r) => r.ids))].map((id) => `“${id}”`).join(' and ')} exist under Reviews,{' '}
          {town.name}’s pages show the site’s general reviews.
        </p>
      )}
    </>
  );
}
