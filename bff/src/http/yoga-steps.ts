import { type IncomingMessage, type ServerResponse } from 'node:http';
import { getOperationAST, GraphQLError } from 'graphql';
import { createGraphQLError, type GraphQLParams } from 'graphql-yoga';
import { LightResponse } from './light-fetch.js';
import { type BffYoga } from './node-bridge.js';

// yoga's own request steps (server.js and process-request.js of graphql-yoga 5), run by the JSON
// edge (graphql-json-edge.ts) over yoga's own hook lists, with light objects in place of
// @whatwg-node's. Hook payloads use method shorthand, not arrow properties: the build keeps
// function names (esbuild keepNames), which costs a defineProperty per named arrow per request.

type Awaitable<T> = T | Promise<T>;
export type ServerContext = {
  req: IncomingMessage;
  res: ServerResponse;
  waitUntil(p: unknown): void;
};
export type Hook = (payload: Record<string, unknown>) => unknown;
/** What answers a request (yoga's handle, or what an onRequest hook sets). */
export type RequestHandler = (request: Request, context: ServerContext) => Promise<unknown>;
export type ParamsHandler = (payload: {
  request: Request;
  params: GraphQLParams;
  context: ServerContext;
}) => unknown;
export type ResultProcessor = (result: unknown, fetchAPI: unknown, mediaType: string) => unknown;

/**
 * What the edge reads of yoga's server object beyond its typed API: the plugin list (for the
 * adapter's onRequest/onResponse hooks, collected as the adapter collects them), the result hooks
 * and the error masking. Private in yoga's typings, read once at start and checked there.
 */
export interface YogaInternals {
  onParamsHooks: Hook[];
  onExecutionResultHooks: Hook[];
  handleParams: ParamsHandler;
  plugins: ReadonlyArray<{ onRequest?: Hook; onResponse?: Hook } | false | null | undefined>;
  onResultProcessHooks: Hook[];
  maskedErrorsOpts: {
    maskError(error: unknown, message: string, isDev?: boolean): Error;
    errorMessage: string;
    isDev?: boolean;
  } | null;
  parseRequest(
    request: Request,
    context: ServerContext,
  ): Awaitable<{ response?: unknown; requestParserResult?: GraphQLParams | GraphQLParams[] }>;
}

/** What the steps share for the life of the server. */
export interface EdgeRun {
  yoga: YogaInternals;
  getEnveloped: BffYoga['getEnveloped'];
  onRequestHooks: Hook[];
  /** yoga's fetch API with light-fetch.ts's Response and Headers. */
  fetchAPI: unknown;
}

export function yogaInternals(yoga: BffYoga): YogaInternals {
  // yoga's server object, read through its adapter (see YogaInternals).
  const internals = yoga as unknown as YogaInternals;
  if (
    !Array.isArray(internals.plugins) ||
    !Array.isArray(internals.onResultProcessHooks) ||
    !Array.isArray(internals.onParamsHooks) ||
    !Array.isArray(internals.onExecutionResultHooks) ||
    typeof internals.parseRequest !== 'function' ||
    typeof internals.handleParams !== 'function'
  ) {
    throw new Error('graphql-yoga changed: the JSON edge cannot find its hooks.');
  }
  return internals;
}

/** A thrown error as yoga's handle answers it: masked (and logged when unexpected). */
export function errorsOf(error: unknown, internals: YogaInternals): GraphQLError[] {
  if (error instanceof AggregateError)
    return error.errors.flatMap((each) => errorsOf(each, internals));
  const masking = internals.maskedErrorsOpts;
  const masked = masking ? masking.maskError(error, masking.errorMessage, masking.isDev) : error;
  if (masked instanceof GraphQLError) return [masked];
  const message = masked instanceof Error ? masked.message : String(masked);
  return [
    createGraphQLError(message, { originalError: masked instanceof Error ? masked : undefined }),
  ];
}

/** yoga's getResultForParams: the onParams hooks, the operation, the onExecutionResult hooks. */
export async function resultForParams(
  run: EdgeRun,
  request: Request,
  given: GraphQLParams,
  context: ServerContext,
) {
  let params = given;
  let result: unknown;
  let handler: ParamsHandler | null = null;
  for (const hook of run.yoga.onParamsHooks) {
    const done = hook({
      params,
      request,
      setParams(next: GraphQLParams) {
        params = next;
      },
      paramsHandler: handler ?? run.yoga.handleParams,
      setParamsHandler(next: ParamsHandler) {
        handler = next;
      },
      setResult(next: unknown) {
        result = next;
      },
      fetchAPI: run.fetchAPI,
      context,
    });
    if (done instanceof Promise) await done;
  }
  if (result === undefined) {
    result = handler
      ? await (handler as ParamsHandler)({ request, params, context })
      : await operationResult(run, request, params, context);
  }
  for (const hook of run.yoga.onExecutionResultHooks) {
    const done = hook({
      result,
      setResult(next: unknown) {
        result = next;
      },
      request,
      context,
    });
    if (done instanceof Promise) await done;
  }
  return result;
}

/** yoga's handleParams: the envelope's parse, validate, context and execute (or subscribe). */
async function operationResult(
  run: EdgeRun,
  request: Request,
  params: GraphQLParams,
  context: ServerContext,
) {
  Object.assign(context, { request, params });
  try {
    const enveloped = run.getEnveloped(context);
    const document = enveloped.parse(params.query!);
    const errors = enveloped.validate(enveloped.schema, document);
    if (errors.length > 0) return { errors };
    const made = enveloped.contextFactory();
    const contextValue = made instanceof Promise ? await made : made;
    const args = {
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    };
    const operation = getOperationAST(document, params.operationName);
    return await (operation?.operation === 'subscription'
      ? enveloped.subscribe(args)
      : enveloped.execute(args));
  } catch (error) {
    return { errors: errorsOf(error, run.yoga) };
  }
}

/** yoga's processResult: every onResultProcess hook, then the processor they chose. */
export async function processResult(
  run: EdgeRun,
  request: Request,
  given: unknown,
  context: ServerContext,
) {
  const state = { result: given, processor: null as ResultProcessor | null, mediaType: '*/*' };
  const acceptableMediaTypes: string[] = [];
  for (const hook of run.yoga.onResultProcessHooks) {
    const done = hook({
      request,
      acceptableMediaTypes,
      result: state.result,
      setResult(next: unknown) {
        state.result = next;
      },
      resultProcessor: state.processor,
      setResultProcessor(processor: ResultProcessor, mediaType: string) {
        state.processor = processor;
        state.mediaType = mediaType;
      },
      serverContext: context,
    });
    if (done instanceof Promise) await done;
  }
  if (!state.processor) {
    return new LightResponse(null, {
      status: 406,
      statusText: 'Not Acceptable',
      headers: { accept: acceptableMediaTypes.join('; charset=utf-8, ') },
    });
  }
  return state.processor(state.result, run.fetchAPI, state.mediaType);
}

/** The adapter's onRequest hooks; a response one of them ends with, if any. */
export async function runOnRequest(
  run: EdgeRun,
  state: { request: Request; handler: RequestHandler },
  context: ServerContext,
) {
  const ended = { response: undefined as unknown };
  for (const hook of run.onRequestHooks) {
    const done = hook({
      request: state.request,
      setRequest(next: Request) {
        state.request = next;
      },
      serverContext: context,
      fetchAPI: run.fetchAPI,
      get url() {
        return new URL(state.request.url);
      },
      requestHandler: state.handler,
      setRequestHandler(next: RequestHandler) {
        state.handler = next;
      },
      endResponse(response: unknown) {
        ended.response = response;
      },
    });
    if (done instanceof Promise) await done;
    if (ended.response !== undefined && ended.response !== null) return ended.response;
  }
  return undefined;
}
