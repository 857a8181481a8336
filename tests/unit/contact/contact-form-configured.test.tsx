// The ContactForm block with site.json's contactForm (server-rendered): its fields in site.json's
// order with their required marks, no box the form does not ask for, the consent box linking to the
// privacy page, and the photo chooser, whose form posts multipart/form-data (also without JavaScript).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { US_CONTACT_LOCALE } from '../../../shared/contact/rules';
import { contactForm } from '../../../shared/site/contact-form';
import { LABEL_DEFAULTS } from '../../../shared/site/labels';
import { renderBlock } from '../../helpers/render-block';

const fixture = JSON.parse(readFileSync('tests/fixtures/contact-photo/site.json', 'utf8')) as SiteModel;
const form = contactForm(fixture);
const data = { locale: US_CONTACT_LOCALE, regionLabel: 'State', postalCodeLabel: 'ZIP code' };
const block = { type: 'ContactForm', heading: 'Get your free quote' } as const;
const html = renderBlock(block, { ...data, form });
const tag = (re: RegExp, page = html) => page.match(re)?.[0] ?? '';

describe('ContactForm block with a chosen form', () => {
  it("shows the form's fields in site.json's order and no other", () => {
    const names = [...html.matchAll(/<(?:input|select|textarea)[^>]*name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      'first_name',
      'last_name',
      'email',
      'cell_phone',
      'zip_code',
      'comments',
      'photo',
      'privacy_consent',
      'website',
    ]);
  });

  it('marks the required fields with a star and the others as optional', () => {
    for (const [name, required] of [
      ['email', true],
      ['cell_phone', false],
      ['zip_code', false],
    ] as const) {
      const id = `contact-${name.replace(/_/g, '-')}`;
      expect(tag(new RegExp(`<(input|textarea)[^>]*id="${id}"[^>]*>`)).includes('required=""'), name).toBe(required);
      const label = tag(new RegExp(`<label[^>]*for="${id}"[^>]*>.*?</label>`));
      expect(label.includes(LABEL_DEFAULTS.formOptional), name).toBe(!required);
    }
  });

  it('has a required consent box whose words link to the privacy page in a new tab', () => {
    expect(tag(/<input[^>]*name="privacy_consent"[^>]*>/)).toMatch(/type="checkbox"/);
    expect(tag(/<input[^>]*name="privacy_consent"[^>]*>/)).toContain('required=""');
    expect(tag(/<input[^>]*name="privacy_consent"[^>]*>/)).toContain('value="yes"');
    const label = tag(/<label[^>]*for="contact-privacy-consent"[^>]*>.*?<\/label>/s);
    expect(label).toContain('I have read the <a href="/privacy" target="_blank" rel="noopener">privacy policy');
    expect(label).toContain('and agree that my details are used to answer my request.');
  });

  it('has a photo chooser for pictures, with its hint, and posts the form as multipart/form-data', () => {
    const input = tag(/<input[^>]*name="photo"[^>]*>/);
    expect(input).toContain('type="file"');
    expect(input).toContain('accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"');
    expect(input).not.toContain('required');
    expect(input).toContain('aria-describedby="contact-photo-hint"');
    expect(html).toContain('One picture (JPEG, PNG or WebP) of at most 1 MB.');
    expect(tag(/<form[^>]*>/)).toMatch(/enctype="multipart\/form-data"/i);
  });

  it("keeps today's form as it was without a chosen form: every field, no box, no photo, no enctype", () => {
    const today = renderBlock(block, data);
    expect(tag(/<form[^>]*>/, today)).not.toMatch(/enctype/i);
    expect(today).not.toContain('privacy_consent');
    expect(today).not.toContain('type="file"');
    expect(today).toContain('name="state"');
  });
});
