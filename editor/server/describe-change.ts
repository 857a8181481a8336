// What a change of site.json does, in the words of the office: a summary line ("Changed phone
// number; added town Berlin Heights: 5 pages") and the changed fields by their titles ("Business ›
// Phone number: (419) 555-0142 → (419) 555-0199"). Towns, services, pages and blocks are matched by
// what names them (slug, id, path), so an added town is one change, not a shifted list. Bounded: a
// huge change lists MAX_CHANGES fields and counts the rest.
import type { RJSFSchema } from '@rjsf/utils';
import schemaFile from '../../schema/site.schema.json' with { type: 'json' };
import { expand } from '../../generator/api';
import type { SiteModel } from '../../schema/generated/site';
import type { ChangeDescription, FieldChange } from '../shared/api-types';
import { blockName, placeOf } from '../shared/field-names';
import { sectionOf, type Noun } from '../shared/sections';
import { pairItems, type Item } from './pair-items';
import { currentLanguage, t } from '../shared/i18n';
import { schemaInLanguage } from '../shared/i18n/schema';

export const MAX_CHANGES = 40;
const MAX_SUMMARY_PARTS = 4;
const MAX_VALUE = 140;
/** The schema in the editor's language: fields are named by its titles. */
const schemaNow = () => schemaInLanguage(schemaFile as unknown as RJSFSchema, currentLanguage());

/** One change as a line: "Business › Phone number: (419) 555-0142 → (419) 555-0199". */
export function changeLine(change: FieldChange): string {
  if (change.kind === 'changed')
    return `${change.place}: ${change.before ?? t('history.empty')} → ${change.after ?? t('history.empty')}`;
  const detail = change.kind === 'removed' ? change.before : change.after;
  return `${t(`describe.line.${change.kind}`)} ${change.place}${detail ? `: ${detail}` : ''}`;
}

export function describeChange(beforeText: string, afterText: string): ChangeDescription {
  const before = parse(beforeText);
  const after = parse(afterText);
  if (!before || !after)
    return {
      summary: t('describe.unreadable'),
      changes: [],
      more: 0,
    };
  const walk = new Walk(before, after);
  walk.value('', before, after);
  const { changes, parts, count } = walk;
  const summary = changes.length
    ? summaryOf(parts)
    : beforeText === afterText
      ? t('describe.none')
      : t('describe.layoutOnly');
  return { summary, changes: changes.slice(0, MAX_CHANGES), more: Math.max(0, count - MAX_CHANGES) };
}

function parse(text: string): SiteModel | undefined {
  try {
    return JSON.parse(text) as SiteModel;
  } catch {
    return undefined;
  }
}

function summaryOf(parts: string[]): string {
  const unique = [...new Set(parts)];
  const shown = unique.slice(0, MAX_SUMMARY_PARTS).join('; ');
  const rest = unique.length - MAX_SUMMARY_PARTS;
  const line = rest > 0 ? `${shown}; ${t('history.more', { count: rest })}` : shown;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** A value for reading: texts as they are, lists and groups by their texts, cut to MAX_VALUE characters. */
function shown(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const texts = (v: unknown): string[] => (v && typeof v === 'object' ? Object.values(v).flatMap(texts) : [String(v)]);
  const text = texts(value).join(', ');
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * What changed, inside a sentence: a field's name in small letters ("changed phone number"; in languages
 * whose nouns keep their capital, as it is). A place of one part alone is a thing with a name of its own
 * ("Huron’s own text on Gutter Cleaning"), kept as it is written.
 */
const whatOf = (place: string) => {
  const parts = place.split(' › ');
  const text = parts.at(-1)!;
  return parts.length > 1 && t('describe.lowerCaseNames') === 'yes' && /^\p{Lu}\p{Ll}/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
};

/**
 * Lists whose items are things with names of their own: matched by their key, told by their name (a
 * template by its service's, a block by its kind and heading: field-names.ts), never by that key.
 */
function namedList(
  pointer: string,
  model: SiteModel,
): { noun: Noun | 'block'; name: (item: Item, i: number) => string; key: (item: Item) => unknown } | undefined {
  const section = sectionOf(pointer);
  if (section.list && section.pointer === pointer) {
    return {
      noun: section.list.noun,
      name: (item, i) => section.list!.itemLabel(item, i, model),
      key: (item) => item.slug ?? item.id ?? item.path,
    };
  }
  if (pointer.endsWith('/blocks') && !pointer.startsWith('/towns/')) {
    const schema = schemaNow();
    return {
      noun: 'block',
      name: (item) => t('common.quoted', { name: blockName(schema, item) }),
      key: (item) => item.id,
    };
  }
  return undefined;
}

class Walk {
  readonly changes: FieldChange[] = [];
  readonly parts: string[] = [];
  count = 0;
  private routes?: { before: ReturnType<typeof expand>['routes']; after: ReturnType<typeof expand>['routes'] };

  constructor(
    private readonly before: SiteModel,
    private readonly after: SiteModel,
  ) {}

  value(pointer: string, was: unknown, now: unknown): void {
    if (JSON.stringify(was) === JSON.stringify(now) || pointer === '/$schema') return;
    if (Array.isArray(was) && Array.isArray(now)) {
      this.list(pointer, was, now);
      return;
    }
    if (isObject(was) && isObject(now)) {
      for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
        this.value(`${pointer}/${escape(key)}`, was[key], now[key]);
      return;
    }
    const model = now === undefined ? this.before : this.after;
    const place = placeOf(model, schemaNow(), pointer);
    const kind = was === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
    this.add(
      { place, kind, before: shown(was), after: shown(now) },
      t(`describe.${kind}`, { what: whatOf(place), where: this.whereOf(place) }),
    );
  }

  private list(pointer: string, was: unknown[], now: unknown[]): void {
    const named = namedList(pointer, this.after);
    if (!named && !was.concat(now).some(isObject)) {
      this.value(`${pointer}`, shown(was) ?? '', shown(now) ?? '');
      return;
    }
    const { pairs, added, removed, moved } = pairItems(was as Item[], now as Item[], named?.key ?? (() => undefined));
    for (const [i, j] of pairs) this.value(`${pointer}/${j}`, was[i], now[j]);
    const where = placeOf(this.after, schemaNow(), pointer);
    for (const j of added) this.item(pointer, j, now[j] as Item, 'added', named);
    for (const i of removed) this.item(pointer, i, was[i] as Item, 'removed', named);
    if (moved)
      this.add(
        { place: where, kind: 'moved', after: t('describe.newOrder') },
        t('describe.moved', { what: whatOf(where), where: this.whereOf(where) }),
      );
  }

  private item(
    list: string,
    index: number,
    item: Item,
    kind: 'added' | 'removed',
    named: ReturnType<typeof namedList>,
  ): void {
    const model = kind === 'added' ? this.after : this.before;
    if (!named) {
      const place = placeOf(model, schemaNow(), `${list}/${index}`);
      this.add(
        { place, kind, [kind === 'added' ? 'after' : 'before']: shown(item) },
        t(`describe.${kind}`, { what: whatOf(place), where: this.whereOf(place) }),
      );
      return;
    }
    const name = named.name(item, index);
    const pages = named.noun === 'town' ? this.townPages(String(item.slug), kind) : undefined;
    const detail = pages === undefined ? undefined : t('describe.pages', { count: pages });
    // The page or template the list of blocks is on: its place without the list's own name.
    const inside = named.noun === 'block' ? placeOf(model, schemaNow(), list).replace(/ › [^›]+$/, '') : '';
    const noun = t(`describe.nouns.${named.noun}`);
    const place = inside ? t('describe.itemOn', { noun, name, inside }) : t('describe.item', { noun, name });
    this.add(
      { place: place.charAt(0).toUpperCase() + place.slice(1), kind, [kind === 'added' ? 'after' : 'before']: detail },
      t(`describe.${kind}`, { what: place, where: detail ? `: ${detail}` : '' }),
    );
  }

  /** How many pages a town has (added) or had (removed): its town pages of every template. */
  private townPages(slug: string, kind: 'added' | 'removed'): number | undefined {
    try {
      this.routes ??= { before: expand(this.before).routes, after: expand(this.after).routes };
    } catch {
      return undefined;
    }
    return this.routes[kind === 'added' ? 'after' : 'before'].filter((r) => r.town?.slug === slug).length;
  }

  /** " on Page “About”" for the summary, nothing for the business facts (the phone number is the business's). */
  private whereOf(place: string): string {
    const where = place.split(' › ')[0]!;
    return place.includes(' › ') && where !== t('sections.business') ? t('describe.on', { where }) : '';
  }

  private add(change: FieldChange, part: string): void {
    this.count++;
    if (this.changes.length < MAX_CHANGES) this.changes.push(change);
    this.parts.push(part);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
