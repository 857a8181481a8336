import { defineBuild } from '../build-definition';

export default defineBuild<'Map'>({
  // The towns only where the block shows them: a map on a town page would otherwise carry every town.
  resolve: (block, { model }) => ({
    towns: block.showTowns ? model.towns.map((t) => ({ name: t.name, postalCode: t.postalCode })) : [],
  }),
});
