import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type ExecutionResult, type GraphQLError } from 'graphql';
import { type CompiledQuery } from 'graphql-jit';
import { processRegularResult } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';
import { type Logger } from '../logger.js';
import { type OperationCache } from '../plugins/operation-cache.js';
import { logGraphQLAnswer } from '../plugins/request-log.js';
import { csrfHeader } from '../plugins/use-csrf-prevention.js';
import { callerRefusal } from '../plugins/use-caller-abilities.js';
import { errorCodeOf } from '../errors.js';
import { isBearerRequest } from '../session/caller.js';
import { type ChosenMediaType, type MediaTypeMemo } from './media-type-memo.js';
import {
  type OperationLimits,
  queryTooLarge,
  queryTooLargeError,
  variablesProblem,
} from '../plugins/use-operation-limits.js';
import { publicErrorsOf, type PublicErrorsOptions } from '../plugins/use-public-errors.js';
import { sessionResponseHeaders } from '../plugins/use-session-cookie.js';
import * as upstreamCost from '../plugins/upstream-cost.js';
import { type TrustedDocuments } from '../plugins/trusted-documents.js';
import { fastPathOperation, type OperationParams } from './fast-path-operation.js';
import { type CorsRule } from './cors-rule.js';
import { incomingRequestId } from './file-routes.js';
import {
  type BffYoga,
  type HeaderReader,
  nodeHeaders,
  readBody,
  setHeaderList,
  writeFetchResponse,
  yogaAnswers,
} from './node-bridge.js';

export interface GraphQLFastPathOptions {
  yoga: BffYoga;
  /** The one operation cache: texts that passed validation, and their compiled operations. */
  operations: OperationCache;
  /** MAX_QUERY_BYTES, and MAX_STRING_ARGUMENT_BYTES for variables (a validated text passed). */
  limits: OperationLimits;
  /** For refusals answered before a context exists. */
  logger: Logger;
  createContext(
    headers: HeaderReader,
    request: IncomingMessage,
  ): GraphQLContext | Promise<GraphQLContext>;
  /** The masking usePublicErrors applies (use-public-errors.ts). */
  publicErrors: Pick<PublicErrorsOptions, 'production' | 'unexpectedMessage'>;
  /** yoga's content negotiation, as yoga answers each Accept value (media-type-memo.ts). */
  mediaTypes: MediaTypeMemo;
  /** Cross-origin grants are yoga's to answer (it writes the CORS headers). */
  cors: CorsRule;
  /** Headers every /graphql answer carries, as a flat name/value list (security-headers.ts). */
  securityHeaders: readonly string[];
  /** The dashboard's operations by hash; texts need a token when enforced (TRUSTED_DOCUMENTS). */
  trustedDocuments: TrustedDocuments;
}

/**
 * POST /graphql for the operations the dashboard sends all the time (benchmark 1 in tests/perf).
 *
 * yoga turns every request into a WHATWG Request, runs a dozen plugin hooks through promise
 * helpers and builds a WHATWG Response; over a 50-row catalog page that plumbing costs about as
 * much as everything else. This path serves a JSON POST whose operation text yoga has already
 * parsed and validated (the operation cache) straight from node:http, with the pieces yoga's
 * plugins use: the same context, the compiled operation of the one operation cache, the same
 * error masking (usePublicErrors), session headers (useSessionCookie), answer log (request-log),
 * and yoga's own media type for the Accept value (media-type-memo.ts). Everything else — a new
 * text, an Accept value yoga does not answer with JSON, a cross-origin grant, a missing CSRF header,
 * an operation refused before any resolver runs — goes to yoga with the body already read, so
 * yoga's answers stay the reference. Which request takes which path: graphql-endpoint.ts.
 */
export function createGraphQLFastPath(options: GraphQLFastPathOptions) {
  /** How requests went (tests, metrics): answered here, or read here and handed to yoga. */
  const counts = { served: 0, handedToYoga: 0 };

  async function handToYoga(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    counts.handedToYoga += 1;
    setHeaderList(response, options.securityHeaders);
    // The body was read as UTF-8 JSON already; yoga reads it again as text.
    await yogaAnswers(options.yoga, request, response, body.toString('utf8'));
    return true;
  }

  /** A refusal answered here, without yoga. */
  async function refused(
    req: IncomingMessage,
    res: ServerResponse,
    chosen: ChosenMediaType,
    error: unknown,
  ) {
    await refuse(options, req, res, chosen, error as GraphQLError);
    counts.served += 1;
    return true;
  }

  /** Answers the request; false when it is not the fast path's (nothing read or written yet). */
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (!mayServe(request, options)) return false;
    const known = options.mediaTypes.get(request.headers.accept);
    const chosen =
      known === undefined ? await options.mediaTypes.choose(request.headers.accept) : known;
    if (chosen === null) return false;
    const body = await readBody(request);
    const params = fastPathOperation(body, options.trustedDocuments, request.headers.authorization);
    if (params && 'refusal' in params) {
      // Trusted documents: answered here, unread, as yoga's plugin answers it.
      await refuse(options, request, response, chosen, params.refusal);
      counts.served += 1;
      return true;
    }
    if (params && queryTooLarge(params.query, options.limits)) {
      // Answered here: handing a text of up to 1 MB to yoga would copy it once more, only to be
      // refused the same way (a flood of such requests would grow the heap for nothing).
      await refuse(options, request, response, chosen, queryTooLargeError(options.limits));
      counts.served += 1;
      return true;
    }
    const query = params && compiledQuery(params, options.operations);
    if (!params || !query || variablesProblem(params.variables, options.limits)) {
      return handToYoga(request, response, body);
    }
    let context: GraphQLContext;
    try {
      const made = options.createContext(nodeHeaders(request), request);
      context = made instanceof Promise ? await made : made;
    } catch (error) {
      // A refused token (UNAUTHENTICATED, UNSUPPORTED_BY_STORE, …) is answered as yoga answers it.
      if (errorCodeOf(error) !== null) return refused(request, response, chosen, error);
      // e.g. the upstream could not be reached at start: yoga's error answer is the reference.
      return handToYoga(request, response, body);
    }
    const tokenDocument =
      context.caller.tokenId && options.operations.validatedDocument(params.query);
    const refusal =
      tokenDocument && callerRefusal(context.caller, tokenDocument, params.operationName);
    if (refusal) return refused(request, response, chosen, refusal);
    const running = query.query(undefined, context, params.variables);
    const result = (running instanceof Promise ? await running : running) as ExecutionResult;
    // No data: refused before any resolver ran (e.g. variables); yoga answers it the usual way.
    if (!('data' in result)) return handToYoga(request, response, body);
    const validated = options.operations.validatedDocument(params.query);
    // What it cost the store, in the answer and its header fields (plugins/upstream-cost.ts).
    const costed = await upstreamCost.costedAnswer(
      context.upstream,
      upstreamCost.estimatedCallsOf(validated, params.operationName),
      result,
    );
    if (result.errors?.length) await answerWithErrors(options, response, chosen, context, costed);
    else answerData(options, response, chosen, context, query.stringify(costed.result), costed);
    counts.served += 1;
    return true;
  }

  return { serve, counts: (): Readonly<typeof counts> => ({ ...counts }) };
}

export type GraphQLFastPath = ReturnType<typeof createGraphQLFastPath>;

function answerData(
  options: Pick<GraphQLFastPathOptions, 'securityHeaders'>,
  response: ServerResponse,
  chosen: ChosenMediaType,
  context: GraphQLContext,
  json: string,
  { headers: rateHeaders }: { headers: readonly string[] },
): void {
  // Encoded once: measuring a string's UTF-8 length and then writing it encodes it twice.
  const payload = Buffer.from(json, 'utf8');
  // One flat list for writeHead: no setHeader validation and bookkeeping per header.
  const headers = [
    ...options.securityHeaders,
    'content-type',
    chosen.contentType,
    'content-length',
    String(payload.length),
    ...sessionResponseHeaders(context.session, context.requestId),
    ...rateHeaders,
  ];
  response.writeHead(200, headers);
  response.end(payload);
}

async function answerWithErrors(
  options: Pick<GraphQLFastPathOptions, 'securityHeaders' | 'publicErrors' | 'yoga'>,
  response: ServerResponse,
  chosen: ChosenMediaType,
  context: GraphQLContext,
  { result, headers: rateHeaders }: { result: ExecutionResult; headers: readonly string[] },
): Promise<void> {
  const errors = publicErrorsOf(result.errors ?? [], options.publicErrors, context.logger);
  const answer = await processRegularResult(
    { ...result, errors },
    options.yoga.fetchAPI,
    chosen.mediaType,
  );
  setHeaderList(response, options.securityHeaders);
  await writeFetchResponse(response, answer, [
    ...sessionResponseHeaders(context.session, context.requestId),
    ...rateHeaders,
  ]);
  logGraphQLAnswer(context.logger, { status: answer.status, errors });
}

/** The answer yoga gives to a request refused before parsing, without yoga. */
async function refuse(
  options: Pick<GraphQLFastPathOptions, 'securityHeaders' | 'logger' | 'yoga'>,
  request: IncomingMessage,
  response: ServerResponse,
  chosen: ChosenMediaType,
  error: GraphQLError,
): Promise<void> {
  const answer = await processRegularResult(
    { errors: [error], extensions: { cost: upstreamCost.unknownCost } },
    options.yoga.fetchAPI,
    chosen.mediaType,
  );
  const requestId = incomingRequestId(request) ?? randomUUID();
  setHeaderList(response, options.securityHeaders);
  const retryAfter = upstreamCost.retryAfterOf([error]);
  const headers = ['x-request-id', requestId, ...upstreamCost.costHeaders(null, retryAfter)];
  await writeFetchResponse(response, answer, headers);
  logGraphQLAnswer(options.logger.child({ requestId }), {
    status: answer.status,
    errors: [error],
  });
}

/**
 * A JSON POST carrying the CSRF header (without it yoga refuses it) and no CORS grant or preflight
 * header (yoga writes those); yoga's media type for its Accept value is checked next.
 */
function mayServe(
  request: IncomingMessage,
  options: Pick<GraphQLFastPathOptions, 'cors'>,
): boolean {
  return (
    // A bearer request needs no CSRF header (use-csrf-prevention.ts).
    (request.headers[csrfHeader] !== undefined || isBearerRequest(request.headers.authorization)) &&
    request.headers['access-control-request-method'] === undefined &&
    !options.cors.isCrossOriginGrant(request.headers.origin)
  );
}

/** The compiled query of a validated text, when it is one JSON answer (no stream). */
function compiledQuery(params: OperationParams, operations: OperationCache): CompiledQuery | null {
  const document = operations.validatedDocument(params.query);
  // Compiled once per text and operation name, kept in the operation cache with the text.
  const compiled = document ? operations.compiled(document, params.operationName) : null;
  // Subscriptions, @defer/@stream and operations graphql-jit refused are yoga's to answer.
  return compiled?.regular ? compiled.query : null;
}
