import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../../../schema/generated/site';
import { siteVars } from '../../../shared/site/placeholders';
import { makeDist, run } from './fixture';

describe('facts check', () => {
  it('finds nothing in texts that agree with business', () => {
    expect(run('facts', makeDist())).toEqual([]);
  });

  it('warns, at the text, about a time, phone number or postal code that differs from business', () => {
    const findings = run(
      'facts',
      makeDist({
        model: (_model, routes) => {
          routes.find((r) => r.path === '/contact')!.description =
            'Open Monday to Friday, 8 AM to 6 PM. Call (419) 555-0199 or visit 1 Main St, Huron, OH 44999.';
        },
      }),
    );
    expect(findings.map(({ severity, page, pointer, message }) => ({ severity, page, pointer, message }))).toEqual([
      {
        severity: 'warning',
        page: '/contact',
        pointer: '/pages/2/description',
        message: 'The text says "6 PM", which is not one of the business\'s opening or closing times.',
      },
      {
        severity: 'warning',
        page: '/contact',
        pointer: '/pages/2/description',
        message: "The text gives the phone number (419) 555-0199, but the business's phone number is (419) 555-0100.",
      },
      {
        severity: 'warning',
        page: '/contact',
        pointer: '/pages/2/description',
        message: "The text gives the postal code 44999, which is neither the business's (44839) nor a served town's.",
      },
    ]);
    expect(findings[0]!.hint).toContain('Opening hours of the Business facts');
    expect(findings[0]!.byHand).toContain('{hours}');
  });

  it("reads words in quotation marks as someone else's, such as a credited photograph's title", () => {
    const findings = run(
      'facts',
      makeDist({
        model: (_model, routes) => {
          routes.find((r) => r.path === '/contact')!.description =
            'Photo: KDE Plasma “summer 1am” by Risto Saukonpää; the song "Call 555-123-4567"; open until 9 PM.';
        },
      }),
    );
    expect(findings.map((f) => f.message)).toEqual([
      'The text says "9 PM", which is not one of the business\'s opening or closing times.',
    ]);
  });

  it("warns once about a template's text, not once per town page", () => {
    const findings = run(
      'facts',
      makeDist({
        model: (_model, routes) => {
          for (const route of routes.filter((r) => r.kind === 'town')) {
            // The template's description, as expand.ts copies it into every town page (no town has its own).
            delete route.town!.pages;
            route.description = 'Crews out from 7:30 a.m.';
          }
        },
      }),
    );
    expect(new Set(findings.map((f) => f.pointer)).size).toBe(findings.length);
    expect(findings).toEqual([
      expect.objectContaining({
        pointer: expect.stringMatching(/^\/templates\/0\/description$/),
        message: expect.stringContaining('"7:30 a.m."'),
      }),
    ]);
  });

  describe('a list of the towns served, typed by hand', () => {
    /** The base site serving four towns, with `description` as the contact page's description. */
    const contactSaying = (description: string | ((model: SiteModel) => string)) =>
      run(
        'facts',
        makeDist({
          model: (model, routes) => {
            const [huron] = model.towns;
            model.towns.push(
              { ...huron!, name: 'Vermilion', slug: 'vermilion' },
              { ...huron!, name: 'Milan', slug: 'milan' },
            );
            // A service offered in three of the four towns.
            model.templates.push({ ...model.templates[0]!, id: 'snow', towns: ['huron', 'sandusky', 'milan'] });
            routes.find((r) => r.path === '/contact')!.description =
              typeof description === 'string' ? description : description(model);
          },
        }),
      );

    it('warns when it leaves out a town served or names one not served', () => {
      expect(
        contactSaying('Lawn care in Huron, Sandusky and Vermilion.').map(({ severity, page, pointer, message }) => ({
          severity,
          page,
          pointer,
          message,
        })),
      ).toEqual([
        {
          severity: 'warning',
          page: '/contact',
          pointer: '/pages/2/description',
          message: 'The text lists the towns as "Huron, Sandusky and Vermilion", which leaves out Milan.',
        },
      ]);
      const added = contactSaying('Serving Huron, Sandusky, Vermilion, Milan, and Bellevue since 2000.');
      expect(added.map((f) => f.message)).toEqual([
        'The text lists the towns as "Serving Huron, Sandusky, Vermilion, Milan, and Bellevue", which names Bellevue, not a town served.',
      ]);
      expect(added[0]!.hint).toContain('let the site list the towns served');
      expect(added[0]!.byHand).toContain('{townsServed}');
      expect(contactSaying('Crews in Huron, Sandusky, Vermilion & Norwalk.').map((f) => f.message)).toEqual([
        'The text lists the towns as "Huron, Sandusky, Vermilion & Norwalk", which leaves out Milan and names Norwalk, not a town served.',
      ]);
    });

    it('finds nothing in {townsServed} as filled, a right list in any order, or lists that are not the towns served', () => {
      expect(contactSaying((model) => `Serving ${siteVars(model).townsServed}.`)).toEqual([]);
      expect(contactSaying('Crews in Milan, Vermilion, Sandusky, and Huron.')).toEqual([]);
      // Half the towns or fewer are examples, not the service area; an open list names no whole set; other words in lists are not towns.
      expect(
        contactSaying(
          'Heavy clay around Huron, Milan and Bellevue; yards in Huron, Sandusky, Milan and nearby towns. Mowing, Edging and Trimming.',
        ),
      ).toEqual([]);
      // The towns of one service; the towns besides the base, which the text names first.
      expect(contactSaying('Snow plowing in Huron, Sandusky and Milan.')).toEqual([]);
      expect(contactSaying('Our yard is in Huron. Crews reach Sandusky, Vermilion and Milan too.')).toEqual([]);
    });
  });
});
