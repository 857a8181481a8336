// The editor's picture library API: list (with where each is used), thumbnails, upload, rename
// (every reference in site.json follows) and delete (only when unused). Writes pass the editor's
// Origin/CSRF guard like every other write; site.json changes go through SiteFile (checked, versioned).
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { link, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFile } from './site-file';
import { picturesInUse, placesOf, usesOf } from '../shared/picture-uses';
import { setAt } from '../shared/pointer';
import {
  existingPicture,
  listPictures,
  MAX_UPLOAD_BYTES,
  PictureRefused,
  checkedNewName,
  storeUpload,
  thumbnailOf,
} from './pictures-files';
import { t } from '../shared/i18n';
import { hasControlCharacter } from '../../shared/control-characters';

// Browsers send a file's name as UTF-8; multer's default (latin1) turns "ü" into "Ã¼".
const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4 },
});
const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024;

/** "This picture is already in the library as lake-dock.jpg, used in 7 places." (places as the library counts them: placesOf) */
export function alreadyThere(name: string, places: number): string {
  return places === 0
    ? t('server.pictures.alreadyThereUnused', { name })
    : t('server.pictures.alreadyThere', { name, count: places });
}

export function picturesRouter(site: SiteFile, imagesDir: string): Router {
  const router = Router();
  const savedModel = async () => {
    const { text, hash } = await site.read();
    return { text, hash, model: JSON.parse(text) as unknown };
  };

  router.get('/api/pictures', async (_req, res) => {
    const [files, { model }] = await Promise.all([listPictures(imagesDir), savedModel()]);
    const uses = picturesInUse(
      model,
      files.map((f) => f.name),
    );
    res.json({
      maxBytes: MAX_UPLOAD_BYTES,
      pictures: files.map((f) => ({
        ...f,
        thumbnail: `/api/pictures/${encodeURIComponent(f.name)}/thumbnail?v=${Math.round(f.modified)}`,
        uses: uses.get(f.name),
      })),
    });
  });

  router.get('/api/pictures/:name/thumbnail', async (req, res) => {
    const thumbnail = await thumbnailOf(await existingPicture(imagesDir, req.params.name));
    res.type('image/webp').set('cache-control', 'private, max-age=31536000, immutable').send(thumbnail);
  });

  router.post(
    '/api/pictures',
    (req, res, next) =>
      upload.single('file')(req, res, (error: unknown) => {
        if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
          next(new PictureRefused(413, t('server.pictures.tooLarge', { megabytes })));
          return;
        }
        // Any other error is the multipart parser's: a part it cannot read (a raw NUL or DEL in a file's name, a cut-off form).
        next(
          error && !(error instanceof multer.MulterError)
            ? new PictureRefused(400, t('server.pictures.unreadableUpload'))
            : error,
        );
      }),
    async (req, res) => {
      if (!req.file) throw new PictureRefused(400, t('server.pictures.noFile'));
      if (hasControlCharacter(req.file.originalname))
        throw new PictureRefused(400, t('server.pictures.fileNameControl'));
      const { model } = await savedModel();
      const locale = (model as { site?: { locale?: string } }).site?.locale; // the file is named in the site's language
      const { name, existing } = await storeUpload(imagesDir, req.file.originalname, req.file.buffer, locale);
      if (!existing) {
        res.status(201).json({ name });
        return;
      }
      const uses = usesOf((await savedModel()).model, name);
      res.json({ name, existing: true, uses, message: alreadyThere(name, placesOf(uses)) });
    },
  );

  /** Renames the file and every reference to it in site.json, in one save; refused if the new name is taken. */
  router.post(
    '/api/pictures/:name/rename',
    async (req: Request<{ name: string }, unknown, { to?: string; baseHash?: string }>, res) => {
      const from = await existingPicture(imagesDir, req.params.name);
      const extension = path.extname(from).slice(1);
      const to = path.join(imagesDir, checkedNewName(String(req.body.to ?? ''), extension));
      const { model } = await savedModel();
      const uses = usesOf(model, req.params.name);
      const renamed = uses.reduce((next, use) => setAt(next, use.pointer, path.basename(to)), model);
      // A second name for the same file first, so site.json is checked against a folder that has it.
      await link(from, to).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST'
          ? new PictureRefused(409, t('server.pictures.nameTaken', { name: path.basename(to) }))
          : error;
      });
      const saved = uses.length ? await site.save(renamed, String(req.body.baseHash ?? '')) : undefined;
      if (saved && !saved.ok) {
        await unlink(to);
        throw new PictureRefused(
          409,
          saved.reason === 'conflict'
            ? t('server.pictures.renameConflict')
            : t('server.pictures.renameInvalid', { count: saved.problems.length }),
        );
      }
      await unlink(from);
      res.json({ name: path.basename(to), references: uses.length, hash: saved?.hash });
    },
  );

  router.delete('/api/pictures/:name', async (req, res) => {
    const file = await existingPicture(imagesDir, req.params.name);
    const uses = usesOf((await savedModel()).model, req.params.name);
    if (uses.length) {
      res.status(409).json({
        error: t('server.pictures.stillUsed', { name: req.params.name, places: uses.map((u) => u.where).join('; ') }),
        uses,
      });
      return;
    }
    await unlink(file);
    res.json({ deleted: req.params.name });
  });

  router.use('/api/pictures', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof PictureRefused) {
      res.status(error.status).json({ error: error.message });
      return;
    }
    next(error);
  });
  return router;
}
