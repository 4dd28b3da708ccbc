import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type YogaServerInstance } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';

/** Read-only access to request headers, whatever carries them (node:http or a WHATWG Request). */
export interface HeaderReader {
  get(name: string): string | null;
}

export type BffYoga = YogaServerInstance<Record<string, unknown>, GraphQLContext>;

export function nodeHeaders(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

export function setHeaderList(response: ServerResponse, headers: readonly string[]): void {
  for (let index = 0; index < headers.length; index += 2) {
    response.setHeader(headers[index]!, headers[index + 1]!);
  }
}
