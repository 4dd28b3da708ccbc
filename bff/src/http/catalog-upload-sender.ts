import { type Readable } from 'node:stream';
import type busboy from 'busboy';
import { type GraphQLContext } from '../context.js';
import {
  assertCatalogFileName,
  catalogEmptyError,
  catalogTooLargeError,
  maxCatalogUploadBytes,
} from '../graphql/catalog/catalog-upload-rules.js';
import { requireSession } from '../graphql/common/require-session.js';
import { uploadCatalog } from '../upstream/catalog.js';
import { oneShotFileMultipart } from '../upstream/multipart-body.js';

/**
 * The resolver's steps, with the file streamed: null when the upstream took it, else the error
 * (not signed in, a wrong name, an empty or oversized file, the upstream's refusal).
 */
export async function sendCatalogUpstream(
  context: GraphQLContext,
  info: busboy.FileInfo,
  fileStream: Readable,
): Promise<unknown> {
  let tooLarge = false;
  async function* limited(chunk: Buffer | null): AsyncGenerator<Uint8Array> {
    let received = 0;
    while (chunk !== null) {
      received += chunk.length;
      // The declared length already bounds the file; this holds should that reasoning fail.
      if (received > maxCatalogUploadBytes) {
        tooLarge = true;
        throw catalogTooLargeError();
      }
      yield chunk;
      chunk = await nextChunk(fileStream);
    }
  }
  try {
    requireSession(context);
    assertCatalogFileName(info.filename ?? '');
    // An empty file is refused without an upstream call, as the resolver does.
    const first = await nextChunk(fileStream);
    if (first === null) throw catalogEmptyError();
    const body = oneShotFileMultipart('catalog', {
      name: info.filename ?? '',
      type: info.mimeType,
      chunks: limited(first),
    });
    await uploadCatalog(context.upstream, body);
    return null;
  } catch (error) {
    return tooLarge ? catalogTooLargeError() : error;
  }
}

/**
 * The next chunk of the file part, null at its end. Read by hand rather than with an async
 * iterator: leaving a for-await loop destroys the stream, and busboy would then wait forever for
 * the part to be read.
 */
async function nextChunk(stream: Readable): Promise<Buffer | null> {
  for (;;) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) return chunk;
    if (stream.readableEnded) return null;
    if (stream.destroyed) throw stream.errored ?? new Error('the file part was cut off');
    await new Promise<void>((resolve) => {
      const settle = () => {
        stream.off('readable', settle).off('end', settle).off('close', settle);
        resolve();
      };
      stream.on('readable', settle).on('end', settle).on('close', settle);
    });
  }
}

/** Reads and drops what the upstream did not take, so the client finishes sending. */
export async function drain(stream: Readable): Promise<void> {
  try {
    while ((await nextChunk(stream)) !== null);
  } catch {
    // A cut-off part has nothing left to read; the body reader reports why.
  }
}
