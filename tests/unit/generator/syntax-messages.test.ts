// The plain words for JSON syntax mistakes in a hand-edited site.json, snapshot-tested over
// tests/fixtures/syntax-mistakes/ (one planted mistake per file).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteText } from '../../../generator/check/load';
import { JsonSyntaxError } from '../../../generator/errors/stage-errors';

const folder = 'tests/fixtures/syntax-mistakes';

function messageFor(name: string): string {
  try {
    loadSiteText(readFileSync(path.join(folder, name), 'utf8'), name);
  } catch (error) {
    expect(error).toBeInstanceOf(JsonSyntaxError);
    return (error as Error).message;
  }
  throw new Error(`${name} parsed, but it holds a planted mistake.`);
}

describe('syntax errors in plain words', () => {
  it('names each planted mistake and its place', async () => {
    const lines = readdirSync(folder).sort().map(messageFor);
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('__snapshots__/syntax-mistakes.txt');
    expect(messageFor('extra-comma.json')).toMatch(
      /^extra-comma\.json:4:47 {2}Extra comma after the last item at 4:47\./,
    );
    expect(messageFor('missing-comma.json')).toMatch(
      /^missing-comma\.json:4:5 {2}Missing comma between two items at 4:5\./,
    );
    expect(messageFor('missing-comma-in-list.json')).toContain('Missing comma between two items at 3:3.');
    expect(messageFor('curly-quote.json')).toContain('Curly quote “ at 3:13: use a straight quote ".');
    expect(messageFor('inner-quote.json')).toContain('A quote inside a text must be written \\" (at 3:24).');
    expect(messageFor('unclosed.json')).toContain('The file ends too early');
  });

  it('leaves valid JSON alone', () => {
    expect(loadSiteText('{ "a": [1, 2] }').raw).toEqual({ a: [1, 2] });
  });
});
