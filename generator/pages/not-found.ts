// The engine's own 404 page, for a site without a /404 page (the schema does not ask for one): the
// site's layout with a compact hero in its words (labels.notFound*) over its default image.
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { siteLabels } from '../../shared/site/labels';

export const NOT_FOUND_PATH = '/404';

export function builtInNotFound(model: SiteModel): Route {
  const labels = siteLabels(model);
  return {
    path: NOT_FOUND_PATH,
    canonicalPath: NOT_FOUND_PATH,
    kind: 'page',
    source: '/pages',
    title: `${labels.notFoundTitle} | ${model.site.name}`,
    description: labels.notFoundText,
    structuredData: 'none',
    blocks: [
      {
        type: 'Hero',
        size: 'compact',
        heading: labels.notFoundTitle,
        text: labels.notFoundText,
        image: model.site.defaultImage,
        buttons: [{ label: labels.notFoundHome, href: '/' }],
      },
    ],
    blockSources: ['/site/defaultImage'],
    services: [],
  };
}
