import { readdir, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportFiles } from './export-files';

let files: ExportFiles | null = null;
afterEach(() => files?.close());

async function exportOf(store: ExportFiles, owner: number, bytes: number): Promise<string> {
  const { filename, path } = store.reserve('prices-export');
  await writeFile(path, Buffer.alloc(bytes));
  await store.publish(filename, owner, bytes);
  return filename;
}

describe('the export folder', () => {
  it("keeps a user's latest files only; older ones are gone from disk and no longer found", async () => {
    const store = (files = new ExportFiles(Date.now, { perUser: 3, folderBytes: 1_000_000 }));
    const mine = [];
    for (let index = 0; index < 5; index += 1) mine.push(await exportOf(store, 1, 10));
    const theirs = await exportOf(store, 2, 10);
    expect(mine.map((name) => store.find(name, 1) !== null)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(store.find(theirs, 2)).not.toBeNull();
    expect((await readdir(store.directory)).sort()).toEqual([...mine.slice(2), theirs].sort());
  });

  it('stays within its byte bound, dropping the oldest files of anyone first', async () => {
    const store = (files = new ExportFiles(Date.now, { perUser: 100, folderBytes: 250 }));
    const first = await exportOf(store, 1, 100);
    const second = await exportOf(store, 2, 100);
    const third = await exportOf(store, 3, 100);
    expect(store.find(first, 1)).toBeNull();
    expect(store.find(second, 2)).not.toBeNull();
    expect(store.find(third, 3)).not.toBeNull();
    expect(await readdir(store.directory)).toHaveLength(2);
  });
});
