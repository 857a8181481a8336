// The editor's API for Publish, the list of builds and the history of saves and publishes
// (editor/server/publish.ts and history.ts do the work).
import express, { type Router } from 'express';
import path from 'node:path';
import { projectRoot } from '../../generator/api';
import type { PublishOverview } from '../shared/api-types';
import { DamagedBuildError, PublishBusyError, Publisher, UnknownBuildError } from './publish';
import type { SiteFile } from './site-file';
import { historyRoutes } from './history';

export interface PublishOptions {
  /** Where published builds go: the public server's BUILDS_DIR. */
  buildsDir: string;
  /** The address of the public site, for the "view the site" link. */
  publicUrl: string;
}

/** By default the builds folder `npm start` serves from, and its default address. */
export function publishRoutes(
  site: SiteFile,
  { buildsDir = path.join(projectRoot, 'builds'), publicUrl = 'http://localhost:3000' }: Partial<PublishOptions> = {},
): Router {
  const publisher = new Publisher(site, path.resolve(buildsDir));
  const router = express.Router();
  const overview = (): PublishOverview => ({ publish: publisher.last, builds: publisher.builds(), publicUrl });

  router.get('/publish', (_req, res) => {
    publisher.warm(); // the dialog opened: its engine loads while she reads it
    res.json(overview());
  });
  // The same overview as Server-Sent Events, one on opening and one per change, so the dialog needs no polling.
  router.get('/publish/events', (req, res) => {
    res.set({ 'content-type': 'text/event-stream', 'cache-control': 'no-store' }).flushHeaders();
    const send = () => {
      res.write(`data: ${JSON.stringify(overview())}\n\n`);
    };
    send();
    publisher.on('change', send);
    req.on('close', () => {
      publisher.off('change', send);
    });
  });
  router.post('/publish', (_req, res) => {
    try {
      publisher.start();
    } catch (error) {
      if (!(error instanceof PublishBusyError)) throw error;
      res.status(409).json({ error: error.message });
      return;
    }
    res.status(202).json(overview());
  });
  router.post('/builds/:id/activate', async (req, res) => {
    try {
      await publisher.activate(req.params.id);
    } catch (error) {
      if (error instanceof UnknownBuildError) {
        res.status(404).json({ error: error.message });
        return;
      }
      if (error instanceof DamagedBuildError || error instanceof PublishBusyError) {
        res.status(409).json({ error: error.message });
        return;
      }
      throw error;
    }
    res.json(overview());
  });
  router.use(historyRoutes(site, publisher));
  return router;
}
