import { isDefaultForm } from '../../../shared/contact/form';
import { contactForm } from '../../../shared/site/contact-form';
import { contactLocale } from '../../../shared/site/contact-locale';
import { siteLocale } from '../../../shared/site/locale';
import { defineBuild } from '../build-definition';
import { languagePrefix } from '../../../shared/site/translations';

export default defineBuild<'ContactForm'>({
  resolve: (_block, { model }) => {
    const locale = siteLocale(model);
    const form = contactForm(model);
    return {
      locale: contactLocale(model),
      regionLabel: locale.regionLabel,
      postalCodeLabel: locale.postalCodeLabel,
      // Only a form other than today's US form is shipped (the block's default): a site's own, or the
      // default in another country's shape (no region box in Germany).
      ...(!isDefaultForm(form) && { form }),
      ...(languagePrefix(model.site) && { endpoint: `/api/contact?lang=${languagePrefix(model.site).slice(1)}` }),
    };
  },
});
