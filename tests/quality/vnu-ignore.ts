// Nu Html Checker messages that are not errors in the page but gaps in the checker itself. Each
// entry says why; add one only with a reason, never to hide a real mistake in the HTML.
export const ignored: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^CSS: “container(-name|-type)?”: Property “container(-name|-type)?” doesn't exist/,
    reason:
      'CSS container queries (Baseline since 2023, used by styled-components blocks) are unknown to the CSS validator bundled in vnu.',
  },
  {
    pattern: /^CSS: Unrecognized at-rule “@container”/,
    reason: 'Same as above: the @container rule of container queries.',
  },
];

export const isIgnored = (message: string) => ignored.some((entry) => entry.pattern.test(message));
