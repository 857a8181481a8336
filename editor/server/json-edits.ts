// Writes a changed model back into site.json's text, touching only what changed: every untouched
// line stays byte-identical, so `git diff site.json` shows just the edit. jsonc-parser's modify()
// makes each edit; this file only works out which edits (a structural diff of the two models).
import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import equal from 'fast-deep-equal';

interface JsonEdit {
  path: JSONPath;
  value: unknown;
  insert?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The edits that turn `before` into `after`, in an order where each path is valid once the earlier ones are applied. */
function editsBetween(before: unknown, after: unknown, path: JSONPath = []): JsonEdit[] {
  if (equal(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const removed = Object.keys(before)
      .filter((key) => !(key in after))
      .map((key) => ({ path: [...path, key], value: undefined }));
    return [...removed, ...Object.keys(after).flatMap((key) => editsBetween(before[key], after[key], [...path, key]))];
  }
  if (Array.isArray(before) && Array.isArray(after) && path.length) return arrayEdits(before, after, path);
  return [{ path, value: after }];
}

/** Keeps the common start and end of a list; pairs up the middle, then inserts or removes the rest. */
function arrayEdits(before: unknown[], after: unknown[], path: JSONPath): JsonEdit[] {
  let start = 0;
  while (start < before.length && start < after.length && equal(before[start], after[start])) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    equal(before[before.length - 1 - end], after[after.length - 1 - end])
  )
    end++;
  const oldMiddle = before.length - start - end;
  const newMiddle = after.length - start - end;
  const moved = movedItem(before.slice(start, start + oldMiddle), after.slice(start, start + newMiddle));
  if (moved) {
    // One item moved (a block up or down): take it out and put it back, leaving the others' text alone.
    return [
      { path: [...path, start + moved.from], value: undefined },
      { path: [...path, start + moved.to], value: after[start + moved.to], insert: true },
    ];
  }
  const paired = Math.min(oldMiddle, newMiddle);
  const edits: JsonEdit[] = [];
  for (let i = start; i < start + paired; i++) edits.push(...editsBetween(before[i], after[i], [...path, i]));
  for (let i = start + paired; i < start + newMiddle; i++)
    edits.push({ path: [...path, i], value: after[i], insert: true });
  for (let n = paired; n < oldMiddle; n++) edits.push({ path: [...path, start + paired], value: undefined });
  return edits;
}

/** Where one item went when `after` is `before` with its first item moved last or its last item moved first. */
function movedItem(before: unknown[], after: unknown[]): { from: number; to: number } | undefined {
  const n = before.length;
  if (n < 2 || after.length !== n) return undefined;
  if (equal(before.slice(1), after.slice(0, -1)) && equal(before[0], after[n - 1])) return { from: 0, to: n - 1 };
  if (equal(before.slice(0, -1), after.slice(1)) && equal(before[n - 1], after[0])) return { from: n - 1, to: 0 };
  return undefined;
}

/** The file's own indentation and line ends, so inserted values look like their neighbours. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** site.json's text with `after` written into it; untouched values keep their exact text. */
export function writeModelIntoText(text: string, before: unknown, after: unknown): string {
  const formattingOptions = formattingOf(text);
  let out = text;
  for (const edit of editsBetween(before, after)) {
    out = applyEdits(out, modify(out, edit.path, edit.value, { formattingOptions, isArrayInsertion: edit.insert }));
  }
  return out;
}
