// Which page the preview shows for what is being edited: the page itself, a template's page for the
// chosen town (or its first town), a post's page; otherwise the home page.
import type { RouteSummary, SiteModel } from './api';
import { getAt, segmentsOf } from '../../shared/pointer';

export function previewPathFor(pointer: string, model: SiteModel, routes: RouteSummary[]): string {
  const [part, index, ...rest] = segmentsOf(pointer);
  if (part === 'pages' && index !== undefined) return String(getAt(model, `/pages/${index}/path`) ?? '/');
  if (part === 'templates' && index !== undefined) {
    const chosenTown = rest[0] === 'town' ? rest[1] : undefined;
    const pages = routes.filter((r) => r.source === `/templates/${index}`);
    return (pages.find((r) => r.town === chosenTown) ?? pages[0])?.path ?? '/';
  }
  if (part === 'towns' && index !== undefined) {
    const slug = getAt(model, `/towns/${index}/slug`);
    return routes.find((r) => r.kind === 'town' && r.town === slug)?.path ?? '/';
  }
  if (part === 'collections' && index === 'posts' && rest[0] !== undefined) {
    const slug = getAt(model, `/collections/posts/${rest[0]}/slug`);
    return routes.find((r) => r.kind === 'post' && r.post === slug)?.path ?? '/blog';
  }
  return '/';
}
