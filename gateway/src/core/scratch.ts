/**
 * Scratch files: work in progress that is stored with a FileStorage once done (an export's spreadsheet
 * while it is written). They live under the data folder (the file storage's `.scratch` folder, which no
 * storage key can name), never in the system temp folder, so a process that died leaves them where the
 * next one finds them: each file is named after its owner (`export-12-<uuid>.xlsx`), so whoever takes
 * over the owner's work removes its leftovers, and a sweep at start-up and now and then removes any file
 * nobody has written to for a long while.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Owners and extensions are plain words, so a scratch name can never leave its folder. */
const WORD = /^[A-Za-z0-9_-]{1,100}$/;

/** A scratch file nobody wrote to for this long belongs to nobody (an export writes every batch). */
export const SCRATCH_MAX_AGE_MS = 60 * 60_000;

export class ScratchFolder {
  /** The folder is made with its first file, so a storage folder without exports has none. */
  constructor(readonly dir: string) {}

  /** A new file path for `owner` (not created; the folder is). */
  path(owner: string, extension: string): string {
    if (!WORD.test(owner) || !WORD.test(extension)) throw new Error(`invalid scratch name: ${owner}.${extension}`);
    mkdirSync(this.dir, { recursive: true });
    return join(this.dir, `${owner}-${randomUUID()}.${extension}`);
  }

  /** Removes every scratch file of `owner`; answers how many there were. */
  async removeOwned(owner: string): Promise<number> {
    const prefix = `${owner}-`;
    const names = (await this.names()).filter((name) => name.startsWith(prefix));
    await Promise.all(names.map((name) => rm(join(this.dir, name), { force: true })));
    return names.length;
  }

  /** Removes the files not written to for `olderThanMs`; answers how many. */
  async sweep(olderThanMs: number = SCRATCH_MAX_AGE_MS, now: number = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await this.names()) {
      const path = join(this.dir, name);
      const modified = await stat(path).then(
        (info) => info.mtimeMs,
        () => now,
      );
      if (now - modified < olderThanMs) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  private async names(): Promise<string[]> {
    return readdir(this.dir).catch(() => []);
  }
}
