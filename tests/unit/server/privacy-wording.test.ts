// The privacy policy page must promise what the code does: the retention period (LEAD_RETENTION_DAYS'
// default) and what a deletion removes (`npm run leads -- delete`: the lead and its pending e-mail).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS } from '../../../server/leads/retention';

const site = JSON.parse(readFileSync(new URL('../../../site.json', import.meta.url), 'utf8')) as {
  pages: { path: string; blocks: unknown[] }[];
};
const privacyText = JSON.stringify(site.pages.find((p) => p.path === '/privacy-policy')?.blocks ?? []);

describe('privacy policy wording', () => {
  it('states the retention period the server applies by default', () => {
    expect(privacyText).toContain(`(${DEFAULT_RETENTION_DAYS} days)`);
    expect(privacyText).toContain('deletes it automatically');
  });

  it('says what a deletion request removes', () => {
    expect(privacyText).toContain(
      'a deletion removes your submissions from our database, together with any e-mail about them that is still waiting to be sent',
    );
  });
});
