// Point 7: each lead is e-mailed through a real SMTP server on loopback, with X-Lead-Id,
// a text and an escaped HTML part, and no way for visitor text into the headers or recipients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { startApp, type Running } from './helpers/start-app';
import { startSmtpSink, waitFor, type SmtpSink } from './helpers/smtp-sink';

let sink: SmtpSink;
let app: Running;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startApp({
    smtpUrl: sink.url,
    leadsTo: 'office@riverbend.example',
    mailFrom: 'Riverbend Website <site@riverbend.example>',
  });
});
afterAll(async () => {
  await app.stop();
  await sink.close();
});

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('lead e-mail', () => {
  it('sends one message per lead to LEADS_TO, with X-Lead-Id and safe content', async () => {
    const nasty = {
      ...VALID_BODY,
      street_address: '<img src=x onerror=alert(1)>',
      comments: 'Hello\r\nBcc: victim@example.com\r\nSubject: hijacked\r\n\r\n<script>alert("x")</script>',
    };
    const res = await postContact(app.baseUrl, nasty);
    const { id } = (await res.json()) as { id: string };
    await waitFor(() => sink.messages.length >= 1, 5000, 'the lead e-mail');
    const mail = sink.messages[0]!;
    expect(mail.rcptTo).toEqual(['office@riverbend.example']);
    expect(mail.mailFrom).toBe('site@riverbend.example');
    expect(mail.headers.get('x-lead-id')).toEqual([id]);
    expect(mail.headers.get('subject')).toEqual([`New quote request from the website (${id.slice(0, 8)})`]);
    expect(mail.headers.get('reply-to')).toEqual([VALID_BODY.email]);
    expect(mail.headers.get('message-id')).toEqual([`<lead-${id}@riverbend.example>`]);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.get('subject')).toHaveLength(1);
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toMatch(/Content-Type: text\/plain/i);
    expect(body).toMatch(/Content-Type: text\/html/i);
    const html = body.slice(body.search(/Content-Type: text\/html/i));
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    expect(body).toContain('Bcc: victim@example.com'); // only as text inside the body
    await waitFor(async () => (await app.store.listLeads())[0]?.mail_state === 'sent', 2000, 'the job marked sent');
  });
});
