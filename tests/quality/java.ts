// The Nu Html Checker is a Java program. Java 17+ is usually there; when it is not and we run as
// root (CI containers), Debian's headless JRE is installed with apt-get.
import { spawnSync } from 'node:child_process';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** Undefined when Java can run, otherwise why not (and how to fix it). */
export function ensureJava(): string | undefined {
  if (hasJava()) return undefined;
  if (process.getuid?.() !== 0)
    return 'Java is needed for the HTML check (the Nu Html Checker). Install it with: sudo apt-get install default-jre-headless';
  console.log('Java is missing; installing default-jre-headless with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return `apt-get ${args.join(' ')} failed; install Java (default-jre-headless) by hand.`;
  }
  return hasJava() ? undefined : 'Java was installed but still does not run; check `java -version`.';
}
