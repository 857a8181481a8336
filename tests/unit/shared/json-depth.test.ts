// The nesting of a JSON text, counted on its raw text or bytes before parsing: brackets inside strings
// (escaped quotes included) do not count; as deep as the limit passes, one more does not.
import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from '../../../shared/control-characters';
import { MAX_JSON_DEPTH, jsonDeeperThan } from '../../../shared/json-depth';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDeeperThan', () => {
  it('passes the limit itself and refuses one more, as text and as UTF-8 bytes', () => {
    for (const form of [(t: string) => t, (t: string) => Buffer.from(t, 'utf8')]) {
      expect(jsonDeeperThan(form(nested(MAX_JSON_DEPTH)))).toBe(false);
      expect(jsonDeeperThan(form(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
      expect(jsonDeeperThan(form(`{"a":{"b":[${nested(MAX_JSON_DEPTH - 3)}]}}`))).toBe(false);
      expect(jsonDeeperThan(form(`{"a":{"b":[${nested(MAX_JSON_DEPTH - 2)}]}}`))).toBe(true);
    }
  });

  it('counts no bracket inside a string, even after an escaped quote or in other characters', () => {
    const text = JSON.stringify({ note: `${'['.repeat(500)}\\" {{{ « ü ☃ ${'{'.repeat(500)}`, list: [[1]] });
    expect(jsonDeeperThan(text, 3)).toBe(false);
    expect(jsonDeeperThan(Buffer.from(text), 3)).toBe(false);
    expect(jsonDeeperThan(text, 2)).toBe(true);
  });

  it('reads a million brackets without recursion', () => {
    expect(jsonDeeperThan(nested(1_000_000))).toBe(true);
  });

  it('reads the default site as within the limit', async () => {
    const { readFile } = await import('node:fs/promises');
    expect(jsonDeeperThan(await readFile('site.json'))).toBe(false);
  });
});

describe('hasControlCharacter', () => {
  it.each(['job\u0000.jpg', 'job\n.jpg', 'job\t.jpg', 'job\u001f.jpg', 'job\u007f.jpg'])('finds one in %j', (name) => {
    expect(hasControlCharacter(name)).toBe(true);
  });
  it.each(['job.jpg', 'Garten – Überblick (2).jpg', '庭.png', ''])('finds none in %j', (name) => {
    expect(hasControlCharacter(name)).toBe(false);
  });
});
