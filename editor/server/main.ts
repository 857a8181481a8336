// `npm run edit`: the site editor on 127.0.0.1:4000 (EDITOR_PORT overrides) over the project's
// site.json (SITE overrides). Without a password it prints its address with a start token, the way in
// for this machine's user only. `npm run edit -- --set-password` prints a hash for EDITOR_PASSWORD_HASH.
import './production-react';
import path from 'node:path';
import { projectRoot } from '../../generator/api';
import { bindRefusal, isLoopback, machineHosts, newToken, plainHttpRefusal, proxyKeyProblem } from './guard';
import { parseHash } from './password';
import { setPassword } from './set-password';
import { storeSettings } from '../../server/ops/env';
import { LANGUAGES, languageOf } from '../shared/i18n';

if (process.argv.includes('--set-password')) process.exit(await setPassword());

const fail = (words: string): never => {
  console.error(words);
  process.exit(1);
};

const host = process.env.EDITOR_HOST ?? '127.0.0.1';
const port = Number(process.env.EDITOR_PORT ?? 4000);
const passwordHash = process.env.EDITOR_PASSWORD_HASH || undefined;
const allowHttp = process.env.EDITOR_ALLOW_HTTP === '1';
const refusal = bindRefusal(host, passwordHash);
if (refusal) fail(refusal);
if (passwordHash) {
  const parsed = parseHash(passwordHash);
  if ('problem' in parsed) fail(parsed.problem);
}

// `--site other/site.json`, else SITE, else the project's site.json; a missing file stops the editor with its path.
const siteChoice = (await import('./site-arg')).siteFileOf(
  process.argv.slice(2),
  process.env,
  path.join(projectRoot, 'site.json'),
);
const siteFile = 'file' in siteChoice ? siteChoice.file : fail(siteChoice.problem);
const publicUrl = (() => {
  const value = process.env.EDITOR_PUBLIC_URL;
  if (!value) return undefined;
  try {
    return new URL(value);
  } catch {
    return fail(
      `EDITOR_PUBLIC_URL is not an address: "${value}". Set it to the address people open, such as https://edit.example.com.`,
    );
  }
})();
if (publicUrl && !passwordHash)
  fail(
    'EDITOR_PUBLIC_URL is set, so people reach the editor from other machines, but it has no password. Make one with `npm run edit -- --set-password` and start the editor with EDITOR_PASSWORD_HASH set.',
  );
const plainHttp = plainHttpRefusal(host, publicUrl, allowHttp);
if (plainHttp) fail(plainHttp);
const proxyKey = process.env.EDITOR_PROXY_KEY || undefined;
const proxyKeyRefusal = proxyKeyProblem(publicUrl, proxyKey);
if (proxyKeyRefusal) fail(proxyKeyRefusal);
const everyAddress = host === '0.0.0.0' || host === '::';
if (allowHttp && (everyAddress || !isLoopback(host))) {
  console.warn(
    'Warning: EDITOR_ALLOW_HTTP=1, so the password and the login cookie travel over the network in clear text. Use it only on a network you trust; otherwise put the editor behind HTTPS (docs/editor-behind-https.md).',
  );
}
const chosenLanguage = process.env.EDITOR_LANGUAGE;
if (chosenLanguage && !languageOf(chosenLanguage))
  console.warn(
    `EDITOR_LANGUAGE is "${chosenLanguage}", a language the editor has no words in (it has ${LANGUAGES.join(', ')}): it speaks the site's language, or English.`,
  );
const allowedHosts = [
  `127.0.0.1:${port}`,
  `localhost:${port}`,
  `[::1]:${port}`,
  `${host}:${port}`,
  ...(publicUrl ? [publicUrl.host] : []),
  ...(everyAddress && allowHttp ? machineHosts(port) : []),
];
const startToken = passwordHash ? undefined : process.env.EDITOR_TOKEN || newToken();
const hours = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  return value > 0 ? value * 3_600_000 : fail(`${name} must be a number above 0 (it is "${process.env[name]}").`);
};
const sessions = { idleMs: hours('EDITOR_SESSION_IDLE_HOURS', 8), maxMs: hours('EDITOR_SESSION_MAX_DAYS', 7) * 24 };
const leads = (() => {
  try {
    return storeSettings(process.env);
  } catch (error) {
    return fail((error as Error).message);
  }
})();
// Loaded only now: the checks above answer at once, before the preview and the app are prepared.
const { createEditorApp } = await import('./app');
const editor = await createEditorApp({
  siteFile,
  passwordHash,
  startToken,
  sessions,
  allowedHosts,
  proxyKey: publicUrl ? proxyKey : undefined,
  versionsDir: process.env.EDITOR_VERSIONS_DIR,
  leads,
  publish: { buildsDir: process.env.BUILDS_DIR || undefined, publicUrl: process.env.PUBLIC_SITE_URL || undefined },
  language: process.env.EDITOR_LANGUAGE || undefined,
});
const server = editor.app.listen(port, host, () => {
  const address = `http://${host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`;
  const editing = `editing ${path.relative(process.cwd(), siteFile) || siteFile}. Stop it with Ctrl+C.`;
  if (startToken)
    console.log(`Site editor on ${address}?token=${startToken} — open this address (it lets only you in); ${editing}`);
  else
    console.log(
      `Site editor on ${publicUrl ? publicUrl.origin + '/' : address} — log in with the editor's password; ${editing}`,
    );
});
server.on('error', (error: NodeJS.ErrnoException) => {
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use. Stop what uses it, or start the editor with EDITOR_PORT set to another port.`
      : `The editor could not start: ${error.message}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void editor.close().then(() => process.exit(0));
  });
