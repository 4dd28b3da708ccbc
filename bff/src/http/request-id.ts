import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';

/** A client's own `x-request-id` is kept when it looks like one. */
const requestIdPattern = /^[\w.-]{8,128}$/;

/** The client's request id when it looks like one, else null. */
export function clientRequestId(
  value: string | readonly string[] | null | undefined,
): string | null {
  return typeof value === 'string' && requestIdPattern.test(value) ? value : null;
}

/** The id a request is logged and answered under: the client's, or a new one. */
export function requestIdOf(value: string | readonly string[] | null | undefined): string {
  return clientRequestId(value) ?? randomUUID();
}

/** The client's id of a node:http request, for logging a failure before any context exists. */
export function incomingRequestId(request: IncomingMessage): string | null {
  return clientRequestId(request.headers['x-request-id']);
}
