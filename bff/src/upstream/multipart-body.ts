import { randomBytes } from 'node:crypto';
import { type ReplayableBody } from './upstream-client.js';

export interface StreamableFile {
  name: string;
  size: number;
  type: string;
  stream(): ReadableStream<Uint8Array>;
}

/**
 * A multipart/form-data body with one file field, produced as a stream: the file is never
 * copied into one buffer, and the length is known up front (no chunked upload).
 */
export function singleFileMultipart(field: string, file: StreamableFile): ReplayableBody {
  const boundary = `----refurb-bff-${randomBytes(12).toString('hex')}`;
  const filename = file.name.replace(/["\r\n\\]/g, '_');
  const head = Buffer.from(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.length + file.size + tail.length,
    async *open() {
      yield head;
      for await (const chunk of file.stream() as unknown as AsyncIterable<Uint8Array>) {
        yield chunk;
      }
      yield tail;
    },
  };
}

/** The file part of a streamed upload: its bytes arrive once, in order, as the client sends them. */
export interface OneShotFile {
  name: string;
  type: string;
  chunks: AsyncIterable<Uint8Array>;
}

/**
 * A multipart/form-data body with one file field whose length is not known up front (sent
 * chunked): the bytes go upstream as they arrive. It can be produced only once, so a call that
 * would replay it (a 419) fails instead of sending a truncated file.
 */
export function oneShotFileMultipart(field: string, file: OneShotFile): ReplayableBody {
  const boundary = `----refurb-bff-${randomBytes(12).toString('hex')}`;
  const filename = file.name.replace(/["\r\n\\]/g, '_');
  let opened = false;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    async *open() {
      if (opened) throw new Error('a streamed upload cannot be sent twice');
      opened = true;
      yield Buffer.from(
        `--${boundary}\r\n` +
          `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
      );
      yield* file.chunks;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    },
  };
}
