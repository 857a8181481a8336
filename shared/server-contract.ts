// What a build tells the public server, in one typed, versioned file beside its pages: the business
// phone, the site's locale (the language of the server's answers, the lead e-mail and the leads CLI),
// the contact form the pages show and the contact rules of the business's country. The build writes
// it (generator/pages/server-contract.ts); the server reads it once per build (server/builds/live-build.ts)
// and the leads CLI for the served site's words. Nothing else of a build is read by the server, so the
// server needs no copy of site.json and never scrapes a page.
//
// A dot file, like .build.json: listed in the build's manifest and checked with it, but never served
// (static-site.ts and the nginx and Caddy settings refuse dot files). Change its shape only with
// SERVER_CONTRACT_VERSION: a server refuses a build whose contract has another version, in words.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { CONTACT_FIELDS } from './contact/fields.js';
import type { ContactForm, ContactFormField } from './contact/form.js';
import type { ContactLocale } from './contact/locale.js';
import { DEFAULT_MESSAGES } from './contact/messages.js';
import { en, type EnginePack } from './site/languages/en.js';

/** The sections of a pack the server needs. */
export type ServerWordsOfPack = Pick<EnginePack, 'server' | 'mail' | 'cli'>;

export const SERVER_CONTRACT_FILE = '.server-contract.json';
/** Raise it with every change of ServerContract's shape (and of the schema below). */
export const SERVER_CONTRACT_VERSION = 3;

export interface ServerContract {
  /** The SERVER_CONTRACT_VERSION of the engine that built it. */
  version: number;
  /** site.json's site.locale, e.g. "de-DE": the language of the server's pages (<html lang>). */
  locale: string;
  /**
   * The engine's words the server and the leads CLI say, from the site's pack (the engine's or the
   * site's own words file, shared/site/languages/): its answers, the lead e-mail, the CLI's lines.
   */
  words: ServerWordsOfPack;
  /** The business phone as the pages show it, offered when a post cannot be stored, and as they link it ("tel:+14195550142"). */
  business: { phone: string; tel: string };
  contact: {
    /** The form the pages show: the only fields a post may hold, its consent box and photo upload. */
    form: ContactForm;
    /** The rules of the business's country, the fields' labels and every message, as the form uses them. */
    locale: ContactLocale;
  };
  /**
   * A site of several languages: the words and form of each other one, by its key ("es"), which its
   * pages' form posts with (/api/contact?lang=es). The server answers a post in its language; the lead
   * e-mail stays in the main one (`locale`, `words`).
   */
  languages?: Record<string, LanguageContract>;
}

/** What a language other than the main one changes of the contract. */
export type LanguageContract = Pick<ServerContract, 'locale' | 'words' | 'contact'>;

// The schema of ServerContract. `object<T>` takes exactly T's keys (tsc refuses a missing or an extra
// one), so the schema follows the types; the file is refused with anything more, less or else.
const STRING = { type: 'string' } as const;
const BOOLEAN = { type: 'boolean' } as const;
const STRINGS = { type: 'array', items: STRING } as const;
function object<T>(properties: { [K in keyof T]-?: object }, optional: (keyof T & string)[] = []) {
  const required = Object.keys(properties).filter((key) => !(optional as string[]).includes(key));
  return { type: 'object', properties, required, additionalProperties: false } as const;
}
/** Every one of `keys` a string: the messages and labels, whose keys come from the types' own lists. */
const allStrings = (keys: readonly string[]) =>
  ({
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, STRING])),
    required: [...keys],
    additionalProperties: false,
  }) as const;
type Consent = NonNullable<ContactForm['consent']>;
type Photo = NonNullable<ContactForm['photo']>;

const WORDS = object<ServerWordsOfPack>({
  server: allStrings(Object.keys(en.server)),
  mail: allStrings(Object.keys(en.mail)),
  cli: allStrings(Object.keys(en.cli)),
});
const CONTACT = object<ServerContract['contact']>({
  form: object<ContactForm>(
    {
      fields: {
        type: 'array',
        minItems: 1,
        items: object<ContactFormField>({ name: { type: 'string', enum: [...CONTACT_FIELDS] }, required: BOOLEAN }),
      },
      consent: object<Consent>({ href: STRING, text: STRING, linkText: STRING, message: STRING }),
      photo: object<Photo>({
        required: BOOLEAN,
        maxBytes: { type: 'integer', minimum: 1 },
        label: STRING,
        hint: STRING,
        typeMessage: STRING,
        tooLargeMessage: STRING,
      }),
    },
    ['consent', 'photo'],
  ),
  locale: object<ContactLocale>(
    {
      country: { type: 'string', pattern: '^[A-Z]{2}$' },
      phoneFormat: { type: 'string', enum: ['national', 'international'] },
      postalCodePattern: STRING,
      regions: STRINGS,
      messages: allStrings(Object.keys(DEFAULT_MESSAGES)), // DEFAULT_MESSAGES has every ContactMessages key
      fieldLabels: allStrings(CONTACT_FIELDS),
      // libphonenumber-js's own format: its outline only (the library reads the rest).
      phoneMetadata: {
        type: 'object',
        properties: {
          version: { type: 'number' },
          country_calling_codes: { type: 'object' },
          countries: { type: 'object' },
        },
        required: ['version', 'country_calling_codes', 'countries'],
      },
    },
    ['phoneMetadata'],
  ),
});
const LOCALE = { type: 'string', minLength: 2 } as const;

const SCHEMA = object<ServerContract>(
  {
    version: { type: 'integer' },
    locale: LOCALE,
    words: WORDS,
    business: object<ServerContract['business']>({
      phone: STRING,
      tel: { type: 'string', pattern: '^tel:\\+?[\\d-]+$' },
    }),
    contact: CONTACT,
    languages: {
      type: 'object',
      propertyNames: { pattern: '^[a-z]{2}$' },
      additionalProperties: object<LanguageContract>({ locale: LOCALE, words: WORDS, contact: CONTACT }),
    },
  },
  ['languages'],
);

/** Compiled on first use: the build only writes the file. */
let validate: ValidateFunction<ServerContract> | undefined;
const validator = () => (validate ??= new Ajv({ allErrors: true, strict: true }).compile<ServerContract>(SCHEMA));

const where = (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? 'is not allowed'}`;

/** The contract in a contract file's text; throws an Error saying what is wrong (and the caller what to do). */
export function parseServerContract(text: string): ServerContract {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`its ${SERVER_CONTRACT_FILE} is not valid JSON`);
  }
  const version = typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
  if (typeof version !== 'number')
    throw new Error(`its ${SERVER_CONTRACT_FILE} has no version number: no build of this engine wrote it`);
  if (version !== SERVER_CONTRACT_VERSION) {
    const which =
      version < SERVER_CONTRACT_VERSION
        ? 'it was built by an older engine than this server: build it again with this one'
        : "it was built by a newer engine than this server's: run the server of that engine (npm run build compiles both)";
    throw new Error(
      `its ${SERVER_CONTRACT_FILE} is version ${version}, and this server reads version ${SERVER_CONTRACT_VERSION}: ${which}`,
    );
  }
  const check = validator();
  if (!check(value)) {
    const errors = check.errors ?? [];
    const more = errors.length > 3 ? ` and ${errors.length - 3} more` : '';
    throw new Error(
      `its ${SERVER_CONTRACT_FILE} does not hold what the server needs (${errors.slice(0, 3).map(where).join('; ')}${more})`,
    );
  }
  return value;
}

/**
 * The contract of the build in `dir`; throws an Error saying what is wrong (and the caller what to do).
 * `check`: why the file's bytes are not the build's own (its manifest's check, live-build.ts), or null;
 * run on the very bytes that are then parsed.
 */
export function readServerContract(dir: string, check?: (bytes: Buffer) => string | null): ServerContract {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(dir, SERVER_CONTRACT_FILE));
  } catch {
    throw new Error(
      `it has no ${SERVER_CONTRACT_FILE} (the server's form, words and phone): it was built by an engine older than this server, or not built at all`,
    );
  }
  const changed = check?.(bytes);
  if (changed) throw new Error(changed);
  return parseServerContract(bytes.toString('utf8'));
}
