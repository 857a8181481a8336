// The first words a new service's pages get from the Add service wizard (its overview page, its card
// on the Services page), which she then rewrites: in the site's language (site.locale), not the
// editor's, since they are the site's words. Their sentences are the editor's (wizard.starter.* in
// editor/shared/i18n, English and German: a site in another language starts in English); the quote
// button is the site's own, with its words and address from its labels (the language pack's
// quoteButton, leading to the site's own contact form, or what site.json's labels say).
import type { SiteModel as EditorModel } from '../api';
import type { SiteModel } from '../../../../schema/generated/site';
import { i18n, languageOf } from '../../../shared/i18n';
import { enginePack } from '../../../../shared/site/languages/packs';
import { siteLabels } from '../../../../shared/site/labels';
import { siteLocaleOf } from './draft-model';

type StarterButton = { label: string; href: string; style?: 'call' };

export interface StarterText {
  overview: { title: string; description: string; heroText: string };
  cardText: string;
  cardsHeading: string;
  cardsIntro: string;
  /** The overview page's hero buttons: a quote request on the site's contact form, and a call. */
  buttons: StarterButton[];
}

/** "Huron and Sandusky", "Köln, Frechen und Hürth": towns as the site's language lists them. */
function townList(locale: string, towns: string[]): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(towns);
  } catch {
    return towns.join(', '); // a locale still being typed
  }
}

/** The quote button's words and address as the site's pages show them. */
function quoteButton(model: EditorModel): StarterButton {
  try {
    const labels = siteLabels(model as unknown as SiteModel);
    return { label: labels.quoteButton, href: labels.quoteHref };
  } catch {
    // A draft the labels cannot be read from yet (a half-written locale): the language pack's words.
    const { quoteButton: label, quoteHref: href } = enginePack(siteLocaleOf(model)).labels;
    return { label, href };
  }
}

/** A new service's starter words, for the towns it is offered in. */
export function starterText(model: EditorModel, service: string, towns: string[]): StarterText {
  const locale = siteLocaleOf(model);
  const t = i18n.getFixedT(languageOf(locale) ?? 'en');
  const listed = townList(locale, towns);
  const site = (model.site as { name?: string } | undefined)?.name ?? '';
  const serviceText = t('wizard.starter.serviceText', { service, towns: listed });
  return {
    overview: {
      title: t('wizard.starter.overviewTitle', { service, towns: towns.join(' & '), site }),
      description: t('wizard.starter.overviewDescription', { service, towns: listed }),
      heroText: serviceText,
    },
    cardText: serviceText,
    cardsHeading: t('wizard.starter.cardsHeading', { service }),
    cardsIntro: t('wizard.starter.cardsIntro'),
    // {phone} and {tel} are the site's own fill-ins: the page shows the business's number.
    buttons: [
      quoteButton(model),
      { label: t('wizard.starter.call', { phone: '{phone}' }), href: 'tel:{tel}', style: 'call' },
    ],
  };
}
