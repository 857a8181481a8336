// The ContactForm block as the prerender produces it (server HTML, no window): structure,
// labels, state list, honeypot and the reassurance badges.
import { describe, expect, it } from 'vitest';
import { US_CONTACT_LOCALE, US_STATES, ownRegionFirst, type ContactLocale } from '../../../shared/contact/rules';
import { renderBlock } from '../../helpers/render-block';

/** What the build gives the form of an Ohio business (generator/site-locale.ts). */
const formData = (
  region: string,
  locale: Partial<ContactLocale> = {},
  labels = { regionLabel: 'State', postalCodeLabel: 'ZIP code' },
) => ({ locale: { ...US_CONTACT_LOCALE, regions: ownRegionFirst(US_STATES, region), ...locale }, ...labels });
const html = renderBlock(
  {
    type: 'ContactForm',
    heading: 'Get Your Free Quote',
    intro: 'Tell us what you need.',
    reassurance: 'Your data is safe with us.',
  },
  formData('OH'),
);
const tag = (re: RegExp) => html.match(re)?.[0] ?? '';

describe('ContactForm block (server-rendered)', () => {
  it('is the section #contact-form with the heading, intro and a noValidate form', () => {
    expect(html).toMatch(/<section[^>]*id="contact-form"/);
    expect(html).toContain('Get Your Free Quote</h2>');
    expect(html).toContain('Tell us what you need.');
    expect(tag(/<form[^>]*>/)).toMatch(/novalidate=""/i);
    expect(tag(/<form[^>]*>/)).toContain('method="post"');
  });

  it.each([
    ['first_name', 'First name', true],
    ['last_name', 'Last name', true],
    ['cell_phone', 'Cell phone', true],
    ['email', 'Email', true],
    ['street_address', 'Street address', true],
    ['city', 'City', true],
    ['state', 'State', true],
    ['zip_code', 'ZIP code', true],
    ['comments', 'Comments', false],
  ])('has a visible label for %s, with a star when required', (name, label, required) => {
    const id = `contact-${name.replace(/_/g, '-')}`;
    const labelHtml = tag(new RegExp(`<label[^>]*for="${id}"[^>]*>.*?</label>`));
    expect(labelHtml).toContain(label);
    expect(labelHtml.includes('*</span>')).toBe(required);
    const control = tag(new RegExp(`<(input|select|textarea)[^>]*id="${id}"[^>]*>`));
    expect(control).toContain(`name="${name}"`);
    expect(control.includes('required=""')).toBe(required);
  });

  it('gives the phone, e-mail and ZIP the right keyboards and autocomplete', () => {
    expect(tag(/<input[^>]*name="cell_phone"[^>]*>/)).toMatch(
      /type="tel".*autoComplete="tel"|autoComplete="tel".*type="tel"/i,
    );
    expect(tag(/<input[^>]*name="email"[^>]*>/)).toContain('type="email"');
    expect(tag(/<input[^>]*name="zip_code"[^>]*>/)).toContain('inputMode="numeric"');
  });

  it('has a 5-row comments box', () => {
    expect(tag(/<textarea[^>]*>/)).toContain('rows="5"');
  });

  const stateOptions = (page: string) => {
    const select = page.match(/<select[^>]*name="state"[^>]*>.*?<\/select>/s)?.[0] ?? '';
    return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);
  };

  it("offers Select, then the 50 state codes with the business's own (OH) first", () => {
    const options = stateOptions(html);
    expect(options[0]).toEqual(['', 'Select']);
    expect(options).toHaveLength(51);
    expect(options[1]![0]).toBe('OH');
    expect(options.slice(2).map(([value]) => value)).toEqual(US_STATES.filter((s) => s !== 'OH'));
  });

  it("puts a Florida business's own state first", () => {
    const options = stateOptions(renderBlock({ type: 'ContactForm', heading: 'Quote' }, formData('FL')));
    expect(options.slice(1, 3).map(([value]) => value)).toEqual(['FL', 'AK']);
    expect(options).toHaveLength(51);
  });

  it('asks a UK visitor for a county as text and a postcode with letters', () => {
    const uk = renderBlock(
      { type: 'ContactForm', heading: 'Quote' },
      formData(
        'West Yorkshire',
        { country: 'GB', regions: [], postalCodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$' },
        { regionLabel: 'County', postalCodeLabel: 'Postcode' },
      ),
    );
    expect(uk).not.toContain('<select');
    expect(uk.match(/<label[^>]*for="contact-state"[^>]*>.*?<\/label>/)?.[0]).toContain('County');
    expect(uk.match(/<label[^>]*for="contact-zip-code"[^>]*>.*?<\/label>/)?.[0]).toContain('Postcode');
    expect(uk.match(/<input[^>]*name="state"[^>]*>/)?.[0]).toContain('type="text"');
    expect(uk.match(/<input[^>]*name="zip_code"[^>]*>/)?.[0]).not.toContain('inputMode');
  });

  it('hides the honeypot from people, screen readers and the keyboard', () => {
    const honeypot = tag(/<div[^>]*aria-hidden="true"[^>]*>.*?<\/div>/s);
    const input = tag(/<input[^>]*name="website"[^>]*>/);
    expect(honeypot).toContain('name="website"');
    expect(input).toContain('tabindex="-1"');
    expect(input).toMatch(/autoComplete="off"/i);
  });

  it('has the send button, reassurance text and both badges', () => {
    expect(tag(/<button[^>]*type="submit"[^>]*>.*?<\/button>/s)).toContain('Send Message');
    expect(html).toContain('Your data is safe with us.');
    expect(html).toContain('SSL Secured');
    expect(html).toContain('Spam Protected');
  });

  it('falls back to the spec reassurance text', () => {
    const plain = renderBlock({ type: 'ContactForm', heading: 'Quote' }, formData('OH'));
    expect(plain).toContain('Your information is secure and will only be used to provide your free quote.');
  });

  it('renders an empty live region for the status message', () => {
    expect(tag(/<div[^>]*id="contact-form-status"[^>]*>/)).toMatch(/role="status"/);
    expect(tag(/<div[^>]*id="contact-form-status"[^>]*>/)).toMatch(/aria-live="polite"/);
  });
});
