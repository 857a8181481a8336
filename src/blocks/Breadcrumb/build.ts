import { defineBuild } from '../build-definition';

export default defineBuild<'Breadcrumb'>({
  resolve: (_block, { trail }) => ({ trail }),
});
