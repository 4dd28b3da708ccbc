import { once } from 'node:events';
import { type IncomingMessage } from 'node:http';
import { type Readable } from 'node:stream';
import busboy from 'busboy';

/** operations and map are small JSON texts; a larger one is not the upload path's operation. */
const maxFieldBytes = 64 * 1024;

export interface FilePart {
  name: string;
  stream: Readable;
  info: busboy.FileInfo;
}

/**
 * A multipart body read up to the start of its first file part: the fields before it, the file
 * part (its bytes not read yet), and what it takes to go on reading or to replay it all.
 */
export interface MultipartHead {
  fields: Array<{ name: string; value: string }>;
  filePart: FilePart | null;
  /** Truncated or extra fields, or a malformed body: not the upload path's request. */
  unusual: boolean;
  /** The body's chunks read so far, to replay into yoga. */
  recorded: Buffer[];
  source: AsyncIterator<Buffer>;
  parser: busboy.Busboy;
  /** busboy's write of the last chunk read. */
  written: Promise<void>;
}

/** Reads the body up to its first file part; null when busboy refuses the headers. */
export async function readMultipartHead(request: IncomingMessage): Promise<MultipartHead | null> {
  let parser: busboy.Busboy;
  try {
    // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
    parser = busboy({
      headers: request.headers,
      defParamCharset: 'utf8',
      limits: { fieldSize: maxFieldBytes },
    });
  } catch {
    return null;
  }
  const head: MultipartHead = {
    fields: [],
    filePart: null,
    unusual: false,
    recorded: [],
    source: request[Symbol.asyncIterator]() as AsyncIterator<Buffer>,
    parser,
    written: Promise.resolve(),
  };
  parser.on('field', (name, value, info) => {
    if (head.filePart) return;
    if (info.valueTruncated || info.nameTruncated || head.fields.length >= 2) head.unusual = true;
    head.fields.push({ name, value });
  });
  parser.on('file', (name, stream, info) => {
    // Only the first file is the catalog; later ones (none in a valid request) are dropped.
    if (head.filePart) stream.resume();
    else head.filePart = { name, stream, info };
  });
  parser.on('error', () => {
    head.unusual = true;
  });
  // busboy parses each chunk synchronously inside write(): the events of a chunk have fired
  // when write() returns. Its callback waits while the file part is not read, so it is only
  // awaited before the next chunk as long as no file has started.
  while (!head.filePart && !head.unusual) {
    await head.written;
    const next = await head.source.next();
    if (next.done) break;
    head.recorded.push(next.value);
    head.written = writeTo(parser, next.value);
    head.written.catch(() => undefined);
  }
  return head;
}

/** Stops parsing; the body read so far and the rest of it, for yoga to read instead. */
export function abandon(head: MultipartHead): AsyncIterable<Buffer> {
  head.parser.removeAllListeners();
  head.parser.on('error', () => undefined);
  head.parser.destroy();
  head.filePart?.stream.on('error', () => undefined).destroy();
  return replay(head.recorded, head.source);
}

/**
 * Reads the rest of the body through the parser (into the file part's stream); resolves with
 * the reading error, or null. A reading error also ends the file part's stream with it.
 */
export function readRest(head: MultipartHead, fileStream: Readable): Promise<unknown> {
  head.recorded.length = 0;
  fileStream.on('error', () => undefined);
  head.parser.on('error', (error: Error) => fileStream.destroy(error));
  return (async () => {
    await head.written;
    for (;;) {
      const next = await head.source.next();
      if (next.done) break;
      await writeTo(head.parser, next.value);
    }
    const finished = once(head.parser, 'finish');
    head.parser.end();
    await finished;
  })().then(
    () => null,
    (error: unknown) => {
      fileStream.destroy(error instanceof Error ? error : new Error(String(error)));
      return error;
    },
  );
}

export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function writeTo(parser: busboy.Busboy, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    parser.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

async function* replay(
  recorded: readonly Buffer[],
  source: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  yield* recorded;
  for (;;) {
    const next = await source.next();
    if (next.done) return;
    yield next.value;
  }
}
