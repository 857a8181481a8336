// Where a site lists its services, so a new service is added to each and the wizard says so in a
// sentence per place: the Services page's cards (and the services it tells search engines it
// offers) and the header menu's Services entry. Found from the model, not from fixed addresses.
import type { SiteModel } from '../api';
import { t } from '../../../shared/i18n';

type MenuItem = { label: string; href: string; children?: MenuItem[] };
type Card = {
  title: string;
  description: string;
  href: string;
  image?: { src: string; alt: string };
  features?: string[];
};
type Page = {
  path: string;
  title: string;
  service?: string | string[];
  blocks: ({ type: string; items?: Card[] } & Record<string, unknown>)[];
};

export interface Listing {
  menu: boolean;
  card?: { description: string; image?: { src: string; alt: string } };
}

const header = (model: SiteModel) => (model.navigation as { header?: MenuItem[] } | undefined)?.header ?? [];

/** The header entry that holds the services: the one with a submenu linking to /services or labelled Services. */
function servicesMenuIndex(model: SiteModel): number {
  return header(model).findIndex(
    (item) => item.children && (item.href === '/services' || /services/i.test(item.label)),
  );
}

/** The page that shows every service as a card: the services menu entry's page, with a Service cards block. */
export function servicesPage(
  model: SiteModel,
): { index: number; path: string; name: string; block: number } | undefined {
  const pages = (model.pages ?? []) as Page[];
  const entry = header(model)[servicesMenuIndex(model)];
  const index = pages.findIndex((p) => p.path === (entry?.href ?? '/services'));
  const block = pages[index]?.blocks.findIndex((b) => b.type === 'ServiceCards') ?? -1;
  return index >= 0 && block >= 0
    ? { index, path: pages[index]!.path, name: entry?.label ?? t('sections.services'), block }
    : undefined;
}

/** One sentence per place the service is added to, in the order of the site. */
export function placesInWords(model: SiteModel, name: string, listing: Listing): string[] {
  const page = servicesPage(model);
  const menu = header(model)[servicesMenuIndex(model)];
  return [
    ...(listing.card && page
      ? [
          t(listing.card.image ? 'wizard.listing.addsCardPicture' : 'wizard.listing.addsCard', {
            page: page.name,
            path: page.path,
          }),
        ]
      : []),
    ...(listing.card && page ? [t('wizard.listing.tellsSearch', { page: page.name, service: name })] : []),
    ...(listing.menu
      ? [
          menu
            ? t('wizard.listing.addsMenuUnder', { service: name, menu: menu.label })
            : t('wizard.listing.addsMenu', { service: name }),
        ]
      : []),
  ];
}

/** The model with the service listed in each place chosen; `href` is where its card and menu link lead. */
export function withServiceListed(
  model: SiteModel,
  service: { id: string; name: string },
  href: string,
  listing: Listing,
): SiteModel {
  let out = model;
  const page = servicesPage(model);
  if (listing.card && page) {
    const card: Card = {
      title: service.name,
      description: listing.card.description,
      ...(listing.card.image ? { image: listing.card.image } : {}),
      href,
    };
    out = {
      ...out,
      pages: (out.pages as Page[]).map((p, i) =>
        i !== page.index
          ? p
          : {
              ...p,
              ...(Array.isArray(p.service) ? { service: [...p.service, service.id] } : {}),
              blocks: p.blocks.map((b, j) => (j === page.block ? { ...b, items: [...(b.items ?? []), card] } : b)),
            },
      ),
    };
  }
  if (listing.menu) {
    const link = { label: service.name, href };
    const at = servicesMenuIndex(out);
    const items = header(out);
    const next =
      at < 0
        ? [...items, link]
        : items.map((item, i) => (i === at ? { ...item, children: [...item.children!, link] } : item));
    out = { ...out, navigation: { ...(out.navigation as object), header: next } };
  }
  return out;
}
