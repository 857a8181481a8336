// A town's own texts, in the town's form: each service page of the town by its name and address
// ("Landscaping: /landscaping-in-huron"), where the town has its own words on it, and a link to write
// them beside the template's (TownOverrides). The form itself leaves the town's `pages` out: as rjsf
// draws it, it is a list of keys ("landscaping Key", "hero Key") that she cannot read or should not edit.
import type { SiteState } from './use-site';
import { getAt, pointerOf } from '../../shared/pointer';
import { templateName } from '../../shared/sections';
import { hrefOf } from './use-location';
import { overrideFields, townFacts, type TemplateLike } from './override-fields';
import { FieldMessages, fieldMessage } from './form-templates';
import { fieldId } from './SchemaForm';
import { useTranslation } from './i18n';

type Town = { slug?: string; name?: string; pages?: Record<string, unknown> };
type Template = TemplateLike & { each?: string; towns?: 'all' | string[]; path?: string };

export function TownTexts({ townPointer, site }: { townPointer: string; site: SiteState }) {
  const { t } = useTranslation();
  const town = getAt(site.model, townPointer) as Town | undefined;
  const templates = (getAt(site.model, '/templates') as Template[] | undefined) ?? [];
  if (!town?.slug) return null;
  const name = town.name || town.slug;
  const pages = templates
    .map((template, index) => ({ template, index }))
    .filter(
      ({ template }) =>
        template.each !== 'post' &&
        (template.towns === undefined || template.towns === 'all' || template.towns.includes(town.slug!)),
    );
  if (!pages.length) return null;
  return (
    <section className="town-texts" aria-labelledby="town-texts-title">
      <h2 id="town-texts-title">{t('townTexts.title', { town: name })}</h2>
      <p className="hint">{t('townTexts.hint', { town: name })}</p>
      <ul>
        {pages.map(({ template, index }) => {
          const page = templateName(template, index, site.model);
          const address = (template.path ?? '').replace(/\{townSlug\}/g, town.slug!);
          const own = getAt(town.pages, `/${template.id}`);
          // What the check and the doctor say of this page's own text as a whole ("84% the same as …");
          // what they say of one of its fields shows at that field, on the page's own form.
          const at = `${townPointer}${pointerOf(['pages', template.id])}`;
          const inside = site.notes.filter((note) => note.pointer.startsWith(`${at}/`)).length;
          const places = own
            ? overrideFields(template, site.loaded!.schema, town.slug!, townFacts(site.model, town, template))
                .filter((field) => getAt(own, `/${field.at.join('/')}`) !== undefined)
                .map((field) => field.label)
            : [];
          return (
            <li key={template.id}>
              <a href={hrefOf(`/templates/${index}/town/${town.slug}`)}>
                {page}
                {address && !/\{[A-Za-z]+\}/.test(address) && <span className="item-note">{address}</span>}
              </a>
              <p className="hint">
                {places.length
                  ? t('townTexts.own', {
                      count: places.length,
                      // Each block once ("Hero banner: Landscaping in Huron"), not each of its fields: a list to read.
                      places: [...new Set(places.map((place) => place.split(' › ')[0]))].join(' · '),
                    })
                  : t('townTexts.none')}
                {inside > 0 && <> {t('townTexts.notesInside', { count: inside })}</>}
              </p>
              <FieldMessages
                id={`${fieldId(at)}__error`}
                messages={site.notes.filter((note) => note.pointer === at).map(fieldMessage)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
