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

let current: { job: number; queue: Array<Uint8Array | null>; wake: (() => void) | null } | null =
  null;

port.on('message', (message: MainMessage) => {
  if (message.type === 'start') {
    current = { job: message.job, queue: [], wake: null };
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
    send({ type: 'pulled' });
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}

function sendRows(rows: readonly ParsedUploadRow[]): void {
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
    const { batch, transfer } = rowBatch(
      rows,
      start,
      Math.min(rows.length, start + ROWS_PER_BATCH),
    );
    send({ type: 'rows', batch }, transfer);
  }
}

async function read(job: UploadJob): Promise<void> {
  try {
    // Rows go back while the file is read (the receiving thread stages them meanwhile); those
    // that must wait for the end of the file follow it.
    const context = {
      ...job.context,
      rowsRead: (rows: Iterable<ParsedUploadRow>) => sendRows([...rows]),
    };
    const parsed = await parseCatalogUpload(chunks(), job.format, context);
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
