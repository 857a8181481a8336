// Structured data (JSON-LD) parses, says it is schema.org, includes the type the page asks for in
// site.json ("structuredData"), and every object has the properties search engines need for its type.
import { isNotFoundPath } from '../pages/not-found';
import { contentSource } from './locate';
import { readJsonLd, typesOf, type Thing } from './json-ld-read';
import { say } from './say';
import type { Check, Finding } from './types';
import type { Said } from './words';
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
    if (isNotFoundPath(route.path)) continue;
    const add = (words: Said, pointer = contentSource(route, model)) =>
      findings.push({ check: 'json-ld', severity: 'error', page: route.path, pointer, ...words });
    const ld = readJsonLd($);
    for (const error of ld.broken) add(say('structuredDataUnreadable', error));
    for (const root of ld.roots) {
      if (!/^https?:\/\/schema\.org\/?$/.test(String(root['@context'] ?? '')))
        add(say('structuredDataNoVocabulary', typesOf(root).join('/') || '(none)'));
    }
    for (const thing of ld.typed) {
      for (const type of typesOf(thing)) {
        const absent = (required[type] ?? []).filter((key) => missing(thing, key));
        if (absent.length) add(say('structuredDataLacks', type, absent));
      }
    }
    const wanted = route.structuredData;
    const types = new Set(ld.typed.flatMap(typesOf));
    const aliasesOf: Record<string, string[]> = {
      LocalBusiness: ['LocalBusiness', businessType(model)],
      Article: ['Article', 'BlogPosting'],
    };
    if (wanted && wanted !== 'none' && !(aliasesOf[wanted] ?? [wanted]).some((t) => types.has(t))) {
      add(say('structuredDataMissing', wanted), `${contentSource(route, model)}/structuredData`);
    }
  }
  return findings;
};
