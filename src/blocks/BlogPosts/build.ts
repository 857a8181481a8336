import { defineBuild } from '../build-definition';

export default defineBuild<'BlogPosts'>({
  resolve: (block, { model }) => {
    const newestFirst = [...model.collections.posts].sort((a, b) => b.date.localeCompare(a.date));
    const chosen = newestFirst
      .filter((p) => (block.select === 'featured' ? p.featured : !p.featured))
      .slice(0, block.count);
    return { posts: chosen.map(({ body: _body, ...summary }) => summary) };
  },
});
