// docs/errors.md, made from the catalogue and the stage error classes: each code with its title,
// cause (the message) and fix (the hint), shown by calling the entry with its example arguments.
import { catalogueSections } from './catalogue';
import type { Entry } from './entry';
import { stageErrorClasses } from './stage-errors';

const INTRO = `# Error codes

<!-- DO NOT EDIT. Generated from generator/errors/ by \`npm run gen:errors\`. -->

\`npm run check\` prints each problem in site.json with a code:

    site.json:154:15  /towns/2/slug  [E-DUPLICATE] Duplicate town slug "sandusky"; it is already used at /towns/1. Give each town slug its own value.

The code names the kind of problem; search this page for it. Codes are stable: a code is never
renamed, renumbered or given to another kind of problem, so notes and scripts may rely on it. A new
kind of problem gets a new code. The site editor shows the same problems without the code, in its
own language: English, or German when it speaks German (\`generator/errors/catalogue.de.ts\`).

Where an entry's words depend on site.json, the cause and fix shown are an example: the real ones
name the values in your site.json.
`;

/** `unknownTown("sandusk", ["huron","sandusky"])`: how the example was called. */
function call(name: string, args: unknown[]): string {
  return `\`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})\``;
}

function entrySection(name: string, e: Entry): string {
  const words = e(...e.example);
  return [
    `### ${e.code}`,
    '',
    `${e.title}.`,
    '',
    `- Cause: ${words.message}`,
    `- Fix: ${words.hint ?? '(none: the cause says it)'}`,
    ...(e.fields
      ? [`- Fields: ${e.fields.map((f) => `\`${f}\``).join(', ')}; the fix is the schema's own words for the field.`]
      : []),
    ...(e.example.length ? [`- Example: the words of ${call(name, e.example)}.`] : []),
  ].join('\n');
}

function stageSection(stage: (typeof stageErrorClasses)[number]): string {
  return [`### ${stage.code}`, '', `${stage.about.title} (\`${stage.name}\`).`, '', `- Fix: ${stage.about.fix}`].join(
    '\n',
  );
}

export function errorsDoc(): string {
  const sections = catalogueSections.map(({ heading, entries }) =>
    [`## ${heading}`, ...Object.entries(entries).map(([name, e]) => entrySection(name, e as Entry))].join('\n\n'),
  );
  const stages = [
    '## Stages of the build',
    '`npm run build` and the other commands stop at the first stage that fails, and print its code before the error and the causes under it.',
    ...stageErrorClasses.map(stageSection),
  ].join('\n\n');
  return `${[INTRO.trimEnd(), ...sections, stages].join('\n\n')}\n`;
}
