// The editor's server: its React app, the preview, and an API over one site.json.
// Writes only site.json (through SiteFile), its versions folder and the images folder (pictures.ts); no request names a path.
import express, { type Request, type Response } from 'express';
import path from 'node:path';
import schema from '../../schema/site.schema.json' with { type: 'json' };
import type { SiteModel } from '../../schema/generated/site';
import { JsonSyntaxError, loadSiteText, siteWordsFiles, sitePaths, validate, type Route } from '../../generator/api';
import { SiteFile, type SaveResult } from './site-file';
import { UnknownVersionError } from './versions';
import { changesBetween } from './changes';
import { createPreviewer } from './preview';
import { findTextApi } from './find-api';
import { csrfGuard, editorHeaders, hostGuard, newToken, originGuard } from './guard';
import { Sessions, type SessionSettings } from './sessions';
import { loggedOutPage, openPrintedAddressPage } from './login-page';
import { loginRoutes } from './login-routes';
import { startTokenDoor } from './start-token';
import { bodyRefusalWords, isBodyRefusal, jsonBodies } from './body-limits';
import { leadsApi } from './leads';
import type { StoreSettings } from '../../server/store/open-store';
import { publishRoutes, type PublishOptions } from './publish-routes';
import { picturesRouter } from './pictures';
import { wizardsRouter } from './wizards';
import { editorUi } from './editor-ui';
import { adviceRouter } from './advice';
import { followSiteLanguage } from './language';
import { currentLanguage, t } from '../shared/i18n';
import { schemaInLanguage } from '../shared/i18n/schema';
import { siteDefaults } from './site-defaults';

export interface EditorOptions {
  siteFile: string;
  /** Where saved versions are kept; by default a folder beside site.json. */
  versionsDir?: string;
  /** scrypt hash from `npm run edit -- --set-password`; without it the editor is for this machine only. */
  passwordHash?: string;
  /** Without a password: the token of the address the editor prints, which starts a session (random when left out). */
  startToken?: string;
  /** How long sessions last, how many there may be, and the clock (for tests). */
  sessions?: Partial<SessionSettings>;
  /** Host names (with port) the editor answers to; filled in once it listens. */
  allowedHosts: string[];
  /**
   * Reached through a proxy on this machine (EDITOR_PUBLIC_URL), which adds this key (EDITOR_PROXY_KEY)
   * to each request it passes on: its X-Forwarded-Proto is believed, so behind HTTPS the session cookie
   * is Secure and a write's Origin is the https:// address; and a login carrying the key is counted by
   * the address the proxy forwarded (login-routes.ts).
   */
  proxyKey?: string;
  /** The public server's lead store (its DATA_DIR / DATABASE_URL), for the Leads inbox. */
  leads: StoreSettings;
  /** Where Publish puts builds and where the public site is (BUILDS_DIR, PUBLIC_SITE_URL). */
  publish?: Partial<PublishOptions>;
  /** EDITOR_LANGUAGE: the editor's language whatever site.json's `site.locale` says (when the editor speaks it). */
  language?: string;
}

export async function createEditorApp(options: EditorOptions) {
  const siteFile = path.resolve(options.siteFile);
  const { imagesDir } = sitePaths(siteFile);
  const site = new SiteFile(
    siteFile,
    options.versionsDir ?? path.join(path.dirname(siteFile), '.site-versions'),
    imagesDir,
  );
  const previewer = await createPreviewer(siteFile);
  const ui = await editorUi({ dev: process.env.EDITOR_DEV === '1' });
  const sessions = new Sessions(options.sessions);
  const language = followSiteLanguage(siteFile, options.language);
  await language.refresh();
  /** Routes of the file as saved, by hash: what a change is compared with. */
  const savedRoutes = new Map<string, Route[]>();

  const app = express();
  app.disable('x-powered-by');
  if (options.proxyKey) app.set('trust proxy', 'loopback');
  // A check and a save go before background drawing (turns.ts) from the moment they arrive, before the
  // guards' awaits and their body: each await let another page be drawn first, a second or more in all.
  app.use('/api/check', previewer.turns.first);
  app.put('/api/site', previewer.turns.first);
  // Who asks comes first: no body is read before the Host, the Origin, the session and the CSRF token are checked.
  app.use(language.middleware);
  app.use(hostGuard(() => options.allowedHosts));
  app.use(editorHeaders());
  app.use(originGuard());
  app.get('/logged-out', (_req, res) => {
    res.type('html').send(loggedOutPage(!!options.passwordHash));
  });
  if (options.passwordHash) app.use(loginRoutes(options.passwordHash, sessions, options.proxyKey));
  else app.use(startTokenDoor(options.startToken ?? newToken(), sessions));
  app.use(
    sessions.required(
      ['/login', '/logged-out'],
      options.passwordHash
        ? (_req, res) => {
            res.redirect(303, '/login');
          }
        : (_req, res) => {
            res.status(401).type('html').send(openPrintedAddressPage());
          },
    ),
  );
  app.use(csrfGuard((req) => sessions.csrfOf(req)));
  app.use(jsonBodies(siteFile));
  app.use(previewer.files);

  app.get('/api/session', (req, res) => {
    res.set('cache-control', 'no-store').json({ csrfToken: sessions.csrfOf(req) });
  });
  app.post('/logout', (req, res) => {
    sessions.end(req, res);
    res.json({ next: '/logged-out' });
  });

  app.get('/api/site', async (_req, res) => {
    const { text, hash } = await site.read();
    try {
      const model = loadSiteText(text).raw as SiteModel;
      res.json({ hash, model, schema: schemaInLanguage(schema, currentLanguage()), defaults: siteDefaults(model) });
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      res.json({
        hash,
        model: null,
        schema: schemaInLanguage(schema, currentLanguage()),
        syntaxError: error.explanation,
      });
    }
  });

  /** Validates a draft model with the same checks and words as `npm run check`, and draws one of its pages. */
  app.post(
    '/api/check',
    async (req: Request<unknown, unknown, { model: SiteModel; path?: string; baseHash?: string }>, res) => {
      const started = performance.now();
      const { model, path: pagePath = '/', baseHash } = req.body;
      const words = await siteWordsFiles(siteFile, model);
      const valid = validate({ file: 'site.json', raw: model, positions: new Map(), words }, imagesDir);
      const { problems } = valid;
      const validated = performance.now();
      // A site of several languages: each language's pages, drawn with its own site (its words, its menus).
      const languages = valid.languages ?? [{ model: valid.model, routes: valid.routes }];
      const routes = languages.flatMap((l) => l.routes);
      const drawn =
        languages.find((l) => l.routes.some((r) => r.path === pagePath)) ??
        languages.find((l) => l.routes.some((r) => r.path === '/'));
      const route = drawn?.routes.find((r) => r.path === pagePath) ?? drawn?.routes.find((r) => r.path === '/');
      const before = baseHash ? await routesOfSaved(baseHash) : undefined;
      const preview =
        drawn && route && !problems.length
          ? {
              path: route.path,
              html: await previewer.render(drawn.model, drawn.routes, route),
              blockSources: route.blockSources,
            }
          : undefined;
      if (process.env.EDITOR_TIMING)
        console.log(
          `check: validate ${Math.round(validated - started)} ms, render ${Math.round(performance.now() - validated)} ms`,
        );
      res.json({
        problems,
        routes: routes.map((r) => ({
          path: r.path,
          title: r.title,
          kind: r.kind,
          source: r.source,
          town: r.town?.slug,
          post: r.post?.slug,
        })),
        preview,
        // Each language's pages, and how many of the main language's it has not yet.
        ...(valid.languages && {
          languages: valid.languages.map((l) => ({
            language: l.site.language,
            key: l.site.key,
            pages: l.routes.filter((r) => r.kind !== 'alias').length,
            missingPages: l.missingPages.length,
            sharedUntranslated: l.sharedUntranslated.length,
          })),
        }),
        changes: before && valid.routes.length ? changesBetween(before, valid.routes) : undefined,
        ms: Math.round(performance.now() - started),
      });
    },
  );

  app.use(findTextApi(previewer, imagesDir));
  app.use(adviceRouter(previewer, imagesDir));

  app.put('/api/site', async (req: Request<unknown, unknown, { model: unknown; baseHash: string }>, res) => {
    const started = performance.now();
    sendSave(res, await site.save(req.body.model, String(req.body.baseHash)));
    if (process.env.EDITOR_TIMING) console.log(`save: ${Math.round(performance.now() - started)} ms`);
  });

  app.get('/api/versions', async (_req, res) => {
    res.json({ versions: await site.versions.list() });
  });

  app.get('/api/versions/:id/difference', async (req, res) => {
    const { text } = await site.read();
    res.json({
      difference: site.difference(
        text,
        await site.versions.text(req.params.id),
        'site.json now',
        `version ${req.params.id}`,
      ),
    });
  });

  app.post('/api/versions/:id/restore', async (req: Request<{ id: string }, unknown, { baseHash: string }>, res) => {
    sendSave(res, await site.restore(req.params.id, String(req.body.baseHash)));
  });

  const leads = leadsApi(options.leads, siteFile, options.publish?.publicUrl);
  app.use(leads.router);
  app.use('/api', publishRoutes(site, options.publish));
  app.use(picturesRouter(site, imagesDir));
  app.use(wizardsRouter(previewer, imagesDir));
  app.use('/api', (req, res) => {
    res.status(404).json({ error: t('server.noRoute', { route: `${req.method} /api${req.path}` }) });
  });
  app.get('/', ui.index);
  app.use(ui.files);
  app.use((error: unknown, _req: Request, res: Response, next: (e?: unknown) => void) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (isBodyRefusal(error)) {
      res.status(error.status).json({ error: bodyRefusalWords(error) });
      return;
    }
    if (error instanceof UnknownVersionError) {
      res.status(404).json({ error: error.message });
      return;
    }
    console.error(error);
    res.status(500).json({ error: t('server.failed', { error: (error as Error).message.replace(/[.\s]+$/, '') }) });
  });

  async function routesOfSaved(hash: string): Promise<Route[] | undefined> {
    if (!savedRoutes.has(hash)) {
      const { text, hash: current } = await site.read();
      if (current !== hash) return undefined;
      try {
        savedRoutes.set(hash, validate(await site.loaded(text), imagesDir).routes);
      } catch {
        return undefined;
      }
    }
    return savedRoutes.get(hash);
  }

  return {
    app,
    close: async () => {
      await Promise.all([previewer.close(), ui.close(), leads.close()]);
    },
  };
}

function sendSave(res: Response, result: SaveResult) {
  if (result.ok) {
    res.json(result);
    return;
  }
  if (result.reason === 'conflict') {
    res.status(409).json({
      error: t('server.conflict'),
      hash: result.hash,
      difference: result.difference,
    });
    return;
  }
  res.status(422).json({
    error: t('server.notSaved', { count: result.problems.length }),
    problems: result.problems,
  });
}
