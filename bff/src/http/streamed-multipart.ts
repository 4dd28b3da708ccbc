import { type IncomingHttpHeaders } from 'node:http';
import { type Readable } from 'node:stream';
import busboy from 'busboy';
import { type GraphQLError } from 'graphql';
import { type GraphQLParams } from 'graphql-yoga';
import { codedError } from '../errors.js';
import { StreamedFile } from './streamed-file.js';

/** operations and map are JSON texts; MAX_QUERY_BYTES bounds the text they carry afterwards. */
const maxFieldBytes = 1024 * 1024;

/** A GraphQL multipart request whose file is read while the operation runs. */
export interface StreamedMultipart {
  params: GraphQLParams;
  /**
   * Reads and drops what the operation did not read of the body, so the client finishes sending
   * and reads the answer; resolves once the whole body is read (or the client went away).
   */
  settled(): Promise<void>;
}

function refusal(message: string): GraphQLError {
  return codedError('BAD_REQUEST', message, { http: { status: 400 } });
}

/**
 * Reads a GraphQL multipart request (`operations`, `map`, then the file parts) from `source` up
 * to the start of its one file part: the params then carry a StreamedFile at the variable the map
 * names, whose bytes arrive as the resolver reads them (busboy waits while the file part is not
 * read, and the socket with it), so memory holds a few chunks whatever the file's size.
 */
export function readStreamedMultipart(
  source: Readable,
  headers: IncomingHttpHeaders,
): Promise<StreamedMultipart> {
  const parser = multipartParser(headers);
  if (!parser) return Promise.reject(refusal('The multipart body has no boundary.'));
  const finished = bodyRead(parser, source);
  let file: StreamedFile | null = null;
  const settled = async (): Promise<void> => {
    await file?.drain();
    await finished;
  };
  return new Promise<StreamedMultipart>((resolve, reject) => {
    let operations: Record<string, unknown> | null = null;
    let map: Record<string, unknown> | null = null;
    let fieldBytes = 0;
    let decided = false;
    const fail = (error: GraphQLError) => {
      if (decided) return;
      decided = true;
      reject(error);
      // The rest of the body is read and dropped so the refusal reaches the client.
      parser.removeAllListeners('file');
      parser.on('file', (_name, stream: Readable) => stream.resume());
    };
    const answer = (params: GraphQLParams) => {
      decided = true;
      resolve({ params, settled });
    };
    parser.on('field', (name, value, info) => {
      const problem = fieldProblem(name, info.valueTruncated, operations !== null, map !== null);
      if (problem) return fail(refusal(problem));
      fieldBytes += Buffer.byteLength(value);
      if (name === 'operations') operations = jsonObject(value);
      else map = jsonObject(value);
      if (operations === null) return fail(refusal('"operations" must be a JSON object.'));
      if (name === 'map' && map === null) return fail(refusal('"map" must be a JSON object.'));
      return undefined;
    });
    parser.on('file', (name, stream, info) => {
      const keys = map ? Object.keys(map) : [];
      const ready = !decided && operations && map && keys.length === 1 && keys[0] === name;
      const sizeAtMost = largestFile(headers, fieldBytes);
      file = ready
        ? new StreamedFile(stream, info.filename ?? '', info.mimeType, sizeAtMost)
        : null;
      const params = file
        ? withFile(operations!, map![name], file)
        : refusal(
            keys.length > 1
              ? 'One file per request.'
              : 'The file part must follow "operations" and "map" and be mapped.',
          );
      if (!(params instanceof Error)) return answer(params);
      stream.resume();
      return fail(params);
    });
    parser.on('filesLimit', () => fail(refusal('One file per request.')));
    parser.on('error', (error: Error) => {
      fail(refusal('The multipart body is malformed.'));
      file?.fail(error);
    });
    parser.on('close', () => {
      if (decided) return;
      if (!operations || !map) return fail(refusal('"operations" and "map" are required.'));
      if (Object.keys(map).length > 0) return fail(refusal('A file the map names is missing.'));
      return answer(operations as GraphQLParams);
    });
    source.on('aborted', () => {
      fail(refusal('The request was cut off.'));
      file?.fail(new Error('the request was cut off'));
    });
    source.pipe(parser);
  });
}

function multipartParser(headers: IncomingHttpHeaders): busboy.Busboy | null {
  try {
    // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
    return busboy({
      headers,
      defParamCharset: 'utf8',
      limits: { fieldSize: maxFieldBytes, fields: 2, files: 1 },
    });
  } catch {
    return null;
  }
}

/**
 * The largest the one file part can be: the declared body length minus both field values and the
 * least the multipart framing of three parts takes (delimiter line, blank line after the headers,
 * line break before the next delimiter, closing delimiter). Known before any byte of the file.
 */
function largestFile(headers: IncomingHttpHeaders, fieldBytes: number): number {
  const declared = Number(headers['content-length']);
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(headers['content-type'] ?? '');
  const length = (boundary?.[1] ?? boundary?.[2])?.length;
  if (!Number.isSafeInteger(declared) || length === undefined) return Number.POSITIVE_INFINITY;
  return declared - fieldBytes - (3 * (length + 10) + length + 4);
}

/** Resolves once the body is read to its end, or cut off. */
function bodyRead(parser: busboy.Busboy, source: Readable): Promise<void> {
  return new Promise<void>((resolve) => {
    parser
      .on('close', resolve)
      .on('finish', resolve)
      .on('error', () => resolve());
    source.on('aborted', () => resolve()).on('error', () => resolve());
  });
}

/** Why a field cannot be read: too long, or not `operations` then `map`. */
function fieldProblem(
  name: string,
  truncated: boolean,
  hasOperations: boolean,
  hasMap: boolean,
): string | null {
  if (truncated) return `The multipart field "${name}" is too long.`;
  if (name === 'operations' && !hasOperations) return null;
  if (name === 'map' && hasOperations && !hasMap) return null;
  return 'The multipart fields must be "operations" then "map".';
}

/** The operation with the file at the one path the map gives it (`variables.<name>…`). */
function withFile(
  operations: Record<string, unknown>,
  paths: unknown,
  file: StreamedFile,
): GraphQLParams | GraphQLError {
  const [path, ...more] = Array.isArray(paths) ? (paths as unknown[]) : [];
  if (typeof path !== 'string' || more.length > 0 || !path.startsWith('variables.')) {
    return refusal('The map must give the file one path under "variables".');
  }
  const keys = path.split('.');
  const last = keys.pop()!;
  let target: unknown = operations;
  for (const key of keys) {
    target = typeof target === 'object' && target !== null ? Reflect.get(target, key) : undefined;
  }
  if (typeof target !== 'object' || target === null || Reflect.get(target, last) !== null) {
    return refusal(`The map's path "${path}" does not name a null variable.`);
  }
  Reflect.set(target, last, file);
  return operations as GraphQLParams;
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
