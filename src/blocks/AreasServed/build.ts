import { defineBuild } from '../build-definition';

export default defineBuild<'AreasServed'>({
  resolve: (_block, { model, route }) => ({
    town: route.town?.name ?? model.business.address.city,
    isBase: route.town ? route.town.isBase === true : true,
  }),
});
