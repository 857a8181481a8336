// One builder per schema.org type, fed from the model. Every page names the business and gets a BreadcrumbList;
// FAQ blocks add an FAQPage; the page's structuredData picks its main type.
import type { Block, SiteModel } from '../../../schema/generated/site';
import type { TrailEntry } from '../../../src/page-data';
import type { Route } from '../../model/route';
import { localBusiness, businessRef, city } from './local-business';
import { normalTag } from '../../../shared/site/languages/languages';

type Thing = Record<string, unknown>;

export function structuredData(
  model: SiteModel,
  route: Route,
  trail: TrailEntry[],
  absolute: (path: string) => string,
  image: string,
): Thing[] {
  const things: Thing[] = [];
  switch (route.structuredData) {
    case 'LocalBusiness':
      things.push(localBusiness(model, absolute, image));
      break;
    case 'Service':
      things.push(service(model, route, absolute));
      break;
    case 'Blog':
      things.push(blog(model, absolute));
      break;
    case 'Article':
      if (route.post) things.push(article(model, route, absolute, image));
      break;
    // Every page names the business (the spec); the full LocalBusiness stays on the pages that choose it.
    default:
      things.push(businessRef(model, absolute));
      break;
  }
  for (const block of route.blocks) if (block.type === 'Faq') things.push(faqPage(block));
  things.push(breadcrumbList(trail, route.canonicalPath, absolute));
  // A page of a site of several languages says which one it is in.
  if (model.site.languages)
    things.push({
      '@type': 'WebPage',
      url: absolute(route.canonicalPath),
      name: route.title,
      inLanguage: normalTag(model.site.locale),
    });
  return things.map((thing) => ({ '@context': 'https://schema.org', ...thing }));
}

function service(model: SiteModel, route: Route, absolute: (p: string) => string): Thing {
  // The services' own names ("Tree Removal"), never the page's title (cross-check.ts makes sure a Service page names one).
  const names = route.services.flatMap((id) => model.services.find((s) => s.id === id)?.name ?? []);
  return {
    '@type': 'Service',
    name: route.title,
    serviceType: names.length === 1 ? names[0] : names,
    url: absolute(route.canonicalPath),
    description: route.description,
    provider: businessRef(model, absolute),
    // A town page serves its town; a general service page serves every town.
    areaServed: route.town ? city(route.town, model) : model.towns.map((t) => city(t, model)),
  };
}

function blog(model: SiteModel, absolute: (p: string) => string): Thing {
  return {
    '@type': 'Blog',
    name: `${model.site.name} Blog`,
    url: absolute('/blog'),
    publisher: businessRef(model, absolute),
    blogPost: model.collections.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author },
      url: absolute(`/blog/${post.slug}`),
    })),
  };
}

function article(model: SiteModel, route: Route, absolute: (p: string) => string, image: string): Thing {
  const post = route.post!;
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    image,
    author: { '@type': 'Person', name: post.author },
    publisher: businessRef(model, absolute),
    mainEntityOfPage: absolute(route.canonicalPath),
  };
}

function faqPage(block: Extract<Block, { type: 'Faq' }>): Thing {
  return {
    '@type': 'FAQPage',
    mainEntity: block.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

function breadcrumbList(trail: TrailEntry[], path: string, absolute: (p: string) => string): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: entry.label,
      item: absolute(entry.href ?? path),
    })),
  };
}
