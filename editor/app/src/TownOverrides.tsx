// A town page template's text beside one town's own text: per field, the template's value (with its
// {town} placeholders) and either "use the template's text" or the town's own words.
import { useEffect, useRef } from 'react';
import type { SiteState } from './use-site';
import { getAt, pointerOf, segmentsOf } from '../../shared/pointer';
import { hrefOf } from './use-location';
import { fieldId } from './SchemaForm';
import { filledFor, overrideFields, townFacts, type OverrideField } from './override-fields';
import { SimilarityScore } from './wizards/SimilarityScore';
import { useTranslation } from './i18n';

interface Props {
  templatePointer: string;
  pointer: string;
  site: SiteState;
}
type Town = {
  slug: string;
  name: string;
  pages?: Record<string, { title?: string; description?: string; blocks?: Record<string, Record<string, unknown>> }>;
};
type Template = {
  id: string;
  service?: string;
  towns?: 'all' | string[];
  title?: string;
  description?: string;
  blocks?: (Record<string, unknown> & { id?: string; type: string })[];
};

/** What to remove so no empty override is left behind: the field, or the highest parent it alone fills (up to the town's pages). */
function emptiedParent(model: unknown, at: string): string {
  let target = at;
  for (;;) {
    const parent = target.slice(0, target.lastIndexOf('/'));
    if (segmentsOf(parent).length <= 3) return target; // /towns/<i>/pages stays
    const value = getAt(model, parent) as Record<string, unknown>;
    if (Object.keys(value).length !== 1) return target;
    target = parent;
  }
}

export function TownOverrides({ templatePointer, pointer, site }: Props) {
  const { t } = useTranslation();
  const template = getAt(site.model, templatePointer) as Template;
  const towns = ((getAt(site.model, '/towns') as Town[]) ?? [])
    .map((town, index) => ({ town, index }))
    .filter(
      ({ town }) => template.towns === undefined || template.towns === 'all' || template.towns.includes(town.slug),
    );
  const townPrefix = `${templatePointer}/town/`;
  const chosenSlug = pointer.startsWith(townPrefix) ? segmentsOf(`/${pointer.slice(townPrefix.length)}`)[0] : undefined;
  const chosen = towns.find(({ town }) => town.slug === chosenSlug) ?? towns[0];
  // A link to one town's text (the Publish dialog's near copies) shows it, not the template's blocks above.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (chosenSlug) section.current?.scrollIntoView({ block: 'start' });
  }, [chosenSlug]);
  if (!chosen) return null;
  const overridePointer = (...rest: string[]) => pointerOf(['towns', chosen.index, 'pages', template.id, ...rest]);

  // Every text of the template a town may replace (lists of texts such as paragraphs are edited in the block's form).
  // The template's words as the chosen town's page reads them ("Landscaping in Huron, OH"), not "{town}, {state}".
  const facts = townFacts(site.model, chosen.town, template);
  const fields = overrideFields(template, site.loaded!.schema, chosen.town.slug, facts).filter(
    (f): f is OverrideField & { templateValue: string } => typeof f.templateValue === 'string',
  );

  return (
    <section className="overrides" aria-labelledby="overrides-title" ref={section}>
      <h2 id="overrides-title">{t('overrides.title')}</h2>
      <p className="hint">{t('overrides.hint')}</p>
      <nav aria-label={t('overrides.towns')} className="town-tabs">
        {towns.map(({ town }) => (
          <a
            key={town.slug}
            href={hrefOf(`${templatePointer}/town/${town.slug}`)}
            aria-current={town === chosen.town ? 'true' : undefined}
          >
            {town.name}
          </a>
        ))}
      </nav>
      {/* The score Publish decides by, on the draft, as she types: no Save and Publish to find out. */}
      <SimilarityScore model={site.model!} town={chosen.town.slug} townName={chosen.town.name} template={template.id} />
      <ul className="override-list">
        {fields.map((field) => {
          const at = overridePointer(...field.at);
          const own = getAt(site.model, at) as string | undefined;
          return (
            <li key={at} className="override">
              <div className="override-label">{field.label}</div>
              <div className="template-text">
                <span className="tag">{t('overrides.template')}</span> {filledFor(field.templateValue, facts)}
              </div>
              {own === undefined ? (
                <button type="button" className="small-button" onClick={() => site.change(at, field.templateValue)}>
                  {t('overrides.write', { town: chosen.town.name })}
                </button>
              ) : (
                <div className="own-text">
                  <label htmlFor={fieldId(at)}>{t('overrides.ownText', { town: chosen.town.name })}</label>
                  <textarea
                    id={fieldId(at)}
                    value={own}
                    rows={Math.min(6, Math.ceil(own.length / 70) + 1)}
                    onChange={(e) => site.change(at, e.target.value)}
                  />
                  <button
                    type="button"
                    className="small-button"
                    onClick={() => site.change(emptiedParent(site.model, at), undefined)}
                  >
                    {t('overrides.useTemplate')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
