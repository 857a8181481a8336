// The Contact form part: the boxes the site's quote request form asks for (which, in what order, which
// must be filled in), its privacy consent box and its photo upload, in the schema's form like every
// other setting. Each box is named in her words; the consent box and the photo upload are switched on
// and off with a tick (OptionalGroupField); what she leaves as it was stays out of site.json
// (contact-form-settings.ts). The preview shows the page with the form, scrolled to it.
import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { Section } from '../../shared/sections';
import { schemaAt } from '../../shared/schema-view';
import type { SiteState } from './use-site';
import { SchemaForm } from './SchemaForm';
import { longTextUiSchema } from './long-text';
import { privacyPageOf, shownSettings, writtenSettings } from './contact-form-settings';
import { useTranslation } from './i18n';

export function ContactFormSection({ section, site }: { section: Section; site: SiteState }) {
  const { t } = useTranslation();
  const { model, loaded, change } = site;
  const schema = useMemo(() => schemaAt(loaded!.schema, section.pointer), [loaded, section.pointer]);
  const shown = useMemo(() => shownSettings(model), [model]);
  const privacyPage = privacyPageOf(model) ?? '';
  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...longTextUiSchema(schema),
      // The part's own words say what the form is (the intro above); the schema's speak of leaving it out.
      'ui:description': '',
      fields: {
        // One row per box: which box, and whether it must be filled in; the list's help says the rest.
        items: {
          'ui:label': false,
          field: { 'ui:description': '' }, // each box named by the schema's enumTitles
          required: { 'ui:description': '' },
        },
      },
      consent: {
        'ui:field': 'optional-group',
        'ui:description': t('contactForm.consentHelp'),
        'ui:options': { start: { privacyPage } },
      },
      photo: { 'ui:field': 'optional-group', 'ui:description': t('contactForm.photoHelp') },
    }),
    [schema, t, privacyPage],
  );
  return (
    <section className="panel contact-form-part" aria-labelledby="section-title">
      <h1 id="section-title">{section.label}</h1>
      <p className="hint">{t('contactForm.intro')}</p>
      <SchemaForm
        schema={schema}
        pointer={section.pointer}
        value={shown}
        problems={site.notes}
        uiSchema={uiSchema}
        onChange={(pointer, data) => {
          const written = writtenSettings(data, model);
          const before = (model as { contactForm?: unknown } | null)?.contactForm;
          if (JSON.stringify(written) !== JSON.stringify(before)) change(pointer, written);
        }}
      />
    </section>
  );
}
