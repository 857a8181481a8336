// The one site.json the editor works on: read with a version hash, written only when it is valid and
// unchanged on disk since the writer loaded it. Every save is also kept in the versions folder.
// The check "unchanged since loaded" and the write are one step (oneWriterAtATime), and the file is
// replaced whole (write-file-atomic: a temporary file of its own, flushed to disk, then renamed).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createTwoFilesPatch } from 'diff';
import writeFileAtomic from 'write-file-atomic';
import { loadSiteText, siteWordsFiles, validate, type LoadedSite, type Problem } from '../../generator/api';
import { writeModelIntoText } from './json-edits';
import { Versions } from './versions';
import { oneWriterAtATime } from './one-writer';

/** Texts kept to show a conflict against: a tab open for days still gets its diff; the editor's memory stays bounded. */
const SEEN_KEPT = 50;

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export type SaveResult =
  | { ok: true; hash: string; version: string }
  | { ok: false; reason: 'conflict'; hash: string; difference: string }
  | { ok: false; reason: 'invalid'; problems: Problem[] };

export class SiteFile {
  /** Texts this editor has handed out or written, by hash, the newest SEEN_KEPT: a conflict is shown as a diff from the writer's own. */
  private readonly seen = new Map<string, string>();
  readonly versions: Versions;

  constructor(
    readonly file: string,
    versionsDir: string,
    private readonly imagesDir: string,
  ) {
    this.versions = new Versions(versionsDir);
  }

  async read(): Promise<{ text: string; hash: string }> {
    const text = await readFile(this.file, 'utf8');
    const hash = hashOf(text);
    this.remember(hash, text);
    return { text, hash };
  }

  /** Writes `model` if the file is still the one with `baseHash` and the model passes `npm run check`. */
  async save(model: unknown, baseHash: string): Promise<SaveResult> {
    const base = await this.read();
    if (base.hash !== baseHash) return this.conflict(baseHash, base);
    return this.write(writeModelIntoText(base.text, JSON.parse(base.text), model), baseHash);
  }

  /** Puts a kept version back as the file's content (itself a new save, so it can be undone the same way). */
  async restore(id: string, baseHash: string): Promise<SaveResult> {
    const base = await this.read();
    if (base.hash !== baseHash) return this.conflict(baseHash, base);
    return this.write(await this.versions.text(id), baseHash, id);
  }

  /** A unified diff from the current file to `text`, labelled for people. */
  difference(fromText: string, toText: string, fromLabel: string, toLabel: string): string {
    return createTwoFilesPatch(fromLabel, toLabel, fromText, toText, undefined, undefined, { context: 2 });
  }

  private conflict(baseHash: string, current: { text: string; hash: string }): SaveResult {
    const base = this.seen.get(baseHash) ?? '';
    return {
      ok: false,
      reason: 'conflict',
      hash: current.hash,
      difference: this.difference(base, current.text, 'site.json as the editor loaded it', 'site.json on disk now'),
    };
  }

  /** Writes `text` if site.json is still the file with `baseHash`, checked and written in one step; `restoredFrom`: the version it puts back. */
  private async write(text: string, baseHash: string, restoredFrom?: string): Promise<SaveResult> {
    // Checked before the step: checking takes 100–300 ms, and `text` is only written if the file is still `baseHash`.
    const problems = await this.problemsIn(text);
    if (problems.length) return { ok: false, reason: 'invalid', problems };
    return oneWriterAtATime(this.file, async () => {
      const current = await this.read();
      if (current.hash !== baseHash) return this.conflict(baseHash, current);
      // The file as it was before the editor's first save is kept too, so the first save can be undone.
      if (!(await this.versions.list()).length) await this.versions.add(current.text);
      const version = await this.versions.add(text, restoredFrom);
      await writeFileAtomic(this.file, text);
      const hash = hashOf(text);
      this.remember(hash, text);
      return { ok: true, hash, version };
    });
  }

  private remember(hash: string, text: string): void {
    this.seen.delete(hash); // re-added as the newest
    this.seen.set(hash, text);
    for (const oldest of this.seen.keys()) {
      if (this.seen.size <= SEEN_KEPT) break;
      this.seen.delete(oldest);
    }
  }

  /** `text` read as the site beside this file: with its own words files, as `npm run check` reads it. */
  async loaded(text: string): Promise<LoadedSite> {
    const site = loadSiteText(text, 'site.json');
    site.words = await siteWordsFiles(this.file, site.raw);
    return site;
  }

  async problemsIn(text: string): Promise<Problem[]> {
    return validate(await this.loaded(text), this.imagesDir).problems;
  }
}
