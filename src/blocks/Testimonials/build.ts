import { catalogue } from '../../../generator/errors/catalogue';
import { defineBuild } from '../build-definition';

export default defineBuild<'Testimonials'>({
  resolve: (block, { model }) => {
    // A town without its own reviews gets the block's fallback (the site's general reviews).
    const byId = (id: string) => model.collections.testimonials.find((t) => t.id === id);
    const ids = block.fallbackIds && !block.ids.every(byId) ? block.fallbackIds : block.ids;
    return { items: ids.map((id) => byId(id)!) };
  },
  /**
   * The ids must exist, unless there are fallbackIds (which must). A template's block missing a
   * town's reviews is that town's problem, said at the town: a new town is one entry.
   */
  check: (block, { model, route, at, add }) => {
    const ids = model.collections.testimonials.map((t) => t.id);
    if (block.fallbackIds) {
      block.fallbackIds.forEach((id, i) => {
        if (!ids.includes(id)) add(`${at}/fallbackIds/${i}`, catalogue.unknownTestimonial(id, ids));
      });
      return;
    }
    const missing = block.ids.filter((id) => !ids.includes(id));
    if (!missing.length) return;
    if (route.town && route.template && at.startsWith('/templates/')) {
      add(
        `/towns/${model.towns.indexOf(route.town)}`,
        catalogue.townWithoutTestimonials(route.town.name, missing, route.template.id),
      );
    } else {
      block.ids.forEach((id, i) => {
        if (missing.includes(id)) add(`${at}/ids/${i}`, catalogue.unknownTestimonial(id, ids));
      });
    }
  },
});
