import { catalogue } from '../../../generator/errors/catalogue';
import { townPagesOf } from '../../../generator/pages/town-pages';
import { defineBuild } from '../build-definition';

export default defineBuild<'AreaCards'>({
  resolve: (block, { model, routes }) => ({
    // A card per town the template covers, to its page of the template; with allTowns, also the
    // towns it does not cover (mulch), to their first town page.
    cards: model.towns.flatMap((town) => {
      const townRoutes = townPagesOf(routes).get(town.slug) ?? [];
      const target =
        townRoutes.find((r) => r.template?.id === block.template) ?? (block.allTowns ? townRoutes[0] : undefined);
      return target
        ? [
            {
              town: town.name,
              href: target.path,
              specialty: town.areaCard.specialty,
              description: town.areaCard.description,
              features: town.areaCard.features ?? [],
            },
          ]
        : [];
    }),
  }),
  check: (block, { model, at, add }) => {
    const ids = model.templates.map((t) => t.id);
    if (!ids.includes(block.template)) add(`${at}/template`, catalogue.unknownTemplate(block.template, ids));
  },
});
