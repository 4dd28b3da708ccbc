// Reading an upload off the request path: the file is parsed and validated in a worker thread
// (upload-worker.ts), so however long a file takes, the process keeps answering other requests;
// the worker's heap is capped, so a file that needs too much memory is refused instead of
// taking the process down.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ByteSource } from './byte-source';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { type CatalogUploadFormat } from './parse-catalog-upload';
import { type ParsedCatalog, type ParsedUploadRow, type UploadContext } from './parsed-catalog';
import { refuseFile } from './upload-messages';
import { type MainMessage, WireRowBatches, type WorkerMessage } from './upload-worker-protocol';

/** The heap one upload's worker may use; the largest files allowed need about a third of it. */
export const UPLOAD_MEMORY_MB = 512;
/** Uploads read at once by one process (each in its own worker); more wait their turn. */
const PARALLEL_READS = 2;
/** Chunks sent ahead of the parser: the rest of the body waits in the socket. */
const CHUNKS_IN_FLIGHT = 8;
/** A worker left without a file this long is stopped (starting one takes a moment, so it waits). */
const IDLE_MS = 60_000;

export interface WorkerLimits {
  /** The worker's heap ceiling in MB (default UPLOAD_MEMORY_MB). */
  memoryMb?: number;
}

/**
 * A file read in a worker: as ParsedCatalog, its rows read back one by one as they are iterated
 * (each batch is parsed when reached), so they are meant to be iterated once, by applying them.
 */
export type WorkerParsedCatalog = Omit<ParsedCatalog, 'rows'> & {
  rows: Iterable<ParsedUploadRow> & { readonly length: number };
};

function nothingRead(): WorkerParsedCatalog {
  return { rows: new WireRowBatches(), errors: [], failed: 0, blankRows: 0 };
}

/**
 * parseCatalogUpload in a worker thread: the same rows, errors and refusals
 * (CatalogUploadRejected), plus a refusal when the file needs more memory than `memoryMb`. With
 * `context.rowsRead`, every row is handed to it, batch by batch, as the worker sends them (most
 * while the file is still read), and the result's rows are empty.
 * Resolves with nothing read when `context.stopped()` turns true (the request is refused anyway).
 */
export async function parseCatalogUploadInWorker(
  source: ByteSource,
  format: CatalogUploadFormat,
  context: UploadContext,
  limits: WorkerLimits = {},
): Promise<WorkerParsedCatalog> {
  const memoryMb = limits.memoryMb ?? UPLOAD_MEMORY_MB;
  const reader = await pool.take(memoryMb);
  let reusable = false;
  try {
    const read = await reader.read(source, format, context);
    reusable = read.reusable;
    return read.parsed;
  } catch (error) {
    reusable = error instanceof CatalogUploadRejected && !reader.dead;
    throw error;
  } finally {
    pool.give(reader, reusable);
  }
}

let nextJob = 1;

/** One worker thread, reading one file at a time. */
class UploadReader {
  readonly worker: Worker;
  dead = false;
  private listener: ((message: WorkerMessage) => void) | null = null;
  private failure: ((error: Error) => void) | null = null;
  private idle: NodeJS.Timeout | null = null;

  constructor(readonly memoryMb: number) {
    this.worker = startWorker(memoryMb);
    this.worker.on('message', (message: WorkerMessage) => this.listener?.(message));
    this.worker.on('error', (error) => {
      this.dead = true;
      this.failure?.(error);
    });
    this.worker.on('exit', (code) => {
      this.dead = true;
      this.failure?.(new Error(`the upload worker stopped (${code})`));
    });
  }

  /** Resting between files: it does not keep the process alive, and stops after a while. */
  rest(onStop: () => void): void {
    this.worker.unref();
    this.idle = setTimeout(() => {
      onStop();
      void this.worker.terminate();
    }, IDLE_MS);
    this.idle.unref();
  }

  async read(
    source: ByteSource,
    format: CatalogUploadFormat,
    context: UploadContext,
  ): Promise<{ parsed: WorkerParsedCatalog; reusable: boolean }> {
    if (this.idle) clearTimeout(this.idle);
    this.worker.ref();
    const { stopped, rowsRead, ...plain } = context;
    const job = nextJob++;
    const { locale } = context;
    const rows = new WireRowBatches();
    let inFlight = 0;
    let settled = false;
    let wake: (() => void) | null = null;
    const outcome = new Promise<WorkerParsedCatalog>((resolve, reject) => {
      this.listener = (message) => {
        switch (message.type) {
          case 'pulled':
            inFlight -= 1;
            wake?.();
            break;
          case 'rows':
            if (rowsRead) rowsRead(WireRowBatches.of(message.batch));
            else rows.add(message.batch);
            break;
          case 'done':
            resolve({
              rows,
              errors: message.errors,
              failed: message.failed,
              blankRows: message.blankRows,
            });
            break;
          case 'refused':
            reject(new CatalogUploadRejected(message.message));
            break;
          case 'failed':
            reject(Object.assign(new Error(message.message), { stack: message.stack }));
            break;
        }
      };
      this.failure = (error) => {
        const outOfMemory = (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
        reject(outOfMemory ? refuseFile(locale, 'tooMuchMemory', { max: this.memoryMb }) : error);
      };
    });
    const settle = () => {
      settled = true;
      wake?.();
    };
    outcome.then(settle, settle);
    const post = (message: MainMessage, transfer: ArrayBuffer[] = []) =>
      this.worker.postMessage(message, transfer);
    post({ type: 'start', job, format, context: plain });
    try {
      for await (const chunk of source) {
        if (settled) break;
        // The request is refused anyway: the worker is left mid-file, so it is not reused.
        if (stopped?.()) return { parsed: nothingRead(), reusable: false };
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        // A copy of the chunk's bytes only (a chunk may be a view of a larger buffer), handed over.
        const copy = new Uint8Array(bytes.byteLength);
        copy.set(bytes);
        inFlight += 1;
        post({ type: 'chunk', job, chunk: copy }, [copy.buffer]);
        while (inFlight >= CHUNKS_IN_FLIGHT && !settled)
          await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      if (stopped?.()) return { parsed: nothingRead(), reusable: false };
      if (!settled) post({ type: 'chunk', job, chunk: null });
      return { parsed: await outcome, reusable: !this.dead };
    } finally {
      this.listener = null;
      this.failure = null;
    }
  }
}

/** Up to PARALLEL_READS workers, started when needed and kept a while for the next file. */
class ReaderPool {
  private readonly resting: UploadReader[] = [];
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  async take(memoryMb: number): Promise<UploadReader> {
    while (this.running >= PARALLEL_READS)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    const index = this.resting.findIndex((reader) => reader.memoryMb === memoryMb);
    const [reader] = index === -1 ? [] : this.resting.splice(index, 1);
    return reader ?? new UploadReader(memoryMb);
  }

  give(reader: UploadReader, reusable: boolean): void {
    this.running -= 1;
    this.waiting.shift()?.();
    if (!reusable || reader.dead || this.resting.length >= PARALLEL_READS) {
      void reader.worker.terminate();
      return;
    }
    this.resting.push(reader);
    reader.rest(() => {
      const index = this.resting.indexOf(reader);
      if (index !== -1) this.resting.splice(index, 1);
    });
  }
}

const pool = new ReaderPool();

/**
 * The worker: from the sources through tsx (development, tests), else the built
 * `upload-worker.js` that scripts/build-server.mjs writes beside the upstream's entry points
 * (this code may sit in a shared chunk one folder down).
 */
function startWorker(memoryMb: number): Worker {
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
  };
  // The path only: loaded through tsx's tsImport (as `npm start` loads the BFF), the URL ends in a
  // ?tsx-namespace=… query.
  if (new URL(import.meta.url).pathname.endsWith('.ts')) {
    const entry = new URL('./upload-worker.ts', import.meta.url).href;
    // tsx's ESM entry (its `import` condition), found from here rather than the working folder.
    const tsx =
      typeof import.meta.resolve === 'function'
        ? import.meta.resolve('tsx/esm/api')
        : 'tsx/esm/api';
    const load = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(load, { ...options, eval: true });
  }
  const built = ['./upload-worker.js', '../upload-worker.js']
    .map((path) => new URL(path, import.meta.url))
    .find((url) => existsSync(fileURLToPath(url)));
  if (built === undefined) throw new Error('upload-worker.js is missing from the build');
  return new Worker(built, options);
}
