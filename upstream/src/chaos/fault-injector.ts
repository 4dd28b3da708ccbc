// Fault injection in front of the request handler (UPSTREAM_CHAOS, and /dev/chaos with
// UPSTREAM_DEV_ROUTES=1): the BFF's reliability tests meet slow, failing and broken answers here.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ChaosRuleError, parseChaosSettings, type ChaosSettings } from './chaos-rules';
import { FaultPlan, type TerminalFault } from './fault-plan';

const DEV_PATH = '/dev/chaos';
const DROP_PUSHER_PATH = '/dev/chaos/drop-pusher';
const MAX_DEV_BODY_BYTES = 64 * 1024;

/** A truncated JSON document, as a proxy that cut a body short would deliver it. */
export const MALFORMED_JSON_BODY = '{"data":[{"id":1,"name":"Refurbished ph';

export interface FaultInjectorOptions {
  settings?: ChaosSettings;
  devRoutes: boolean;
  logger: Logger;
}

export interface FaultInjector {
  /** Runs `next` (the real handler) unless a fault answers instead; dev routes answer here. */
  intercept(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  /** Remembers the server's Pusher WebSocket sockets so a fault can drop them. */
  watchPusherUpgrades(server: Server): void;
  /** Closes every Pusher socket at once (clients see a dropped connection); answers how many. */
  dropPusherSockets(): number;
  readonly plan: FaultPlan;
}

export function createFaultInjector(options: FaultInjectorOptions): FaultInjector {
  const plan = new FaultPlan(options.settings);
  const pusherSockets = new Set<Duplex>();
  const { logger } = options;

  function dropPusherSockets(): number {
    const dropped = pusherSockets.size;
    for (const socket of pusherSockets) socket.destroy();
    pusherSockets.clear();
    if (dropped > 0) logger.warn({ dropped }, 'chaos: dropped Pusher sockets');
    return dropped;
  }

  return {
    plan,
    dropPusherSockets,
    watchPusherUpgrades(server) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
        if (!(req.url ?? '').startsWith('/app/')) return;
        pusherSockets.add(socket);
        socket.once('close', () => pusherSockets.delete(socket));
      });
    },
    intercept(req, res, next) {
      const method = (req.method ?? 'GET').toUpperCase();
      const path = pathOf(req.url);
      if (options.devRoutes && (path === DEV_PATH || path.startsWith(`${DEV_PATH}/`))) {
        void serveDevRoute({ plan, dropPusherSockets }, logger, { method, path, req, res }).catch(
          (error: unknown) => {
            logger.error({ err: error }, 'chaos dev route failed');
            if (!res.headersSent) sendJson(res, 500, { message: 'Server Error' });
          },
        );
        return;
      }
      const decision = plan.decide(method, path);
      if (decision.dropPusher) dropPusherSockets();
      const proceed = () => {
        if (decision.terminal === null) return next();
        logger.warn({ method, path, fault: decision.terminal }, 'chaos: injected fault');
        applyTerminal(decision.terminal, req, res);
      };
      if (decision.delayMs > 0) setTimeout(proceed, decision.delayMs);
      else proceed();
    },
  };
}

/** Answers a request with the fault instead of the real handler. */
function applyTerminal(fault: TerminalFault, req: IncomingMessage, res: ServerResponse): void {
  // Whatever the client sent is not read: nothing may keep the connection for a next request.
  req.resume();
  switch (fault.kind) {
    case 'status':
      res.writeHead(fault.status, {
        'Content-Type': 'application/json',
        Connection: 'close',
        ...(fault.status === 429 ? { 'Retry-After': '1' } : {}),
      });
      res.end(JSON.stringify({ message: `Chaos: injected ${fault.status}.` }));
      return;
    case 'reset':
      (req.socket as Socket).resetAndDestroy();
      return;
    case 'reset-mid-body':
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '65536' });
      res.write(MALFORMED_JSON_BODY, () => (req.socket as Socket).resetAndDestroy());
      return;
    case 'malformed-json':
      res.writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(MALFORMED_JSON_BODY);
      return;
  }
}

interface DevRequest {
  method: string;
  path: string;
  req: IncomingMessage;
  res: ServerResponse;
}

/** The dev routes: read, replace or clear the fault rules, drop the Pusher sockets. */
async function serveDevRoute(
  injector: Pick<FaultInjector, 'plan' | 'dropPusherSockets'>,
  logger: Logger,
  { method, path, req, res }: DevRequest,
): Promise<void> {
  const { plan, dropPusherSockets } = injector;
  if (path === DROP_PUSHER_PATH && method === 'POST') {
    req.resume();
    return sendJson(res, 200, { dropped: dropPusherSockets() });
  }
  if (path === DEV_PATH && method === 'GET') return sendJson(res, 200, { rules: plan.describe() });
  if (path === DEV_PATH && method === 'DELETE') {
    req.resume();
    plan.clear();
    return sendJson(res, 200, { rules: 0 });
  }
  if (path === DEV_PATH && method === 'POST') {
    let settings: ChaosSettings;
    try {
      settings = parseChaosSettings(JSON.parse(await readSmallBody(req)));
    } catch (error) {
      const message =
        error instanceof ChaosRuleError ? error.message : 'The body must be chaos rules as JSON.';
      return sendJson(res, 422, { message });
    }
    plan.replace(settings);
    logger.warn({ rules: settings.rules }, 'chaos: rules replaced');
    return sendJson(res, 200, { rules: settings.rules.length });
  }
  req.resume();
  sendJson(res, 405, {
    message: 'Use GET, POST or DELETE /dev/chaos, POST /dev/chaos/drop-pusher.',
  });
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

async function readSmallBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_DEV_BODY_BYTES) throw new ChaosRuleError('The chaos rules are too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(payload)),
    'Cache-Control': 'no-store',
  });
  res.end(payload);
}
