// Entry point of the leads CLI: `npm run leads -- …` here, `node server-build/server/leads.js …` on a
// production install. The commands live in leads-cli.ts, which tests import without running them.
import { runCli } from './leads/leads-cli.js';

process.exitCode = await runCli(
  process.argv.slice(2),
  process.env,
  (t) => process.stdout.write(t),
  (t) => process.stderr.write(t),
);
