import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/storage/database';
import { SqliteBatchWriter } from '../../server/storage/sqliteBatch';
import { removeDir, tempDir } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('the SQLite position batch', () => {
  it('resolves only after fdatasync of the -wal file, and leaves the connection at FULL', async () => {
    const dir = tempDir();
    const { db, sqlite } = await openDatabase({ dataDir: dir });
    const writer = new SqliteBatchWriter(db, sqlite!);
    try {
      const pending: { fd: number; done: (error: Error | null) => void }[] = [];
      vi.spyOn(fs, 'fdatasync').mockImplementation(((
        fd: number,
        done: (error: Error | null) => void,
      ) => {
        pending.push({ fd, done });
      }) as typeof fs.fdatasync);

      let resolved = false;
      const commit = writer.commit([], []).then(() => (resolved = true));
      await vi.waitFor(() => expect(pending).toHaveLength(1));
      // Committed (another statement runs) but not acknowledged before the WAL is synced.
      expect(sqlite!.pragma('synchronous', { simple: true })).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(resolved).toBe(false);
      expect(fs.fstatSync(pending[0]!.fd).ino).toBe(fs.statSync(`${sqlite!.name}-wal`).ino);
      pending[0]!.done(null);
      await commit;
      expect(resolved).toBe(true);
    } finally {
      await db.destroy();
      writer.close();
      removeDir(dir);
    }
  });

  it('fails the batch when the WAL cannot be synced', async () => {
    const dir = tempDir();
    const { db, sqlite } = await openDatabase({ dataDir: dir });
    const writer = new SqliteBatchWriter(db, sqlite!);
    try {
      vi.spyOn(fs, 'fdatasync').mockImplementation(((
        _fd: number,
        done: (error: Error | null) => void,
      ) => done(new Error('EIO'))) as typeof fs.fdatasync);
      await expect(writer.commit([], [])).rejects.toThrow('EIO');
    } finally {
      await db.destroy();
      writer.close();
      removeDir(dir);
    }
  });
});
