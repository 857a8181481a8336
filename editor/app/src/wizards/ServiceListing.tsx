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
import { useTranslation } from '../i18n';

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
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const ov = choices.overviewText;
  const servicesAt = servicesPage(model);
  const sentences = [
    pages.length === 1
      ? t('wizard.listing.addsPage', { town: pages[0]!.town, paths: pages[0]!.path })
      : t('wizard.listing.addsPages', { count: pages.length, paths: pages.map((p) => p.path).join(', ') }),
    ...(choices.overview ? [t('wizard.listing.addsOverview', { path: `/${id}` })] : []),
    ...placesInWords(model, name, {
      menu: choices.menu,
      card: choices.card ? { description: choices.cardText, image: choices.cardImage } : undefined,
    }),
  ];
  return (
    <>
      <NotAddedYet reasons={refusal} fix={t('wizard.listing.fix', { count: refusal?.length ?? 0 })} />
      <fieldset>
        <legend>{t('wizard.listing.where', { service: name })}</legend>
        {servicesAt && (
          <div className="checkbox">
            <label>
              <input type="checkbox" checked={choices.card} onChange={(e) => onChange({ card: e.target.checked })} />{' '}
              {t('wizard.listing.card', { page: servicesAt.name })}
            </label>
          </div>
        )}
        {choices.card && servicesAt && (
          <div className="card-choice">
            <TextField
              id="card-text"
              label={t('wizard.listing.cardText')}
              multiline
              required
              value={choices.cardText}
              onChange={(cardText) => onChange({ cardText })}
            />
            <div className="picture-choice">
              {choices.cardImage ? (
                <span>{t('wizard.listing.picture', { src: choices.cardImage.src, alt: choices.cardImage.alt })}</span>
              ) : (
                <span className="muted">{t('wizard.listing.noPicture')}</span>
              )}
              <button type="button" className="small-button" onClick={() => setChoosing(true)}>
                {choices.cardImage ? t('wizard.chooseAnotherPicture') : t('wizard.listing.choosePicture')}
              </button>
            </div>
          </div>
        )}
        <div className="checkbox">
          <label>
            <input type="checkbox" checked={choices.menu} onChange={(e) => onChange({ menu: e.target.checked })} />{' '}
            {t('wizard.listing.menu')}
          </label>
        </div>
        <div className="checkbox">
          <label>
            <input
              type="checkbox"
              checked={choices.overview}
              onChange={(e) => onChange({ overview: e.target.checked })}
            />{' '}
            {t('wizard.listing.overview', { path: `/${id}` })}
          </label>
        </div>
        {choices.overview && (
          <>
            <TextField
              id="overview-title"
              label={t('wizard.listing.overviewTitle')}
              required
              value={ov.title}
              onChange={(title) => onChange({ overviewText: { ...ov, title } })}
            />
            <TextField
              id="overview-description"
              label={t('wizard.listing.overviewDescription')}
              multiline
              required
              value={ov.description}
              onChange={(description) => onChange({ overviewText: { ...ov, description } })}
            />
            <TextField
              id="overview-hero"
              label={t('wizard.listing.overviewHero')}
              multiline
              value={ov.heroText}
              onChange={(heroText) => onChange({ overviewText: { ...ov, heroText } })}
            />
          </>
        )}
      </fieldset>
      <h3 className="wizard-page">{t('wizard.listing.adding', { service: name })}</h3>
      <ul className="places" aria-label={t('wizard.listing.whatIsAdded')}>
        {sentences.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <ul className="town-scores" aria-label={t('wizard.town.finish.scores')}>
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
