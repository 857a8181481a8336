// The wizards' boxes as a screen reader meets them, drawn to static HTML: the boxes she must fill
// say so (aria-required, as the schema forms' do), Add service's parts start as "Write new" with the
// copied service's words under each box, and the steps already visited are buttons.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RJSFSchema } from '@rjsf/utils';
import { AddTownFacts } from '../../../editor/app/src/wizards/AddTownFacts';
import { ServiceFacts } from '../../../editor/app/src/wizards/ServiceFacts';
import { BlockReview } from '../../../editor/app/src/wizards/BlockReview';
import { WizardDialog } from '../../../editor/app/src/wizards/WizardDialog';
import type { Template, Town } from '../../../editor/app/src/wizards/draft-model';

const site = JSON.parse(readFileSync('site.json', 'utf8'));
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;
const fall = site.templates.find((t: Template) => t.id === 'fall-cleanup') as Template;
const none = () => {};

/** The ids of the boxes (input, textarea) that carry aria-required="true". */
const required = (html: string) =>
  [...html.matchAll(/<(?:input|textarea)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes('aria-required="true"'))
    .map((tag) => /id="([^"]+)"/.exec(tag)![1]);

describe('required boxes of the wizards', () => {
  it('Add town: name, address name, county, postal code, state where asked, specialty, card text, three points', () => {
    const town: Town = {
      slug: '',
      name: '',
      state: '',
      county: '',
      postalCode: '',
      areaCard: { specialty: '', description: '', features: [] },
    };
    const html = renderToStaticMarkup(
      <AddTownFacts
        town={town}
        slugEdited={false}
        locale="en-US"
        stateAsked="required"
        path="/landscaping-in-{townSlug}"
        problems={{}}
        onChange={none}
      />,
    );
    expect(required(html)).toEqual([
      'town-name',
      'town-slug',
      'town-county',
      'town-postal-code',
      'town-state',
      'town-specialty',
      'town-card-text',
      'town-point-1',
      'town-point-2',
      'town-point-3',
    ]);
  });

  it('Add service: its name and address name; the page title and search summary of its pages', () => {
    const facts = renderToStaticMarkup(
      <ServiceFacts
        name=""
        id=""
        source="fall-cleanup"
        offeredIn={[]}
        problems={{}}
        sources={[{ template: fall, name: 'Fall Cleanup' }]}
        towns={site.towns}
        path="/{service}-in-{townSlug}"
        onName={none}
        onId={none}
        onSource={none}
        onTowns={none}
      />,
    );
    expect(required(facts)).toEqual(['service-name', 'service-id']);
    const review = renderToStaticMarkup(
      <BlockReview
        copied={fall}
        offeredIn={['huron']}
        sourceName="Fall Cleanup"
        renaming={{ from: { id: 'fall-cleanup', name: 'Fall Cleanup' }, to: 'Gutter Cleaning' }}
        problems={{}}
        schema={schema}
        review={{ blocks: {} }}
        onChange={none}
      />,
    );
    expect(required(review)).toEqual(['review-title', 'review-description']);
  });
});

describe('Add service, what its pages say', () => {
  const review = renderToStaticMarkup(
    <BlockReview
      copied={fall}
      offeredIn={['huron']}
      sourceName="Fall Cleanup"
      renaming={{ from: { id: 'fall-cleanup', name: 'Fall Cleanup' }, to: 'Gutter Cleaning' }}
      problems={{}}
      schema={schema}
      review={{ blocks: {} }}
      onChange={none}
    />,
  );

  it('starts every part with words as "Write new", its boxes empty with the copied words under them', () => {
    const checked = [...review.matchAll(/<label><input type="radio"[^>]*checked=""[^>]*\/> ([^<]+)<\/label>/g)].map(
      (m) => m[1],
    );
    expect(checked.filter((c) => c !== 'Write new')).toEqual(['Keep']); // the breadcrumb: no words of its own
    expect(review).toContain('Fall Cleanup’s text, for reference:');
    expect(review).toContain('Why [town] Trusts Us Each Fall');
    expect(review).toMatch(/<input type="text" id="review-\d+-heading" [^>]*value=""/);
  });

  it('starts the page title with the new name and the search summary empty, the copied one to read under it', () => {
    expect(review).toMatch(/id="review-title" [^>]*value="\[service name\] in \[town\], \[state\] \| Riverbend"/);
    expect(review).toMatch(/<textarea[^>]*id="review-description"[^>]*><\/textarea>/);
    expect(review).toContain('Fall cleanup in [town], [state]: leaf removal');
  });
});

describe('the steps of a wizard', () => {
  it('are buttons once visited, the current one marked, those not reached yet plain words', () => {
    const html = renderToStaticMarkup(
      <WizardDialog
        title="Add a service"
        steps={['Service', 'What its pages say', 'Huron', 'Where it is listed']}
        step={2}
        onClose={none}
        onBack={none}
        onNext={none}
        onStep={none}
        nextLabel="Next"
        onDiscard={none}
      >
        <p>Step</p>
      </WizardDialog>,
    );
    const steps = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[0]);
    expect(steps.map((s) => s.includes('<button'))).toEqual([true, true, false, false]);
    expect(steps[2]).toContain('aria-current="step"');
  });
});
