// The editor's Wording part shows the site's own words where site.json says nothing (issue 36): the
// schema the editor hands its forms takes its Labels' and Locale's defaults from the site's language
// pack and country, not the English ones the schema file keeps for VS Code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import schema from '../../../schema/site.schema.json' with { type: 'json' };
import type { SiteModel } from '../../../schema/generated/site';
import { siteDefaults } from '../../../editor/server/site-defaults';
import { withDefaults } from '../../../editor/shared/site-defaults';
import { enginePack } from '../../../shared/site/languages/packs';

const siteOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SiteModel;
/** The schema as the editor's forms show it for a site. */
const withSiteDefaults = <T>(schema: T, site: SiteModel): T => withDefaults(schema, siteDefaults(site)!);
type Defaults = { $defs: Record<string, { properties: Record<string, { default?: unknown }> }> };

describe('the defaults the editor shows', () => {
  it('are the site’s pack’s labels and its country’s form words', () => {
    const lyon = siteOf('examples/plombier-lyon/site.json');
    const shown = withSiteDefaults(schema, lyon) as unknown as Defaults;
    expect(shown.$defs.Labels!.properties.quoteButton!.default).toBe(enginePack('fr-FR').labels.quoteButton);
    expect(shown.$defs.Labels!.properties.quoteButton!.default).not.toBe(
      schema.$defs.Labels.properties.quoteButton.default,
    );
    expect(shown.$defs.Locale!.properties.postalCodeLabel!.default).toBe('Code postal');
    expect(shown.$defs.Locale!.properties.hourCycle!.default).toBe(24);
    // The schema file itself keeps the English ones.
    expect(schema.$defs.Labels.properties.quoteButton.default).toBe('Get Free Quote');
  });

  it('leave an English US site’s defaults as the schema has them', () => {
    const shown = withSiteDefaults(schema, siteOf('site.json'));
    expect(shown.$defs.Labels).toEqual(schema.$defs.Labels);
  });
});
