// NAP consistency: the business name, address and phone are the same in the footer, on the contact
// page, in every tel: link and in the structured data — search engines distrust a business whose
// details disagree. site.json "business" is the reference.
import type { Cheerio } from 'cheerio';
import type { Element } from 'domhandler';
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { normalise, visibleText } from './dom';
import { siteLocale } from '../../shared/site/locale';
import { withRegionCode } from '../../shared/site/country';
import { addressLines, formatAddress } from '../../shared/site/business';
import { addressLayout } from '../../shared/site/address-format';
import { findText } from './locate';
import { readJsonLd, typesOf, type Thing } from './json-ld-read';
import { say } from './say';
import type { Check, DoctorPage, Finding } from './types';
import type { Route } from '../model/route';
import type { BusinessFacts, NapPlace, Said } from './words';

export const nap: Check = ({ model, routes, pages }) => {
  const b = model.business;
  const address = withRegionCode(b.address, model.site.locale); // as the pages write it
  // Phone numbers are compared in international form, read as numbers of the business's country (libphonenumber-js).
  const country = siteLocale(model).country as CountryCode;
  const phoneDigits = (phone: string) =>
    parsePhoneNumberFromString(phone, country)?.number ?? phone.replace(/[^\d+]/g, '');
  const want = {
    name: normalise(b.name),
    phone: phoneDigits(b.phone),
    // As the pages write it: in the order of the office's country, without what that order leaves out.
    address: normalise(addressLines(address, addressLayout(b.address.country)).flat().join(' ')),
    fields: normalise(`${b.address.street} ${b.address.city} ${b.address.region ?? ''} ${b.address.postalCode}`),
  };
  const facts: BusinessFacts = {
    name: b.name,
    address: formatAddress(address, addressLayout(b.address.country)),
    phone: b.phone,
  };
  const findings: Finding[] = [];
  const add: Add = (page, field, words, found) =>
    findings.push({
      check: 'nap',
      severity: 'error',
      page: page.route.path,
      pointer: (found && findText(page.route, model, (v) => v.includes(found))) || `/business/${field}`,
      ...words,
    });

  /** Compares one part of a page (footer, contact page) with the reference. */
  const compare = (page: DoctorPage, where: NapPlace, area: Cheerio<Element>) => {
    const text = visibleText(area.toArray());
    if (!normalise(text).includes(want.name)) add(page, 'name', say('napNoName', facts, where));
    // Each piece of text alone, read with the full metadata: a year or a house number and the postal
    // code on the next line must not read as one phone number.
    const pieces = area
      .find('*')
      .addBack()
      .contents()
      .toArray()
      .flatMap((node) => (node.type === 'text' ? [node.data] : []));
    for (const [piece, found] of pieces.flatMap((piece) =>
      findPhoneNumbersInText(piece, country).map((found) => [piece, found] as const),
    )) {
      const phone = piece.slice(found.startsAt, found.endsAt);
      if (found.number.number !== want.phone) add(page, 'phone', say('napPhone', facts, where, phone), phone);
    }
    const addresses = area
      .find('address')
      .map((_, el) => visibleText([el]))
      .get();
    if (!addresses.length) add(page, 'address', say('napNoAddress', facts, where));
    for (const address of addresses) {
      if (normalise(address) !== want.address) add(page, 'address', say('napAddress', facts, where, address), address);
    }
  };

  const contact = contactRoute(routes);
  for (const page of pages) {
    const { $ } = page;
    if (page.route.kind === 'alias') continue;
    const footer = $('footer').not('main footer').last();
    if (footer.length) compare(page, 'footer', footer);
    else add(page, 'name', say('napNoFooter', facts));
    if (page.route === contact) compare(page, 'contactPage', $('main'));
    $('a[href^="tel:"]').each((_, el) => {
      const href = $(el).attr('href')!;
      if (phoneDigits(href) !== want.phone) add(page, 'phone', say('napCallLink', facts, href.slice(4)), href);
    });
    for (const thing of readJsonLd($).typed.filter(isBusiness)) compareLd(page, thing, facts, want, phoneDigits, add);
  }
  return findings;
};

type Add = (page: DoctorPage, field: 'name' | 'phone' | 'address', words: Said, found?: string) => void;

const isBusiness = (thing: Thing) => typesOf(thing).some((t) => t === 'LocalBusiness' || t.endsWith('Business'));

/** The route showing the contact details (the ContactDetails block), usually /contact: of the site, whichever pages are judged. */
function contactRoute(routes: Route[]): Route | undefined {
  return routes.find((r) => r.kind !== 'alias' && r.blocks.some((block) => block.type === 'ContactDetails'));
}

function compareLd(
  page: DoctorPage,
  thing: Thing,
  facts: BusinessFacts,
  want: { name: string; phone: string; fields: string },
  phoneDigits: (phone: string) => string,
  add: Add,
) {
  const type = typesOf(thing).join('/');
  if (typeof thing.name === 'string' && normalise(thing.name) !== want.name)
    add(page, 'name', say('napDataName', facts, type, thing.name));
  if (typeof thing.telephone === 'string' && phoneDigits(thing.telephone) !== want.phone)
    add(page, 'phone', say('napDataPhone', facts, type, thing.telephone));
  const a = thing.address as Thing | undefined;
  if (a && typeof a === 'object') {
    const written = normalise(
      [a.streetAddress, a.addressLocality, a.addressRegion, a.postalCode].map((v) => String(v ?? '')).join(' '),
    );
    if (written !== want.fields)
      add(
        page,
        'address',
        say(
          'napDataAddress',
          facts,
          type,
          [a.streetAddress, a.addressLocality, a.addressRegion, a.postalCode].join(', '),
        ),
      );
  }
}
