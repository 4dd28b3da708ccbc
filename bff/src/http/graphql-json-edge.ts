import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type ExecutionResult } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { writeResponse } from './edge-response-writer.js';
import { LightHeaders, LightResponse, NodeRequestView } from './light-fetch.js';
import { type BffYoga } from './node-bridge.js';
import {
  type EdgeRun,
  errorsOf,
  type Hook,
  processResult,
  resultForParams,
  runOnRequest,
  type ServerContext,
  yogaInternals,
} from './yoga-steps.js';

/**
 * The node:http edge of a JSON POST to /graphql, in place of @whatwg-node's server adapter (which
 * turns every request into a WHATWG Request with its URL, Headers and AbortController, and every
 * answer into a Response whose headers are copied one by one onto node's): about half of the
 * BFF's own CPU per catalog page above a bare JSON proxy (tests/perf/README.md, benchmark 1).
 *
 * Everything after the edge is yoga's own, in yoga's order, from yoga's own lists: the adapter's
 * onRequest hooks, `parseRequest` (every onRequestParse hook: CSRF, method, the body parser of
 * plugins/use-request-bodies.ts that reads node's request), `getResultForParams` (every onParams
 * hook, then the envelope: parse, validate, context, execute, and the onExecutionResult hooks),
 * every onResultProcess hook (media type, public errors, cost, log) with the result processor
 * they choose, then every onResponse hook (session cookie, cost headers, log, CORS). A plugin in
 * app/yoga-server.ts's list therefore runs here as on yoga's own path; only the objects differ
 * (light-fetch.ts): a view of node's request, a Response that keeps its body as given, written
 * with one writeHead. Streams (SSE, multipart) are written as they come.
 */
export interface GraphQLJsonEdgeOptions {
  yoga: BffYoga;
  /** Headers every /graphql answer carries, as a flat name/value list (security-headers.ts). */
  securityHeaders: readonly string[];
}

export function createGraphQLJsonEdge(options: GraphQLJsonEdgeOptions) {
  const yoga = yogaInternals(options.yoga);
  const onRequestHooks: Hook[] = [];
  const onResponseHooks: Hook[] = [];
  for (const plugin of yoga.plugins) {
    if (plugin && plugin.onRequest) onRequestHooks.push(plugin.onRequest);
    if (plugin && plugin.onResponse) onResponseHooks.push(plugin.onResponse);
  }
  const fetchAPI = { ...options.yoga.fetchAPI, Response: LightResponse, Headers: LightHeaders };
  const run: EdgeRun = { yoga, getEnveloped: options.yoga.getEnveloped, onRequestHooks, fetchAPI };
  const server = {
    waitUntil(promise: unknown) {
      if (promise instanceof Promise) promise.catch(() => undefined);
    },
  };

  /** yoga's handle: parse the request, run the operation, process its result. */
  async function handle(request: Request, context: ServerContext): Promise<unknown> {
    let result: unknown;
    try {
      const parsed = await yoga.parseRequest(request, context);
      if (parsed.response) return parsed.response;
      const params = parsed.requestParserResult;
      // Batching is off: yoga's onRequestParseDone hooks refuse a list before it gets here.
      if (Array.isArray(params)) throw createGraphQLError('Batching is not supported.');
      result = await resultForParams(run, request, params!, context);
    } catch (error) {
      result = { errors: errorsOf(error, yoga) } satisfies ExecutionResult;
    }
    return processResult(run, request, result, context);
  }

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const context: ServerContext = { req, res, waitUntil: server.waitUntil };
    // A view, not a WHATWG Request: see light-fetch.ts.
    const state = { request: new NodeRequestView(req, res) as unknown as Request, handler: handle };
    const early = onRequestHooks.length > 0 ? await runOnRequest(run, state, context) : undefined;
    const answer = { response: early ?? (await state.handler(state.request, context)) };
    for (const hook of onResponseHooks) {
      const done = hook({
        request: state.request,
        response: answer.response,
        serverContext: context,
        setResponse(next: unknown) {
          answer.response = next;
        },
        fetchAPI,
      });
      if (done instanceof Promise) await done;
    }
    await writeResponse(res, answer.response, options.securityHeaders);
  }

  return { serve };
}

export type GraphQLJsonEdge = ReturnType<typeof createGraphQLJsonEdge>;
