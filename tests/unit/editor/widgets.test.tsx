// The editor's own widgets are chosen by the schema (the `editorWidget` keyword, a colour's format),
// wherever the value sits: behind a $ref, in a list, in a oneOf option. Drawn here by rjsf itself,
// as the editor's forms draw them, to static HTML.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import Ajv2020 from 'ajv/dist/2020';
import { definitionSchema, schemaAt } from '../../../editor/shared/schema-view';
import { widgetFields, widgets } from '../../../editor/app/src/widgets';
import { templates } from '../../../editor/app/src/form-templates';
import { SiteContext } from '../../../editor/app/src/pictures/site-context';
import type { SiteState } from '../../../editor/app/src/use-site';
import { AJV_OPTIONS } from '../../../editor/build/form-validators';

const site = JSON.parse(readFileSync('site.json', 'utf8'));
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;
const validator = customizeValidator({ AjvClass: Ajv2020, ajvOptionsOverrides: AJV_OPTIONS });
// The picture picker reads the pictures folder from the editor's server (its own test: pictures.spec.ts).
const PictureName = ({ id, value }: WidgetProps) => <input id={id} defaultValue={value} />;
const drawnWidgets = { ...widgets, picture: PictureName, 'picture-with-alt': PictureName };

function draw(formSchema: RJSFSchema, pointer: string, value: unknown, model = site): string {
  return renderToStaticMarkup(
    <SiteContext value={{ model } as unknown as SiteState}>
      <Form
        schema={formSchema}
        formData={value}
        validator={validator}
        widgets={drawnWidgets}
        fields={widgetFields}
        templates={templates}
        idPrefix={`f${pointer}`}
        idSeparator="/"
        noValidate
        tagName="div"
      />
    </SiteContext>,
  );
}

describe('the widgets the schema asks for', () => {
  it('draws opening hours as a week: a switch and two time pickers a day, written as the site writes them', () => {
    const html = draw(schemaAt(schema, '/business'), '/business', site.business);
    expect(html).toContain('class="week-hours"');
    expect(html).toMatch(
      /<input id="f\/business\/hours\/saturday\/opens" type="time" aria-label="Saturday: opens at"[^>]*value="08:00"/,
    );
    expect(html).toContain('8:00 AM – 5:00 PM'); // en-US, 12-hour: the schema's default clock
    expect(html).toMatch(/<input id="f\/business\/hours\/sunday" type="checkbox"(?![^>]*checked)/); // closed
    const week = html.slice(
      html.indexOf('class="week-hours"'),
      html.indexOf('</fieldset>', html.indexOf('class="week-hours"')),
    );
    expect(week).not.toMatch(/<select/); // rjsf's Open/Closed chooser per day is gone
  });

  it('writes the hours on the 24-hour clock and in the site’s language when the site says so', () => {
    const model = { ...site, site: { ...site.site, locale: 'de-DE' }, locale: { ...site.locale, hourCycle: 24 } };
    const html = draw(schemaAt(schema, '/business'), '/business', site.business, model);
    expect(html).toContain('Samstag');
    expect(html).toContain('08:00–17:00'); // a range as German writes it (the German pack's)
  });

  it('draws a colour as a picker beside its hex text, and a theme colour left out as the one the build computes', () => {
    const html = draw(schemaAt(schema, '/theme'), '/theme', { ...site.theme, ink: undefined });
    expect(html).toMatch(/<input type="color" aria-label="Accent colour: pick a colour"[^>]*value="#1f6f43"/);
    expect(html).toMatch(/<input id="f\/theme\/accent" type="text"[^>]*value="#1f6f43"/);
    expect(html).toMatch(/<input id="f\/theme\/ink" type="text"[^>]*placeholder="#[0-9a-f]{6} \(automatic\)"/);
  });

  it('draws each paragraph of a list as a growing text box named by its place', () => {
    const block = site.pages[14].blocks[2];
    const html = draw(definitionSchema(schema, 'TextWithImage'), '/pages/14/blocks/2', block);
    expect(html).toMatch(
      /<textarea id="f\/pages\/14\/blocks\/2\/paragraphs\/1" class="paragraph-text" aria-label="Paragraph 2"/,
    );
    expect(html).toContain('Move down'); // rjsf's list around it: add, remove, move
  });

  it('finds a paragraph inside a oneOf option too (a blog post’s text)', () => {
    const post = site.collections.posts[0];
    const html = draw(schemaAt(schema, '/collections/posts/0'), '/collections/posts/0', post);
    expect(html).toMatch(/<textarea id="f\/collections\/posts\/0\/body\/0" class="paragraph-text"/);
  });

  it('has a widget or field for every editorWidget the schema names', () => {
    const named = [...JSON.stringify(schema).matchAll(/"editorWidget":"([^"]+)"/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(name in widgets || name in widgetFields, name).toBe(true);
  });
});
