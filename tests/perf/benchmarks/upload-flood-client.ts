// Benchmark 9's client: sends a catalog file as the GraphQL multipart request of
// `uploadCatalog(file:)`, in one piece or in small pieces (a slow client), and reads the answer.
import { request as httpRequest } from 'node:http';
import { CSRF_HEADERS } from '../lib/sessions';

export interface FloodFile {
  name: string;
  filename: string;
  bytes: Buffer;
  /** Sent in pieces of this size (a slow client), else in one go. */
  pieceSize?: number;
  /** Items the file creates when it is processed; refused files create none. */
  creates: number;
}

/** The GraphQL multipart request of `uploadCatalog(file:)`, its body in pieces. */
function uploadRequest(file: FloodFile): {
  pieces: Uint8Array[];
  contentType: string;
  length: number;
} {
  const boundary = `----flood${Date.now().toString(16)}`;
  const operations = JSON.stringify({
    query: 'mutation Upload($file: File!) { uploadCatalog(file: $file) }',
    variables: { file: null },
  });
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = file.pieceSize ?? file.bytes.length;
  const pieces: Uint8Array[] = [head];
  for (let start = 0; start < file.bytes.length; start += size)
    pieces.push(file.bytes.subarray(start, start + size));
  pieces.push(tail);
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return { pieces, contentType: `multipart/form-data; boundary=${boundary}`, length };
}

export type UploadAnswer = { errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * Sends the upload over node:http, piece by piece with backpressure (a slow client's pieces each
 * wait for the previous write to be flushed). A server may answer before the body is all sent
 * (a refusal): the answer is read whatever happens to the rest of the body.
 */
export function sendUpload(bffUrl: string, cookie: string, file: FloodFile): Promise<UploadAnswer> {
  const { pieces, contentType, length } = uploadRequest(file);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'x-graphql-csrf': CSRF_HEADERS['x-graphql-csrf'],
        cookie,
        'content-type': contentType,
        'content-length': String(length),
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        try {
          resolve(JSON.parse(text) as UploadAnswer);
        } catch {
          reject(new Error(`upload answer ${response.statusCode}: ${text.slice(0, 200)}`));
        }
      });
      response.on('error', reject);
    });
    // EPIPE or a reset after an early answer is the server declining the rest: not a failure.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      for (const piece of pieces) {
        if (answered || request.destroyed) return;
        await new Promise<void>((written) => request.write(piece, () => written()));
      }
      request.end();
    })();
  });
}
