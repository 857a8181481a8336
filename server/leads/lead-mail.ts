// The e-mail for one lead. Visitor text goes only into the bodies: the text part as is, the HTML part
// escaped. Headers hold our own values (subject, X-Lead-Id, Message-ID) plus, at most, a Reply-To
// built from the already validated e-mail address, so header injection has nowhere to go. Fields are
// named as the site's form names them (a UK site's "County" and "Postcode", not "State" and "ZIP code"),
// and the rest is in the site's language (its pack's mail words), with when the person agreed to the
// privacy policy when the form asked.
import type { SendMailOptions } from 'nodemailer';
import { EMAIL_PATTERN, FIELD_LABELS, phoneForPeople, type ContactField } from '../../shared/contact/rules.js';
import { US_CONTACT_LOCALE, type ContactLocale } from '../../shared/contact/locale.js';
import { DEFAULT_CONTACT_FORM, fieldsToShow, type ContactForm } from '../../shared/contact/form.js';
import type { Lead, LeadPhoto } from '../../shared/leads.js';
import { fill } from '../../shared/site/fill.js';
import { en, type EnginePack } from '../../shared/site/languages/en.js';
import { escapeHtml } from '../http/html.js';

export interface LeadEnvelope {
  from: string;
  to: string;
  /** The site's field labels (its build's ContactLocale's); US English when absent (no build can be served). */
  fieldLabels?: Record<ContactField, string>;
  /** The site's form (its fields in order, its photo's label); today's US form when absent. */
  form?: ContactForm;
  /** The e-mail's own words in the site's language (its pack's); English when absent. */
  words?: EnginePack['mail'];
  /** The business's country's contact rules, to write the phone as people there read it; the US's when absent. */
  contactLocale?: ContactLocale;
  /** The site's (main) language, in which the e-mail names the visitor's; English when absent. */
  locale?: string;
}

/** "es-US" as the owner's language names it: "Spanish (United States)", "español (Estados Unidos)". */
export const languageName = (tag: string, inLocale = 'en'): string =>
  new Intl.DisplayNames([inLocale], { type: 'language' }).of(tag) ?? tag;

function domainOf(address: string): string {
  const match = /@([a-z0-9.-]+)>?\s*$/i.exec(address);
  return match?.[1] ?? 'leads.invalid';
}

/** The attachment's name (and the leads CLI's file): the lead's short id, so the office can tell whose photo it is. */
export const photoFileName = (lead: Pick<Lead, 'id'>) => `photo-${lead.id.slice(0, 8)}.jpg`;

/** `photo`: the one the visitor sent (stored re-encoded, without metadata), attached to the message. */
export function leadMessage(lead: Lead, envelope: LeadEnvelope, photo?: LeadPhoto): SendMailOptions {
  const labels = envelope.fieldLabels ?? FIELD_LABELS;
  const form = envelope.form ?? DEFAULT_CONTACT_FORM;
  const words = envelope.words ?? en.mail;
  const facts = { time: lead.created_at, id: lead.id };
  const shown = (field: ContactField) =>
    field === 'cell_phone' ? phoneForPeople(lead[field], envelope.contactLocale ?? US_CONTACT_LOCALE) : lead[field];
  const rows: (readonly [string, string])[] = fieldsToShow(form, lead).map((field) => [labels[field], shown(field)]);
  // The form's own word for the photo; the pack's when the live form no longer asks for one.
  if (photo) rows.push([form.photo?.label ?? words.photo, photoFileName(lead)]);
  if (lead.consent_at) rows.push([words.consent, fill(words.consentGiven, { time: lead.consent_at })]);
  if (lead.language) rows.push([words.language, languageName(lead.language, envelope.locale)]);
  const text = [
    words.intro,
    '',
    ...rows.map(([label, value]) => fill(words.row, { label, value: value.includes('\n') ? `\n${value}` : value })),
    '',
    fill(words.received, facts),
    fill(words.leadId, facts),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#17211b">
<h2 style="margin:0 0 12px">${escapeHtml(words.heading)}</h2>
<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="color:#55615b;font-size:13px">${escapeHtml(fill(words.footer, facts))}</p>
</body></html>`;
  const replyTo = EMAIL_PATTERN.test(lead.email) ? { name: '', address: lead.email } : undefined;
  return {
    from: envelope.from,
    to: envelope.to,
    subject: fill(words.subject, { id: lead.id.slice(0, 8) }),
    // Same Message-ID on every retry, so a mailbox can fold the duplicates of at-least-once delivery.
    messageId: `<lead-${lead.id}@${domainOf(envelope.from)}>`,
    headers: { 'X-Lead-Id': lead.id },
    ...(replyTo ? { replyTo } : {}),
    text,
    html,
    ...(photo && {
      attachments: [
        {
          filename: photoFileName(lead),
          contentType: photo.content_type,
          content: Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength),
        },
      ],
    }),
  };
}
