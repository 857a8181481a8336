// A problem found in site.json, printed as `site.json:LINE:COL  /json/pointer  [CODE] message hint`.
import type { LoadedSite } from '../model/loaded-site';
import type { ErrorCode } from './entry';

export interface Problem {
  pointer: string;
  /** The catalogue entry's stable code (docs/errors.md). Beside the words, never in them: the editor
   * shows `message` to an office manager. Every problem of the check has one (its `add` takes a
   * catalogue Message); the doctor's findings, printed in the same form, have none. */
  code?: ErrorCode;
  message: string;
  hint?: string;
  /** Point at the property name instead of its value (unknown properties). */
  atKey?: boolean;
}

export function formatProblem(problem: Problem, site: Pick<LoadedSite, 'file' | 'positions'>): string {
  const pos = locate(problem, site.positions);
  const where = pos ? `${site.file}:${pos.line}:${pos.column}` : site.file;
  const code = problem.code ? `[${problem.code}] ` : '';
  return `${where}  ${problem.pointer || '/'}  ${code}${problem.message}${problem.hint ? ` ${problem.hint}` : ''}`;
}

/** Problems in file order, so the list reads top to bottom like the file. */
export function sortProblems(problems: Problem[], positions: LoadedSite['positions']): Problem[] {
  const key = (p: Problem) => {
    const pos = locate(p, positions);
    return pos ? pos.line * 10_000 + pos.column : 0;
  };
  return [...problems].sort((a, b) => key(a) - key(b));
}

function locate(problem: Problem, positions: LoadedSite['positions']) {
  // The pointer may name something that is missing; fall back to its nearest existing parent.
  let pointer = problem.pointer;
  for (;;) {
    const entry = positions.get(pointer);
    if (entry) return (problem.atKey && entry.key) || entry.value;
    if (!pointer) return undefined;
    pointer = pointer.slice(0, pointer.lastIndexOf('/'));
  }
}
