import { catalogue } from '../../../generator/errors/catalogue';
import { defineBuild } from '../build-definition';

export default defineBuild<'Article'>({
  resolve: (block, { model }) => ({ post: model.collections.posts.find((p) => p.slug === block.post)! }),
  check: (block, { model, at, add }) => {
    const slugs = model.collections.posts.map((p) => p.slug);
    if (!slugs.includes(block.post)) add(`${at}/post`, catalogue.unknownPost(block.post, slugs));
  },
});
