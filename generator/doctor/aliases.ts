// An alias must lead straight to a main page: not to another alias (a chain of redirects),
// and its built page must say where the main page is (checked in canonical.ts).
import { say } from './say';
import type { Check, Finding } from './types';

export const aliases: Check = ({ model }) => {
  const findings: Finding[] = [];
  const from = new Set(model.aliases.map((a) => a.from));
  model.aliases.forEach((alias, i) => {
    if (from.has(alias.to)) {
      const next = model.aliases.find((a) => a.from === alias.to)!;
      findings.push({
        check: 'aliases',
        severity: 'error',
        page: alias.from,
        pointer: `/aliases/${i}/to`,
        ...say('aliasChain', alias.from, alias.to, next.to),
      });
    }
  });
  return findings;
};
