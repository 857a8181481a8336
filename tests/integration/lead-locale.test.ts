// Issue 13's locale in the owner's views: a UK site's lead reaches the owner with the site's own
// field names. The served build's contact rules (in the contract the build writes beside the pages, here
// from the Leeds plumber example) name the fields in the lead e-mail and in `npm run leads -- show`.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteText } from '../../generator/check/load';
import { contactLocale } from '../../shared/site/contact-locale';
import type { SiteModel } from '../../schema/generated/site';
import { runCli } from '../../server/leads/leads-cli';
import { VALID_BODY, postContact } from './helpers/contact-body';
import { contractFile, makeFakeDist } from './helpers/fake-dist';
import { startSmtpSink, waitFor } from './helpers/smtp-sink';
import { startApp } from './helpers/start-app';

const distDir = makeFakeDist(
  contractFile({
    contactLocale: contactLocale(
      loadSiteText(readFileSync('examples/plumber-leeds/site.json', 'utf8')).raw as SiteModel,
    ),
  }),
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const UK_BODY = {
  ...VALID_BODY,
  cell_phone: '0113 496 0123',
  street_address: '3 Cardigan Road',
  city: 'Leeds',
  state: 'West Yorkshire',
  zip_code: 'LS6 3BN',
};
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("a UK site's lead, as the owner reads it", () => {
  it('says County and Postcode, not State and ZIP code, in the e-mail and the leads CLI', async () => {
    const sink = await startSmtpSink();
    const app = await startApp({ distDir, smtpUrl: sink.url, leadsTo: 'office@kirkgate.example' });
    try {
      const res = await postContact(app.baseUrl, UK_BODY);
      const answer = (await res.json()) as { id: string };
      expect(res.status, JSON.stringify(answer)).toBe(200);
      const { id } = answer;
      await waitFor(() => sink.messages.length >= 1, 10_000, 'the lead e-mail');
      const mail = decodeQuotedPrintable(sink.messages[0]!.raw);
      for (const line of [
        'County: West Yorkshire',
        'Postcode: LS6 3BN',
        'Mobile number: 0113 496 0123',
        'E-mail: maryjo@example.com',
      ])
        expect(mail).toContain(line);
      expect(mail).toContain('<th align="left" valign="top">Postcode</th>');
      expect(mail).not.toMatch(/State|ZIP code|Cell phone/);

      let out = '';
      expect(
        await runCli(
          ['show', id],
          { DATA_DIR: app.dataDir, DIST_DIR: distDir, BUILDS_DIR: path.join(distDir, 'no-builds') },
          (t) => {
            out += t;
          },
        ),
      ).toBe(0);
      expect(out).toMatch(/^County +West Yorkshire$/m);
      expect(out).toMatch(/^Postcode +LS6 3BN$/m);
      expect(out).not.toMatch(/State|ZIP code/);
    } finally {
      await app.stop();
      await sink.close();
    }
  }, 60_000);
});
