import { defineBuild } from '../build-definition';

export default defineBuild<'PortfolioGrid'>({
  resolve: (_block, { model }) => ({ projects: model.collections.projects }),
});
