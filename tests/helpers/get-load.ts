// A bounded load of GETs on a running public server while a publish runs: a few clients ask for the
// given routes in turn until the publish is over and `after` more each, at most `max` each. Each answer
// keeps its status, the build its X-Build-Id names and a hash of its body (not the page: thousands are
// kept), so notFromTheirBuild can tell whether every page came whole from the build its header names.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildDir } from '../../shared/builds';
import { pageFileFor } from '../../server/http/static-site';

export interface LoadAnswer {
  route: string;
  status: number;
  build: string | null;
  bodyHash: string;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Runs `publish` under the load; returns its result, every answer and how long the load lasted. */
export async function getLoadDuring<T>(
  baseUrl: string,
  routes: string[],
  publish: () => Promise<T>,
  { clients = 8, after = 200, max = 20_000 } = {},
): Promise<{ result: T; answers: LoadAnswer[]; ms: number }> {
  const answers: LoadAnswer[] = [];
  let publishing = true;
  const client = async () => {
    for (let i = 0, more = 0; i < max && more < after; i++) {
      if (!publishing) more++;
      const route = routes[i % routes.length]!;
      const response = await fetch(`${baseUrl}${route}`);
      answers.push({
        route,
        status: response.status,
        build: response.headers.get('x-build-id'),
        bodyHash: sha256(Buffer.from(await response.arrayBuffer())),
      });
    }
  };
  const started = performance.now();
  const running = Array.from({ length: clients }, client);
  let result: T;
  try {
    result = await publish();
  } finally {
    publishing = false;
    await Promise.all(running);
  }
  return { result, answers, ms: Math.round(performance.now() - started) };
}

/** How many answers each build gave ("none": without an X-Build-Id). */
export function answersByBuild(answers: LoadAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.build ?? 'none'] = (counts[a.build ?? 'none'] ?? 0) + 1;
  return counts;
}

/** The answers whose body is not, byte for byte, the page file of the build their X-Build-Id names. */
export async function notFromTheirBuild(answers: LoadAnswer[], buildsDir: string): Promise<LoadAnswer[]> {
  const expected = new Map<string, Promise<string>>();
  const hashOf = (build: string, route: string) => {
    const key = `${build} ${route}`;
    if (!expected.has(key))
      expected.set(key, readFile(path.join(buildDir(buildsDir, build), pageFileFor(route)!)).then(sha256));
    return expected.get(key)!;
  };
  const wrong: LoadAnswer[] = [];
  for (const a of answers) if (a.build === null || a.bodyHash !== (await hashOf(a.build, a.route))) wrong.push(a);
  return wrong;
}
