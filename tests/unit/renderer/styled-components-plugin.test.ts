// The CSS minifier vite.config.ts applies to styled-components templates: less script, the same CSS.
import { describe, expect, it } from 'vitest';
import { minifyCss } from '../../../vite.config';

describe('minifyCss', () => {
  it('drops comments and spare white space around braces, semicolons, commas and after colons', () => {
    expect(minifyCss('\n  display: flex; /* row */\n  gap: 0.5rem;\n  &:hover { color: red; }\n  h1, h2 { margin: 0 auto; }\n', true, true))
      .toBe('display:flex;gap:0.5rem;&:hover{color:red;}h1,h2{margin:0 auto;}');
  });

  it('keeps the space that separates values, also next to an interpolation', () => {
    expect(minifyCss('\n  padding: 0 ', true, false)).toBe('padding:0 ');
    expect(minifyCss(' - 2rem);\n  border: 1px solid ', false, false)).toBe(' - 2rem);border:1px solid ');
    expect(minifyCss(' ', false, false)).toBe(' ');
  });

  it('leaves quoted strings alone', () => {
    expect(minifyCss("content: ' : ';  font-family: \"A  B\", serif;", true, true)).toBe("content:' : ';font-family:\"A  B\",serif;");
  });
});
