// Export files on disk: a per-process folder under the OS temp dir, each file owned by the user
// who asked for it and kept for an hour.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const EXPORT_LIFETIME_MS = 3_600_000;
const FILENAME_PATTERN = /^[a-z0-9-]+\.csv$/;

interface ExportFile {
  filename: string;
  path: string;
  ownerUserId: number;
  createdAt: number;
}

export class ExportFiles {
  readonly directory: string;
  private readonly files = new Map<string, ExportFile>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
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

  publish(filename: string, ownerUserId: number): void {
    this.files.set(filename, {
      filename,
      path: join(this.directory, filename),
      ownerUserId,
      createdAt: this.now(),
    });
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
