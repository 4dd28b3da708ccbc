import { type GraphQLContext } from '../../context.js';
import { type StreamedFile } from '../../http/streamed-file.js';
import { uploadCatalog } from '../../upstream/catalog.js';
import { oneShotFileMultipart } from '../../upstream/multipart-body.js';
import { requireSession } from '../common/require-session.js';
import {
  assertCatalogFileName,
  catalogEmptyError,
  catalogTooLargeError,
  maxCatalogUploadBytes,
} from './catalog-upload-rules.js';

/**
 * The upload's steps, the file streamed from the client to the store as it arrives: signed in, a
 * .csv or .xml name, not empty, at most 20 MB (the request's declared length bounds it before
 * the store is called; counted as it passes too), then `POST /api/catalog/upload`. Throws the coded error of the
 * step that failed, or the store's refusal.
 */
export async function sendCatalogFile(context: GraphQLContext, file: StreamedFile): Promise<void> {
  requireSession(context);
  assertCatalogFileName(file.name);
  // Refused before the store is called when the declared length says it cannot fit.
  if (file.sizeAtMost > maxCatalogUploadBytes) throw catalogTooLargeError();
  // An empty file is refused without an upstream call.
  const first = await file.next();
  if (first === null) throw catalogEmptyError();
  let tooLarge = false;
  async function* limited(): AsyncGenerator<Uint8Array> {
    let received = 0;
    for (let chunk: Buffer | null = first; chunk !== null; chunk = await file.next()) {
      received += chunk.length;
      if (received > maxCatalogUploadBytes) {
        tooLarge = true;
        throw catalogTooLargeError();
      }
      yield chunk;
    }
  }
  const body = oneShotFileMultipart('catalog', {
    name: file.name,
    type: file.type,
    chunks: limited(),
  });
  try {
    await uploadCatalog(context.upstream, body);
  } catch (error) {
    // The store saw a broken body: what the client sees is why it was cut.
    throw tooLarge ? catalogTooLargeError() : error;
  }
}
