import { contactForm } from '../../../shared/site/contact-form';
import { contactLocale } from '../../../shared/site/contact-locale';
import { siteLocale } from '../../../shared/site/locale';
import { defineBuild } from '../build-definition';

export default defineBuild<'ContactForm'>({
  resolve: (_block, { model }) => {
    const locale = siteLocale(model);
    return {
      locale: contactLocale(model),
      regionLabel: locale.regionLabel,
      postalCodeLabel: locale.postalCodeLabel,
      // Only a site that chooses its form ships it: today's form is the block's default.
      ...(model.contactForm && { form: contactForm(model) }),
    };
  },
});
