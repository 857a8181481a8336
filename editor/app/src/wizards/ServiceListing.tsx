// Add service, last step: where the new service is listed (its overview page, a card on the Services
// page with a picture from the library, the menu), each said in a sentence, and each town page's
// near-copy score: the wizard finishes only when every page passes.
import { NotAddedYet } from './NotAddedYet';
import { useState } from 'react';
import type { SiteModel, TownSimilarity } from '../api';
import { PictureDialog } from '../pictures/PictureDialog';
import { SimilarityScore } from './SimilarityScore';
import { TextField } from './TextField';
import { placesInWords, servicesPage } from './service-places';

export interface ListingChoices {
  overview: boolean;
  menu: boolean;
  card: boolean;
  cardText: string;
  cardImage?: { src: string; alt: string };
  overviewText: { title: string; description: string; heroText: string };
}

interface Props {
  model: SiteModel;
  draft: SiteModel;
  name: string;
  id: string;
  source: string;
  pages: { slug: string; town: string; path: string; step: string }[];
  choices: ListingChoices;
  onChange: (choices: Partial<ListingChoices>) => void;
  onMeasured: (slug: string, page: TownSimilarity) => void;
  refusal?: string[];
}

export function ServiceListing({
  model,
  draft,
  name,
  id,
  source,
  pages,
  choices,
  onChange,
  onMeasured,
  refusal,
}: Props) {
  const [choosing, setChoosing] = useState(false);
  const ov = choices.overviewText;
  const servicesAt = servicesPage(model);
  const sentences = [
    `Adds its page for ${pages.length === 1 ? pages[0]!.town : `each of ${pages.length} towns`}: ${pages.map((p) => p.path).join(', ')}.`,
    ...(choices.overview ? [`Adds its overview page /${id}, with a card for each town.`] : []),
    ...placesInWords(model, name, {
      menu: choices.menu,
      card: choices.card ? { description: choices.cardText, image: choices.cardImage } : undefined,
    }),
  ];
  return (
    <>
      <NotAddedYet
        reasons={refusal}
        fix={`Rewrite ${refusal?.length === 1 ? 'it' : 'them'} on ${refusal?.length === 1 ? 'its' : 'their'} step (Back).`}
      />
      <fieldset>
        <legend>Where {name} is listed</legend>
        {servicesAt && (
          <div className="checkbox">
            <label>
              <input type="checkbox" checked={choices.card} onChange={(e) => onChange({ card: e.target.checked })} /> A
              card on the {servicesAt.name} page, beside the other services
            </label>
          </div>
        )}
        {choices.card && servicesAt && (
          <div className="card-choice">
            <TextField
              id="card-text"
              label="Card text (one or two sentences)"
              multiline
              value={choices.cardText}
              onChange={(cardText) => onChange({ cardText })}
            />
            <div className="picture-choice">
              {choices.cardImage ? (
                <span>
                  Picture: {choices.cardImage.src} (“{choices.cardImage.alt}”)
                </span>
              ) : (
                <span className="muted">No picture yet.</span>
              )}
              <button type="button" className="small-button" onClick={() => setChoosing(true)}>
                {choices.cardImage ? 'Choose another picture…' : 'Choose a picture…'}
              </button>
            </div>
          </div>
        )}
        <div className="checkbox">
          <label>
            <input type="checkbox" checked={choices.menu} onChange={(e) => onChange({ menu: e.target.checked })} /> A
            link in the menu
          </label>
        </div>
        <div className="checkbox">
          <label>
            <input
              type="checkbox"
              checked={choices.overview}
              onChange={(e) => onChange({ overview: e.target.checked })}
            />{' '}
            Its own overview page /{id}, with a card for each town
          </label>
        </div>
        {choices.overview && (
          <>
            <TextField
              id="overview-title"
              label="Overview page title"
              value={ov.title}
              onChange={(title) => onChange({ overviewText: { ...ov, title } })}
            />
            <TextField
              id="overview-description"
              label="Overview search-result summary"
              multiline
              value={ov.description}
              onChange={(description) => onChange({ overviewText: { ...ov, description } })}
            />
            <TextField
              id="overview-hero"
              label="Overview introduction under the heading"
              multiline
              value={ov.heroText}
              onChange={(heroText) => onChange({ overviewText: { ...ov, heroText } })}
            />
          </>
        )}
      </fieldset>
      <h3 className="wizard-page">Adding {name}</h3>
      <ul className="places" aria-label="What is added">
        {sentences.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <ul className="town-scores" aria-label="Near-copy check of each page">
        {pages.map((p) => (
          <li key={p.slug}>
            <strong>{p.step}</strong>{' '}
            <SimilarityScore
              model={draft}
              town={p.slug}
              townName={p.town}
              template={id}
              compareWith={source}
              onMeasured={(page) => onMeasured(p.slug, page)}
            />
          </li>
        ))}
      </ul>
      {choosing && (
        <PictureDialog
          current={choices.cardImage?.src ?? ''}
          currentAlt={choices.cardImage?.alt}
          withAlt
          onClose={() => setChoosing(false)}
          onPlace={(src, alt) => {
            onChange({ cardImage: { src, alt: alt ?? '' } });
            setChoosing(false);
          }}
        />
      )}
    </>
  );
}
