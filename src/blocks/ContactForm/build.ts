import { contactLocale, siteLocale } from '../../../generator/site-locale';
import { defineBuild } from '../build-definition';

export default defineBuild<'ContactForm'>({
  resolve: (_block, { model }) => {
    const locale = siteLocale(model);
    return { locale: contactLocale(model), regionLabel: locale.regionLabel, postalCodeLabel: locale.postalCodeLabel };
  },
});
