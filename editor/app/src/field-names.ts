// A site.json pointer in the words of the people who keep the site: "Town page template “lawn-care”
// › Block 2 (Hero) › Heading" rather than /templates/3/blocks/1/heading.
import type { RJSFSchema } from '@rjsf/utils';
import type { SiteModel } from './api';
import { getAt, segmentsOf } from './pointer';
import { humanize, schemaAt } from './schema-view';
import { sectionOf } from './sections';

export type FieldKind = 'template' | 'town' | 'page' | 'label' | 'fact' | 'other';

export function describeField(model: SiteModel, schema: RJSFSchema, pointer: string): { where: string; name: string; kind: FieldKind } {
  const [part, index, ...rest] = segmentsOf(pointer);
  const item = getAt(model, `/${part}/${index}`) as Record<string, unknown> | undefined;
  const named = (key: string) => (item && typeof item[key] === 'string' ? `“${String(item[key]).split(/ [|·–-] /)[0]}”` : `${Number(index) + 1}`);
  const block = rest[0] === 'blocks' ? blockName(model, `/${part}/${index}/blocks/${rest[1]}`, rest[1]) : undefined;
  const last = segmentsOf(pointer).filter((s) => !/^\d+$/.test(s)).pop() ?? '';
  const title = schemaAt(schema, pointer).title;
  const name = [block, typeof title === 'string' && title ? title : humanize(last)].filter(Boolean).join(' › ');
  switch (part) {
    case 'templates': return { where: `Town page template ${named('id')}`, name, kind: 'template' };
    case 'pages': return { where: `Page ${named('title')}`, name, kind: 'page' };
    case 'towns':
      if (rest[0] === 'pages') {
        const townBlock = rest[2] === 'blocks' ? `Block “${rest[3]}” › ` : '';
        return { where: `${named('name').replace(/[“”]/g, '')}’s own text on “${rest[1]}”`, name: `${townBlock}${humanize(last)}`, kind: 'town' };
      }
      return { where: `Town ${named('name')}`, name: humanize(last), kind: 'other' };
    case 'labels': return { where: 'Wording', name: humanize(index ?? last), kind: 'label' };
    case 'business': return { where: 'Business', name, kind: 'fact' };
    default: return { where: sectionOf(pointer).label, name, kind: 'other' };
  }
}

function blockName(model: SiteModel, blockPointer: string, index: string): string {
  const block = getAt(model, blockPointer) as { type?: string } | undefined;
  return `Block ${Number(index) + 1}${block?.type ? ` (${block.type})` : ''}`;
}
