// The build's word to the public server (shared/server-contract.ts): resolved from site.json as the
// pages resolve it, so the server answers with the phone, the words and the form the pages show.
import type { SiteModel } from '../../schema/generated/site';
import { SERVER_CONTRACT_VERSION, type LanguageContract, type ServerContract } from '../../shared/server-contract';
import { languageKey } from '../../shared/site/translations';
import { contactForm } from '../../shared/site/contact-form';
import { contactLocale } from '../../shared/site/contact-locale';
import { telHref } from '../../shared/site/locale';
import { enginePack } from '../../shared/site/languages/packs';

/** `others`: the site in each of its other languages (a site of several: generator/languages). */
export function serverContractOf(model: SiteModel, others: SiteModel[] = []): ServerContract {
  return {
    version: SERVER_CONTRACT_VERSION,
    ...inLanguage(model),
    business: { phone: model.business.phone, tel: telHref(model) },
    ...(others.length > 0 && {
      languages: Object.fromEntries(others.map((other) => [languageKey(other.site.locale), inLanguage(other)])),
    }),
  };
}

/** The words and form of the site in its language. */
function inLanguage(model: SiteModel): LanguageContract {
  const { server, mail, cli } = enginePack(model.site.locale);
  return {
    locale: model.site.locale,
    words: { server, mail, cli },
    contact: { form: contactForm(model), locale: contactLocale(model) },
  };
}
