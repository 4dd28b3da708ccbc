// What the tests' proxies in front of the store share: passing a request on to the store, and
// listening on a free loopback port. Each proxy decides what to count, hold, cut or change.
import {
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo } from 'node:net';

/** The store's answer passed back as it came; an answer reset mid-body resets the proxy's too. */
export function passAnswerOn(answer: IncomingMessage, outgoing: ServerResponse): void {
  outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
  answer.on('error', () => outgoing.destroy());
  answer.pipe(outgoing);
}

/**
 * Sends `incoming` on to the store at `target` (method, path, headers and body as they came) and
 * hands the store's answer to `answered` (by default passed back as it came). A store that cannot
 * be reached closes the proxy's connection.
 */
export function forwardToStore(
  target: URL,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  answered: (answer: IncomingMessage, outgoing: ServerResponse) => void = passAnswerOn,
): void {
  const forwarded = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: target.host },
    },
    (answer) => answered(answer, outgoing),
  );
  forwarded.on('error', () => outgoing.destroy());
  incoming.pipe(forwarded);
}

/** Starts `server` on a free loopback port; its base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
