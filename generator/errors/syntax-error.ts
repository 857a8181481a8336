// Plain words for a JSON syntax error in a hand-edited site.json. momoa says "Unexpected token
// RBracket found"; the person editing needs to hear which mistake it is (extra comma, missing comma,
// curly or unescaped quote) and where, so the parser's position is read back against the text.
import { catalogue } from './catalogue';
import type { ErrorCode } from './entry';

export interface SyntaxExplanation {
  line: number;
  column: number;
  code: ErrorCode;
  message: string;
  hint?: string;
}

/** The line `npm run check` prints, like a problem's: `site.json:4:47  [E-JSON-EXTRA-COMMA] Extra comma … hint`. */
export function formatSyntaxError(file: string, explained: SyntaxExplanation): string {
  return `${file}:${explained.line}:${explained.column}  [${explained.code}] ${explained.message}${explained.hint ? ` ${explained.hint}` : ''}`;
}

interface ParserError {
  message: string;
  line: number;
  column: number;
  offset: number;
}

const CURLY_QUOTES = '“”‘’„«»';

export function explainSyntaxError(text: string, error: ParserError): SyntaxExplanation {
  const at = (offset: number) => ({ ...positionOf(text, offset), offset });
  const found = /Unexpected (token (\w+)|character '(.)')/.exec(error.message);
  const token = found?.[2];
  const character = found?.[3];
  const before = previousNonSpace(text, error.offset);
  const here = { line: error.line, column: error.column };

  if (character && CURLY_QUOTES.includes(character)) return { ...here, ...catalogue.curlyQuote(character, here) };
  if ((token === 'RBracket' || token === 'RBrace') && before !== undefined && text[before] === ',') {
    const comma = at(before);
    return { line: comma.line, column: comma.column, ...catalogue.extraComma(comma) };
  }
  // A text ended by a quote straight before a letter: the quote was meant to be part of the text.
  if (character && error.offset > 0 && text[error.offset - 1] === '"') {
    const quote = at(error.offset - 1);
    return { line: quote.line, column: quote.column, ...catalogue.unescapedQuote(quote) };
  }
  if (token && VALUE_START.has(token) && before !== undefined && /["\]}\dle]/.test(text[before])) {
    return { ...here, ...catalogue.missingComma(here) };
  }
  // At the end of the file momoa names the last token it read instead of the end.
  const atEnd = /end of input/.test(error.message) || !text.slice(error.offset + 1).trim();
  if (atEnd) return { ...here, ...catalogue.unexpectedEnd(here) };
  return { ...here, ...catalogue.syntaxOther(error.message.replace(/ \(\d+:\d+\)$/, ''), here) };
}

const VALUE_START = new Set(['String', 'Number', 'LBrace', 'LBracket', 'Boolean', 'Null', 'True', 'False']);

function previousNonSpace(text: string, offset: number): number | undefined {
  for (let i = offset - 1; i >= 0; i--) if (!/\s/.test(text[i])) return i;
  return undefined;
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
