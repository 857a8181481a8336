// Which page the preview shows for what is being edited: the page itself, a template's page for the
// chosen town (or its first town), a post's page, the page with the contact form for the contact
// form's settings (scrolled to the form: previewAnchorFor); otherwise the home page.
import type { RouteSummary, SiteModel } from './api';
import { getAt, segmentsOf } from '../../shared/pointer';
import { SECTION_ID as CONTACT_FORM_SECTION } from '../../../src/blocks/ContactForm/ids';

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
  if (part === 'contactForm') return contactFormPage(model) ?? '/';
  return '/';
}

/** The first page with the contact form (its ContactForm block), where the site's quote buttons lead. */
function contactFormPage(model: SiteModel): string | undefined {
  const pages = (model.pages ?? []) as { path?: string; blocks?: { type?: string }[] }[];
  return pages.find((p) => p.blocks?.some((b) => b.type === 'ContactForm'))?.path;
}

/** The element of the previewed page to scroll to for what is being edited: the contact form for its settings. */
export function previewAnchorFor(pointer: string, model: SiteModel): string | undefined {
  return segmentsOf(pointer)[0] === 'contactForm' && contactFormPage(model) ? CONTACT_FORM_SECTION : undefined;
}
