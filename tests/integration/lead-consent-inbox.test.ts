// The editor's Leads inbox (editor/server/leads.ts) shows when the person agreed to the privacy policy:
// after the form's fields, named in the edited site's language as the owner's e-mail names it; a lead
// without a consent time (a form without the box, or a lead from before it was kept) shows none.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsApi } from '../../editor/server/leads';
import { normalizeContact } from '../../shared/contact/rules';
import { de } from '../../shared/site/languages/de';
import { en } from '../../shared/site/languages/en';
import { openLeadStore } from '../../server/store/open-store';
import { VALID_BODY } from './helpers/contact-body';

const dataDir = mkdtempSync(path.join(tmpdir(), 'inbox-consent-'));
const values = normalizeContact(VALID_BODY);
let agreed: string;
let without: string;
const running: { server: Server; close: () => Promise<void> }[] = [];

beforeAll(async () => {
  const store = await openLeadStore({ dataDir });
  const [a, b] = await store.insertLeads([{ ...values, consent: true }, values], undefined, Date.UTC(2026, 4, 1, 12));
  [agreed, without] = [a!.id, b!.id];
  await store.close();
});
afterAll(async () => {
  for (const { server, close } of running) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The inbox's API for the site in `siteFile`, on a free port. */
async function inbox(
  siteFile: string,
): Promise<(id: string) => Promise<{ lead: Record<string, unknown>; fields: unknown[] }>> {
  const { router, close } = leadsApi({ dataDir }, siteFile);
  const app = express();
  app.use(router);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  running.push({ server, close });
  const { port } = server.address() as AddressInfo;
  return async (id) => (await (await fetch(`http://127.0.0.1:${port}/api/leads/${id}`)).json()) as never;
}

describe("the inbox's consent", () => {
  it("follows the form's fields, in the edited site's language", async () => {
    const german = await inbox('tests/fixtures/german/site.json');
    const { lead, fields } = await german(agreed);
    expect(lead.consent_at).toBe('2026-05-01T12:00:00.000Z');
    expect(fields.at(-1)).toEqual({ name: 'consent_at', label: de.mail.consent });
    const english = await inbox('site.json');
    expect((await english(agreed)).fields.at(-1)).toEqual({ name: 'consent_at', label: en.mail.consent });
  });

  it('is not shown for a lead without one', async () => {
    const { lead, fields } = await (await inbox('site.json'))(without);
    expect(lead.consent_at).toBeNull();
    expect(fields.map((f) => (f as { name: string }).name)).not.toContain('consent_at');
  });
});
