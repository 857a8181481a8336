// `npm run edit`: the site editor on http://127.0.0.1:4000 (EDITOR_PORT overrides) over the project's
// site.json (SITE overrides). `npm run edit -- --set-password` prints a hash for EDITOR_PASSWORD_HASH.
import './production-react';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { projectRoot } from '../../generator/paths';
import { createEditorApp } from './app';
import { bindRefusal } from './guard';
import { hashPassword } from './password';
import { storeSettings } from '../../server/env';

if (process.argv.includes('--set-password')) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  const password = (await prompt.question('New editor password (at least 12 characters): ')).trim();
  prompt.close();
  if (password.length < 12) { console.error('That password is too short: use at least 12 characters.'); process.exit(1); }
  console.log(`\nStart the editor with this setting (keep it secret like the password):\nEDITOR_PASSWORD_HASH='${await hashPassword(password)}'`);
  process.exit(0);
}

const host = process.env.EDITOR_HOST ?? '127.0.0.1';
const port = Number(process.env.EDITOR_PORT ?? 4000);
const passwordHash = process.env.EDITOR_PASSWORD_HASH || undefined;
const refusal = bindRefusal(host, passwordHash);
if (refusal) { console.error(refusal); process.exit(1); }

const siteFile = path.resolve(process.env.SITE ?? path.join(projectRoot, 'site.json'));
const publicUrl = (() => {
  const value = process.env.EDITOR_PUBLIC_URL;
  if (!value) return undefined;
  try { return new URL(value); } catch {
    console.error(`EDITOR_PUBLIC_URL is not an address: "${value}". Set it to the address people open, such as https://edit.example.com.`);
    process.exit(1);
  }
})();
const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`, `${host}:${port}`, ...(publicUrl ? [publicUrl.host] : [])];
const leads = (() => {
  try { return storeSettings(process.env); } catch (error) { console.error((error as Error).message); process.exit(1); }
})();
const editor = await createEditorApp({ siteFile, passwordHash, allowedHosts, behindProxy: !!publicUrl, versionsDir: process.env.EDITOR_VERSIONS_DIR, leads,
  publish: { buildsDir: process.env.BUILDS_DIR || undefined, publicUrl: process.env.PUBLIC_SITE_URL || undefined } });
const server = editor.app.listen(port, host, () => {
  console.log(`Site editor on http://${host.includes(':') ? `[${host}]` : host}:${port} — editing ${path.relative(process.cwd(), siteFile) || siteFile}. Stop it with Ctrl+C.`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use. Stop what uses it, or start the editor with EDITOR_PORT set to another port.` : `The editor could not start: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { server.close(); void editor.close().then(() => process.exit(0)); });
