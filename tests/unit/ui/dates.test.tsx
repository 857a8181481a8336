// Dates drawn on the server are in the site's language (site.locale), not always American English.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PageContext } from '../../../src/ui/page-context';
import type { PageView } from '../../../src/page-data';
import { LocalDate } from '../../../src/ui/dates';
import { sampleChrome } from '../../helpers/sample-chrome';

const drawn = (locale: string) =>
  renderToString(
    <PageContext.Provider value={{ path: '/', images: {}, chrome: { ...sampleChrome, locale } } as unknown as PageView}>
      <LocalDate iso="2026-04-02" />
    </PageContext.Provider>,
  );

describe('LocalDate', () => {
  it("writes a post date the way the site's language does", () => {
    expect(drawn('en-US')).toContain('>April 2, 2026</time>');
    expect(drawn('en-GB')).toContain('>2 April 2026</time>');
  });
});
