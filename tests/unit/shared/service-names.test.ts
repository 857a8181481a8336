import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  findServiceName,
  namedService,
  replaceServiceName,
  serviceNameWords,
  type SiteWithServices,
} from '../../../shared/site/service-names';

const fall = { id: 'fall-cleanup', name: 'Fall Cleanup', alsoCalled: ['Fall Cleanups'] };

describe('serviceNameWords', () => {
  it('gives each name once, without its plural, longest first', () => {
    expect(serviceNameWords(fall)).toEqual(['Fall Cleanup']);
    expect(serviceNameWords({ id: 'seasonal-cleanup', name: 'Spring & Fall Cleanup' })).toEqual([
      'Spring & Fall Cleanup',
      'seasonal cleanup',
    ]);
  });

  it('leaves out a one-word address name (its name already says it)', () => {
    expect(serviceNameWords({ id: 'mowing', name: 'Lawn Mowing' })).toEqual(['Lawn Mowing']);
  });
});

describe('findServiceName', () => {
  it('finds the name in any case, plural, possessive or with a hyphen, as written', () => {
    const text =
      "Fall Cleanup Services in {town}. Fall cleanups October to December. A good fall cleanup's worth it. Our fall-cleanup crew.";
    expect(findServiceName(text, fall)).toEqual(['Fall Cleanup', 'Fall cleanups', "fall cleanup's", 'fall-cleanup']);
  });

  it('finds whole words only', () => {
    expect(findServiceName('Overfall cleanupper', fall)).toEqual([]);
    expect(findServiceName('Why {town} Trusts Us Each Fall', fall)).toEqual([]);
  });
});

describe('replaceServiceName', () => {
  it('writes the new name in the case the text wrote the old one', () => {
    expect(replaceServiceName('Fall Cleanup Around {town}', fall, 'Gutter Cleaning')).toBe(
      'Gutter Cleaning Around {town}',
    );
    expect(replaceServiceName('A good fall cleanup sets up spring.', fall, 'Gutter Cleaning')).toBe(
      'A good gutter cleaning sets up spring.',
    );
    expect(replaceServiceName('Fall cleanup in {town}, {state}: leaf removal', fall, 'Gutter Cleaning')).toBe(
      'Gutter cleaning in {town}, {state}: leaf removal',
    );
  });

  it('keeps a plural and a possessive', () => {
    expect(replaceServiceName('Fall Cleanups October to December', fall, 'Gutter Cleaning')).toBe(
      'Gutter Cleanings October to December',
    );
    expect(replaceServiceName("Fall Cleanup's text", fall, 'Gutter Cleaning')).toBe("Gutter Cleaning's text");
  });

  it('leaves a text that does not name the service, or an empty new name, as it is', () => {
    expect(replaceServiceName('Why {town} Trusts Us Each Fall', fall, 'Gutter Cleaning')).toBe(
      'Why {town} Trusts Us Each Fall',
    );
    expect(replaceServiceName('Fall Cleanup in {town}', fall, '  ')).toBe('Fall Cleanup in {town}');
  });

  it('leaves the business’s name, and its first words, alone', () => {
    const landscaping = { id: 'landscaping', name: 'Landscaping', notIn: ['Riverbend Landscaping & Tree Care'] };
    const title = 'Landscaping in {town}, {state} | Riverbend Landscaping';
    expect(findServiceName(title, landscaping)).toEqual(['Landscaping']);
    expect(replaceServiceName(title, landscaping, 'Hedge Trimming')).toBe(
      'Hedge Trimming in {town}, {state} | Riverbend Landscaping',
    );
    expect(findServiceName('Riverbend Landscaping & Tree Care plants trees.', landscaping)).toEqual([]);
  });

  it('takes another language’s plural without guessing the new one', () => {
    const cleaning = { id: 'reinigung', name: 'Reinigung' };
    expect(replaceServiceName('Reinigungen in {town}', cleaning, 'Dachrinnenpflege')).toBe(
      'Dachrinnenpflege in {town}',
    );
  });
});

describe('namedService', () => {
  const site = JSON.parse(readFileSync('site.json', 'utf8')) as SiteWithServices;

  it('adds the menu label of the service’s own page to its name', () => {
    expect(namedService(site, 'fall-cleanup')).toEqual({
      id: 'fall-cleanup',
      name: 'Fall Cleanup',
      alsoCalled: ['Fall Cleanups'],
      notIn: ['Riverbend Landscaping & Tree Care'],
    });
  });

  it('has nothing for a service the site does not have', () => {
    expect(namedService(site, 'gutter-cleaning')).toBeUndefined();
  });
});
