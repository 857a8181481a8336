// The Contact form part of the editor (issue 24, item 8): the boxes it shows are the ones the site's
// form asks for now, her change is written only where she made it, the consent box starts with the
// site's privacy page, the part has its name in the menu, and every box has her words in English and
// German; the preview shows the page with the form.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import schema from '../../../schema/site.schema.json' with { type: 'json' };
import en from '../../../editor/shared/i18n/en.json' with { type: 'json' };
import de from '../../../editor/shared/i18n/de.json' with { type: 'json' };
import {
  formBoxes,
  privacyPageOf,
  shownSettings,
  writtenSettings,
} from '../../../editor/app/src/contact-form-settings';
import { previewAnchorFor, previewPathFor } from '../../../editor/app/src/preview-path';
import { sectionOf } from '../../../editor/shared/sections';
import { schemaInLanguage } from '../../../editor/shared/i18n/schema';
import { placeOf } from '../../../editor/shared/field-names';

const site = JSON.parse(readFileSync('site.json', 'utf8'));
const german = JSON.parse(readFileSync('examples/elektriker-koeln/site.json', 'utf8'));
const US_BOXES = ['firstName', 'lastName', 'phone', 'email', 'street', 'city', 'region', 'postalCode', 'comments'];

describe('the contact form’s part', () => {
  it('shows the boxes the site’s form asks for now, each ticked as it must be filled in or not', () => {
    expect(site.contactForm).toBeUndefined();
    const shown = formBoxes(site);
    expect(shown.map((b) => b.field)).toEqual(US_BOXES);
    expect(shown.filter((b) => !b.required).map((b) => b.field)).toEqual(['comments']);
    // A German site with settings but no list: the country's form (no region in Germany).
    expect(german.contactForm.fields).toBeUndefined();
    expect(formBoxes(german).map((b) => b.field)).not.toContain('region');
    // Its own list, with "required" left out meaning required.
    const own = { ...site, contactForm: { fields: [{ field: 'lastName' }, { field: 'email', required: false }] } };
    expect(formBoxes(own)).toEqual([
      { field: 'lastName', required: true },
      { field: 'email', required: false },
    ]);
  });

  it('writes nothing while nothing is changed, and the list only once it is', () => {
    expect(writtenSettings(shownSettings(site), site)).toBeUndefined();
    expect(writtenSettings(shownSettings(german), german)).toEqual(german.contactForm);
    const consent = { ...shownSettings(site), consent: { privacyPage: '/privacy-policy' } };
    expect(writtenSettings(consent, site)).toEqual({ consent: { privacyPage: '/privacy-policy' } });
    const withoutStreet = shownSettings(site);
    withoutStreet.fields = withoutStreet.fields.filter((b) => b.field !== 'street');
    expect(writtenSettings(withoutStreet, site)).toEqual({
      fields: US_BOXES.filter((b) => b !== 'street').map((field) =>
        field === 'comments' ? { field, required: false } : { field },
      ),
    });
    // Switched off: the part leaves site.json's contactForm, and an empty contactForm stays.
    const off = { ...shownSettings(german), photo: undefined };
    expect(writtenSettings(off, german)).toEqual({ consent: german.contactForm.consent });
    expect(writtenSettings({ ...shownSettings(german), consent: undefined, photo: undefined }, german)).toEqual({});
  });

  it('keeps a box as site.json wrote it while its tick is unchanged', () => {
    const own = {
      ...site,
      contactForm: { fields: [{ field: 'firstName', required: true }, { field: 'phone' }, { field: 'comments' }] },
    };
    const shown = shownSettings(own);
    shown.fields[2] = { ...shown.fields[2], required: false };
    expect(writtenSettings(shown, own)?.fields).toEqual([
      { field: 'firstName', required: true },
      { field: 'phone' },
      { field: 'comments', required: false },
    ]);
  });

  it('starts the consent box with the site’s privacy page', () => {
    expect(privacyPageOf(site)).toBe('/privacy-policy');
    expect(privacyPageOf(german)).toBe('/datenschutz');
    expect(privacyPageOf({ pages: [{ path: '/' }] })).toBeUndefined();
  });

  it('is a part of its own, named in both languages, with a name for every box the schema has', () => {
    expect(sectionOf('/contactForm/consent/privacyPage').id).toBe('contactForm');
    expect(en.sections.contactForm).toBe('Contact form');
    expect(de.sections.contactForm).toBe('Kontaktformular');
    const box = schema.$defs.FormField.properties.field;
    expect(Object.keys(box.enumTitles)).toEqual(box.enum);
    expect(Object.keys(schemaInLanguage(schema, 'de').$defs.FormField.properties.field.enumTitles)).toEqual(box.enum);
    expect(placeOf(site, schema as never, '/contactForm/fields/1/field')).toBe('Contact form › Form field 2 › Box');
  });

  it('previews the page with the form, at the form', () => {
    expect(previewPathFor('/contactForm', site, [])).toBe('/contact');
    expect(previewAnchorFor('/contactForm/fields/0', site)).toBe('contact-form');
    expect(previewPathFor('/contactForm', german, [])).toBe('/kontakt');
    expect(previewAnchorFor('/business', site)).toBeUndefined();
  });
});
