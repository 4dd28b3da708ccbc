// The catalog upload request as it arrives: its multipart parser, and its sender going away.
import busboy from 'busboy';
import type { AuthenticatedContext } from '../request-context';

/** The body's parser, files cut at `maxFileBytes`; null when the request is not multipart. */
export function multipartParser(
  context: AuthenticatedContext,
  maxFileBytes: number,
): busboy.Busboy | null {
  try {
    return busboy({
      headers: context.req.headers,
      // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: { fileSize: maxFileBytes, files: 1, fields: 20, parts: 25 },
    });
  } catch {
    return null;
  }
}

/**
 * A sender that goes away mid-file (a cut connection, a cancelled upload) leaves a body that never
 * ends: `dropFile` drops the file, so nothing of it is applied and the store is free for the next.
 */
export function whenSenderGone(context: AuthenticatedContext, dropFile: () => void): void {
  context.req.once('close', () => {
    if (!context.req.complete) dropFile();
  });
}
