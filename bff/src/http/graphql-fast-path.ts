import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';
import { type Logger } from '../logger.js';
import { type OperationCache } from '../plugins/operation-cache.js';
import { logGraphQLAnswer } from '../plugins/request-log.js';
import { csrfHeader } from '../plugins/use-csrf-prevention.js';
import {
  type OperationLimits,
  queryTooLarge,
  queryTooLargeError,
  variablesProblem,
} from '../plugins/use-operation-limits.js';
import { incomingRequestId } from './file-routes.js';
import { type RequestSession } from '../session/request-session.js';

/** Read-only access to request headers, whatever carries them. */
export interface HeaderReader {
  get(name: string): string | null;
}

export interface GraphQLFastPathOptions {
  schema: GraphQLSchema;
  yoga: YogaServerInstance<Record<string, unknown>, GraphQLContext>;
  /** The shared operation cache: texts that passed validation, and compiled operations. */
  operations: OperationCache;
  /** MAX_QUERY_BYTES, and MAX_STRING_ARGUMENT_BYTES for variables (a validated text passed). */
  limits: OperationLimits;
  /** For refusals answered before a context exists. */
  logger: Logger;
  createContext(
    headers: HeaderReader,
    request: IncomingMessage,
  ): GraphQLContext | Promise<GraphQLContext>;
  /** Yoga's masking, applied to each error of an answer with the request's logger (mask-error.ts). */
  maskError(error: unknown, logger: Logger): GraphQLError;
  /** The CORS answer for a request Origin (the same rule yoga's `cors` option applies). */
  corsHeaders(origin: string | null): Record<string, string>;
  /** Bodies declaring more (or no length) are left to the server's own limit answers. */
  maxBodyBytes: number;
  /** Headers every /graphql answer carries, as a flat name/value list (security-headers.ts). */
  securityHeaders: readonly string[];
}

/**
 * POST /graphql for the operations the dashboard sends all the time (benchmark 1 in tests/perf).
 *
 * yoga turns every request into a WHATWG Request, runs a dozen plugin hooks through promise
 * helpers and builds a WHATWG Response; over a 50-row catalog page that plumbing cost more than
 * the upstream call. This path serves a JSON POST whose operation text yoga has already parsed
 * and validated (the operation cache) straight from node:http: the context, graphql-jit's compiled
 * query and its compiled serializer, yoga's error masking and result status rules, the session
 * cookie and request id, the CORS headers. Everything else — a new text, GET, multipart uploads,
 * subscriptions, streamed answers, an unusual Accept or body, an operation that fails before any
 * resolver runs — goes to yoga (with the body already read, through `yoga.fetch`), so its answers
 * stay the reference.
 */
export function createGraphQLFastPath(options: GraphQLFastPathOptions) {
  /** How requests went (tests, metrics): answered here, or read here and handed to yoga. */
  const counts = { served: 0, handedToYoga: 0 };

  /** Answers the request; false when it is not the fast path's (nothing read or written yet). */
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const mediaType = fastPathMediaType(request);
    if (mediaType === null || !withinLimit(request, options.maxBodyBytes)) return false;
    const body = await readBody(request);
    const params = operationParams(body);
    if (params && queryTooLarge(params.query, options.limits)) {
      // Answered here: handing a text of up to 1 MB to yoga would copy it once more, only to be
      // refused the same way (a flood of such requests would grow the heap for nothing).
      return refuse(request, response, mediaType, queryTooLargeError(options.limits));
    }
    const document = params && options.operations.validatedDocument(params.query);
    // Compiled once per text and operation name, kept in the operation cache with the text.
    const compiled = document ? options.operations.compiled(document, params.operationName) : null;
    // Subscriptions, @defer/@stream and operations graphql-jit refused are yoga's to answer, and
    // so are over-long string variables (yoga refuses them with the same answer).
    const query = compiled?.regular ? compiled.query : null;
    if (!params || !query || variablesProblem(params.variables, options.limits)) {
      return yogaAnswers(request, response, body);
    }

    const headers = nodeHeaders(request);
    let context: GraphQLContext;
    try {
      const made = options.createContext(headers, request);
      context = made instanceof Promise ? await made : made;
    } catch {
      // e.g. the upstream could not be reached at start: yoga's error answer is the reference.
      return yogaAnswers(request, response, body);
    }
    const running = query.query(undefined, context, params.variables);
    const result = (running instanceof Promise ? await running : running) as ExecutionResult;
    // No data: refused before any resolver ran (e.g. variables); yoga answers it the usual way.
    if (!('data' in result)) return yogaAnswers(request, response, body);

    if (result.errors?.length) {
      const errors = result.errors.map((error) => options.maskError(error, context.logger));
      const answer = await processRegularResult(
        { ...result, errors },
        options.yoga.fetchAPI,
        mediaType,
      );
      setHeaderList(response, options.securityHeaders);
      await writeFetchResponse(response, answer, {
        ...options.corsHeaders(headers.get('origin')),
        ...sessionHeaders(context.session, context.requestId),
      });
      logGraphQLAnswer(context.logger, { status: answer.status, errors });
      counts.served += 1;
      return true;
    }
    // Encoded once: measuring a string's UTF-8 length and then writing it encodes it twice.
    const payload = Buffer.from(query.stringify(result), 'utf8');
    // One flat list for writeHead: no setHeader validation and bookkeeping per header.
    const answerHeaders = [
      ...options.securityHeaders,
      'content-type',
      mediaType === 'application/json' ? jsonContentType : graphqlResponseContentType,
      'content-length',
      String(payload.length),
      'x-request-id',
      context.requestId,
    ];
    const cookie = context.session.responseSetCookie();
    if (cookie !== null) answerHeaders.push('set-cookie', cookie);
    const origin = request.headers.origin;
    if (origin !== undefined) {
      for (const [name, value] of Object.entries(options.corsHeaders(origin))) {
        answerHeaders.push(name, value);
      }
    }
    response.writeHead(200, answerHeaders);
    response.end(payload);
    counts.served += 1;
    return true;
  }

  /** The answer yoga gives to a request refused before parsing, without yoga. */
  async function refuse(
    request: IncomingMessage,
    response: ServerResponse,
    mediaType: string,
    error: GraphQLError,
  ): Promise<true> {
    const answer = await processRegularResult(
      { errors: [error] },
      options.yoga.fetchAPI,
      mediaType,
    );
    const requestId = incomingRequestId(request) ?? randomUUID();
    setHeaderList(response, options.securityHeaders);
    await writeFetchResponse(response, answer, {
      ...options.corsHeaders(request.headers.origin ?? null),
      'x-request-id': requestId,
    });
    logGraphQLAnswer(options.logger.child({ requestId }), {
      status: answer.status,
      errors: [error],
    });
    counts.served += 1;
    return true;
  }

  async function yogaAnswers(
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
  ): Promise<true> {
    counts.handedToYoga += 1;
    setHeaderList(response, options.securityHeaders);
    const init: RequestInit = { method: request.method ?? 'POST', headers: fetchHeaders(request) };
    // The body was read as UTF-8 JSON already; yoga reads it again as text.
    init.body = body.toString('utf8');
    const answer = await options.yoga.fetch(
      new options.yoga.fetchAPI.Request(
        `http://${request.headers.host ?? 'bff.invalid'}${request.url ?? '/graphql'}`,
        init,
      ),
      { req: request, res: response },
    );
    await writeFetchResponse(response, answer, {});
    return true;
  }

  return { serve, counts: (): Readonly<typeof counts> => ({ ...counts }) };
}

export type GraphQLFastPath = ReturnType<typeof createGraphQLFastPath>;

/**
 * The media type of a regular JSON answer, chosen as yoga's result processors choose it; null when
 * the request is not a plain JSON POST carrying the CSRF header, or asks for something else
 * (event streams, multipart): yoga then handles it whole.
 */
export function fastPathMediaType(request: IncomingMessage): string | null {
  if (request.method !== 'POST') return null;
  const contentType = request.headers['content-type'];
  if (contentType === undefined || !/^application\/json\s*(;|$)/i.test(contentType)) return null;
  if (request.headers[csrfHeader] === undefined) return null;
  // A preflight-only header on a POST: yoga's CORS handling echoes it; leave that to yoga.
  if (request.headers['access-control-request-method'] !== undefined) return null;
  const accept = request.headers.accept ?? '';
  let mediaType = mediaTypeByAccept.get(accept);
  if (mediaType === undefined) {
    mediaType = regularMediaType(accept);
    // Clients send a handful of distinct Accept values; a flood of odd ones just stops caching.
    if (mediaTypeByAccept.size < 100) mediaTypeByAccept.set(accept, mediaType);
  }
  return mediaType;
}

const mediaTypeByAccept = new Map<string, string | null>();

const jsonContentType = 'application/json; charset=utf-8';
const graphqlResponseContentType = 'application/graphql-response+json; charset=utf-8';

/** A declared length within the limit; anything else gets the server's 411/413 answers. */
function withinLimit(request: IncomingMessage, maxBytes: number): boolean {
  const declared = request.headers['content-length'];
  return declared !== undefined && Number(declared) <= maxBytes;
}

function setHeaderList(response: ServerResponse, headers: readonly string[]): void {
  for (let index = 0; index < headers.length; index += 2) {
    response.setHeader(headers[index]!, headers[index + 1]!);
  }
}

/** yoga's pick (use-result-processor.ts): of the processors' media types, the first the Accept lists wins. */
export function regularMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((entry) => {
      const [mediaType, ...parameters] = entry.split(';');
      const charset =
        parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
      return mediaType !== undefined && charset === 'charset=utf-8' ? [mediaType] : [];
    })
    .reverse();
  const processors = [
    ['text/event-stream'],
    ['multipart/mixed'],
    ['application/graphql-response+json', 'application/json'],
  ];
  let chosen: string | null = null;
  for (const mediaTypes of processors) {
    for (const askedType of asked) {
      for (const mediaType of mediaTypes) {
        if (matches(mediaType, askedType)) chosen = mediaType;
      }
    }
  }
  return chosen === 'application/graphql-response+json' || chosen === 'application/json'
    ? chosen
    : null;
}

function matches(askedMediaType: string, processorMediaType: string): boolean {
  const [askedType, askedSubtype] = askedMediaType.split('/');
  const [type, subtype] = processorMediaType.split('/');
  return (type === '*' || type === askedType) && (subtype === '*' || subtype === askedSubtype);
}

interface OperationParams {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown> | undefined;
}

/** The body's operation when it is one plain request yoga would read the same way. */
function operationParams(body: Buffer): OperationParams | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { query, operationName, variables, extensions, ...rest } = parsed as Record<
    string,
    unknown
  >;
  if (typeof query !== 'string' || Object.keys(rest).length > 0) return null;
  if (extensions !== undefined && extensions !== null) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return null;
  }
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return null;
  }
  return {
    query,
    operationName: operationName ?? null,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.on('error', reject);
    request.on('aborted', () => reject(new Error('request aborted')));
  });
}

export function nodeHeaders(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

export function fetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const entry of value) headers.append(name, entry);
    else headers.set(name, value);
  }
  return headers;
}

/** What useSessionCookie adds to a yoga answer. */
export function sessionHeaders(session: RequestSession, requestId: string): Record<string, string> {
  const cookie = session.responseSetCookie();
  return cookie
    ? { 'set-cookie': cookie, 'x-request-id': requestId }
    : { 'x-request-id': requestId };
}

export async function writeFetchResponse(
  response: ServerResponse,
  answer: Response,
  extra: Record<string, string>,
): Promise<void> {
  response.statusCode = answer.status;
  const cookies = answer.headers.getSetCookie();
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value);
  });
  for (const [name, value] of Object.entries(extra)) {
    if (name === 'set-cookie') cookies.push(value);
    else response.setHeader(name, value);
  }
  if (cookies.length > 0) response.setHeader('set-cookie', cookies);
  const body = Buffer.from(await answer.arrayBuffer());
  response.setHeader('content-length', body.length);
  response.end(body);
}
