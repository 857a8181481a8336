// Words joined in the page's language (issue 24, item 4): lists by Intl.ListFormat, day and hour ranges
// from the pack, dates in the page's language whatever the visitor's browser speaks. English keeps
// exactly what it always wrote.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { formatHours, groupHours } from '../../../shared/site/business';
import { siteVars } from '../../../shared/site/placeholders';
import type { PageView } from '../../../src/page-data';
import { LocalDate } from '../../../src/ui/dates';
import { TodayDate } from '../../../src/ui/TodayDate';
import { PageContext } from '../../../src/ui/page-context';
import { sampleChrome } from '../../helpers/sample-chrome';

// After hydration (useMounted true): what the visitor's browser shows once the script has run.
const mounted = vi.hoisted(() => ({ value: false }));
vi.mock('../../../src/ui/use-mounted', () => ({ useMounted: () => mounted.value }));

const day = (opens: string, closes: string) => ({ opens, closes });
const WEEK = {
  monday: day('07:30', '16:30'),
  tuesday: day('07:30', '16:30'),
  wednesday: day('07:30', '16:30'),
  thursday: day('07:30', '16:30'),
  friday: day('07:30', '16:30'),
  saturday: day('09:00', '13:00'),
  sunday: 'closed' as const,
};

/** A site's facts in a language, with three towns. */
const site = (locale: string, hours = WEEK, hourCycle?: 12 | 24) =>
  ({
    site: { locale },
    ...(hourCycle ? { locale: { hourCycle } } : {}),
    business: {
      phone: '(419) 555-0100',
      email: 'a@b.example',
      name: 'X',
      address: { street: '1 Main St', city: 'Huron', region: 'OH', postalCode: '44839' },
      hours,
    },
    towns: [{ name: 'Köln' }, { name: 'Frechen' }, { name: 'Hürth' }],
  }) as unknown as SiteModel;

describe('{townsServed}: a list joined as the language joins one', () => {
  it.each([
    ['en-US', 'Köln, Frechen and Hürth'], // as English always wrote it here: no comma before "and"
    ['en-GB', 'Köln, Frechen and Hürth'],
    ['de-DE', 'Köln, Frechen und Hürth'],
    ['fr-FR', 'Köln, Frechen et Hürth'],
    ['es-ES', 'Köln, Frechen y Hürth'],
    ['nl-NL', 'Köln, Frechen en Hürth'],
    ['it-IT', 'Köln, Frechen e Hürth'],
    ['pl-PL', 'Köln, Frechen i Hürth'],
    ['pt-BR', 'Köln, Frechen e Hürth'],
    ['sv-SE', 'Köln, Frechen and Hürth'], // no Swedish pack (the check says so): English
  ])('%s: %s', (locale, list) => {
    expect(siteVars(site(locale)).townsServed).toBe(list);
  });

  it('two towns, one, none', () => {
    const towns = (names: string[]) => ({ ...site('de-DE'), towns: names.map((name) => ({ name })) }) as SiteModel;
    expect(siteVars(towns(['Köln', 'Hürth'])).townsServed).toBe('Köln und Hürth');
    expect(siteVars(towns(['Köln'])).townsServed).toBe('Köln');
    expect(siteVars(towns([])).townsServed).toBe('');
  });
});

describe('{hours}: days and times as a phrase in the language', () => {
  it.each([
    ['en-US', 'Monday to Friday, 7:30 AM to 4:30 PM; Saturday, 9 AM to 1 PM'],
    ['de-DE', 'Montag bis Freitag, 07:30–16:30; Samstag, 09:00–13:00'],
    // French: a no-break space before the semicolon (French typography).
    ['fr-FR', 'du lundi au vendredi, de 07:30 à 16:30\u00a0; samedi, de 09:00 à 13:00'],
    ['es-ES', 'de lunes a viernes, de 07:30 a 16:30; sábado, de 09:00 a 13:00'],
  ])('%s: %s', (locale, sentence) => {
    expect(siteVars(site(locale)).hours).toBe(sentence);
  });

  it("keeps English's wording, and a German site's own clock when site.json sets one", () => {
    const ohio = { ...WEEK, monday: day('08:00', '17:00'), friday: day('08:00', '17:00') };
    for (const d of ['tuesday', 'wednesday', 'thursday', 'saturday'] as const) ohio[d] = day('08:00', '17:00');
    expect(siteVars(site('en-US', ohio)).hours).toBe('Monday to Saturday, 8 AM to 5 PM');
    expect(siteVars(site('de-DE', WEEK, 12)).hours).toBe('Montag bis Freitag, 7:30 AM–4:30 PM; Samstag, 9 AM–1 PM');
  });
});

describe('opening hours in the lists (footer, contact details), as the language writes a range', () => {
  /** The short weekday names are Intl's (ICU's data): "Mon", "Mo", "lun.". */
  const short = (locale: string, date: number) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, date)));
  it.each([
    ['en-US', 12, '7:30 AM – 4:30 PM'],
    ['en-GB', 24, '07:30–16:30'],
    ['de-DE', 24, '07:30–16:30'],
    ['fr-FR', 24, '07:30 – 16:30'],
    ['es-ES', 24, '07:30–16:30'],
  ] as const)('%s: %s', (locale, hourCycle, hours) => {
    const format = { locale, hourCycle, closed: 'closed' };
    expect(formatHours(WEEK.monday, format)).toBe(hours);
    expect(groupHours(WEEK, format)[0]).toEqual({ days: `${short(locale, 1)}–${short(locale, 5)}`, hours });
  });
});

describe("dates in the page's language, never the browser's", () => {
  const drawn = (locale: string, element: React.ReactElement) =>
    renderToString(
      <PageContext.Provider
        value={{ path: '/', images: {}, chrome: { ...sampleChrome, locale } } as unknown as PageView}
      >
        {element}
      </PageContext.Provider>,
    );

  it.each([
    ['en-US', 'April 2, 2026'],
    ['de-DE', '2. April 2026'],
    ['fr-FR', '2 avril 2026'],
    ['es-ES', '2 de abril de 2026'],
  ])("a post's date, %s: %s, the same before and after the script runs", (locale, text) => {
    mounted.value = false;
    expect(drawn(locale, <LocalDate iso="2026-04-02" />)).toContain(`>${text}</time>`);
    mounted.value = true;
    expect(drawn(locale, <LocalDate iso="2026-04-02" />)).toContain(`>${text}</time>`);
  });

  it("today's date (a policy's \"Last updated\"), once the script has run, is still in the page's language", () => {
    mounted.value = true;
    const today = new Date().toLocaleDateString('de-DE', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(drawn('de-DE', <TodayDate />)).toContain(`>${today}</time>`);
    mounted.value = false;
  });
});
