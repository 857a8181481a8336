import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { makeDist, run } from './fixture';

describe('nap check', () => {
  it('reports a different phone number on the contact page', () => {
    const findings = run('nap', makeDist({ pages: { '/contact': ($) => $('main p').last().text('(419) 555-0199') } }));
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', page: '/contact', pointer: '/business/phone' }),
    ]);
    expect(findings[0].message).toBe(
      'The contact page shows the phone number (419) 555-0199, but the business phone is (419) 555-0100.',
    );
  });

  it('reports a different address in the footer', () => {
    const findings = run(
      'nap',
      makeDist({ pages: { '/lawn-care': ($) => $('footer address').text('1 Main St, Huron, OH 44839') } }),
    );
    expect(findings).toEqual([expect.objectContaining({ page: '/lawn-care', pointer: '/business/address' })]);
    expect(findings[0].message).toContain('The footer shows the address "1 Main St, Huron, OH 44839"');
  });

  it('reports a different business name in the structured data', () => {
    const rename = ($: CheerioAPI) => {
      const script = $('script[type="application/ld+json"]');
      script.text(script.text().replace('"name":"Doctor Fixture Landscaping"', '"name":"Doctor Landscaping LLC"'));
    };
    const findings = run('nap', makeDist({ pages: { '/': rename } }));
    expect(findings).toEqual([expect.objectContaining({ page: '/', pointer: '/business/name' })]);
    expect(findings[0].message).toContain('names the business "Doctor Landscaping LLC"');
  });

  it('reports a call link to another number', () => {
    const findings = run(
      'nap',
      makeDist({ pages: { '/lawn-care-in-huron': ($) => $('main').append('<a href="tel:4195550111">Call</a>') } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        page: '/lawn-care-in-huron',
        message: 'A call link dials 4195550111, but the business phone is (419) 555-0100.',
      }),
    ]);
  });
});
