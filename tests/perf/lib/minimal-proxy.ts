// Benchmark 1's reference floor: the least any JSON-over-HTTP BFF in Node must do for the catalog
// page, and nothing else. It reads a POSTed JSON body, makes the same upstream call as the BFF
// (undici Pool, keep-alive, the signed-in upstream cookie), parses the upstream's JSON, wraps it
// in `{ data }`, serialises it and answers. No GraphQL, no sessions, no mapping, no checks: a
// measure of the machine, not a product. Run as its own process (like the BFF) by bff-overhead.ts.
//
// Environment: PORT, UPSTREAM_URL, UPSTREAM_COOKIE, UPSTREAM_ORIGIN, UPSTREAM_PATH.
import { createServer, type IncomingMessage } from 'node:http';
import { Pool } from 'undici';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`minimal-proxy needs ${name}`);
  return value;
}

const upstream = new Pool(required('UPSTREAM_URL'), { connections: 32 });
const upstreamHeaders = {
  cookie: required('UPSTREAM_COOKIE'),
  origin: required('UPSTREAM_ORIGIN'),
  accept: 'application/json',
};
const upstreamPath = required('UPSTREAM_PATH');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const server = createServer((request, response) => {
  if (request.url === '/ready') {
    response.end('ok');
    return;
  }
  void (async () => {
    try {
      JSON.parse(await readBody(request));
      const answer = await upstream.request({
        method: 'GET',
        path: upstreamPath,
        headers: upstreamHeaders,
      });
      const data: unknown = JSON.parse(await answer.body.text());
      const payload = Buffer.from(JSON.stringify({ data }), 'utf8');
      response.writeHead(answer.statusCode, [
        'content-type',
        'application/json; charset=utf-8',
        'content-length',
        String(payload.length),
      ]);
      response.end(payload);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  })();
});
server.listen(Number(required('PORT')), '127.0.0.1');
