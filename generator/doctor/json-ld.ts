// Structured data (JSON-LD) parses, says it is schema.org, includes the type the page asks for in
// site.json ("structuredData"), and every object has the properties search engines need for its type.
import { contentSource } from './locate';
import { readJsonLd, typesOf, type Thing } from './json-ld-read';
import type { Check, Finding } from './types';
import { businessType } from '../pages/structured-data/local-business';

const business = ['name', 'address', 'telephone'];
/** The properties each schema.org type needs before search engines use it. */
const requiredProperties: Record<string, string[]> = {
  LocalBusiness: business,
  Service: ['provider', 'areaServed', 'serviceType'],
  Blog: ['blogPost'],
  BlogPosting: ['headline', 'datePublished'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  PostalAddress: ['streetAddress', 'addressLocality', 'postalCode'],
};

const missing = (thing: Thing, key: string) => {
  const v = thing[key];
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
};

export const jsonLd: Check = ({ model, pages }) => {
  const findings: Finding[] = [];
  // The business is written as the type site.json names; it needs what any LocalBusiness needs.
  const required = { ...requiredProperties, [businessType(model)]: business };
  for (const { route, $ } of pages) {
    if (route.path === '/404') continue;
    const add = (message: string, hint: string, pointer = contentSource(route, model)) =>
      findings.push({ check: 'json-ld', severity: 'error', page: route.path, pointer, message, hint });
    const bug = 'This is a bug in generator/structured-data; tell a developer.';
    const ld = readJsonLd($);
    for (const error of ld.broken) add(`The structured data (JSON-LD) is not valid JSON: ${error}.`, bug);
    for (const root of ld.roots) {
      if (!/^https?:\/\/schema\.org\/?$/.test(String(root['@context'] ?? '')))
        add(
          `The structured data of type ${typesOf(root).join('/') || '(none)'} does not say "@context": "https://schema.org".`,
          bug,
        );
    }
    for (const thing of ld.typed) {
      for (const type of typesOf(thing)) {
        const absent = (required[type] ?? []).filter((key) => missing(thing, key));
        if (absent.length)
          add(
            `The structured data of type ${type} lacks ${absent.join(', ')}.`,
            `Fill in what it is made from in site.json (business details, towns, services or posts); otherwise: ${bug}`,
          );
      }
    }
    const wanted = route.structuredData;
    const types = new Set(ld.typed.flatMap(typesOf));
    const aliasesOf: Record<string, string[]> = {
      LocalBusiness: ['LocalBusiness', businessType(model)],
      Article: ['Article', 'BlogPosting'],
    };
    if (wanted && wanted !== 'none' && !(aliasesOf[wanted] ?? [wanted]).some((t) => types.has(t))) {
      add(
        `site.json asks for structured data of type ${wanted}, but the page has none.`,
        bug,
        `${contentSource(route, model)}/structuredData`,
      );
    }
  }
  return findings;
};
