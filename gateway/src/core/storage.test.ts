import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './storage.js';

describe('LocalDiskStorage', () => {
  it('keeps a whole upload under its key, and nothing else', async () => {
    const storage = new LocalDiskStorage();
    await storage.put('a.txt', Readable.from([Buffer.from('合同')]));
    expect(await readdir(storage.dir)).toEqual(['a.txt']);
  });

  it('answers the size of a stored file in bytes, and null for a missing key', async () => {
    const storage = new LocalDiskStorage();
    await storage.put('sized.txt', Readable.from([Buffer.from('合同')]));
    expect(await storage.size('sized.txt')).toBe(6);
    expect(await storage.size('missing.txt')).toBeNull();
  });

  it('leaves nothing behind when the upload is refused at once, even after the temporary file would have opened', async () => {
    const storage = new LocalDiskStorage();
    // Refused on the first read, before the temporary file's open has finished: 20 times, as the race was.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const refused = new Readable({
        read() {
          this.destroy(new Error('文件过大'));
        },
      });
      await expect(storage.put(`b${attempt}.txt`, refused)).rejects.toThrow('文件过大');
    }
    await delay(50);
    expect(await readdir(storage.dir)).toEqual([]);
  });
});
