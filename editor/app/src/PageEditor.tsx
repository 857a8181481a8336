// A page or a town page template: its own fields, then its blocks in order; for a template, each
// town's own text beside the template's.
import type { Section } from '../../shared/sections';
import type { SiteState } from './use-site';
import { SchemaForm } from './SchemaForm';
import { schemaAt, without } from '../../shared/schema-view';
import { getAt } from '../../shared/pointer';
import { BlockList } from './BlockList';
import { TownOverrides } from './TownOverrides';
import { longTextUiSchema } from './long-text';
import { useTranslation } from './i18n';

interface Props {
  section: Section;
  itemPointer: string;
  pointer: string;
  site: SiteState;
  go: (pointer: string) => void;
}

export function PageEditor({ section, itemPointer, pointer, site, go }: Props) {
  const { t } = useTranslation();
  const { model, loaded, change } = site;
  const page = getAt(model, itemPointer) as Record<string, unknown>;
  const problems = site.notes;
  const heading = section.list!.itemLabel(page, Number(itemPointer.split('/').pop()), model);
  const isTemplate = section.id === 'templates';
  const fieldsSchema = without(schemaAt(loaded!.schema, itemPointer), ['blocks']);
  return (
    <>
      <h1 id="section-title">{isTemplate ? t('pageEditor.template', { name: heading }) : heading}</h1>
      <details className="page-fields" open={!Array.isArray(page.blocks) || !page.blocks.length}>
        <summary>{isTemplate ? t('pageEditor.templateSettings') : t('pageEditor.pageSettings')}</summary>
        <SchemaForm
          schema={fieldsSchema}
          uiSchema={longTextUiSchema(fieldsSchema)}
          pointer={itemPointer}
          value={page}
          problems={problems}
          onChange={(p, value) => change(p, { ...(value as object), blocks: page.blocks })}
        />
      </details>
      <BlockList pagePointer={itemPointer} pointer={pointer} site={site} go={go} />
      {isTemplate && page.each !== 'post' && (
        <TownOverrides templatePointer={itemPointer} pointer={pointer} site={site} />
      )}
    </>
  );
}
