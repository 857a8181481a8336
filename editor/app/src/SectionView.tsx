// One part of the site: a form for a single object (Business, Menus, Theme) or a list of items
// (towns, pages, posts…) with the chosen item's editor beside it.
import type { Section } from '../../shared/sections';
import type { SiteState } from './use-site';
import { SchemaForm } from './SchemaForm';
import { schemaAt } from '../../shared/schema-view';
import { getAt, segmentsOf } from '../../shared/pointer';
import { PageEditor } from './PageEditor';
import { ItemList } from './ItemList';
import { longTextUiSchema } from './long-text';
import { ContactFormSection } from './ContactFormSection';
import { TownTexts } from './TownTexts';
import { useTranslation } from './i18n';

interface Props {
  section: Section;
  pointer: string;
  site: SiteState;
  go: (pointer: string) => void;
}

export function SectionView({ section, pointer, site, go }: Props) {
  const { t } = useTranslation();
  const { model, loaded, change } = site;
  const schema = loaded!.schema;
  const problems = site.notes;
  /** The form of the value at a pointer, its long texts in boxes of several lines. */
  const formOf = (at: string) => {
    const formSchema = schemaAt(schema, at);
    return { schema: formSchema, pointer: at, uiSchema: longTextUiSchema(formSchema) };
  };
  if (section.id === 'contactForm') return <ContactFormSection section={section} site={site} />;
  if (!section.list) {
    return (
      <section className="panel" aria-labelledby="section-title">
        <h1 id="section-title">{section.label}</h1>
        <SchemaForm
          {...formOf(section.pointer)}
          value={getAt(model, section.pointer)}
          problems={problems}
          onChange={change}
        />
        {section.alsoPointer && (
          <>
            <h2>{t('sections.siteSettings')}</h2>
            <SchemaForm
              {...formOf(section.alsoPointer)}
              value={getAt(model, section.alsoPointer)}
              problems={problems}
              onChange={change}
            />
          </>
        )}
      </section>
    );
  }
  const items = (getAt(model, section.pointer) as Record<string, unknown>[] | undefined) ?? [];
  const chosen = Number(segmentsOf(pointer.slice(section.pointer.length))[0]);
  const index = Number.isInteger(chosen) && chosen < items.length ? chosen : undefined;
  const itemPointer = index === undefined ? undefined : `${section.pointer}/${index}`;
  return (
    <div className="list-section">
      <ItemList section={section} items={items} chosen={index} site={site} go={go} />
      <section className="panel" aria-labelledby="section-title">
        {itemPointer === undefined ? (
          <>
            <h1 id="section-title">{section.label}</h1>
            <p className="hint">{t(`nouns.${section.list.noun}.choose`)}</p>
          </>
        ) : section.blocks ? (
          <PageEditor section={section} itemPointer={itemPointer} pointer={pointer} site={site} go={go} />
        ) : (
          <>
            <h1 id="section-title">{section.list.itemLabel(items[index!], index!, model)}</h1>
            <SchemaForm
              {...formOf(itemPointer)}
              // A town's own texts are listed by page below (TownTexts), not as the form's keys.
              {...(section.id === 'towns' && {
                uiSchema: { ...formOf(itemPointer).uiSchema, pages: { 'ui:field': 'none' } },
              })}
              value={items[index!]}
              problems={problems}
              onChange={change}
            />
            {section.id === 'towns' && <TownTexts townPointer={itemPointer} site={site} />}
          </>
        )}
      </section>
    </div>
  );
}
