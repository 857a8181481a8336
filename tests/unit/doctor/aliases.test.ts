import { describe, expect, it } from 'vitest';
import { makeDist, run } from './fixture';

describe('aliases check', () => {
  it('reports an alias that points to another alias', () => {
    const ctx = makeDist({
      model: (model) => {
        model.aliases.push({ from: '/mowing', to: '/lawn-mowing' });
      },
    });
    const findings = run('aliases', ctx);
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', page: '/mowing', pointer: '/aliases/1/to' }),
    ]);
    expect(findings[0].hint).toBe('Change its Main page address to /lawn-care, so it leads straight to the main page.');
    expect(findings[0].byHand).toBe('In site.json: "to": "/lawn-care".');
  });
});
