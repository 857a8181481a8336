// The engine's own 404 page, for a site without a /404 page (the schema does not ask for one): the
// site's layout with a compact hero in its words (labels.notFound*) over its default image.
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../model/route';
import { siteLabels } from '../../shared/site/labels';
import { languagePrefix } from '../../shared/site/translations';

export const NOT_FOUND_PATH = '/404';

/** The 404 page of the main language (/404) or of another (/es/404): served for unknown addresses, not indexed. */
export const isNotFoundPath = (path: string): boolean => /^(\/[a-z]{2})?\/404$/.test(path);

export function builtInNotFound(model: SiteModel): Route {
  const labels = siteLabels(model);
  const prefix = languagePrefix(model.site);
  return {
    path: `${prefix}${NOT_FOUND_PATH}`,
    canonicalPath: `${prefix}${NOT_FOUND_PATH}`,
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
        buttons: [{ label: labels.notFoundHome, href: prefix || '/' }],
      },
    ],
    blockSources: ['/site/defaultImage'],
    services: [],
  };
}
