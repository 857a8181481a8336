import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

describe('canonical check', () => {
  it('reports a relative canonical address', () => {
    const findings = run(
      'canonical',
      makeDist({ pages: { '/contact': ($) => $('link[rel="canonical"]').attr('href', '/contact') } }),
    );
    expect(findings).toEqual([expect.objectContaining({ severity: 'error', page: '/contact', pointer: '/pages/2' })]);
    expect(findings[0].message).toContain('is not absolute');
  });

  it('reports an alias whose canonical names itself instead of its main page', () => {
    const findings = run(
      'canonical',
      makeDist({
        pages: { '/lawn-mowing': ($) => $('link[rel="canonical"]').attr('href', 'https://doctor.example/lawn-mowing') },
      }),
    );
    expect(findings).toEqual([expect.objectContaining({ page: '/lawn-mowing', pointer: '/aliases/0' })]);
    expect(findings[0].message).toBe(
      'This extra address names https://doctor.example/lawn-mowing as canonical, but it stands for https://doctor.example/lawn-care.',
    );
  });

  it('reports a missing canonical', () => {
    const findings = run(
      'canonical',
      makeDist({ pages: { '/lawn-care-in-huron': ($) => $('link[rel="canonical"]').remove() } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        page: '/lawn-care-in-huron',
        pointer: '/towns/0/pages/lawn-care',
        message: 'The page names no canonical address.',
      }),
    ]);
  });
});
