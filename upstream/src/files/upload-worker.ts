// The worker thread that reads catalog uploads, one at a time (parse-in-worker.ts starts it and
// gives it jobs): a file's chunks come in as messages, its rows go back in batches, so reading
// and validating a file never holds up the requests of the process that received it.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { parseCatalogUpload } from './parse-catalog-upload';
import { type ParsedUploadRow } from './parsed-catalog';
import {
  type MainMessage,
  type UploadJob,
  UPLOAD_READER_NICE,
  type WorkerMessage,
  rowBatch,
  withinRowLimitAtThisRate,
} from './upload-worker-protocol';

/** Rows per message at most: the receiving thread reads them back one by one while staging them. */
const ROWS_PER_BATCH = 2000;

const port = parentPort;
if (port === null) throw new Error('upload-worker.ts runs as a worker thread');

/** This thread (its own task id, from /proc/thread-self) at UPLOAD_READER_NICE; elsewhere as is. */
function runAsBackgroundWork(): void {
  try {
    const taskId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(taskId) && taskId > 0) setPriority(taskId, UPLOAD_READER_NICE);
  } catch {
    // Not Linux, or not allowed: the thread keeps its priority.
  }
}
runAsBackgroundWork();

interface Reading {
  job: number;
  queue: Array<Uint8Array | null>;
  wake: (() => void) | null;
  /** Bytes of the file taken by the parser so far. */
  bytes: number;
}

let current: Reading | null = null;

port.on('message', (message: MainMessage) => {
  if (message.type === 'start') {
    current = { job: message.job, queue: [], wake: null, bytes: 0 };
    void read(message);
    return;
  }
  if (current === null || message.job !== current.job) return;
  current.queue.push(message.chunk);
  current.wake?.();
});

function send(message: WorkerMessage, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

/** The chunks of the current job, as the parsers read them. */
async function* chunks(): AsyncGenerator<Buffer> {
  for (;;) {
    const reading = current;
    if (reading === null) return;
    if (reading.queue.length === 0) await new Promise<void>((resolve) => (reading.wake = resolve));
    reading.wake = null;
    const chunk = reading.queue.shift();
    if (chunk === null || chunk === undefined) return;
    reading.bytes += chunk.byteLength;
    send({ type: 'pulled' });
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}

type RowsMessage = { message: WorkerMessage & { type: 'rows' }; transfer: ArrayBuffer[] };

/** Rows as messages of at most ROWS_PER_BATCH rows each. */
function* rowMessages(rows: readonly ParsedUploadRow[]): Generator<RowsMessage> {
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
    const end = Math.min(rows.length, start + ROWS_PER_BATCH);
    const { batch, transfer } = rowBatch(rows, start, end);
    yield { message: { type: 'rows', batch }, transfer };
  }
}

function sendRows(rows: readonly ParsedUploadRow[]): void {
  for (const { message, transfer } of rowMessages(rows)) send(message, transfer);
}

async function read(job: UploadJob): Promise<void> {
  try {
    // Rows go back while the file is read (the receiving thread stages them meanwhile), unless the
    // file is on course past the row limit: then they wait here, in batches, for its end. Those,
    // and the rows that must wait for the end of the file, follow it.
    const kept: RowsMessage[] = [];
    let rowsSoFar = 0;
    const bytesAtMost = job.context.fileBytesAtMost;
    const context = {
      ...job.context,
      rowsRead: (rows: Iterable<ParsedUploadRow>) => {
        const handed = [...rows];
        rowsSoFar += handed.length;
        const reading = current;
        if (
          kept.length === 0 &&
          (bytesAtMost === undefined ||
            reading === null ||
            withinRowLimitAtThisRate(rowsSoFar, reading.bytes, bytesAtMost))
        )
          sendRows(handed);
        else kept.push(...rowMessages(handed));
      },
    };
    const parsed = await parseCatalogUpload(chunks(), job.format, context);
    for (const { message, transfer } of kept) send(message, transfer);
    sendRows(parsed.rows);
    send({
      type: 'done',
      errors: parsed.errors,
      failed: parsed.failed,
      blankRows: parsed.blankRows,
    });
  } catch (error) {
    if (error instanceof CatalogUploadRejected) send({ type: 'refused', message: error.message });
    else
      send({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? (error.stack ?? '') : '',
      });
  } finally {
    current = null;
  }
}
