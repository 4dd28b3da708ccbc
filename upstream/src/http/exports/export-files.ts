// Export files on disk: a per-process folder under the OS temp dir, each file owned by the user
// who asked for it and kept for an hour. The folder is bounded: a user keeps their latest
// MAX_EXPORTS_PER_USER files, and the folder its latest files within MAX_EXPORT_FOLDER_BYTES;
// an older file goes first (its download then answers 404, like an expired one).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const EXPORT_LIFETIME_MS = 3_600_000;
export const MAX_EXPORTS_PER_USER = 20;
export const MAX_EXPORT_FOLDER_BYTES = 512 * 1024 * 1024;
const FILENAME_PATTERN = /^[a-z0-9-]+\.csv$/;

interface ExportFile {
  filename: string;
  path: string;
  ownerUserId: number;
  createdAt: number;
  bytes: number;
}

export interface ExportFolderLimits {
  perUser: number;
  folderBytes: number;
}

export class ExportFiles {
  readonly directory: string;
  private readonly files = new Map<string, ExportFile>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limits: ExportFolderLimits = {
      perUser: MAX_EXPORTS_PER_USER,
      folderBytes: MAX_EXPORT_FOLDER_BYTES,
    },
  ) {
    this.directory = join(
      tmpdir(),
      `refurb-upstream-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    mkdirSync(this.directory, { recursive: true, mode: 0o700 });
    this.sweep = setInterval(() => void this.removeExpired(), 60_000);
    this.sweep.unref();
  }

  /** A fresh unguessable name and its path; the file becomes downloadable once `publish`ed. */
  reserve(prefix: string): { filename: string; path: string } {
    const stamp = new Date(this.now()).toISOString().slice(0, 19).replace(/[-:T]/g, '');
    const filename = `${prefix}-${stamp}-${randomBytes(8).toString('hex')}.csv`;
    return { filename, path: join(this.directory, filename) };
  }

  /**
   * Makes a written file downloadable (`bytes`: its size) and removes the oldest files beyond the
   * user's and the folder's bounds. Resolves once they are gone from disk.
   */
  async publish(filename: string, ownerUserId: number, bytes: number): Promise<void> {
    this.files.set(filename, {
      filename,
      path: join(this.directory, filename),
      ownerUserId,
      createdAt: this.now(),
      bytes,
    });
    // A Map iterates in insertion order: oldest first.
    const all = [...this.files.values()];
    const mine = all.filter((file) => file.ownerUserId === ownerUserId);
    const evicted = new Set(mine.slice(0, Math.max(0, mine.length - this.limits.perUser)));
    let folderBytes = all.reduce((sum, file) => sum + (evicted.has(file) ? 0 : file.bytes), 0);
    for (const file of all) {
      if (folderBytes <= this.limits.folderBytes || file.filename === filename) break;
      if (evicted.has(file)) continue;
      evicted.add(file);
      folderBytes -= file.bytes;
    }
    await Promise.all([...evicted].map((file) => this.remove(file)));
  }

  /** Files kept (published and not yet removed), for tests and health checks. */
  get size(): number {
    return this.files.size;
  }

  /** The file's path when the name is well-formed, known, unexpired and the user's; else null. */
  find(filename: string, userId: number): string | null {
    if (!FILENAME_PATTERN.test(filename)) return null;
    const file = this.files.get(filename);
    if (!file || file.ownerUserId !== userId) return null;
    if (this.now() - file.createdAt > EXPORT_LIFETIME_MS) {
      void this.remove(file);
      return null;
    }
    return file.path;
  }

  async removeExpired(): Promise<void> {
    const now = this.now();
    await Promise.all(
      [...this.files.values()]
        .filter((file) => now - file.createdAt > EXPORT_LIFETIME_MS)
        .map((file) => this.remove(file)),
    );
  }

  close(): void {
    clearInterval(this.sweep);
    rmSync(this.directory, { recursive: true, force: true });
  }

  private async remove(file: ExportFile): Promise<void> {
    this.files.delete(file.filename);
    await rm(file.path, { force: true });
  }
}
