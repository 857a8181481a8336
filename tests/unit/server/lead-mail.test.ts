import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../server/http/html';
import { leadMessage } from '../../../server/leads/lead-mail';
import type { Lead } from '../../../shared/leads';
import { US_CONTACT_LOCALE } from '../../../shared/contact/locale';
import { de } from '../../../shared/site/languages/de';
import { fr } from '../../../shared/site/languages/fr';

const lead: Lead = {
  id: '0b8f7c1e-1111-4222-8333-444455556666',
  created_at: '2026-05-01T12:00:00.000Z',
  status: 'new',
  first_name: 'Al',
  last_name: 'Bo',
  cell_phone: '(419) 555-0134',
  email: 'al@example.com',
  street_address: '<img src=x onerror=alert(1)>',
  city: 'Huron & "Co"',
  state: 'OH',
  zip_code: '44839',
  comments: "Line 1\r\nBcc: victim@example.com\r\n\r\n<script>alert('x')</script>",
};
const envelope = { from: 'Riverbend Website <site@riverbend.example>', to: 'office@riverbend.example' };

describe('leadMessage', () => {
  const message = leadMessage(lead, envelope);

  it('keeps visitor text out of the headers', () => {
    expect(message.subject).toBe('New quote request from the website (0b8f7c1e)');
    expect(message.headers).toEqual({ 'X-Lead-Id': lead.id });
    expect(message.messageId).toBe(`<lead-${lead.id}@riverbend.example>`);
    expect(message.to).toBe(envelope.to);
    expect(message.from).toBe(envelope.from);
    expect(message.replyTo).toEqual({ name: '', address: 'al@example.com' });
    expect(message).not.toHaveProperty('bcc');
    expect(message).not.toHaveProperty('cc');
  });

  it('leaves Reply-To out when the address is not a plain validated one', () => {
    expect(leadMessage({ ...lead, email: 'a@b.co\r\nBcc: x@y.z' }, envelope).replyTo).toBeUndefined();
    expect(leadMessage({ ...lead, email: '"x" <a@b.co>' }, envelope).replyTo).toBeUndefined();
  });

  it('escapes every value in the HTML part', () => {
    const html = String(message.html);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('Huron &#38; &#34;Co&#34;');
    expect(html).toContain('&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;');
  });

  it('lists every field in the text part', () => {
    const text = String(message.text);
    for (const label of [
      'First name: Al',
      'Last name: Bo',
      'Cell phone: (419) 555-0134',
      'Email: al@example.com',
      'State: OH',
      'ZIP code: 44839',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain(`Lead id: ${lead.id}`);
  });

  it("names the fields with the site's own labels: a UK site's County and Postcode", () => {
    const uk = { ...lead, cell_phone: '0113 496 0123', state: 'West Yorkshire', zip_code: 'LS6 3BN' };
    const fieldLabels = {
      ...US_CONTACT_LOCALE.fieldLabels,
      cell_phone: 'Mobile number',
      state: 'County',
      zip_code: 'Postcode',
    };
    const mail = leadMessage(uk, { ...envelope, fieldLabels });
    for (const line of ['County: West Yorkshire', 'Postcode: LS6 3BN', 'Mobile number: 0113 496 0123'])
      expect(String(mail.text)).toContain(line);
    expect(String(mail.html)).toContain(
      '<th align="left" valign="top">County</th><td style="white-space:pre-wrap">West Yorkshire</td>',
    );
    expect(`${String(mail.text)}${String(mail.html)}`).not.toMatch(/State|ZIP code|Cell phone/);
  });

  it("says when the person agreed to the privacy policy, in the site's language, and nothing for a lead without", () => {
    const agreed = { ...lead, consent_at: lead.created_at };
    expect(String(leadMessage(agreed, envelope).text)).toContain(
      `Privacy consent: Agreed to the privacy policy (${lead.created_at})`,
    );
    const german = leadMessage(agreed, { ...envelope, words: de.mail });
    expect(String(german.text)).toContain(`Einwilligung: Der Datenschutzerklärung zugestimmt (${lead.created_at})`);
    expect(String(german.html)).toContain('<th align="left" valign="top">Einwilligung</th>');
    for (const without of [lead, { ...lead, consent_at: null }])
      expect(`${String(leadMessage(without, envelope).text)}`).not.toMatch(/consent/i);
  });

  it("names an attached photo with the form's label, else with the pack's word for it", () => {
    const photo = {
      content_type: 'image/jpeg',
      width: 2,
      height: 1,
      bytes: 3,
      data: new Uint8Array([1, 2, 3]),
    } as const;
    const form = {
      fields: [],
      photo: {
        required: false,
        maxBytes: 1,
        label: 'Photo of the damage',
        hint: '',
        typeMessage: '',
        tooLargeMessage: '',
      },
    };
    expect(String(leadMessage(lead, { ...envelope, form }, photo).text)).toContain(
      'Photo of the damage: photo-0b8f7c1e.jpg',
    );
    // The live form no longer asks for a photo (a publish removed it): the site's language's word, with
    // its punctuation (French: a no-break space before the colon).
    expect(String(leadMessage(lead, { ...envelope, words: fr.mail }, photo).text)).toContain(
      'Photo\u00a0: photo-0b8f7c1e.jpg',
    );
    const german = leadMessage(lead, { ...envelope, words: de.mail }, photo);
    expect(String(german.text)).toContain('Foto: photo-0b8f7c1e.jpg');
    expect(german.attachments).toHaveLength(1);
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
