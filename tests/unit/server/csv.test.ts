import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../server/leads/csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['', ''],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 419', "'+1 419"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
    ['a=b', 'a=b'],
    ['(419) 555-0134', '(419) 555-0134'],
  ])('%j -> %j', (input, output) => expect(csvCell(input)).toBe(output));

  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 'e'],
      ]),
    ).toBe('a,b\r\n"c,d",e\r\n');
  });
});
