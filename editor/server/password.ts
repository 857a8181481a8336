// The editor's password, for when it is reached from another machine: stored only as an scrypt hash
// ("scrypt$<salt>$<hash>", base64url, a 16-byte salt and a 32-byte hash) in EDITOR_PASSWORD_HASH.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const SALT_LENGTH = 16;
const KEY_LENGTH = 32;
const FORM = /^scrypt\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${(await scrypt(password, salt, KEY_LENGTH)).toString('base64url')}`;
}

/** The salt and hash of a stored hash, or words saying what is wrong with it. */
export function parseHash(stored: string): { salt: Buffer; hash: Buffer } | { problem: string } {
  const parts = FORM.exec(stored.trim());
  const remake = 'Make a new one with `npm run edit -- --set-password` and copy it whole, quotes excluded.';
  if (!parts)
    return {
      problem: `EDITOR_PASSWORD_HASH is not a hash made by the editor (it should look like scrypt$…$…). ${remake}`,
    };
  const salt = Buffer.from(parts[1]!, 'base64url');
  const hash = Buffer.from(parts[2]!, 'base64url');
  if (
    salt.length !== SALT_LENGTH ||
    hash.length !== KEY_LENGTH ||
    salt.toString('base64url') !== parts[1] ||
    hash.toString('base64url') !== parts[2]
  ) {
    return { problem: `EDITOR_PASSWORD_HASH is cut short or changed (its parts have the wrong length). ${remake}` };
  }
  return { salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if ('problem' in parsed) throw new Error(parsed.problem);
  const actual = await scrypt(password, parsed.salt, KEY_LENGTH);
  return timingSafeEqual(actual, parsed.hash);
}
