// The one site.json the editor works on: read with a version hash, written only when it is valid and
// unchanged on disk since the writer loaded it. Every save is also kept in the versions folder.
import { createHash } from 'node:crypto';
import { readFile, writeFile, rename } from 'node:fs/promises';
import { createTwoFilesPatch } from 'diff';
import { loadSiteText } from '../../generator/load';
import { validate } from '../../generator/validate';
import type { Problem } from '../../generator/errors/problem';
import { writeModelIntoText } from './json-edits';
import { Versions } from './versions';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export type SaveResult =
  | { ok: true; hash: string; version: string }
  | { ok: false; reason: 'conflict'; hash: string; difference: string }
  | { ok: false; reason: 'invalid'; problems: Problem[] };

export class SiteFile {
  /** Texts this editor has handed out or written, by hash: a conflict is shown as a diff from the writer's own. */
  private readonly seen = new Map<string, string>();
  readonly versions: Versions;

  constructor(readonly file: string, versionsDir: string, private readonly imagesDir: string) {
    this.versions = new Versions(versionsDir);
  }

  async read(): Promise<{ text: string; hash: string }> {
    const text = await readFile(this.file, 'utf8');
    const hash = hashOf(text);
    this.seen.set(hash, text);
    return { text, hash };
  }

  /** Writes `model` if the file is still the one with `baseHash` and the model passes `npm run check`. */
  async save(model: unknown, baseHash: string): Promise<SaveResult> {
    const current = await this.read();
    if (current.hash !== baseHash) return this.conflict(baseHash, current);
    const text = writeModelIntoText(current.text, JSON.parse(current.text), model);
    return this.write(text, current);
  }

  /** Puts a kept version back as the file's content (itself a new save, so it can be undone the same way). */
  async restore(id: string, baseHash: string): Promise<SaveResult> {
    const current = await this.read();
    if (current.hash !== baseHash) return this.conflict(baseHash, current);
    return this.write(await this.versions.text(id), current);
  }

  /** A unified diff from the current file to `text`, labelled for people. */
  difference(fromText: string, toText: string, fromLabel: string, toLabel: string): string {
    return createTwoFilesPatch(fromLabel, toLabel, fromText, toText, undefined, undefined, { context: 2 });
  }

  private conflict(baseHash: string, current: { text: string; hash: string }): SaveResult {
    const base = this.seen.get(baseHash) ?? '';
    return { ok: false, reason: 'conflict', hash: current.hash, difference: this.difference(base, current.text, 'site.json as the editor loaded it', 'site.json on disk now') };
  }

  private async write(text: string, current: { text: string; hash: string }): Promise<SaveResult> {
    const problems = this.problemsIn(text);
    if (problems.length) return { ok: false, reason: 'invalid', problems };
    // The file as it was before the editor's first save is kept too, so the first save can be undone.
    if (!(await this.versions.list()).length) await this.versions.add(current.text);
    const version = await this.versions.add(text);
    const temporary = `${this.file}.editor-${process.pid}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, this.file); // whole or not at all: a crash never leaves half a site.json
    const hash = hashOf(text);
    this.seen.set(hash, text);
    return { ok: true, hash, version };
  }

  problemsIn(text: string): Problem[] {
    return validate(loadSiteText(text, 'site.json'), this.imagesDir).problems;
  }
}
