// One history of the site: every save (a version of site.json) and every kept publish, newest first,
// each told in words (describe-change.ts), with which version the editor holds and which one is live.
// Versions never change once written, so each save's words are worked out once and kept.
import express, { type Router } from 'express';
import type { ChangeDescription, History, HistoryEntry, KeptBuild } from '../shared/api-types';
import { describeChange } from './describe-change';
import type { Publisher } from './publish';
import type { SiteFile } from './site-file';
import type { VersionInfo } from './versions';
import { t } from '../shared/i18n';
import { when } from '../shared/when';

/** Saves shown: enough to go back weeks; older versions stay on disk (and in Versions' folder). */
const SAVES_SHOWN = 30;
const KEPT_DESCRIPTIONS = 200;

export function historyRoutes(site: SiteFile, publisher: Publisher): Router {
  const described = new Map<string, ChangeDescription>();
  async function describe(fromId: string | undefined, toId: string, fromText?: string): Promise<ChangeDescription> {
    const key = `${fromId ?? 'now'}>${toId}`;
    let found = fromText === undefined ? described.get(key) : undefined;
    if (!found) {
      const before = fromText ?? (fromId ? await site.versions.text(fromId) : undefined);
      found =
        before === undefined
          ? { summary: t('server.history.oldest'), changes: [], more: 0 }
          : describeChange(before, await site.versions.text(toId));
      if (fromText === undefined) remember(described, key, found);
    }
    return found;
  }

  /** A save's summary: "Restored the version of Nov 29, 12:27" for a restore, else what it changed. */
  async function summaryOf(versions: VersionInfo[], index: number): Promise<{ summary: string; restoredAt?: string }> {
    const restored = await site.versions.restoredFrom(versions[index]!.id);
    if (restored)
      return { summary: t('describe.restored', { at: when(restored.savedAt) }), restoredAt: restored.savedAt };
    return { summary: (await describe(versions[index + 1]?.id, versions[index]!.id)).summary };
  }

  async function history(): Promise<History> {
    const versions = await site.versions.list();
    const { hash } = await site.read();
    const current = versions.find((v) => v.id.endsWith(`-${hash.slice(0, 8)}`))?.id;
    const builds = publisher.builds();
    const liveHash = builds.find((b) => b.live)?.siteHash.slice(0, 8);
    const shown = versions.slice(0, SAVES_SHOWN);
    const saves: HistoryEntry[] = await Promise.all(
      shown.map(async (v, i) => ({
        kind: 'save' as const,
        id: v.id,
        at: v.savedAt,
        ...(await summaryOf(versions, i)),
        current: v.id === current,
        live: !!liveHash && v.id.endsWith(`-${liveHash}`),
        oldest: i === versions.length - 1,
      })),
    );
    const publishes: HistoryEntry[] = await Promise.all(
      builds.map(async (b) => {
        const version = versionOf(b, versions);
        const index = versions.findIndex((v) => v.id === version);
        return {
          kind: 'publish' as const,
          id: b.id,
          at: b.builtAt,
          summary: t('history.publishedPages', { count: b.routes }),
          pages: b.routes,
          live: b.live,
          version,
          versionAt: versions[index]?.savedAt,
          versionSummary: index >= 0 ? (await summaryOf(versions, index)).summary : undefined,
        };
      }),
    );
    const entries = [...saves, ...publishes].sort((a, b) => b.at.localeCompare(a.at));
    return {
      entries,
      olderSaves: Math.max(0, versions.length - SAVES_SHOWN),
      current,
      changedOutside: !current && versions.length > 0,
    };
  }

  const router = express.Router();
  router.get('/history', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await history());
  });
  // A save field by field: what it changed (from the save before it), what restoring it would change now,
  // or (from=<version>) what it changes from another version: the live one, before a roll back.
  router.get('/history/saves/:id/changes', async (req, res) => {
    await site.versions.text(req.params.id); // an unknown id answers 404 (UnknownVersionError)
    if (typeof req.query.from === 'string') {
      await site.versions.text(req.query.from);
      res.json(await describe(req.query.from, req.params.id));
      return;
    }
    const versions = await site.versions.list();
    const index = versions.findIndex((v) => v.id === req.params.id);
    if (req.query.against === 'current') {
      res.json(await describe(undefined, req.params.id, (await site.read()).text));
      return;
    }
    res.json(await describe(index >= 0 ? versions[index + 1]?.id : undefined, req.params.id));
  });
  return router;
}

/** The saved version a build was made from: the one it names, else the newest with its site.json's hash. */
function versionOf(build: KeptBuild | undefined, versions: VersionInfo[]): string | undefined {
  if (!build) return undefined;
  if (build.version && versions.some((v) => v.id === build.version)) return build.version;
  return versions.find((v) => v.id.endsWith(`-${build.siteHash.slice(0, 8)}`))?.id;
}

function remember<T>(kept: Map<string, T>, key: string, value: T): void {
  kept.set(key, value);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_DESCRIPTIONS) break;
    kept.delete(oldest);
  }
}
