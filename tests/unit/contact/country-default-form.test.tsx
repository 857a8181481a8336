// A site without a `contactForm` section gets the default form in its country's shape: a German site
// asks for no "Bundesland" (German addresses name none), in the page's block data, in the form the
// build writes for the server, and in what the server then accepts. Issue 32, item 7.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { DEFAULT_CONTACT_FORM, isDefaultForm } from '../../../shared/contact/form';
import { contactForm } from '../../../shared/site/contact-form';
import { contactLocale } from '../../../shared/site/contact-locale';
import { validateBody } from '../../../server/contact/contact-validate';
import contactFormBuild from '../../../src/blocks/ContactForm/build';
import type { ResolveContext } from '../../../src/blocks/build-definition';
import { renderBlock } from '../../helpers/render-block';

const koeln = JSON.parse(readFileSync('examples/elektriker-koeln/site.json', 'utf8')) as SiteModel;
/** The Köln electrician's site as a German business might write it: no contactForm section at all. */
const german: SiteModel = { ...koeln, contactForm: undefined };
const us = JSON.parse(readFileSync('site.json', 'utf8')) as SiteModel;
/** The Leeds plumber: UK addresses need no county, but its locale lists the counties it serves. */
const leeds = JSON.parse(readFileSync('examples/plumber-leeds/site.json', 'utf8')) as SiteModel;

const blockData = (model: SiteModel) =>
  contactFormBuild.resolve!({ type: 'ContactForm' } as never, { model } as unknown as ResolveContext);

describe('the default contact form follows the country', () => {
  it('has no region box in Germany, the postcode before the town as German addresses write it', () => {
    const names = contactForm(german).fields.map((f) => f.name);
    expect(names).not.toContain('state');
    expect(names.indexOf('zip_code')).toBeLessThan(names.indexOf('city'));
    expect(
      contactForm(german)
        .fields.filter((f) => !f.required)
        .map((f) => f.name),
    ).toEqual(['comments']);
    expect(isDefaultForm(contactForm(german))).toBe(false);
  });

  it('ships the German form with the block, so the page draws no "Bundesland" box', () => {
    const data = blockData(german) as { form?: { fields: { name: string }[] } };
    expect(data.form?.fields.map((f) => f.name)).toEqual(contactForm(german).fields.map((f) => f.name));
    expect(data.form?.fields.map((f) => f.name)).not.toContain('state');
    const html = renderBlock({ type: 'ContactForm', heading: 'Kostenloses Angebot' }, blockData(german) as never);
    expect(html).toContain('name="zip_code"');
    expect(html).not.toContain('name="state"');
    expect(html).not.toContain('Bundesland');
  });

  it('the server accepts a German lead without a region', () => {
    const lead = {
      first_name: 'Anna',
      last_name: 'Schmitz',
      cell_phone: '0221 1234567',
      email: 'anna@example.de',
      street_address: 'Hauptstraße 1',
      city: 'Köln',
      zip_code: '50667',
      comments: '',
    };
    expect(validateBody(lead, contactLocale(german), contactForm(german))).toEqual([]);
  });

  it('asks for the region where the site names its regions itself, before the postal code, as a UK county', () => {
    const names = (model: SiteModel) => contactForm(model).fields.map((f) => f.name);
    expect(names(leeds)).toEqual(expect.arrayContaining(['city', 'state', 'zip_code']));
    expect(names(leeds).slice(names(leeds).indexOf('city'), names(leeds).indexOf('zip_code') + 1)).toEqual([
      'city',
      'state',
      'zip_code',
    ]);
    expect(contactForm(leeds).fields.find((f) => f.name === 'state')?.required).toBe(true);
    const { regions: _regions, regionLabel: _label, regionMessage: _message, ...plainLocale } = leeds.locale!;
    expect(names({ ...leeds, locale: plainLocale })).not.toContain('state');
  });

  it("stays today's US form for a US site, which the block draws without being sent it", () => {
    expect(contactForm({ ...us, contactForm: undefined })).toEqual(DEFAULT_CONTACT_FORM);
    expect(blockData({ ...us, contactForm: undefined })).not.toHaveProperty('form');
  });
});
