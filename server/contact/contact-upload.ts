// Posts of a form with a photo upload: multipart/form-data, as a browser sends a form with a file, with
// JavaScript (submit-contact.ts) or without (the form's enctype). Accepted only when the served form
// has a photo upload; every other form posts JSON (json-body.ts). Read with busboy, not multer: multer
// reads an oversized body to its end before it answers, busboy's limits stop at once. A declared size
// beyond the photo's limit is refused before a byte is read; sent in chunks, the photo is cut off at its
// limit, the text fields at 16 KB in all (a JSON post's limit), and the answer closes the connection
// (closeIfBodyUnread), so nothing more is read.
import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import { PHOTO_FIELD, type ContactForm } from '../../shared/contact/form.js';
import { hasControlCharacter } from '../../shared/control-characters.js';
import { HONEYPOT_FIELD, type ContactLocale } from '../../shared/contact/rules.js';
import type { LeadPhoto } from '../../shared/leads.js';
import { fill } from '../../shared/site/fill.js';
import type { ApiError } from './contact-validate.js';
import { MAX_MEGAPIXELS, reencodePhoto } from './photo.js';
import type { PhotoQueue } from './photo-queue.js';
import type { ServerWords } from '../builds/request-build.js';

export const declaresMultipart = (req: Request) =>
  (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';

/** The text fields of one post, in all: the same as a JSON post's limit. */
const FIELDS_BYTES = 16 * 1024;
/** The form's fields, its consent box and the honeypot are fewer. */
const MAX_FIELDS = 16;
/** Part headers and boundaries around the fields and the photo. */
const OVERHEAD_BYTES = 16 * 1024;

/** The photo as it arrived: unchecked bytes, decoded only by photo.ts. */
export interface PhotoUpload {
  data: Buffer;
  type: string;
  size: number;
}

/** Where the parser leaves the photo for the route (res.locals). */
export const photoOf = (res: Response): PhotoUpload | undefined => res.locals.photo as PhotoUpload | undefined;

/** An error typed like body-parser's, so apiErrors answers it in the site's words (413 / 400). */
const bodyError = (type: string) => Object.assign(new Error(type), { type });

export interface UploadAnswers {
  /** 413: the photo is over the form's limit. */
  photoTooLarge(res: Response): void;
  /** 400: a field the form does not have (a second file, a field sent twice). */
  unexpected(res: Response): void;
}

/** Reads a multipart post of `form` (which has a photo upload) into req.body and photoOf(res). */
export function multipartBody(form: ContactForm, answers: UploadAnswers): RequestHandler {
  const maxPhoto = form.photo?.maxBytes ?? 0;
  return (req, res, next) => {
    const declared = Number(req.get('content-length'));
    if (declared > maxPhoto + FIELDS_BYTES + OVERHEAD_BYTES) return answers.photoTooLarge(res);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: maxPhoto,
          files: 2, // a second file is seen, and refused as a field the form does not have
          fields: MAX_FIELDS,
          fieldSize: FIELDS_BYTES,
          parts: MAX_FIELDS + 1,
          fieldNameSize: 64,
          headerPairs: 16,
        },
      });
    } catch {
      return next(bodyError('request.aborted')); // no boundary: not a form a browser sent
    }
    const fields = new Map<string, string>();
    let fieldBytes = 0;
    let photo: PhotoUpload | undefined;
    let photoParts = 0; // counted as each part starts: the first photo's bytes may still be arriving when a second begins
    let settled = false;
    /** Stops reading and answers once, whatever else the parser still reports. */
    const finish = (answer: () => void) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      answer();
    };

    parser.on('field', (name, value, info) => {
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.nameTruncated || info.valueTruncated || fieldBytes > FIELDS_BYTES)
        return finish(() => next(bodyError('entity.too.large')));
      if (fields.has(name)) return finish(() => answers.unexpected(res)); // the form sends each name once
      fields.set(name, value);
    });
    parser.on('file', (name, stream, info) => {
      // The form has one photo chooser (an empty one is a part too), and a name no chooser could give has a control character.
      if (name !== PHOTO_FIELD || ++photoParts > 1 || hasControlCharacter(info.filename ?? '')) {
        stream.resume();
        return finish(() => answers.unexpected(res));
      }
      if (!info.filename) return stream.resume(); // the chooser left empty (a post without JavaScript)
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
      });
      stream.on('limit', () => finish(() => answers.photoTooLarge(res)));
      stream.on('end', () => {
        if (!stream.truncated) photo = { data: Buffer.concat(chunks), type: info.mimeType, size };
      });
    });
    parser.on('filesLimit', () => finish(() => answers.unexpected(res)));
    for (const limit of ['fieldsLimit', 'partsLimit'])
      parser.on(limit, () => finish(() => next(bodyError('entity.too.large'))));
    parser.on('error', () => finish(() => next(bodyError('request.aborted')))); // cut off, or not multipart
    req.on('error', () => finish(() => next(bodyError('request.aborted'))));
    parser.on('close', () =>
      finish(() => {
        // Own properties only, even for a field named __proto__ (the schema then refuses it).
        req.body = Object.fromEntries(fields);
        res.locals.photo = photo;
        next();
      }),
    );
    req.pipe(parser);
  };
}

/** A required photo that was not sent, in the site's words; or null. */
export function missingPhoto(
  form: ContactForm,
  upload: PhotoUpload | undefined,
  locale: ContactLocale,
): ApiError | null {
  if (!form.photo?.required || upload) return null;
  return { field: PHOTO_FIELD, message: fill(locale.messages.required, { label: form.photo.label }) };
}

/**
 * The photo as the lead store keeps it (re-encoded, no metadata), decoded in its turn (`queue`); or the
 * words for a file that is no picture or has too many pixels; or `queueFull` when too many wait already.
 */
export async function storedPhoto(
  form: ContactForm,
  upload: PhotoUpload | undefined,
  queue: PhotoQueue,
  words: ServerWords,
): Promise<{ photo?: LeadPhoto; error?: ApiError; queueFull?: true }> {
  if (!form.photo || !upload) return {};
  const decoding = queue.run(() => reencodePhoto(upload.data));
  if (!decoding) return { queueFull: true };
  const result = await decoding;
  if ('photo' in result) return { photo: result.photo };
  const message =
    result.refused === 'tooManyPixels'
      ? fill(words.photoTooManyPixels, { megapixels: String(MAX_MEGAPIXELS) })
      : form.photo.typeMessage;
  return { error: { field: PHOTO_FIELD, message } };
}

/** A post without JavaScript sends the empty honeypot too (the script removes it): an empty one is no field. */
export function withoutEmptyHoneypot(body: unknown): unknown {
  if (!body || typeof body !== 'object' || (body as Record<string, unknown>)[HONEYPOT_FIELD] !== '') return body;
  const { [HONEYPOT_FIELD]: _empty, ...rest } = body as Record<string, unknown>;
  return rest;
}
