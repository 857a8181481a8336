// The build's word to the public server (shared/server-contract.ts): resolved from site.json as the
// pages resolve it, so the server answers with the phone, the words and the form the pages show.
import type { SiteModel } from '../../schema/generated/site';
import { SERVER_CONTRACT_VERSION, type ServerContract } from '../../shared/server-contract';
import { contactForm } from '../../shared/site/contact-form';
import { contactLocale } from '../../shared/site/contact-locale';
import { telHref } from '../../shared/site/locale';
import { enginePack } from '../../shared/site/languages/packs';

export function serverContractOf(model: SiteModel): ServerContract {
  const { server, mail, cli } = enginePack(model.site.locale);
  return {
    version: SERVER_CONTRACT_VERSION,
    locale: model.site.locale,
    words: { server, mail, cli },
    business: { phone: model.business.phone, tel: telHref(model) },
    contact: { form: contactForm(model), locale: contactLocale(model) },
  };
}
