// The configurable contact form (site.json's contactForm): what the lead store needs is checked in
// words, the fields keep site.json's order and required marks, the browser's and the server's rules
// check exactly the form's fields (an optional one only when filled in), and a consent box, when there
// is one, must be ticked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { contactBodySchemaFor } from '../../../shared/contact/contact-schema';
import {
  CONSENT_FIELD,
  DEFAULT_CONTACT_FORM,
  contactFormProblems,
  fieldsToShow,
  type ContactForm,
} from '../../../shared/contact/form';
import {
  CONTACT_FIELDS,
  DEFAULT_MESSAGES,
  US_CONTACT_LOCALE,
  checkPhoto,
  normalizeContact,
  validateAll,
  validateContact,
} from '../../../shared/contact/rules';
import { CONTACT_FORM_LABELS, contactForm, pageLabels } from '../../../shared/site/contact-form';
import { LABEL_DEFAULTS } from '../../../shared/site/labels';
import { validateBody } from '../../../server/contact/contact-validate';
import { laidOut } from '../../../src/blocks/ContactForm/fields';

const fixture = JSON.parse(readFileSync('tests/fixtures/contact-photo/site.json', 'utf8')) as SiteModel;
const withForm = (contactForm: SiteModel['contactForm']): SiteModel => ({ ...fixture, contactForm });
const field = (name: (typeof CONTACT_FIELDS)[number], required = true) => ({ name, required });

/** The fixture's form: names, e-mail, then optional phone, postcode and comments; a consent box; a photo of 1 MB at most. */
const form = contactForm(fixture);
const person = {
  first_name: 'Mary-Jo',
  last_name: "O'Neil",
  email: 'maryjo@example.com',
  [CONSENT_FIELD]: 'yes',
};

describe('the lead store needs a name and one way to reach the person', () => {
  it("accepts today's form and the smallest one (a name and an e-mail address)", () => {
    expect(contactFormProblems(DEFAULT_CONTACT_FORM.fields)).toEqual([]);
    expect(contactFormProblems([field('last_name'), field('email')])).toEqual([]);
    expect(contactFormProblems([field('first_name'), field('cell_phone'), field('email', false)])).toEqual([]);
  });

  it('refuses a form whose names may be left empty, or that asks for no name', () => {
    expect(contactFormProblems([field('first_name', false), field('last_name', false), field('email')])).toEqual([
      { kind: 'noName' },
    ]);
    expect(contactFormProblems([field('city'), field('email')])).toEqual([{ kind: 'noName' }]);
  });

  it('refuses a form where phone and e-mail may both be left empty, or neither is asked', () => {
    expect(contactFormProblems([field('first_name'), field('cell_phone', false), field('email', false)])).toEqual([
      { kind: 'noWayToReach' },
    ]);
    expect(contactFormProblems([field('first_name'), field('street_address'), field('comments')])).toEqual([
      { kind: 'noWayToReach' },
    ]);
  });

  it('refuses a box asked twice, naming the second', () => {
    expect(contactFormProblems([field('first_name'), field('email'), field('email', false)])).toEqual([
      { kind: 'twice', field: 'email', index: 2 },
    ]);
  });
});

describe("site.json's contactForm, resolved", () => {
  it("is today's US form when site.json has none", () => {
    expect(contactForm({ ...fixture, contactForm: undefined })).toEqual(DEFAULT_CONTACT_FORM);
    expect(DEFAULT_CONTACT_FORM.fields.map((f) => f.name)).toEqual([...CONTACT_FIELDS]);
    expect(DEFAULT_CONTACT_FORM.fields.filter((f) => !f.required).map((f) => f.name)).toEqual(['comments']);
  });

  it("keeps site.json's order, each box required unless it says not", () => {
    expect(form.fields).toEqual([
      field('first_name'),
      field('last_name'),
      field('email'),
      field('cell_phone', false),
      field('zip_code', false),
      field('comments', false),
    ]);
    const reordered = contactForm(
      withForm({
        fields: [
          { field: 'email' },
          { field: 'comments' },
          { field: 'region', required: false },
          { field: 'lastName' },
        ],
      }),
    );
    expect(reordered.fields).toEqual([field('email'), field('comments'), field('state', false), field('last_name')]);
  });

  it('words the consent box and the photo upload from the labels, with the size filled in', () => {
    expect(form.consent).toEqual({
      href: '/privacy',
      text: LABEL_DEFAULTS.formConsent,
      linkText: LABEL_DEFAULTS.formConsentLink,
      message: LABEL_DEFAULTS.messageConsent,
    });
    expect(form.photo).toMatchObject({ required: false, maxBytes: 1024 * 1024, label: LABEL_DEFAULTS.formPhoto });
    expect(form.photo!.hint).toBe('One picture (JPEG, PNG or WebP) of at most 1 MB.');
    expect(form.photo!.tooLargeMessage).toBe('The photo is too large. Please choose one of at most 1 MB.');
    const own = contactForm({
      ...fixture,
      labels: { formConsentLink: 'Datenschutzerklärung', formPhotoHint: '≤ {size} MB' },
    });
    expect(own.consent!.linkText).toBe('Datenschutzerklärung');
    expect(own.photo!.hint).toBe('≤ 1 MB');
  });

  it("keeps the form's own words out of every page's labels (a site without them ships the same pages)", () => {
    const page = pageLabels(LABEL_DEFAULTS);
    for (const key of CONTACT_FORM_LABELS) expect(page).not.toHaveProperty(key);
    expect(Object.keys(page)).toHaveLength(Object.keys(LABEL_DEFAULTS).length - CONTACT_FORM_LABELS.length);
  });

  it('lays the fields out in full rows of the 12-column grid, today’s form as before', () => {
    expect(laidOut(DEFAULT_CONTACT_FORM).map((f) => f.span)).toEqual([6, 6, 6, 6, 12, 5, 3, 4, 12]);
    // first 6 + last 6 | e-mail 6 + phone 6 | postcode 4, and comments (12) do not fit beside it: it takes the row
    expect(laidOut(form).map((f) => [f.spec.name, f.span])).toEqual([
      ['first_name', 6],
      ['last_name', 6],
      ['email', 6],
      ['cell_phone', 6],
      ['zip_code', 12],
      ['comments', 12],
    ]);
  });
});

describe('the rules check exactly the fields of the form', () => {
  it('accepts a post without the boxes the form does not have (no region, no street)', () => {
    expect(validateContact(person, US_CONTACT_LOCALE, form)).toBeNull();
    expect(validateAll(person, US_CONTACT_LOCALE, form)).toEqual([]);
    expect(validateBody(person, US_CONTACT_LOCALE, form)).toEqual([]);
  });

  it('refuses a field the form does not have, as the server sees it', () => {
    expect(validateBody({ ...person, state: 'OH' }, US_CONTACT_LOCALE, form)).toEqual([
      { field: null, message: DEFAULT_MESSAGES.unexpectedField },
    ]);
    expect(contactBodySchemaFor(form).properties).not.toHaveProperty('state');
    expect(contactBodySchemaFor(form).required).toEqual(['first_name', 'last_name', 'email', CONSENT_FIELD]);
  });

  it('checks an optional box only when it is filled in', () => {
    expect(validateContact({ ...person, cell_phone: '', zip_code: '' }, US_CONTACT_LOCALE, form)).toBeNull();
    expect(validateContact({ ...person, zip_code: '4483' }, US_CONTACT_LOCALE, form)).toEqual({
      field: 'zip_code',
      message: DEFAULT_MESSAGES.postalCode,
    });
    expect(validateContact({ ...person, cell_phone: 'call me' }, US_CONTACT_LOCALE, form)?.field).toBe('cell_phone');
  });

  it('asks for a required box the rules would accept empty (comments) by its label', () => {
    const commentsRequired: ContactForm = { fields: [field('first_name'), field('email'), field('comments')] };
    expect(validateContact(person, US_CONTACT_LOCALE, commentsRequired)).toEqual({
      field: 'comments',
      message: 'Comments is required.',
    });
    expect(validateContact({ ...person, comments: 'A hedge.' }, US_CONTACT_LOCALE, commentsRequired)).toBeNull();
  });

  it('requires the consent box to be ticked when the form has one, after the fields, in its own words', () => {
    const { [CONSENT_FIELD]: _ticked, ...unticked } = person;
    expect(validateContact(unticked, US_CONTACT_LOCALE, form)).toEqual({
      field: CONSENT_FIELD,
      message: LABEL_DEFAULTS.messageConsent,
    });
    expect(validateContact({ ...unticked, [CONSENT_FIELD]: 'on' }, US_CONTACT_LOCALE, form)?.field).toBe(CONSENT_FIELD);
    expect(validateContact({ ...unticked, first_name: '' }, US_CONTACT_LOCALE, form)?.field).toBe('first_name');
    expect(validateBody(unticked, US_CONTACT_LOCALE, form)).toEqual([
      { field: CONSENT_FIELD, message: LABEL_DEFAULTS.messageConsent },
    ]);
    // A form without a box refuses one sent anyway.
    expect(validateBody({ ...normalizeContact({}), [CONSENT_FIELD]: 'yes' })).toContainEqual({
      field: null,
      message: DEFAULT_MESSAGES.unexpectedField,
    });
  });

  it("checks the photo chooser in the browser: an image's type, the size limit, a required photo", () => {
    const photo = (type: string, size: number) => ({ type, size });
    expect(checkPhoto(form, undefined, US_CONTACT_LOCALE)).toBeNull();
    expect(checkPhoto(form, photo('image/jpeg', 900_000), US_CONTACT_LOCALE)).toBeNull();
    expect(checkPhoto(form, photo('', 900_000), US_CONTACT_LOCALE)).toBeNull(); // no type known: the server decides
    expect(checkPhoto(form, photo('application/pdf', 1000), US_CONTACT_LOCALE)).toEqual({
      field: 'photo',
      message: LABEL_DEFAULTS.messagePhotoType,
    });
    expect(checkPhoto(form, photo('image/png', 2_000_000), US_CONTACT_LOCALE)?.message).toBe(
      form.photo!.tooLargeMessage,
    );
    const required: ContactForm = { ...form, photo: { ...form.photo!, required: true } };
    expect(checkPhoto(required, null, US_CONTACT_LOCALE)?.message).toBe(`${LABEL_DEFAULTS.formPhoto} is required.`);
    expect(checkPhoto(DEFAULT_CONTACT_FORM, photo('application/pdf', 1), US_CONTACT_LOCALE)).toBeNull();
  });

  it("lists a stored lead's fields in the form's order, then any other it holds a value for", () => {
    const lead = normalizeContact({ ...person, city: 'Huron' });
    expect(fieldsToShow(form, lead)).toEqual([
      'first_name',
      'last_name',
      'email',
      'cell_phone',
      'zip_code',
      'comments',
      'city',
    ]);
  });
});
