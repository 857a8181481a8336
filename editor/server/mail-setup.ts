// Whether the site's server e-mails leads to the office: asked of the server itself (its /api/health
// tells its mail mode: SMTP_URL and LEADS_TO set, or not), since the editor may run with other
// settings. Kept a little while, so the inbox does not ask on every click.
import type { MailSetup } from '../shared/api-types';

const KEPT_MS = 15_000;
const ASK_TIMEOUT_MS = 2_000;

export function mailSetupOf(publicUrl: string): () => Promise<MailSetup> {
  let kept: { at: number; setup: Promise<MailSetup> } | undefined;
  const ask = async (): Promise<MailSetup> => {
    try {
      const response = await fetch(new URL('/api/health', publicUrl), { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
      const { mail } = (await response.json()) as { mail?: string };
      return mail === 'smtp' ? 'on' : mail === 'disabled' ? 'off' : 'unknown';
    } catch {
      return 'unknown'; // not running, or not reachable from the editor: the inbox says it cannot tell
    }
  };
  return () => {
    if (!kept || Date.now() - kept.at > KEPT_MS) kept = { at: Date.now(), setup: ask() };
    return kept.setup;
  };
}
