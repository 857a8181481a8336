// The week widget shows the check's problems at the day they are about (issue 32, item 3): the problem
// validate() finds for Saturday 08:00–07:00 (pointer of Saturday's closing time, as /api/check sends it)
// reaches rjsf's error tree as the editor's forms give it, and is shown in Saturday's row, its closing
// time marked invalid; no other day is.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import Ajv2020 from 'ajv/dist/2020';
import { schemaAt } from '../../../editor/shared/schema-view';
import { segmentsOf } from '../../../editor/shared/pointer';
import { widgetFields, widgets } from '../../../editor/app/src/widgets';
import { templates } from '../../../editor/app/src/form-templates';
import { SiteContext } from '../../../editor/app/src/pictures/site-context';
import type { SiteState } from '../../../editor/app/src/use-site';
import { AJV_OPTIONS } from '../../../editor/build/form-validators';
import { validate } from '../../../generator/check/validate';
import { sitePaths } from '../../../generator/paths';
import type { SiteModel } from '../../../schema/generated/site';

const model = JSON.parse(readFileSync('site.json', 'utf8')) as SiteModel;
model.business.hours.saturday = { opens: '08:00', closes: '07:00' };
const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as RJSFSchema;
const validator = customizeValidator({ AjvClass: Ajv2020, ajvOptionsOverrides: AJV_OPTIONS });

/** The problems under /business/hours as rjsf's error tree, the way the editor's SchemaForm shapes them. */
function errorTree(problems: { pointer: string; message: string; hint?: string }[]): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const p of problems.filter((p) => p.pointer.startsWith('/business/hours/'))) {
    let node = tree;
    for (const segment of segmentsOf(p.pointer.slice('/business/hours'.length)))
      node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(`${p.message} ${p.hint}`);
  }
  return tree as ErrorSchema;
}

describe('the week widget shows a day’s problem at that day', () => {
  const { problems } = validate(
    { file: 'site.json', raw: model, positions: new Map() },
    sitePaths('site.json').imagesDir,
  );
  const html = renderToStaticMarkup(
    <SiteContext value={{ model } as unknown as SiteState}>
      <Form
        schema={schemaAt(schema, '/business/hours')}
        formData={model.business.hours}
        validator={validator}
        widgets={widgets}
        fields={widgetFields}
        templates={templates}
        idPrefix="f/business/hours"
        idSeparator="/"
        noValidate
        extraErrors={errorTree(problems)}
        tagName="div"
      />
    </SiteContext>,
  );
  const week = html.slice(
    html.indexOf('class="week-hours"'),
    html.indexOf('</fieldset>', html.indexOf('class="week-hours"')),
  );

  it('finds the problem at Saturday’s closing time', () => {
    expect(problems.map((p) => p.pointer)).toEqual(['/business/hours/saturday/closes']);
  });

  it('writes it under Saturday, named by the day, and marks the closing time invalid', () => {
    const rows = week.split('<tr').slice(1);
    const saturday = rows.findIndex((row) => row.includes('id="f/business/hours/saturday/closes"'));
    expect(rows[saturday + 1]).toContain(
      'Saturday: The closing time 7:00 AM is not after the opening time 8:00 AM. Set a closing time later than 8:00 AM',
    );
    expect(week).toMatch(/<input id="f\/business\/hours\/saturday\/closes" type="time"[^>]*aria-invalid="true"/);
    expect(week).toMatch(/<input id="f\/business\/hours\/saturday\/opens" type="time"(?![^>]*aria-invalid)/);
    expect(week.match(/week-hours-errors/g)).toHaveLength(1);
  });
});
