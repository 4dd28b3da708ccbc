import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { type GraphQLContext } from '../context.js';
import { nodeHeaders, type HeaderReader } from '../http/node-bridge.js';
import { type Logger } from '../logger.js';
import { downloadUrlFor } from '../realtime/notification-event-mapping.js';
import { type JobRecord } from './job-record.js';
import { type JobStore } from './job-store.js';

/** How long a job's download link works. */
export const LINK_LIFETIME_SECONDS = 5 * 60;
const routePattern = /^\/jobs\/(job-[A-Za-z0-9_-]{16,40})\/file$/;

/**
 * The download links of finished export jobs. A catalog export's file is kept by the BFF (the
 * job store) and served at /jobs/{id}/file?expires=…&signature=…: an HMAC of the job, its user
 * and the expiry (a key derived from the session secret), valid five minutes, and served only to
 * a request signed in as that user. A store export's link is the /download route of its file.
 */
export class JobFileLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'refurb-bff-jobs', 'job-file-link v1', 32));
  }

  /** The job's download link, or null while it has no file. */
  urlOf(record: JobRecord): string | null {
    if (record.status !== 'SUCCEEDED' || record.file === null) return null;
    if (record.file.kind === 'upstream') return downloadUrlFor(record.file.filename);
    const expires = this.now() + LINK_LIFETIME_SECONDS;
    const signature = this.sign(record.id, record.userId, expires);
    return `/jobs/${record.id}/file?expires=${expires}&signature=${signature}`;
  }

  /** Whether the link's signature holds for this job and user and has not expired. */
  verify(jobId: string, userId: string, expires: number, signature: string): boolean {
    if (!Number.isSafeInteger(expires) || expires < this.now()) return false;
    const expected = Buffer.from(this.sign(jobId, userId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(jobId: string, userId: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${jobId}\n${userId}\n${expires}`)
      .digest('base64url');
  }
}

export interface JobFileRouteDeps {
  links: JobFileLinks;
  store: JobStore;
  logger: Logger;
  createContext: (
    headers: HeaderReader,
    request: IncomingMessage,
  ) => GraphQLContext | Promise<GraphQLContext>;
}

/** GET /jobs/{id}/file: streams a finished catalog export to its user. False for other paths. */
export function createJobFileRoute(deps: JobFileRouteDeps) {
  return async function serveJobFile(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const match = routePattern.exec(pathname);
    if (!match?.[1]) return false;
    const jobId = match[1];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendText(response, 405, 'Method not allowed.');
    }
    const query = new URL(request.url ?? '/', 'http://bff.invalid').searchParams;
    let userId: string | null = null;
    try {
      userId = (await deps.createContext(nodeHeaders(request), request)).session.userId;
    } catch {
      userId = null;
    }
    if (userId === null) return sendText(response, 401, 'Not signed in.');
    const valid = deps.links.verify(
      jobId,
      userId,
      Number(query.get('expires')),
      query.get('signature') ?? '',
    );
    const record = valid ? await deps.store.get(jobId) : null;
    const file = record?.userId === userId ? await deps.store.readFile(jobId) : null;
    if (file === null || record?.file?.kind !== 'local') {
      return sendText(response, 404, 'This link has expired or is not yours.');
    }
    response.statusCode = 200;
    response.setHeader('content-type', 'application/x-ndjson; charset=utf-8');
    response.setHeader('content-disposition', `attachment; filename="${record.file.name}"`);
    response.setHeader('cache-control', 'private, no-store');
    if (request.method === 'HEAD') {
      file.destroy();
      response.end();
      return true;
    }
    await pipeline(file, response).catch((error: unknown) =>
      deps.logger.warn({ err: error, jobId }, 'job file download interrupted'),
    );
    return true;
  };
}

function sendText(response: ServerResponse, status: number, text: string): true {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(text);
  return true;
}
