// Reached from other machines: over plain HTTP the password and the login cookie would cross the
// network in clear text, so the editor refuses to start that way (with words saying why and what to
// do) unless EDITOR_ALLOW_HTTP=1 says so knowingly; then it warns, and answers on the machine's own addresses.
import http from 'node:http';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../editor/server/password';
import { freePort, runEditor, startEditor, type RunningEditor } from '../../helpers/editor-server';

const PASSWORD = 'correct horse battery staple';
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
});

/** The status of GET `pathname` on the editor's port, asked for by the Host name `host`. */
const statusByHost = (port: number, host: string, pathname = '/login') =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('error', reject);
  });

describe('the editor reached over the network', () => {
  it('refuses plain HTTP off this machine at start, saying why and what to do', async () => {
    const cases: NodeJS.ProcessEnv[] = [
      { EDITOR_HOST: '0.0.0.0', EDITOR_PASSWORD_HASH: hash },
      { EDITOR_HOST: '::', EDITOR_PASSWORD_HASH: hash },
      { EDITOR_HOST: '127.0.0.1', EDITOR_PASSWORD_HASH: hash, EDITOR_PUBLIC_URL: 'http://edit.example.com' },
    ];
    for (const env of cases) {
      const { ready } = runEditor({ ...env, EDITOR_PORT: String(await freePort()) });
      const { code, output } = await ready;
      expect(code, JSON.stringify(env)).toBe(1);
      expect(output).toContain(
        'over plain HTTP: the password and the login cookie would travel over the network in clear text',
      );
      expect(output).toContain('EDITOR_PUBLIC_URL=https://');
      expect(output).toContain('EDITOR_ALLOW_HTTP=1');
    }
  });

  it('refuses EDITOR_PUBLIC_URL without a password', async () => {
    const { ready } = runEditor({
      EDITOR_PUBLIC_URL: 'https://edit.example.com',
      EDITOR_PASSWORD_HASH: '',
      EDITOR_PORT: String(await freePort()),
    });
    const { code, output } = await ready;
    expect(code).toBe(1);
    expect(output).toContain(
      'EDITOR_PUBLIC_URL is set, so people reach the editor from other machines, but it has no password.',
    );
  });

  it('refuses EDITOR_PUBLIC_URL without a proxy key, or with a short one, saying how to make one', async () => {
    for (const [key, words] of [
      ['', 'EDITOR_PUBLIC_URL is set, so people reach the editor through a proxy, but EDITOR_PROXY_KEY is not'],
      ['short', 'EDITOR_PROXY_KEY is 5 characters long, too short to stay secret (at least 32).'],
    ] as const) {
      const { ready } = runEditor({
        EDITOR_HOST: '127.0.0.1',
        EDITOR_PUBLIC_URL: 'https://edit.example.com',
        EDITOR_PASSWORD_HASH: hash,
        EDITOR_PROXY_KEY: key,
        EDITOR_PORT: String(await freePort()),
      });
      const { code, output } = await ready;
      expect(code, key).toBe(1);
      expect(output).toContain(words);
      expect(output).toContain('`openssl rand -hex 32`');
      expect(output).toContain('`header_up X-Editor-Proxy-Key <the key>` in the Caddyfile');
    }
  });

  describe('with EDITOR_ALLOW_HTTP=1 on 0.0.0.0', () => {
    let editor: RunningEditor;
    beforeAll(async () => {
      editor = await startEditor('site.json', {
        EDITOR_HOST: '0.0.0.0',
        EDITOR_PASSWORD_HASH: hash,
        EDITOR_ALLOW_HTTP: '1',
      });
    }, 120_000);
    afterAll(async () => {
      await editor?.stop();
    });

    it("starts with a warning and answers by the machine's own addresses and name, no other", async () => {
      expect(editor.output()).toContain(
        'Warning: EDITOR_ALLOW_HTTP=1, so the password and the login cookie travel over the network in clear text.',
      );
      const own = Object.values(os.networkInterfaces())
        .flat()
        .flatMap((info) => (info ? [info.address] : []))
        .map((address) => (address.includes(':') ? `[${address}]` : address));
      expect(own.length).toBeGreaterThan(1);
      for (const address of [...own, os.hostname()])
        expect(await statusByHost(editor.port, `${address}:${editor.port}`), address).toBe(200);
      expect(await statusByHost(editor.port, `rebound.example:${editor.port}`)).toBe(421);
      expect(await statusByHost(editor.port, `192.0.2.254:${editor.port}`)).toBe(421);
    });
  });
});
