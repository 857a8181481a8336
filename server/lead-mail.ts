// The e-mail for one lead. Visitor text goes only into the bodies: the text part as is, the HTML part
// escaped. Headers hold our own values (subject, X-Lead-Id, Message-ID) plus, at most, a Reply-To
// built from the already validated e-mail address, so header injection has nowhere to go. Fields are
// named as the site's form names them (a UK site's "County" and "Postcode", not "State" and "ZIP code").
import type { SendMailOptions } from 'nodemailer';
import { CONTACT_FIELDS, EMAIL_PATTERN, FIELD_LABELS, type ContactField } from '../shared/contact/rules.js';
import type { Lead } from '../shared/leads.js';

export interface LeadEnvelope {
  from: string;
  to: string;
  /** The site's field labels (its built ContactLocale's); US English when absent. */
  fieldLabels?: Record<ContactField, string>;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function domainOf(address: string): string {
  const match = /@([a-z0-9.-]+)>?\s*$/i.exec(address);
  return match?.[1] ?? 'leads.invalid';
}

export function leadMessage(lead: Lead, envelope: LeadEnvelope): SendMailOptions {
  const labels = envelope.fieldLabels ?? FIELD_LABELS;
  const rows = CONTACT_FIELDS.map((field) => [labels[field], lead[field]] as const);
  const text = [
    'New quote request from the website contact form.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`),
    '',
    `Received: ${lead.created_at}`,
    `Lead id: ${lead.id}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#17211b">
<h2 style="margin:0 0 12px">New quote request</h2>
<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="color:#55615b;font-size:13px">Received ${escapeHtml(lead.created_at)} &middot; lead ${escapeHtml(lead.id)}</p>
</body></html>`;
  const replyTo = EMAIL_PATTERN.test(lead.email) ? { name: '', address: lead.email } : undefined;
  return {
    from: envelope.from,
    to: envelope.to,
    subject: `New quote request from the website (${lead.id.slice(0, 8)})`,
    // Same Message-ID on every retry, so a mailbox can fold the duplicates of at-least-once delivery.
    messageId: `<lead-${lead.id}@${domainOf(envelope.from)}>`,
    headers: { 'X-Lead-Id': lead.id },
    ...(replyTo ? { replyTo } : {}),
    text,
    html,
  };
}
